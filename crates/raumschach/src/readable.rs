//! Moves for people: the piece letter before the coordinate form, as long algebraic notation
//! writes chess moves (`Ng1-f3`), so a reader of `UAb1Bc2` sees a unicorn move without
//! looking at the board. Protocols keep the bare coordinates (`Ab1Bc2`, [`Notation`]).
//!
//! The form (docs/raumschach.md#notation): the piece letter `K Q R B N U` (none for a pawn),
//! the from-cell, `x` before the to-cell on a capture, the to-cell, `=` and the promotion
//! piece, then `+` for check or `#` for mate: `UAb1Bc2`, `NAb1Ac3`, `Bc2Cc3` (a pawn),
//! `QAc1xDc4+`, `Db5Ea5=Q`.

use crate::position::RaumschachPosition;
use crate::rules::SHAPE;
use crate::PieceKind;
use tetrarch_movegen::{Move, MoveList, Notation, NotationError, Position};

/// The length of a cell name (`Ab1`: level, file, rank).
const CELL: usize = 3;

impl RaumschachPosition {
    /// `m` for people: `UAb1Bc2`, `QAc1xDc4+`, `Db5Ea5=Q` (see the module's text). `m` must be
    /// legal here.
    pub fn readable(&self, m: Move) -> String {
        let mut s = String::new();
        if let Some(piece) = self.piece_at(m.from()) {
            if piece.kind != PieceKind::Pawn {
                s.push(piece.kind.letter().to_ascii_uppercase());
            }
        }
        s.push_str(&SHAPE.square_name(m.from()));
        if self.piece_at(m.to()).is_some() {
            s.push('x');
        }
        s.push_str(&SHAPE.square_name(m.to()));
        if let Some(k) = PieceKind::from_index((m.flags() & 7) as u8) {
            s.push('=');
            s.push(k.letter().to_ascii_uppercase());
        }
        let mut after = self.clone();
        after.make_move(m);
        if after.in_check() {
            let mut replies = MoveList::new();
            after.legal_moves(&mut replies);
            s.push(if replies.is_empty() { '#' } else { '+' });
        }
        s
    }

    /// Reads a move as people write it: the form [`Self::readable`] writes, with `x`, `=`
    /// and the check marks optional, a lower-case promotion letter accepted, and the bare
    /// coordinate form. The piece letter, when given, must name the piece on the from-cell, and
    /// `x` must land on a piece; errors say which part is wrong.
    pub fn parse_readable(&self, text: &str) -> Result<Move, NotationError> {
        let whole = text.trim();
        let error = |why: String| NotationError::new(format!("move '{whole}': {why}"));
        if !whole.is_ascii() {
            return Err(error("not ASCII".into()));
        }
        let mut rest = whole.trim_end_matches(['+', '#', '!', '?']);
        // The promotion: `=Q`, or a letter after the to-cell (`q`, as the coordinate form).
        let mut promotion = None;
        if let Some(c) = rest.chars().last().filter(|c| c.is_ascii_alphabetic()) {
            let kind = PieceKind::from_letter(c)
                .filter(|k| PieceKind::PROMOTIONS.contains(k))
                .ok_or_else(|| {
                    error(format!(
                        "bad promotion piece '{c}' (expected Q, R, B, N or U)"
                    ))
                })?;
            promotion = Some(kind);
            rest = &rest[..rest.len() - 1];
            rest = rest.strip_suffix('=').unwrap_or(rest);
        } else if rest.ends_with('=') {
            return Err(error("'=' without a promotion piece".into()));
        }
        let shape_hint = "expected [piece letter] from-cell [x] to-cell, as in UAb1Bc2, \
                          QAc1xDc4 or Bc2Cc3 for a pawn";
        if rest.len() < 2 * CELL {
            return Err(error(shape_hint.into()));
        }
        let (rest, to) = rest.split_at(rest.len() - CELL);
        let (rest, capture) = match rest.strip_suffix(['x', 'X', '-']) {
            Some(r) => (r, rest.ends_with(['x', 'X'])),
            None => (rest, false),
        };
        if rest.len() < CELL {
            return Err(error(shape_hint.into()));
        }
        let (letter, from) = rest.split_at(rest.len() - CELL);
        let named = match letter {
            "" => None,
            l if l.len() == 1 => {
                let c = l.chars().next().expect("one letter");
                let kind = PieceKind::from_letter(c)
                    .filter(|_| c.is_ascii_uppercase())
                    .ok_or_else(|| {
                        error(format!(
                            "bad piece letter '{c}' (expected K, Q, R, B, N, U, or none for a pawn)"
                        ))
                    })?;
                Some(kind)
            }
            _ => return Err(error(shape_hint.into())),
        };
        let cell = |name: &str, what: &str| {
            SHAPE.parse_square(name).ok_or_else(|| {
                error(format!(
                    "bad {what} cell '{name}' (expected level A-E, file a-e, rank 1-5, as in Bc2)"
                ))
            })
        };
        let from_sq = cell(from, "from")?;
        let to_sq = cell(to, "to")?;
        let Some(piece) = self.piece_at(from_sq) else {
            return Err(error(format!("no piece on {from}")));
        };
        if let Some(kind) = named {
            if kind != piece.kind {
                return Err(error(format!(
                    "the piece on {from} is a {}, not a {} ({})",
                    kind_name(piece.kind),
                    kind_name(kind),
                    kind.letter().to_ascii_uppercase()
                )));
            }
        }
        if capture && self.piece_at(to_sq).is_none() {
            return Err(error(format!("'x' marks a capture, but {to} is empty")));
        }
        let mut coordinates = format!("{from}{to}");
        if let Some(kind) = promotion {
            coordinates.push(kind.letter());
        }
        // Legality and the promotion rules: the coordinate parser's, with its reason.
        self.parse_move(&coordinates).map_err(|e| {
            let reason = e.to_string();
            let reason = reason
                .strip_prefix(&format!("move '{coordinates}': "))
                .unwrap_or(&reason)
                .to_string();
            if reason.starts_with("illegal move") {
                error("illegal in this position".into())
            } else {
                error(reason)
            }
        })
    }
}

/// A piece kind's name in error messages.
fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "pawn",
        PieceKind::Knight => "knight",
        PieceKind::Bishop => "bishop",
        PieceKind::Unicorn => "unicorn",
        PieceKind::Rook => "rook",
        PieceKind::Queen => "queen",
        PieceKind::King => "king",
    }
}
