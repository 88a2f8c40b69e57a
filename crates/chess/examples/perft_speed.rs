//! Single-threaded perft speed: `cargo run --release -p tetrarch-chess --example perft_speed
//! [-- FEN DEPTH]`. Without arguments it runs the start position to depth 6 and Kiwipete to
//! depth 5 (the figures compared with Stockfish's `go perft` in `docs/chess.md`).

use std::time::Instant;
use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{perft, Notation};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cases: Vec<(String, u32)> = if args.len() == 2 {
        let depth = args[1].parse().unwrap_or_else(|_| {
            eprintln!("depth '{}' is not a number", args[1]);
            std::process::exit(2)
        });
        vec![(args[0].clone(), depth)]
    } else {
        vec![
            (tetrarch_chess::START_FEN.to_string(), 6),
            (KIWIPETE.to_string(), 5),
        ]
    };
    for (fen, depth) in cases {
        let mut pos = match ChessPosition::from_text(&fen) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2)
            }
        };
        let start = Instant::now();
        let nodes = perft(&mut pos, depth);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{fen} depth {depth}: {nodes} nodes in {secs:.3} s = {:.1} Mnps",
            nodes as f64 / secs / 1e6
        );
    }
}
