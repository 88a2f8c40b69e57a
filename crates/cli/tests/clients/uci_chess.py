"""python-chess drives tetrarch over UCI through complete short chess games and an analysis.

Every move the engine returns must be legal; games end by the rules (mate, stalemate,
repetition, 50 moves, material) or at the ply cap.
"""
import sys
from common import binary, fail, skip

try:
    import chess
    import chess.engine
except ImportError:
    skip("python-chess is not installed (pip install chess)")

PLY_CAP = 40


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


def main():
    path = binary()
    engine = chess.engine.SimpleEngine.popen_uci([path])
    try:
        if engine.id.get("name", "").split()[0] != "tetrarch":
            fail(f"unexpected id name {engine.id}")
        for name in ["Hash", "Threads", "MultiPV", "Ponder", "Move Overhead", "Clear Hash", "UCI_Variant", "Skill Level"]:
            if name not in engine.options:
                fail(f"option {name} is not declared")
        engine.configure({"Hash": 8})
        # A fixed-time game, a depth game, a clock game.
        boards = [
            play_game(engine, chess.engine.Limit(time=0.02)),
            play_game(engine, chess.engine.Limit(depth=3)),
            play_game(engine, chess.engine.Limit(white_clock=1, black_clock=1, white_inc=0.01, black_inc=0.01)),
        ]
        # A mate in one must be found and ends the game by checkmate.
        mate = play_game(engine, chess.engine.Limit(depth=4), "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        if not mate.is_checkmate() or mate.ply() != 1:
            fail(f"mate in one not played: {mate.fen()}")
        # Analysis with a mate score.
        info = engine.analyse(chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), chess.engine.Limit(depth=5))
        if info["score"].white().mate() != 1:
            fail(f"analysis score {info['score']} is not mate in 1")
        if info["pv"][0] != chess.Move.from_uci("d1d8"):
            fail(f"analysis pv {info['pv']}")
        for b in boards:
            outcome = b.outcome(claim_draw=True)
            print(f"{b.ply()} plies, {outcome.result() if outcome else 'capped'}")
    finally:
        engine.quit()
    print("OK")


main()
