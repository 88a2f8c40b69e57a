//! Precomputed per-square tables for the piece machinery: built once at start-up from step
//! vectors, then every look-up on the hot path is an index and a few bit operations.

use tetrarch_geometry::{Bitboard, BoardShape, Direction, Square};

/// Per-square targets of a leaper (king, knight, advisor), restricted to a zone.
#[derive(Clone, Debug)]
pub struct LeapTable<B> {
    targets: Box<[B]>,
}

impl<B: Bitboard> LeapTable<B> {
    /// Targets of one step along each of `dirs` from every square of `zone`, landing in `zone`.
    pub fn new(shape: BoardShape, dirs: &[Direction], zone: B) -> Self {
        let targets = shape
            .squares()
            .map(|sq| {
                let mut b = B::EMPTY;
                if zone.contains(sq) {
                    for &d in dirs {
                        if let Some(to) = shape.offset(sq, d, 1) {
                            if zone.contains(to) {
                                b.set(to);
                            }
                        }
                    }
                }
                b
            })
            .collect();
        LeapTable { targets }
    }

    /// A table of explicit targets, one set per square in index order (pieces whose steps
    /// depend on where they stand, such as the soldier that gains sideways steps across the
    /// river).
    pub fn from_targets(targets: Vec<B>) -> Self {
        LeapTable {
            targets: targets.into_boxed_slice(),
        }
    }

    /// The reversed table: for every square, the squares whose targets contain it (who can
    /// leap onto it). Exact for asymmetric and zone-restricted leapers alike.
    pub fn inverted(&self) -> Self {
        let mut targets = vec![B::EMPTY; self.targets.len()];
        for (from, set) in self.targets.iter().enumerate() {
            for to in set.squares() {
                targets[to.index()].set(Square::new(from));
            }
        }
        LeapTable::from_targets(targets)
    }

    /// Targets from `sq`, empty squares and pieces alike.
    #[inline(always)]
    pub fn get(&self, sq: Square) -> B {
        self.targets[sq.index()]
    }
}

/// One leg and the targets a lame leaper reaches through it.
#[derive(Copy, Clone, Debug)]
struct LameLeg<B> {
    leg: Square,
    targets: B,
}

/// Per-square lame leaps (xiangqi horse and elephant): each leg square, when empty, opens its
/// targets. Built forward (targets from an origin) or reversed (origins that attack a target:
/// the horse's leg lies next to the horse, not next to its target, so attack detection needs
/// the reversed table rather than the forward one read backwards).
#[derive(Clone, Debug)]
pub struct LameTable<B> {
    legs: Box<[[LameLeg<B>; 8]]>,
    len: Box<[u8]>,
}

impl<B: Bitboard> LameTable<B> {
    /// Forward table: for every origin in `zone`, `(leap, leg)` pairs landing in `zone`.
    pub fn new(shape: BoardShape, leaps: &[(Direction, Direction)], zone: B) -> Self {
        Self::build(shape, leaps, zone, false)
    }

    /// Reversed table: for every target square, the origins in `zone` that leap onto it, grouped
    /// by the leg square that must be empty.
    pub fn reversed(shape: BoardShape, leaps: &[(Direction, Direction)], zone: B) -> Self {
        Self::build(shape, leaps, zone, true)
    }

    fn build(shape: BoardShape, leaps: &[(Direction, Direction)], zone: B, reverse: bool) -> Self {
        let n = shape.len();
        let empty = LameLeg {
            leg: Square(0),
            targets: B::EMPTY,
        };
        let mut legs = vec![[empty; 8]; n];
        let mut len = vec![0u8; n];
        for origin in shape.squares() {
            if !zone.contains(origin) {
                continue;
            }
            for &(leap, leg) in leaps {
                let (Some(to), Some(leg_sq)) =
                    (shape.offset(origin, leap, 1), shape.offset(origin, leg, 1))
                else {
                    continue;
                };
                if !zone.contains(to) {
                    continue;
                }
                let (key, val) = if reverse { (to, origin) } else { (origin, to) };
                let entries = &mut legs[key.index()][..len[key.index()] as usize];
                if let Some(e) = entries.iter_mut().find(|e| e.leg == leg_sq) {
                    e.targets.set(val);
                } else {
                    let i = len[key.index()] as usize;
                    assert!(i < 8, "more than 8 distinct legs per square");
                    legs[key.index()][i] = LameLeg {
                        leg: leg_sq,
                        targets: B::from_square(val),
                    };
                    len[key.index()] += 1;
                }
            }
        }
        LameTable {
            legs: legs.into_boxed_slice(),
            len: len.into_boxed_slice(),
        }
    }

