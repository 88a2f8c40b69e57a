//! The search: fixed-depth searches (single thread, cleared table and history before each)
//! on a few positions of every game. Throughput is in nodes, so criterion prints nodes per
//! second next to the time per search.
//!
//! `cargo bench -p tetrarch-benches --bench search`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tetrarch_chess::ChessPosition;
use tetrarch_eval::Evaluate;
use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Notation, Position};
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_search::{Limits, SearchControl, SearchInfo, Searcher};
use tetrarch_xiangqi::XiangqiPosition;

/// Nodes of one cleared fixed-depth search: also the throughput unit.
fn search_once<P: Position + Evaluate>(searcher: &mut Searcher, pos: &P, depth: i32) -> u64 {
    searcher.clear();
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    searcher
        .search(
            pos,
            &limits,
            &SearchControl::new(),
            &mut |_: &SearchInfo| {},
        )
        .nodes
}

fn bench_game<P: Position + Evaluate>(c: &mut Criterion, game: &str, cases: &[(&str, P, i32)]) {
    let mut group = c.benchmark_group(format!("search_{game}"));
    group.sample_size(10);
    let mut searcher = Searcher::new(16);
    for (name, pos, depth) in cases {
        let nodes = search_once(&mut searcher, pos, *depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/depth{depth}"), |b| {
            b.iter(|| search_once(&mut searcher, pos, *depth))
        });
    }
    group.finish();
}

fn chess(c: &mut Criterion) {
    let fen = |f: &str| ChessPosition::from_text(f).unwrap();
    bench_game(
        c,
        "chess",
        &[
            (
                "start",
                fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                9,
            ),
            (
                "kiwipete",
                fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                8,
            ),
            (
                "endgame",
                fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
                12,
            ),
        ],
    );
}

fn xiangqi(c: &mut Criterion) {
    let start = XiangqiPosition::start_position();
    bench_game(c, "xiangqi", &[("start", start, 7)]);
}

fn raumschach(c: &mut Criterion) {
    let start = RaumschachPosition::start_position();
    bench_game(c, "raumschach", &[("start", start, 4)]);
}

fn gomoku(c: &mut Criterion) {
    let mut pos = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
    for (x, y) in [(7, 7), (8, 8), (8, 6)] {
        let m = pos.move_at(x, y).unwrap();
        pos.make_move(m);
    }
    bench_game(c, "gomoku", &[("three stones", pos, 6)]);
}

criterion_group!(benches, chess, xiangqi, raumschach, gomoku);
criterion_main!(benches);
