//! The `tetrarch` binary: with no subcommand it serves a GUI over UCI, UCCI, XBoard or the
//! Gomocup protocol (detected from the first command); subcommands are for people.
//!
//! Invariants:
//! - Only this crate reads arguments, prints and names protocols; it reaches the games through
//!   the `tetrarch` facade only.
//! - Every bad input ends in a message naming what is wrong and a non-zero exit, never a panic.

mod analyze;
mod annotate;
mod args;
mod bench;
mod line_input;
mod out;
mod perft;
mod pgn;
mod play;
mod report;
mod solve;

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use tetrarch_cli::protocol;

/// tetrarch: one engine for chess, xiangqi, Raumschach and gomoku.
///
/// Without a subcommand, tetrarch speaks the protocol the first input line asks for: UCI
/// (`uci`), UCCI (`ucci`), XBoard (`xboard`) or Gomocup pbrain (`START 15`, `ABOUT`, ...).
#[derive(Debug, Parser)]
#[command(name = "tetrarch", version, about, long_about)]
struct Cli {
    /// Speak this protocol instead of detecting it from the first command
    /// (uci, ucci, xboard or cecp, pbrain or gomocup).
    #[arg(long, value_name = "NAME")]
    protocol: Option<String>,

    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count the leaves of the legal move tree (move generator check and speed).
    Perft(perft::PerftArgs),
    /// Search fixed positions of every game to a fixed depth: a signature of the search.
    Bench(bench::BenchArgs),
    /// Analyse a position, printing each finished depth, then the best move.
    Analyze(analyze::AnalyzeArgs),
    /// Play a game against the engine in the terminal.
    Play(play::PlayArgs),
    /// Look for a forced gomoku win by continuous fours (VCF) or threats (VCT).
    Solve(solve::SolveArgs),
}

/// A failed command: the message for people, printed as `error: ...`.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError(e.to_string())
    }
}

pub type CliResult = Result<(), CliError>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => protocol_mode(cli.protocol.as_deref()),
        Some(_) if cli.protocol.is_some() => Err(CliError(
            "--protocol selects the protocol mode and takes no subcommand".into(),
        )),
        Some(Command::Perft(a)) => perft::run(a),
        Some(Command::Bench(a)) => bench::run(a),
        Some(Command::Analyze(a)) => analyze::run(a),
        Some(Command::Play(a)) => play::run(a),
        Some(Command::Solve(a)) => solve::run(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Serves a GUI on stdin/stdout until it quits or closes the input.
fn protocol_mode(forced: Option<&str>) -> CliResult {
    Ok(protocol::run(forced)?)
}
