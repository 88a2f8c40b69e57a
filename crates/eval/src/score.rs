//! A middle-game / end-game score pair packed into one integer.

use core::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

/// Middle-game and end-game values packed in one `i32` (Stockfish's trick): one addition
/// updates both. The end-game half sits in the upper 16 bits.
#[derive(Copy, Clone, PartialEq, Eq, Default, Hash)]
pub struct Score(i32);

impl Score {
    /// Nothing in either half.
    pub const ZERO: Score = Score(0);

    /// A score worth `mg` in the middle game and `eg` in the end game.
    #[inline(always)]
    pub const fn new(mg: i16, eg: i16) -> Score {
        Score(((eg as i32) << 16).wrapping_add(mg as i32))
    }

    /// The middle-game value.
    #[inline(always)]
    pub const fn mg(self) -> i16 {
        self.0 as i16
    }

    /// The end-game value (rounding corrects for the borrow of a negative `mg`).
    #[inline(always)]
    pub const fn eg(self) -> i16 {
        ((self.0.wrapping_add(0x8000)) >> 16) as i16
    }

    /// Interpolates by `phase` in `0..=max_phase`, where `max_phase` is the full middle game.
    #[inline(always)]
    pub const fn taper(self, phase: i32, max_phase: i32) -> i32 {
        let p = if phase > max_phase { max_phase } else { phase };
        (self.mg() as i32 * p + self.eg() as i32 * (max_phase - p)) / max_phase
    }
}

impl core::fmt::Debug for Score {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Score({}, {})", self.mg(), self.eg())
    }
}

impl Add for Score {
    type Output = Score;
    #[inline(always)]
    fn add(self, rhs: Score) -> Score {
        Score(self.0.wrapping_add(rhs.0))
    }
}
impl Sub for Score {
    type Output = Score;
    #[inline(always)]
    fn sub(self, rhs: Score) -> Score {
        Score(self.0.wrapping_sub(rhs.0))
    }
}
impl Neg for Score {
    type Output = Score;
    #[inline(always)]
    fn neg(self) -> Score {
        Score(self.0.wrapping_neg())
    }
}
impl Mul<i32> for Score {
    type Output = Score;
    #[inline(always)]
    fn mul(self, rhs: i32) -> Score {
        Score::new(self.mg() * rhs as i16, self.eg() * rhs as i16)
    }
}
impl AddAssign for Score {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Score) {
        *self = *self + rhs;
    }
}
impl SubAssign for Score {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Score) {
        *self = *self - rhs;
    }
}
impl core::iter::Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, |a, b| a + b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn packed_arithmetic_matches_pairs(a in -8000i16..8000, b in -8000i16..8000,
                                           c in -8000i16..8000, d in -8000i16..8000) {
            let s = Score::new(a, b) + Score::new(c, d);
            prop_assert_eq!((s.mg(), s.eg()), (a + c, b + d));
            let t = Score::new(a, b) - Score::new(c, d);
            prop_assert_eq!((t.mg(), t.eg()), (a - c, b - d));
            prop_assert_eq!((-Score::new(a, b)).eg(), -b);
        }
    }

    #[test]
    fn taper_interpolates() {
        let s = Score::new(100, 300);
        assert_eq!(s.taper(24, 24), 100);
        assert_eq!(s.taper(0, 24), 300);
        assert_eq!(s.taper(12, 24), 200);
    }
}
