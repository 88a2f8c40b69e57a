//! The search's margins and reductions for file-defined variants, in the generic evaluation's
//! centipawns (the chess knight is 300, a pawn about 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for any file-defined variant. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters every file-defined variant supplies through `Evaluate::SEARCH_PARAMS`.
// Losing-exchange reductions and continuation-history pruning (chess SPRT, docs/strength.md)
// are off here until a variant's match measures them. The rest: the search's first hand-set
// values, as `SearchParams::DEFAULT` documents each of them; a tuning run that changes one
// writes it here with the run.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    lmr_bad_noisy_offset: -1,
    continuation_prune_depth: 0,
    capture_history_order: 0,
    ..SearchParams::DEFAULT
};
