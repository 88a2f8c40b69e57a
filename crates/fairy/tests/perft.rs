//! Perft of every shipped variant against the stored counts (Fairy-Stockfish 11.1's for the
//! variants it has built in; crates/raumschach's for Raumschach), and the fast generator
//! against the reference generator.

mod common;
use common::*;
use tetrarch_fairy::{reference, FairyPosition, Library};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::{perft, Position};

/// Counts above this are left to `cargo xtask perft` (quick `cargo test`).
const QUICK_LIMIT: u64 = 400_000;

struct Perft(u32);
impl WithPosition for Perft {
    type Out = u64;
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> u64 {
        perft(&mut pos, self.0)
    }
}

struct ReferencePerft(u32);
impl WithPosition for ReferencePerft {
    type Out = u64;
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> u64 {
        reference::perft(&mut pos, self.0)
    }
}

#[test]
fn stored_counts_match() {
    let lib = Library::shipped();
    let mut checked = 0;
    for (variant, _, text) in PERFT_FILES {
        let cases = perft_cases(text);
        assert!(
            cases.len() >= 5,
            "{variant}: at least the start and four more positions"
        );
        for case in cases {
            for &(depth, expected) in &case.counts {
                if expected > QUICK_LIMIT {
                    continue;
                }
                let got = with_position(&lib, variant, Some(&case.fen), Perft(depth));
                assert_eq!(got, expected, "{variant} {} depth {depth}", case.fen);
                checked += 1;
            }
        }
    }
    assert!(checked >= 100, "{checked} counts checked");
}

#[test]
fn reference_generator_agrees() {
    let lib = Library::shipped();
    for (variant, _, text) in PERFT_FILES {
        for case in perft_cases(text) {
            for &(depth, expected) in case.counts.iter().filter(|&&(d, n)| d <= 2 && n <= 20_000) {
                let got = with_position(&lib, variant, Some(&case.fen), ReferencePerft(depth));
                assert_eq!(
                    got, expected,
                    "reference {variant} {} depth {depth}",
                    case.fen
                );
            }
        }
    }
}

/// Plays every legal move of every data position and back: keys, texts and move lists
/// survive, and the incremental key equals the recomputed one.
struct RoundTrips;
impl WithPosition for RoundTrips {
    type Out = ();
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) {
        let text = pos.to_text();
        let again = FairyPosition::from_fen(pos.rules().clone(), &text).expect("own text");
        assert_eq!(again.to_text(), text);
        assert_eq!(again.key(), pos.key(), "{text}");
        let mut moves = tetrarch_movegen::MoveList::new();
        pos.generate_moves(&mut moves);
        assert_eq!(pos.count_moves(), moves.len() as u64);
        for &m in &moves {
            assert!(pos.is_legal(m));
            let written = pos.format_move(m);
            assert_eq!(pos.parse_move(&written), Ok(m), "{text} {written}");
            let key = pos.key();
            pos.make_move(m);
            assert_eq!(pos.key(), pos.recomputed_key(), "{text} after {written}");
            let after = pos.to_text();
            let reread = FairyPosition::from_fen(pos.rules().clone(), &after).expect("after text");
            assert_eq!(reread.key(), pos.key(), "{after}");
            pos.unmake_move(m);
            assert_eq!(pos.key(), key);
            assert_eq!(pos.to_text(), text);
        }
        let mut noisy = tetrarch_movegen::MoveList::new();
        pos.generate_noisy(&mut noisy);
        for m in &noisy {
            assert!(moves.contains(m), "noisy {} is legal", pos.format_move(*m));
        }
        if !pos.in_check() {
            for m in &moves {
                assert_eq!(
                    noisy.contains(m),
                    pos.is_noisy(*m),
                    "{text} {}",
                    pos.format_move(*m)
                );
            }
        }
    }
}

#[test]
fn keys_texts_and_moves_round_trip() {
    let lib = Library::shipped();
    for (variant, _, text) in PERFT_FILES {
        for case in perft_cases(text) {
            with_position(&lib, variant, Some(&case.fen), RoundTrips);
        }
    }
}
