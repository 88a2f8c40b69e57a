"""Legal-move oracle for `cargo xtask soak`: python-chess for chess, pyffish for xiangqi.

Reads requests on stdin, one per line: VARIANT <TAB> FEN <TAB> MOVES <TAB> BEST, moves in UCI
coordinates (xiangqi as Fairy-Stockfish writes them, ranks 1-10), and answers each with
`ok`, or `bad REASON` when the moves do not play or BEST is not legal after them. The first
line it prints says which libraries it found: `ready chess=0|1 xiangqi=0|1`.
"""
import sys

try:
    import chess
except ImportError:
    chess = None
try:
    import pyffish
except ImportError:
    pyffish = None


def check_chess(fen, moves, best):
    board = chess.Board(fen)
    for m in moves:
        move = chess.Move.from_uci(m)
        if move not in board.legal_moves:
            return f"move {m} of the sequence is illegal in {board.fen()}"
        board.push(move)
    try:
        move = chess.Move.from_uci(best)
    except ValueError:
        return f"bestmove {best!r} is not a move"
    if move not in board.legal_moves:
        return f"bestmove {best} is illegal in {board.fen()}"
    return None


def check_xiangqi(fen, moves, best):
    legal = pyffish.legal_moves("xiangqi", fen, moves)
    if best not in legal:
        return f"bestmove {best} is not among the {len(legal)} legal moves"
    return None


def main():
    print(f"ready chess={int(chess is not None)} xiangqi={int(pyffish is not None)}", flush=True)
    for line in sys.stdin:
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 4:
            print("bad malformed request", flush=True)
            continue
        variant, fen, moves, best = parts
        moves = moves.split()
        try:
            if variant == "chess" and chess is not None:
                reason = check_chess(fen, moves, best)
            elif variant == "xiangqi" and pyffish is not None:
                reason = check_xiangqi(fen, moves, best)
            else:
                reason = f"no oracle for {variant}"
        except Exception as e:  # a malformed request must not end the oracle
            reason = f"oracle error: {e}"
        print("ok" if reason is None else f"bad {reason}", flush=True)


main()
