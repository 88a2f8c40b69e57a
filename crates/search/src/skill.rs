//! Skill level 0 (Maackesgeist's "beginner"): a random legal move, no search. Levels 1-5
//! are depth caps, applied through [`crate::SearchOptions::skill_depth`].

use tetrarch_hash::SplitMix64;

use crate::clock::{SystemTime, UNIX_EPOCH};
use crate::worker::RootMove;
use crate::{ScoreReport, SearchResult};

/// A uniformly random root move. The generator is mixed with the position key and the
/// clock so games differ.
pub(crate) fn random_move(moves: &[RootMove], rng: &mut SplitMix64, key: u64) -> SearchResult {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos() as u64);
    rng.0 ^= key ^ nanos;
    let i = (rng.next() % moves.len() as u64) as usize;
    SearchResult {
        best_move: Some(moves[i].mv),
        ponder_move: None,
        score: ScoreReport::Centipawns(0),
        depth: 0,
        nodes: 0,
    }
}
