//! Piece-square tables declared compactly and expanded for both colours, and mobility.

use crate::Score;
use tetrarch_geometry::{Bitboard, BoardShape, Coord, Square};

/// The square Black sees as White sees `sq`: rank and level mirrored, file kept.
pub const fn mirror_square(shape: BoardShape, sq: Square) -> Square {
    let c = shape.coord(sq);
    shape.square(Coord::new(
        c.file,
        shape.ranks - 1 - c.rank,
        shape.levels - 1 - c.level,
    ))
}

/// A piece's score per square for both colours, White-relative signs applied by the caller.
/// Declared once from White's side by a function of the coordinate (centrality, advancement,
/// a literal rank-by-file array...) and mirrored for Black.
#[derive(Clone, Debug)]
pub struct PieceSquareTable {
    white: Box<[Score]>,
    black: Box<[Score]>,
}

impl PieceSquareTable {
    /// Builds the table from White's view: `value(coord)` for every square.
    pub fn new(shape: BoardShape, value: impl Fn(Coord) -> Score) -> Self {
        let white: Box<[Score]> = shape.squares().map(|sq| value(shape.coord(sq))).collect();
        let black = shape
            .squares()
            .map(|sq| white[mirror_square(shape, sq).index()])
            .collect();
        PieceSquareTable { white, black }
    }

    /// From a literal table written as a player reads a diagram: `rows[0]` is White's far rank
    /// (the top row of the diagram), one value pair per file. Flat boards only.
    pub fn from_rows(shape: BoardShape, rows: &[&[(i16, i16)]]) -> Self {
        assert_eq!(rows.len(), shape.ranks as usize, "one row per rank");
        Self::new(shape, |c| {
            let (mg, eg) = rows[(shape.ranks - 1 - c.rank) as usize][c.file as usize];
            Score::new(mg, eg)
        })
    }

    /// The value of a piece of colour index `color` (0 White, 1 Black) on `sq`.
    #[inline(always)]
    pub fn get(&self, color: usize, sq: Square) -> Score {
        if color == 0 {
            self.white[sq.index()]
        } else {
            self.black[sq.index()]
        }
    }
}

/// Mobility bonus: `weights[n]` for `n` reachable squares (the last weight caps the count).
#[inline(always)]
pub fn mobility<B: Bitboard>(targets: B, weights: &[Score]) -> Score {
    weights[(targets.count() as usize).min(weights.len() - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_geometry::Bitboard64;

    #[test]
    fn black_mirrors_white() {
        let shape = BoardShape::flat(8, 8);
        let t = PieceSquareTable::new(shape, |c| Score::new(c.rank as i16 * 10, c.file as i16));
        let e2 = shape.parse_square("e2").unwrap();
        let e7 = shape.parse_square("e7").unwrap();
        assert_eq!(t.get(0, e2), t.get(1, e7));
        assert_eq!(t.get(0, e2).mg(), 10);
        let raum = BoardShape::cube(5, 5, 5);
        assert_eq!(mirror_square(raum, Square(0)), Square(124 - 4));
        let weights = [Score::new(-10, -10), Score::new(0, 0), Score::new(5, 5)];
        assert_eq!(mobility(Bitboard64(0xFF), &weights), Score::new(5, 5));
    }
}
