//! Raumschach move generation: start-position perft (bulk-counted last ply, as for chess),
//! legal move generation, and make/unmake, on one thread.
//! `cargo bench -p tetrarch-benches --bench raumschach_movegen`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tetrarch_eval::Evaluate;
use tetrarch_movegen::{perft, MoveList, Notation, Position};
use tetrarch_raumschach::RaumschachPosition;

/// A middle-game position reached by play from the start (pins, checks and captures around).
const MIDDLE_GAME: &str =
    "4u/5/2q2/5/p4|5/3Q1/2B2/2P2/5|2r1b/2NR1/rPK2/5/5|5/2P2/1B3/1U3/5|4k/5/b4/5/q4 w - - 0 1";

fn perft_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("raumschach_perft");
    group.sample_size(10);
    for (depth, nodes) in [(3u32, 237_316u64), (4, 15_587_032)] {
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("start_depth_{depth}"), |b| {
            let mut pos = RaumschachPosition::start_position();
            b.iter(|| assert_eq!(perft(&mut pos, black_box(depth)), nodes));
        });
    }
    group.finish();
}

fn generation(c: &mut Criterion) {
    let start = RaumschachPosition::start_position();
    let middle = RaumschachPosition::from_text(MIDDLE_GAME).expect("valid FEN");
    let mut group = c.benchmark_group("raumschach_generation");
    for (name, pos) in [("start", &start), ("middle_game", &middle)] {
        group.bench_function(format!("generate_moves_{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(pos).generate_moves(&mut moves);
                moves.len()
            })
        });
        group.bench_function(format!("count_moves_{name}"), |b| {
            b.iter(|| black_box(pos).count_moves())
        });
        group.bench_function(format!("make_unmake_all_{name}"), |b| {
            let mut p = pos.clone();
            let mut moves = MoveList::new();
            p.generate_moves(&mut moves);
            b.iter(|| {
                for &m in &moves {
                    p.make_move(m);
                    p.unmake_move(m);
                }
            })
        });
        group.bench_function(format!("evaluate_{name}"), |b| {
            b.iter(|| black_box(pos).evaluate())
        });
    }
    group.finish();
}

criterion_group!(benches, perft_start, generation);
criterion_main!(benches);
