//! The colours exchanged (Stockfish's `flip`): the board mirrored top to bottom with every
//! piece changing side, the other side to move, castling rights and the en-passant square
//! mirrored with it. A symmetric evaluation gives a position and its flip opposite scores.

use crate::fen::{read_fen, write_fen};
use crate::position::ChessPosition;
use tetrarch_movegen::NotationError;

/// The FEN of the colour-flipped position of `fen`, a FEN as [`write_fen`] writes it
/// (X-FEN `KQkq` or Shredder-FEN file letters for castling).
pub fn flipped_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let mut out: Vec<String> = Vec::with_capacity(fields.len());
    for (i, field) in fields.iter().enumerate() {
        out.push(match i {
            0 => field
                .split('/')
                .rev()
                .map(swap_case)
                .collect::<Vec<_>>()
                .join("/"),
            1 => match *field {
                "w" => "b".into(),
                "b" => "w".into(),
                other => other.into(),
            },
            // White's rights first, as FEN writes them.
            2 if *field != "-" => {
                let swapped = swap_case(field);
                let (upper, lower): (String, String) =
                    swapped.chars().partition(char::is_ascii_uppercase);
                upper + &lower
            }
            3 => field
                .chars()
                .map(|c| match c {
                    '3' => '6',
                    '6' => '3',
                    other => other,
                })
                .collect(),
            _ => field.to_string(),
        });
    }
    out.join(" ")
}

fn swap_case(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

impl ChessPosition {
    /// This position with the colours exchanged (see the module doc). The move history is
    /// not carried over, as in Stockfish.
    pub fn color_flipped(&self) -> Result<ChessPosition, NotationError> {
        read_fen(&flipped_fen(&write_fen(self)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    #[test]
    fn flip_mirrors_board_side_castling_and_en_passant() {
        assert_eq!(
            flipped_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2"
        );
        assert_eq!(
            flipped_fen("r3k2r/8/8/8/8/8/8/4K2R w Kq - 3 9"),
            "4k2r/8/8/8/8/8/8/R3K2R b Qk - 3 9"
        );
        assert_eq!(
            flipped_fen("1r2k1r1/8/8/8/8/8/8/2R1K3 b Cbg - 0 1"),
            "2r1k3/8/8/8/8/8/8/1R2K1R1 w BGc - 0 1"
        );
    }

    #[test]
    fn flipping_twice_is_the_identity_and_the_evaluation_turns_over() {
        for fen in [
            crate::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let p = ChessPosition::from_text(fen).unwrap();
            let f = p.color_flipped().unwrap();
            assert_eq!(f.color_flipped().unwrap().to_text(), fen);
            assert_eq!(f.evaluate_white(), -p.evaluate_white(), "{fen}");
        }
    }
}
