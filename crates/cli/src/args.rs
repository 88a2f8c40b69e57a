//! Arguments several subcommands share: which game, which position, which moves.

use crate::CliError;
use clap::Args;
use std::path::PathBuf;
use tetrarch::{Engine, Game, Registry, Variant};

/// Parses `--variant` through the facade, so clap shows the facade's message (with the list
/// of known variants) and exits non-zero.
pub fn parse_variant(name: &str) -> Result<Variant, String> {
    Variant::parse(name).map_err(|e| e.to_string())
}

/// A position: a game, an optional position text and moves played from it.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game: chess, xiangqi, raumschach, gomoku15, gomoku20, gomoku15-renju, a shipped
    /// file variant (shatranj, courier, makruk, capablanca, grand, minixiangqi, cubic,
    /// tictactoe, ...) or a variant of a --variant-file.
    #[arg(long, short = 'v', default_value = "chess")]
    pub variant: String,

    /// A variants.ini file (Fairy-Stockfish's format, see docs/variants.md) whose variants
    /// --variant may name; its names win over the built-in games'. May be repeated.
    #[arg(long = "variant-file", value_name = "FILE")]
    pub variant_files: Vec<PathBuf>,

    /// The start position as FEN (or the game's position text); default: the game's start.
    #[arg(long)]
    pub fen: Option<String>,

    /// Moves to play from the position first, in the game's notation (SAN also for chess).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    pub moves: Vec<String>,
}

impl PositionArgs {
    /// The variant named by `--variant`, after loading every `--variant-file` (their warnings
    /// and unplayable sections go to stderr).
    pub fn variant(&self) -> Result<Variant, CliError> {
        let registry = load_variant_files(&self.variant_files)?;
        registry
            .parse(&self.variant)
            .map_err(|e| CliError(format!("--variant: {e}")))
    }

    /// The position these arguments describe, or an error naming the bad part.
    pub fn game(&self) -> Result<Game, CliError> {
        load_game(self.variant()?, self.fen.as_deref(), &self.moves)
    }
}

/// The registry with `files` loaded; each file's warnings and refused sections (which name
/// the file and line) are printed to stderr, an unreadable or malformed file is an error
/// naming it.
pub fn load_variant_files(files: &[PathBuf]) -> Result<Registry, CliError> {
    let mut registry = Registry::new();
    for file in files {
        let report = registry
            .load_file(file)
            .map_err(|e| CliError(format!("--variant-file: {e}")))?;
        for line in report.warnings.iter().chain(&report.errors) {
            eprintln!("{line}");
        }
    }
    Ok(registry)
}

/// Builds a game from its variant, an optional position text and moves to play.
pub fn load_game(variant: Variant, text: Option<&str>, moves: &[String]) -> Result<Game, CliError> {
    let mut game = match text {
        Some(text) => Game::from_text(variant, text)?,
        None => Game::new(variant),
    };
    for (i, text) in moves.iter().flat_map(|m| m.split_whitespace()).enumerate() {
        let m = game
            .parse_readable_move(text)
            .map_err(|e| CliError(format!("--moves, move {}: {e}", i + 1)))?;
        game.play(m)
            .map_err(|e| CliError(format!("--moves, move {}: {e}", i + 1)))?;
    }
    Ok(game)
}

/// The number of search threads to use when none is given: every core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// An engine with a `--hash` table of `mib` MiB, or the error when that memory cannot be had.
pub fn engine_with_hash(mib: u32) -> Result<Engine, CliError> {
    let mut engine = Engine::new(1);
    engine
        .searcher_mut()
        .set_hash_size(mib as usize)
        .map_err(|e| CliError(format!("--hash {mib}: {e}")))?;
    Ok(engine)
}
