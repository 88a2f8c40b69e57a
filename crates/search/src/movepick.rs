//! The staged move picker: moves come out in the order most likely to cut off, and the
//! list is only generated when the hash move did not already refute the node.
//!
//! Stages: hash move, good noisy (by the game's `noisy_order` and capture history, kept if
//! `see_ge(m, 0)`, or `see_ge(m, -score / good_noisy_see_divisor)` when that is set), killers 1 and 2, counter-move, quiets (by `quiet_order` scaled by `quiet_order_scale`, plus history),
//! bad noisy.

use smallvec::SmallVec;
use tetrarch_movegen::{Move, MoveList, Position, MAX_MOVES};

use crate::history::{Continuation, OrderingTables, PieceTo};

/// The first this many quiets are picked by selection, the rest sorted.
const SELECTED_QUIETS: usize = 6;

#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
enum Stage {
    HashMove,
    Generate,
    GoodNoisy,
    Killer1,
    Killer2,
    Counter,
    ScoreQuiets,
    Quiets,
    BadNoisy,
    Done,
}

/// Quiet lists up to this long are sorted by insertion (cheapest for short lists).
const SORT_BY_INSERTION: usize = 24;

/// Picks the moves of one interior node, best first.
pub(crate) struct MovePicker {
    stage: Stage,
    hash_move: Move,
    /// Killers 1-2 and the counter-move: yielded early, skipped among the quiets.
    specials: [Move; 3],
    /// Noisy moves in `[0, noisy_end)` (bad ones gathered at `[0, bad_end)`), quiets after.
    moves: MoveList,
    scores: SmallVec<[i64; MAX_MOVES]>,
    noisy_end: usize,
    bad_end: usize,
    bad_index: usize,
    cursor: usize,
    skip_quiets: bool,
    generated: bool,
    /// The moves one, two and four plies back, for continuation history.
    prev_pieces: [PieceTo; 3],
    /// `SearchParams::capture_history_order`: 0 orders noisy moves by the game alone.
    capture_order: i32,
    /// `SearchParams::good_noisy_see_divisor` (only with capture history on; 0: off).
    good_see_divisor: i64,
    /// `SearchParams::quiet_order_scale`: the game's quiet order against the histories.
    quiet_order_scale: i64,
}

impl MovePicker {
    /// A picker for a node with `hash_move` (null if none or illegal), the ply's `killers`
    /// and the `counter` move to the previous move; `prev_pieces` are the moves one and two
    /// plies back as continuation history indexes them; `capture_order` weighs the game's
    /// noisy order against capture history (0: the game's order alone); `good_see_divisor`
    /// lets a well-scored noisy move count as good at a small SEE loss (0: off);
    /// `quiet_order_scale` weighs the game's quiet order against the histories.
    pub(crate) fn new(
        hash_move: Move,
        killers: [Move; 2],
        counter: Move,
        prev_pieces: [PieceTo; 3],
        capture_order: i32,
        good_see_divisor: i32,
        quiet_order_scale: i32,
    ) -> Self {
        MovePicker {
            stage: if hash_move.is_null() {
                Stage::Generate
            } else {
                Stage::HashMove
            },
            hash_move,
            specials: [killers[0], killers[1], counter],
            moves: MoveList::new(),
            scores: SmallVec::new(),
            noisy_end: 0,
            bad_end: 0,
            bad_index: 0,
            cursor: 0,
            skip_quiets: false,
            generated: false,
            prev_pieces,
            capture_order,
            good_see_divisor: if capture_order > 0 {
                good_see_divisor.max(0) as i64
            } else {
                0
            },
            quiet_order_scale: quiet_order_scale as i64,
        }
    }

    /// Generates now (in check: the number of evasions decides the one-reply extension).
    pub(crate) fn generate_now<P: Position>(&mut self, pos: &P, tables: &OrderingTables) {
        if !self.generated {
            self.generate(pos, tables);
        }
    }

    /// The number of moves generated (0 before generation).
    pub(crate) fn generated_count(&self) -> usize {
        self.moves.len()
    }

    /// No more quiet moves from now on (move-count pruning).
    pub(crate) fn skip_quiets(&mut self) {
        self.skip_quiets = true;
    }

    fn generate<P: Position>(&mut self, pos: &P, tables: &OrderingTables) {
        self.generated = true;
        let mut all = MoveList::new();
        pos.generate_search_moves(&mut all);
        // Noisy first, quiets after: one list, two regions.
        for &m in &all {
            if pos.is_noisy(m) {
                self.moves.push(m);
                self.scores
                    .push(noisy_score(pos, tables, m, self.capture_order));
            }
        }
        self.noisy_end = self.moves.len();
        for &m in &all {
            if !pos.is_noisy(m) {
                self.moves.push(m);
                self.scores.push(0);
            }
        }
        // Killers and the counter-move only count if they are quiet moves of this list.
        let quiets = &self.moves[self.noisy_end..];
        for s in &mut self.specials {
            if s.is_null() || *s == self.hash_move || !quiets.contains(s) {
                *s = Move::NULL;
            }
        }
        if self.specials[1] == self.specials[0] {
            self.specials[1] = Move::NULL;
        }
        if self.specials[2] == self.specials[0] || self.specials[2] == self.specials[1] {
            self.specials[2] = Move::NULL;
        }
    }

