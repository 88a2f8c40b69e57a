//! The shape of a board: files x ranks x levels.

use crate::{Bitboard, Coord, Direction, Square};

/// A rectangular board of `files` x `ranks` cells on `levels` levels (1 for flat boards).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct BoardShape {
    /// Files (columns), 1 or more.
    pub files: u8,
    /// Ranks (rows), 1 or more.
    pub ranks: u8,
    /// Levels, 1 on flat boards.
    pub levels: u8,
}

impl BoardShape {
    /// A flat board.
    pub const fn flat(files: u8, ranks: u8) -> Self {
        BoardShape {
            files,
            ranks,
            levels: 1,
        }
    }

    /// A stacked 3D board.
    pub const fn cube(files: u8, ranks: u8, levels: u8) -> Self {
        BoardShape {
            files,
            ranks,
            levels,
        }
    }

    /// Number of cells.
    pub const fn len(self) -> usize {
        self.files as usize * self.ranks as usize * self.levels as usize
    }

    /// Always false: a board has at least one cell.
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The square at a coordinate (which must be on the board).
    #[inline(always)]
    pub const fn square(self, c: Coord) -> Square {
        Square::new(
            (c.level as usize * self.ranks as usize + c.rank as usize) * self.files as usize
                + c.file as usize,
        )
    }

    /// The coordinate of a square.
    #[inline(always)]
    pub const fn coord(self, sq: Square) -> Coord {
        let i = sq.index();
        let per_level = self.files as usize * self.ranks as usize;
        Coord {
            file: (i % self.files as usize) as u8,
            rank: ((i % per_level) / self.files as usize) as u8,
            level: (i / per_level) as u8,
        }
    }

    /// The index difference of one step in `d`; positive means a higher square index.
    pub const fn linear_offset(self, d: Direction) -> isize {
        (d.level as isize * self.ranks as isize + d.rank as isize) * self.files as isize
            + d.file as isize
    }

    /// The square `steps` times `d` away from `sq`, or `None` off the board.
    pub const fn offset(self, sq: Square, d: Direction, steps: i8) -> Option<Square> {
        let c = self.coord(sq);
        let f = c.file as i16 + d.file as i16 * steps as i16;
        let r = c.rank as i16 + d.rank as i16 * steps as i16;
        let l = c.level as i16 + d.level as i16 * steps as i16;
        if f < 0
            || r < 0
            || l < 0
            || f >= self.files as i16
            || r >= self.ranks as i16
            || l >= self.levels as i16
        {
            None
        } else {
            Some(self.square(Coord::new(f as u8, r as u8, l as u8)))
        }
    }

    /// Every square of the board in index order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(Square::new)
    }

    /// The set of squares whose coordinates satisfy `pred` (zones: palace, river halves...).
    pub fn region<B: Bitboard>(self, pred: impl Fn(Coord) -> bool) -> B {
        let mut b = B::EMPTY;
        for sq in self.squares() {
            if pred(self.coord(sq)) {
                b.set(sq);
            }
        }
        b
    }

    /// Every square of the board as a bitboard.
    pub fn all<B: Bitboard>(self) -> B {
        self.region(|_| true)
    }

    /// The ray of squares from `sq` (exclusive) along `d` to the edge.
    pub fn ray<B: Bitboard>(self, sq: Square, d: Direction) -> B {
        let mut b = B::EMPTY;
        let mut cur = sq;
        while let Some(next) = self.offset(cur, d, 1) {
            b.set(next);
            cur = next;
        }
        b
    }

    /// The name of a square: `e4` on a flat board, `Cc3` (level letter first) on a 3D board.
    pub fn square_name(self, sq: Square) -> String {
        self.named(sq).to_string()
    }

    /// A square that formats as its name on this board (`e4`, `Cc3`), for `format!` and
    /// `println!` without an intermediate `String`.
    pub fn named(self, sq: Square) -> SquareName {
        SquareName { shape: self, sq }
    }

    /// Parses a square name written as [`Self::square_name`] writes it; `None` if malformed or
    /// off the board.
    pub fn parse_square(self, name: &str) -> Option<Square> {
        let b = name.as_bytes();
        let (level, rest) = if self.levels > 1 {
            let l = *b.first()?;
            if !l.is_ascii_uppercase() {
                return None;
            }
            (l - b'A', &b[1..])
        } else {
            (0, b)
        };
        let file = rest.first()?.checked_sub(b'a')?;
        let digits = core::str::from_utf8(&rest[1..]).ok()?;
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let rank: u8 = digits.parse::<u8>().ok()?.checked_sub(1)?;
        if file >= self.files || rank >= self.ranks || level >= self.levels {
            return None;
        }
        Some(self.square(Coord::new(file, rank, level)))
    }
}

/// A square with its board: [`Display`](core::fmt::Display) writes its name
/// ([`BoardShape::named`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SquareName {
    shape: BoardShape,
    sq: Square,
}

impl core::fmt::Display for SquareName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let c = self.shape.coord(self.sq);
        let file = (b'a' + c.file) as char;
        if self.shape.levels > 1 {
            write!(f, "{}{}{}", (b'A' + c.level) as char, file, c.rank + 1)
        } else {
            write!(f, "{}{}", file, c.rank + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Bitboard128, Bitboard64, ROOK_3D};

    #[test]
    fn names_round_trip() {
        let chess = BoardShape::flat(8, 8);
        assert_eq!(chess.square_name(Square(12)), "e2");
        assert_eq!(chess.parse_square("e2"), Some(Square(12)));
        assert_eq!(chess.parse_square("i2"), None);
        assert_eq!(chess.parse_square("e9"), None);
        assert_eq!(chess.parse_square("e"), None);
        let xq = BoardShape::flat(9, 10);
        assert_eq!(xq.parse_square("b10"), Some(Square(9 * 9 + 1)));
        let raum = BoardShape::cube(5, 5, 5);
        for sq in raum.squares() {
            assert_eq!(raum.parse_square(&raum.square_name(sq)), Some(sq));
        }
        assert_eq!(raum.square_name(Square(0)), "Aa1");
        assert_eq!(raum.square_name(Square(124)), "Ee5");
        assert_eq!(
            format!("{} {}", raum.named(Square(124)), Square(124)),
            "Ee5 124"
        );
        let chess = BoardShape::flat(8, 8);
        assert_eq!(
            format!("{:>3}|", chess.named(Square(28)).to_string()),
            " e4|"
        );
    }

    #[test]
    fn offsets_stay_on_board() {
        let raum = BoardShape::cube(5, 5, 5);
        let centre = raum.square(Coord::new(2, 2, 2));
        for d in ROOK_3D {
            let r: Bitboard128 = raum.ray(centre, d);
            assert_eq!(r.count(), 2);
        }
        let chess = BoardShape::flat(8, 8);
        assert_eq!(chess.offset(Square(7), Direction::flat(1, 0), 1), None);
        let all: Bitboard64 = chess.all();
        assert_eq!(all.count(), 64);
    }
}
