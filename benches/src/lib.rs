//! Criterion benchmarks live in `benches/benches/`: `cargo bench -p tetrarch-benches`.
