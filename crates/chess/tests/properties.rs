//! Property tests over random games from varied start positions: the fast generator equals
//! the plain reference; make/unmake restores position and key bit for bit; the incremental
//! key and evaluation totals equal the recomputed ones; FEN and SAN round-trip.

use proptest::prelude::*;
use tetrarch_chess::reference::reference_legal_moves;
use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{Move, MoveList, Notation, Position};

/// Start positions with castling, en passant, promotions, pins and checks nearby.
const STARTS: [&str; 8] = [
    tetrarch_chess::START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r2k2r/8/8/8/8/8/8/R3K2R w AHbh - 0 1",
];

fn sorted_moves(pos: &ChessPosition) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    let mut v: Vec<Move> = moves.to_vec();
    v.sort_by_key(|m| m.raw());
    v
}

/// Plays the game chosen by `choices` from `start`, checking every property on the way.
fn check_game(start: usize, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut pos = ChessPosition::from_text(STARTS[start % STARTS.len()]).unwrap();
    let mut played = Vec::new();
    for &c in choices {
        let fast = sorted_moves(&pos);
        prop_assert_eq!(&fast, &reference_legal_moves(&pos), "{}", pos.to_text());
        prop_assert_eq!(pos.count_moves(), fast.len() as u64);
        prop_assert_eq!(pos.key(), pos.compute_key());
        prop_assert_eq!(pos.accumulator(), pos.compute_accumulator());
        let again = ChessPosition::from_text(&pos.to_text()).unwrap();
        prop_assert_eq!(again.to_text(), pos.to_text());
        prop_assert_eq!(again.key(), pos.key());

        let mut noisy = MoveList::new();
        pos.generate_noisy(&mut noisy);
        for m in &noisy {
            prop_assert!(fast.contains(m));
            prop_assert!(pos.in_check() || pos.is_noisy(*m));
        }
        if !pos.in_check() {
            let n = fast.iter().filter(|&&m| pos.is_noisy(m)).count();
            prop_assert_eq!(n, noisy.len());
        }
        if fast.is_empty() {
            break;
        }
        let m = fast[c as usize % fast.len()];
        for flags in 0..16u16 {
            let variant = Move::new(m.from(), m.to(), flags);
            prop_assert_eq!(pos.is_legal(variant), fast.contains(&variant));
        }
        let san = pos.san(m);
        prop_assert_eq!(pos.parse_san(&san), Ok(m), "{} in {}", san, pos.to_text());
        let uci = pos.format_move(m);
        prop_assert_eq!(pos.parse_move(&uci), Ok(m));

        let before = pos.clone();
        let checks = pos.gives_check(m);
        pos.make_move(m);
        prop_assert_eq!(checks, pos.in_check());
        pos.unmake_move(m);
        prop_assert_eq!(&pos, &before, "unmake of {}", uci);
        pos.make_move(m);
        played.push(m);
    }
    // Unwinding the whole game returns to the start, bit for bit.
    let start_pos = ChessPosition::from_text(STARTS[start % STARTS.len()]).unwrap();
    while let Some(m) = played.pop() {
        pos.unmake_move(m);
    }
    prop_assert_eq!(pos, start_pos);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_games_keep_every_invariant(
        start in 0usize..STARTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..80),
    ) {
        check_game(start, &choices)?;
    }

    #[test]
    fn null_moves_restore_exactly(start in 0usize..STARTS.len(), choices in proptest::collection::vec(any::<u16>(), 0..20)) {
        let mut pos = ChessPosition::from_text(STARTS[start]).unwrap();
        for c in choices {
            let moves = sorted_moves(&pos);
            if moves.is_empty() { break; }
            pos.make_move(moves[c as usize % moves.len()]);
        }
        if !pos.in_check() {
            let before = pos.clone();
            pos.make_null_move();
            prop_assert_eq!(pos.key(), pos.compute_key());
            prop_assert_ne!(pos.side_to_move(), before.side_to_move());
            pos.unmake_null_move();
            prop_assert_eq!(pos, before);
        }
    }

    #[test]
    fn any_word_is_judged_without_panic(start in 0usize..STARTS.len(), word in any::<u32>(), pick in any::<u16>()) {
        let pos = ChessPosition::from_text(STARTS[start]).unwrap();
        let moves = sorted_moves(&pos);
        prop_assert_eq!(pos.is_legal(Move(word)), moves.contains(&Move(word)));
        let real = moves[pick as usize % moves.len()];
        prop_assert!(pos.is_legal(real));
        // A real move with its flag bits disturbed is refused.
        prop_assert!(!pos.is_legal(Move(real.0 ^ (1 << 31))));
        for flags in 0..16u16 {
            let variant = Move::new(real.from(), real.to(), flags);
            prop_assert_eq!(pos.is_legal(variant), moves.contains(&variant));
        }
    }

    #[test]
    fn mutated_text_never_panics(
        start in 0usize..STARTS.len(),
        edits in proptest::collection::vec((any::<usize>(), 0usize..CHARSET.len()), 1..6),
        cut in any::<usize>(),
    ) {
        let mut fen: Vec<u8> = STARTS[start].as_bytes().to_vec();
        for (at, c) in edits {
            let i = at % fen.len();
            fen[i] = CHARSET[c];
        }
        let text = String::from_utf8(fen).unwrap();
        let truncated = &text[..cut % (text.len() + 1)];
        for t in [text.as_str(), truncated] {
            if let Ok(p) = ChessPosition::from_text(t) {
                // Whatever is accepted is a consistent position.
                prop_assert_eq!(p.key(), p.compute_key());
                let again = ChessPosition::from_text(&p.to_text()).unwrap();
                prop_assert_eq!(again.to_text(), p.to_text());
                let _ = p.count_moves();
            }
        }
        let p = ChessPosition::from_text(STARTS[start]).unwrap();
        for piece in [truncated, &text[..text.len().min(7)], &text[text.len().saturating_sub(5)..]] {
            let _ = p.parse_move(piece);
            let _ = p.parse_san(piece);
        }
    }
}

/// Characters FEN and move text are made of, plus a few that never belong.
const CHARSET: &[u8] = b"pnbrqkPNBRQK12345678/ -wabcdefghx0+#=O9";