    /// Moves the best-scored entry of `[from, end)` to `from`.
    fn select_best(&mut self, from: usize, end: usize) {
        let mut best = from;
        for i in from + 1..end {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(from, best);
        self.scores.swap(from, best);
    }

    /// Sorts the quiets from `start` on, best first, once: a node that has tried
    /// [`SELECTED_QUIETS`] quiets usually tries many more, so one insertion sort beats
    /// repeated selection from there.
    fn sort_quiets(&mut self, start: usize) {
        if self.moves.len() - start > SORT_BY_INSERTION {
            // Long lists (gomoku's candidates): a real sort, insertion sort is quadratic.
            let mut pairs: SmallVec<[(i64, Move); MAX_MOVES]> = self.scores[start..]
                .iter()
                .copied()
                .zip(self.moves[start..].iter().copied())
                .collect();
            pairs.sort_by_key(|&(s, _)| core::cmp::Reverse(s));
            for (i, (s, m)) in pairs.into_iter().enumerate() {
                self.scores[start + i] = s;
                self.moves[start + i] = m;
            }
            return;
        }
        for i in start + 1..self.moves.len() {
            let (m, s) = (self.moves[i], self.scores[i]);
            let mut j = i;
            while j > start && self.scores[j - 1] < s {
                self.moves[j] = self.moves[j - 1];
                self.scores[j] = self.scores[j - 1];
                j -= 1;
            }
            self.moves[j] = m;
            self.scores[j] = s;
        }
    }

    /// Whether the last move returned was a losing exchange (the last stage).
    pub(crate) fn in_bad_noisy(&self) -> bool {
        self.stage == Stage::BadNoisy
    }

    /// The next move, or `None` when all are done.
    pub(crate) fn next<P: Position>(&mut self, pos: &P, tables: &OrderingTables) -> Option<Move> {
        loop {
            match self.stage {
                Stage::HashMove => {
                    self.stage = Stage::Generate;
                    return Some(self.hash_move);
                }
                Stage::Generate => {
                    if !self.generated {
                        self.generate(pos, tables);
                    }
                    self.cursor = 0;
                    self.stage = Stage::GoodNoisy;
                }
                Stage::GoodNoisy => {
                    if self.cursor >= self.noisy_end {
                        self.stage = Stage::Killer1;
                        continue;
                    }
                    self.select_best(self.cursor, self.noisy_end);
                    let m = self.moves[self.cursor];
                    self.cursor += 1;
                    if m == self.hash_move {
                        continue;
                    }
                    let threshold = if self.good_see_divisor > 0 {
                        (-self.scores[self.cursor - 1] / self.good_see_divisor)
                            .clamp(i32::MIN as i64, i32::MAX as i64) as i32
                    } else {
                        0
                    };
                    if pos.see_ge(m, threshold) {
                        return Some(m);
                    }
                    // A losing exchange: park it at the front for the last stage.
                    self.moves.swap(self.bad_end, self.cursor - 1);
                    self.scores.swap(self.bad_end, self.cursor - 1);
                    self.bad_end += 1;
                }
                Stage::Killer1 | Stage::Killer2 | Stage::Counter => {
                    let i = self.stage as usize - Stage::Killer1 as usize;
                    self.stage = match self.stage {
                        Stage::Killer1 => Stage::Killer2,
                        Stage::Killer2 => Stage::Counter,
                        _ => Stage::ScoreQuiets,
                    };
                    let m = self.specials[i];
                    if !m.is_null() && !self.skip_quiets {
                        return Some(m);
                    }
                }
                Stage::ScoreQuiets => {
                    if self.skip_quiets {
                        self.stage = Stage::BadNoisy;
                        continue;
                    }
                    let side = pos.side_to_move();
                    for i in self.noisy_end..self.moves.len() {
                        let m = self.moves[i];
                        // The game's own order (gomoku's patterns) scaled against the
                        // histories (at most 4 * 16384 together): by default they break ties.
                        let piece_to = tables.piece_to(pos.moved_piece(m), m);
                        let [one, two, four] = self.prev_pieces;
                        let history = tables.history(side, m)
                            + tables.continuation(Continuation::OnePly, one, piece_to)
                            + tables.continuation(Continuation::TwoPlies, two, piece_to)
                            + tables.continuation(Continuation::FourPlies, four, piece_to);
                        self.scores[i] =
                            pos.quiet_order(m) as i64 * self.quiet_order_scale + history as i64;
                    }
                    self.cursor = self.noisy_end;
                    self.stage = Stage::Quiets;
                }
                Stage::Quiets => {
                    if self.skip_quiets || self.cursor >= self.moves.len() {
                        self.stage = Stage::BadNoisy;
                        continue;
                    }
                    // The first few quiets by selection (near the leaves move-count pruning
                    // stops after a handful), the rest sorted once if the node gets there.
                    let picked = self.cursor - self.noisy_end;
                    if picked < SELECTED_QUIETS {
                        self.select_best(self.cursor, self.moves.len());
                    } else if picked == SELECTED_QUIETS {
                        self.sort_quiets(self.cursor);
                    }
                    let m = self.moves[self.cursor];
                    self.cursor += 1;
                    if m != self.hash_move && !self.specials.contains(&m) {
                        return Some(m);
                    }
                }
                Stage::BadNoisy => {
                    if self.bad_index >= self.bad_end {
                        self.stage = Stage::Done;
                        continue;
                    }
                    let m = self.moves[self.bad_index];
                    self.bad_index += 1;
                    return Some(m);
                }
                Stage::Done => return None,
            }
        }
    }
}

/// The score that orders noisy move `m`: the game's `noisy_order`, weighted by
/// `capture_order` against the move's capture history when that is on.
#[inline]
fn noisy_score<P: Position>(pos: &P, tables: &OrderingTables, m: Move, capture_order: i32) -> i64 {
    let order = pos.noisy_order(m) as i64;
    if capture_order == 0 {
        return order;
    }
    let piece_to = tables.piece_to(pos.moved_piece(m), m);
    order * capture_order as i64 + tables.capture(piece_to, pos.captured_piece(m)) as i64
}

/// The noisy moves of a quiescence node (all evasions in check), best first: the hash move,
/// then by the game's `noisy_order` and capture history.
pub(crate) struct NoisyPicker {
    moves: MoveList,
    scores: SmallVec<[i64; MAX_MOVES]>,
    cursor: usize,
}

impl NoisyPicker {
    pub(crate) fn new<P: Position>(
        pos: &P,
        hash_move: Move,
        tables: &OrderingTables,
        capture_order: i32,
    ) -> Self {
        let mut moves = MoveList::new();
        pos.generate_noisy(&mut moves);
        let scores = moves
            .iter()
            .map(|&m| {
                if m == hash_move {
                    i64::MAX
                } else if pos.is_noisy(m) {
                    1 << 40 | (noisy_score(pos, tables, m, capture_order) + (1 << 39))
                } else {
                    // A quiet evasion.
                    0
                }
            })
            .collect();
        NoisyPicker {
            moves,
            scores,
            cursor: 0,
        }
    }

