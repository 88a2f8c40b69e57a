//! Win detection under every rule set (overlines, caro blocks) and renju forbidden points on
//! hand-made positions, including the recursive cases, plus a diagram whose forbidden points
//! were computed by the Gomocup referee's own checker.

use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Notation, Outcome, Position};

fn pos(text: &str) -> GomokuPosition {
    GomokuPosition::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays `cell` (which must be legal) and tells whether it won.
fn wins(text: &str, cell: &str) -> bool {
    let mut p = pos(text);
    let m = p
        .parse_move(cell)
        .unwrap_or_else(|e| panic!("{text} {cell}: {e}"));
    p.make_move(m);
    p.rule_outcome(0) == Some(Outcome::Loss)
}

fn forbidden(p: &GomokuPosition) -> Vec<String> {
    p.forbidden_points()
        .iter()
        .map(|&m| p.format_move(m))
        .collect()
}

fn is_forbidden(text: &str, cell: &str) -> bool {
    let p = pos(text);
    let (x, y) = tetrarch_gomoku::parse_cell(cell, p.width(), p.height()).unwrap();
    let m = p.move_at(x, y).unwrap();
    let listed = p.forbidden_points().contains(&m);
    // The listing, legality and the error of parse_move agree.
    assert_eq!(listed, !p.is_legal(m), "{text} {cell}");
    if listed {
        let e = p.parse_move(cell).unwrap_err();
        assert!(e.0.contains("forbidden"), "{e}");
    }
    listed
}

#[test]
fn five_and_overline_under_each_rule() {
    // Black c8 d8 e8 g8 h8: f8 makes six.
    let six = "b:c8,d8,e8,g8,h8 w:a1,a3,a5,a7,a9";
    assert!(wins(&format!("15x15 freestyle b {six}"), "f8"));
    assert!(!wins(&format!("15x15 standard b {six}"), "f8"));
    assert!(!wins(&format!("15x15 caro b {six}"), "f8"));
    assert!(is_forbidden(&format!("15x15 renju b {six}"), "f8"));
    // White's overline wins under renju (and only under renju and freestyle).
    let white_six = "w:c8,d8,e8,g8,h8 b:a1,a3,a5,a7,a9,a11";
    assert!(wins(&format!("15x15 renju w {white_six}"), "f8"));
    assert!(!wins(&format!("15x15 standard w {white_six}"), "f8"));
    // An exact five wins everywhere.
    let five = "b:c8,d8,e8,g8 w:a1,a3,a5,a7";
    for rule in Rule::ALL {
        assert!(
            wins(&format!("15x15 {} b {five}", rule.name()), "f8"),
            "{rule}"
        );
    }
    // Four in a row is not five.
    assert!(!wins("15x15 freestyle b b:c8,d8,e8 w:a1,a3,a5", "f8"));
}

#[test]
fn caro_five_blocked_at_both_ends_does_not_win() {
    let blocked = "15x15 caro b b:c8,d8,e8,g8 w:b8,h8,a1,a3";
    assert!(!wins(blocked, "f8"));
    // The same under standard rules wins.
    assert!(wins(&blocked.replace("caro", "standard"), "f8"));
    // One end open is enough.
    assert!(wins("15x15 caro b b:c8,d8,e8,g8 w:b8,a1,a3,a5", "f8"));
    // The board edge does not block: a1..e1 with white on f1.
    assert!(wins("15x15 caro b b:a1,b1,c1,d1 w:f1,a3,a5,a7", "e1"));
    // Diagonal five blocked at both ends.
    assert!(!wins("15x15 caro b b:c3,d4,e5,g7 w:b2,h8,a9,a11", "f6"));
}

#[test]
fn renju_five_takes_precedence_over_forbidden() {
    // f8 makes an exact five horizontally (b8..f8) and an overline vertically (f5..f10): a
    // legal, winning move.
    let text = "15x15 renju b b:b8,c8,d8,e8,f5,f6,f7,f9,f10 w:a1,a3,a5,a7,a9,a11,a13,o1,o3";
    assert!(!is_forbidden(text, "f8"));
    assert!(wins(text, "f8"));
    // Without the horizontal five, the overline alone is forbidden.
    let text = "15x15 renju b b:b8,c8,d8,f5,f6,f7,f9,f10 w:a1,a3,a5,a7,a9,a11,a13,o1";
    assert!(is_forbidden(text, "f8"));
}

#[test]
fn renju_double_three_double_four_and_four_three() {
    // Double three: g8 h8 (horizontal) and i6 i7 (vertical) meet at i8.
    let d3 = "15x15 renju b b:g8,h8,i6,i7 w:a1,a3,a5,a7";
    assert!(is_forbidden(d3, "i8"));
    // Blocking one three's far side keeps it a three (still two open points)...
    assert!(is_forbidden(
        "15x15 renju b b:g8,h8,i6,i7 w:d8,a3,a5,a7",
        "i8"
    ));
    // ...blocking it next to the stones makes it a dead three: one three only, legal.
    assert!(!is_forbidden(
        "15x15 renju b b:g8,h8,i6,i7 w:f8,a3,a5,a7",
        "i8"
    ));
    // Split threes count: g8 . i8 with h8 empty is a split three through i8? Here f8 h8 + i8:
    // f8 . h8 i8 -> split three; with i6 i7 vertical: forbidden.
    assert!(is_forbidden(
        "15x15 renju b b:f8,h8,i6,i7 w:a1,a3,a5,a7",
        "i8"
    ));
    // Four-three is allowed: f8 g8 h8 (four with i8) and i6 i7 (three).
    let f3 = "15x15 renju b b:f8,g8,h8,i6,i7 w:a1,a3,a5,a7,a9";
    assert!(!is_forbidden(f3, "i8"));
    // Double four: f8 g8 h8 and i5 i6 i7 meet at i8.
    let d4 = "15x15 renju b b:f8,g8,h8,i5,i6,i7 w:a1,a3,a5,a7,a9,a11";
    assert!(is_forbidden(d4, "i8"));
    // Double four even when both fours are blocked fours.
    assert!(is_forbidden(
        "15x15 renju b b:f8,g8,h8,i5,i6,i7 w:e8,i4,a5,a7,a9,a11",
        "i8"
    ));
    // Two fours in one line: X.XXX.X (c8 . e8 [f8] g8 . i8).
    assert!(is_forbidden(
        "15x15 renju b b:c8,e8,g8,i8 w:a1,a3,a5,a7",
        "f8"
    ));
    // XX.XX.XX: c8 d8 . f8 [g8] . i8 j8: two fours in one line.
    assert!(is_forbidden(
        "15x15 renju b b:c8,d8,f8,i8,j8 w:a1,a3,a5,a7,a9",
        "g8"
    ));
    // White is never restricted.
    assert!(wins("15x15 renju w w:f8,g8,h8,i8 b:a1,a3,a5,a7,a9", "j8"));
    let white_d3 = "15x15 renju w w:g8,h8,i6,i7 b:a1,a3,a5,a7,a9";
    let p = pos(white_d3);
    assert!(p.parse_move("i8").is_ok());
}

#[test]
fn renju_recursive_fake_threes() {
    // p = h8. Horizontal three f8 g8 h8 (real). Vertical: h9 h11 with h8 -> split three whose
    // only straight-four point is h10.
    let base = "b:f8,g8,h9,h11";
    let white = "w:a1,a3,a5,a7,a9,a11,a13";
    assert!(is_forbidden(&format!("15x15 renju b {base} {white}"), "h8"));
    // Make h10 an overline point: black e10 f10 g10 . i10 j10 -> h10 makes six, so h10 is
    // forbidden and the vertical three is not real: h8 becomes legal.
    let with_overline = format!("15x15 renju b {base},e10,f10,g10,i10,j10 {white},o15");
    assert!(is_forbidden(&with_overline, "h10"));
    assert!(!is_forbidden(&with_overline, "h8"));
    // Make h10 a double-four point instead: i10 j10 k10 (horizontal) and i11 j12 k13
    // (diagonal) each make a four with h10.
    let with_double_four = format!("15x15 renju b {base},i10,j10,k10,i11,j12,k13 {white},o15,o13");
    assert!(is_forbidden(&with_double_four, "h10"));
    assert!(!is_forbidden(&with_double_four, "h8"));
    // A straight-four point that makes five is not a real three either: h10 completes the
    // horizontal five e10 f10 g10 h10 i10.
    let with_five = format!("15x15 renju b {base},e10,f10,g10,i10 {white},o15");
    assert!(!is_forbidden(&with_five, "h8"));
    // Moving i10 to j10 removes the five, but then h10 is a four plus the straight four, a
    // double four, so the three stays fake (the Gomocup referee agrees on all these).
    let double_four = format!("15x15 renju b {base},e10,f10,g10,j10 {white},o15");
    assert!(!is_forbidden(&double_four, "h8"));
}

/// The diagram in the Gomocup referee's `check_forbid.py` (moves in order, black first); its
/// forbidden points as that checker computes them.
#[test]
fn gomocup_referee_diagram() {
    let p = pos("15x15 renju b b:g9,h10,i10,j9,j8,i7,h7,g8 w:a15,o15,o1,n1,i1,f1,c5,d14");
    let mut f = forbidden(&p);
    f.sort();
    let mut expect = vec![
        "g6", "j6", "f7", "g7", "j7", "k7", "f10", "g10", "j10", "k10", "g11", "j11",
    ];
    expect.sort();
    assert_eq!(f, expect);
}

#[test]
fn full_board_is_a_draw() {
    // Fill a 5x5 board column-pairs so nobody gets five: pattern by columns.
    let mut p = GomokuPosition::new(5, 5, Rule::Freestyle).unwrap();
    // Column pattern AABBA per row shifted: rows alternate "XXOOX"/"OOXXO".
    let rows = ["XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"];
    let mut blacks = Vec::new();
    let mut whites = Vec::new();
    for (y, r) in rows.iter().enumerate() {
        for (x, c) in r.chars().enumerate() {
            let name = tetrarch_gomoku::cell_name(x, y);
            if c == 'X' {
                blacks.push(name)
            } else {
                whites.push(name)
            }
        }
    }
    assert_eq!(blacks.len(), 13);
    // Play them alternately; the last stone is black's 13th.
    for i in 0..25 {
        let name = if i % 2 == 0 {
            &blacks[i / 2]
        } else {
            &whites[i / 2]
        };
        let m = p.parse_move(name).unwrap();
        assert_eq!(p.rule_outcome(0), None);
        p.make_move(m);
    }
    assert_eq!(p.rule_outcome(0), Some(Outcome::Draw));
    assert_eq!(p.count_moves(), 0);
    assert_eq!(p.outcome_without_moves(), Outcome::Draw);
}

/// Sixty dense random positions whose forbidden points the Gomocup referee's checker
/// computed (`tests/data/renju_forbidden.txt`): the fast board and the rescan reference both
/// agree with it exactly.
#[test]
fn gomocup_referee_forbidden_points() {
    let data = include_str!("data/renju_forbidden.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (text, expect) = line.split_once(" ; ").expect("position ; cells");
        let p = pos(text);
        let expect: Vec<&str> = expect.split_whitespace().collect();
        assert_eq!(forbidden(&p), expect, "{text}");
        let mut grid = p.to_grid();
        let slow: Vec<String> = (0..15)
            .flat_map(|y| (0..15).map(move |x| (x, y)))
            .filter(|&(x, y)| tetrarch_gomoku::reference::is_forbidden(&mut grid, x, y))
            .map(|(x, y)| tetrarch_gomoku::cell_name(x as usize, y as usize))
            .collect();
        assert_eq!(slow, expect, "reference on {text}");
        checked += expect.len();
    }
    assert_eq!(checked, 257);
}
