//! The "3D FEN": levels E (top) to A separated by `|`, ranks 5 to 1 within a level separated
//! by `/`, files a to e, digits for empty cells; then side to move, `-` (no castling), `-` (no
//! en passant), halfmove clock, fullmove number.

use crate::position::RaumschachPosition;
use crate::rules::SHAPE;
use crate::{Piece, PieceKind};
use tetrarch_geometry::{Bitboard, Coord};
use tetrarch_movegen::{Color, NotationError};

/// The start position (Dickins' setup).
pub const START_FEN: &str =
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1";

const LEVELS: &[u8; 5] = b"ABCDE";

fn err(msg: String) -> NotationError {
    NotationError::new(msg)
}

/// Reads the board field into `pos`.
fn parse_board(pos: &mut RaumschachPosition, board: &str) -> Result<(), NotationError> {
    let levels: Vec<&str> = board.split('|').collect();
    if levels.len() != 5 {
        return Err(err(format!(
            "board field: expected 5 levels E|D|C|B|A separated by '|', found {}",
            levels.len()
        )));
    }
    for (li, level_text) in levels.iter().enumerate() {
        let level = 4 - li as u8;
        let level_name = LEVELS[level as usize] as char;
        let ranks: Vec<&str> = level_text.split('/').collect();
        if ranks.len() != 5 {
            return Err(err(format!(
                "board field, level {level_name}: expected 5 ranks separated by '/', found {}",
                ranks.len()
            )));
        }
        for (ri, rank_text) in ranks.iter().enumerate() {
            let rank = 4 - ri as u8;
            let place = format!("board field, level {level_name} rank {}", rank + 1);
            let mut file = 0u8;
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 || d > 5 {
                        return Err(err(format!("{place}: bad empty-cell count '{c}'")));
                    }
                    file += d as u8;
                } else if let Some(p) = Piece::from_letter(c) {
                    if file >= 5 {
                        return Err(err(format!("{place}: more than 5 cells")));
                    }
                    pos.put(SHAPE.square(Coord::new(file, rank, level)), p);
                    file += 1;
                } else {
                    return Err(err(format!(
                        "{place}: unknown piece '{c}' (expected one of KQRBNUP kqrbnup or 1-5)"
                    )));
                }
                if file > 5 {
                    return Err(err(format!("{place}: more than 5 cells")));
                }
            }
            if file != 5 {
                return Err(err(format!("{place}: {file} cells instead of 5")));
            }
        }
    }
    Ok(())
}

/// Checks what a legal position needs: one king each, no pawn on its promotion cells, the side
/// that just moved not in check.
fn validate(pos: &RaumschachPosition) -> Result<(), NotationError> {
    for color in Color::ALL {
        let name = if color == Color::White {
            "White"
        } else {
            "Black"
        };
        let kings = pos.pieces(color, PieceKind::King).count();
        if kings != 1 {
            return Err(err(format!(
                "board field: {name} has {kings} kings, exactly 1 needed"
            )));
        }
        let promo = crate::rules::PROMOTION_ZONES[color.index()];
        if let Some(sq) = (pos.pieces(color, PieceKind::Pawn) & promo).first() {
            return Err(err(format!(
                "board field: {name} pawn on its promotion cell {}",
                SHAPE.square_name(sq)
            )));
        }
    }
    if pos.opponent_king_attacked() {
        return Err(err(
            "side to move field: the side not to move is in check".to_string()
        ));
    }
    Ok(())
}

/// Parses a 3D FEN.
pub(crate) fn parse(text: &str) -> Result<RaumschachPosition, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(err("empty position text".to_string()));
    }
    if fields.len() > 6 {
        return Err(err(format!(
            "too many fields: {} (board, side, '-', '-', halfmove clock, fullmove number)",
            fields.len()
        )));
    }
    let mut pos = RaumschachPosition::empty();
    parse_board(&mut pos, fields[0])?;
    let side = match fields.get(1) {
        Some(&"w") => Color::White,
        Some(&"b") => Color::Black,
        Some(other) => {
            return Err(err(format!(
                "side to move field: '{other}' (expected 'w' or 'b')"
            )))
        }
        None => return Err(err("side to move field missing".to_string())),
    };
    pos.set_side(side);
    if let Some(&castling) = fields.get(2) {
        if castling != "-" {
            return Err(err(format!(
                "castling field: '{castling}' (Raumschach has no castling: '-')"
            )));
        }
    }
    if let Some(&ep) = fields.get(3) {
        if ep != "-" {
            return Err(err(format!(
                "en passant field: '{ep}' (Raumschach has no en passant: '-')"
            )));
        }
    }
    if let Some(&h) = fields.get(4) {
        pos.halfmove = h.parse().map_err(|_| {
            err(format!(
                "halfmove clock field: '{h}' is not a number from 0 to 65535"
            ))
        })?;
    }
    if let Some(&f) = fields.get(5) {
        pos.fullmove = match f.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(err(format!(
                    "fullmove number field: '{f}' is not a number of at least 1"
                )))
            }
        };
    }
    validate(&pos)?;
    Ok(pos)
}

/// Writes the 3D FEN that [`parse`] reads back.
pub(crate) fn format(pos: &RaumschachPosition) -> String {
    let mut out = String::with_capacity(96);
    for level in (0..5u8).rev() {
        if level != 4 {
            out.push('|');
        }
        for rank in (0..5u8).rev() {
            if rank != 4 {
                out.push('/');
            }
            let mut empty = 0;
            for file in 0..5u8 {
                match pos.piece_at(SHAPE.square(Coord::new(file, rank, level))) {
                    Some(p) => {
                        if empty > 0 {
                            out.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        out.push(p.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
            }
        }
    }
    let side = if pos.side == Color::White { 'w' } else { 'b' };
    out.push_str(&format!(" {side} - - {} {}", pos.halfmove, pos.fullmove));
    out
}
