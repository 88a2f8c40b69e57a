"""Chess960 through tetrarch with python-chess (chess.Board(..., chess960=True)).

- The stored perft counts of tests/data/chess960_perft.epd are recounted by python-chess (to
  depth 3 here; `--count` recounts every position to depth 4 and prints the file's lines).
- python-chess plays games over UCI from Chess960 start positions: it sets UCI_Chess960 itself
  and sends castling as king-takes-rook, which the engine must read (moves are pushed that
  castle at once) and write back; every move the engine returns must be legal.
"""
import os
import sys

from common import binary, fail
from chess_games import chess

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "chess960_perft.epd")


def perft(board, depth):
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for m in board.legal_moves:
        board.push(m)
        total += perft(board, depth - 1)
        board.pop()
    return total


def stored():
    for line in open(DATA):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fen, *depths = [part.strip() for part in line.split(";")]
        yield fen, [(int(d.split()[0][1:]), int(d.split()[1])) for d in depths]


def count_all():
    for fen, depths in stored():
        board = chess.Board(fen, chess960=True)
        counts = " ".join(f";D{d} {perft(board, d)}" for d in range(1, 5))
        print(f"{fen} {counts}")


def recheck():
    for fen, depths in stored():
        board = chess.Board(fen, chess960=True)
        for depth, count in depths:
            if depth <= 3 and perft(board, depth) != count:
                fail(f"{fen}: stored perft({depth}) {count}, python-chess counts {perft(board, depth)}")


def play(engine, board, plies):
    for _ in range(plies):
        if board.is_game_over(claim_draw=True):
            break
        result = engine.play(board, chess.engine.Limit(depth=3), game=id(board))
        if result.move is None or result.move not in board.legal_moves:
            fail(f"illegal move {result.move} in {board.fen()}")
        board.push(result.move)
    return board


def main():
    if "--count" in sys.argv:
        count_all()
        return
    recheck()
    engine = chess.engine.SimpleEngine.popen_uci([binary()])
    castled = 0
    try:
        if "UCI_Chess960" not in engine.options:
            fail("option UCI_Chess960 is not declared")
        for n in [0, 518, 959, 100, 777]:
            play(engine, chess.Board.from_chess960_pos(n), 24)
        # Castling at once, both wings, with the king beside its rook: the position command
        # carries king-takes-rook moves the engine must read.
        for fen in ["rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
                    "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w BHbh - 0 1"]:
            for castle in [m for m in chess.Board(fen, chess960=True).legal_moves
                           if chess.Board(fen, chess960=True).is_castling(m)]:
                board = chess.Board(fen, chess960=True)
                board.push(castle)
                castled += 1
                play(engine, board, 8)
    finally:
        engine.quit()
    if castled < 4:
        fail(f"only {castled} castling moves were tried")
    print(f"{castled} castling starts, 5 start positions")
    print("OK")


main()
