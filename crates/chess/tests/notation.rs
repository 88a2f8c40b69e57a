//! FEN, UCI and SAN text: round trips, the bad-input list with its exact errors, snapshots
//! of a divide table and the rendered board, and Chess960 castling.

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{perft, perft_divide, MoveList, Notation, Position};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn pos(fen: &str) -> ChessPosition {
    ChessPosition::from_text(fen).unwrap()
}

#[test]
fn malformed_fens_name_the_field_and_problem() {
    let cases: &[(&str, &str)] = &[
        ("", "FEN is empty"),
        ("8/8/8/8/8/8/8/8 w", "FEN has 2 fields; expected 6"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "FEN field 1 (piece placement): has 7 ranks separated by '/', expected 8",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
            "FEN field 1 (piece placement): rank 1 has more than 8 squares",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
            "FEN field 1 (piece placement): rank 1 has 7 squares, expected 8",
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): 'x' is not a piece letter or digit",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): rank 6 has the bad count '9'",
        ),
        (
            "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): Black has 0 kings, expected 1",
        ),
        (
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): a pawn stands on rank 8",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "FEN field 2 (side to move): 'x' is not 'w' or 'b'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            "FEN field 3 (castling): 'x' is not K, Q, k, q, a file letter or '-'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1",
            "FEN field 3 (castling): 'Q' but no rook stands there",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",
            "FEN field 3 (castling): 'K' repeats a right already given",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w K - 0 1",
            "FEN field 1 (piece placement): White has 0 kings, expected 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "FEN field 4 (en passant): 'e9' is not a square or '-'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1",
            "FEN field 4 (en passant): e6 is not on rank 3 for this side to move",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
            "FEN field 4 (en passant): e3 but no pawn just made a double step past it",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "FEN field 5 (halfmove clock): 'x' is not a number from 0 to 65535",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3",
            "FEN field 6 (fullmove number): '-3' is not a number from 1 to 65535",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            "FEN has 7 fields; expected 6, unexpected 'extra'",
        ),
        (
            "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
            "illegal position: the side not to move (Black) is in check",
        ),
    ];
    for (fen, expected) in cases {
        match ChessPosition::from_text(fen) {
            Ok(_) => panic!("accepted bad FEN {fen:?}"),
            Err(e) => assert!(
                e.to_string().starts_with(expected),
                "FEN {fen:?}: got {e:?}, expected {expected:?}"
            ),
        }
    }
}

#[test]
fn fen_round_trips_and_defaults() {
    for fen in [
        tetrarch_chess::START_FEN,
        KIWIPETE,
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ] {
        assert_eq!(pos(fen).to_text(), fen);
    }
    // Clocks may be left out.
    assert_eq!(
        pos("8/8/8/8/8/8/8/K6k w - -").to_text(),
        "8/8/8/8/8/8/8/K6k w - - 0 1"
    );
    // An en-passant square no pawn can use is dropped, so equal positions share a key.
    let with = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let without = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(with.key(), without.key());
    // X-FEN: K/Q on a standard setup read as the h- and a-rooks.
    assert_eq!(
        pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").key(),
        pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").compute_key()
    );
}

