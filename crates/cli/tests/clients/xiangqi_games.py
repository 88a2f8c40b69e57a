"""Xiangqi over UCI (Fairy-Stockfish coordinates, ranks 1-10), over UCCI (ICCS, ranks 0-9)
and over XBoard (ranks 0-9): tetrarch plays both sides of short games; pyffish checks every
move is legal and ends a game by its rules (mate, stalemate, repetition, 50 moves) or at the
ply cap.

Usage: xiangqi_games.py TETRARCH uci|ucci|xboard
"""
import re
import sys
import time
from common import Engine, binary, fail, skip

try:
    import pyffish as sf
except ImportError:
    skip("pyffish is not installed (pip install pyffish)")

PLY_CAP = 50
START = sf.start_fen("xiangqi")


def iccs_to_uci(move):
    """ICCS h2e2 -> Fairy-Stockfish h3e3."""
    m = re.fullmatch(r"([a-i])(\d)([a-i])(\d)", move)
    if not m:
        fail(f"malformed ICCS move {move!r}")
    return f"{m[1]}{int(m[2]) + 1}{m[3]}{int(m[4]) + 1}"


def uci_to_iccs(move):
    m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", move)
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


def game_over(moves, legal):
    if not legal:
        return "no legal move"
    if sf.is_optional_game_end("xiangqi", START, moves)[0]:
        return "rule end"
    return None


def best_move(engine, prefix):
    line = engine.expect(lambda l: l.startswith("bestmove") or l.startswith("nobestmove"))
    if line.startswith("nobestmove") or line.split()[1] == "(none)":
        fail(f"no move in a live position: {line}")
    return line.split()[1]


def play(engine, protocol, go, use_fen):
    moves = []  # Fairy-Stockfish notation
    legal = sf.legal_moves("xiangqi", START, moves)
    while game_over(moves, legal) is None and len(moves) < PLY_CAP:
        if protocol == "uci":
            shown = moves
        else:
            shown = [uci_to_iccs(m) for m in moves]
        start = f"fen {START}" if use_fen else "startpos"
        engine.send(f"position {start}" + (" moves " + " ".join(shown) if shown else ""))
        engine.send(go)
        move = best_move(engine, protocol)
        fs_move = move if protocol == "uci" else iccs_to_uci(move)
        if fs_move not in legal:
            engine.dump()
            fail(f"illegal move {move} after {moves}")
        moves.append(fs_move)
        legal = sf.legal_moves("xiangqi", START, moves)
    return moves, game_over(moves, legal) or "capped"


def play_xboard(engine):
    """XBoard: `go` makes the engine play the side to move, so repeated `go`s play both
    sides; moves come in ranks 0-9 like MaxQi's. A mate must be followed by a result line."""
    engine.send("xboard")
    engine.send("protover 2")
    engine.expect(lambda l: l == "feature done=1")
    engine.send("new")
    engine.send("variant xiangqi")
    engine.send("sd 3")
    moves = []
    legal = sf.legal_moves("xiangqi", START, moves)
    while game_over(moves, legal) is None and len(moves) < PLY_CAP:
        engine.send("go")
        line = engine.expect(lambda l: l.startswith("move "))
        fs_move = iccs_to_uci(line.split()[1])
        if fs_move not in legal:
            engine.dump()
            fail(f"illegal move {line} after {moves}")
        moves.append(fs_move)
        legal = sf.legal_moves("xiangqi", START, moves)
        if not legal:
            result = engine.read(5)
            if not result.startswith(("1-0", "0-1")):
                fail(f"no result line after the mate: {result!r}")
    engine.send("ping 1")
    engine.expect(lambda l: l == "pong 1")
    return moves, game_over(moves, legal) or "capped"


def main():
    path = binary()
    protocol = sys.argv[2] if len(sys.argv) > 2 else "uci"
    engine = Engine(path)
    if protocol == "xboard":
        moves, how = play_xboard(engine)
        print(f"xboard 'sd 3': {len(moves)} plies, {how}")
        engine.close("quit")
        print("OK")
        return
    if protocol == "uci":
        engine.send("uci")
        engine.expect(lambda l: l == "uciok")
        engine.send("setoption name UCI_Variant value xiangqi")
        engine.send("isready")
        engine.expect(lambda l: l == "readyok")
        games = [("go movetime 25", False), ("go depth 3", True), ("go wtime 300 btime 300 winc 10 binc 10", False)]
    else:
        engine.send("ucci")
        engine.expect(lambda l: l == "ucciok")
        # UCCI times are seconds unless the GUI asks for milliseconds.
        engine.send("setoption usemillisec true")
        engine.send("isready")
        engine.expect(lambda l: l == "readyok")
        games = [("go time 300 increment 10", False), ("go depth 3", True), ("go nodes 3000", False)]
    for go, use_fen in games:
        began = time.monotonic()
        moves, how = play(engine, protocol, go, use_fen)
        print(f"  {time.monotonic() - began:.1f} s")
        print(f"{protocol} '{go}': {len(moves)} plies, {how}")
    # A mate in one must be found (Red's rook mates on the back rank).
    mate_fen = "3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1"
    engine.send(f"position fen {mate_fen}")
    engine.send("go depth 3")
    move = best_move(engine, protocol)
    fs_move = move if protocol == "uci" else iccs_to_uci(move)
    if fs_move not in sf.legal_moves("xiangqi", mate_fen, []) or sf.legal_moves("xiangqi", mate_fen, [fs_move]):
        fail(f"{move} does not mate in {mate_fen}")
    if protocol == "ucci":
        engine.close("quit")
        if engine.read(5) != "bye":
            fail("no 'bye' after quit")
    else:
        engine.close("quit")
    print("OK")


main()
