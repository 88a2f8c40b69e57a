//! Notation: FEN errors name the field, move texts in both notations, snapshots of the
//! divide table and the rendered board.

use tetrarch_movegen::{perft_divide, Notation, Position};
use tetrarch_xiangqi::{XiangqiPosition, START_FEN};

#[test]
fn start_fen_round_trips() {
    let pos = XiangqiPosition::start_position();
    assert_eq!(pos.to_text(), START_FEN);
    assert_eq!(XiangqiPosition::from_text(START_FEN).unwrap(), pos);
    // Trailing fields may be omitted, as Fairy-Stockfish allows.
    let short =
        XiangqiPosition::from_text("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
            .unwrap();
    assert_eq!(short.to_text(), START_FEN);
}

#[test]
fn bad_fens_name_the_field() {
    let cases = [
        ("", "empty"),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
            "10 ranks",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1",
            "more than 9 files",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1",
            "rank 1 has 8 files",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",
            "unknown piece letter 'X'",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN0 w - - 0 1",
            "empty count 0",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "Red must have exactly one general, found 0",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4K4/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "Red general on e5 is outside its palace",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/A8/P1P1P1P1P/1C5C1/9/RNB1KABNR w - - 0 1",
            "Red advisor on a5 is outside its palace",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/B8/9/P1P1P1P1P/1C5C1/9/RN1AKABNR w - - 0 1",
            "Red elephant on a6 is outside its side of the river",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
            "side to move",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1",
            "castling",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1",
            "en passant",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
            "halfmove clock",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
            "move number",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra",
            "at most 6 fields",
        ),
        // Open e-file between the generals with Black to move: Red's general could be taken.
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
            "side not to move is in check",
        ),
    ];
    for (fen, needle) in cases {
        let err = XiangqiPosition::from_text(fen).expect_err(fen).to_string();
        assert!(err.contains(needle), "{fen}: {err} (expected '{needle}')");
    }
}

#[test]
fn move_texts_in_both_notations() {
    let pos = XiangqiPosition::start_position();
    let m = pos.parse_move("h3e3").unwrap();
    assert_eq!(pos.format_move(m), "h3e3");
    assert_eq!(pos.format_iccs(m), "h2e2");
    assert_eq!(pos.parse_iccs("h2e2").unwrap(), m);
    assert_eq!(pos.parse_iccs("H2E2").unwrap(), m);
    let mut black = pos.clone();
    black.make_move(m);
    let knight = black.parse_move("b10c8").unwrap();
    assert_eq!(black.format_iccs(knight), "b9c7");
    for (text, needle) in [
        ("h3e", "malformed"),
        ("j3e3", "malformed"),
        ("h11e3", "malformed"),
        ("h0e3", "malformed"),
        ("", "malformed"),
        ("h3e4", "illegal"),
        ("b10c8", "illegal"),
    ] {
        let err = pos.parse_move(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
    for (text, needle) in [
        ("h2e", "malformed"),
        ("h10e2", "malformed"),
        ("h2e3", "illegal"),
    ] {
        let err = pos.parse_iccs(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
}

#[test]
fn divide_table_snapshot() {
    let mut pos = XiangqiPosition::start_position();
    let table: String = perft_divide(&mut pos, 2)
        .iter()
        .map(|(m, n)| format!("{}: {n}\n", pos.format_move(*m)))
        .collect();
    insta::assert_snapshot!("start_divide_2", table);
}

#[test]
fn rendered_board_snapshot() {
    let mut pos = XiangqiPosition::start_position();
    let m = pos.parse_move("h3e3").unwrap();
    pos.make_move(m);
    insta::assert_snapshot!("board_after_h3e3", pos.render());
}

proptest::proptest! {
    /// Arbitrary texts never panic: they parse or name what is wrong.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}", fenish in "[rnbakcpRNBAKCP0-9/ wb-]{0,90}") {
        let _ = XiangqiPosition::from_text(&text);
        let _ = XiangqiPosition::from_text(&fenish);
        let pos = XiangqiPosition::start_position();
        let _ = pos.parse_move(&text);
        let _ = pos.parse_iccs(&text);
    }
}