    /// The legs of `sq` with the squares each one opens (or, reversed, the origins that
    /// attack `sq` through it): where a piece blocks or unblocks a lame leap.
    #[inline(always)]
    pub fn legs(&self, sq: Square) -> impl Iterator<Item = (Square, B)> + '_ {
        let i = sq.index();
        self.legs[i][..self.len[i] as usize]
            .iter()
            .map(|e| (e.leg, e.targets))
    }

    /// Squares reached from (or, reversed, attacking) `sq` whose leg is empty in `occupied`.
    #[inline(always)]
    pub fn get(&self, sq: Square, occupied: B) -> B {
        let mut b = B::EMPTY;
        let i = sq.index();
        for e in &self.legs[i][..self.len[i] as usize] {
            if !occupied.contains(e.leg) {
                b |= e.targets;
            }
        }
        b
    }
}

/// Rays per square and direction, for sliders and hoppers. The nearest blocker along a ray is
/// its lowest square when the direction's index offset is positive, else its highest.
#[derive(Clone, Debug)]
pub struct RayTable<B> {
    dirs: usize,
    positive: Box<[bool]>,
    rays: Box<[B]>,
}

impl<B: Bitboard> RayTable<B> {
    /// Rays along `dirs` from every square, clipped to `zone` (a slider confined to a region
    /// stops at its edge).
    pub fn new(shape: BoardShape, dirs: &[Direction], zone: B) -> Self {
        Self::with_range(shape, dirs, zone, usize::MAX)
    }

    /// Rays of at most `max_steps` squares (range-limited riders), clipped to `zone`.
    pub fn with_range(shape: BoardShape, dirs: &[Direction], zone: B, max_steps: usize) -> Self {
        let mut rays = Vec::with_capacity(shape.len() * dirs.len());
        for sq in shape.squares() {
            for &d in dirs {
                let mut ray = B::EMPTY;
                let mut n = 1;
                while let Some(to) = shape.offset(sq, d, n) {
                    if !zone.contains(to) || n as usize > max_steps {
                        break;
                    }
                    ray.set(to);
                    n += 1;
                }
                rays.push(ray);
            }
        }
        RayTable {
            dirs: dirs.len(),
            positive: dirs.iter().map(|&d| shape.linear_offset(d) > 0).collect(),
            rays: rays.into_boxed_slice(),
        }
    }

    /// Number of directions.
    #[inline(always)]
    pub fn directions(&self) -> usize {
        self.dirs
    }

    /// The whole ray from `sq` along direction number `d`.
    #[inline(always)]
    pub fn ray(&self, sq: Square, d: usize) -> B {
        self.rays[sq.index() * self.dirs + d]
    }

    /// The nearest occupied square from `sq` along direction `d`.
    #[inline(always)]
    pub fn first_blocker(&self, sq: Square, d: usize, occupied: B) -> Option<Square> {
        let blockers = self.ray(sq, d) & occupied;
        if self.positive[d] {
            blockers.first()
        } else {
            blockers.last()
        }
    }

    /// Slider targets along direction `d`: empty squares up to and including the first blocker.
    /// (The blocker's own ray is masked off rather than xor-ed, so range-limited rays, which
    /// reach past the end of `sq`'s ray, stay exact.)
    #[inline(always)]
    pub fn slide_along(&self, sq: Square, d: usize, occupied: B) -> B {
        let ray = self.ray(sq, d);
        match self.first_blocker(sq, d, occupied) {
            Some(b) => ray.without(self.ray(b, d)),
            None => ray,
        }
    }

    /// Slider targets along all directions.
    #[inline(always)]
    pub fn slide(&self, sq: Square, occupied: B) -> B {
        let mut b = B::EMPTY;
        for d in 0..self.dirs {
            b |= self.slide_along(sq, d, occupied);
        }
        b
    }

