//! A set of cells of the largest board: geometry's 1024-bit board with the cell-index API the
//! gomoku code uses.

use tetrarch_geometry::{Bitboard, Bitboard1024, Square};

/// Number of 64-bit words in a [`CellSet`].
pub const WORDS: usize = 16;

/// A set of cells (indices below [`crate::MAX_CELLS`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct CellSet(Bitboard1024);

impl CellSet {
    #[inline(always)]
    pub fn insert(&mut self, cell: usize) {
        self.0.set(Square::new(cell));
    }

    #[inline(always)]
    pub fn remove(&mut self, cell: usize) {
        self.0.clear(Square::new(cell));
    }

    /// The 64-bit words of the set, cell `c` at bit `c % 64` of word `c / 64`.
    #[inline(always)]
    pub fn words(&self) -> &[u64; WORDS] {
        &self.0 .0
    }

    #[inline(always)]
    pub fn words_mut(&mut self) -> &mut [u64; WORDS] {
        &mut self.0 .0
    }

    /// The cells in both sets.
    pub fn intersection(&self, other: &CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    pub fn len(&self) -> usize {
        self.0.count() as usize
    }

    /// The cells in increasing order, word by word (faster than repeated `pop_first` on a
    /// sixteen-word board, and than a `flat_map` over the words, which the compiler does not
    /// flatten into one loop).
    #[inline]
    pub fn iter(&self) -> Cells<'_> {
        Cells {
            words: &self.0 .0,
            index: 0,
            bits: self.0 .0[0],
        }
    }
}

/// The cells of a [`CellSet`] in increasing order.
pub struct Cells<'a> {
    words: &'a [u64; WORDS],
    /// The word being read.
    index: usize,
    /// Its cells not yet returned.
    bits: u64,
}

impl Iterator for Cells<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.index += 1;
            if self.index >= WORDS {
                return None;
            }
            self.bits = self.words[self.index];
        }
        let b = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.index * 64 + b)
    }
}
