//! Piece kinds and coloured pieces.

use tetrarch_movegen::Color;

/// The seven Raumschach piece kinds. Discriminants start at 1 so that 0 can mean "empty" in the
/// board array and "no promotion" in move flags.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// The pawn (moves forward by rank or level).
    Pawn = 1,
    /// The knight.
    Knight = 2,
    /// The bishop (edge diagonals).
    Bishop = 3,
    /// The unicorn (corner diagonals through the cube).
    Unicorn = 4,
    /// The rook.
    Rook = 5,
    /// The queen.
    Queen = 6,
    /// The king.
    King = 7,
}

impl PieceKind {
    /// Every kind, pawn first.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Unicorn,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// What a pawn may promote to, in the order moves are generated.
    pub const PROMOTIONS: [PieceKind; 5] = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Unicorn,
    ];

    /// Table index (1..=7).
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with index `i` (1..=7).
    #[inline(always)]
    pub const fn from_index(i: u8) -> Option<PieceKind> {
        match i {
            1 => Some(PieceKind::Pawn),
            2 => Some(PieceKind::Knight),
            3 => Some(PieceKind::Bishop),
            4 => Some(PieceKind::Unicorn),
            5 => Some(PieceKind::Rook),
            6 => Some(PieceKind::Queen),
            7 => Some(PieceKind::King),
            _ => None,
        }
    }

    /// Lower-case letter (Black's FEN letter, promotion suffix).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Unicorn => 'u',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The kind written by a letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        PieceKind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_lowercase())
    }
}

/// A piece of a colour, packed as `kind | colour << 3` (0 is an empty cell).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Which piece.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: PieceKind) -> Self {
        Piece { color, kind }
    }

    /// The packed code stored in the board array (never 0).
    #[inline(always)]
    pub const fn code(self) -> u8 {
        self.kind as u8 | (self.color as u8) << 3
    }

    /// Unpacks a board code; `None` for an empty cell.
    #[inline(always)]
    pub const fn from_code(code: u8) -> Option<Piece> {
        match PieceKind::from_index(code & 7) {
            Some(kind) => Some(Piece {
                color: if code & 8 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                kind,
            }),
            None => None,
        }
    }

    /// FEN letter: upper case for White.
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.kind.letter().to_ascii_uppercase(),
            Color::Black => self.kind.letter(),
        }
    }

    /// The piece a FEN letter names.
    pub fn from_letter(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_letters_round_trip() {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let p = Piece::new(color, kind);
                assert_ne!(p.code(), 0);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(Piece::from_letter(p.letter()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_letter('x'), None);
    }
}
