#!/usr/bin/env python3
"""Compares tetrarch's static chess evaluation with Fairy-Stockfish's on positions of a PGN.

A diagnostic, not a test: it asks both engines' UCI `eval` for the same positions (from move 5
of each game, not in check), keeps the roughly balanced ones (|ours| < 1.5, |theirs| < 3 pawns,
where scale differences matter least), and prints how well the two totals agree and how each
term of either evaluation correlates with the difference (Fairy-Stockfish minus ours): a term
of theirs that explains much of the difference is knowledge ours lacks. Needs python-chess.

    python3 xtask/scripts/eval_compare.py GAMES.pgn [--count 3000] [--ours target/release/tetrarch] \
        [--theirs /usr/games/fairy-stockfish]
"""
import argparse
import random
import re
import statistics
import subprocess
import threading

import chess
import chess.pgn


def positions(pgn_path, count):
    fens = []
    with open(pgn_path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            board = game.board()
            for ply, move in enumerate(game.mainline_moves()):
                board.push(move)
                if ply >= 8 and not board.is_check() and not board.is_game_over():
                    fens.append(board.fen())
    random.seed(1)
    random.shuffle(fens)
    return fens[:count]


def evaluations(command, fens, total_pattern):
    """The engine's total (pawns, White's view) and its output lines for each position."""
    engine = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def feed():
        engine.stdin.write("uci\n")
        for fen in fens:
            engine.stdin.write(f"position fen {fen}\neval\n")
        engine.stdin.write("isready\n")
        engine.stdin.flush()

    threading.Thread(target=feed, daemon=True).start()
    totals, blocks, lines = [], [], []
    for line in engine.stdout:
        if line.startswith("readyok"):
            break
        lines.append(line)
        if m := re.search(total_pattern, line):
            totals.append(float(m.group(1)))
            blocks.append(lines)
            lines = []
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    engine.wait()
    if len(totals) != len(fens):
        raise SystemExit(f"{command}: {len(totals)} evaluations for {len(fens)} positions")
    return totals, blocks


def terms(blocks, pattern):
    """Each position's middle-game total per term: {name: value}."""
    rows = []
    for block in blocks:
        row = {}
        for line in block:
            if m := re.match(pattern, line):
                row[m.group(1).strip()] = float(m.group(2))
        rows.append(row)
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pgn")
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--ours", default="target/release/tetrarch")
    parser.add_argument("--theirs", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()

    fens = positions(args.pgn, args.count)
    ours, our_blocks = evaluations(args.ours, fens, r"Final evaluation\s+([-+0-9.]+)")
    theirs, their_blocks = evaluations(args.theirs, fens, r"Total evaluation:\s+([-+0-9.]+)")
    keep = [i for i in range(len(fens)) if abs(ours[i]) < 1.5 and abs(theirs[i]) < 3]
    ours = [ours[i] for i in keep]
    theirs = [theirs[i] for i in keep]
    difference = [t - o for o, t in zip(ours, theirs)]
    print(f"{len(keep)} balanced positions of {len(fens)}")
    print(f"correlation of the totals {statistics.correlation(ours, theirs):.3f}, "
          f"sd of the difference {statistics.pstdev(difference):.3f} pawns")

    def report(label, rows):
        found = []
        for name in sorted({k for row in rows for k in row}):
            values = [row.get(name, 0.0) for row in rows]
            if statistics.pstdev(values) > 0:
                found.append((statistics.correlation(values, difference), name,
                              statistics.pstdev(values)))
        for corr, name, sd in sorted(found, key=lambda f: -abs(f[0])):
            print(f"{label} {name:28s} correlation with the difference {corr:+.3f}  sd {sd:.2f}")

    # Ours: "term | white mg eg | black mg eg | total mg eg"; theirs: "Term | w | b | total mg eg".
    report("ours  ", [terms([our_blocks[i]], r"\s*([a-z][a-z ]+?)\s+\|.*\|.*\|\s+([-+0-9.]+)\s+[-+0-9.]+\s*$")[0]
                      for i in keep])
    report("theirs", [terms([their_blocks[i]], r"\s*([A-Za-z ]+?)\s*\|.*\|.*\|\s*([-0-9.]+)\s+[-0-9.]+")[0]
                      for i in keep])


if __name__ == "__main__":
    main()
