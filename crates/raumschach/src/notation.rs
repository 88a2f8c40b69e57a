//! Position text, move text (`Bc2Cc3`, `Db4Ea5q`) and the board drawn as five levels side by
//! side.

use crate::fen::{self, START_FEN};
use crate::position::RaumschachPosition;
use crate::rules::SHAPE;
use crate::PieceKind;
use tetrarch_geometry::Coord;
use tetrarch_movegen::{Color, Move, MoveList, Notation, NotationError};

/// Reads a cell name from the start of `text`, naming `what` in the error.
fn parse_cell(
    text: &str,
    what: &str,
    whole: &str,
) -> Result<tetrarch_geometry::Square, NotationError> {
    SHAPE.parse_square(text).ok_or_else(|| {
        NotationError::new(format!(
            "move '{whole}': bad {what} cell '{text}' (expected level A-E, file a-e, rank 1-5, as in Bc2)"
        ))
    })
}

impl Notation for RaumschachPosition {
    fn start_position() -> Self {
        fen::parse(START_FEN).expect("the start position is valid")
    }

    fn from_text(text: &str) -> Result<Self, NotationError> {
        fen::parse(text)
    }

    fn to_text(&self) -> String {
        fen::format(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let t = text.trim();
        if !t.is_ascii() || !(6..=7).contains(&t.len()) {
            return Err(NotationError::new(format!(
                "move '{t}': expected from-cell, to-cell and an optional promotion letter, as in Bc2Cc3 or Db4Ea5q"
            )));
        }
        let from = parse_cell(&t[0..3], "from", t)?;
        let to = parse_cell(&t[3..6], "to", t)?;
        let promo = match t[6..].chars().next() {
            None => None,
            Some(c) => match PieceKind::from_letter(c) {
                Some(k) if c.is_ascii_lowercase() && PieceKind::PROMOTIONS.contains(&k) => Some(k),
                _ => {
                    return Err(NotationError::new(format!(
                        "move '{t}': bad promotion piece '{c}' (expected q, r, b, n or u)"
                    )))
                }
            },
        };
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        let flags = promo.map_or(0, |k| k as u16);
        if let Some(&m) = moves
            .iter()
            .find(|m| m.from() == from && m.to() == to && m.flags() == flags)
        {
            return Ok(m);
        }
        if promo.is_none() && moves.iter().any(|m| m.from() == from && m.to() == to) {
            return Err(NotationError::new(format!(
                "move '{t}': promotion piece missing (add q, r, b, n or u)"
            )));
        }
        Err(NotationError::new(format!("illegal move '{t}'")))
    }

    fn format_move(&self, m: Move) -> String {
        let mut s = SHAPE.square_name(m.from());
        s.push_str(&SHAPE.square_name(m.to()));
        if let Some(k) = PieceKind::from_index((m.flags() & 7) as u8) {
            s.push(k.letter());
        }
        s
    }

    fn render(&self) -> String {
        let mut out = String::new();
        out.push_str("   ");
        for level in (0..5u8).rev() {
            out.push_str(&format!(
                "{:<12}",
                format!("level {}", (b'A' + level) as char)
            ));
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
        for rank in (0..5u8).rev() {
            out.push_str(&format!("{}  ", rank + 1));
            for level in (0..5u8).rev() {
                for file in 0..5u8 {
                    let c = self
                        .piece_at(SHAPE.square(Coord::new(file, rank, level)))
                        .map_or('.', |p| p.letter());
                    out.push(c);
                    out.push(' ');
                }
                out.push_str("  ");
            }
            out.truncate(out.trim_end().len());
            out.push('\n');
        }
        out.push_str("   ");
        out.push_str(&["a b c d e"; 5].join("   "));
        out.push('\n');
        let side = if self.side == Color::White {
            "White"
        } else {
            "Black"
        };
        out.push_str(&format!("{side} to move\nFEN: {}\n", self.to_text()));
        out.push_str(&format!("Key: {:016X}\n", self.key));
        out
    }
}
