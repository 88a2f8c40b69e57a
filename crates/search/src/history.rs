//! Move-ordering memory that outlives one node: the history and counter-move tables.
//!
//! Both are indexed by a move's `(from, to)` squares ("butterfly" tables), the only move
//! anatomy the search knows. They are kept between searches (aged, not cleared), one set per
//! search thread.

use tetrarch_movegen::{Color, Move};

/// History scores stay within +-this (the gravity formula below converges to it).
pub(crate) const HISTORY_MAX: i32 = 16_384;

/// History and counter-move tables of one search thread.
#[derive(Debug, Default)]
pub(crate) struct OrderingTables {
    squares: usize,
    /// `[color][from][to]`: how often a quiet move caused a cut-off, weighted by depth.
    history: Vec<i16>,
    /// `[from][to]` of the previous move: the quiet reply that last refuted it.
    counter: Vec<Move>,
}

impl OrderingTables {
    /// Sizes the tables for boards of `squares` cells (reallocating only on a change).
    pub(crate) fn fit(&mut self, squares: usize) {
        if self.squares != squares {
            self.squares = squares;
            self.history = vec![0; 2 * squares * squares];
            self.counter = vec![Move::NULL; squares * squares];
        }
    }

    /// Forgets everything (new game).
    pub(crate) fn clear(&mut self) {
        self.history.fill(0);
        self.counter.fill(Move::NULL);
    }

    /// Halves every history score at the start of a search: recent experience counts more.
    pub(crate) fn age(&mut self) {
        for h in &mut self.history {
            *h /= 2;
        }
    }

    #[inline(always)]
    fn butterfly(&self, m: Move) -> usize {
        m.from().0 as usize * self.squares + m.to().0 as usize
    }

    /// The history score of quiet `m` for `side`.
    #[inline]
    pub(crate) fn history(&self, side: Color, m: Move) -> i32 {
        let i = side.index() * self.squares * self.squares + self.butterfly(m);
        self.history.get(i).map_or(0, |&h| h as i32)
    }

    /// Adds `bonus` (negative: a malus) with gravity: the closer to the limit, the smaller
    /// the step, so scores saturate instead of overflowing.
    #[inline]
    pub(crate) fn update_history(&mut self, side: Color, m: Move, bonus: i32) {
        let i = side.index() * self.squares * self.squares + self.butterfly(m);
        if let Some(h) = self.history.get_mut(i) {
            let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
            let v = *h as i32 + b - *h as i32 * b.abs() / HISTORY_MAX;
            *h = v.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
        }
    }

    /// The counter-move recorded against `prev` (null if none).
    #[inline]
    pub(crate) fn counter(&self, prev: Move) -> Move {
        if prev.is_null() {
            return Move::NULL;
        }
        self.counter
            .get(self.butterfly(prev))
            .copied()
            .unwrap_or(Move::NULL)
    }

    #[inline]
    pub(crate) fn set_counter(&mut self, prev: Move, m: Move) {
        if !prev.is_null() {
            let i = self.butterfly(prev);
            if let Some(c) = self.counter.get_mut(i) {
                *c = m;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_geometry::Square;

    #[test]
    fn history_saturates_and_ages() {
        let mut t = OrderingTables::default();
        t.fit(64);
        let m = Move::new(Square(12), Square(28), 0);
        for _ in 0..1000 {
            t.update_history(Color::White, m, 2000);
        }
        let h = t.history(Color::White, m);
        assert!(h > HISTORY_MAX * 9 / 10 && h <= HISTORY_MAX, "{h}");
        assert_eq!(t.history(Color::Black, m), 0);
        t.age();
        assert_eq!(t.history(Color::White, m), h / 2);
        t.set_counter(m, Move::new(Square(1), Square(2), 0));
        assert_eq!(t.counter(m), Move::new(Square(1), Square(2), 0));
        // Out-of-range squares are ignored, never a panic.
        let far = Move::new(Square(1000), Square(1000), 0);
        t.update_history(Color::White, far, 10);
        assert_eq!(t.history(Color::White, far), 0);
    }
}
