//! `tetrarch analyze`: a search with human-readable progress, then the best move.

use crate::args::PositionArgs;
use crate::out::outln;
use crate::report::{describe_move, format_info, format_score};
use crate::{CliError, CliResult};
use clap::Args;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tetrarch::{Limits, SearchControl};

/// Analysis time when no limit is given: long enough for a useful depth in every game, short
/// enough that the one-line demo command finishes promptly.
const DEFAULT_MOVETIME_MS: u64 = 5_000;

/// Search time per position when a PGN game is annotated with no limit given.
const DEFAULT_PGN_MOVETIME_MS: u64 = 1_000;

/// The deepest search `--depth` accepts; the search itself stops at its maximum ply.
pub const MAX_SEARCH_DEPTH: u32 = 100;

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    position: PositionArgs,

    /// Search to this depth (plies, 1 to 100).
    #[arg(long, short = 'd', group = "limit")]
    depth: Option<u32>,

    /// Search for this many milliseconds (default: 5000 when no limit is given).
    #[arg(long, group = "limit", value_name = "MS")]
    movetime: Option<u64>,

    /// Search until Enter is pressed (or input ends).
    #[arg(long, group = "limit")]
    infinite: bool,

    /// Search threads.
    #[arg(long, short = 't', default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: u16,

    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,

    /// Show this many best lines.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
    multipv: u16,

    /// Annotate a game of this PGN file instead: every position searched (default 1000 ms
    /// each), the game written back as PGN with `[%eval]` scores and the best move as a
    /// variation where it differs. The Variant tag (or --variant) names the game.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "moves", "infinite", "multipv"])]
    pgn: Option<PathBuf>,

    /// Which game of the --pgn file (from 1).
    #[arg(long = "game", value_name = "N", default_value_t = 1, requires = "pgn",
          value_parser = clap::value_parser!(u64).range(1..))]
    game_number: u64,
}

pub fn run(args: AnalyzeArgs) -> CliResult {
    if let Some(path) = &args.pgn {
        return annotate(&args, path);
    }
    let game = args.position.game()?;
    let mut limits = Limits::default();
    let limit_text = match (args.depth, args.movetime, args.infinite) {
        (Some(depth), _, _) => {
            check_depth(depth)?;
            limits.depth = Some(depth as i32);
            format!("to depth {depth}")
        }
        (_, Some(ms), _) => {
            limits.movetime = Some(Duration::from_millis(ms));
            format!("for {ms} ms")
        }
        (_, _, true) => {
            limits.infinite = true;
            "until Enter is pressed".to_string()
        }
        _ => {
            limits.movetime = Some(Duration::from_millis(DEFAULT_MOVETIME_MS));
            format!("for {DEFAULT_MOVETIME_MS} ms")
        }
    };

    outln!("{}", game.render());
    if let Some(outcome) = game.final_outcome() {
        outln!("game over: {}", game.describe_outcome(outcome));
        return Ok(());
    }
    if let Some(outcome) = game.outcome() {
        outln!(
            "the rules allow a claim here ({}); searching on",
            game.describe_outcome(outcome)
        );
    }
    outln!(
        "{}, {} to move; searching {limit_text} with {} thread{}",
        game.variant().name(),
        game.side_name(game.side_to_move()),
        args.threads,
        if args.threads == 1 { "" } else { "s" }
    );

    let mut engine = crate::args::engine_with_hash(args.hash)?;
    engine.searcher_mut().options_mut().threads = args.threads.into();
    engine.searcher_mut().options_mut().multipv = args.multipv.into();
    let control = Arc::new(SearchControl::new());
    if args.infinite {
        let control = Arc::clone(&control);
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = std::io::stdin().read_line(&mut line);
            control.stop();
        });
    }
    let result = engine.search(&game, &limits, &control, &mut |info| {
        outln!("{}", format_info(&game, info));
    });

    match result.best_move {
        Some(best) => {
            let mut line = format!(
                "best move: {}, score {}, depth {}",
                describe_move(&game, best),
                format_score(&game, result.score),
                result.depth
            );
            if let Some(ponder) = result.ponder_move {
                let reply = crate::report::people_line(&game, &[best, ponder]);
                if let Some(reply) = reply.get(1) {
                    line += &format!(", expected reply {reply}");
                }
            }
            outln!("{line}");
        }
        None => outln!("no move found"),
    }
    Ok(())
}

/// `--pgn FILE`: annotates the chosen game with a search of each position.
fn annotate(args: &AnalyzeArgs, path: &Path) -> CliResult {
    let registry = crate::args::load_variant_files(&args.position.variant_files)?;
    let default = registry
        .parse(&args.position.variant)
        .map_err(|e| CliError(format!("--variant: {e}")))?;
    let mut limits = Limits::default();
    match (args.depth, args.movetime) {
        (Some(depth), _) => {
            check_depth(depth)?;
            limits.depth = Some(depth as i32);
        }
        (_, ms) => {
            limits.movetime = Some(Duration::from_millis(ms.unwrap_or(DEFAULT_PGN_MOVETIME_MS)))
        }
    }
    let mut engine = crate::args::engine_with_hash(args.hash)?;
    engine.searcher_mut().options_mut().threads = args.threads.into();
    let number = usize::try_from(args.game_number).unwrap_or(usize::MAX);
    crate::annotate::run(path, number, &registry, &default, &mut engine, &limits)
}

/// Rejects search depths outside 1..=[`MAX_SEARCH_DEPTH`] with a clear message.
pub fn check_depth(depth: u32) -> Result<(), CliError> {
    if (1..=MAX_SEARCH_DEPTH).contains(&depth) {
        Ok(())
    } else {
        Err(tetrarch::Error::DepthOutOfRange {
            what: "search",
            depth: depth.into(),
            max: MAX_SEARCH_DEPTH,
        }
        .into())
    }
}
