//! Bad input through the binary: each case exits non-zero with a message naming the problem,
//! and never panics.

use std::process::{Command, Output};

fn tetrarch(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(args)
        .output()
        .expect("the tetrarch binary runs")
}

/// Runs `args`, expects failure with `expected` in the error output, and no panic.
fn fails_with(args: &[&str], expected: &str) {
    let out = tetrarch(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{args:?} succeeded: {stderr}");
    assert!(
        stderr.contains(expected),
        "{args:?}: expected '{expected}' in:\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{args:?} panicked:\n{stderr}");
    assert!(out.status.code().is_some(), "{args:?} died by a signal");
}

#[test]
fn unknown_variant_lists_the_known_ones() {
    fails_with(
        &["perft", "--variant", "shogi", "--depth", "1"],
        "unknown variant 'shogi' (known: chess, xiangqi, raumschach, gomoku15",
    );
    fails_with(
        &["analyze", "--variant", "gomoku99"],
        "invalid variant 'gomoku99': board size '99' is not a number from 5 to 32",
    );
}

#[test]
fn malformed_fens_name_the_field() {
    let cases = [
        ("chess", "", "FEN is empty"),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "FEN field 1",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "FEN field 2 (side to move): 'x' is not 'w' or 'b'",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "FEN field 4",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            "'X'",
        ),
        ("xiangqi", "rnbakabnr/9/9 w - - 0 1", "bad xiangqi position"),
        (
            "raumschach",
            "rnknr/ppppp w - - 0 1",
            "bad raumschach position",
        ),
        ("gomoku15", "15x15 freestyle q", "bad gomoku15 position"),
    ];
    for (variant, fen, expected) in cases {
        fails_with(
            &["perft", "--variant", variant, "--fen", fen, "--depth", "1"],
            expected,
        );
    }
}

#[test]
fn illegal_moves_are_named() {
    fails_with(
        &["perft", "--moves", "e2e4", "e2e5", "--depth", "1"],
        "--moves, move 2: illegal move 'e2e5'",
    );
    fails_with(
        &[
            "analyze",
            "--variant",
            "xiangqi",
            "--moves",
            "e2e4",
            "--depth",
            "1",
        ],
        "illegal move 'e2e4'",
    );
    fails_with(
        &["perft", "--moves", "e2e4", "e7e5", "Ke3", "--depth", "1"],
        "--moves, move 3: illegal move 'Ke3'",
    );
}

#[test]
fn depths_out_of_range() {
    fails_with(
        &["perft", "--depth", "0"],
        "perft depth 0 is out of range (1 to 15)",
    );
    fails_with(
        &["perft", "--depth", "99"],
        "perft depth 99 is out of range (1 to 15)",
    );
    fails_with(&["perft", "--depth", "-3"], "--depth");
    fails_with(&["perft", "--depth", "99999999999999"], "--depth");
    fails_with(
        &["analyze", "--depth", "0"],
        "search depth 0 is out of range (1 to 100)",
    );
    fails_with(
        &["bench", "--depth", "1000"],
        "search depth 1000 is out of range (1 to 100)",
    );
    fails_with(&["perft"], "--depth");
}

#[test]
fn other_bad_arguments() {
    fails_with(&["perft", "--depth", "1", "--threads", "0"], "--threads");
    fails_with(&["frobnicate"], "frobnicate");
    fails_with(
        &["solve", "--variant", "chess"],
        "solve works on gomoku variants only, not chess",
    );
    fails_with(
        &["play", "--engine-side", "red"],
        "--engine-side 'red' is not a side of chess",
    );
    fails_with(
        &["analyze", "--depth", "3", "--movetime", "10"],
        "cannot be used with",
    );
}

#[test]
fn help_everywhere() {
    for command in [
        &["--help"][..],
        &["perft", "--help"],
        &["bench", "--help"],
        &["analyze", "--help"],
        &["play", "--help"],
        &["solve", "--help"],
    ] {
        let out = tetrarch(command);
        assert!(out.status.success(), "{command:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Usage: tetrarch"), "{command:?}: {text}");
    }
}
