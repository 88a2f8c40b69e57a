//! UCI long algebraic moves (`e2e4`, `e7e8q`, castling as the king's two-square step, or
//! king-takes-rook as Chess960 GUIs send it) and the rendered board.

use crate::movegen::legal_moves;
use crate::position::ChessPosition;
use crate::types::{
    code_color, code_kind, from_sq, move_kind, parse_square, promotion_kind, square_name, to_sq,
    MoveKind, PieceKind, NO_PIECE,
};
use tetrarch_movegen::{Color, Move, MoveList, NotationError};

/// The UCI text of a move of this position.
pub fn format_uci(pos: &ChessPosition, m: Move) -> String {
    if m.is_null() {
        return "0000".to_string();
    }
    let (from, to) = (from_sq(m), to_sq(m));
    match move_kind(m) {
        MoveKind::Castling if !pos.chess960 => {
            let color = if from < 8 { Color::White } else { Color::Black };
            let (king_to, _) = ChessPosition::castling_targets(color, from, to);
            format!("{}{}", square_name(from), square_name(king_to))
        }
        MoveKind::Promotion => format!(
            "{}{}{}",
            square_name(from),
            square_name(to),
            promotion_kind(m).letter()
        ),
        _ => format!("{}{}", square_name(from), square_name(to)),
    }
}

/// Parses a UCI move and checks it is legal here; the error says which part is wrong.
pub fn parse_uci(pos: &ChessPosition, text: &str) -> Result<Move, NotationError> {
    let t = text.trim();
    let bad = |why: &str| NotationError::new(format!("bad move '{t}': {why}"));
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return Err(bad(
            "expected from-square, to-square and an optional promotion letter, like e2e4 or e7e8q",
        ));
    }
    let from = parse_square(&t[0..2]).ok_or_else(|| bad("the from-square is not a1..h8"))?;
    let to = parse_square(&t[2..4]).ok_or_else(|| bad("the to-square is not a1..h8"))?;
    let promotion = match t.as_bytes().get(4) {
        None => None,
        Some(&c) => match PieceKind::from_letter(c as char) {
            Some(
                k @ (PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook | PieceKind::Queen),
            ) => Some(k),
            _ => return Err(bad("the promotion letter must be one of n, b, r, q")),
        },
    };
    let code = pos.board[from];
    if code == NO_PIECE {
        return Err(NotationError::new(format!(
            "illegal move '{t}': no piece on {}",
            &t[0..2]
        )));
    }
    if code_color(code) != pos.side {
        return Err(NotationError::new(format!(
            "illegal move '{t}': the piece on {} belongs to the side not to move",
            &t[0..2]
        )));
    }
    let mut moves = MoveList::new();
    legal_moves(pos, &mut moves);
    let is_pawn = code_kind(code) == PieceKind::Pawn;
    let reaches_last_rank = to / 8 == 0 || to / 8 == 7;
    for &m in &moves {
        if from_sq(m) != from {
            continue;
        }
        let hit = match move_kind(m) {
            MoveKind::Castling => {
                let (king_to, _) = ChessPosition::castling_targets(pos.side, from, to_sq(m));
                // Two-square step (standard) or king-takes-rook (Chess960 GUIs).
                (to == to_sq(m) || (to == king_to && !pos.chess960 && king_to != from))
                    && promotion.is_none()
            }
            MoveKind::Promotion => to_sq(m) == to && promotion == Some(promotion_kind(m)),
            _ => to_sq(m) == to && promotion.is_none(),
        };
        if hit {
            return Ok(m);
        }
    }
    if is_pawn && reaches_last_rank && promotion.is_none() {
        return Err(NotationError::new(format!(
            "illegal move '{t}': a pawn reaching the last rank needs a promotion letter (q, r, b, n)"
        )));
    }
    if promotion.is_some() && !(is_pawn && reaches_last_rank) {
        return Err(NotationError::new(format!(
            "illegal move '{t}': only a pawn reaching the last rank promotes"
        )));
    }
    Err(NotationError::new(format!(
        "illegal move '{t}' in this position"
    )))
}

/// The board as a person reads it: rank 8 on top, `.` for empty squares, then the FEN.
pub fn render(pos: &ChessPosition) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..8 {
            let code = pos.board[rank * 8 + file];
            let c = if code == NO_PIECE {
                '.'
            } else {
                let l = code_kind(code).letter();
                if code_color(code) == Color::White {
                    l.to_ascii_uppercase()
                } else {
                    l
                }
            };
            out.push(' ');
            out.push(c);
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out.push_str(&format!("Fen: {}\n", crate::fen::write_fen(pos)));
    out.push_str(&format!("Key: {:016X}\n", pos.key));
    out
}
