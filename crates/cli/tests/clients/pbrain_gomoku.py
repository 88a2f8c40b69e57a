"""Gomoku over the Gomocup pbrain protocol: complete games on 15x15 and 20x20.

- 15x15 freestyle: tetrarch (BEGIN) against a scripted opponent that wins when it can and
  blocks fours; mid-game TAKEBACK and a BOARD restatement of the same position.
- 20x20 standard (exactly five): two tetrarch processes play each other (depth-capped).
- 15x15 renju via BOARD with tetrarch as black: YXSHOWFORBID lists the double-three point and
  only empty cells, and tetrarch does not play a forbidden point.
- SWAP2BOARD with 0, 3 and 5 stones: three distinct empty opening stones, then SWAP or an
  empty cell.
Every reply must be an empty cell on the board, sent within timeout_turn (plus a margin
for a loaded machine; the Gomocup judge allows 1000 ms); games end on a five or a cap.
"""
import random
import time
from common import Engine, binary, fail

TIMEOUT_TURN_MS = 300
# The reply must arrive within the turn limit; the judge forfeits at +1000 ms. We allow
# +400 ms here for a machine busy with other tests.
SLACK_MS = 400
DIRECTIONS = [(1, 0), (0, 1), (1, 1), (1, -1)]


class Board:
    def __init__(self, size, exact):
        self.size = size
        self.exact = exact
        self.cells = {}

    def empty(self, p):
        x, y = p
        return 0 <= x < self.size and 0 <= y < self.size and p not in self.cells

    def run(self, p, color, d):
        x, y = p
        n = 1
        for s in (1, -1):
            cx, cy = x + s * d[0], y + s * d[1]
            while self.cells.get((cx, cy)) == color:
                n += 1
                cx, cy = cx + s * d[0], cy + s * d[1]
        return n

    def wins(self, p, color):
        runs = [self.run(p, color, d) for d in DIRECTIONS]
        return any(r == 5 if self.exact else r >= 5 for r in runs)

    def place(self, p, color):
        if not self.empty(p):
            fail(f"{p} is not an empty cell on the {self.size}x{self.size} board")
        self.cells[p] = color
        return self.wins(p, color)


def read_move(engine, board):
    """The next coordinate line, skipping MESSAGE/DEBUG; checks the time limit."""
    began = time.monotonic()
    while True:
        line = engine.read(timeout=5)
        if line.startswith(("MESSAGE", "DEBUG")):
            continue
        if line.startswith(("ERROR", "UNKNOWN")):
            engine.dump()
            fail(f"engine error: {line}")
        break
    elapsed = (time.monotonic() - began) * 1000
    if elapsed > TIMEOUT_TURN_MS + SLACK_MS:
        fail(f"reply after {elapsed:.0f} ms with timeout_turn {TIMEOUT_TURN_MS}")
    try:
        x, y = (int(v) for v in line.split(","))
    except ValueError:
        engine.dump()
        fail(f"not a move: {line!r}")
    if not board.empty((x, y)):
        engine.dump()
        fail(f"reply {x},{y} is not an empty cell on the board")
    return (x, y)


def start(engine, size, rule):
    engine.send(f"START {size}")
    if engine.read() != "OK":
        fail("START not acknowledged")
    engine.send(f"INFO timeout_turn {TIMEOUT_TURN_MS}")
    engine.send("INFO timeout_match 0")
    engine.send("INFO max_memory 33554432")
    engine.send("INFO game_type 1")
    engine.send(f"INFO rule {rule}")
    engine.send("INFO folder /tmp")


def opponent_move(board, rng, me, other):
    cells = [(x, y) for x in range(board.size) for y in range(board.size) if board.empty((x, y))]
    for color in (me, other):  # win, else block
        for p in cells:
            board.cells[p] = color
            won = board.wins(p, color)
            del board.cells[p]
            if won:
                return p
    near = [p for p in cells if any((p[0] + dx, p[1] + dy) in board.cells for dx in (-1, 0, 1) for dy in (-1, 0, 1))]
    return rng.choice(near or cells)


