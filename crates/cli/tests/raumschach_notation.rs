//! Raumschach moves for people through the binary: `analyze` prints its principal variation
//! with piece letters, `play` reads and echoes them and saves them in its record, while the
//! protocols keep the coordinate form (docs/raumschach.md#notation).

mod support;

use support::{succeeds, Session, SECOND};

#[test]
fn analyze_shows_piece_letters_in_the_pv() {
    // White to move can mate at once with the rook (Ae5 to Aa5): the PV starts with it.
    let out = succeeds(
        &[
            "analyze",
            "--variant",
            "raumschach",
            "--fen",
            "k4/5/5/5/1R3|5/5/5/5/1R3|5/5/5/5/5|5/5/5/5/5|4R/R4/5/5/4K w - - 0 1",
            "--depth",
            "3",
        ],
        "",
    );
    assert!(out.contains("RAe5Aa5#"), "{out}");
}

#[test]
fn play_reads_echoes_and_saves_the_piece_letter_form() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("raumschach_notation");
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.pgn");
    let input = format!(
        "NBb1Cc2\nUBb1Cc2\nDc4Dc3\nmoves\nsave {}\nquit\n",
        record.display()
    );
    let out = succeeds(
        &["play", "--variant", "raumschach", "--engine-side", "none"],
        &input,
    );
    // One reason, from the form the move is written in.
    assert!(
        out.contains("illegal move 'NBb1Cc2': the piece on Bb1 is a unicorn, not a knight (N)"),
        "{out}"
    );
    assert!(out.contains("White plays UBb1Cc2 (Bb1Cc2)"), "{out}");
    // A coordinate move is still read (a pawn's readable form is its coordinates).
    assert!(out.contains("Black plays Dc4Dc3"), "{out}");
    let saved = std::fs::read_to_string(&record).unwrap();
    assert!(saved.contains("1. UBb1Cc2 Dc4Dc3"), "{saved}");
    // The saved record loads back into a game.
    let out = succeeds(
        &["play", "--variant", "raumschach", "--engine-side", "none"],
        &format!("load {}\nquit\n", record.display()),
    );
    assert!(!out.contains("error"), "{out}");
}

#[test]
fn protocols_keep_the_coordinates() {
    let mut s = Session::start();
    s.send("uci");
    s.send("setoption name UCI_Variant value raumschach");
    s.send("position startpos moves Bb1Cc2");
    s.send("go depth 2");
    let seen = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    let best = seen
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    // Six characters (seven for a promotion), no piece letter, no marks.
    assert!((6..=7).contains(&best.len()), "{best}");
    assert!(best.chars().next().unwrap().is_ascii_uppercase());
    assert!(best.chars().nth(1).unwrap().is_ascii_lowercase(), "{best}");
    assert!(!best.contains(['x', '+', '#', '=']), "{best}");
}
