//! Arguments several subcommands share: which game, which position, which moves.

use crate::CliError;
use clap::Args;
use tetrarch::{Engine, Game, Variant};

/// Parses `--variant` through the facade, so clap shows the facade's message (with the list
/// of known variants) and exits non-zero.
pub fn parse_variant(name: &str) -> Result<Variant, String> {
    Variant::parse(name).map_err(|e| e.to_string())
}

/// A position: a game, an optional position text and moves played from it.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game: chess, xiangqi, raumschach, gomoku15, gomoku20, gomoku15-renju, ...
    #[arg(long, short = 'v', value_parser = parse_variant, default_value = "chess")]
    pub variant: Variant,

    /// The start position as FEN (or the game's position text); default: the game's start.
    #[arg(long)]
    pub fen: Option<String>,

    /// Moves to play from the position first, in the game's notation (SAN also for chess).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    pub moves: Vec<String>,
}

impl PositionArgs {
    /// The position these arguments describe, or an error naming the bad part.
    pub fn game(&self) -> Result<Game, CliError> {
        load_game(self.variant, self.fen.as_deref(), &self.moves)
    }
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
