//! `tetrarch bench`: fixed positions of every game searched to a fixed depth, single-threaded,
//! with a fresh table each. The total node count is a signature of the search (it changes
//! exactly when the search's behaviour changes); the last line follows OpenBench:
//! `N nodes M nps`.

use crate::analyze::check_depth;
use crate::out::outln;
use crate::report::format_count;
use crate::CliResult;
use clap::Args;
use std::time::{Duration, Instant};
use tetrarch::{Limits, SearchControl, BENCH_POSITIONS as POSITIONS};

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
    let mut engine = crate::args::engine_with_hash(args.hash)?;
    engine.searcher_mut().options_mut().threads = 1;
    let (mut total_nodes, mut total_time) = (0u64, Duration::ZERO);
    for (i, position) in POSITIONS.iter().enumerate() {
        let game = position.game()?;
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
        outln!(
            "position {:>2}/{}: {:<15} depth {depth:>2}  best {best:<7} nodes {:>10}  ({} n/s)",
            i + 1,
            POSITIONS.len(),
            position.variant,
            result.nodes,
            format_count((result.nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64),
        );
    }
    let nps = (total_nodes as f64 / total_time.as_secs_f64().max(1e-9)) as u64;
    outln!("===========================");
    outln!("Total time (ms) : {}", total_time.as_millis());
    outln!("Nodes searched  : {total_nodes}");
    outln!("Nodes/second    : {nps}");
    outln!("{total_nodes} nodes {nps} nps");
    Ok(())
}
