//! The search's margins and reductions for xiangqi, in xiangqi centipawns (pawn = 100 before the river).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters xiangqi supplies through `Evaluate::SEARCH_PARAMS`.
// Losing-exchange reductions and continuation-history pruning (chess SPRT, docs/strength.md)
// are off here: the xiangqi check of them stopped undecided at 161 games, -19.6 ± 49.4
// (same section). The rest: the search's first hand-set values, as `SearchParams::DEFAULT`
// documents each of them; a tuning run that changes one writes it here with the run.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    lmr_bad_noisy_offset: -1,
    continuation_prune_depth: 0,
    capture_history_order: 0,
    ..SearchParams::DEFAULT
};
