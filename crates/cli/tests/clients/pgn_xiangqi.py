"""Xiangqi PGN both ways with pyffish: tetrarch reads games written with pyffish's SAN
(`get_san_moves`) under a `Variant "xiangqi"` tag, from the start and from a FEN, with
comments and variations; pyffish reads the annotated game and the games `tetrarch play`
saves (each SAN token must be the `get_san` of exactly one legal move).

Usage: pgn_xiangqi.py TETRARCH
"""
import os
import random
import re
import shutil
import subprocess
import tempfile
from common import binary, fail, skip

try:
    import pyffish as sf
except ImportError:
    skip("pyffish is not installed (pip install pyffish)")

TETRARCH = binary()
WORK = tempfile.mkdtemp(prefix="tetrarch-pgn-")
START = sf.start_fen("xiangqi")


def run(*args, stdin=None):
    done = subprocess.run(
        [TETRARCH, *args], input=stdin, capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        fail(f"tetrarch {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done.stdout


def tags(text):
    return dict(re.findall(r'^\[(\w+) "([^"]*)"\]', text, re.M))


def movetext(text):
    """The movetext after the tags, as (main-line tokens, [(ply, variation tokens)])."""
    body = "\n".join(l for l in text.splitlines() if not l.startswith("["))
    body = re.sub(r"\{[^}]*\}", " ", body)
    main, variations, depth, current = [], [], 0, []
    for tok in re.findall(r"\(|\)|[^\s()]+", body):
        if tok == "(":
            depth += 1
            current = []
        elif tok == ")":
            depth -= 1
            variations.append((len(main) - 1, current))
        elif re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*", tok):
            continue
        elif depth:
            current.append(tok)
        else:
            main.append(tok)
    return main, variations


def pyffish_reads(fen, san):
    """The UCI move of each SAN token, found as pyffish's get_san of one legal move."""
    moves = []
    for ply, token in enumerate(san):
        here = sf.get_fen("xiangqi", fen, moves)
        target = re.search(r"[a-i]\d+(?=[+#]?$)", token)
        to = target[0] if target else None
        hits = [m for m in sf.legal_moves("xiangqi", here, [])
                if re.fullmatch(r"[a-i]\d+([a-i]\d+)", m)[1] == to
                and sf.get_san("xiangqi", here, m) == token]
        if len(hits) != 1:
            fail(f"ply {ply + 1}: pyffish finds {hits} for {token!r} after {moves}")
        moves.append(hits[0])
    return moves


def random_game(seed, fen, plies):
    rng = random.Random(seed)
    moves = []
    for _ in range(plies):
        legal = sf.legal_moves("xiangqi", fen, moves)
        if not legal:
            break
        moves.append(rng.choice(legal))
    return moves


def write_pgn(fen, moves):
    """A PGN as a pyffish-based tool writes it, with a comment and a variation."""
    san = sf.get_san_moves("xiangqi", fen, moves)
    head = '[Event "pyffish"]\n[Variant "xiangqi"]\n'
    if fen != START:
        head += f'[SetUp "1"]\n[FEN "{fen}"]\n'
    number = int(fen.split()[-1])
    black = fen.split()[1] == "b"
    words = []
    for i, s in enumerate(san):
        if not black:
            words.append(f"{number}.")
        elif i == 0:
            words.append(f"{number}...")
        words.append(s)
        if i == 2:
            words.append("{ a comment }")
        if i == 3:
            words.append(f"({sf.get_san('xiangqi', sf.get_fen('xiangqi', fen, moves[:3]), sf.legal_moves('xiangqi', fen, moves[:3])[0])})")
        if black:
            number += 1
        black = not black
    return head + "\n" + " ".join(words) + " *\n"


def main():
    for seed, fen in [
        (1, START),
        (2, "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b - - 4 3"),
    ]:
        moves = random_game(seed, fen, 24)
        path = os.path.join(WORK, f"x{seed}.pgn")
        with open(path, "w") as f:
            f.write(write_pgn(fen, moves))
        out = run("analyze", "--pgn", path, "--depth", "2")
        t = tags(out)
        if t.get("Variant", "").lower() != "xiangqi" or t.get("FEN", START) != fen:
            fail(f"tags changed: {t}\n{out}")
        main_line, variations = movetext(out)
        if pyffish_reads(fen, main_line) != moves:
            fail(f"main line changed:\n{out}")
        if not variations:
            fail(f"no best-move variation in:\n{out}")
        for ply, tokens in variations:
            before = moves[:ply]
            if len(tokens) != 1:
                fail(f"variation after ply {ply}: {tokens}")
            pyffish_reads(sf.get_fen("xiangqi", fen, before), tokens)

    # `play` saves a xiangqi game pyffish replays, with the Variant tag.
    typed = ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8"]
    path = os.path.join(WORK, "played.pgn")
    run("play", "--variant", "xiangqi", "--engine-side", "none", "--save", path,
        stdin="\n".join(typed) + "\n")
    text = open(path).read()
    if tags(text).get("Variant") != "xiangqi":
        fail(f"no Variant tag:\n{text}")
    main_line, _ = movetext(text)
    if main_line != sf.get_san_moves("xiangqi", START, typed):
        fail(f"saved SAN differs from pyffish's:\n{text}")
    if pyffish_reads(START, main_line) != typed:
        fail(f"pyffish replays something else:\n{text}")
    print("OK")


try:
    main()
finally:
    shutil.rmtree(WORK, ignore_errors=True)
