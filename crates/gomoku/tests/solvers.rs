//! VCF and VCT solvers: puzzles where exactly one first move wins by continuous fours (found
//! and proven unique by the rescan reference, `reference::vcf_exists`), and the fast solver
//! against the reference on random positions.

use proptest::prelude::*;
use tetrarch_gomoku::reference::{self, BLACK};
use tetrarch_gomoku::{
    solve_vcf, solve_vcf_within, solve_vct, GomokuPosition, Rule, VCF_PUZZLES as PUZZLES,
};
use tetrarch_movegen::{MoveList, Notation, Outcome, Position};

/// Plays `line` and checks it is a real VCF: legal moves, every attacker move a four (the
/// defender's reply the forced block), ending with the attacker's five.
fn check_vcf_line(text: &str, line: &[tetrarch_movegen::Move]) {
    let mut p = GomokuPosition::from_text(text).unwrap();
    for (i, &m) in line.iter().enumerate() {
        assert!(
            p.is_legal(m),
            "{text}: move {i} {} illegal",
            p.format_move(m)
        );
        p.make_move(m);
    }
    assert_eq!(
        p.rule_outcome(0),
        Some(Outcome::Loss),
        "{text}: line does not end in five"
    );
    assert_eq!(line.len() % 2, 1, "attacker moves first and last");
}

#[test]
fn vcf_puzzles_have_their_unique_first_move() {
    for (text, answer, depth) in PUZZLES {
        let mut p = GomokuPosition::from_text(text).unwrap();
        let line = solve_vcf(&mut p, 1_000_000).unwrap_or_else(|| panic!("{text}: no VCF"));
        assert_eq!(p.format_move(line[0]), answer, "{text}");
        // `depth` fours, each answered, then the five.
        assert_eq!(line.len(), 2 * depth as usize + 1, "{text}: a shortest VCF");
        check_vcf_line(text, &line);
        assert_eq!(p.to_text(), text, "the solver restores the position");
        // The shortest VCF is exactly `depth` attacker moves.
        let (shorter, aborted) = solve_vcf_within(&mut p, depth - 1, 1_000_000);
        assert!(shorter.is_none() && !aborted, "{text}");
        assert!(solve_vcf_within(&mut p, depth, 1_000_000).0.is_some());
    }
}

#[test]
fn vcf_puzzles_agree_with_the_reference() {
    // The quick ones (depth 3) rechecked by rescanning: a VCF at `depth`, none below.
    for (text, _, depth) in PUZZLES.iter().filter(|p| p.2 == 3) {
        let p = GomokuPosition::from_text(text).unwrap();
        let mut g = p.to_grid();
        assert!(
            reference::vcf_exists(&mut g, p.rule(), BLACK, *depth),
            "{text}"
        );
        assert!(
            !reference::vcf_exists(&mut g, p.rule(), BLACK, depth - 1),
            "{text}"
        );
    }
}

#[test]
fn vcf_budget_is_respected() {
    let (text, _, _) = PUZZLES[9];
    let mut p = GomokuPosition::from_text(text).unwrap();
    let (line, aborted) = solve_vcf_within(&mut p, 40, 3);
    assert!(line.is_none() && aborted);
    assert_eq!(p.to_text(), text);
}

#[test]
fn vct_finds_a_double_three_and_vcf_does_not() {
    // g8 h8 and i6 i7: i8 makes two open threes; black has no four at all.
    // White a1 a3 a5 can counter with fours (a2, a4), which black must block on the way.
    let text = "15x15 freestyle b b:i6,i7,g8,h8 w:a1,a3,a5,a15";
    let mut p = GomokuPosition::from_text(text).unwrap();
    assert!(solve_vcf(&mut p, 100_000).is_none());
    let line = solve_vct(&mut p, 2_000_000).expect("double three wins");
    let mut q = GomokuPosition::from_text(text).unwrap();
    for &m in &line {
        assert!(q.is_legal(m), "{}", q.format_move(m));
        q.make_move(m);
    }
    assert_eq!(q.rule_outcome(0), Some(Outcome::Loss));
    assert_eq!(p.to_text(), text);
    // Under renju the same point is a forbidden double three for black.
    let renju = text.replace("freestyle", "renju");
    let mut r = GomokuPosition::from_text(&renju).unwrap();
    if let Some(line) = solve_vct(&mut r, 20_000) {
        assert_ne!(r.format_move(line[0]), "i8");
        let mut q = GomokuPosition::from_text(&renju).unwrap();
        for &m in &line {
            assert!(q.is_legal(m));
            q.make_move(m);
        }
    }
}

#[test]
fn no_threats_no_solution() {
    let mut p = GomokuPosition::from_text("15x15 freestyle b b:h8 w:i9").unwrap();
    assert!(solve_vcf(&mut p, 100_000).is_none());
    assert!(solve_vct(&mut p, 100_000).is_none());
}

fn rule_strategy() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::Freestyle),
        Just(Rule::Standard),
        Just(Rule::Renju),
        Just(Rule::Caro)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// The fast solver finds a VCF of at most `depth` moves exactly when the rescanning
    /// reference does, on dense random positions.
    #[test]
    fn vcf_existence_equals_reference(
        size in 7usize..=9, rule in rule_strategy(), depth in 1u32..=3,
        picks in proptest::collection::vec(any::<u16>(), 8..26),
    ) {
        let mut p = GomokuPosition::new(size, size, rule).unwrap();
        for &pick in &picks {
            let mut moves = MoveList::new();
            p.generate_search_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[pick as usize % moves.len()];
            p.make_move(m);
            if p.is_won() {
                p.unmake_move(m);
                break;
            }
        }
        let (fast, aborted) = solve_vcf_within(&mut p, depth, 10_000_000);
        prop_assert!(!aborted);
        let mut g = p.to_grid();
        let stone = reference::stone_of(p.side_to_move());
        let slow = reference::vcf_exists(&mut g, rule, stone, depth);
        prop_assert_eq!(fast.is_some(), slow, "{}", p.to_text());
    }
}
