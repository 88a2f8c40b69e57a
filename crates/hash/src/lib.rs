//! Zobrist keys and the shared, lock-free transposition table.
//!
//! Invariants:
//! - Keys come from a fixed-seed generator, so every run and every thread agrees on them.
//! - The table is shared by all search threads without locks: each entry is two `AtomicU64`
//!   words, the key stored xor-ed with the data, so a torn write is read as a miss.
//! - The table's memory is allocated fallibly and comes zeroed from the OS: any size is
//!   allocated (or refused) at once, and a refused size leaves the old table in place.
//!
//! # Example
//!
//! ```
//! use tetrarch_hash::{zobrist_keys, Bound, TranspositionTable};
//! use tetrarch_movegen::Move;
//!
//! // Keys from a fixed seed, computable in a `const`: the same in every run and thread.
//! const KEYS: [u64; 4] = zobrist_keys(0x5EED);
//! let keys = KEYS;
//!
//! // One table shared by every search thread (`store` and `probe` take `&self`).
//! let tt = TranspositionTable::new(1); // MiB
//! tt.store(keys[0], Move::NULL, 35, 20, 6, Bound::Exact);
//! let hit = tt.probe(keys[0]).unwrap();
//! assert_eq!((hit.score, hit.eval, hit.depth, hit.bound), (35, 20, 6, Bound::Exact));
//! assert!(tt.probe(keys[1]).is_none());
//! ```

#![warn(missing_docs)]

mod table;
mod zeroed;
mod zobrist;

pub use table::{Bound, TableAllocError, TranspositionTable, TtEntry};
pub use zobrist::{zobrist_keys, SplitMix64};
