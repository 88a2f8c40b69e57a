//! Squares as dense indices and their coordinates.

use core::fmt;

/// A cell of a board, as a dense index (see [`crate::BoardShape::square`]).
///
/// `u16` because gomoku boards reach 32x32 = 1024 cells; chess code may narrow it freely.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Square(pub u16);

impl Square {
    /// Builds a square from its index.
    #[inline(always)]
    pub const fn new(index: usize) -> Self {
        Square(index as u16)
    }

    /// The dense index, for table look-ups.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The dense index: a square knows no board, so its name is the board's to give
/// ([`crate::BoardShape::square_name`], or [`crate::BoardShape::named`] to format one).
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square({})", self.0)
    }
}

/// File, rank and level of a square, each counted from 0 (file a, rank 1, level A).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Coord {
    /// The file, 0 = a.
    pub file: u8,
    /// The rank, 0 = rank 1.
    pub rank: u8,
    /// The level, 0 = A (always 0 on flat boards).
    pub level: u8,
}

impl Coord {
    /// The coordinate `(file, rank, level)`.
    pub const fn new(file: u8, rank: u8, level: u8) -> Self {
        Coord { file, rank, level }
    }
}
