//! Gomoku: the cost of one placement and its take-back (the incremental pattern update of
//! four lines and the candidate box, plus renju forbidden points), move generation,
//! evaluation, and the VCF solver on the puzzle set.
//!
//! `cargo bench -p tetrarch-benches --bench gomoku_patterns`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tetrarch_eval::Evaluate;
use tetrarch_gomoku::{middle_game, solve_vcf, solve_vct, GomokuPosition, Rule, VCF_PUZZLES};
use tetrarch_movegen::{Move, MoveList, Notation, Position};

fn placement(c: &mut Criterion) {
    let mut group = c.benchmark_group("gomoku_place");
    for rule in [Rule::Freestyle, Rule::Renju] {
        let mut pos = middle_game(rule, 40);
        let mut moves = MoveList::new();
        pos.generate_search_moves(&mut moves);
        let moves: Vec<Move> = moves.into_iter().collect();
        group.bench_function(format!("make_unmake/{}", rule.name()), |b| {
            let mut i = 0;
            b.iter(|| {
                let m = moves[i % moves.len()];
                i += 1;
                pos.make_move(black_box(m));
                pos.unmake_move(m);
            })
        });
    }
    group.finish();
}

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("gomoku_generate");
    for rule in [Rule::Freestyle, Rule::Renju] {
        let pos = middle_game(rule, 40);
        let name = rule.name();
        group.bench_function(format!("legal/{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(&pos).generate_moves(&mut moves);
                moves.len()
            })
        });
        group.bench_function(format!("candidates/{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(&pos).generate_search_moves(&mut moves);
                moves.len()
            })
        });
        group.bench_function(format!("noisy/{name}"), |b| {
            b.iter(|| {
                let mut moves = MoveList::new();
                black_box(&pos).generate_noisy(&mut moves);
                moves.len()
            })
        });
        group.bench_function(format!("evaluate/{name}"), |b| {
            b.iter(|| black_box(&pos).evaluate())
        });
    }
    group.finish();
}

fn solvers(c: &mut Criterion) {
    let mut group = c.benchmark_group("gomoku_solve");
    group.sample_size(10);
    let mut puzzles: Vec<GomokuPosition> = VCF_PUZZLES
        .iter()
        .map(|p| GomokuPosition::from_text(p.0).unwrap())
        .collect();
    group.bench_function("vcf/puzzle_set", |b| {
        b.iter(|| {
            puzzles
                .iter_mut()
                .map(|p| solve_vcf(p, 1_000_000).map_or(0, |l| l.len()))
                .sum::<usize>()
        })
    });
    let mut double_three =
        GomokuPosition::from_text("15x15 freestyle b b:i6,i7,g8,h8 w:a1,a3,a5,a15").unwrap();
    group.bench_function("vct/double_three", |b| {
        b.iter(|| solve_vct(&mut double_three, 1_000_000).map_or(0, |l| l.len()))
    });
    group.finish();
}

criterion_group!(benches, placement, generation, solvers);
criterion_main!(benches);
