//! Tiny games with known values, for testing the search before (and beside) the real games.
#![allow(dead_code)]

pub mod lattice;
pub mod takeaway;
pub mod tictactoe;

use tetrarch_geometry::Square;
use tetrarch_movegen::Move;

/// A move `from -> to` with `flags` (never the null word: squares start at 1).
pub fn mv(from: u16, to: u16, flags: u16) -> Move {
    Move::new(Square(from), Square(to), flags)
}
