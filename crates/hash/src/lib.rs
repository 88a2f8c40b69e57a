//! Zobrist keys and the shared, lock-free transposition table.
//!
//! Invariants:
//! - Keys come from a fixed-seed generator, so every run and every thread agrees on them.
//! - The table is shared by all search threads without locks: each entry is two `AtomicU64`
//!   words, the key stored xor-ed with the data, so a torn write is read as a miss.
//! - The table's memory is allocated fallibly and comes zeroed from the OS: any size is
//!   allocated (or refused) at once, and a refused size leaves the old table in place.

#![warn(missing_docs)]

mod table;
mod zeroed;
mod zobrist;

pub use table::{Bound, TableAllocError, TranspositionTable, TtEntry};
pub use zobrist::{zobrist_keys, SplitMix64};
