//! The seven xiangqi piece kinds and coloured pieces.

use tetrarch_movegen::Color;

/// A piece kind, in the order the tables and the packed board codes use.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceKind {
    /// The general (`k`).
    King = 0,
    /// The advisor or guard (`a`).
    Advisor = 1,
    /// The elephant (`b`, as Fairy-Stockfish writes it).
    Elephant = 2,
    /// The horse (`n`).
    Horse = 3,
    /// The chariot (`r`).
    Chariot = 4,
    /// The cannon (`c`).
    Cannon = 5,
    /// The soldier (`p`).
    Soldier = 6,
}

impl PieceKind {
    /// Every kind, in code order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::King,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    /// 0..7, for table look-ups.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case FEN letter (Fairy-Stockfish's letters).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::King => 'k',
            PieceKind::Advisor => 'a',
            PieceKind::Elephant => 'b',
            PieceKind::Horse => 'n',
            PieceKind::Chariot => 'r',
            PieceKind::Cannon => 'c',
            PieceKind::Soldier => 'p',
        }
    }

    /// The kind of a FEN letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        PieceKind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_lowercase())
    }

    /// The English name, for error messages.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::King => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }
}

/// A coloured piece. Packed on the board as `color * 7 + kind` (see [`Piece::code`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Which piece.
    pub kind: PieceKind,
}

/// The board code of an empty square.
pub(crate) const NO_PIECE: u8 = 14;

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// `color * 7 + kind`: 0..14, the index of Zobrist and piece-square tables.
    #[inline(always)]
    pub const fn code(self) -> u8 {
        self.color as u8 * 7 + self.kind as u8
    }

    /// The piece of a board code (`code < 14`).
    #[inline(always)]
    pub(crate) const fn from_code(code: u8) -> Piece {
        let color = if code >= 7 {
            Color::Black
        } else {
            Color::White
        };
        Piece {
            color,
            kind: PieceKind::ALL[(code % 7) as usize],
        }
    }

    /// The FEN letter: Red upper case, Black lower case.
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.kind.letter().to_ascii_uppercase(),
            Color::Black => self.kind.letter(),
        }
    }
}
