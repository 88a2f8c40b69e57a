//! The colours exchanged (Stockfish's `flip`, as Pikafish has it for xiangqi): the board
//! mirrored top to bottom with every piece changing side and the other side to move. The
//! palaces, rivers and elephant squares mirror onto each other, so the flip of a legal
//! position is legal, and a symmetric evaluation gives the two opposite scores.

use crate::XiangqiPosition;
use tetrarch_movegen::NotationError;

/// The FEN of the colour-flipped position of `fen` (ten ranks, `w`/`b`, the rest kept).
pub fn flipped_fen(fen: &str) -> String {
    let swap_case = |text: &str| -> String {
        text.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    fen.split_whitespace()
        .enumerate()
        .map(|(i, field)| match (i, field) {
            (0, board) => board
                .split('/')
                .rev()
                .map(swap_case)
                .collect::<Vec<_>>()
                .join("/"),
            (1, "w" | "r") => "b".to_string(),
            (1, "b") => "w".to_string(),
            (_, other) => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl XiangqiPosition {
    /// This position with the colours exchanged (see the module doc); the move history is
    /// not carried over.
    pub fn color_flipped(&self) -> Result<XiangqiPosition, NotationError> {
        XiangqiPosition::from_fen(&flipped_fen(&self.fen()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flip_mirrors_the_board_and_the_side() {
        assert_eq!(
            flipped_fen("3ak4/4a4/4b4/9/2p6/9/9/4B4/4A4/3AK4 w - - 0 40"),
            "3ak4/4a4/4b4/9/9/2P6/9/4B4/4A4/3AK4 b - - 0 40"
        );
    }

    #[test]
    fn flipping_twice_is_the_identity_and_the_evaluation_turns_over() {
        for fen in [
            crate::START_FEN,
            "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23",
            "2bak2nr/4a4/nC5rP/p1p3pc1/2b3C2/4p1Bc1/P1P1P1P2/R3R3B/4A4/1N1A1K1N1 b - - 24 31",
        ] {
            let p = XiangqiPosition::from_fen(fen).unwrap();
            let f = p.color_flipped().unwrap();
            assert_eq!(f.color_flipped().unwrap().fen(), fen);
            assert_eq!(f.evaluate_white(), -p.evaluate_white(), "{fen}");
        }
    }
}
