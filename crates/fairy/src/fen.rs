//! FEN for any board of the variant: ranks from the top separated by `/`, multi-digit runs of
//! empty squares (`10`), and on 3D boards levels from the top separated by `|` (the
//! Raumschach crate's format); then side, castling (`KQkq` or file letters), en passant,
//! halfmove clock and fullmove number.

use crate::position::{FairyPosition, NO_SQUARE};
use crate::tables::Rules;
use std::sync::Arc;
use tetrarch_geometry::{Bitboard, Coord, Square};
use tetrarch_movegen::{Color, NotationError, StepKind, StepMode};

fn err(msg: impl Into<String>) -> NotationError {
    NotationError::new(msg.into())
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Reads the board field.
fn parse_board<B: Bitboard>(pos: &mut FairyPosition<B>, board: &str) -> Result<(), NotationError> {
    let shape = pos.rules.shape;
    let levels: Vec<&str> = if shape.levels > 1 {
        board.split('|').collect()
    } else {
        vec![board]
    };
    if levels.len() != shape.levels as usize {
        return Err(err(format!(
            "board field: expected {} levels separated by '|', found {}",
            shape.levels,
            levels.len()
        )));
    }
    if board.contains('[') {
        return Err(err(
            "board field: pockets ('[...]') belong to drop games, which this variant is not",
        ));
    }
    for (li, level_text) in levels.iter().enumerate() {
        let level = shape.levels - 1 - li as u8;
        let ranks: Vec<&str> = level_text.split('/').collect();
        if ranks.len() != shape.ranks as usize {
            return Err(err(format!(
                "board field{}: expected {} ranks separated by '/', found {}",
                level_label(shape.levels, level),
                shape.ranks,
                ranks.len()
            )));
        }
        for (ri, rank_text) in ranks.iter().enumerate() {
            let rank = shape.ranks - 1 - ri as u8;
            let place = format!(
                "board field{} rank {}",
                level_label(shape.levels, level),
                rank + 1
            );
            let mut file: u32 = 0;
            let mut run = String::new();
            let flush = |run: &mut String, file: &mut u32| -> Result<(), NotationError> {
                if !run.is_empty() {
                    let n: u32 = run.parse().unwrap_or(0);
                    if n == 0 {
                        return Err(err(format!("{place}: bad empty-square count '{run}'")));
                    }
                    *file += n;
                    run.clear();
                }
                Ok(())
            };
            for c in rank_text.chars() {
                if c.is_ascii_digit() {
                    run.push(c);
                    continue;
                }
                flush(&mut run, &mut file)?;
                let Some(t) = pos.rules.spec.piece_by_letter(c) else {
                    let letters: String = pos.rules.spec.pieces.iter().map(|p| p.letter).collect();
                    return Err(err(format!(
                        "{place}: unknown piece '{c}' (this variant's letters: {})",
                        letters
                    )));
                };
                if file >= shape.files as u32 {
                    return Err(err(format!("{place}: more than {} squares", shape.files)));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if Some(t) == pos.rules.spec.royal && pos.king[color.index()] != NO_SQUARE {
                    return Err(err(format!(
                        "board field: {} has more than one king",
                        side_name(color)
                    )));
                }
                pos.put(shape.square(Coord::new(file as u8, rank, level)), color, t);
                file += 1;
            }
            flush(&mut run, &mut file)?;
            if file != shape.files as u32 {
                return Err(err(format!(
                    "{place}: {file} squares instead of {}",
                    shape.files
                )));
            }
        }
    }
    Ok(())
}

fn level_label(levels: u8, level: u8) -> String {
    if levels > 1 {
        format!(", level {}", (b'A' + level) as char)
    } else {
        String::new()
    }
}

/// Reads the castling field: `KQkq` (the outermost castling rook on that side of the king),
/// file letters (`HAha`, the rook on that file), or `-`.
fn parse_castling<B: Bitboard>(
    pos: &mut FairyPosition<B>,
    field: &str,
) -> Result<(), NotationError> {
    if field == "-" {
        return Ok(());
    }
    let shape = pos.rules.shape;
    let Some(castling) = pos.rules.spec.castling.clone() else {
        return Err(err(format!(
            "castling field: '{field}' but this variant has no castling ('-')"
        )));
    };
    let mut rights = 0u8;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = pos.king[color.index()];
        let rank = match color {
            Color::White => castling.rank,
            Color::Black => shape.ranks - 1 - castling.rank,
        };
        if king == NO_SQUARE || shape.coord(king).rank != rank {
            return Err(err(format!(
                "castling field: '{c}' but the {} king is not on rank {}",
                side_name(color),
                rank + 1
            )));
        }
        let kf = shape.coord(king).file;
        let is_rook = |f: u8| {
            let sq = shape.square(Coord::new(f, rank, 0));
            pos.piece_at(sq)
                .is_some_and(|(pc, t)| pc == color && castling.rook_types.contains(&t))
        };
        let lower = c.to_ascii_lowercase();
        let file = match lower {
            'k' => (kf + 1..shape.files).rev().find(|&f| is_rook(f)),
            'q' => (0..kf).find(|&f| is_rook(f)),
            f if f.is_ascii_lowercase() && ((f as u8 - b'a') < shape.files) => {
                let f = f as u8 - b'a';
                is_rook(f).then_some(f)
            }
            _ => {
                return Err(err(format!(
                    "castling field: '{c}' is not K, Q, k, q, a file letter or '-'"
                )))
            }
        };
        let Some(file) = file else {
            return Err(err(format!(
                "castling field: '{c}' but no {} castling rook stands there",
                side_name(color)
            )));
        };
        let side = if file > kf { 0 } else { 1 };
        let i = 2 * color.index() + side;
        rights |= 1 << i;
        pos.castle_rooks[i] = shape.square(Coord::new(file, rank, 0));
    }
    pos.castling = rights;
    Ok(())
}

/// The en passant field: the passed square of the pawn that just made a double step.
fn parse_en_passant<B: Bitboard>(
    pos: &mut FairyPosition<B>,
    field: &str,
) -> Result<(), NotationError> {
    if field == "-" {
        return Ok(());
    }
    let shape = pos.rules.shape;
    let Some(ep) = shape.parse_square(field) else {
        return Err(err(format!(
            "en passant field: '{field}' is not a square of the board"
        )));
    };
    let them = !pos.side;
    // The pawn stands one push beyond the passed square.
    let victim = pos.rules.spec.pawn_types.iter().find_map(|&t| {
        pos.rules.spec.pieces[t]
            .steps
            .iter()
            .filter(|s| s.kind == StepKind::Leap && s.mode == StepMode::MoveOnly)
            .find_map(|s| {
                let d = if them == Color::White {
                    s.dir
                } else {
                    s.dir.mirrored()
                };
                let v = shape.offset(ep, d, 1)?;
                (pos.piece_at(v) == Some((them, t)) && pos.piece_at(ep).is_none()).then_some(v)
            })
    });
    let Some(victim) = victim else {
        return Err(err(format!(
            "en passant field: '{field}' is not the square a {} pawn just passed",
            side_name(them)
        )));
    };
    let us = pos.side;
    let can_capture = pos.rules.pawn_attackers[us.index()]
        .iter()
        .any(|(t, inv)| inv.get(ep).intersects(pos.pieces(us, *t)));
    if pos.rules.spec.en_passant && can_capture {
        pos.ep = ep;
        pos.ep_victim = victim;
    }
    Ok(())
}

/// Parses a FEN of the variant.
pub(crate) fn parse<B: Bitboard>(
    rules: &Arc<Rules<B>>,
    text: &str,
) -> Result<FairyPosition<B>, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(err("empty position text"));
    }
    if fields.len() > 6 {
        return Err(err(format!(
            "too many fields: {} (board, side, castling, en passant, halfmove clock, fullmove number)",
            fields.len()
        )));
    }
    let mut pos = FairyPosition::empty(rules.clone());
    parse_board(&mut pos, fields[0])?;
    if let Some(k) = rules.spec.royal {
        for color in Color::ALL {
            if pos.pieces(color, k).is_empty() {
                return Err(err(format!(
                    "board field: {} has no king",
                    side_name(color)
                )));
            }
        }
    }
    pos.side = match fields.get(1) {
        None | Some(&"w") => Color::White,
        Some(&"b") => Color::Black,
        Some(other) => {
            return Err(err(format!(
                "side to move field: '{other}' (expected 'w' or 'b')"
            )))
        }
    };
    if let Some(&c) = fields.get(2) {
        parse_castling(&mut pos, c)?;
    }
    if let Some(&e) = fields.get(3) {
        parse_en_passant(&mut pos, e)?;
    }
    if let Some(&h) = fields.get(4) {
        pos.halfmove = h
            .parse()
            .map_err(|_| err(format!("halfmove clock field: '{h}' is not a number")))?;
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
    pos.key = pos.recomputed_key();
    if pos.royal_attacked(!pos.side) {
        return Err(err(format!(
            "side to move field: {} is to move but {} is in check",
            side_name(pos.side),
            side_name(!pos.side)
        )));
    }
    Ok(pos)
}

