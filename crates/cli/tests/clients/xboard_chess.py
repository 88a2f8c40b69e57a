"""python-chess drives tetrarch over XBoard (CECP v2) through complete short chess games
and an analysis. Every move must be legal; the mate game must end in checkmate.
"""
from common import binary, fail
from chess_games import MATE_IN_ONE, chess, play_game, print_outcomes


def main():
    path = binary()
    engine = chess.engine.SimpleEngine.popen_xboard([path])
    try:
        if not engine.id.get("name", "").startswith("tetrarch"):
            fail(f"unexpected name {engine.id}")
        engine.configure({"memory": 8, "cores": 1})
        boards = [
            play_game(engine, chess.engine.Limit(time=0.02)),
            play_game(engine, chess.engine.Limit(depth=3)),
            play_game(engine, chess.engine.Limit(white_clock=1, black_clock=1, white_inc=0.01, black_inc=0.01)),
            play_game(engine, chess.engine.Limit(nodes=2000)),
        ]
        # From a set-up position (setboard), a mate in one ends the game.
        mate = play_game(engine, chess.engine.Limit(depth=4), MATE_IN_ONE)
        if not mate.is_checkmate():
            fail(f"mate in one not played: {mate.fen()}")
        # Analysis mode.
        info = engine.analyse(chess.Board(MATE_IN_ONE), chess.engine.Limit(depth=4))
        if info.get("pv", [None])[0] != chess.Move.from_uci("d1d8"):
            fail(f"analysis pv {info.get('pv')}")
        print_outcomes(boards)
    finally:
        engine.quit()
    print("OK")


main()
