//! Standard Algebraic Notation: writing (`Nbd7`, `exd5`, `e8=Q+`, `O-O#`) with the minimal
//! disambiguation, and reading with the usual leniency (missing or extra check marks,
//! `0-0`, promotion without `=`), refusing ambiguous or illegal text with a clear error.

use crate::movegen::legal_moves;
use crate::position::ChessPosition;
use crate::types::{
    code_kind, file_of, from_sq, move_kind, promotion_kind, rank_of, square_name, to_sq, MoveKind,
    PieceKind, NO_PIECE,
};
use tetrarch_movegen::{Move, MoveList, NotationError};

fn is_short_castle(m: Move) -> bool {
    to_sq(m) > from_sq(m)
}

impl ChessPosition {
    /// The SAN of the legal move `m`, with `+` or `#` when it checks or mates.
    pub fn san(&self, m: Move) -> String {
        let mut out = self.san_without_suffix(m);
        let mut after = self.clone();
        after.do_move(m);
        if after.checkers() != 0 {
            out.push(if crate::movegen::count_legal(&after) == 0 {
                '#'
            } else {
                '+'
            });
        }
        out
    }

    fn san_without_suffix(&self, m: Move) -> String {
        let (from, to) = (from_sq(m), to_sq(m));
        let kind = move_kind(m);
        if kind == MoveKind::Castling {
            return if is_short_castle(m) { "O-O" } else { "O-O-O" }.to_string();
        }
        let piece = code_kind(self.board[from]);
        let capture = kind == MoveKind::EnPassant || self.board[to] != NO_PIECE;
        let mut out = String::with_capacity(8);
        if piece == PieceKind::Pawn {
            if capture {
                out.push((b'a' + file_of(from) as u8) as char);
            }
        } else {
            out.push(piece.letter().to_ascii_uppercase());
            // Other pieces of the same kind that can reach the same square.
            let mut moves = MoveList::new();
            legal_moves(self, &mut moves);
            let rivals: Vec<usize> = moves
                .iter()
                .filter(|&&o| {
                    to_sq(o) == to
                        && from_sq(o) != from
                        && move_kind(o) != MoveKind::Castling
                        && code_kind(self.board[from_sq(o)]) == piece
                })
                .map(|&o| from_sq(o))
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|&r| file_of(r) != file_of(from));
                let rank_unique = rivals.iter().all(|&r| rank_of(r) != rank_of(from));
                let name = square_name(from);
                if file_unique {
                    out.push_str(&name[..1]);
                } else if rank_unique {
                    out.push_str(&name[1..]);
                } else {
                    out.push_str(&name);
                }
            }
        }
        if capture {
            out.push('x');
        }
        out.push_str(&square_name(to));
        if kind == MoveKind::Promotion {
            out.push('=');
            out.push(promotion_kind(m).letter().to_ascii_uppercase());
        }
        out
    }

    /// Reads a SAN move and checks it is legal here.
    pub fn parse_san(&self, text: &str) -> Result<Move, NotationError> {
        let original = text.trim();
        let bad = |why: &str| NotationError::new(format!("bad SAN move '{original}': {why}"));
        let t = original.trim_end_matches(['+', '#', '!', '?']);
        if t.is_empty() {
            return Err(bad("it is empty"));
        }
        if !t.is_ascii() {
            return Err(bad("it has characters that are not ASCII"));
        }
        let mut moves = MoveList::new();
        legal_moves(self, &mut moves);
        let castle = match t {
            "O-O" | "0-0" => Some(true),
            "O-O-O" | "0-0-0" => Some(false),
            _ => None,
        };
        if let Some(short) = castle {
            return moves
                .iter()
                .copied()
                .find(|&m| move_kind(m) == MoveKind::Castling && is_short_castle(m) == short)
                .ok_or_else(|| {
                    NotationError::new(format!(
                        "illegal move '{original}': castling is not possible here"
                    ))
                });
        }
        let bytes = t.as_bytes();
        let (piece, mut rest) = match bytes[0] {
            b'N' | b'B' | b'R' | b'Q' | b'K' => (
                PieceKind::from_letter(bytes[0] as char).expect("letter checked"),
                &t[1..],
            ),
            b'a'..=b'h' => (PieceKind::Pawn, t),
            _ => {
                return Err(bad(
                    "it must start with a piece letter (N, B, R, Q, K), a file or O-O",
                ))
            }
        };
        // Promotion suffix: `=Q` or `Q`.
        let mut promotion = None;
        if let Some(&last) = rest.as_bytes().last() {
            if let Some(k) = PieceKind::from_letter(last as char).filter(|_| {
                last.is_ascii_uppercase() || rest.ends_with(&format!("={}", last as char))
            }) {
                if !matches!(
                    k,
                    PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook | PieceKind::Queen
                ) {
                    return Err(bad("a pawn promotes to N, B, R or Q"));
                }
                promotion = Some(k);
                rest = rest[..rest.len() - 1].trim_end_matches('=');
            }
        }
        if rest.len() < 2 {
            return Err(bad("the destination square is missing"));
        }
        let to = crate::types::parse_square(&rest[rest.len() - 2..])
            .ok_or_else(|| bad("it does not end in a destination square like e4"))?;
        let mut prefix = &rest[..rest.len() - 2];
        let capture = prefix.ends_with('x') || prefix.ends_with(':');
        if capture {
            prefix = &prefix[..prefix.len() - 1];
        }
        let (mut want_file, mut want_rank) = (None, None);
        for c in prefix.bytes() {
            match c {
                b'a'..=b'h' if want_file.is_none() => want_file = Some((c - b'a') as usize),
                b'1'..=b'8' if want_rank.is_none() => want_rank = Some((c - b'1') as usize),
                _ => {
                    return Err(bad(
                        "the part before the destination is not a file and/or rank",
                    ))
                }
            }
        }
        if piece == PieceKind::Pawn && !capture && want_file.is_some() && prefix.len() == 1 {
            return Err(bad("a pawn capture needs an 'x'"));
        }
        let is_last_rank = to / 8 == 0 || to / 8 == 7;
        if piece == PieceKind::Pawn && is_last_rank && promotion.is_none() {
            return Err(NotationError::new(format!(
                "illegal move '{original}': a pawn reaching the last rank needs a promotion piece (=Q, =R, =B, =N)"
            )));
        }
        if promotion.is_some() && !(piece == PieceKind::Pawn && is_last_rank) {
            return Err(NotationError::new(format!(
                "illegal move '{original}': only a pawn reaching the last rank promotes"
            )));
        }
        let matching: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let from = from_sq(m);
                move_kind(m) != MoveKind::Castling
                    && to_sq(m) == to
                    && code_kind(self.board[from]) == piece
                    && (want_file.is_none() || want_file == Some(file_of(from)))
                    && (want_rank.is_none() || want_rank == Some(rank_of(from)))
                    && (move_kind(m) != MoveKind::Promotion || Some(promotion_kind(m)) == promotion)
            })
            .collect();
        match matching.len() {
            1 => Ok(matching[0]),
            0 => Err(NotationError::new(format!("illegal move '{original}' in this position"))),
            _ => Err(NotationError::new(format!(
                "ambiguous move '{original}': {} pieces can make it; add the file or rank it starts from",
                matching.len()
            ))),
        }
    }
}
