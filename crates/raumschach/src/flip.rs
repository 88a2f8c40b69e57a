//! The colours exchanged (Stockfish's `flip` in three dimensions): Black's setup is White's
//! reflected through the centre cell (levels E-D for A-B, ranks 5-4 for 1-2, and the files
//! reversed: `BUQBU` on level B faces `ubqub` on level D), so the flip reflects every cell
//! through the centre, every piece changes side and the other side moves. Pawns, which move
//! forward and up, become pawns of the other side moving the same way.

use crate::fen;
use crate::position::RaumschachPosition;
use tetrarch_movegen::NotationError;

/// The 3D FEN of the colour-flipped position of `text` (as [`fen::format`] writes it).
pub fn flipped_fen(text: &str) -> String {
    let swap_case = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    text.split_whitespace()
        .enumerate()
        .map(|(i, field)| match (i, field) {
            (0, board) => board
                .split('|')
                .rev()
                .map(|level| {
                    let ranks: Vec<String> = level
                        .split('/')
                        .rev()
                        .map(|rank| rank.chars().rev().map(swap_case).collect())
                        .collect();
                    ranks.join("/")
                })
                .collect::<Vec<_>>()
                .join("|"),
            (1, "w") => "b".to_string(),
            (1, "b") => "w".to_string(),
            (_, other) => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl RaumschachPosition {
    /// This position with the colours exchanged (see the module doc); the move history is
    /// not carried over.
    pub fn color_flipped(&self) -> Result<RaumschachPosition, NotationError> {
        fen::parse(&flipped_fen(&fen::format(self)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_eval::Evaluate;
    use tetrarch_movegen::{Notation, Position};

    #[test]
    fn the_start_flips_onto_itself_with_black_to_move() {
        let flipped = flipped_fen(fen::START_FEN);
        assert_eq!(flipped, fen::START_FEN.replace(" w ", " b "));
    }

    #[test]
    fn flipping_twice_is_the_identity_and_the_evaluation_turns_over() {
        let mut p = RaumschachPosition::start_position();
        for text in ["Bb2Bb3", "Db4Db3"] {
            let m = p.parse_move(text).unwrap();
            p.make_move(m);
        }
        let f = p.color_flipped().unwrap();
        assert_eq!(f.color_flipped().unwrap().to_text(), p.to_text());
        assert_ne!(f.to_text(), p.to_text());
        assert_eq!(f.evaluate(), p.evaluate(), "{}", p.to_text());
    }
}
