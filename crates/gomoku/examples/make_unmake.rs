//! Make+unmake in a loop on the bench's middle game, for profilers (callgrind) and CPU
//! time: `make_unmake [freestyle|renju] [iterations]`.

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
    let mut pos = middle_game(rule, 40);
    let mut list = MoveList::new();
    pos.generate_search_moves(&mut list);
    let moves: Vec<Move> = list.into_iter().collect();
    let t = std::time::Instant::now();
    for i in 0..n {
        let m = moves[i % moves.len()];
        pos.make_move(std::hint::black_box(m));
        pos.unmake_move(m);
    }
    println!(
        "{} moves, {:.1} ns wall per make+unmake",
        moves.len(),
        t.elapsed().as_nanos() as f64 / n as f64
    );
}
