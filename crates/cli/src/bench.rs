//! `tetrarch bench`: fixed positions of every game searched to a fixed depth, single-threaded,
//! with a fresh table each. The total node count is a signature of the search (it changes
//! exactly when the search's behaviour changes); the last line follows OpenBench:
//! `N nodes M nps`.

use crate::analyze::check_depth;
use crate::args::{load_game, parse_variant};
use crate::report::format_count;
use crate::CliResult;
use clap::Args;
use std::time::{Duration, Instant};
use tetrarch::{Engine, Limits, SearchControl};

/// One bench position: a variant name, an optional position text, moves from it, the depth.
struct BenchPosition {
    variant: &'static str,
    fen: Option<&'static str>,
    moves: &'static str,
    depth: u32,
}

/// Positions of every game, from openings to endgames, so a change to any game's evaluation or
/// move ordering shows in the signature. Depths are chosen so each position costs about the
/// same (100k-250k nodes), about 1.4M nodes in all: a few seconds in a release build.
const POSITIONS: &[BenchPosition] = &[
    BenchPosition {
        variant: "chess",
        fen: None,
        moves: "",
        depth: 14,
    },
    BenchPosition {
        variant: "chess",
        fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        moves: "",
        depth: 12,
    },
    BenchPosition {
        variant: "chess",
        fen: Some("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
        moves: "",
        depth: 13,
    },
    BenchPosition {
        variant: "chess",
        fen: Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        moves: "",
        depth: 18,
    },
    BenchPosition {
        variant: "xiangqi",
        fen: None,
        moves: "",
        depth: 12,
    },
    BenchPosition {
        variant: "xiangqi",
        fen: Some("rnbakab1r/9/8n/p1p1p1p1p/5P3/9/P1c3P1P/1C4C2/1c5R1/2BAKABNR w - - 2 9"),
        moves: "",
        depth: 13,
    },
    BenchPosition {
        variant: "raumschach",
        fen: None,
        moves: "",
        depth: 10,
    },
    BenchPosition {
        variant: "gomoku15",
        fen: None,
        moves: "h8 i9 h9 h10 i8 g8",
        depth: 12,
    },
    BenchPosition {
        variant: "gomoku15-renju",
        fen: None,
        moves: "h8 i9 j8 i8 i7",
        depth: 12,
    },
];

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Search every position to this depth instead of its own (1 to 100).
    #[arg(long, short = 'd')]
    depth: Option<u32>,

    /// Transposition table size in MiB (cleared before each position).
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,
}

pub fn run(args: BenchArgs) -> CliResult {
    if let Some(depth) = args.depth {
        check_depth(depth)?;
    }
    let mut engine = Engine::new(args.hash as usize);
    engine.searcher_mut().options_mut().threads = 1;
    let (mut total_nodes, mut total_time) = (0u64, Duration::ZERO);
    for (i, position) in POSITIONS.iter().enumerate() {
        let variant = parse_variant(position.variant)?;
        let moves: Vec<String> = position
            .moves
            .split_whitespace()
            .map(String::from)
            .collect();
        let game = load_game(variant, position.fen, &moves)?;
        let depth = args.depth.unwrap_or(position.depth);
        engine.searcher_mut().clear();
        let limits = Limits {
            depth: Some(depth as i32),
            ..Limits::default()
        };
        let control = SearchControl::new();
        let started = Instant::now();
        let result = engine.search(&game, &limits, &control, &mut |_| {});
        let elapsed = started.elapsed();
        total_nodes += result.nodes;
        total_time += elapsed;
        let best = result
            .best_move
            .map_or("-".into(), |m| game.readable_move(m));
        println!(
            "position {:>2}/{}: {:<15} depth {depth:>2}  best {best:<7} nodes {:>10}  ({} n/s)",
            i + 1,
            POSITIONS.len(),
            position.variant,
            result.nodes,
            format_count((result.nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64),
        );
    }
    let nps = (total_nodes as f64 / total_time.as_secs_f64().max(1e-9)) as u64;
    println!("===========================");
    println!("Total time (ms) : {}", total_time.as_millis());
    println!("Nodes searched  : {total_nodes}");
    println!("Nodes/second    : {nps}");
    println!("{total_nodes} nodes {nps} nps");
    Ok(())
}
