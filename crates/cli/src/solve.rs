//! `tetrarch solve`: the gomoku threat-space solvers (VCF, VCT) from the command line.

use crate::args::{load_game, parse_variant};
use crate::out::outln;
use crate::{CliError, CliResult};
use clap::Args;
use std::time::Instant;
use tetrarch::{Game, Variant};

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The gomoku variant: gomoku15, gomoku20, gomoku15-renju, ...
    #[arg(long, short = 'v', value_parser = parse_variant, default_value = "gomoku15")]
    variant: Variant,

    /// The position in the gomoku position text (default: the empty board).
    #[arg(long)]
    position: Option<String>,

    /// Moves to play first (`h8 i9 ...`).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,

    /// Look for a victory by continuous threats (threes and fours), not only fours.
    #[arg(long)]
    vct: bool,

    /// Node budget of the solver.
    #[arg(long, default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
}

pub fn run(args: SolveArgs) -> CliResult {
    if Game::new(args.variant.clone()).as_gomoku().is_none() {
        return Err(CliError(format!(
            "solve works on gomoku variants only, not {}",
            args.variant.name()
        )));
    }
    let game = load_game(args.variant.clone(), args.position.as_deref(), &args.moves)?;
    let Some(position) = game.as_gomoku() else {
        return Err(CliError(format!("{} is not gomoku", game.variant().name())));
    };
    let mut position = position.clone();
    outln!("{}", game.render());
    let kind = if args.vct { "VCT" } else { "VCF" };
    if let Some(outcome) = game.outcome() {
        outln!("game over: {}", game.describe_outcome(outcome));
        return Ok(());
    }
    let started = Instant::now();
    let budget = args.nodes;
    let found = if args.vct {
        tetrarch::gomoku::solve_vct(&mut position, budget)
    } else {
        tetrarch::gomoku::solve_vcf(&mut position, budget)
    };
    let seconds = started.elapsed().as_secs_f64();
    let mover = game.side_name(game.side_to_move());
    match found {
        Some(line) => outln!(
            "{kind} for {mover} in {} moves: {} ({seconds:.2} s)",
            line.len().div_ceil(2),
            game.readable_line(&line).join(" ")
        ),
        None => outln!("no {kind} for {mover} within {budget} nodes ({seconds:.2} s)"),
    }
    Ok(())
}
