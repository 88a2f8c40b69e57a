//! Forsyth-Edwards Notation: reading (with X-FEN and Shredder-FEN castling letters) and
//! writing. Every refusal names the field and what is wrong; nothing panics on bad input.

use crate::attacks::between;
use crate::position::{ChessPosition, NO_SQUARE};
use crate::types::{
    code_color, code_kind, file_of, parse_square, piece_code, rank_of, square_name, PieceKind,
    NO_PIECE,
};
use crate::CastlingRights;
use tetrarch_movegen::{Color, NotationError};

/// The standard start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn err(field: usize, name: &str, problem: impl core::fmt::Display) -> NotationError {
    NotationError::new(format!("FEN field {field} ({name}): {problem}"))
}

/// Parses a FEN. The clocks (fields 5 and 6) may be left out and default to `0 1`.
pub fn read_fen(text: &str) -> Result<ChessPosition, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(NotationError::new("FEN is empty"));
    }
    if fields.len() < 4 {
        return Err(NotationError::new(format!(
            "FEN has {} fields; expected 6 (placement, side, castling, en passant, halfmove, fullmove)",
            fields.len()
        )));
    }
    if fields.len() > 6 {
        return Err(NotationError::new(format!(
            "FEN has {} fields; expected 6, unexpected '{}'",
            fields.len(),
            fields[6]
        )));
    }
    let mut pos = ChessPosition::empty();
    read_placement(&mut pos, fields[0])?;
    pos.side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => {
            return Err(err(
                2,
                "side to move",
                format!("'{other}' is not 'w' or 'b'"),
            ))
        }
    };
    read_castling(&mut pos, fields[2])?;
    read_en_passant(&mut pos, fields[3])?;
    if let Some(t) = fields.get(4) {
        pos.halfmove = t.parse::<u16>().map_err(|_| {
            err(
                5,
                "halfmove clock",
                format!("'{t}' is not a number from 0 to 65535"),
            )
        })?;
    }
    if let Some(t) = fields.get(5) {
        let n = t.parse::<u16>().map_err(|_| {
            err(
                6,
                "fullmove number",
                format!("'{t}' is not a number from 1 to 65535"),
            )
        })?;
        pos.fullmove = n.max(1);
    }
    let them = pos.side.opponent();
    let their_king = pos.king_square(them);
    if pos.is_attacked(their_king, pos.side, pos.occupied()) {
        return Err(NotationError::new(format!(
            "illegal position: the side not to move ({}) is in check",
            if them == Color::White {
                "White"
            } else {
                "Black"
            }
        )));
    }
    pos.refresh_derived();
    Ok(pos)
}

fn read_placement(pos: &mut ChessPosition, text: &str) -> Result<(), NotationError> {
    const NAME: &str = "piece placement";
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(
            1,
            NAME,
            format!("has {} ranks separated by '/', expected 8", ranks.len()),
        ));
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(err(
                        1,
                        NAME,
                        format!("rank {} has the bad count '{c}'", rank + 1),
                    ));
                }
                file += d as usize;
            } else if let Some(kind) = PieceKind::from_letter(c) {
                if file >= 8 {
                    return Err(err(
                        1,
                        NAME,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if kind == PieceKind::Pawn && (rank == 0 || rank == 7) {
                    return Err(err(1, NAME, format!("a pawn stands on rank {}", rank + 1)));
                }
                pos.place(piece_code(color, kind), rank * 8 + file);
                file += 1;
            } else {
                return Err(err(
                    1,
                    NAME,
                    format!("'{c}' is not a piece letter or digit"),
                ));
            }
            if file > 8 {
                return Err(err(
                    1,
                    NAME,
                    format!("rank {} has more than 8 squares", rank + 1),
                ));
            }
        }
        if file != 8 {
            return Err(err(
                1,
                NAME,
                format!("rank {} has {file} squares, expected 8", rank + 1),
            ));
        }
    }
    for color in Color::ALL {
        let n = pos.pieces(color, PieceKind::King).count_ones();
        if n != 1 {
            let who = if color == Color::White {
                "White"
            } else {
                "Black"
            };
            return Err(err(1, NAME, format!("{who} has {n} kings, expected 1")));
        }
    }
    Ok(())
}

