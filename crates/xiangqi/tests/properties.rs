//! Properties on positions reached by random play: the fast generator equals the plain
//! reference walker, make/unmake restores everything, the incremental key and evaluation
//! totals equal their recomputation, FEN round-trips, and `is_legal` agrees with generation.

use proptest::prelude::*;
use std::collections::BTreeSet;
use tetrarch_geometry::Square;
use tetrarch_movegen::{Move, MoveList, Notation, Position};
use tetrarch_xiangqi::{reference, XiangqiPosition};

fn legal_set(pos: &XiangqiPosition) -> BTreeSet<u32> {
    let mut list = MoveList::new();
    pos.generate_moves(&mut list);
    let set: BTreeSet<u32> = list.iter().map(|m| m.0).collect();
    assert_eq!(
        set.len(),
        list.len(),
        "duplicate moves in {}",
        pos.to_text()
    );
    set
}

fn check_position(pos: &mut XiangqiPosition, choices: &[u16]) -> Result<(), TestCaseError> {
    let fen = pos.to_text();
    let fast = legal_set(pos);
    let slow: BTreeSet<u32> = reference::legal_moves(pos).iter().map(|m| m.0).collect();
    prop_assert_eq!(&fast, &slow, "moves of {}", fen);
    prop_assert_eq!(pos.count_moves() as usize, fast.len());
    prop_assert_eq!(pos.in_check(), reference::in_check(pos), "check in {}", fen);
    prop_assert_eq!(pos.key(), pos.recomputed_key());
    prop_assert_eq!(pos.accumulated_psq(), pos.recomputed_psq());
    let back = XiangqiPosition::from_text(&fen).unwrap();
    prop_assert_eq!(back.to_text(), fen.clone());
    prop_assert_eq!(back.key(), pos.key());
    // Noisy moves: captures (all evasions in check), a subset of the legal moves.
    let mut noisy = MoveList::new();
    pos.generate_noisy(&mut noisy);
    for m in &noisy {
        prop_assert!(fast.contains(&m.0));
        prop_assert!(pos.in_check() || pos.is_noisy(*m));
    }
    let captures = fast.iter().filter(|&&m| pos.is_noisy(Move(m))).count();
    if !pos.in_check() {
        prop_assert_eq!(noisy.len(), captures);
    }
    // is_legal accepts exactly the generated moves among arbitrary words.
    for &c in choices {
        let word = Move::new(Square(c % 97), Square((c / 97) % 97), 0);
        prop_assert_eq!(
            pos.is_legal(word),
            fast.contains(&word.0),
            "{:?} in {}",
            word,
            fen
        );
    }
    for m in &fast {
        let m = Move(*m);
        prop_assert!(pos.is_legal(m));
        prop_assert_eq!(pos.parse_move(&pos.format_move(m)).unwrap(), m);
        prop_assert_eq!(pos.parse_iccs(&pos.format_iccs(m)).unwrap(), m);
        let mut after = pos.clone();
        after.make_move(m);
        prop_assert_eq!(pos.gives_check(m), after.in_check(), "{:?} in {}", m, fen);
        prop_assert_eq!(after.in_check(), reference::in_check(&after));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_play_agrees_with_reference(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        let mut pos = XiangqiPosition::start_position();
        let mut played = Vec::new();
        for &c in &choices {
            check_position(&mut pos, &choices[..choices.len().min(8)])?;
            let mut list = MoveList::new();
            pos.generate_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let m = list[c as usize % list.len()];
            let before = pos.clone();
            pos.make_move(m);
            pos.unmake_move(m);
            prop_assert_eq!(&pos, &before);
            prop_assert_eq!(pos.key(), before.key());
            prop_assert_eq!(pos.in_check(), before.in_check());
            pos.make_move(m);
            played.push((m, before));
        }
        // Unwinding the whole game restores every earlier position.
        while let Some((m, before)) = played.pop() {
            pos.unmake_move(m);
            prop_assert_eq!(&pos, &before);
            prop_assert_eq!(pos.accumulated_psq(), before.accumulated_psq());
        }
        prop_assert_eq!(pos.history_len(), 0);
    }
}

#[test]
fn null_move_round_trips() {
    let mut pos = XiangqiPosition::start_position();
    let before = pos.clone();
    assert!(pos.null_move_allowed());
    pos.make_null_move();
    assert_ne!(pos.key(), before.key());
    assert_eq!(pos.key(), pos.recomputed_key());
    pos.unmake_null_move();
    assert_eq!(pos, before);
}
