//! Raumschach (Maack 1907, rules after Dickins' *A Guide to Fairy Chess*): chess on a 5x5x5
//! board, built on the shared geometry, movegen, hash and eval layers.
//!
//! Invariants:
//! - The board is [`BoardShape::cube`]`(5, 5, 5)` and one [`Bitboard128`] per set; a cell's index
//!   is `level * 25 + rank * 5 + file`, so `Aa1` is 0 and `Ee5` is 124.
//! - Pieces are data: direction vectors from the geometry compiled into the movegen's
//!   [`LeapTable`]/[`RayTable`] once ([`tables`]). Only the pawn's forward and promotion rule is
//!   code here ([`rules`]).
//! - The fast legal generator ([`movegen`]) is checked against the plain step-walking
//!   [`reference`](mod@reference) generator (make-then-test legality) by property tests and perft.
//! - A position carries its own history of keys (repetition) and undo records, so the search
//!   gets one value and nothing else.
//! - The only `unsafe` is calling the generator and the evaluation compiled with
//!   `popcnt`/`lzcnt`/`bmi1` after checking at run time that the CPU has them; the baseline
//!   build is kept and tested equal.
//!
//! [`BoardShape::cube`]: tetrarch_geometry::BoardShape::cube
//! [`Bitboard128`]: tetrarch_geometry::Bitboard128
//! [`LeapTable`]: tetrarch_movegen::tables::LeapTable
//! [`RayTable`]: tetrarch_movegen::tables::RayTable
//!
//! # Example
//!
//! ```
//! use tetrarch_movegen::{perft, Notation, Position};
//! use tetrarch_raumschach::RaumschachPosition;
//!
//! let mut pos = RaumschachPosition::start_position();
//! assert_eq!(perft(&mut pos, 2), 3_615);
//!
//! // Cells are named level first: White's king starts on Ac1.
//! let m = pos.parse_move("Bb2Bb3").unwrap();
//! assert!(pos.is_legal(m));
//! ```

#![warn(missing_docs)]

mod attacks;
mod eval;
mod fen;
mod flip;
mod game;
pub mod movegen;
mod notation;
mod piece;
mod position;
mod readable;
pub mod reference;
pub mod rules;
pub mod search_params;
mod see;
pub mod tablebase;
pub mod tables;
pub mod wdl;
pub mod weights;

pub use eval::{exchange_value, material_value, weight_tables};
pub use piece::{Piece, PieceKind};
pub use position::RaumschachPosition;
pub use rules::SHAPE;
