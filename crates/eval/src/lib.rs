//! The shared evaluation layer: tapered scores, piece-square tables declared compactly,
//! incremental material and phase, and a mobility helper.
//!
//! Invariants:
//! - No game's weights live here: each game crate declares its own values and tables.
//! - Scores are White-relative inside the accumulator and side-to-move relative out of
//!   [`Evaluate::evaluate`], the search's only view of evaluation.
//!
//! # Example
//!
//! ```
//! use tetrarch_eval::{PieceSquareTable, Score};
//! use tetrarch_geometry::{BoardShape, Coord};
//!
//! // A score is a (middle game, end game) pair, blended by the game phase.
//! let knight = Score::new(320, 280);
//! assert_eq!(knight.taper(24, 24), 320); // full middle game
//! assert_eq!(knight.taper(0, 24), 280); // bare end game
//! assert_eq!(knight.taper(12, 24), 300);
//!
//! // A table written from White's side: Black reads the rank-mirrored square.
//! let board = BoardShape::flat(8, 8);
//! let advance = PieceSquareTable::new(board, |c: Coord| Score::new(10 * c.rank as i16, 0));
//! let a7 = board.parse_square("a7").unwrap();
//! assert_eq!(advance.get(0, a7).mg(), 60); // White: six ranks up
//! assert_eq!(advance.get(1, a7).mg(), 10); // Black: one rank from home
//! ```

#![warn(missing_docs)]

mod accumulator;
mod breakdown;
mod popcnt;
mod psqt;
mod score;
mod search_params;
mod tuning;
mod win_rate;

pub use accumulator::EvalAccumulator;
pub use breakdown::{EvalBreakdown, TermRow};
pub use psqt::{mirror_square, mobility, PieceSquareTable};
pub use score::Score;
pub use search_params::SearchParams;
pub use tuning::{
    offsets, parameter_vector, taper_scaled, Accumulate, EvalSink, EvalTrace, Trace, WeightTable,
};
pub use win_rate::{logistic, Wdl, WinRateModel};

/// A static evaluation, in the game's centipawns, from the side to move's point of view.
pub trait Evaluate {
    /// The search's margins and reductions in this evaluation's units. Each game keeps its
    /// own in its crate; the default is the search's first, hand-set chess values.
    const SEARCH_PARAMS: SearchParams = SearchParams::DEFAULT;

    /// The score of the position for the side to move.
    fn evaluate(&self) -> i32;
}