#[test]
fn bad_move_text_gets_a_clear_error() {
    let p = pos(tetrarch_chess::START_FEN);
    let cases: &[(&str, &str)] = &[
        ("e2e5", "illegal move 'e2e5' in this position"),
        ("e3e4", "illegal move 'e3e4': no piece on e3"),
        (
            "e7e5",
            "illegal move 'e7e5': the piece on e7 belongs to the side not to move",
        ),
        ("e2", "bad move 'e2': expected from-square, to-square"),
        ("z2e4", "bad move 'z2e4': the from-square is not a1..h8"),
        ("e2e9", "bad move 'e2e9': the to-square is not a1..h8"),
        (
            "e2e4k",
            "bad move 'e2e4k': the promotion letter must be one of n, b, r, q",
        ),
        (
            "e2e4q",
            "illegal move 'e2e4q': only a pawn reaching the last rank promotes",
        ),
    ];
    for (text, expected) in cases {
        let e = p.parse_move(text).unwrap_err().to_string();
        assert!(e.starts_with(expected), "{text}: got {e:?}");
    }
    let promo = pos("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
    assert!(promo
        .parse_move("e7e8")
        .unwrap_err()
        .to_string()
        .contains("needs a promotion letter"));
    assert!(promo.parse_move("e7e8n").is_ok());
    let e = promo.parse_san("e8").unwrap_err().to_string();
    assert!(e.contains("needs a promotion piece"), "{e}");
    let e = promo.parse_san("Ke8=Q").unwrap_err().to_string();
    assert!(
        e.contains("only a pawn reaching the last rank promotes"),
        "{e}"
    );
    let e = p.parse_san("Nd4").unwrap_err().to_string();
    assert_eq!(e, "illegal move 'Nd4' in this position");
    let e = p.parse_san("Xe4").unwrap_err().to_string();
    assert!(e.starts_with("bad SAN move 'Xe4'"), "{e}");
    let e = p.parse_san("O-O").unwrap_err().to_string();
    assert!(e.contains("castling is not possible"), "{e}");
    let two_knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let e = two_knights.parse_san("Nd2").unwrap_err().to_string();
    assert!(e.starts_with("ambiguous move 'Nd2'"), "{e}");
}

#[test]
fn san_writes_and_reads_the_usual_forms() {
    let p = pos(KIWIPETE);
    let san = |uci: &str| p.san(p.parse_move(uci).unwrap());
    assert_eq!(san("e1g1"), "O-O");
    assert_eq!(san("e1c1"), "O-O-O");
    assert_eq!(san("e5f7"), "Nxf7");
    assert_eq!(san("d5e6"), "dxe6");
    assert_eq!(san("c3b1"), "Nb1");
    assert_eq!(san("e2a6"), "Bxa6");
    assert_eq!(san("a1b1"), "Rb1");
    let p2 = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(p2.san(p2.parse_move("b1d2").unwrap()), "Nbd2");
    let p3 = pos("4k3/8/8/1N6/8/1N6/8/4K3 w - - 0 1");
    assert_eq!(p3.san(p3.parse_move("b5d4").unwrap()), "N5d4");
    let p4 = pos("4k3/8/8/1N3N2/8/1N6/8/4K3 w - - 0 1");
    assert_eq!(p4.san(p4.parse_move("b5d4").unwrap()), "Nb5d4");
    // Promotion with check and mate, en passant.
    let p5 = pos("3k4/1P6/3K4/8/8/8/8/8 w - - 0 1");
    assert_eq!(p5.san(p5.parse_move("b7b8q").unwrap()), "b8=Q#");
    assert_eq!(p5.san(p5.parse_move("b7b8r").unwrap()), "b8=R#");
    assert_eq!(p5.san(p5.parse_move("b7b8n").unwrap()), "b8=N");
    let p6 = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(p6.san(p6.parse_move("e5f6").unwrap()), "exf6");
    assert_eq!(p6.parse_san("exf6"), p6.parse_move("e5f6"));
    // Leniency: 0-0, missing '=', check marks and annotations.
    assert_eq!(p.parse_san("0-0"), p.parse_move("e1g1"));
    assert_eq!(p5.parse_san("b8Q"), p5.parse_move("b7b8q"));
    assert_eq!(p5.parse_san("b8=n"), p5.parse_move("b7b8n"));
    assert_eq!(p.parse_san("Nxf7!?"), p.parse_move("e5f7"));
}

#[test]
fn castling_text_in_standard_and_chess960() {
    let p = pos(KIWIPETE);
    let short = p.parse_move("e1g1").unwrap();
    assert_eq!(p.format_move(short), "e1g1");
    assert_eq!(
        p.parse_move("e1h1"),
        Ok(short),
        "king-takes-rook is accepted too"
    );
    let c960 = pos("1r2k2r/8/8/8/8/8/8/R3K2R w AHbh - 0 1");
    let mut moves = MoveList::new();
    c960.generate_moves(&mut moves);
    let castle = moves
        .iter()
        .find(|&&m| c960.san(m) == "O-O")
        .copied()
        .expect("short castling is legal");
    assert_eq!(c960.format_move(castle), "e1h1");
    assert_eq!(c960.parse_move("e1h1"), Ok(castle));
    assert_eq!(c960.to_text(), "1r2k2r/8/8/8/8/8/8/R3K2R w HAhb - 0 1");
}

#[test]
fn chess960_perft_matches_python_chess() {
    // Counts from python-chess 1.x (`chess.Board(fen, chess960=True)`), an independent
    // implementation.
    let cases: &[(&str, &[u64])] = &[
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            &[21, 528, 12189, 326672],
        ),
        (
            "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
            &[21, 807, 18002, 667366],
        ),
        (
            "1r2k2r/8/8/8/8/8/8/R3K2R w AHbh - 0 1",
            &[26, 604, 14765, 348080],
        ),
    ];
    for (fen, counts) in cases {
        let mut p = pos(fen);
        for (i, &n) in counts.iter().enumerate() {
            assert_eq!(perft(&mut p, i as u32 + 1), n, "{fen} depth {}", i + 1);
        }
    }
}

#[test]
fn divide_table_snapshot() {
    let mut p = pos(KIWIPETE);
    let table: String = perft_divide(&mut p, 3)
        .into_iter()
        .map(|(m, n)| format!("{}: {n}\n", p.format_move(m)))
        .collect();
    let total: u64 = perft_divide(&mut p, 3).iter().map(|x| x.1).sum();
    assert_eq!(total, 97862);
    insta::assert_snapshot!(table);
}

#[test]
fn rendered_board_snapshot() {
    let mut p = pos(tetrarch_chess::START_FEN);
    for uci in ["e2e4", "c7c5", "g1f3"] {
        let m = p.parse_move(uci).unwrap();
        p.make_move(m);
    }
    insta::assert_snapshot!(p.render());
}
