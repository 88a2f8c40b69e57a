"""python-chess drives tetrarch over UCI through complete short chess games and an analysis.

Every move the engine returns must be legal; games end by the rules (mate, stalemate,
repetition, 50 moves, material) or at the ply cap.
"""
from common import binary, fail
from chess_games import MATE_IN_ONE, chess, play_game, print_outcomes


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
        mate = play_game(engine, chess.engine.Limit(depth=4), MATE_IN_ONE)
        if not mate.is_checkmate() or mate.ply() != 1:
            fail(f"mate in one not played: {mate.fen()}")
        # Analysis with a mate score.
        info = engine.analyse(chess.Board(MATE_IN_ONE), chess.engine.Limit(depth=5))
        if info["score"].white().mate() != 1:
            fail(f"analysis score {info['score']} is not mate in 1")
        if info["pv"][0] != chess.Move.from_uci("d1d8"):
            fail(f"analysis pv {info['pv']}")
        print_outcomes(boards)
    finally:
        engine.quit()
    print("OK")


main()