fn read_castling(pos: &mut ChessPosition, text: &str) -> Result<(), NotationError> {
    const NAME: &str = "castling";
    if text == "-" {
        return Ok(());
    }
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = if color == Color::White { 0 } else { 56 };
        let ksq = pos.king_square(color);
        if rank_of(ksq) != back / 8 {
            return Err(err(
                3,
                NAME,
                format!("'{c}' but the king is not on its first rank"),
            ));
        }
        let rook_code = piece_code(color, PieceKind::Rook);
        let is_rook = |sq: usize| pos.board[sq] == rook_code;
        let rook_sq = match c.to_ascii_lowercase() {
            // X-FEN: the outermost rook on that wing.
            'k' => (file_of(ksq) + 1..8)
                .rev()
                .map(|f| back + f)
                .find(|&s| is_rook(s)),
            'q' => (0..file_of(ksq)).map(|f| back + f).find(|&s| is_rook(s)),
            f @ 'a'..='h' => {
                let s = back + (f as u8 - b'a') as usize;
                is_rook(s).then_some(s)
            }
            _ => {
                return Err(err(
                    3,
                    NAME,
                    format!("'{c}' is not K, Q, k, q, a file letter or '-'"),
                ))
            }
        };
        let Some(rook_sq) = rook_sq else {
            return Err(err(3, NAME, format!("'{c}' but no rook stands there")));
        };
        if rook_sq == ksq {
            return Err(err(3, NAME, format!("'{c}' names the king's own file")));
        }
        let wing = usize::from(rook_sq < ksq);
        let index = 2 * color.index() + wing;
        let bit = CastlingRights::from_index(index);
        if pos.castling.intersects(bit) {
            return Err(err(3, NAME, format!("'{c}' repeats a right already given")));
        }
        pos.castling |= bit;
        pos.castle_rook[index] = rook_sq as u8;
        let (king_to, rook_to) = ChessPosition::castling_targets(color, ksq, rook_sq);
        let king_path = between(ksq, king_to) | 1u64 << king_to;
        let movers = 1u64 << ksq | 1u64 << rook_sq;
        let empty = (king_path | between(rook_sq, rook_to) | 1u64 << rook_to) & !movers;
        pos.castle_path[index] = (empty, king_path);
        let both = if color == Color::White {
            CastlingRights::WHITE_SHORT | CastlingRights::WHITE_LONG
        } else {
            CastlingRights::BLACK_SHORT | CastlingRights::BLACK_LONG
        };
        pos.castle_mask[ksq] &= !both;
        pos.castle_mask[rook_sq] &= !bit;
        // Shredder letters or unusual squares mean a Chess960 game: castling is then
        // written king-takes-rook and the FEN keeps file letters.
        let shredder = !matches!(c, 'K' | 'Q' | 'k' | 'q');
        if shredder || file_of(ksq) != 4 || !(rook_sq % 8 == 0 || rook_sq % 8 == 7) {
            pos.chess960 = true;
        }
    }
    Ok(())
}

fn read_en_passant(pos: &mut ChessPosition, text: &str) -> Result<(), NotationError> {
    const NAME: &str = "en passant";
    if text == "-" {
        return Ok(());
    }
    let Some(sq) = parse_square(text) else {
        return Err(err(4, NAME, format!("'{text}' is not a square or '-'")));
    };
    let us = pos.side;
    let expected_rank = if us == Color::White { 5 } else { 2 };
    if rank_of(sq) != expected_rank {
        return Err(err(
            4,
            NAME,
            format!(
                "{text} is not on rank {} for this side to move",
                expected_rank + 1
            ),
        ));
    }
    let pawn_sq = if us == Color::White { sq - 8 } else { sq + 8 };
    let their_pawn = piece_code(us.opponent(), PieceKind::Pawn);
    let origin = if us == Color::White { sq + 8 } else { sq - 8 };
    if pos.board[pawn_sq] != their_pawn
        || pos.board[sq] != NO_PIECE
        || pos.board[origin] != NO_PIECE
    {
        return Err(err(
            4,
            NAME,
            format!("{text} but no pawn just made a double step past it"),
        ));
    }
    // Kept only when a pawn could capture there, so equal positions get equal keys.
    if crate::attacks::PAWN_ATTACKS[us.opponent().index()][sq] & pos.pieces(us, PieceKind::Pawn)
        != 0
    {
        pos.en_passant = sq as u8;
    }
    Ok(())
}

/// Writes the six-field FEN of a position.
pub fn write_fen(pos: &ChessPosition) -> String {
    let mut out = String::with_capacity(90);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let code = pos.board[rank * 8 + file];
            if code == NO_PIECE {
                empty += 1;
                continue;
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
                empty = 0;
            }
            let c = code_kind(code).letter();
            out.push(if code_color(code) == Color::White {
                c.to_ascii_uppercase()
            } else {
                c
            });
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(if pos.side == Color::White {
        " w "
    } else {
        " b "
    });
    if pos.castling.is_empty() {
        out.push('-');
    } else {
        for (index, letter) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
            if !pos.castling.has_index(index) {
                continue;
            }
            if pos.chess960 {
                let file = (b'a' + file_of(pos.castle_rook[index] as usize) as u8) as char;
                out.push(if index < 2 {
                    file.to_ascii_uppercase()
                } else {
                    file
                });
            } else {
                out.push(letter);
            }
        }
    }
    out.push(' ');
    if pos.en_passant == NO_SQUARE {
        out.push('-');
    } else {
        out.push_str(&square_name(pos.en_passant as usize));
    }
    out.push_str(&format!(" {} {}", pos.halfmove, pos.fullmove));
    out
}
