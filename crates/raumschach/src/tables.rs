//! The attack tables, compiled once from the direction data of [`crate::rules`] into the
//! shared [`LeapTable`] and [`RayTable`], plus the line tables that pins, checks and reverse
//! attack look-ups need.

use crate::rules::{pawn_captures, pawn_pushes, ALL_CELLS, CELLS, SHAPE};
use std::sync::OnceLock;
use tetrarch_geometry::{
    Bitboard, Bitboard128, Direction, Square, BISHOP_3D, KNIGHT_3D, QUEEN_3D, ROOK_3D, UNICORN_3D,
};
use tetrarch_movegen::tables::{LeapTable, RayTable};
use tetrarch_movegen::Color;

type Bb = Bitboard128;

/// A whole-board pawn step: shift every pawn of `from_mask` by `offset` cells.
#[derive(Copy, Clone, Debug)]
pub struct PawnShift {
    /// Index difference of the step (positive: towards `Ee5`).
    pub offset: i32,
    /// The cells from which the step stays on the board.
    pub from_mask: Bb,
}

impl PawnShift {
    fn new(d: Direction) -> Self {
        PawnShift {
            offset: SHAPE.linear_offset(d) as i32,
            from_mask: SHAPE.region(|c| SHAPE.offset(SHAPE.square(c), d, 1).is_some()),
        }
    }

    /// The targets of stepping every pawn in `pawns`.
    #[inline(always)]
    pub fn apply(self, pawns: Bb) -> Bb {
        let p = (pawns & self.from_mask).0;
        Bitboard128(if self.offset > 0 {
            p << self.offset
        } else {
            p >> -self.offset
        })
    }
}

/// The two halves of one line through a cell (a direction and its reverse).
#[derive(Copy, Clone, Debug, Default)]
#[repr(C, align(32))]
struct LineHalves {
    /// The ray toward lower cell indices.
    lower: u128,
    /// The ray toward higher cell indices.
    upper: u128,
}

/// Slider attacks one whole line at a time, branch-free ("obstruction difference"): the
/// attacked cells of a line run from the nearest blocker below the cell (its highest set bit,
/// found by a leading-zero count) to the nearest blocker above it (isolated by a subtraction).
/// `L` lines per cell: 3 for the rook, 6 for the bishop, 4 for the unicorn. Half as many steps
/// as one [`RayTable`] direction at a time and no branch on the direction's sign; built from the
/// [`RayTable`], which stays the reference it is tested against.
pub struct LineTable<const L: usize> {
    lines: Box<[[LineHalves; L]]>,
}

impl<const L: usize> core::fmt::Debug for LineTable<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "LineTable<{L}>")
    }
}

impl<const L: usize> LineTable<L> {
    /// Pairs each direction of `rays` whose index offset is positive with its reverse.
    fn new(rays: &RayTable<Bb>, dirs: &[Direction]) -> Self {
        let mut lines = vec![[LineHalves::default(); L]; CELLS];
        for sq in SHAPE.squares() {
            let mut n = 0;
            for (i, d) in dirs.iter().enumerate() {
                if SHAPE.linear_offset(*d) < 0 {
                    continue;
                }
                let back = dirs
                    .iter()
                    .position(|&e| e == d.reversed())
                    .expect("direction sets are closed under reversal");
                lines[sq.index()][n] = LineHalves {
                    lower: rays.ray(sq, back).0,
                    upper: rays.ray(sq, i).0,
                };
                n += 1;
            }
            assert_eq!(n, L, "one line per pair of opposite directions");
        }
        LineTable {
            lines: lines.into_boxed_slice(),
        }
    }

    /// The cells a slider on `sq` attacks when `occ` is occupied (blockers included).
    #[inline(always)]
    pub fn attacks(&self, sq: Square, occ: Bb) -> Bb {
        let mut attacks = 0u128;
        for line in &self.lines[sq.index()] {
            let lower = occ.0 & line.lower;
            let upper = occ.0 & line.upper;
            // The highest blocker below (bit 0 when none: then the whole lower ray counts).
            let below = (1u128 << 127) >> (lower | 1).leading_zeros();
            // From that blocker up to the lowest blocker above, inclusive.
            let span = upper ^ upper.wrapping_sub(below);
            attacks |= (line.lower | line.upper) & span;
        }
        Bitboard128(attacks)
    }
}

/// Every precomputed table of the game. Built once per process ([`tables`]).
pub struct Tables {
    /// Knight leaps (24 directions).
    pub knight: LeapTable<Bb>,
    /// King steps (26 directions).
    pub king: LeapTable<Bb>,
    /// Pawn capture targets per colour; read backwards for attacks: a `color` pawn attacks
    /// `sq` from the cells of `pawn_capture[!color][sq]`.
    pub pawn_capture: [LeapTable<Bb>; 2],
    /// Pawn push targets per colour (empty cells only).
    pub pawn_push: [LeapTable<Bb>; 2],
    /// Whole-board pawn pushes per colour.
    pub pawn_push_shifts: [[PawnShift; 2]; 2],
    /// Whole-board pawn captures per colour.
    pub pawn_capture_shifts: [[PawnShift; 5]; 2],
    /// Rook, bishop and unicorn attacks by whole lines (the hot path).
    pub rook_slides: LineTable<3>,
    /// Bishop attacks by whole lines.
    pub bishop_slides: LineTable<6>,
    /// Unicorn attacks by whole lines.
    pub unicorn_slides: LineTable<4>,
    /// Rook rays (6 directions).
    pub rook: RayTable<Bb>,
    /// Bishop rays (12 directions).
    pub bishop: RayTable<Bb>,
    /// Unicorn rays (8 directions).
    pub unicorn: RayTable<Bb>,
    /// Union of each slider's rays on an empty board: who could attack a cell at all.
    pub rook_reach: Box<[Bb]>,
    /// Union of the bishop's rays.
    pub bishop_reach: Box<[Bb]>,
    /// Union of the unicorn's rays.
    pub unicorn_reach: Box<[Bb]>,
    /// Cells strictly between two cells on a common line (empty when not aligned).
    between: Box<[Bb]>,
}