    /// Whether there were no moves at all.
    pub(crate) fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub(crate) fn next(&mut self) -> Option<Move> {
        if self.cursor >= self.moves.len() {
            return None;
        }
        let mut best = self.cursor;
        for i in self.cursor + 1..self.moves.len() {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(self.cursor, best);
        self.scores.swap(self.cursor, best);
        self.cursor += 1;
        Some(self.moves[self.cursor - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_chess::ChessPosition;
    use tetrarch_movegen::Notation;

    /// Where the picker yields `m`: its index, and whether it came as a bad exchange.
    fn place(pos: &ChessPosition, tables: &OrderingTables, m: Move, divisor: i32) -> (usize, bool) {
        let none = [PieceTo::NONE; 3];
        let mut picker = MovePicker::new(
            Move::NULL,
            [Move::NULL; 2],
            Move::NULL,
            none,
            4,
            divisor,
            65_536,
        );
        let mut i = 0;
        while let Some(n) = picker.next(pos, tables) {
            if n == m {
                return (i, picker.in_bad_noisy());
            }
            i += 1;
        }
        panic!("{m:?} was never picked");
    }

    #[test]
    fn capture_history_can_make_a_losing_capture_good() {
        // Rxd5 wins a pawn and loses the rook to c6xd5: SEE -400.
        let pos = ChessPosition::from_text("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
        let m = pos.parse_move("d1d5").unwrap();
        let mut tables = OrderingTables::default();
        tables.fit(64, 12, 2);
        // No history: a bad exchange with or without the divisor, tried last.
        assert!(place(&pos, &tables, m, 0).1);
        assert!(place(&pos, &tables, m, 30).1);
        // A capture that keeps cutting off: good at divisor 30 (threshold about -640),
        // still bad with the fixed `see_ge(m, 0)`.
        let piece_to = tables.piece_to(pos.moved_piece(m), m);
        for _ in 0..200 {
            tables.update_capture(piece_to, pos.captured_piece(m), 1600);
        }
        assert!(place(&pos, &tables, m, 0).1);
        assert_eq!(place(&pos, &tables, m, 30), (0, false));
        // A large divisor's threshold is near 0: bad again at divisor 1000.
        assert!(place(&pos, &tables, m, 1000).1);
    }
}
