//! The transposition table: buckets of a depth-preferred and an always-replace slot, with
//! generation aging, shared lock-free by every search thread (Hyatt's xor trick).

use crate::zeroed::{AllocError, Zeroable, ZeroedArray};
use core::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use tetrarch_movegen::Move;

/// What a stored score says about the true value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value is at most the score (fail low).
    Upper = 1,
    /// The true value is at least the score (fail high).
    Lower = 2,
    /// The score is exact (PV node).
    Exact = 3,
}

/// What a probe returns.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TtEntry {
    /// The best or refuting move found (may be null).
    pub mv: Move,
    /// The search score, mate scores relative to this node.
    pub score: i16,
    /// The static evaluation, kept so a hit saves an evaluation.
    pub eval: i16,
    /// The depth the score was searched to (negative in quiescence).
    pub depth: i32,
    /// Whether the score is exact or a bound.
    pub bound: Bound,
    /// Whether the position is or was on a principal variation (Stockfish's `ttPv`): such
    /// nodes are worth searching with smaller reductions.
    pub pv: bool,
}

/// Depths below zero (quiescence) are stored with this offset in an unsigned byte.
const DEPTH_OFFSET: i32 = 8;
/// Generations cycle through five bits.
const GENERATION_MASK: u8 = 0x1F;
/// The bit of `data` that says the position is or was on a principal variation.
const PV_BIT: u64 = 1 << 63;

/// One entry in two words. `data`: move (32 bits) | score (16) | depth (8) | bound (2) |
/// generation (5) | pv (1). `check`: the key's upper 48 bits and the 16-bit static evaluation,
/// xor-ed with `data`, so a slot torn by a concurrent write fails the key check and reads as a
/// miss.
/// 48 key bits are checked, three times what Stockfish keeps.
#[derive(Default, Debug)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

fn pack(mv: Move, score: i16, depth: i32, bound: Bound, generation: u8, pv: bool) -> u64 {
    let depth = (depth + DEPTH_OFFSET).clamp(0, 255) as u64;
    mv.raw() as u64
        | (score as u16 as u64) << 32
        | depth << 48
        | (bound as u64) << 56
        | ((generation & GENERATION_MASK) as u64) << 58
        | if pv { PV_BIT } else { 0 }
}

#[inline(always)]
fn data_depth(data: u64) -> i32 {
    (data >> 48 & 0xFF) as i32 - DEPTH_OFFSET
}

#[inline(always)]
fn data_generation(data: u64) -> u8 {
    (data >> 58) as u8 & GENERATION_MASK
}

#[inline(always)]
fn data_bound(data: u64) -> u64 {
    data >> 56 & 3
}

/// The key word: upper 48 bits of the Zobrist key and the 16-bit static evaluation.
#[inline(always)]
fn key_word(key: u64, eval: i16) -> u64 {
    key & !0xFFFF | eval as u16 as u64
}

/// Two slots: `[0]` depth-preferred, `[1]` always-replace. 32 bytes, two per cache line.
#[derive(Default, Debug)]
#[repr(align(32))]
struct Bucket([Slot; 2]);

const _: () = assert!(core::mem::size_of::<Bucket>() == 32);

// SAFETY: a bucket is four `AtomicU64`s, and an atomic of zero bytes is the value 0 (an empty
// slot).
unsafe impl Zeroable for Bucket {}

/// A table that could not be allocated: its size, for the message.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TableAllocError {
    /// The size asked for, in MiB.
    pub mib: usize,
}

impl core::fmt::Display for TableAllocError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "cannot allocate a {} MiB hash table: not enough memory",
            self.mib
        )
    }
}

impl std::error::Error for TableAllocError {}

/// Tables at least this large are emptied by taking fresh zeroed pages from the OS rather
/// than by writing zeros, which would take seconds for gigabytes (and commit every page).
const CLEAR_BY_REALLOCATION_BYTES: usize = 64 << 20;

