//! Position and move texts: FEN (see [`crate::fen`]), moves as Fairy-Stockfish writes them in
//! UCI (`e2e4`, `a7a8q`, `f1i1` for Capablanca's castling, `a10a9` on ten ranks; `Bc2Cc3` on
//! 3D boards), and the board drawn for people.

use crate::fen;
use crate::position::*;
use crate::tables::Rules;
use std::sync::Arc;
use tetrarch_geometry::{Bitboard, Coord};
use tetrarch_movegen::{Color, Move, MoveList, NotationError};

impl<B: Bitboard> FairyPosition<B> {
    /// The variant's start position.
    pub fn start(rules: Arc<Rules<B>>) -> Result<Self, NotationError> {
        let fen = rules.spec.start_fen.clone();
        fen::parse(&rules, &fen).map_err(|e| {
            NotationError::new(format!(
                "the start position '{fen}' of {}: {e}",
                rules.spec.name
            ))
        })
    }

    /// Reads a FEN of the variant.
    pub fn from_fen(rules: Arc<Rules<B>>, text: &str) -> Result<Self, NotationError> {
        fen::parse(&rules, text)
    }

    /// The FEN that [`Self::from_fen`] reads back.
    pub fn to_text(&self) -> String {
        fen::format(self)
    }

    /// Writes `m` as Fairy-Stockfish's UCI does.
    pub fn format_move(&self, m: Move) -> String {
        let shape = self.rules.shape;
        let mut s = shape.square_name(m.from()) + &shape.square_name(m.to());
        let promo = (m.flags() & PROMOTION_MASK) as usize;
        if promo != 0 {
            s.push(self.rules.spec.pieces[promo - 1].letter);
        }
        s
    }

    /// Parses a legal move in the notation of [`Self::format_move`]; castling may also be
    /// written as the king taking its own rook (`e1h1`).
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let t = text.trim();
        let shape = self.rules.shape;
        let (from, rest) = split_square(shape.levels > 1, t).ok_or_else(|| syntax(t))?;
        let (to, promo) = split_square(shape.levels > 1, rest).ok_or_else(|| syntax(t))?;
        let (Some(from_sq), Some(to_sq)) = (shape.parse_square(from), shape.parse_square(to))
        else {
            return Err(NotationError::new(format!(
                "move '{t}': a square is off the board"
            )));
        };
        let promo_type = match promo {
            "" => None,
            p => {
                let c = p.chars().next().expect("non-empty");
                match self.rules.spec.piece_by_letter(c) {
                    Some(k) if p.len() == 1 => Some(k),
                    _ => {
                        return Err(NotationError::new(format!(
                            "move '{t}': '{p}' is not a piece letter of this variant"
                        )))
                    }
                }
            }
        };
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        let found = moves.iter().copied().find(|m| {
            let flags = m.flags();
            let p = (flags & PROMOTION_MASK) as usize;
            let same_promo = match promo_type {
                None => p == 0,
                Some(k) => p == k + 1,
            };
            if m.from() != from_sq || !same_promo {
                return false;
            }
            let kind = flags >> KIND_SHIFT;
            let castle = kind == KIND_CASTLE_KINGSIDE || kind == KIND_CASTLE_QUEENSIDE;
            m.to() == to_sq
                || (castle && {
                    let i = 2 * self.side.index() + (kind == KIND_CASTLE_QUEENSIDE) as usize;
                    self.castle_rooks[i] == to_sq
                })
        });
        found.ok_or_else(|| {
            if moves.is_empty() {
                NotationError::new(format!("move '{t}': no move is legal here"))
            } else {
                NotationError::new(format!("move '{t}' is not legal in this position"))
            }
        })
    }

    /// The board drawn for people, White at the bottom; 3D boards level by level, top first.
    pub fn render(&self) -> String {
        let shape = self.rules.shape;
        let mut out = String::new();
        for level in (0..shape.levels).rev() {
            if shape.levels > 1 {
                out.push_str(&format!("level {}\n", (b'A' + level) as char));
            }
            for rank in (0..shape.ranks).rev() {
                out.push_str(&format!("{:>3} ", rank + 1));
                for file in 0..shape.files {
                    let c = match self.piece_at(shape.square(Coord::new(file, rank, level))) {
                        None => '.',
                        Some((color, t)) => {
                            let l = self.rules.spec.pieces[t].letter;
                            if color == Color::White {
                                l.to_ascii_uppercase()
                            } else {
                                l
                            }
                        }
                    };
                    out.push(' ');
                    out.push(c);
                }
                out.push('\n');
            }
        }
        out.push_str("    ");
        for file in 0..shape.files {
            out.push(' ');
            out.push((b'a' + file) as char);
        }
        out.push('\n');
        out.push_str(&format!(
            "{} to move, FEN {}\n",
            if self.side == Color::White {
                "White"
            } else {
                "Black"
            },
            self.to_text()
        ));
        out
    }
}

fn syntax(t: &str) -> NotationError {
    NotationError::new(format!(
        "move '{t}': expected from-square, to-square and an optional promotion letter, as in e2e4, e7e8q or Bc2Cc3"
    ))
}

/// Splits a square name (`e10`, `Bc2`) off the front of `text`.
fn split_square(three_d: bool, text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    let mut i = 0;
    if three_d {
        if !b.first()?.is_ascii_uppercase() {
            return None;
        }
        i = 1;
    }
    if !b.get(i)?.is_ascii_lowercase() {
        return None;
    }
    i += 1;
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    Some(text.split_at(i + digits))
}
