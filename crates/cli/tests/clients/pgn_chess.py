"""Chess PGN both ways with python-chess: tetrarch reads a game python-chess wrote (with a FEN
start, comments, NAGs and variations) and annotates it; python-chess reads the annotated game
(same main line, an [%eval] after every move, legal best-move variations) and the games
`tetrarch play --save` and its `save FILE` command write.

Usage: pgn_chess.py TETRARCH
"""
import io
import os
import random
import shutil
import subprocess
import tempfile
from common import binary, fail, skip

try:
    import chess
    import chess.pgn
except ImportError:
    skip("python-chess is not installed (pip install chess)")

TETRARCH = binary()
WORK = tempfile.mkdtemp(prefix="tetrarch-pgn-")


def run(*args, stdin=None):
    done = subprocess.run(
        [TETRARCH, *args], input=stdin, capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        fail(f"tetrarch {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done.stdout


def read(text):
    game = chess.pgn.read_game(io.StringIO(text))
    if game is None:
        fail(f"python-chess found no game in:\n{text}")
    if game.errors:
        fail(f"python-chess reports {game.errors} in:\n{text}")
    return game


def python_chess_game(seed, fen):
    """A random game from `fen` with comments, NAGs and a side variation."""
    rng = random.Random(seed)
    game = chess.pgn.Game()
    game.headers["Event"] = f"random {seed}"
    if fen:
        game.setup(chess.Board(fen))
    node = game
    board = game.board()
    for ply in range(40):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        move = rng.choice(moves)
        if ply % 7 == 3 and len(moves) > 1:
            other = rng.choice([m for m in moves if m != move])
            side = node.add_variation(other)
            side.comment = "a side line"
        node = node.add_main_variation(move)
        if ply % 5 == 1:
            node.comment = f"comment {ply} {{with}} braces"
        if ply % 6 == 2:
            node.nags.add(chess.pgn.NAG_DUBIOUS_MOVE)
        board.push(move)
    game.headers["Result"] = board.result(claim_draw=False) if board.is_game_over() else "*"
    return game


def check_annotated(original, text):
    ours = read(text)
    want = [m.uci() for m in original.mainline_moves()]
    got = [m.uci() for m in ours.mainline_moves()]
    if want != got:
        fail(f"main line changed:\n{want}\n{got}\n{text}")
    if ours.headers.get("FEN", None) != original.headers.get("FEN", None):
        fail(f"FEN tag changed: {ours.headers}")
    for node in ours.mainline():
        if node.parent is None:
            continue
        if node.eval() is None and not node.board().is_game_over():
            fail(f"no [%eval] after {node.san()} in:\n{text}")
    variations = sum(len(n.variations) - 1 for n in ours.mainline() if n.variations)
    if variations == 0:
        fail(f"no best-move variation at all in:\n{text}")


def main():
    # tetrarch reads what python-chess writes, python-chess reads the annotation.
    for seed, fen in [
        (1, None),
        (2, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        (3, "8/2P5/8/8/8/1k6/8/K7 w - - 0 60"),
        (4, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"),
    ]:
        original = python_chess_game(seed, fen)
        path = os.path.join(WORK, f"game{seed}.pgn")
        with open(path, "w") as f:
            f.write(str(original) + "\n\n")
        check_annotated(original, run("analyze", "--pgn", path, "--depth", "3"))

    # --game picks one game of several.
    many = os.path.join(WORK, "many.pgn")
    games = [python_chess_game(seed, None) for seed in (5, 6, 7)]
    with open(many, "w") as f:
        f.write("\n\n".join(str(g) for g in games) + "\n")
    check_annotated(games[1], run("analyze", "--pgn", many, "--game", "2", "--depth", "2"))

    # The games `play` saves: mid-game with `save FILE`, at the end with --save (fool's mate).
    mid = os.path.join(WORK, "mid.pgn")
    end = os.path.join(WORK, "end.pgn")
    run("play", "--engine-side", "none", "--save", end,
        stdin=f"f3\ne7e5\nsave {mid}\ng4\nQh4#\n")
    game = read(open(mid).read())
    if [m.uci() for m in game.mainline_moves()] != ["f2f3", "e7e5"]:
        fail(f"save FILE wrote {open(mid).read()}")
    if game.headers["Result"] != "*":
        fail(f"an unfinished game's result is '*', not {game.headers['Result']}")
    game = read(open(end).read())
    if [m.uci() for m in game.mainline_moves()] != ["f2f3", "e7e5", "g2g4", "d8h4"]:
        fail(f"--save wrote {open(end).read()}")
    if not game.end().board().is_checkmate() or game.headers["Result"] != "0-1":
        fail(f"fool's mate saved as {game.headers['Result']}")

    # A game saved from a FEN start keeps SetUp and FEN, and python-chess replays it.
    fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    run("play", "--engine-side", "none", "--fen", fen, "--save", end, stdin="e4\nKd7\n")
    game = read(open(end).read())
    if game.headers.get("FEN") != fen or game.headers.get("SetUp") != "1":
        fail(f"FEN start saved as {game.headers}")
    if game.end().board().fen() != "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2":
        fail(f"replayed to {game.end().board().fen()}")
    print("OK")


try:
    main()
finally:
    shutil.rmtree(WORK, ignore_errors=True)
