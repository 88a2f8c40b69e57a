//! Board geometry for every tetrarch game.
//!
//! Invariants:
//! - Geometry knows no pieces and no rules: only shapes, squares, directions and sets of squares.
//! - A square is a dense index `level * files * ranks + rank * files + file`, so one bitboard bit
//!   per square and a positive direction offset always means a higher index.
//! - Every bitboard width is its own type, chosen by each game through an associated type; hot
//!   code is generic over [`Bitboard`] and monomorphised.
//!
//! # Example
//!
//! ```
//! use tetrarch_geometry::{Bitboard, Bitboard64, BoardShape, ROOK_2D};
//!
//! // A chess board: squares are dense indices, names are the board's.
//! let board = BoardShape::flat(8, 8);
//! let e4 = board.parse_square("e4").unwrap();
//! assert_eq!(board.square_name(e4), "e4");
//!
//! // A rook's reach from e4 on an empty board, as a 64-bit set.
//! let mut reach = Bitboard64::EMPTY;
//! for d in ROOK_2D {
//!     reach = reach | board.ray::<Bitboard64>(e4, d);
//! }
//! assert_eq!(reach.count(), 14);
//!
//! // The same calls on Raumschach's 5x5x5 cube (level letter first).
//! let cube = BoardShape::cube(5, 5, 5);
//! assert_eq!(cube.len(), 125);
//! assert_eq!(cube.square_name(cube.parse_square("Cc3").unwrap()), "Cc3");
//! ```

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
pub use shape::{BoardShape, SquareName};
pub use square::{Coord, Square};
