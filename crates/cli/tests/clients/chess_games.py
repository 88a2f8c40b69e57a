"""Helpers shared by the python-chess client scripts (uci_chess.py, xboard_chess.py).

Importing this module skips the calling script when python-chess is not installed.
"""
from common import fail, skip

try:
    import chess
    import chess.engine
except ImportError:
    skip("python-chess is not installed (pip install chess)")

PLY_CAP = 40

# White mates in one with d1d8.
MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"


def play_game(engine, limit, start_fen=None):
    board = chess.Board(start_fen) if start_fen else chess.Board()
    while not board.is_game_over(claim_draw=True) and board.ply() < PLY_CAP:
        result = engine.play(board, limit, game=id(board))
        if result.move is None:
            fail(f"no move in a live position {board.fen()}")
        if result.move not in board.legal_moves:
            fail(f"illegal move {result.move} in {board.fen()}")
        board.push(result.move)
    return board


def print_outcomes(boards):
    for b in boards:
        outcome = b.outcome(claim_draw=True)
        print(f"{b.ply()} plies, {outcome.result() if outcome else 'capped'}")
