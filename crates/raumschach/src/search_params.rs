//! The search's margins and reductions for raumschach, in Raumschach centipawns (pawn = 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters raumschach supplies through `Evaluate::SEARCH_PARAMS`.
// Losing-exchange reductions and continuation-history pruning (chess SPRT, docs/strength.md)
// are off here until a Raumschach match measures them. The rest: the search's first hand-set
// values, as `SearchParams::DEFAULT` documents each of them; a tuning run that changes one
// writes it here with the run.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    lmr_bad_noisy_offset: -1,
    continuation_prune_depth: 0,
    capture_history_order: 0,
    ..SearchParams::DEFAULT
};
