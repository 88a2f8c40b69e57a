//! `tetrarch perft`: leaf counts of the legal move tree, in Stockfish's `go perft` format.

use crate::args::{default_threads, PositionArgs};
use crate::out::outln;
use crate::report::format_rate;
use crate::{CliError, CliResult};
use clap::Args;
use std::time::Instant;

#[derive(Debug, Args)]
pub struct PerftArgs {
    #[command(flatten)]
    position: PositionArgs,

    /// Plies to count (1 to 15).
    #[arg(long, short = 'd')]
    depth: u32,

    /// Print one `move: count` line per root move.
    #[arg(long)]
    divide: bool,

    /// Worker threads; root moves are shared among them. Default: every core.
    #[arg(long, short = 't', value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: Option<u16>,
}

pub fn run(args: PerftArgs) -> CliResult {
    let game = args.position.game()?;
    let threads = args.threads.map_or_else(default_threads, usize::from);
    let started = Instant::now();
    let divide = if threads == 1 {
        game.perft_divide(args.depth, false)?
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| CliError(format!("cannot start {threads} threads: {e}")))?;
        pool.install(|| game.perft_divide(args.depth, true))?
    };
    let elapsed = started.elapsed();
    let nodes: u64 = divide.iter().map(|&(_, n)| n).sum();

    if args.divide {
        for &(m, n) in &divide {
            outln!("{}: {n}", game.format_move(m));
        }
        outln!();
    }
    outln!("Nodes searched: {nodes}");

    let seconds = elapsed.as_secs_f64();
    eprintln!("Time (ms): {:.1}", seconds * 1000.0);
    eprintln!(
        "Nodes/second: {} ({} nodes/s, {threads} thread{})",
        (nodes as f64 / seconds.max(1e-9)) as u64,
        format_rate(nodes, elapsed),
        if threads == 1 { "" } else { "s" }
    );
    Ok(())
}
