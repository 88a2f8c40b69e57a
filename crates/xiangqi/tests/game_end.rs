//! The game-end law on constructed games. Expected verdicts were read from pyffish
//! (`is_optional_game_end`, `legal_moves`, `game_result`); `pyffish_agrees_live` re-asks
//! pyffish when it is installed.

use std::process::Command;
use tetrarch_movegen::{MoveList, Notation, Outcome, Position};
use tetrarch_xiangqi::XiangqiPosition;

/// Red's chariot checks on ranks 10 and 9 while Black's general steps e10-e9-e10.
const PERPETUAL_FEN: &str = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
fn perpetual_moves() -> Vec<&'static str> {
    let mut m = vec!["a2a10", "e10e9"];
    for _ in 0..3 {
        m.extend(["a10a9", "e9e10", "a9a10", "e10e9"]);
    }
    m
}
/// Both sides shuffle without checks.
fn idle_moves() -> Vec<&'static str> {
    ["a2b2", "e10e9", "b2a2", "e9e10"].repeat(3)
}
/// Red's chariot chases Black's unprotected cannon up and down (no checks).
const CHASE_FEN: &str = "5k3/9/9/9/c7R/9/9/9/9/3K5 b - - 0 1";
fn chase_moves() -> Vec<&'static str> {
    ["a6a7", "i6i7", "a7a6", "i7i6"].repeat(3)
}

/// Our verdict at the game level (`ply` 0) after each prefix of `moves`.
fn verdicts(fen: &str, moves: &[&str]) -> Vec<Option<Outcome>> {
    let mut pos = XiangqiPosition::from_text(fen).unwrap();
    moves
        .iter()
        .map(|text| {
            let m = pos.parse_move(text).unwrap();
            pos.make_move(m);
            pos.rule_outcome(0)
        })
        .collect()
}

/// The verdicts pyffish gave for the perpetual check: Black (to move after odd plies) wins
/// from ply 9, the third occurrence; Red to move after even plies loses.
fn perpetual_expected() -> Vec<Option<Outcome>> {
    (1..=14)
        .map(|ply| match ply {
            0..=8 => None,
            p if p % 2 == 1 => Some(Outcome::Win),
            _ => Some(Outcome::Loss),
        })
        .collect()
}

#[test]
fn perpetual_check_loses_for_the_checker() {
    assert_eq!(
        verdicts(PERPETUAL_FEN, &perpetual_moves()),
        perpetual_expected()
    );
}

#[test]
fn threefold_repetition_without_checks_is_a_draw() {
    let expected: Vec<_> = (1..=12)
        .map(|ply| (ply >= 8).then_some(Outcome::Draw))
        .collect();
    assert_eq!(verdicts(PERPETUAL_FEN, &idle_moves()), expected);
}

#[test]
fn a_repetition_inside_the_search_tree_counts_once() {
    let mut pos = XiangqiPosition::from_text(PERPETUAL_FEN).unwrap();
    for text in &idle_moves()[..4] {
        let m = pos.parse_move(text).unwrap();
        pos.make_move(m);
    }
    // The earlier occurrence is the root itself (4 plies back): that needs the third.
    assert_eq!(pos.rule_outcome(4), None);
    // Strictly after the root: one repetition is enough.
    assert_eq!(pos.rule_outcome(5), Some(Outcome::Draw));
}

#[test]
fn chasing_is_not_implemented_and_scores_a_draw() {
    // pyffish applies the Asian chasing rule and scores ply 8 as a win for Black (+32000);
    // we document that the chasing rule is not implemented and draw.
    let v = verdicts(CHASE_FEN, &chase_moves());
    assert_eq!(v[6], None);
    assert_eq!(v[7], Some(Outcome::Draw));
}

#[test]
fn fifty_move_rule_counts_captures_only() {
    let v = verdicts("5k3/9/9/9/9/9/9/9/P8/3K5 w - - 99 60", &["a2a3"]);
    assert_eq!(
        v,
        vec![Some(Outcome::Draw)],
        "a soldier move does not reset"
    );
    let v = verdicts("5k3/9/9/9/9/9/9/9/9/R2K5 w - - 98 60", &["a1a2"]);
    assert_eq!(v, vec![None]);
    // At the limit a check that can be answered is a draw, a checkmate is not (pyffish).
    let v = verdicts("5k3/9/9/9/9/9/9/9/9/R2K5 w - - 99 60", &["a1a10"]);
    assert_eq!(v, vec![Some(Outcome::Draw)]);
    let mate = XiangqiPosition::from_text("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 100 60").unwrap();
    assert_eq!(mate.rule_outcome(0), None);
    let check = XiangqiPosition::from_text("R2k5/9/9/9/9/9/9/9/9/4K4 b - - 100 60").unwrap();
    assert_eq!(check.rule_outcome(0), Some(Outcome::Draw));
}

#[test]
fn checkmate_and_stalemate_lose() {
    for fen in [
        "R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1",
        "3k5/8R/9/9/9/9/9/9/4R4/4K4 b - - 0 1",
    ] {
        let pos = XiangqiPosition::from_text(fen).unwrap();
        let mut list = MoveList::new();
        pos.generate_moves(&mut list);
        assert!(list.is_empty(), "{fen}");
        assert_eq!(pos.outcome_without_moves(), Outcome::Loss);
    }
    let mate = XiangqiPosition::from_text("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
    assert!(mate.in_check());
    let stalemate = XiangqiPosition::from_text("3k5/8R/9/9/9/9/9/9/4R4/4K4 b - - 0 1").unwrap();
    assert!(!stalemate.in_check());
}

/// Asks pyffish for `is_optional_game_end` after every prefix; `None` if unavailable.
fn pyffish_verdicts(fen: &str, moves: &[&str]) -> Option<Vec<Option<Outcome>>> {
    let script = format!(
        "import pyffish as sf\nm={moves:?}\nfor n in range(1,len(m)+1):\n    e,v=sf.is_optional_game_end('xiangqi','{fen}',m[:n])\n    print(('N' if not e else 'D' if v==0 else 'W' if v>0 else 'L'))\n"
    );
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    Some(
        text.lines()
            .map(|l| match l {
                "W" => Some(Outcome::Win),
                "L" => Some(Outcome::Loss),
                "D" => Some(Outcome::Draw),
                _ => None,
            })
            .collect(),
    )
}

#[test]
fn pyffish_agrees_live() {
    let Some(perpetual) = pyffish_verdicts(PERPETUAL_FEN, &perpetual_moves()) else {
        println!("skipped: python3 with pyffish is not available");
        return;
    };
    assert_eq!(perpetual, perpetual_expected());
    assert_eq!(
        pyffish_verdicts(PERPETUAL_FEN, &idle_moves()).unwrap(),
        verdicts(PERPETUAL_FEN, &idle_moves())
    );
    let fifty = ["a2a3"];
    let fen = "5k3/9/9/9/9/9/9/9/P8/3K5 w - - 99 60";
    assert_eq!(
        pyffish_verdicts(fen, &fifty).unwrap(),
        verdicts(fen, &fifty)
    );
}
