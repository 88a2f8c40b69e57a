//! Sets of squares named in a variant file (`d1 e1 f1`, `*8`, and on 3D boards `E*5`),
//! independent of any bitboard width until the tables are built.

use tetrarch_geometry::{Bitboard, BoardShape, Coord, Square};
use tetrarch_movegen::Color;

/// A set of squares of one board shape.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Region {
    cells: Vec<bool>,
}

impl Region {
    /// No square.
    pub fn empty(shape: BoardShape) -> Region {
        Region {
            cells: vec![false; shape.len()],
        }
    }

    /// Every square.
    pub fn all(shape: BoardShape) -> Region {
        Region {
            cells: vec![true; shape.len()],
        }
    }

    /// The squares whose coordinate satisfies `pred`.
    pub fn from_fn(shape: BoardShape, pred: impl Fn(Coord) -> bool) -> Region {
        Region {
            cells: shape.squares().map(|s| pred(shape.coord(s))).collect(),
        }
    }

    /// The squares on `color`'s relative rank `rank` (0-based: 0 is the side's own first rank),
    /// on every level.
    pub fn relative_rank(shape: BoardShape, color: Color, rank: u8) -> Region {
        Region::from_fn(shape, |c| relative_rank_of(shape, color, c) == rank)
    }

    /// Whether the square is in the region (squares off the board are not).
    pub fn contains(&self, sq: Square) -> bool {
        self.cells.get(sq.index()).copied().unwrap_or(false)
    }

    /// Whether the region has no square at all.
    pub fn is_empty(&self) -> bool {
        !self.cells.iter().any(|&c| c)
    }

    /// Whether every square is in the set.
    pub fn is_all(&self) -> bool {
        self.cells.iter().all(|&c| c)
    }

    /// The union of two sets.
    pub fn union(&self, other: &Region) -> Region {
        Region {
            cells: self
                .cells
                .iter()
                .zip(&other.cells)
                .map(|(a, b)| *a || *b)
                .collect(),
        }
    }

    /// The same squares as a bitboard.
    pub fn bitboard<B: Bitboard>(&self) -> B {
        let mut b = B::EMPTY;
        for (i, &c) in self.cells.iter().enumerate() {
            if c {
                b.set(Square::new(i));
            }
        }
        b
    }

    /// Reads Fairy-Stockfish's square list: tokens `e4`, `*8` (a whole rank), `-` (none); on
    /// 3D boards a level letter first (`Ea5`, `E*5`, `**1`).
    pub fn parse(shape: BoardShape, text: &str) -> Result<Region, String> {
        let mut region = Region::empty(shape);
        for token in text.split_whitespace() {
            if token == "-" {
                continue;
            }
            let bytes = token.as_bytes();
            let (level, rest) = if shape.levels > 1 {
                match bytes.first() {
                    Some(b'*') => (None, &token[1..]),
                    Some(l) if l.is_ascii_uppercase() => (Some(l - b'A'), &token[1..]),
                    _ => {
                        return Err(format!(
                            "'{token}': a 3D square starts with its level letter or '*' (Ea5, E*5)"
                        ))
                    }
                }
            } else {
                (Some(0), token)
            };
            let rb = rest.as_bytes();
            let file = match rb.first() {
                Some(b'*') => None,
                Some(f) if f.is_ascii_lowercase() => Some(f - b'a'),
                _ => {
                    return Err(format!(
                        "'{token}': expected a file letter or '*' then a rank (e4, *8)"
                    ))
                }
            };
            let rank: u8 = rest[1..]
                .parse::<u8>()
                .ok()
                .and_then(|r| r.checked_sub(1))
                .ok_or_else(|| format!("'{token}': '{}' is not a rank number", &rest[1..]))?;
            if rank >= shape.ranks
                || file.is_some_and(|f| f >= shape.files)
                || level.is_some_and(|l| l >= shape.levels)
            {
                return Err(format!("'{token}' is off the board"));
            }
            for sq in shape.squares() {
                let c = shape.coord(sq);
                if c.rank == rank
                    && file.is_none_or(|f| f == c.file)
                    && level.is_none_or(|l| l == c.level)
                {
                    region.cells[sq.index()] = true;
                }
            }
        }
        Ok(region)
    }
}

/// `color`'s rank of `c`, counted from its own side (White's rank 1 is Black's last).
pub fn relative_rank_of(shape: BoardShape, color: Color, c: Coord) -> u8 {
    match color {
        Color::White => c.rank,
        Color::Black => shape.ranks - 1 - c.rank,
    }
}

/// `color`'s level of `c`, counted from its own side (on 3D boards Black starts on top).
pub fn relative_level_of(shape: BoardShape, color: Color, c: Coord) -> u8 {
    match color {
        Color::White => c.level,
        Color::Black => shape.levels - 1 - c.level,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_geometry::Bitboard64;

    #[test]
    fn squares_ranks_and_levels() {
        let chess = BoardShape::flat(8, 8);
        let r = Region::parse(chess, "d1 e1 *8").unwrap();
        let b: Bitboard64 = r.bitboard();
        assert_eq!(b.count(), 10);
        assert!(r.contains(chess.parse_square("e1").unwrap()));
        assert!(r.contains(chess.parse_square("a8").unwrap()));
        assert!(Region::parse(chess, "-").unwrap().is_empty());
        assert!(Region::parse(chess, "i1")
            .unwrap_err()
            .contains("off the board"));
        assert!(Region::parse(chess, "e9")
            .unwrap_err()
            .contains("off the board"));
        assert!(Region::parse(chess, "e").unwrap_err().contains("rank"));
        let raum = BoardShape::cube(5, 5, 5);
        let top = Region::parse(raum, "E*5").unwrap();
        let cells: Vec<String> = raum
            .squares()
            .filter(|&s| top.contains(s))
            .map(|s| raum.square_name(s))
            .collect();
        assert_eq!(cells, ["Ea5", "Eb5", "Ec5", "Ed5", "Ee5"]);
        assert!(Region::parse(raum, "a5").is_err());
        let black_first = Region::relative_rank(chess, Color::Black, 0);
        assert!(black_first.contains(chess.parse_square("h8").unwrap()));
    }
}
