//! Board geometry for every tetrarch game.
//!
//! Invariants:
//! - Geometry knows no pieces and no rules: only shapes, squares, directions and sets of squares.
//! - A square is a dense index `level * files * ranks + rank * files + file`, so one bitboard bit
//!   per square and a positive direction offset always means a higher index.
//! - Every bitboard width is its own type, chosen by each game through an associated type; hot
//!   code is generic over [`Bitboard`] and monomorphised.

#![warn(missing_docs)]

mod bitboard;
mod direction;
mod shape;
mod square;

pub use bitboard::{
    Bitboard, Bitboard1024, Bitboard128, Bitboard256, Bitboard512, Bitboard64, Squares,
    WideBitboard,
};
pub use direction::{
    Direction, BISHOP_2D, BISHOP_3D, KING_2D, KNIGHT_2D, KNIGHT_3D, QUEEN_3D, ROOK_2D, ROOK_3D,
    UNICORN_3D,
};
pub use shape::BoardShape;
pub use square::{Coord, Square};
