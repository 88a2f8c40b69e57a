//! Board regions and small square helpers the evaluation terms share, as compile-time masks
//! over the 90-square index `rank * 9 + file` (rank 0 = Red's back rank).

use crate::rules::SQUARES;
use crate::tables::{NO_LINE, TABLES};
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_movegen::Color;

type B = Bitboard128;

/// Files d-f of the three ranks from `low_rank` up: a palace.
const fn palace(low_rank: usize) -> u128 {
    let mut m = 0u128;
    let mut rank = low_rank;
    while rank < low_rank + 3 {
        m |= 0b111u128 << (rank * 9 + 3);
        rank += 1;
    }
    m
}

const fn file_mask(file: usize) -> u128 {
    let mut m = 0u128;
    let mut rank = 0;
    while rank < 10 {
        m |= 1u128 << (rank * 9 + file);
        rank += 1;
    }
    m
}

const fn files() -> [u128; 9] {
    let mut out = [0u128; 9];
    let mut f = 0;
    while f < 9 {
        out[f] = file_mask(f);
        f += 1;
    }
    out
}

/// `[file]`: every square of the file.
pub(super) const FILES: [u128; 9] = files();
pub(super) const FILE_A: u128 = file_mask(0);
pub(super) const FILE_I: u128 = file_mask(8);
/// Red's five ranks (0..=4); Black's are the rest of the board.
const RED_HALF: u128 = (1u128 << 45) - 1;
/// Every square of the board.
pub(super) const BOARD: u128 = (1u128 << SQUARES) - 1;

/// `[colour]`: the far side of the river, where that side's soldiers may step sideways.
pub(super) const CROSSED: [B; 2] = [Bitboard128(BOARD & !RED_HALF), Bitboard128(RED_HALF)];

/// `[colour]`: that side's palace (files d-f, its three back ranks).
pub(super) const PALACE: [B; 2] = [Bitboard128(palace(0)), Bitboard128(palace(7))];

/// The ranks beyond `rank` as `color` sees them (towards the enemy), every file.
#[inline(always)]
pub(super) fn ahead_of(color: Color, rank: usize) -> u128 {
    match color {
        Color::White => BOARD & !((1u128 << ((rank + 1) * 9)) - 1),
        Color::Black => (1u128 << (rank * 9)) - 1,
    }
}

/// `sq` seen from `color`'s side: Black's squares are rank-mirrored (the tables are Red's).
#[inline(always)]
pub(super) fn relative_square(color: Color, sq: usize) -> usize {
    match color {
        Color::White => sq,
        Color::Black => crate::weights::mirror(sq),
    }
}

/// The square `sq` (written from Red's side) as `color` has it.
#[inline(always)]
pub(super) fn own_square(color: Color, sq: usize) -> Square {
    Square::new(relative_square(color, sq))
}

/// The squares strictly between `a` and `b` when they share a rank or file, else empty.
#[inline(always)]
pub(super) fn between(a: Square, b: Square) -> B {
    let t = &*TABLES;
    let d = t.line_direction[a.index()][b.index()];
    if d == NO_LINE {
        return B::EMPTY;
    }
    let d = d as usize;
    (t.rays.ray(a, d) ^ t.rays.ray(b, d)) & !B::from_square(b)
}

/// What a cannon on `sq` controls: along each line, the squares past its first screen up to
/// and including the next piece (the one it would capture). From a general's square the same
/// set is where an enemy cannon would give check.
#[inline(always)]
pub(super) fn cannon_control(sq: Square, occ: B) -> B {
    let rays = &TABLES.rays;
    let mut b = B::EMPTY;
    for d in 0..4 {
        if let Some(screen) = rays.first_blocker(sq, d, occ) {
            b |= rays.slide_along(screen, d, occ);
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SHAPE;

    fn sq(name: &str) -> Square {
        SHAPE.parse_square(name).unwrap()
    }

    #[test]
    fn masks_have_their_sizes() {
        assert_eq!(PALACE[0].count(), 9);
        assert_eq!(PALACE[1].count(), 9);
        assert!(PALACE[1].contains(sq("e10")) && PALACE[0].contains(sq("d3")));
        assert_eq!(CROSSED[0].count(), 45);
        assert!(CROSSED[0].contains(sq("a6")) && CROSSED[1].contains(sq("i5")));
        assert_eq!(Bitboard128(FILES[4]).count(), 10);
        assert_eq!(
            relative_square(Color::Black, sq("e1").index()),
            sq("e10").index()
        );
    }

    #[test]
    fn ranks_ahead() {
        let red = Bitboard128(ahead_of(Color::White, 0));
        assert_eq!(red.count(), 81);
        assert!(!red.contains(sq("e1")) && red.contains(sq("e2")));
        let black = Bitboard128(ahead_of(Color::Black, 9));
        assert_eq!(black.count(), 81);
        assert!(!black.contains(sq("e10")) && black.contains(sq("e9")));
    }

    #[test]
    fn lines_and_cannon_control() {
        assert_eq!(between(sq("e1"), sq("e5")).count(), 3);
        assert_eq!(between(sq("a1"), sq("i1")).count(), 7);
        assert!(between(sq("a1"), sq("b2")).is_empty());
        // A cannon on e3 behind a screen on e5: it controls e6 up to the piece on e8.
        let occ = B::from_square(sq("e5")) | B::from_square(sq("e8"));
        let c = cannon_control(sq("e3"), occ);
        assert!(c.contains(sq("e6")) && c.contains(sq("e8")) && !c.contains(sq("e9")));
        assert!(!c.contains(sq("e4")) && !c.contains(sq("e5")));
    }
}
