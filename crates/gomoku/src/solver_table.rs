//! The solvers' own transposition table: positions proven not to win within a depth.

/// Slots of a solver table (a power of two): 2^16 entries of 16 bytes = 1 MiB, enough for
/// the node budgets the search and the CLI give (misses only cost time).
const SLOTS: usize = 1 << 16;

/// Always-replace table of failures: `(key, depth)` means "no win within `depth`".
#[derive(Clone, Debug)]
pub struct FailTable {
    slots: Vec<(u64, u32)>,
}

impl FailTable {
    pub fn new() -> Self {
        FailTable {
            slots: vec![(0, 0); SLOTS],
        }
    }

    /// Whether `key` is known not to win within `depth`.
    #[inline]
    pub fn failed(&self, key: u64, depth: u32) -> bool {
        let (k, d) = self.slots[key as usize & (SLOTS - 1)];
        k == key && d >= depth
    }

    /// Records that `key` does not win within `depth`.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32) {
        self.slots[key as usize & (SLOTS - 1)] = (key, depth);
    }
}
