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

    /// The cells in increasing order (word by word: faster than repeated `pop_first` on a
    /// sixteen-word board).
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0 .0.iter().enumerate().flat_map(|(i, &w)| {
            let mut bits = w;
            core::iter::from_fn(move || {
                if bits == 0 {
                    None
                } else {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    Some(i * 64 + b)
                }
            })
        })
    }
}
