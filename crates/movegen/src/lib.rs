//! Moves, the position contract every game implements, perft, and the table-driven piece
//! machinery (leapers, sliders, hoppers, lame leapers) of Fairy-Max and MaxQi.
//!
//! Invariants:
//! - Movegen knows geometry and nothing above it: no game's pieces, no evaluation, no search.
//! - [`Position`] is the whole contract between a game and the search; it is used generically
//!   (monomorphised), never as `dyn` on the search path.
//! - Every fast table in [`tables`] has the plain step-walking [`reference`] generator beside
//!   it, and tests show they agree.
//!
//! # Example
//!
//! ```
//! use tetrarch_geometry::{Bitboard, Bitboard64, BoardShape, KNIGHT_2D, ROOK_2D};
//! use tetrarch_movegen::reference::{destinations, Occupant};
//! use tetrarch_movegen::tables::{LeapTable, RayTable};
//! use tetrarch_movegen::{PieceRule, StepKind, StepMode};
//!
//! let board = BoardShape::flat(8, 8);
//! let sq = |name| board.parse_square(name).unwrap();
//!
//! // A knight as a table: every square's targets computed once.
//! let knight = LeapTable::<Bitboard64>::new(board, &KNIGHT_2D, board.all());
//! assert_eq!(knight.get(sq("a1")).count(), 2);
//! assert_eq!(knight.get(sq("d4")).count(), 8);
//!
//! // A rook on e4 with a piece on e6, by ray table...
//! let rook = RayTable::<Bitboard64>::new(board, &ROOK_2D, board.all());
//! let fast = rook.slide(sq("e4"), Bitboard64::from_square(sq("e6")));
//! // ...and by the plain step-walking reference generator: the same squares.
//! let rule = PieceRule::uniform(&ROOK_2D, StepKind::Slide, StepMode::Any);
//! let enemy_on_e6 = |s| if s == sq("e6") { Occupant::Enemy } else { Occupant::Empty };
//! let slow = destinations(board, sq("e4"), &rule, |_| true, enemy_on_e6);
//! assert_eq!(fast.count() as usize, slow.len());
//! assert!(slow.iter().all(|&s| fast.contains(s)));
//! ```

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
