//! Every shipped chess-like variant plays itself with the generic evaluation: every move the
//! search returns is legal by the reference generator, and games reach their end or a ply cap.

mod common;
use common::*;
use tetrarch_fairy::{Definition, FairyPosition, Library};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Position;
use tetrarch_search::{Limits, SearchControl, Searcher};

/// Plies per game: enough to leave the opening in every variant, short enough for `cargo test`.
const MAX_PLIES: usize = 60;

struct SelfPlay;
impl WithPosition for SelfPlay {
    type Out = (usize, String);
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> (usize, String) {
        let mut searcher = Searcher::new(4);
        let limits = Limits {
            nodes: Some(3_000),
            ..Limits::default()
        };
        for ply in 0..MAX_PLIES {
            if let Some(outcome) = pos.rule_outcome(0) {
                return (ply, format!("{outcome:?} by rule"));
            }
            let reference = pos.reference_moves();
            let result = searcher.search(&pos, &limits, &SearchControl::new(), &mut |_| {});
            let Some(m) = result.best_move else {
                assert!(
                    reference.is_empty(),
                    "{}: no move but {} legal",
                    pos.to_text(),
                    reference.len()
                );
                return (
                    ply,
                    format!("{:?} without moves", pos.outcome_without_moves()),
                );
            };
            assert!(
                reference.contains(&m),
                "{}: the search played {} which is not legal",
                pos.to_text(),
                pos.format_move(m)
            );
            pos.make_move(m);
        }
        (MAX_PLIES, "ply cap".into())
    }
}

#[test]
fn every_shipped_variant_plays_legal_games() {
    let lib = Library::shipped();
    let mut played = 0;
    for d in lib.definitions() {
        let Definition::Board(spec) = d else { continue };
        let (plies, end) = with_position(&lib, &spec.name, None, SelfPlay);
        eprintln!("{}: {plies} plies, {end}", spec.name);
        assert!(plies >= 4, "{} ended after {plies} plies: {end}", spec.name);
        played += 1;
    }
    assert!(played >= 10, "{played} variants played");
}
