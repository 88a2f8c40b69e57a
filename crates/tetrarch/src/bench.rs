//! The bench positions: what `tetrarch bench` searches natively and the web page's speed
//! benchmark searches in WebAssembly, so both count the same nodes (their total is the search's
//! signature) and their speeds compare. Each game lists its own (`BuiltInGame::BENCH_POSITIONS`,
//! in `games/`), from openings to endgames, so a change to any game's evaluation or move
//! ordering shows in the signature; depths are chosen so each position costs about the same
//! (100k-250k nodes), about 1.4M nodes in all: a few seconds in a release build.

use crate::{Error, Game, Variant};

/// One bench position: a variant name, an optional position text, moves from it, the depth.
#[derive(Debug)]
pub struct BenchPosition {
    /// The variant's name, as `Registry` reads it.
    pub variant: &'static str,
    /// The position text; `None` is the variant's start.
    pub fen: Option<&'static str>,
    /// Moves played from it, space-separated.
    pub moves: &'static str,
    /// The fixed search depth.
    pub depth: u32,
}

impl BenchPosition {
    /// The position: the variant's start or `fen`, then `moves`.
    pub fn game(&self) -> Result<Game, Error> {
        let variant = Variant::parse(self.variant)?;
        let mut game = match self.fen {
            Some(text) => Game::from_text(variant, text)?,
            None => Game::new(variant),
        };
        for m in self.moves.split_whitespace() {
            game.play_text(m)?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn every_bench_position_loads_and_has_moves() {
        for p in crate::bench_positions() {
            let game = p.game().unwrap();
            assert!(!game.legal_moves().is_empty(), "{}", p.variant);
        }
    }
}
