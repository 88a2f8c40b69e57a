//! A set of cells of the largest board as a fixed bit array.

use crate::position::MAX_CELLS;

/// A set of cells (indices below [`MAX_CELLS`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CellSet([u64; MAX_CELLS / 64]);

impl Default for CellSet {
    fn default() -> Self {
        CellSet([0; MAX_CELLS / 64])
    }
}

impl CellSet {
    #[inline(always)]
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    #[inline(always)]
    pub fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }

    #[inline(always)]
    pub fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 != 0
    }

    /// Sets or clears `cell`.
    #[inline(always)]
    pub fn assign(&mut self, cell: usize, on: bool) {
        if on {
            self.insert(cell)
        } else {
            self.remove(cell)
        }
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
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
