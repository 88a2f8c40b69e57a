//! Pattern-based evaluation and move ordering from the same patterns.

use crate::threat::Threat;
use crate::GomokuPosition;
use tetrarch_eval::Evaluate;
use tetrarch_movegen::Position;

/// The side to move has a five point: it wins with its next move.
const WIN_NEXT: i32 = 6000;
/// The side to move can make an open four (or four-four) and the opponent has no five to
/// play first: a win in three plies unless the opponent's fours interfere.
const OPEN_FOUR_NEXT: i32 = 3000;
/// The opponent has two five points or more: only one can be blocked.
const LOST_NEXT: i32 = -6000;
/// Pattern sums count each threat on several cells; this scales them to centipawns.
const SUM_DIVISOR: i32 = 4;

impl Evaluate for GomokuPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    /// Side-to-move relative: the difference of both colours' cell-score sums, plus a tempo
    /// bonus for the side to move's best threat (it plays next), with the immediate tactical
    /// facts (a five to play, an unstoppable double five point) overriding them.
    fn evaluate(&self) -> i32 {
        let me = self.side_to_move().index();
        let op = 1 - me;
        let board = self.board();
        if board.threat_count(me, Threat::Five) > 0 {
            return WIN_NEXT;
        }
        let op_fives = board.threat_count(op, Threat::Five);
        if op_fives >= 2 {
            return LOST_NEXT;
        }
        let base = (board.score_sum(me) - board.score_sum(op)) / SUM_DIVISOR + tempo(self, me);
        if op_fives == 0 && board.threat_count(me, Threat::OpenFour) > 0 {
            return OPEN_FOUR_NEXT + base.clamp(-1000, 1000);
        }
        base.clamp(-4000, 4000)
    }
}

/// What the side to move's best threat is worth because it can play it now: the value of the
/// strongest threat class it has (counted incrementally, so this is O(1)).
fn tempo(pos: &GomokuPosition, color: usize) -> i32 {
    const VALUE: [(Threat, i32); 5] = [
        (Threat::FourThree, 300),
        (Threat::ThreeThree, 150),
        (Threat::Four, 60),
        (Threat::Three, 40),
        (Threat::Two, 10),
    ];
    let board = pos.board();
    VALUE
        .iter()
        .find(|(t, _)| board.threat_count(color, *t) > 0)
        .map_or(0, |&(_, v)| v)
}

/// Ordering score of a move to `cell`: its value to the mover (attack) plus its value to the
/// opponent (defence: occupying the opponent's best point).
pub(crate) fn order_score(pos: &GomokuPosition, cell: usize) -> i32 {
    let me = pos.side_to_move().index();
    let board = pos.board();
    if cell >= board.len() || !board.is_empty(cell) {
        return i32::MIN / 2;
    }
    let mut s = board.score(cell, me) as i32 * 2 + board.score(cell, 1 - me) as i32;
    if board.threat(cell, me) == Threat::Five {
        s += 1 << 20;
    } else if board.threat(cell, 1 - me) == Threat::Five {
        s += 1 << 19;
    }
    s
}
