//! Material, piece-square and phase totals kept incrementally by make/unmake.

use crate::Score;

/// White-minus-Black piece-square-and-material score and the game phase, updated by the
/// board on every piece placed or removed so evaluation never rescans the board for them.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct EvalAccumulator {
    /// Material plus piece-square, White minus Black.
    pub psq: Score,
    /// Sum of the phase weights of the pieces on the board (full middle game = the game's max).
    pub phase: i32,
}

impl EvalAccumulator {
    /// A piece of colour index `color` worth `value` (material + square) and `phase` arrives.
    #[inline(always)]
    pub fn add(&mut self, color: usize, value: Score, phase: i32) {
        if color == 0 {
            self.psq += value;
        } else {
            self.psq -= value;
        }
        self.phase += phase;
    }

    /// The piece leaves.
    #[inline(always)]
    pub fn remove(&mut self, color: usize, value: Score, phase: i32) {
        if color == 0 {
            self.psq -= value;
        } else {
            self.psq += value;
        }
        self.phase -= phase;
    }

    /// The tapered White-relative score.
    #[inline(always)]
    pub fn tapered(&self, max_phase: i32) -> i32 {
        self.psq.taper(self.phase, max_phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_remove_cancel() {
        let mut a = EvalAccumulator::default();
        a.add(0, Score::new(100, 120), 1);
        a.add(1, Score::new(300, 280), 2);
        assert_eq!(a.psq, Score::new(-200, -160));
        a.remove(1, Score::new(300, 280), 2);
        a.remove(0, Score::new(100, 120), 1);
        assert_eq!(a, EvalAccumulator::default());
    }
}
