//! Move texts and the rendered board. Two coordinate notations:
//! - Fairy-Stockfish UCI: files a-i, ranks 1-10 (`h3e3`, `b10c8`), the [`Notation`] default;
//! - ICCS as UCCI uses it: files a-i, ranks 0-9, always four characters (`h2e2`).
//!
//! [`Notation`]: tetrarch_movegen::Notation

use crate::rules::SHAPE;
use crate::XiangqiPosition;
use tetrarch_geometry::{Coord, Square};
use tetrarch_movegen::{Color, Move, NotationError};

/// Splits a UCI move into its two square names: a file letter then rank digits, twice.
fn split_uci(text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    let second = (1..b.len()).find(|&i| b[i].is_ascii_alphabetic())?;
    Some((&text[..second], &text[second..]))
}

/// Parses an ICCS square (`h2`: file a-i, rank 0-9).
fn iccs_square(text: &[u8]) -> Option<Square> {
    let file = text[0].checked_sub(b'a')?;
    let rank = text[1].checked_sub(b'0')?;
    (file < 9 && rank < 10).then(|| SHAPE.square(Coord::new(file, rank, 0)))
}

impl XiangqiPosition {
    /// The legal move `from -> to`, or an error naming the text.
    fn legal_move(&self, from: Square, to: Square, text: &str) -> Result<Move, NotationError> {
        let m = Move::new(from, to, 0);
        if self.move_is_legal(m) {
            Ok(m)
        } else {
            Err(NotationError::new(format!("illegal move '{text}'")))
        }
    }

    /// Parses a Fairy-Stockfish UCI move (`h3e3`, `b10c8`) and checks it is legal.
    pub fn parse_uci(&self, text: &str) -> Result<Move, NotationError> {
        let malformed = || {
            NotationError::new(format!(
                "malformed move '{text}': expected two squares a1..i10, like h3e3 or b10c8"
            ))
        };
        let (a, b) = split_uci(text.trim()).ok_or_else(malformed)?;
        let from = SHAPE.parse_square(a).ok_or_else(malformed)?;
        let to = SHAPE.parse_square(b).ok_or_else(malformed)?;
        self.legal_move(from, to, text)
    }

    /// Writes a move in Fairy-Stockfish's UCI coordinates (ranks 1-10).
    pub fn format_uci(m: Move) -> String {
        format!(
            "{}{}",
            SHAPE.square_name(m.from()),
            SHAPE.square_name(m.to())
        )
    }

    /// Writes a move in ICCS (ranks 0-9, e.g. `h2e2`), as UCCI engines and GUIs use it.
    pub fn format_iccs(&self, m: Move) -> String {
        let name = |sq: Square| {
            let c = SHAPE.coord(sq);
            format!("{}{}", char::from(b'a' + c.file), c.rank)
        };
        format!("{}{}", name(m.from()), name(m.to()))
    }

    /// Parses an ICCS move (`h2e2`, either case) and checks it is legal.
    pub fn parse_iccs(&self, text: &str) -> Result<Move, NotationError> {
        let lower = text.trim().to_ascii_lowercase();
        let b = lower.as_bytes();
        let parsed = if b.len() == 4 {
            iccs_square(&b[..2]).zip(iccs_square(&b[2..]))
        } else {
            None
        };
        let (from, to) = parsed.ok_or_else(|| {
            NotationError::new(format!(
                "malformed ICCS move '{text}': expected four characters a0..i9, like h2e2"
            ))
        })?;
        self.legal_move(from, to, text)
    }

    /// The board as text: rank 10 at the top, Red upper case, the river marked, the FEN below.
    pub fn board_diagram(&self) -> String {
        let mut s = String::new();
        for rank in (0..10u8).rev() {
            s.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..9u8 {
                let sq = SHAPE.square(Coord::new(file, rank, 0));
                s.push(' ');
                s.push(self.piece_at(sq).map_or('.', |p| p.letter()));
            }
            s.push('\n');
            if rank == 5 {
                s.push_str("    ~~~~~ river ~~~~~\n");
            }
        }
        s.push_str("    a b c d e f g h i\n");
        let side = if self.side == Color::White {
            "Red"
        } else {
            "Black"
        };
        s.push_str(&format!("{side} to move\nFEN: {}\n", self.fen()));
        s
    }
}
