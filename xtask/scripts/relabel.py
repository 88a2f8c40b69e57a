#!/usr/bin/env python3
"""Relabels chess `datagen` lines with a reference engine's evaluation or search score.

`cargo xtask datagen` writes `FEN | score | result`, the score being our own search's. This
script keeps the FEN and the result and replaces the score with the reference engine's: its
static evaluation (UCI `eval`, `Total evaluation: X (white side)` in pawns, as Stockfish 11 and
Fairy-Stockfish 11.1 print it) or, with `--depth D`, the score of its `go depth D`; either in
centipawns from White's side, the format's convention. `cargo xtask tune --variant chess
--lambda 0.0` on the output then fits our evaluation's weights to that teacher: a source of
training labels, never a part of the engine. Positions without a label are left out (in check
for `eval`; a mate or a score past 30 pawns for a search).

    python3 xtask/scripts/relabel.py IN OUT [--depth D] [--engine /usr/games/fairy-stockfish]

Static labels take seconds for 100,000 positions (one pipe, read as fast as the engine
answers); depth 8 about 65 positions a second per process (docs/strength.md, "Chess: fitted to
Fairy-Stockfish's evaluation").
"""
import argparse
import subprocess
import sys
import threading


def read_lines(path):
    """(FEN, result) of each `FEN | score | result` line."""
    parsed = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            fields = [field.strip() for field in line.split("|")]
            if len(fields) != 3:
                sys.exit(f"{path}:{number}: not 'FEN | score | result': {line.rstrip()!r}")
            parsed.append((fields[0], fields[2]))
    return parsed


def static_labels(engine, parsed):
    """The engine's static evaluation of each position, in centipawns (None in check)."""

    # Fed from a thread: the engine's output would fill its pipe while we are still writing.
    def feed():
        engine.stdin.write("uci\n")
        for fen, _ in parsed:
            engine.stdin.write(f"position fen {fen}\neval\n")
        engine.stdin.write("quit\n")
        engine.stdin.close()

    threading.Thread(target=feed, daemon=True).start()
    for reply in engine.stdout:
        if reply.startswith("Total evaluation:"):
            try:
                yield round(float(reply.split()[2]) * 100)
            except (IndexError, ValueError):
                yield None  # `none (in check)`


def search_labels(engine, parsed, depth):
    """The score of a `go depth` search of each position, White's side (None for mates)."""

    def send(command):
        engine.stdin.write(command + "\n")
        engine.stdin.flush()

    send("uci")
    send("isready")
    while engine.stdout.readline().strip() != "readyok":
        pass
    for fen, _ in parsed:
        send(f"position fen {fen}")
        send(f"go depth {depth}")
        score = None
        for reply in engine.stdout:
            words = reply.split()
            if words[:1] == ["info"] and "score" in words and "pv" in words:
                at = words.index("score")
                score = int(words[at + 2]) if words[at + 1] == "cp" else None
            elif words[:1] == ["bestmove"]:
                break
        if score is not None and abs(score) <= 3000:
            yield score if fen.split()[1] == "w" else -score
        else:
            yield None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input", help="datagen lines: FEN | score | result")
    parser.add_argument("output", help="the same lines with the reference's scores")
    parser.add_argument("--depth", type=int, help="label with a search this deep, not `eval`")
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()

    parsed = read_lines(args.input)
    engine = subprocess.Popen(
        [args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1 << 16
    )
    labels = search_labels(engine, parsed, args.depth) if args.depth else static_labels(engine, parsed)
    count = kept = 0
    with open(args.output, "w") as out:
        for (fen, result), label in zip(parsed, labels):
            count += 1
            if label is not None:
                out.write(f"{fen} | {label} | {result}\n")
                kept += 1
    if args.depth:
        engine.stdin.write("quit\n")
        engine.stdin.close()
    engine.wait()
    if count != len(parsed):
        sys.exit(f"the engine answered for {count} of {len(parsed)} positions")
    print(f"{kept} of {len(parsed)} positions relabelled, {len(parsed) - kept} left out")


if __name__ == "__main__":
    main()