impl core::fmt::Debug for Tables {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Tables { .. }")
    }
}

impl Tables {
    fn build() -> Tables {
        let all = ALL_CELLS;
        let rook = RayTable::new(SHAPE, &ROOK_3D, all);
        let bishop = RayTable::new(SHAPE, &BISHOP_3D, all);
        let unicorn = RayTable::new(SHAPE, &UNICORN_3D, all);
        let lines = |t: &RayTable<Bb>| -> Box<[Bb]> {
            SHAPE.squares().map(|sq| t.slide(sq, Bb::EMPTY)).collect()
        };
        let mut between = vec![Bb::EMPTY; CELLS * CELLS];
        for a in SHAPE.squares() {
            for d in QUEEN_3D {
                let mut path = Bb::EMPTY;
                let mut n = 1;
                while let Some(b) = SHAPE.offset(a, d, n) {
                    between[a.index() * CELLS + b.index()] = path;
                    path.set(b);
                    n += 1;
                }
            }
        }
        let by_color = |f: &dyn Fn(Color) -> LeapTable<Bb>| [f(Color::White), f(Color::Black)];
        Tables {
            knight: LeapTable::new(SHAPE, &KNIGHT_3D, all),
            king: LeapTable::new(SHAPE, &QUEEN_3D, all),
            pawn_capture: by_color(&|c| LeapTable::new(SHAPE, &pawn_captures(c), all)),
            pawn_push: by_color(&|c| LeapTable::new(SHAPE, &pawn_pushes(c), all)),
            pawn_push_shifts: [Color::White, Color::Black]
                .map(|c| pawn_pushes(c).map(PawnShift::new)),
            pawn_capture_shifts: [Color::White, Color::Black]
                .map(|c| pawn_captures(c).map(PawnShift::new)),
            rook_slides: LineTable::new(&rook, &ROOK_3D),
            bishop_slides: LineTable::new(&bishop, &BISHOP_3D),
            unicorn_slides: LineTable::new(&unicorn, &UNICORN_3D),
            rook_reach: lines(&rook),
            bishop_reach: lines(&bishop),
            unicorn_reach: lines(&unicorn),
            rook,
            bishop,
            unicorn,
            between: between.into_boxed_slice(),
        }
    }

    /// Cells strictly between `a` and `b` when they share a rook, bishop or unicorn line.
    #[inline(always)]
    pub fn between(&self, a: Square, b: Square) -> Bb {
        self.between[a.index() * CELLS + b.index()]
    }
}

/// The process-wide tables, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_match_per_cell_tables() {
        let t = tables();
        for color in Color::ALL {
            for sq in SHAPE.squares() {
                let one = Bb::from_square(sq);
                let pushes = t.pawn_push_shifts[color.index()]
                    .iter()
                    .fold(Bb::EMPTY, |b, s| b | s.apply(one));
                assert_eq!(pushes, t.pawn_push[color.index()].get(sq));
                let caps = t.pawn_capture_shifts[color.index()]
                    .iter()
                    .fold(Bb::EMPTY, |b, s| b | s.apply(one));
                assert_eq!(caps, t.pawn_capture[color.index()].get(sq));
            }
        }
    }

    /// A small deterministic generator for occupancies (no dependency needed).
    fn occupancies() -> impl Iterator<Item = Bb> {
        let mut rng = tetrarch_hash::SplitMix64(7);
        (0..400).map(move |i| {
            let density = i % 4; // 1/2, 1/4, 1/8, 1/16 of the cells
            let mut bits = rng.next() as u128 | (rng.next() as u128) << 64;
            for _ in 0..density {
                bits &= rng.next() as u128 | (rng.next() as u128) << 64;
            }
            Bitboard128(bits) & ALL_CELLS
        })
    }

    #[test]
    fn line_tables_equal_ray_tables() {
        let t = tables();
        for occ in occupancies().chain([Bb::EMPTY, ALL_CELLS]) {
            for sq in SHAPE.squares() {
                assert_eq!(t.rook_slides.attacks(sq, occ), t.rook.slide(sq, occ));
                assert_eq!(t.bishop_slides.attacks(sq, occ), t.bishop.slide(sq, occ));
                assert_eq!(t.unicorn_slides.attacks(sq, occ), t.unicorn.slide(sq, occ));
            }
        }
    }

    #[test]
    fn between_is_symmetric_and_lines_cover_26_directions() {
        let t = tables();
        let a = SHAPE.parse_square("Aa1").unwrap();
        let e = SHAPE.parse_square("Ee5").unwrap();
        assert_eq!(t.between(a, e).count(), 3);
        assert_eq!(t.between(a, e), t.between(e, a));
        let knight_away = SHAPE.parse_square("Ab3").unwrap();
        assert!(t.between(a, knight_away).is_empty());
        let centre = SHAPE.parse_square("Cc3").unwrap();
        let reach = t.rook_reach[centre.index()]
            | t.bishop_reach[centre.index()]
            | t.unicorn_reach[centre.index()];
        assert_eq!(reach.count(), 6 * 2 + 12 * 2 + 8 * 2);
    }
}
