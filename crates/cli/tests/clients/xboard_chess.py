"""python-chess drives tetrarch over XBoard (CECP v2) through complete short chess games
and an analysis. Every move must be legal; the mate game must end in checkmate.
"""
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
        mate = play_game(engine, chess.engine.Limit(depth=4), "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        if not mate.is_checkmate():
            fail(f"mate in one not played: {mate.fen()}")
        # Analysis mode.
        info = engine.analyse(chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), chess.engine.Limit(depth=4))
        if info.get("pv", [None])[0] != chess.Move.from_uci("d1d8"):
            fail(f"analysis pv {info.get('pv')}")
        for b in boards:
            outcome = b.outcome(claim_draw=True)
            print(f"{b.ply()} plies, {outcome.result() if outcome else 'capped'}")
    finally:
        engine.quit()
    print("OK")


main()
