//! The search's margins and reductions for raumschach, in Raumschach centipawns (pawn = 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters raumschach supplies through `Evaluate::SEARCH_PARAMS`.
// Not tuned for this game yet: the search's first hand-set values, as `SearchParams::DEFAULT`
// documents each of them. A tuning run that changes one writes the changed fields here as
// `SearchParams { field: value, ..SearchParams::DEFAULT }`, each with the run that set it.
pub const SEARCH_PARAMS: SearchParams = SearchParams::DEFAULT;
