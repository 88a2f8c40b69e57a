//! The search's margins and reductions for gomoku, in gomoku evaluation units (scaled to chess-like magnitudes).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters gomoku supplies through `Evaluate::SEARCH_PARAMS`.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    // A four forces one block: extending both the four and the block made every
    // four-block pair free, and depth-12 trees grew 8-14 times (bench); only the forced
    // block is extended, as Rapfi extends the answer to a four.
    check_extension: 0,
    single_reply_extension: 0,
    // Every gomoku move is quiet and its order is the game's threat order: continuation
    // pruning and losing-exchange reductions (added for chess, SPRT in docs/strength.md) are
    // not measured here, so they are off.
    continuation_prune_depth: 0,
    capture_history_order: 0,
    lmr_bad_noisy_offset: -1,
    // The rest: the search's first hand-set values, as `SearchParams::DEFAULT` documents them.
    ..SearchParams::DEFAULT
};
