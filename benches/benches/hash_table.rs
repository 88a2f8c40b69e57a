//! The transposition table's allocation: a table in zeroed pages from the OS (what
//! `TranspositionTable` does, with one `unsafe` allocation) against writing the same number
//! of empty buckets, as the table was built before. The figure that justifies the `unsafe`
//! is in docs/reliability.md.
//!
//! `cargo bench -p tetrarch-benches --bench hash_table`

use core::sync::atomic::AtomicU64;
use criterion::{criterion_group, criterion_main, Criterion};
use tetrarch_hash::TranspositionTable;

/// A bucket as the table lays it out: four words, aligned to 32 bytes (two per cache line).
#[derive(Default)]
#[repr(align(32))]
struct Bucket(#[allow(dead_code)] [AtomicU64; 4]);

/// Table sizes measured, in MiB: the default and a tournament size.
const SIZES_MIB: [usize; 2] = [16, 1024];

fn allocation(c: &mut Criterion) {
    let mut group = c.benchmark_group("tt_allocate");
    group.sample_size(10);
    for mib in SIZES_MIB {
        group.bench_function(format!("zeroed_pages/{mib}MiB"), |b| {
            b.iter(|| TranspositionTable::try_new(mib).unwrap())
        });
        group.bench_function(format!("written_zeros/{mib}MiB"), |b| {
            b.iter(|| {
                let n = (mib << 20) / 32;
                let buckets: Box<[Bucket]> = (0..n).map(|_| Bucket::default()).collect();
                buckets
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("tt_clear");
    group.sample_size(10);
    for mib in SIZES_MIB {
        let mut tt = TranspositionTable::new(mib);
        group.bench_function(format!("{mib}MiB"), |b| b.iter(|| tt.clear()));
    }
    group.finish();
}

criterion_group!(benches, allocation);
criterion_main!(benches);