/// The shared transposition table.
#[derive(Debug)]
pub struct TranspositionTable {
    buckets: ZeroedArray<Bucket>,
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table of `mib` mebibytes (at least one bucket).
    ///
    /// # Panics
    /// Aborts like any failed allocation when the memory is not there: use [`Self::try_new`]
    /// for sizes a user chose.
    pub fn new(mib: usize) -> Self {
        Self::try_new(mib).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A table of `mib` mebibytes, or the error when the memory cannot be had. Allocation is
    /// immediate whatever the size: the pages come zeroed from the OS when first touched.
    pub fn try_new(mib: usize) -> Result<Self, TableAllocError> {
        let error = TableAllocError { mib };
        let bytes = mib.max(1).checked_mul(1 << 20).ok_or(error)?;
        let n = bytes / core::mem::size_of::<Bucket>();
        let buckets = ZeroedArray::new(n).map_err(|_: AllocError| error)?;
        Ok(TranspositionTable {
            buckets,
            generation: AtomicU8::new(0),
        })
    }

    /// Reallocates to `mib` mebibytes, empty. The new table is allocated beside the old one
    /// when there is room for both; when there is not, the old one is freed first (as
    /// Stockfish does). When `mib` cannot be had either way the error says so and the table
    /// keeps its size: with its entries if they were never freed, emptied otherwise.
    pub fn try_resize(&mut self, mib: usize) -> Result<(), TableAllocError> {
        if let Ok(table) = TranspositionTable::try_new(mib) {
            *self = table;
            return Ok(());
        }
        let old_len = self.buckets.len();
        // One bucket stands in while neither table exists.
        self.buckets = ZeroedArray::new(1).map_err(|_| TableAllocError { mib })?;
        match TranspositionTable::try_new(mib) {
            Ok(table) => {
                *self = table;
                Ok(())
            }
            Err(e) => {
                if let Ok(old) = ZeroedArray::new(old_len) {
                    self.buckets = old;
                }
                self.generation.store(0, Relaxed);
                Err(e)
            }
        }
    }

    /// Size in mebibytes.
    pub fn size_mib(&self) -> usize {
        (self.buckets.len() * core::mem::size_of::<Bucket>()) >> 20
    }

    /// Empties every slot: a large table takes fresh zeroed memory (instant, and pages the
    /// next search does not touch cost nothing), a small one is zeroed in place.
    pub fn clear(&mut self) {
        let len = self.buckets.len();
        if len * core::mem::size_of::<Bucket>() >= CLEAR_BY_REALLOCATION_BYTES {
            self.generation.store(0, Relaxed);
            if let Ok(fresh) = ZeroedArray::new(len) {
                self.buckets = fresh;
                return;
            }
            // No room for two tables (an address-space limit): free the old one first. The
            // freed memory is there for the new one; if even that fails, a minimal table
            // keeps the engine going.
            if let Ok(one) = ZeroedArray::new(1) {
                self.buckets = one;
                match ZeroedArray::new(len) {
                    Ok(fresh) => self.buckets = fresh,
                    Err(_) => {
                        if let Ok(small) =
                            ZeroedArray::new((1 << 20) / core::mem::size_of::<Bucket>())
                        {
                            self.buckets = small;
                        }
                    }
                }
                return;
            }
        }
        for b in self.buckets.iter() {
            for s in &b.0 {
                s.check.store(0, Relaxed);
                s.data.store(0, Relaxed);
            }
        }
        self.generation.store(0, Relaxed);
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&self) {
        let g = self.generation.load(Relaxed).wrapping_add(1) & GENERATION_MASK;
        self.generation.store(g, Relaxed);
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> &Bucket {
        // Lemire's multiply-shift maps the key onto any table length without a division.
        let i = ((key as u128 * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[i]
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<TtEntry> {
        for s in &self.bucket(key).0 {
            let data = s.data.load(Relaxed);
            let check = s.check.load(Relaxed) ^ data;
            if data != 0 && check & !0xFFFF == key & !0xFFFF {
                let bound = match data_bound(data) {
                    1 => Bound::Upper,
                    2 => Bound::Lower,
                    3 => Bound::Exact,
                    _ => continue,
                };
                return Some(TtEntry {
                    mv: Move(data as u32),
                    score: (data >> 32) as u16 as i16,
                    eval: check as u16 as i16,
                    depth: data_depth(data),
                    bound,
                    pv: data & PV_BIT != 0,
                });
            }
        }
        None
    }

    /// Stores a search result of a node off any principal variation. A null `mv` keeps the
    /// move already stored for this key.
    #[inline]
    pub fn store(&self, key: u64, mv: Move, score: i16, eval: i16, depth: i32, bound: Bound) {
        self.store_pv(key, mv, score, eval, depth, bound, false);
    }

    /// Stores a search result; `pv`: the node is or was on a principal variation. A null `mv`
    /// keeps the move already stored for this key.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn store_pv(
        &self,
        key: u64,
        mv: Move,
        score: i16,
        eval: i16,
        depth: i32,
        bound: Bound,
        pv: bool,
    ) {
        let generation = self.generation.load(Relaxed);
        let bucket = self.bucket(key);
        let matches = |s: &Slot| {
            let d = s.data.load(Relaxed);
            d != 0 && (s.check.load(Relaxed) ^ d) & !0xFFFF == key & !0xFFFF
        };
        let write = |s: &Slot, mv: Move| {
            let data = pack(mv, score, depth, bound, generation, pv);
            s.check.store(key_word(key, eval) ^ data, Relaxed);
            s.data.store(data, Relaxed);
        };
        let keep_move = |s: &Slot| {
            if mv.is_null() {
                Move(s.data.load(Relaxed) as u32)
            } else {
                mv
            }
        };
        let [deep, always] = &bucket.0;
        if matches(deep) {
            let old = deep.data.load(Relaxed);
            // Keep a deeper exact result of this search unless the new one is exact.
            if bound == Bound::Exact
                || depth + 2 >= data_depth(old)
                || data_generation(old) != generation
            {
                write(deep, keep_move(deep));
            }
            return;
        }
        if matches(always) {
            write(always, keep_move(always));
            return;
        }
        let old = deep.data.load(Relaxed);
        if old == 0 || depth >= data_depth(old) || data_generation(old) != generation {
            // Demote the old deep entry to the always-replace slot, then take its place.
            always.check.store(deep.check.load(Relaxed), Relaxed);
            always.data.store(old, Relaxed);
            write(deep, mv);
        } else {
            write(always, mv);
        }
    }

    /// Permille of sampled slots holding an entry of the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> usize {
        let generation = self.generation.load(Relaxed);
        let sample = self.buckets.len().min(500);
        let mut used = 0;
        for b in &self.buckets[..sample] {
            for s in &b.0 {
                let d = s.data.load(Relaxed);
                if d != 0 && data_generation(d) == generation {
                    used += 1;
                }
            }
        }
        used * 1000 / (2 * sample)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn store_and_probe_round_trip() {
        let tt = TranspositionTable::new(1);
        let key = 0xDEAD_BEEF_1234_5678;
        assert!(tt.probe(key).is_none());
        tt.store(key, Move(0x12345), -300, 17, 5, Bound::Lower);
        let e = tt.probe(key).unwrap();
        assert_eq!(
            (e.mv, e.score, e.eval, e.depth, e.bound),
            (Move(0x12345), -300, 17, 5, Bound::Lower)
        );
        // A null move keeps the stored one; a quiescence depth survives the offset.
        tt.store(key, Move::NULL, 40, -2, -3, Bound::Exact);
        let e = tt.probe(key).unwrap();
        assert_eq!(
            (e.mv, e.score, e.eval, e.depth, e.bound),
            (Move(0x12345), 40, -2, -3, Bound::Exact)
        );
        assert!(tt.probe(key ^ 1 << 40).is_none());
    }

    #[test]
    fn the_pv_bit_is_kept_apart_from_the_generation() {
        let tt = TranspositionTable::new(1);
        // Enough searches that the generation wraps: the pv bit must never read as one.
        for g in 0..70u64 {
            tt.new_search();
            let (key, pv) = (0x5555_0000_0000_0000 + (g << 20), g % 3 == 0);
            tt.store_pv(key, Move(9), -5, 3, 7, Bound::Upper, pv);
            let e = tt.probe(key).unwrap();
            assert_eq!(
                (e.mv, e.score, e.depth, e.bound, e.pv),
                (Move(9), -5, 7, Bound::Upper, pv)
            );
        }
        tt.store(1 << 30, Move(4), 0, 0, 1, Bound::Exact);
        assert!(!tt.probe(1 << 30).unwrap().pv);
        // An entry with the bit set still belongs to the current search.
        let fresh = TranspositionTable::new(1);
        fresh.store_pv(1, Move(2), 0, 0, 3, Bound::Exact, true);
        let slots = 2 * fresh.buckets.len().min(500);
        assert_eq!(fresh.hashfull(), 1000 / slots);
    }

    #[test]
    fn deep_entries_survive_shallow_traffic_and_age_out() {
        let tt = TranspositionTable::new(1);
        let n = tt.buckets.len() as u64;
        // Keys landing in bucket 0: the multiply-shift index of a key below 2^64 / n is 0.
        let step = u64::MAX / n / 64;
        let deep = 1 << 20;
        tt.store(deep, Move(7), 1, 0, 20, Bound::Exact);
        for i in 1..50 {
            tt.store(deep + i * step, Move(8), 1, 0, 1, Bound::Upper);
        }
        assert_eq!(tt.probe(deep).map(|e| e.depth), Some(20));
        tt.new_search();
        tt.store(deep + 99 * step, Move(9), 1, 0, 1, Bound::Upper);
        assert_eq!(tt.probe(deep + 99 * step).map(|e| e.mv), Some(Move(9)));
        assert!(tt.hashfull() <= 1000);
    }

    #[test]
    fn a_size_that_cannot_be_had_keeps_the_old_size() {
        let mut tt = TranspositionTable::new(1);
        tt.store(99, Move(5), 1, 0, 3, Bound::Exact);
        // An exbibyte: no machine has it, and the allocation fails cleanly.
        assert!(tt.try_resize(usize::MAX).is_err());
        let err = tt.try_resize(1 << 40).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot allocate a 1099511627776 MiB hash table: not enough memory"
        );
        // Freeing the old table did not make room either: it keeps its size, emptied.
        assert_eq!(tt.size_mib(), 1);
        assert_eq!(tt.probe(99), None);
        tt.store(99, Move(5), 1, 0, 3, Bound::Exact);
        tt.try_resize(2).unwrap();
        assert_eq!((tt.size_mib(), tt.probe(99)), (2, None));
    }

    #[test]
    fn clearing_empties_small_and_large_tables() {
        for mib in [1, CLEAR_BY_REALLOCATION_BYTES >> 20] {
            let mut tt = TranspositionTable::new(mib);
            let keys = [1u64, 1 << 63, u64::MAX, 0x1234_5678_9ABC_DEF0];
            for &k in &keys {
                tt.store(k, Move(3), 1, 0, 3, Bound::Exact);
            }
            assert!(keys.iter().all(|&k| tt.probe(k).is_some()));
            tt.clear();
            assert!(keys.iter().all(|&k| tt.probe(k).is_none()), "{mib} MiB");
            assert_eq!(tt.size_mib(), mib);
        }
    }

    #[test]
    fn shared_between_threads() {
        let tt = std::sync::Arc::new(TranspositionTable::new(1));
        std::thread::scope(|s| {
            for t in 0..2u64 {
                let tt = tt.clone();
                s.spawn(move || {
                    for i in 0..10_000u64 {
                        let key = (i * 2 + t).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                        tt.store(key, Move(i as u32 + 1), i as i16, 0, 3, Bound::Exact);
                        if let Some(e) = tt.probe(key) {
                            // Never a torn mix: the score belongs to the move.
                            assert_eq!(e.mv.raw() as i64 - 1, e.score as u16 as i64 & 0xFFFF);
                        }
                    }
                });
            }
        });
    }
}
