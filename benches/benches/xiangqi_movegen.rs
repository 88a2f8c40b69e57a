//! Xiangqi move generation: perft (bulk-counted last ply) from the start position and from a
//! middle-game position of the perft suite, legal generation alone, and the evaluation.
//! Fairy-Stockfish comparison figures (and how they were taken) are in docs/xiangqi.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tetrarch_eval::Evaluate;
use tetrarch_movegen::{perft, MoveList, Notation, Position};
use tetrarch_xiangqi::XiangqiPosition;

/// A middle game of the perft suite: checks, cannon screens, blocked legs.
const MIDDLE_GAME: &str = "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23";

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("xiangqi_perft");
    group.sample_size(10);
    for (name, fen, depth) in [
        ("start_d4", None, 4),
        ("middle_game_d3", Some(MIDDLE_GAME), 3),
    ] {
        let mut pos = match fen {
            Some(f) => XiangqiPosition::from_text(f).expect("valid FEN"),
            None => XiangqiPosition::start_position(),
        };
        let nodes = perft(&mut pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(|| perft(black_box(&mut pos), depth)));
    }
    group.finish();
}

fn bench_generation(c: &mut Criterion) {
    let pos = XiangqiPosition::from_text(MIDDLE_GAME).expect("valid FEN");
    c.bench_function("xiangqi_generate_moves", |b| {
        b.iter(|| {
            let mut list = MoveList::new();
            black_box(&pos).generate_moves(&mut list);
            list.len()
        })
    });
    c.bench_function("xiangqi_count_moves", |b| {
        b.iter(|| black_box(&pos).count_moves())
    });
    c.bench_function("xiangqi_evaluate", |b| {
        b.iter(|| black_box(&pos).evaluate())
    });
}

criterion_group!(benches, bench_perft, bench_generation);
criterion_main!(benches);
