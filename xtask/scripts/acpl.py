#!/usr/bin/env python3
"""Average centipawn loss of each player of a chess PGN, by stretch of the game, as a reference
engine judges it.

Every position of the first `--plies` plies is searched to `--depth` by the reference (a UCI
engine: Stockfish 15.1 from `apt-get install stockfish` by default); a move's loss is the
reference's score before it less its score after it, both from the mover's side, clamped to
+-10 pawns. Book moves (a `{book}` comment, as `cargo xtask match` writes them) and positions
already decided (beyond `--decided` centipawns) are left out. Per player and stretch of plies it
prints the moves counted, the average loss, and how many lost more than 50 and 100 centipawns.
A diagnostic of where games are lost (docs/strength.md); python-chess reads the PGN.

    python3 xtask/scripts/acpl.py GAMES.pgn [--depth 14] [--plies 70] [--engine PATH]
"""
import argparse
import sys

import chess
import chess.engine
import chess.pgn

CLAMP = 1000


def losses(game, engine, depth, plies):
    """(mover, ply, score before, score after) of each non-book move up to `plies`."""
    board = game.board()
    limit = chess.engine.Limit(depth=depth)
    white, black = game.headers.get("White", "white"), game.headers.get("Black", "black")

    def score(b):
        info = engine.analyse(b, limit)
        value = info["score"].pov(b.turn).score(mate_score=3000)
        return max(-CLAMP, min(CLAMP, value))

    before = score(board)
    for ply, node in enumerate(game.mainline()):
        if ply >= plies:
            break
        mover = white if board.turn == chess.WHITE else black
        board.push(node.move)
        if board.is_checkmate():
            after = CLAMP
        elif board.is_game_over():
            after = 0  # stalemate or a draw by the rules: no score to ask for
        else:
            after = -score(board)
        if node.comment.strip() != "book":
            yield mover, ply, before, after
        before = -after


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pgn", help="the games, as cargo xtask match -pgnout writes them")
    parser.add_argument("--engine", default="/usr/games/stockfish")
    parser.add_argument("--depth", type=int, default=14)
    parser.add_argument("--plies", type=int, default=70, help="plies of each game to judge")
    parser.add_argument("--band", type=int, default=20, help="plies per stretch")
    parser.add_argument("--decided", type=int, default=400,
                        help="leave out moves from positions already beyond this many centipawns")
    args = parser.parse_args()
    try:
        engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    except OSError as e:
        sys.exit(f"acpl: cannot start the reference engine {args.engine}: {e}")
    table = {}
    games = 0
    with open(args.pgn) as f:
        while (game := chess.pgn.read_game(f)) is not None:
            games += 1
            for mover, ply, before, after in losses(game, engine, args.depth, args.plies):
                if abs(before) >= args.decided:
                    continue
                band = ply // args.band * args.band
                table.setdefault((mover, band), []).append(max(0, before - after))
            print(f"game {games}", file=sys.stderr, flush=True)
    engine.quit()
    print("player            plies    moves  avg loss  >50  >100")
    for (mover, band), loss in sorted(table.items()):
        last = min(band + args.band, args.plies) - 1
        print(f"{mover:16} {band:3}-{last:<3} {len(loss):7} {sum(loss) / len(loss):9.1f}"
              f" {sum(x > 50 for x in loss):4} {sum(x > 100 for x in loss):5}")


if __name__ == "__main__":
    main()
