//! The game-end law, as Fairy-Stockfish adjudicates xiangqi (checked against pyffish):
//! - no legal move (checkmate or stalemate): the side to move loses;
//! - 50-move rule: 100 plies without a capture (soldier moves do not reset the clock) is a
//!   draw, unless the side to move is checkmated;
//! - repetition: the third occurrence of a position (or the second, when the earlier one lies
//!   inside the search tree, `ply` plies from the root) ends the game. If one side gave check
//!   with every one of its moves since the first occurrence, it loses (perpetual check); if
//!   both did, draw. Otherwise, if one side's every move kept chasing the same piece (see
//!   `chase.rs` for what counts and what is not covered), it loses (perpetual chase); if both
//!   or neither, draw.

use crate::XiangqiPosition;
use tetrarch_movegen::{Outcome, Position};

/// Plies without a capture after which the game is drawn (Fairy-Stockfish's 50-move rule).
pub const FIFTY_MOVE_PLIES: u16 = 100;

impl XiangqiPosition {
    /// The verdict of the 50-move rule and the repetition law here (see the module doc).
    pub(crate) fn law_outcome(&self, ply: usize) -> Option<Outcome> {
        if self.halfmove >= FIFTY_MOVE_PLIES && (!self.checked || self.count_moves() > 0) {
            return Some(Outcome::Draw);
        }
        self.repetition_outcome(ply)
    }

    /// Repetition, perpetual check included. `history[n - i]` is the position `i` plies ago.
    fn repetition_outcome(&self, ply: usize) -> Option<Outcome> {
        let end = self.halfmove.min(self.plies_from_null) as usize;
        if end < 4 {
            return None;
        }
        let h = &self.history;
        let n = h.len();
        debug_assert!(end <= n);
        // "Them" checks us: we were in check at each of our turns; "us": the reverse.
        let mut perpetual_them = self.checked && h[n - 2].in_check;
        let mut perpetual_us = h[n - 1].in_check && h[n - 3].in_check;
        let mut count = 0;
        let mut i = 4;
        while i <= end {
            let earlier = &h[n - i];
            perpetual_them &= earlier.in_check;
            if earlier.key == self.key {
                count += 1;
                let needed = if ply > i { 2 } else { 3 };
                if count + 1 == needed {
                    return Some(match (perpetual_them, perpetual_us) {
                        (true, false) => Outcome::Win,
                        (false, true) => Outcome::Loss,
                        (true, true) => Outcome::Draw,
                        (false, false) => self.chase_verdict(i),
                    });
                }
            }
            if i < end {
                perpetual_us &= h[n - i - 1].in_check;
            }
            i += 2;
        }
        None
    }
}
