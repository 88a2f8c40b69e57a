//! Chess move generation: listing and counting the legal moves of a few positions, and
//! perft (bulk-counted last ply) on the start position and Kiwipete, make/unmake, and the
//! static evaluation.
//!
//! `cargo bench -p tetrarch-benches --bench chess_movegen`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tetrarch_chess::ChessPosition;
use tetrarch_eval::Evaluate;
use tetrarch_movegen::{perft, MoveList, Notation, Position};

const POSITIONS: [(&str, &str); 4] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "promotions",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
];

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_generate");
    for (name, fen) in POSITIONS {
        let pos = ChessPosition::from_text(fen).unwrap();
        group.bench_function(format!("list/{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(&pos).generate_moves(&mut moves);
                moves.len()
            })
        });
        group.bench_function(format!("count/{name}"), |b| {
            b.iter(|| black_box(&pos).count_moves())
        });
        group.bench_function(format!("noisy/{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(&pos).generate_noisy(&mut moves);
                moves.len()
            })
        });
    }
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_perft");
    group.sample_size(10);
    for (name, fen, depth, nodes) in [
        ("start", POSITIONS[0].1, 5, 4_865_609u64),
        ("kiwipete", POSITIONS[1].1, 4, 4_085_603),
    ] {
        let mut pos = ChessPosition::from_text(fen).unwrap();
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/depth{depth}"), |b| {
            b.iter(|| {
                let n = perft(&mut pos, depth);
                assert_eq!(n, nodes);
                n
            })
        });
    }
    group.finish();
}

fn make_unmake(c: &mut Criterion) {
    let mut pos = ChessPosition::from_text(POSITIONS[1].1).unwrap();
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    c.bench_function("chess_make_unmake/kiwipete_all_moves", |b| {
        b.iter(|| {
            for &m in &moves {
                pos.make_move(m);
                pos.unmake_move(m);
            }
            pos.key()
        })
    });
}

fn evaluation(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_evaluate");
    for (name, fen) in POSITIONS {
        let pos = ChessPosition::from_text(fen).unwrap();
        group.bench_function(name, |b| b.iter(|| black_box(&pos).evaluate()));
    }
    group.finish();
}

criterion_group!(benches, generation, perft_bench, make_unmake, evaluation);
criterion_main!(benches);
