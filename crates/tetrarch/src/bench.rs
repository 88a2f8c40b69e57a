//! The bench positions: what `tetrarch bench` searches natively and the web page's speed
//! benchmark searches in WebAssembly, so both count the same nodes (their total is the search's
//! signature) and their speeds compare.

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

/// Positions of every game, from openings to endgames, so a change to any game's evaluation or
/// move ordering shows in the signature. Depths are chosen so each position costs about the
/// same (100k-250k nodes), about 1.4M nodes in all: a few seconds in a release build.
pub const BENCH_POSITIONS: &[BenchPosition] = &[
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
    use super::*;

    #[test]
    fn every_bench_position_loads_and_has_moves() {
        for p in BENCH_POSITIONS {
            let game = p.game().unwrap();
            assert!(!game.legal_moves().is_empty(), "{}", p.variant);
        }
    }
}
