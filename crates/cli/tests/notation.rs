//! Moves shown to people through the binary: WXF beside the coordinates in xiangqi (`play`,
//! `analyze`), SAN beside them in chess.

mod support;

use support::succeeds;

#[test]
fn xiangqi_moves_are_shown_in_wxf_beside_the_coordinates() {
    let out = succeeds(
        &["play", "--variant", "xiangqi", "--engine-side", "none"],
        "h3e3\nh10g8\nh1g3\nquit\n",
    );
    for line in [
        "Red plays C2=5 (h3e3)",
        "Black plays H8+7 (h10g8)",
        "Red plays H2+3 (h1g3)",
    ] {
        assert!(out.contains(line), "'{line}' missing:\n{out}");
    }

    // The engine's moves and the analysis: WXF first, the coordinates in brackets.
    let out = succeeds(
        &[
            "play",
            "--variant",
            "xiangqi",
            "--engine-side",
            "red",
            "--movetime",
            "50",
        ],
        "quit\n",
    );
    let line = out
        .lines()
        .find(|l| l.starts_with("tetrarch (Red) plays"))
        .expect(&out);
    let shown = line["tetrarch (Red) plays ".len()..]
        .split(',')
        .next()
        .unwrap();
    let (wxf, coordinates) = shown.split_once(" (").expect(line);
    assert!(
        wxf.len() == 4 && wxf.as_bytes()[2].is_ascii_punctuation(),
        "not WXF: {line}"
    );
    assert!(coordinates.ends_with(')'), "{line}");

    let out = succeeds(&["analyze", "--variant", "xiangqi", "--depth", "3"], "");
    let best = out.lines().last().unwrap();
    assert!(best.starts_with("best move: "), "{out}");
    assert!(best.contains(" ("), "no coordinates beside the WXF: {best}");
    let pv_line = out.lines().find(|l| l.starts_with("depth  3")).expect(&out);
    let pv = pv_line.split("pv ").nth(1).unwrap();
    assert!(
        pv.split_whitespace()
            .all(|m| m.len() == 4 && "+-=".contains(&m[2..3])),
        "PV not in WXF: {pv_line}"
    );
}

#[test]
fn chess_moves_typed_are_echoed_in_san_and_coordinates() {
    let out = succeeds(&["play", "--engine-side", "none"], "e2e4\nNf6\nquit\n");
    assert!(out.contains("White plays e4 (e2e4)"), "{out}");
    assert!(out.contains("Black plays Nf6 (g8f6)"), "{out}");
}
