//! The shared evaluation layer: tapered scores, piece-square tables declared compactly,
//! incremental material and phase, and a mobility helper.
//!
//! Invariants:
//! - No game's weights live here: each game crate declares its own values and tables.
//! - Scores are White-relative inside the accumulator and side-to-move relative out of
//!   [`Evaluate::evaluate`], the search's only view of evaluation.

#![warn(missing_docs)]

mod accumulator;
mod breakdown;
mod popcnt;
mod psqt;
mod score;
mod search_params;
mod tuning;

pub use accumulator::EvalAccumulator;
pub use breakdown::{EvalBreakdown, TermRow};
pub use psqt::{mirror_square, mobility, PieceSquareTable};
pub use score::Score;
pub use search_params::SearchParams;
pub use tuning::{
    offsets, parameter_vector, taper_scaled, Accumulate, EvalSink, EvalTrace, Trace, WeightTable,
};

/// A static evaluation, in the game's centipawns, from the side to move's point of view.
pub trait Evaluate {
    /// The search's margins and reductions in this evaluation's units. Each game keeps its
    /// own in its crate; the default is the search's first, hand-set chess values.
    const SEARCH_PARAMS: SearchParams = SearchParams::DEFAULT;

    /// The score of the position for the side to move.
    fn evaluate(&self) -> i32;
}
