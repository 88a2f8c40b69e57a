//! `tetrarch bench`: fixed positions of every game searched to a fixed depth, single-threaded,
//! with a fresh table each (the run itself is [`tetrarch_cli::signature`], which UCI `bench`
//! shares). The total node count is a signature of the search
//! (it changes exactly when the search's behaviour changes); the summary is Stockfish's
//! (`Nodes searched  : N`, `Nodes/second    : N`) and the last line follows OpenBench:
//! `N nodes M nps`.

use crate::analyze::check_depth;
use crate::out::outln;
use crate::CliResult;
use clap::Args;
use tetrarch::SearchControl;
use tetrarch_cli::signature::search_positions;

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
    let control = SearchControl::new();
    search_positions(&mut engine, args.depth, &control, &mut |line| {
        outln!("{line}")
    })?;
    Ok(())
}
