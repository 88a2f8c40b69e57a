//! Direction vectors in two and three dimensions.
//!
//! A piece is described by the vectors it steps along (Fairy-Max's idea), so a 3D board only
//! adds the `level` component.

/// A step of `file`, `rank` and `level` cells.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Direction {
    /// Files to move (positive: towards file h).
    pub file: i8,
    /// Ranks to move (positive: away from White).
    pub rank: i8,
    /// Levels to move (positive: up; 0 on flat boards).
    pub level: i8,
}

impl Direction {
    /// The vector `(file, rank, level)`.
    pub const fn new(file: i8, rank: i8, level: i8) -> Self {
        Direction { file, rank, level }
    }

    /// A direction on a flat board.
    pub const fn flat(file: i8, rank: i8) -> Self {
        Direction {
            file,
            rank,
            level: 0,
        }
    }

    /// The opposite direction.
    pub const fn reversed(self) -> Self {
        Direction {
            file: -self.file,
            rank: -self.rank,
            level: -self.level,
        }
    }

    /// How many coordinates the step changes (1 orthogonal, 2 face diagonal, 3 space diagonal).
    pub const fn changed_axes(self) -> u8 {
        (self.file != 0) as u8 + (self.rank != 0) as u8 + (self.level != 0) as u8
    }

    /// Mirrors the rank and level components: White's step as Black makes it.
    pub const fn mirrored(self) -> Self {
        Direction {
            file: self.file,
            rank: -self.rank,
            level: -self.level,
        }
    }
}

const fn d2(file: i8, rank: i8) -> Direction {
    Direction::flat(file, rank)
}

/// The four orthogonal steps on a flat board.
pub const ROOK_2D: [Direction; 4] = [d2(1, 0), d2(-1, 0), d2(0, 1), d2(0, -1)];
/// The four diagonal steps on a flat board.
pub const BISHOP_2D: [Direction; 4] = [d2(1, 1), d2(-1, 1), d2(1, -1), d2(-1, -1)];
/// All eight neighbours on a flat board.
pub const KING_2D: [Direction; 8] = [
    d2(1, 0),
    d2(-1, 0),
    d2(0, 1),
    d2(0, -1),
    d2(1, 1),
    d2(-1, 1),
    d2(1, -1),
    d2(-1, -1),
];
/// The eight (1, 2) leaps on a flat board.
pub const KNIGHT_2D: [Direction; 8] = [
    d2(1, 2),
    d2(2, 1),
    d2(2, -1),
    d2(1, -2),
    d2(-1, -2),
    d2(-2, -1),
    d2(-2, 1),
    d2(-1, 2),
];

/// Collects the 3D unit steps whose number of changed axes is `axes` (1, 2 or 3).
const fn unit_steps<const N: usize>(axes: u8) -> [Direction; N] {
    let mut out = [Direction::new(0, 0, 0); N];
    let mut n = 0;
    let mut l = -1;
    while l <= 1 {
        let mut r = -1;
        while r <= 1 {
            let mut f = -1;
            while f <= 1 {
                let d = Direction::new(f, r, l);
                let c = d.changed_axes();
                if c != 0 && (axes == 0 || c == axes) {
                    out[n] = d;
                    n += 1;
                }
                f += 1;
            }
            r += 1;
        }
        l += 1;
    }
    assert!(n == N, "wrong direction count");
    out
}

/// Raumschach rook: the 6 orthogonal steps.
pub const ROOK_3D: [Direction; 6] = unit_steps::<6>(1);
/// Raumschach bishop: the 12 steps that change exactly two coordinates.
pub const BISHOP_3D: [Direction; 12] = unit_steps::<12>(2);
/// Raumschach unicorn: the 8 steps that change all three coordinates.
pub const UNICORN_3D: [Direction; 8] = unit_steps::<8>(3);
/// All 26 neighbours in 3D (queen and king).
pub const QUEEN_3D: [Direction; 26] = unit_steps::<26>(0);

/// Raumschach knight: the 24 permutations of (0, +-1, +-2).
pub const KNIGHT_3D: [Direction; 24] = {
    let mut out = [Direction::new(0, 0, 0); 24];
    let mut n = 0;
    let vals = [-2i8, -1, 0, 1, 2];
    let mut a = 0;
    while a < 5 {
        let mut b = 0;
        while b < 5 {
            let mut c = 0;
            while c < 5 {
                let (x, y, z) = (vals[a], vals[b], vals[c]);
                let sq = x * x + y * y + z * z;
                // (0, 1, 2) permutations are exactly the vectors of squared length 5 with a zero.
                if sq == 5 && (x == 0 || y == 0 || z == 0) {
                    out[n] = Direction::new(x, y, z);
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    assert!(n == 24);
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_sets_are_distinct_and_complete() {
        let all: std::collections::HashSet<_> = QUEEN_3D.iter().collect();
        assert_eq!(all.len(), 26);
        for d in ROOK_3D.iter().chain(&BISHOP_3D).chain(&UNICORN_3D) {
            assert!(all.contains(d));
        }
        let knights: std::collections::HashSet<_> = KNIGHT_3D.iter().collect();
        assert_eq!(knights.len(), 24);
        assert!(KNIGHT_3D
            .iter()
            .all(|d| d.level != 0 || KNIGHT_2D.contains(d)));
    }
}
