//! One board operation in a loop on the bench's middle game (15x15, 40 stones), for
//! profilers (`valgrind --tool=callgrind`) and quick timings:
//! `make_unmake [freestyle|renju] [iterations] [make|legal|search|noisy] [stones]` (the
//! operations after `make`: `generate_moves`, `generate_search_moves`, `generate_noisy`;
//! `stones` 40 by default, black to move; 41 gives white's placements).

use std::hint::black_box;
use tetrarch_gomoku::{middle_game, Rule};
use tetrarch_movegen::{Move, MoveList, Position};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rule = match args.get(1).map(String::as_str) {
        Some("renju") => Rule::Renju,
        _ => Rule::Freestyle,
    };
    let n: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let op = args.get(3).map_or("make", String::as_str);
    let stones = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(40);
    let mut pos = middle_game(rule, stones);
    let mut list = MoveList::new();
    pos.generate_search_moves(&mut list);
    let moves: Vec<Move> = list.into_iter().collect();
    let t = std::time::Instant::now();
    let mut sink = 0;
    for i in 0..n {
        if op != "make" {
            let mut l = MoveList::new();
            let p = black_box(&pos);
            match op {
                "legal" => p.generate_moves(&mut l),
                "search" => p.generate_search_moves(&mut l),
                _ => p.generate_noisy(&mut l),
            }
            sink += l.len();
        } else {
            let m = moves[i % moves.len()];
            pos.make_move(black_box(m));
            pos.unmake_move(m);
        }
    }
    println!(
        "{} moves, {:.1} ns wall per call [{sink}]",
        moves.len(),
        t.elapsed().as_nanos() as f64 / n as f64
    );
}
