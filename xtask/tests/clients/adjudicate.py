"""The reference side of xtask's adjudication test (xtask/src/match/agreement.rs).

Usage: adjudicate.py chess|xiangqi FILE.pgn

Reads every game of FILE.pgn (python-chess reads the headers of both games; chess moves are
replayed by python-chess, xiangqi moves by pyffish, each SAN token matched against pyffish's
SAN of the legal moves) and prints one line per game:

    game N: RESULT V1 V2 ... Vk

RESULT is the PGN Result tag and Vi the verdict of the game's laws after ply i (the opening
included): `-` while the game goes on, else
  chess:   mate:1-0, mate:0-1, stalemate, fifty, material, repetition (checked in that order;
           repetition = the position occurred three times, python-chess's is_repetition(3))
  xiangqi: nomoves:WINNER (mate or stalemate: the side to move loses), rule:RESULT
           (pyffish's is_optional_game_end: repetition laws, perpetual check/chase, move rule)
A SAN token that matches no legal move prints `illegal:TOKEN` and ends the line.

Exit code 77 ("skipped") when python-chess or pyffish is missing.
"""
import io
import re
import sys

SKIP = 77

try:
    import chess
    import chess.pgn
except ImportError:
    print("SKIP: python-chess is not installed")
    sys.exit(SKIP)


def chess_verdict(board):
    if board.is_checkmate():
        return "mate:" + ("0-1" if board.turn == chess.WHITE else "1-0")
    if board.is_stalemate():
        return "stalemate"
    if board.halfmove_clock >= 100:
        return "fifty"
    if board.is_insufficient_material():
        return "material"
    if board.is_repetition(3):
        return "repetition"
    return "-"


def chess_games(text):
    stream = io.StringIO(text)
    n = 0
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        n += 1
        if game.errors:
            print(f"game {n}: unreadable {game.errors}")
            continue
        board = game.board()
        verdicts = []
        for move in game.mainline_moves():
            board.push(move)
            verdicts.append(chess_verdict(board))
        print(f"game {n}: {game.headers['Result']} {' '.join(verdicts)}")


def movetext_tokens(movetext):
    movetext = re.sub(r"\{[^}]*\}", " ", movetext)
    for token in movetext.split():
        if re.fullmatch(r"\d+\.(\.\.)?", token) or token in ("1-0", "0-1", "1/2-1/2", "*"):
            continue
        yield re.sub(r"^\d+\.+", "", token)


def xiangqi_games(text):
    try:
        import pyffish as sf
    except ImportError:
        print("SKIP: pyffish is not installed")
        sys.exit(SKIP)
    v = "xiangqi"
    chunks = [c for c in re.split(r"\n(?=\[Event )", text) if c.strip()]
    for n, chunk in enumerate(chunks, 1):
        headers = chess.pgn.read_headers(io.StringIO(chunk))
        if headers is None or headers.get("Variant") != "xiangqi" or "FEN" not in headers:
            print(f"game {n}: unreadable headers")
            continue
        start = headers["FEN"]
        movetext = chunk.split("\n\n", 1)[1] if "\n\n" in chunk else ""
        # pyffish replays the move list on every call: keep it short by starting from the
        # last capture (no repetition or move-rule count reaches back past one; the FEN
        # carries the halfmove clock).
        base, tail, fen, verdicts = start, [], start, []
        legal = sf.legal_moves(v, fen, [])
        for token in movetext_tokens(movetext):
            # Only moves to the token's destination can match (few pyffish calls per ply).
            dest = re.search(r"([a-i](?:10|[1-9]))[+#]?$", token)
            dest = dest.group(1) if dest else ""
            found = [
                m
                for m in legal
                if re.fullmatch(r"[a-i]\d+([a-i]\d+)", m).group(1) == dest and sf.get_san(v, fen, m) == token
            ]
            if len(found) != 1:
                verdicts.append(f"illegal:{token}")
                break
            tail.append(found[0])
            fen = sf.get_fen(v, base, tail)
            if fen.split()[4] == "0":
                base, tail = fen, []
            white_to_move = fen.split()[1] == "w"
            legal = sf.legal_moves(v, fen, [])
            if not legal:
                # No legal move: the side to move loses (mate or stalemate).
                verdicts.append("nomoves:" + ("0-1" if white_to_move else "1-0"))
                continue
            over, result = sf.is_optional_game_end(v, base, tail)
            if over:
                if result == 0:
                    verdicts.append("rule:1/2-1/2")
                else:
                    white_wins = (result > 0) == white_to_move
                    verdicts.append("rule:" + ("1-0" if white_wins else "0-1"))
            else:
                verdicts.append("-")
        print(f"game {n}: {headers['Result']} {' '.join(verdicts)}")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("chess", "xiangqi"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[2], encoding="utf-8") as f:
        text = f.read()
    if sys.argv[1] == "chess":
        chess_games(text)
    else:
        xiangqi_games(text)
    print("OK")


if __name__ == "__main__":
    main()
