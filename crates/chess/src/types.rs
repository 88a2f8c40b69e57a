//! Chess pieces, the chess meaning of a [`Move`]'s flag bits, and small square helpers.

use tetrarch_geometry::Square;
use tetrarch_movegen::{Color, Move};

/// The six kinds of chess piece, in the order of the position's bitboard array.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceKind {
    /// A pawn.
    Pawn = 0,
    /// A knight.
    Knight = 1,
    /// A bishop.
    Bishop = 2,
    /// A rook.
    Rook = 3,
    /// A queen.
    Queen = 4,
    /// The king.
    King = 5,
}

impl PieceKind {
    /// All kinds, pawn first.
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// The kind with index `i` (0..6).
    #[inline(always)]
    pub const fn from_index(i: usize) -> PieceKind {
        Self::ALL[i]
    }

    #[inline(always)]
    /// The index (0..6) into per-kind arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case FEN letter.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The kind for a FEN/SAN letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_lowercase() {
            'p' => PieceKind::Pawn,
            'n' => PieceKind::Knight,
            'b' => PieceKind::Bishop,
            'r' => PieceKind::Rook,
            'q' => PieceKind::Queen,
            'k' => PieceKind::King,
            _ => return None,
        })
    }
}

/// A coloured piece packed as `kind + 6 * colour` (0..12); [`NO_PIECE`] marks an empty square.
pub type PieceCode = u8;

/// The mailbox value of an empty square.
pub const NO_PIECE: PieceCode = 12;

/// Packs a coloured piece.
#[inline(always)]
pub const fn piece_code(color: Color, kind: PieceKind) -> PieceCode {
    kind as u8 + 6 * color as u8
}

/// Kind by packed code (a table: a division by 6 costs more on the make/unmake path); 16
/// entries so `code & 15` needs no bounds check.
const KIND_OF_CODE: [PieceKind; 16] = {
    let mut t = [PieceKind::Pawn; 16];
    let mut i = 0;
    while i < 12 {
        t[i] = PieceKind::ALL[i % 6];
        i += 1;
    }
    t
};

/// The kind of a packed piece (not [`NO_PIECE`]).
#[inline(always)]
pub const fn code_kind(code: PieceCode) -> PieceKind {
    KIND_OF_CODE[(code & 15) as usize]
}

/// The colour of a packed piece (not [`NO_PIECE`]).
#[inline(always)]
pub const fn code_color(code: PieceCode) -> Color {
    if code < 6 {
        Color::White
    } else {
        Color::Black
    }
}

/// What a chess move does besides moving one piece, in the two low flag bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MoveKind {
    /// Any other move, capture or not.
    Normal = 0,
    /// A pawn reaching the last rank; the piece is in flag bits 2-3.
    Promotion = 1,
    /// The destination is the empty en-passant square.
    EnPassant = 2,
    /// Encoded king-takes-own-rook: `to` is the castling rook's square (Chess960-safe).
    Castling = 3,
}

/// Builds a normal move between two square indices.
#[inline(always)]
pub const fn normal_move(from: usize, to: usize) -> Move {
    Move::new(Square(from as u16), Square(to as u16), 0)
}

/// Builds a move of a special kind; `promotion` is the new piece (knight..queen) or ignored.
#[inline(always)]
pub const fn special_move(from: usize, to: usize, kind: MoveKind, promotion: PieceKind) -> Move {
    let promo = if matches!(kind, MoveKind::Promotion) {
        (promotion as u16 - 1) << 2
    } else {
        0
    };
    Move::new(Square(from as u16), Square(to as u16), kind as u16 | promo)
}

/// The special kind of a chess move.
#[inline(always)]
pub const fn move_kind(m: Move) -> MoveKind {
    match m.flags() & 3 {
        0 => MoveKind::Normal,
        1 => MoveKind::Promotion,
        2 => MoveKind::EnPassant,
        _ => MoveKind::Castling,
    }
}

/// The promotion piece of a promotion move.
#[inline(always)]
pub const fn promotion_kind(m: Move) -> PieceKind {
    PieceKind::from_index(((m.flags() >> 2) & 3) as usize + 1)
}

/// Origin square index.
#[inline(always)]
pub const fn from_sq(m: Move) -> usize {
    m.from().0 as usize
}

/// Destination square index.
#[inline(always)]
pub const fn to_sq(m: Move) -> usize {
    m.to().0 as usize
}

/// File (0 = a) of a square index.
#[inline(always)]
pub const fn file_of(sq: usize) -> usize {
    sq & 7
}

/// Rank (0 = first) of a square index.
#[inline(always)]
pub const fn rank_of(sq: usize) -> usize {
    sq >> 3
}

/// `e4`-style name of a square index.
pub fn square_name(sq: usize) -> String {
    format!("{}{}", (b'a' + file_of(sq) as u8) as char, rank_of(sq) + 1)
}

/// Parses `e4`-style square names.
pub fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(((b[1] - b'1') * 8 + (b[0] - b'a')) as usize)
}

/// Bitboard of rank `r` (0-based).
pub const fn rank_bb(r: usize) -> u64 {
    0xFF << (8 * r)
}

/// Bitboard of file `f` (0-based).
pub const fn file_bb(f: usize) -> u64 {
    0x0101_0101_0101_0101 << f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_flags_round_trip() {
        for kind in [
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ] {
            let m = special_move(52, 60, MoveKind::Promotion, kind);
            assert_eq!(move_kind(m), MoveKind::Promotion);
            assert_eq!(promotion_kind(m), kind);
            assert_eq!((from_sq(m), to_sq(m)), (52, 60));
        }
        assert_eq!(move_kind(normal_move(12, 28)), MoveKind::Normal);
        assert_eq!(parse_square("e4"), Some(28));
        assert_eq!(square_name(28), "e4");
        assert_eq!(parse_square("i1"), None);
    }
}
