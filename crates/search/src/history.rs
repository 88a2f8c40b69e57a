//! Move-ordering memory that outlives one node: the history, continuation-history and
//! counter-move tables.
//!
//! The butterfly tables are indexed by a move's `(from, to)` squares; continuation history by
//! `(piece, to)` pairs of the move one and two (optionally four) plies earlier and the move
//! tried, the piece being the game's [`Position::moved_piece`] code; capture history by the
//! noisy move's `(piece, to)` and what it takes ([`Position::captured_piece`]). They are kept
//! between searches (the butterfly table aged, the others not), one set per search thread.

use tetrarch_movegen::{Color, Move};

/// A move as continuation history sees it: `piece * squares + to`; [`PieceTo::NONE`] for no
/// move (the root, a null move).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct PieceTo(pub u32);

impl PieceTo {
    pub(crate) const NONE: PieceTo = PieceTo(u32::MAX);
}

/// Which earlier ply a continuation table pairs with: one ply back (the opponent's move, as
/// a counter-move), two (our own previous move, a follow-up) or four (our move before that,
/// Stockfish 11's fourth table; read only with the search parameter `history_four_plies`).
#[derive(Copy, Clone, Debug)]
pub(crate) enum Continuation {
    OnePly = 0,
    TwoPlies = 1,
    FourPlies = 2,
}

/// History scores stay within +-this (the gravity formula below converges to it).
pub(crate) const HISTORY_MAX: i32 = 16_384;

/// History and counter-move tables of one search thread.
#[derive(Debug, Default)]
pub(crate) struct OrderingTables {
    squares: usize,
    /// `piece codes * squares`: one side of a continuation table.
    piece_squares: usize,
    /// `[continuation][prev piece-to][piece-to]`.
    continuation: Vec<i16>,
    /// `[color][from][to]`: how often a quiet move caused a cut-off, weighted by depth.
    history: Vec<i16>,
    /// `[piece-to][captured]`: how often a noisy move caused a cut-off, weighted by depth.
    capture: Vec<i16>,
    /// Piece codes: the captured dimension of `capture`.
    pieces: usize,
    /// `[from][to]` of the previous move: the quiet reply that last refuted it.
    counter: Vec<Move>,
}

impl OrderingTables {
    /// Sizes the tables for boards of `squares` cells and `pieces` piece codes, with the
    /// first `continuations` continuation tables (2, or 3 with the four-ply one: a table
    /// that is off takes no memory; reallocating only on a change).
    pub(crate) fn fit(&mut self, squares: usize, pieces: usize, continuations: usize) {
        let continuation_len = continuations * pieces * squares * pieces * squares;
        if self.squares != squares
            || self.piece_squares != pieces * squares
            || self.continuation.len() != continuation_len
        {
            self.squares = squares;
            self.piece_squares = pieces * squares;
            self.pieces = pieces;
            self.history = vec![0; 2 * squares * squares];
            self.capture = vec![0; self.piece_squares * pieces];
            self.counter = vec![Move::NULL; squares * squares];
            self.continuation = vec![0; continuation_len];
        }
    }

    /// Forgets everything (new game).
    pub(crate) fn clear(&mut self) {
        self.history.fill(0);
        self.capture.fill(0);
        self.counter.fill(Move::NULL);
        self.continuation.fill(0);
    }

    /// Halves the butterfly history at the start of a search: recent experience counts more.
    ///
    /// Continuation history is kept as it is, as Stockfish keeps it (its gravity already
    /// bounds it): halving chess's 2.4 MB of it (6 MB in xiangqi) cost 0.5-1 ms of every `go`
    /// even vectorised, most of a move at 0.1 s + 0 (the sudden-death clock test lost on time).
    pub(crate) fn age(&mut self) {
        halve(&mut self.history);
    }

    /// `m` made by piece code `piece`, as continuation history indexes it.
    #[inline]
    pub(crate) fn piece_to(&self, piece: usize, m: Move) -> PieceTo {
        PieceTo((piece * self.squares + m.to().0 as usize) as u32)
    }

    #[inline(always)]
    fn continuation_index(&self, c: Continuation, prev: PieceTo, cur: PieceTo) -> Option<usize> {
        let n = self.piece_squares;
        let (p, q) = (prev.0 as usize, cur.0 as usize);
        (p < n && q < n).then(|| (c as usize * n + p) * n + q)
    }

    /// The continuation score of `cur` after `prev` (0 without a previous move, or when
    /// table `c` was not fitted).
    #[inline]
    pub(crate) fn continuation(&self, c: Continuation, prev: PieceTo, cur: PieceTo) -> i32 {
        self.continuation_index(c, prev, cur)
            .and_then(|i| self.continuation.get(i))
            .map_or(0, |&v| v as i32)
    }

