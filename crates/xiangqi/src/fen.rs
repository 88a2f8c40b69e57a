//! FEN exactly as Fairy-Stockfish writes xiangqi positions: ten ranks from rank 10 down,
//! Red upper case, side `w`/`b`, castling and en-passant fields always `-`, then the halfmove
//! clock and the move number. Every error names the field and what is wrong.

use crate::piece::NO_PIECE;
use crate::rules::{Zone, SHAPE};
use crate::{Piece, PieceKind, XiangqiPosition};
use tetrarch_geometry::{Bitboard, Coord};
use tetrarch_movegen::{Color, NotationError};

/// The start position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn err(msg: String) -> NotationError {
    NotationError::new(msg)
}

/// Parses the board field.
fn parse_board(pos: &mut XiangqiPosition, field: &str) -> Result<(), NotationError> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != 10 {
        return Err(err(format!(
            "FEN board: expected 10 ranks separated by '/', found {}",
            rows.len()
        )));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = 9 - i as u8;
        let mut file: u8 = 0;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 {
                    return Err(err(format!(
                        "FEN board: rank {} has an empty count 0",
                        rank + 1
                    )));
                }
                file += d as u8;
            } else if let Some(kind) = PieceKind::from_letter(ch) {
                if file >= 9 {
                    return Err(err(format!(
                        "FEN board: rank {} has more than 9 files",
                        rank + 1
                    )));
                }
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let sq = SHAPE.square(Coord::new(file, rank, 0));
                pos.put(Piece::new(color, kind).code(), sq);
                file += 1;
            } else {
                return Err(err(format!(
                    "FEN board: unknown piece letter '{ch}' on rank {} (expected k a b n r c p or a digit)",
                    rank + 1
                )));
            }
            if file > 9 {
                return Err(err(format!(
                    "FEN board: rank {} has more than 9 files",
                    rank + 1
                )));
            }
        }
        if file != 9 {
            return Err(err(format!(
                "FEN board: rank {} has {file} files, expected 9",
                rank + 1
            )));
        }
    }
    Ok(())
}

/// Checks piece counts and zones: one general each in its palace, advisors in the palace,
/// elephants on their own side of the river, the side not to move not in check.
fn validate(pos: &XiangqiPosition) -> Result<(), NotationError> {
    for color in Color::ALL {
        let side = if color == Color::White {
            "Red"
        } else {
            "Black"
        };
        let kings = pos.pieces(color, PieceKind::King);
        if kings.count() != 1 {
            return Err(err(format!(
                "FEN board: {side} must have exactly one general, found {}",
                kings.count()
            )));
        }
        for (kind, zone, place) in [
            (PieceKind::King, Zone::Palace, "its palace"),
            (PieceKind::Advisor, Zone::Palace, "its palace"),
            (PieceKind::Elephant, Zone::OwnHalf, "its side of the river"),
        ] {
            let outside = pos.pieces(color, kind) & !zone.squares(color);
            if let Some(sq) = outside.first() {
                return Err(err(format!(
                    "FEN board: {side} {} on {} is outside {place}",
                    kind.name(),
                    SHAPE.square_name(sq)
                )));
            }
        }
    }
    let them = pos.side.opponent();
    if pos.king_attacked(
        them,
        pos.king_square(them),
        pos.occupied(),
        pos.color_pieces(pos.side),
    ) {
        return Err(err(
            "FEN: the side not to move is in check (its general could be captured)".to_string(),
        ));
    }
    Ok(())
}

impl XiangqiPosition {
    /// Parses a FEN; the last four fields may be omitted (`- - 0 1` is assumed).
    pub fn from_fen(text: &str) -> Result<Self, NotationError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(err("FEN: empty text".to_string()));
        }
        if fields.len() > 6 {
            return Err(err(format!(
                "FEN: expected at most 6 fields, found {}",
                fields.len()
            )));
        }
        let mut pos = XiangqiPosition::empty();
        parse_board(&mut pos, fields[0])?;
        pos.side = match fields.get(1).copied().unwrap_or("w") {
            "w" | "r" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(err(format!(
                    "FEN side to move: expected 'w' or 'b', found '{other}'"
                )))
            }
        };
        for (i, name) in [(2, "castling"), (3, "en passant")] {
            if let Some(&f) = fields.get(i) {
                if f != "-" {
                    return Err(err(format!(
                        "FEN {name} field: xiangqi has none, expected '-', found '{f}'"
                    )));
                }
            }
        }
        if let Some(&f) = fields.get(4) {
            pos.halfmove = f.parse().map_err(|_| {
                err(format!(
                    "FEN halfmove clock: expected a number of plies, found '{f}'"
                ))
            })?;
        }
        if let Some(&f) = fields.get(5) {
            pos.fullmove = match f.parse() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(err(format!(
                        "FEN move number: expected a number from 1, found '{f}'"
                    )))
                }
            };
        }
        validate(&pos)?;
        pos.key = pos.recomputed_key();
        pos.refresh();
        Ok(pos)
    }

    /// The FEN, as Fairy-Stockfish writes it.
    pub fn fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..10u8).rev() {
            let mut empty = 0;
            for file in 0..9u8 {
                let code = self.board[SHAPE.square(Coord::new(file, rank, 0)).index()];
                if code == NO_PIECE {
                    empty += 1;
                } else {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(Piece::from_code(code).letter());
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let side = if self.side == Color::White { 'w' } else { 'b' };
        format!("{s} {side} - - {} {}", self.halfmove, self.fullmove)
    }
}
