//! The search's margins and reductions for chess, in chess centipawns (pawn = 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value. The
//! first SPSA run (2026-12-03, twelve parameters, 2,000 pairs at 8,000 nodes) lost its SPRT
//! (-23.9 +- 22.6 at 20,000 nodes) and changed nothing: docs/strength.md, "SPSA".
//! `capture_history_order` (4, in `SearchParams::DEFAULT`) was measured for chess: +25.1 +- 17.5
//! at 20,000 nodes against 0 (docs/strength.md, "Chess: capture history").

use tetrarch_eval::SearchParams;

/// The search parameters chess supplies through `Evaluate::SEARCH_PARAMS`.
// Not tuned for this game yet: the search's first hand-set values, as `SearchParams::DEFAULT`
// documents each of them. A tuning run that changes one writes the changed fields here as
// `SearchParams { field: value, ..SearchParams::DEFAULT }`, each with the run that set it.
pub const SEARCH_PARAMS: SearchParams = SearchParams::DEFAULT;
