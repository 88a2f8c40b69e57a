//! Property tests: the fast generator equals the reference generator; make/unmake restores
//! position and key; the incremental key and evaluation totals equal recomputed ones; the
//! 3D FEN round-trips; check detection and legality checks agree with playing the move.

use proptest::prelude::*;
use std::collections::BTreeSet;
use tetrarch_eval::Evaluate;
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::{Move, MoveList, Notation, Position};
use tetrarch_raumschach::{reference, RaumschachPosition};

/// Positions from which random games start: the start, and a sparse one with promotions near.
const ROOTS: [&str; 3] = [
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1",
    "1r2n/P2P1/5/5/5|2P2/3P1/5/5/5|5/5/4k/5/K4|5/5/5/3p1/2p2|5/5/5/1p3/2N2 w - - 0 1",
    "4u/5/2q2/5/p4|5/3Q1/2B2/2P2/5|2r1b/2NR1/rPK2/5/5|5/2P2/1B3/1U3/5|4k/5/b4/5/q4 w - - 0 1",
];

fn legal(pos: &RaumschachPosition) -> MoveList {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    moves
}

/// Every invariant checked at one position.
fn check_position(pos: &RaumschachPosition) -> Result<(), TestCaseError> {
    let fast: Vec<Move> = legal(pos).to_vec();
    let fast_set: BTreeSet<u32> = fast.iter().map(|m| m.0).collect();
    prop_assert_eq!(fast_set.len(), fast.len(), "duplicate moves");
    let slow: BTreeSet<u32> = reference::legal_moves(pos).iter().map(|m| m.0).collect();
    prop_assert_eq!(&fast_set, &slow, "fast != reference at {}", pos.to_text());
    prop_assert_eq!(pos.count_moves(), fast.len() as u64);
    // The CPU-specific build of the counter (popcnt/lzcnt/bmi1) and the baseline build agree.
    prop_assert_eq!(pos.legal_move_count_portable(), fast.len() as u64);
    prop_assert_eq!(pos.evaluate(), pos.evaluate_portable());

    let mut noisy = MoveList::new();
    pos.generate_noisy(&mut noisy);
    let noisy_set: BTreeSet<u32> = noisy.iter().map(|m| m.0).collect();
    let expected: BTreeSet<u32> = fast
        .iter()
        .filter(|&&m| pos.in_check() || pos.is_noisy(m))
        .map(|m| m.0)
        .collect();
    prop_assert_eq!(noisy_set, expected, "noisy moves at {}", pos.to_text());

    prop_assert_eq!(pos.key(), pos.compute_key());
    prop_assert_eq!(pos.accumulator(), pos.compute_accumulator());
    let reread = RaumschachPosition::from_text(&pos.to_text()).expect("own FEN reads back");
    prop_assert_eq!(reread.to_text(), pos.to_text());
    prop_assert_eq!(reread.key(), pos.key());

    // is_legal on every (own cell, any cell) pair with every flag value: the pseudo-legal,
    // check, pin and promotion-flag filters all meet near misses here.
    for from in pos.occupied_by(pos.side_to_move()).squares() {
        for to in 0..125u16 {
            for flags in 0..8u16 {
                let m = Move::new(from, tetrarch_geometry::Square(to), flags);
                prop_assert_eq!(pos.is_legal(m), fast_set.contains(&m.0), "is_legal {:?}", m);
            }
        }
    }

    let mut scratch = pos.clone();
    if pos.null_move_allowed() {
        scratch.make_null_move();
        prop_assert_eq!(scratch.key(), scratch.compute_key());
        scratch.unmake_null_move();
        prop_assert!(&scratch == pos, "null move round trip");
    }
    for &m in &fast {
        prop_assert!(pos.is_legal(m));
        let text = pos.format_move(m);
        prop_assert_eq!(pos.parse_move(&text), Ok(m));
        scratch.make_move(m);
        prop_assert_eq!(scratch.key(), scratch.compute_key());
        prop_assert_eq!(scratch.accumulator(), scratch.compute_accumulator());
        prop_assert_eq!(
            pos.gives_check(m),
            scratch.in_check(),
            "gives_check {}",
            text
        );
        scratch.unmake_move(m);
        prop_assert!(
            &scratch == pos,
            "make/unmake of {} changed the position",
            text
        );
    }
    Ok(())
}

/// Plays `choices` from a root (each choice picks a legal move by index), checking every
/// position on the way.
fn walk(root: &str, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut pos = RaumschachPosition::from_text(root).expect("root");
    let start = pos.clone();
    let mut played = Vec::new();
    for &c in choices {
        check_position(&pos)?;
        let moves = legal(&pos);
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        pos.make_move(m);
        played.push(m);
    }
    while let Some(m) = played.pop() {
        pos.unmake_move(m);
    }
    prop_assert!(
        pos == start,
        "unwinding the whole game changed the position"
    );
    Ok(())
}

/// A random placement: `cells` (cell, piece) pairs plus the two kings.
fn placement_fen(kings: (u8, u8), cells: &[(u8, u8)], black_to_move: bool) -> Option<String> {
    let letters = b"PNBURQpnburq";
    let mut board = [b'.'; 125];
    board[kings.0 as usize % 125] = b'K';
    if board[kings.1 as usize % 125] != b'.' {
        return None;
    }
    board[kings.1 as usize % 125] = b'k';
    for &(cell, piece) in cells {
        let i = cell as usize % 125;
        if board[i] == b'.' {
            board[i] = letters[piece as usize % letters.len()];
        }
    }
    let mut fen = String::new();
    for level in (0..5).rev() {
        if level != 4 {
            fen.push('|');
        }
        for rank in (0..5).rev() {
            if rank != 4 {
                fen.push('/');
            }
            let mut empty = 0;
            for file in 0..5 {
                let c = board[level * 25 + rank * 5 + file];
                if c == b'.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c as char);
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
        }
    }
    fen.push_str(if black_to_move {
        " b - - 0 1"
    } else {
        " w - - 0 1"
    });
    Some(fen)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_every_invariant(
        root in 0usize..ROOTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        walk(ROOTS[root], &choices)?;
    }

    #[test]
    fn random_placements_keep_every_invariant(
        kings in (any::<u8>(), any::<u8>()),
        cells in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..24),
        black in any::<bool>(),
        choices in proptest::collection::vec(any::<u16>(), 0..6),
    ) {
        let fen = placement_fen(kings, &cells, black);
        prop_assume!(fen.is_some());
        let fen = fen.unwrap();
        // Placements with the side not to move in check, or a pawn on its promotion cells,
        // are refused by the reader; they are not positions.
        prop_assume!(RaumschachPosition::from_text(&fen).is_ok());
        walk(&fen, &choices)?;
    }

    #[test]
    fn is_legal_agrees_with_the_move_list(
        root in 0usize..ROOTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..30),
        words in proptest::collection::vec((0u16..128, 0u16..128, 0u16..9, any::<u32>()), 64),
    ) {
        let mut pos = RaumschachPosition::from_text(ROOTS[root]).unwrap();
        for c in choices {
            let moves = legal(&pos);
            if moves.is_empty() {
                break;
            }
            pos.make_move(moves[c as usize % moves.len()]);
        }
        let moves = legal(&pos);
        for (from, to, flags, word) in words {
            // Near misses (cells and flags in range) and arbitrary words alike.
            for m in [
                Move::new(tetrarch_geometry::Square(from), tetrarch_geometry::Square(to), flags),
                Move(word),
            ] {
                prop_assert_eq!(pos.is_legal(m), moves.contains(&m), "{:?} at {}", m, pos.to_text());
            }
        }
    }
}
