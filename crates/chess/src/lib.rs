//! Chess on the tetrarch layers: FEN and SAN, legal move generation at Stockfish-class
//! speed, make/unmake with an incremental Zobrist key, the laws of the game, and a first
//! evaluation.
//!
//! Invariants:
//! - Chess knows the layers below it (geometry, movegen, hash, eval) and nothing above.
//! - Move generation is legal by construction (check and pin masks); the slow
//!   [`reference`](mod@reference) generator (pieces as `PieceRule` data, make-and-test legality) is the
//!   oracle tests compare it with.
//! - `make_move`/`unmake_move` restore every field and the key exactly; the key and the
//!   evaluation totals are updated incrementally, never recomputed per node.

#![warn(missing_docs)]

mod attacks;
mod chess960;
mod eval;
mod fen;
mod flip;
mod game;
mod movegen;
mod position;
pub mod reference;
mod rules;
mod san;
pub mod search_params;
mod see;
mod types;
mod uci;
mod weights;
mod zobrist;

pub use chess960::{
    chess960_back_rank, chess960_start_fen, CHESS960_POSITIONS, STANDARD_START_NUMBER,
};
pub use eval::weight_tables;
pub use fen::START_FEN;
pub use position::ChessPosition;
pub use types::{MoveKind, PieceKind};
