//! Moves, the position contract every game implements, perft, and the table-driven piece
//! machinery (leapers, sliders, hoppers, lame leapers) of Fairy-Max and MaxQi.
//!
//! Invariants:
//! - Movegen knows geometry and nothing above it: no game's pieces, no evaluation, no search.
//! - [`Position`] is the whole contract between a game and the search; it is used generically
//!   (monomorphised), never as `dyn` on the search path.
//! - Every fast table in [`tables`] has the plain step-walking [`reference`] generator beside
//!   it, and tests show they agree.

#![warn(missing_docs)]

mod color;
mod moves;
mod perft;
mod position;
pub mod reference;
mod repetition;
mod rule;
pub mod tables;

pub use color::Color;
pub use moves::{Move, MoveList, MAX_MOVES};
pub use perft::{perft, perft_divide, perft_parallel};
pub use position::{Notation, NotationError, Outcome, Position};
pub use repetition::is_repetition_draw;
pub use rule::{PieceRule, Step, StepKind, StepMode};