def game_against_script(path):
    rng = random.Random(7)
    engine = Engine(path)
    engine.send("ABOUT")
    about = engine.read()
    if 'name="tetrarch"' not in about:
        fail(f"ABOUT: {about}")
    board = Board(15, exact=False)
    start(engine, 15, 0)
    engine.send("BEGIN")
    history = []
    for turn in range(60):
        p = read_move(engine, board)
        history.append(p)
        if board.place(p, "engine"):
            return engine.close("END"), f"15x15: tetrarch made five after {len(history)} stones"
        if turn == 6:
            # Take back the engine's stone and ask again; then restate the board.
            engine.send(f"TAKEBACK {p[0]},{p[1]}")
            if engine.read() != "OK":
                fail("TAKEBACK not acknowledged")
            del board.cells[p]
            history.pop()
            engine.send("BOARD")
            for i, q in enumerate(history):
                # Own stones are the engine's (it moved first: even indices).
                engine.send(f"{q[0]},{q[1]},{1 if i % 2 == 0 else 2}")
            engine.send("DONE")
            p = read_move(engine, board)
            history.append(p)
            if board.place(p, "engine"):
                return engine.close("END"), "15x15: five"
        q = opponent_move(board, rng, "script", "engine")
        history.append(q)
        if board.place(q, "script"):
            engine.close("END")
            return None, f"15x15: the script made five after {len(history)} stones"
        engine.send(f"TURN {q[0]},{q[1]}")
    engine.close("END")
    return None, "15x15: capped"


def engine_against_engine(path):
    a, b = Engine(path), Engine(path)
    board = Board(20, exact=True)
    for e in (a, b):
        start(e, 20, 1)
        # Keep the self-play game short: a depth cap (Yixin-Board's INFO max_depth).
        e.send("INFO max_depth 3")
    a.send("BEGIN")
    mover, waiter = a, b
    for n in range(1, 81):
        p = read_move(mover, board)
        if board.place(p, id(mover)):
            a.close("END"), b.close("END")
            return f"20x20: five after {n} stones"
        waiter.send(f"TURN {p[0]},{p[1]}")
        mover, waiter = waiter, mover
    a.close("END"), b.close("END")
    return "20x20: capped at 80 stones"


def renju_board(path):
    engine = Engine(path)
    start(engine, 15, 4)
    board = Board(15, exact=True)
    # Black (to move: 8 stones, an even count) has two open twos crossing at (9,7): playing
    # there makes two open threes at once, a forbidden double three under renju.
    black = [(7, 7), (8, 7), (9, 8), (9, 9)]
    white = [(0, 0), (0, 2), (0, 4), (14, 14)]
    stones = [(p, 1) for p in black] + [(p, 2) for p in white]
    for p, f in stones:
        board.cells[p] = f

    def send_board(command):
        engine.send(command)
        for (x, y), f in stones:
            engine.send(f"{x},{y},{f}")
        engine.send("DONE")

    send_board("YXBOARD")  # no reply
    engine.send("YXSHOWFORBID")
    line = engine.expect(lambda l: l.startswith("FORBID"))
    digits = line[len("FORBID "):].rstrip(".")
    if len(digits) % 4:
        fail(f"malformed FORBID line {line!r}")
    forbidden = {(int(digits[i:i + 2]), int(digits[i + 2:i + 4])) for i in range(0, len(digits), 4)}
    if (9, 7) not in forbidden:
        fail(f"the double-three point 9,7 is missing from {line!r}")
    if any(q in board.cells for q in forbidden):
        fail(f"an occupied point is listed as forbidden: {line!r}")
    send_board("BOARD")
    p = read_move(engine, board)
    if p in forbidden:
        fail(f"tetrarch played the forbidden point {p}")
    engine.close("END")
    return f"renju: {line}, tetrarch played {p}"


def swap2(path):
    """SWAP2BOARD with 0, 3 and 5 stones: three opening stones, then SWAP or a move."""
    engine = Engine(path)
    start(engine, 15, 1)
    engine.send("SWAP2BOARD")
    engine.send("DONE")
    line = engine.expect(lambda l: not l.startswith(("MESSAGE", "DEBUG")))
    try:
        opening = [tuple(int(v) for v in part.split(",")) for part in line.split()]
    except ValueError:
        fail(f"not three points: {line!r}")
    board = Board(15, exact=True)
    if len(opening) != 3:
        fail(f"expected three stones, got {line!r}")
    for p in opening:
        board.place(p, "stone")
    replies = []
    for extra in ([], [(3, 3), (11, 11)]):
        stones = opening + extra
        for p in extra:
            board.place(p, "stone")
        engine.send("SWAP2BOARD")
        for x, y in stones:
            engine.send(f"{x},{y}")
        engine.send("DONE")
        reply = engine.expect(lambda l: not l.startswith(("MESSAGE", "DEBUG")))
        if reply != "SWAP":
            x, y = (int(v) for v in reply.split(","))
            if not board.empty((x, y)):
                fail(f"SWAP2 reply {reply} is not an empty cell")
        replies.append(reply)
    engine.close("END")
    return f"swap2: opening {line}, replies {replies}"


def main():
    path = binary()
    print(swap2(path))
    _, result = game_against_script(path)
    print(result)
    print(engine_against_engine(path))
    print(renju_board(path))
    print("OK")


main()
