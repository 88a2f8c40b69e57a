//! Gomoku scores for people through the binary: `analyze` and `play`'s `hint` word them as a
//! win chance with the urgent threat or a proven win ("about 64% for Black", "Black threatens
//! five", "Black wins in 2"), never raw pattern units; chess keeps pawns.

mod support;

use support::succeeds;

/// The `score ...` part of `analyze`'s final line.
fn best_line(out: &str) -> &str {
    out.lines()
        .find(|l| l.starts_with("best move:"))
        .unwrap_or_else(|| panic!("no best move line in {out}"))
}

#[test]
fn gomoku_analysis_reads_as_a_chance_or_a_win() {
    // An ordinary position: a chance for one colour (or about even), no pattern number.
    let out = succeeds(
        &[
            "analyze",
            "--variant",
            "gomoku15",
            "--moves",
            "h8",
            "h9",
            "--depth",
            "4",
        ],
        "",
    );
    let line = best_line(&out);
    assert!(
        line.contains("score about ") && (line.contains("% for ") || line.contains("about even")),
        "{line}"
    );
    for l in out.lines().filter(|l| l.starts_with("depth")) {
        assert!(l.contains("score about "), "{l}");
    }
    // Black has an open three and plays: the open four wins in two more moves.
    let out = succeeds(
        &[
            "analyze",
            "--variant",
            "gomoku15",
            "--moves",
            "h8",
            "a1",
            "h9",
            "a3",
            "h10",
            "a5",
            "--depth",
            "6",
        ],
        "",
    );
    let line = best_line(&out);
    assert!(line.contains("score Black wins in "), "{line}");
    // White to move against Black's four: the threat is named.
    let out = succeeds(
        &[
            "analyze",
            "--variant",
            "gomoku15",
            "--moves",
            "h8",
            "a1",
            "h9",
            "a3",
            "h10",
            "a5",
            "h11",
            "--depth",
            "1",
        ],
        "",
    );
    assert!(
        out.contains("Black threatens five") || out.contains("Black wins in"),
        "{out}"
    );
}

#[test]
fn play_hints_word_gomoku_scores_and_chess_keeps_pawns() {
    let out = succeeds(
        &[
            "play",
            "--variant",
            "gomoku15",
            "--engine-side",
            "none",
            "--movetime",
            "200",
        ],
        "h8\nhint\n",
    );
    let hint = out
        .lines()
        .find_map(|l| l.split_once("hint: ").map(|(_, h)| h))
        .unwrap_or_else(|| panic!("no hint in {out}"));
    assert!(hint.contains("score about "), "{hint}");
    let out = succeeds(&["analyze", "--variant", "chess", "--depth", "3"], "");
    let line = best_line(&out);
    let score = line.split("score ").nth(1).unwrap();
    assert!(score.starts_with('+') || score.starts_with('-'), "{line}");
}
