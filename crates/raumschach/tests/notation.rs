//! Notation: the 3D FEN, move text, rendering (insta snapshots), and refusal of bad input with
//! an error that names what is wrong.

use tetrarch_movegen::{perft_divide, Notation, Position};
use tetrarch_raumschach::RaumschachPosition;

const START: &str =
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1";

#[test]
fn start_position_is_the_issue_fen() {
    let pos = RaumschachPosition::start_position();
    assert_eq!(pos.to_text(), START);
    assert_eq!(RaumschachPosition::from_text(START).unwrap(), pos);
}

#[test]
fn moves_read_and_write_as_the_issue_writes_them() {
    let mut pos = RaumschachPosition::start_position();
    let m = pos.parse_move("Bb2Bb3").unwrap();
    assert_eq!(pos.format_move(m), "Bb2Bb3");
    let up = pos.parse_move("Bc2Cc2").unwrap();
    assert_eq!(pos.format_move(up), "Bc2Cc2");
    pos.make_move(m);
    let reply = pos.parse_move("Dc4Dc3").unwrap();
    assert_eq!(pos.format_move(reply), "Dc4Dc3");
    // A promotion: the pawn on Db5 captures up and sideways onto Ea5, the promotion rank of
    // level E. (The issue's `Db4Ea5q` shows the format; Db4 to Ea5 changes all three
    // coordinates, which no pawn step does, so it is refused here as illegal.)
    let pos = RaumschachPosition::from_text(
        "r4/5/5/5/5|1P3/5/5/5/5|5/5/4k/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    let m = pos.parse_move("Db5Ea5q").unwrap();
    assert_eq!(pos.format_move(m), "Db5Ea5q");
    assert!(pos.parse_move("Db4Ea5q").is_err());
    for p in ["q", "r", "b", "n", "u"] {
        assert!(pos.parse_move(&format!("Db5Ea5{p}")).is_ok());
        assert!(pos.parse_move(&format!("Db5Db5{p}")).is_err());
    }
    let push = pos.parse_move("Db5Eb5n").unwrap();
    assert_eq!(pos.format_move(push), "Db5Eb5n");
}

#[test]
fn rendered_start_position() {
    insta::assert_snapshot!(RaumschachPosition::start_position().render());
}

#[test]
fn divide_of_the_start_position() {
    let mut pos = RaumschachPosition::start_position();
    let lines: Vec<String> = perft_divide(&mut pos, 2)
        .into_iter()
        .map(|(m, n)| format!("{}: {n}", pos.format_move(m)))
        .collect();
    insta::assert_snapshot!(lines.join("\n"));
}

/// Asserts that `text` is refused with an error containing `needle`.
fn refused(text: &str, needle: &str) {
    match RaumschachPosition::from_text(text) {
        Ok(_) => panic!("accepted bad position text {text:?}"),
        Err(e) => assert!(
            e.to_string().contains(needle),
            "error for {text:?} is {e:?}, expected it to mention {needle:?}"
        ),
    }
}

#[test]
fn bad_position_text_is_refused_with_the_field_named() {
    refused("", "empty");
    refused("rnknr/ppppp/5/5/5 w - - 0 1", "expected 5 levels");
    refused(
        "rnknr/ppppp/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w",
        "level E: expected 5 ranks",
    );
    refused(
        "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/6|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w",
        "level C rank 1: bad empty-cell count",
    );
    refused(
        "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/4|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w",
        "level D rank 1: 4 cells",
    );
    refused(
        "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNRR w",
        "level A rank 1: more than 5 cells",
    );
    refused(
        "rnknr/ppppx/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w",
        "level E rank 4: unknown piece 'x'",
    );
    refused(
        "rn1nr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w",
        "Black has 0 kings",
    );
    refused(
        "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR",
        "side to move field missing",
    );
    refused(&START.replace(" w ", " x "), "side to move field: 'x'");
    refused(&START.replace(" w - ", " w KQ "), "castling field");
    refused(&START.replace(" - 0", " Cc3 0"), "en passant field");
    refused(&START.replace(" 0 1", " z 1"), "halfmove clock field");
    refused(&START.replace(" 0 1", " 0 0"), "fullmove number field");
    refused(&format!("{START} extra"), "too many fields");
    refused(
        "P3k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
        "White pawn on its promotion cell Ea5",
    );
    // Black's king attacked with White to move: Black's last move would have been illegal.
    refused(
        "k4/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|R4/5/5/5/K4 w - - 0 1",
        "the side not to move is in check",
    );
}

/// Asserts that move `text` is refused at the start with an error containing `needle`.
fn move_refused(text: &str, needle: &str) {
    let pos = RaumschachPosition::start_position();
    match pos.parse_move(text) {
        Ok(m) => panic!("accepted bad move {text:?} as {m:?}"),
        Err(e) => assert!(
            e.to_string().contains(needle),
            "error for {text:?} is {e:?}, expected it to mention {needle:?}"
        ),
    }
}

#[test]
fn bad_move_text_is_refused_with_the_part_named() {
    move_refused("", "expected from-cell");
    move_refused("Bb2", "expected from-cell");
    move_refused("Fb2Bb3", "bad from cell 'Fb2'");
    move_refused("Bb2Bb9", "bad to cell 'Bb9'");
    move_refused("Bb2Bf3", "bad to cell 'Bf3'");
    move_refused("Bb2Bb3x", "bad promotion piece 'x'");
    move_refused("Bb2Bb3Q", "bad promotion piece 'Q'");
    move_refused("Bb2Bb4", "illegal move 'Bb2Bb4'");
    move_refused("Bb2Bb3q", "illegal move");
    move_refused("Аa1Ab2", "expected from-cell");
    let pos = RaumschachPosition::from_text(
        "r4/5/5/5/5|1P3/5/5/5/5|5/5/4k/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    let e = pos.parse_move("Db5Ea5").unwrap_err();
    assert!(e.to_string().contains("promotion piece missing"), "{e}");
}

#[test]
fn arbitrary_text_never_panics() {
    for text in [
        "|||||",
        "5/5/5/5/5|",
        " ",
        "k",
        "9/9/9",
        "|/|/|/|",
        "ééé",
        "5|5|5|5|5 w",
    ] {
        assert!(RaumschachPosition::from_text(text).is_err());
    }
    let pos = RaumschachPosition::start_position();
    for text in [
        "Aa1Aa1", "Ee5Ee5q", "Cc3Cc4", "a1a2a3", "Aa1Aa2k", "Aa1Aa2p",
    ] {
        assert!(pos.parse_move(text).is_err(), "{text}");
    }
}
