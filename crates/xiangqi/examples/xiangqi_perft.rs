//! Perft speed: `cargo run --release -p tetrarch-xiangqi --example xiangqi_perft -- DEPTH [FEN]`.
//! Prints the count, the time and the nodes per second (single thread).

use std::time::Instant;
use tetrarch_movegen::{perft, Notation};
use tetrarch_xiangqi::{XiangqiPosition, START_FEN};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = match args.first().map(|d| d.parse()) {
        Some(Ok(d)) => d,
        _ => {
            eprintln!("usage: xiangqi_perft DEPTH [FEN]");
            std::process::exit(2);
        }
    };
    let fen = args.get(1).map_or(START_FEN, |s| s.as_str());
    let mut pos = match XiangqiPosition::from_text(fen) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    let nodes = perft(&mut pos, depth);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "depth {depth} nodes {nodes} time {:.3} s nps {:.0}",
        secs,
        nodes as f64 / secs
    );
}
