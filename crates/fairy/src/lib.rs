//! Variants as data: Fairy-Stockfish's `variants.ini` format and Betza's notation, read once
//! and compiled into the shared movegen tables, played by one generic position on flat boards
//! up to 12x10 and on 3D boards up to 512 cells; placement games (N in a row) are described
//! here and played by the gomoku crate.
//!
//! Invariants:
//! - Reading is separate from playing: [`ini`] is syntax, [`reader`] gives every key a meaning
//!   or an error naming its line, [`spec`] is the plain result, [`tables`] compiles it.
//! - The hot path is table look-ups: targets from [`tables::Rules`], attacks read backwards
//!   through attack terms; no rule flag is consulted per square.
//! - Every fast path has a slow twin: [`reference`] generates moves by walking steps with the
//!   movegen's reference walker and testing legality by playing the move; tests compare them,
//!   and the shipped variants' perft against Fairy-Stockfish's.
//!
//! # Example
//!
//! ```
//! use tetrarch_fairy::{CompiledVariant, FairyPosition, Library};
//! use tetrarch_movegen::{perft, Position};
//!
//! // A variant written as Fairy-Stockfish's variants.ini reads it...
//! let mut library = Library::shipped();
//! let report = library
//!     .load(
//!         "[tinychess:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
//!         "example",
//!     )
//!     .unwrap();
//! assert_eq!(report.loaded, ["tinychess"]);
//!
//! // ...is compiled into table look-ups for the narrowest bitboard that holds the board.
//! let Some(CompiledVariant::Small(rules)) = library.compiled("tinychess") else {
//!     panic!("a 48-square board fits 64 bits");
//! };
//! let mut pos = FairyPosition::start(rules.clone()).unwrap();
//! let mut moves = tetrarch_movegen::MoveList::new();
//! pos.generate_moves(&mut moves);
//! assert_eq!(moves.len() as u64, perft(&mut pos, 1));
//! ```

#![warn(missing_docs)]

mod attacks;
pub mod betza;
mod eval;
mod fen;
mod game;
pub mod ini;
mod library;
mod movegen;
mod notation;
pub mod pieces;
mod position;
pub mod reader;
pub mod reference;
pub mod region;
mod search_params;
pub mod spec;
pub mod tables;

pub use eval::EvalTables;
pub use library::{compile, CompiledVariant, Library, LoadError, LoadReport, SHIPPED};
pub use position::FairyPosition;
pub use search_params::SEARCH_PARAMS;
pub use spec::{Definition, GameValue, PlacementSpec, Spec};