    /// Adds `bonus` to the continuation score of `cur` after `prev`, with gravity.
    #[inline]
    pub(crate) fn update_continuation(
        &mut self,
        c: Continuation,
        prev: PieceTo,
        cur: PieceTo,
        bonus: i32,
    ) {
        let entry = self.continuation_index(c, prev, cur);
        if let Some(v) = entry.and_then(|i| self.continuation.get_mut(i)) {
            gravity(v, bonus);
        }
    }

    #[inline(always)]
    fn capture_index(&self, piece_to: PieceTo, captured: usize) -> Option<usize> {
        let p = piece_to.0 as usize;
        (p < self.piece_squares && captured < self.pieces).then(|| p * self.pieces + captured)
    }

    /// The capture-history score of a noisy move (as `piece_to`) taking `captured`.
    #[inline]
    pub(crate) fn capture(&self, piece_to: PieceTo, captured: usize) -> i32 {
        self.capture_index(piece_to, captured)
            .map_or(0, |i| self.capture[i] as i32)
    }

    /// Adds `bonus` to a noisy move's capture history, with gravity.
    #[inline]
    pub(crate) fn update_capture(&mut self, piece_to: PieceTo, captured: usize, bonus: i32) {
        if let Some(i) = self.capture_index(piece_to, captured) {
            gravity(&mut self.capture[i], bonus);
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
            gravity(h, bonus);
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

/// Halves every score of `table`, rounding toward zero.
fn halve(table: &mut [i16]) {
    for h in table {
        *h /= 2;
    }
}

/// Adds `bonus` to `h` with gravity: the closer to the limit, the smaller the step.
#[inline(always)]
fn gravity(h: &mut i16, bonus: i32) {
    let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    let v = *h as i32 + b - *h as i32 * b.abs() / HISTORY_MAX;
    *h = v.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_geometry::Square;

    #[test]
    fn history_saturates_and_ages() {
        let mut t = OrderingTables::default();
        t.fit(64, 12, 2);
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

    #[test]
    fn capture_history_keys_mover_square_and_victim() {
        let mut t = OrderingTables::default();
        t.fit(64, 12, 2);
        let a = t.piece_to(3, Move::new(Square(1), Square(18), 0));
        t.update_capture(a, 4, 900);
        assert_eq!(t.capture(a, 4), 900);
        assert_eq!(t.capture(a, 5), 0);
        assert_eq!(
            t.capture(t.piece_to(2, Move::new(Square(1), Square(18), 0)), 4),
            0
        );
        // Not aged with the butterfly table, cleared with everything.
        t.age();
        assert_eq!(t.capture(a, 4), 900);
        // Out of range: ignored, never a panic.
        t.update_capture(a, 12, 10);
        assert_eq!(t.capture(a, 12), 0);
        assert_eq!(t.capture(PieceTo::NONE, 0), 0);
        t.clear();
        assert_eq!(t.capture(a, 4), 0);
    }

    #[test]
    fn continuation_pairs_are_their_own_entries() {
        let mut t = OrderingTables::default();
        t.fit(64, 12, 2);
        let a = t.piece_to(3, Move::new(Square(1), Square(18), 0));
        let b = t.piece_to(9, Move::new(Square(52), Square(36), 0));
        t.update_continuation(Continuation::OnePly, a, b, 500);
        assert_eq!(t.continuation(Continuation::OnePly, a, b), 500);
        assert_eq!(t.continuation(Continuation::TwoPlies, a, b), 0);
        // The four-ply table is not fitted: it reads 0 and learns nothing...
        t.update_continuation(Continuation::FourPlies, a, b, 700);
        assert_eq!(t.continuation(Continuation::FourPlies, a, b), 0);
        // ...until it is, as an entry of its own.
        t.fit(64, 12, 3);
        t.update_continuation(Continuation::FourPlies, a, b, 700);
        assert_eq!(t.continuation(Continuation::FourPlies, a, b), 700);
        assert_eq!(t.continuation(Continuation::OnePly, a, b), 0);
        t.update_continuation(Continuation::OnePly, a, b, 500);
        assert_eq!(t.continuation(Continuation::OnePly, b, a), 0);
        // No previous move: no score and no update.
        t.update_continuation(Continuation::OnePly, PieceTo::NONE, b, 500);
        assert_eq!(t.continuation(Continuation::OnePly, PieceTo::NONE, b), 0);
        // Aging leaves continuation history alone; a new game clears it.
        t.age();
        assert_eq!(t.continuation(Continuation::OnePly, a, b), 500);
        t.clear();
        assert_eq!(t.continuation(Continuation::OnePly, a, b), 0);
    }
}