/// Writes the FEN that [`parse`] reads back.
pub(crate) fn format<B: Bitboard>(pos: &FairyPosition<B>) -> String {
    let shape = pos.rules.shape;
    let mut out = String::new();
    for level in (0..shape.levels).rev() {
        if level != shape.levels - 1 {
            out.push('|');
        }
        for rank in (0..shape.ranks).rev() {
            if rank != shape.ranks - 1 {
                out.push('/');
            }
            let mut empty = 0;
            for file in 0..shape.files {
                match pos.piece_at(shape.square(Coord::new(file, rank, level))) {
                    Some((color, t)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let l = pos.rules.spec.pieces[t].letter;
                        out.push(if color == Color::White {
                            l.to_ascii_uppercase()
                        } else {
                            l
                        });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
        }
    }
    out.push(' ');
    out.push(if pos.side == Color::White { 'w' } else { 'b' });
    out.push(' ');
    out.push_str(&castling_text(pos));
    out.push(' ');
    if pos.ep == NO_SQUARE {
        out.push('-');
    } else {
        out.push_str(&shape.square_name(pos.ep));
    }
    out.push_str(&format!(" {} {}", pos.halfmove, pos.fullmove));
    out
}

fn castling_text<B: Bitboard>(pos: &FairyPosition<B>) -> String {
    let shape = pos.rules.shape;
    let mut s = String::new();
    let Some(castling) = &pos.rules.spec.castling else {
        return "-".into();
    };
    for i in 0..4 {
        if pos.castling >> i & 1 == 0 {
            continue;
        }
        let color = if i < 2 { Color::White } else { Color::Black };
        let rook: Square = pos.castle_rooks[i];
        let c = shape.coord(rook);
        let kf = shape.coord(pos.king[color.index()]).file;
        let outermost = |f: u8| {
            let sq = shape.square(Coord::new(f, c.rank, 0));
            pos.piece_at(sq)
                .is_some_and(|(pc, t)| pc == color && castling.rook_types.contains(&t))
        };
        let plain = if i % 2 == 0 {
            !(c.file + 1..shape.files).any(outermost) && c.file > kf
        } else {
            !(0..c.file).any(outermost) && c.file < kf
        };
        let letter = if plain {
            if i % 2 == 0 {
                'k'
            } else {
                'q'
            }
        } else {
            (b'a' + c.file) as char
        };
        s.push(if color == Color::White {
            letter.to_ascii_uppercase()
        } else {
            letter
        });
    }
    if s.is_empty() {
        "-".into()
    } else {
        s
    }
}