    /// Hopper captures (the cannon): the second occupied square along each direction.
    #[inline(always)]
    pub fn hop(&self, sq: Square, occupied: B) -> B {
        let mut b = B::EMPTY;
        for d in 0..self.dirs {
            if let Some(screen) = self.first_blocker(sq, d, occupied) {
                if let Some(target) = self.first_blocker(screen, d, occupied) {
                    b.set(target);
                }
            }
        }
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::{destinations, Occupant};
    use crate::{PieceRule, StepKind, StepMode};
    use proptest::prelude::*;
    use tetrarch_geometry::*;

    /// Compares the fast tables with the reference walker for one shape and piece set.
    fn agree<B: Bitboard>(shape: BoardShape, own_bits: &[u16], enemy_bits: &[u16]) {
        let n = shape.len() as u16;
        let mut own = B::EMPTY;
        let mut enemy = B::EMPTY;
        for &s in own_bits {
            own.set(Square(s % n));
        }
        for &s in enemy_bits {
            let sq = Square(s % n);
            if !own.contains(sq) {
                enemy.set(sq);
            }
        }
        let occ = own | enemy;
        let all: B = shape.all();
        let occupant = |sq: Square| {
            if own.contains(sq) {
                Occupant::Own
            } else if enemy.contains(sq) {
                Occupant::Enemy
            } else {
                Occupant::Empty
            }
        };
        let to_set = |v: Vec<Square>| {
            v.into_iter().fold(B::EMPTY, |mut b, s| {
                b.set(s);
                b
            })
        };
        let (sliders, leapers): (&[Direction], &[Direction]) = if shape.levels > 1 {
            (&QUEEN_3D, &KNIGHT_3D)
        } else {
            (&KING_2D, &KNIGHT_2D)
        };
        let rays = RayTable::<B>::new(shape, sliders, all);
        let short_rays = RayTable::<B>::with_range(shape, sliders, all, 2);
        let leaps = LeapTable::<B>::new(shape, leapers, all);
        let inverted = leaps.inverted();
        let horse: Vec<(Direction, Direction)> = KNIGHT_2D
            .iter()
            .map(|&d| {
                let leg = if d.file.abs() == 2 {
                    Direction::flat(d.file / 2, 0)
                } else {
                    Direction::flat(0, d.rank / 2)
                };
                (d, leg)
            })
            .collect();
        let lame = LameTable::<B>::new(shape, &horse, all);
        let lame_rev = LameTable::<B>::reversed(shape, &horse, all);
        let slide_rule = PieceRule::uniform(sliders, StepKind::Slide, StepMode::Any);
        let short_rule = PieceRule::uniform(sliders, StepKind::SlideUpTo { max: 2 }, StepMode::Any);
        let hop_rule = PieceRule::uniform(sliders, StepKind::Hop, StepMode::CaptureOnly);
        let leap_rule = PieceRule::uniform(leapers, StepKind::Leap, StepMode::Any);
        let lame_rule = PieceRule {
            steps: horse
                .iter()
                .map(|&(d, leg)| crate::Step::new(d, StepKind::Lame { leg }, StepMode::Any))
                .collect(),
        };
        for from in shape.squares() {
            let r = |rule: &PieceRule| to_set(destinations(shape, from, rule, |_| true, occupant));
            assert_eq!(
                rays.slide(from, occ) & !own,
                r(&slide_rule),
                "slide from {from:?}"
            );
            assert_eq!(
                short_rays.slide(from, occ) & !own,
                r(&short_rule),
                "range-2 slide from {from:?}"
            );
            assert_eq!(
                rays.hop(from, occ) & enemy,
                r(&hop_rule),
                "hop from {from:?}"
            );
            assert_eq!(leaps.get(from) & !own, r(&leap_rule), "leap from {from:?}");
            for to in leaps.get(from).squares() {
                assert!(inverted.get(to).contains(from), "inverted leap {from:?}");
            }
            if shape.levels == 1 {
                assert_eq!(
                    lame.get(from, occ) & !own,
                    r(&lame_rule),
                    "lame from {from:?}"
                );
                // Reversed: every origin found attacks `from` in the forward table.
                for origin in lame_rev.get(from, occ).squares() {
                    assert!(lame.get(origin, occ).contains(from));
                }
                let forward_count = shape
                    .squares()
                    .filter(|&o| lame.get(o, occ).contains(from))
                    .count();
                assert_eq!(lame_rev.get(from, occ).count() as usize, forward_count);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn tables_agree_with_reference(
            own in proptest::collection::vec(0u16..1024, 0..30),
            enemy in proptest::collection::vec(0u16..1024, 0..30),
        ) {
            agree::<Bitboard64>(BoardShape::flat(8, 8), &own, &enemy);
            agree::<Bitboard128>(BoardShape::flat(9, 10), &own, &enemy);
            agree::<Bitboard128>(BoardShape::cube(5, 5, 5), &own, &enemy);
            agree::<Bitboard256>(BoardShape::flat(15, 15), &own, &enemy);
        }
    }
}
