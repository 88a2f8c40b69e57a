//! The solvers' own transposition table: positions proven not to win within a depth.

/// Most slots of a solver table: 2^16 entries of 16 bytes = 1 MiB. A solve with a small
/// budget gets a table sized to it, so that calling a solver from inside the search costs no
/// large allocation (misses only cost time).
const MAX_SLOTS: usize = 1 << 16;

/// The stored depth of a failure that no depth limit caused.
pub const PROVEN: u32 = u32::MAX;

/// Always-replace table of failures: `(key, depth)` means "no win within `depth`".
#[derive(Clone, Debug)]
pub struct FailTable {
    slots: Vec<(u64, u32)>,
    mask: usize,
}

impl FailTable {
    /// A table for a search of at most `budget` nodes.
    pub fn new(budget: u64) -> Self {
        let n = (budget.max(64) as usize).next_power_of_two().min(MAX_SLOTS);
        FailTable {
            slots: vec![(0, 0); n],
            mask: n - 1,
        }
    }

    /// Whether `key` is known not to win within `depth`.
    #[inline]
    pub fn failed(&self, key: u64, depth: u32) -> bool {
        self.probe(key).is_some_and(|d| d >= depth)
    }

    /// The depth `key` is known not to win within ([`PROVEN`]: at any depth).
    #[inline]
    pub fn probe(&self, key: u64) -> Option<u32> {
        let (k, d) = self.slots[key as usize & self.mask];
        (k == key).then_some(d)
    }

    /// Records that `key` does not win within `depth`.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32) {
        self.slots[key as usize & self.mask] = (key, depth);
    }
}
