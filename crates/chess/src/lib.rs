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
//!
//! # Example
//!
//! ```
//! use tetrarch_chess::ChessPosition;
//! use tetrarch_movegen::{perft, Notation, Position};
//!
//! let mut pos = ChessPosition::start_position();
//! assert_eq!(perft(&mut pos, 3), 8_902);
//!
//! let e4 = pos.parse_move("e2e4").unwrap();
//! assert_eq!(pos.san(e4), "e4");
//! pos.make_move(e4);
//! let reply = pos.parse_san("Nf6").unwrap();
//! assert_eq!(pos.format_move(reply), "g8f6");
//!
//! // Kiwipete, with both sides' castling and pins.
//! let mut kiwipete = ChessPosition::from_text(
//!     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
//! )
//! .unwrap();
//! assert_eq!(perft(&mut kiwipete, 2), 2_039);
//! ```

#![warn(missing_docs)]

mod attacks;
mod castling;
mod chess960;
mod eval;
mod extensions;
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
pub mod wdl;
mod weights;
mod zobrist;

pub use castling::CastlingRights;
pub use chess960::{
    chess960_back_rank, chess960_start_fen, CHESS960_POSITIONS, STANDARD_START_NUMBER,
};
pub use eval::weight_tables;
pub use fen::START_FEN;
pub use position::ChessPosition;
pub use types::{code_color, code_kind, piece_code, MoveKind, PieceCode, PieceKind, NO_PIECE};
