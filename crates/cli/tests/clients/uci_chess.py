"""python-chess drives tetrarch over UCI through complete short chess games and an analysis.

Every move the engine returns must be legal; games end by the rules (mate, stalemate,
repetition, 50 moves, material) or at the ply cap.
"""
from common import binary, fail
from chess_games import MATE_IN_ONE, chess, play_game, print_outcomes


def check_wdl(engine):
    """UCI_ShowWDL: off by default; on, every score carries wdl (per mille, summing to 1000)
    from the chess win-rate model, in the side to move's favour where it is ahead."""
    if "UCI_ShowWDL" not in engine.options:
        fail("option UCI_ShowWDL is not declared")
    if engine.options["UCI_ShowWDL"].default is not False:
        fail(f"UCI_ShowWDL default {engine.options['UCI_ShowWDL'].default}")
    info = engine.analyse(chess.Board(), chess.engine.Limit(depth=4))
    if "wdl" in info:
        fail(f"wdl shown without UCI_ShowWDL: {info}")
    engine.configure({"UCI_ShowWDL": True})
    try:
        # Black to move, a queen down: Black's (the mover's) losses, White's wins.
        queen_up = chess.Board("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3")
        info = engine.analyse(queen_up, chess.engine.Limit(depth=5))
        wdl = info.get("wdl")
        if wdl is None:
            fail(f"no wdl with UCI_ShowWDL: {info}")
        if wdl.relative.total() != 1000:
            fail(f"wdl {wdl} does not sum to 1000")
        if not wdl.white().wins > 900 or wdl.black().wins > 10:
            fail(f"wdl {wdl} of a queen up (score {info['score']}) does not favour White")
        mate = engine.analyse(chess.Board(MATE_IN_ONE), chess.engine.Limit(depth=5))
        if tuple(mate["wdl"].white()) != (1000, 0, 0):
            fail(f"mate in one: wdl {mate['wdl']}")
        even = engine.analyse(chess.Board(), chess.engine.Limit(depth=5))
        if even["wdl"].white().draws < 200:
            fail(f"start position: wdl {even['wdl']} (score {even['score']}) is not drawish")
        print(f"wdl: start {tuple(even['wdl'].white())}, queen up {tuple(wdl.white())}, mate {tuple(mate['wdl'].white())}")
    finally:
        engine.configure({"UCI_ShowWDL": False})


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
        check_wdl(engine)
        print_outcomes(boards)
    finally:
        engine.quit()
    print("OK")


main()
