//! Pattern-based evaluation and move ordering from the same patterns.
//!
//! The evaluation is linear in the weights of `weights.rs` (both colours' pattern and
//! combination values summed over the empty cells, the side to move's tempo, and each side's
//! count of cells per threat class valued by who is to move, and one entry of a table by which
//! classes both sides have), divided by
//! [`SUM_DIVISOR`], inside a frame of forced facts that are fixed, not tuned. Playing, it reads
//! the board's incrementally kept sums (O(1)); tuning, [`GomokuPosition::eval_trace`] counts the
//! same terms one by one, so that the tuner (`cargo xtask tune`) can fit the weights.

use crate::pattern::{Pattern, PATTERN_KINDS};
use crate::threat::{combo_slot, pair_slot, Threat, PAIRS};
use crate::weights::*;
use crate::GomokuPosition;
use tetrarch_eval::{EvalSink, EvalTrace, Evaluate, Trace, WeightTable};
use tetrarch_movegen::Position;

/// The side to move has a five point: it wins with its next move.
const WIN_NEXT: i32 = 6000;
/// The side to move can make an open four (or four-four) and the opponent has no five to
/// play first: a win in three plies unless the opponent's fours interfere.
const OPEN_FOUR_NEXT: i32 = 3000;
/// The opponent has two five points or more: only one can be blocked.
const LOST_NEXT: i32 = -6000;
/// Pattern sums count each threat on several cells; this scales them (in the weights' score
/// units) to centipawns.
const SUM_DIVISOR: i32 = 4;
/// How far the linear part may move the evaluation: alone, and beside an open four to make.
const LINEAR_LIMIT: i32 = 4000;
const OPEN_FOUR_LIMIT: i32 = 1000;

/// The tempo classes in the order [`TEMPO`] lists them (the order they are looked for).
const TEMPO_CLASSES: [Threat; 5] = [
    Threat::FourThree,
    Threat::ThreeThree,
    Threat::Four,
    Threat::Three,
    Threat::Two,
];

/// The waiting side's threat classes that [`THREAT_WAITER`] counts, in its order: two and
/// above (`Threat::ALL` is weakest first).
const WAITER_CLASSES: &[Threat] = Threat::ALL.split_at(2).1;
/// The side to move's threat classes that [`THREAT_MOVER`] counts, in its order: the
/// waiter's without the five point (a forced fact for the side to move).
const MOVER_CLASSES: &[Threat] = WAITER_CLASSES.split_at(WAITER_CLASSES.len() - 1).0;
const _: () = assert!(
    WAITER_CLASSES.len() == THREAT_WAITER.len() && MOVER_CLASSES.len() == THREAT_MOVER.len()
);

/// The side to move's classes whose presence [`THREAT_MASK`] reads (bits 0-3)...
const MASK_MOVER_CLASSES: [Threat; 4] = [
    Threat::Three,
    Threat::ThreeThree,
    Threat::Four,
    Threat::FourThree,
];
/// ...and the waiting side's (bits 4-8).
const MASK_WAITER_CLASSES: [Threat; 5] = [
    Threat::ThreeThree,
    Threat::Four,
    Threat::FourThree,
    Threat::OpenFour,
    Threat::Five,
];
const _: () =
    assert!(1 << (MASK_MOVER_CLASSES.len() + MASK_WAITER_CLASSES.len()) == THREAT_MASK.len());

/// The [`THREAT_MASK`] entry of the position with `me` to move. Entry 0 (none of these
/// classes on either side) is never read: it is the level the others are fitted against, so
/// the empty board stays 0.
#[inline(always)]
fn threat_mask(board: &crate::board::Board, me: usize) -> usize {
    let mut mask = 0;
    for (bit, &t) in MASK_MOVER_CLASSES.iter().enumerate() {
        mask |= ((board.threat_count(me, t) > 0) as usize) << bit;
    }
    for (bit, &t) in MASK_WAITER_CLASSES.iter().enumerate() {
        mask |= ((board.threat_count(1 - me, t) > 0) as usize) << (bit + MASK_MOVER_CLASSES.len());
    }
    mask
}

/// The tuner's reading of the divisor: the trace's end-game half is scaled by
/// `eg_scale / 64` (see `tetrarch_eval::EvalTrace`), which is exactly `/ SUM_DIVISOR` with
/// the same truncation.
const TRACE_EG_SCALE: i32 = 64 / SUM_DIVISOR;
const _: () = assert!(64 % SUM_DIVISOR == 0);

/// The gomoku weight tables, for the tuner.
pub fn weight_tables() -> &'static [WeightTable] {
    WEIGHT_TABLES
}

/// What the evaluation does with its linear part in a position.
enum Frame {
    /// A forced fact decides: this value, side-to-move relative.
    Forced(i32),
    /// `offset + (linear part / SUM_DIVISOR).clamp(-limit, limit)`.
    Linear { offset: i32, limit: i32 },
}

impl GomokuPosition {
    /// The forced facts first (a five to play, an unstoppable double five point, an open four
    /// to make), else the plain linear part.
    #[inline(always)]
    fn frame(&self) -> Frame {
        let me = self.side_to_move().index();
        let op = 1 - me;
        let board = self.board();
        if board.threat_count(me, Threat::Five) > 0 {
            return Frame::Forced(WIN_NEXT);
        }
        let op_fives = board.threat_count(op, Threat::Five);
        if op_fives >= 2 {
            return Frame::Forced(LOST_NEXT);
        }
        if op_fives == 0 && board.threat_count(me, Threat::OpenFour) > 0 {
            Frame::Linear {
                offset: OPEN_FOUR_NEXT,
                limit: OPEN_FOUR_LIMIT,
            }
        } else {
            Frame::Linear {
                offset: 0,
                limit: LINEAR_LIMIT,
            }
        }
    }

    /// The linear part, side-to-move relative, in score units: the difference of both
    /// colours' cell-score sums, the side to move's tempo, and both sides' threat-class
    /// counts valued by who is to move (a three of the side to move is an attack it can play
    /// now; the same three of the waiting side is a point the mover may have to answer).
    #[inline(always)]
    fn linear(&self) -> i32 {
        let me = self.side_to_move().index();
        let board = self.board();
        let weights = ColorWeights::of(self.rule());
        let tempo = tempo_class(self, me).map_or(0, |i| {
            ColorWeights::values(weights[me].tempo)[i].eg() as i32
        });
        let (mover, waiter) = (
            ColorWeights::values(weights[me].mover),
            ColorWeights::values(weights[1 - me].waiter),
        );
        let mut threats = 0;
        for (i, &t) in MOVER_CLASSES.iter().enumerate() {
            threats += board.threat_count(me, t) as i32 * mover[i].eg() as i32;
        }
        for (i, &t) in WAITER_CLASSES.iter().enumerate() {
            threats -= board.threat_count(1 - me, t) as i32 * waiter[i].eg() as i32;
        }
        let mask = threat_mask(board, me);
        if mask != 0 {
            threats += ColorWeights::values(weights[me].mask)[mask].eg() as i32;
        }
        board.score_sum(me) - board.score_sum(1 - me) + tempo + threats
    }

    /// The evaluation from black's (the first player's) side, as the tuner's data give it.
    pub fn evaluate_white(&self) -> i32 {
        self.evaluate() * self.side_to_move().sign()
    }

    /// The evaluation as the tuner sees it: every pattern on an empty cell, every combination
    /// and the tempo as a count of one weight of [`WEIGHT_TABLES`] (black's counted +1,
    /// white's -1); the divisor as the trace's end-game scale; a forced fact or a clamped
    /// linear part as the fixed part (no terms: the weights do not move it).
    /// `eval_trace().evaluate(current weights)` equals [`Self::evaluate_white`].
    pub fn eval_trace(&self) -> EvalTrace {
        let sign = self.side_to_move().sign();
        let trace = |terms, fixed: i32| EvalTrace {
            terms,
            phase: 0,
            max_phase: 1,
            eg_scale: TRACE_EG_SCALE,
            fixed: fixed * sign,
        };
        let (offset, limit) = match self.frame() {
            Frame::Forced(v) => return trace(Vec::new(), v),
            Frame::Linear { offset, limit } => (offset, limit),
        };
        let base = self.linear() / SUM_DIVISOR;
        if base.abs() > limit {
            return trace(Vec::new(), offset + base.clamp(-limit, limit));
        }
        let board = self.board();
        let mut sink = Trace::new(WEIGHT_TABLES);
        let weights = ColorWeights::of(self.rule());
        // The tables are the colour's and the rule's (`ColorWeights`), so the id and values
        // come from there rather than from `term!`'s fixed names.
        let mut add = |id: WeightId, index: usize, count: i32| {
            let value = ColorWeights::values(id)[index];
            EvalSink::add(&mut sink, id as usize, index, value, count);
        };
        for (color, w) in weights.iter().enumerate() {
            let color_sign = 1 - 2 * color as i32;
            let mut patterns = [0i32; PATTERN_KINDS];
            let mut pairs = [0i32; PAIRS];
            for cell in (0..board.len()).filter(|&c| board.is_empty(c)) {
                let p: [Pattern; 4] = core::array::from_fn(|d| board.pattern(cell, color, d));
                for q in p {
                    patterns[q as usize] += color_sign;
                }
                if let Some(slot) = pair_slot(&p) {
                    pairs[slot] += color_sign;
                }
            }
            for (kind, &count) in patterns.iter().enumerate() {
                add(w.pattern, kind, count);
            }
            for (slot, &count) in pairs.iter().enumerate() {
                add(w.pair, slot, count);
            }
            for t in Threat::ALL {
                if let Some(slot) = combo_slot(t) {
                    let count = board.threat_count(color, t) as i32 * color_sign;
                    add(w.combo, slot, count);
                }
            }
        }
        let me = self.side_to_move().index();
        if let Some(i) = tempo_class(self, me) {
            add(weights[me].tempo, i, sign);
        }
        // From black's side: the mover's classes count with the mover's sign, the waiter's
        // (subtracted for the mover) with the opposite one.
        for (i, &t) in MOVER_CLASSES.iter().enumerate() {
            add(
                weights[me].mover,
                i,
                board.threat_count(me, t) as i32 * sign,
            );
        }
        for (i, &t) in WAITER_CLASSES.iter().enumerate() {
            add(
                weights[1 - me].waiter,
                i,
                -(board.threat_count(1 - me, t) as i32) * sign,
            );
        }
        let mask = threat_mask(board, me);
        if mask != 0 {
            add(weights[me].mask, mask, sign);
        }
        trace(sink.merged(), offset)
    }
}

impl Evaluate for GomokuPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    /// Side-to-move relative: the difference of both colours' cell-score sums, plus a tempo
    /// bonus for the side to move's best threat (it plays next), scaled to centipawns, with
    /// the immediate tactical facts (a five to play, an unstoppable double five point, an
    /// open four to make) overriding or framing them.
    fn evaluate(&self) -> i32 {
        match self.frame() {
            Frame::Forced(v) => v,
            Frame::Linear { offset, limit } => {
                offset + (self.linear() / SUM_DIVISOR).clamp(-limit, limit)
            }
        }
    }
}

/// The [`TEMPO`] entry of `color`'s strongest threat class, if it has one (counted
/// incrementally, so this is O(1)).
#[inline(always)]
fn tempo_class(pos: &GomokuPosition, color: usize) -> Option<usize> {
    let board = pos.board();
    TEMPO_CLASSES
        .iter()
        .position(|&t| board.threat_count(color, t) > 0)
}

/// Ordering score of a move to `cell`: its value to the mover (attack) plus its value to the
/// opponent (defence: occupying the opponent's best point).
///
/// It reads the same cell scores as the evaluation (so tuned weights order the moves too):
/// a separate fixed score would need a second value in the board's 4-byte cell summary, which
/// its hot loop compares as one word, and a cell's tuned pattern value is the fitted estimate of
/// what a stone there is worth, which is what the order wants.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;
    use tetrarch_eval::parameter_vector;
    use tetrarch_hash::SplitMix64;
    use tetrarch_movegen::Notation;

    /// The threat mask reads which classes each side has, from the side to move's view.
    #[test]
    fn the_threat_mask_is_both_sides_classes() {
        let mut pos = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
        assert_eq!(threat_mask(pos.board(), 0), 0, "the empty board");
        // Black h8 h9 h10 h11 (a four, blocked at h7 by white), white far away: white to
        // move faces a five point (the waiter's `Five`, bit 8).
        for text in ["h8", "h7", "h9", "a1", "h10", "a3", "h11"] {
            let m = pos.parse_move(text).unwrap();
            pos.make_move(m);
        }
        let me = pos.side_to_move().index();
        let mask = threat_mask(pos.board(), me);
        assert_ne!(mask & 1 << 8, 0, "the waiter's five point: {mask:#b}");
        // Seen with black to move, white (the waiter then) has no five point.
        assert_eq!(threat_mask(pos.board(), 1 - me) & 1 << 8, 0);
    }

    /// The trace with the current weights is the evaluation, on every position of random
    /// games under every rule (forced facts, clamps and open fours included), and the board's
    /// incremental sums are the weights' sums.
    #[test]
    fn the_trace_reproduces_the_evaluation() {
        let weights = parameter_vector(WEIGHT_TABLES);
        let mut rng = SplitMix64(11);
        let mut positions = 0;
        let mut linear = 0;
        // Positions whose trace counts the mover's and the waiter's threat classes.
        let offsets = tetrarch_eval::offsets(WEIGHT_TABLES);
        let table_of = |index: u32| offsets.iter().rposition(|&o| o <= index as usize).unwrap();
        let threat_tables = [
            WeightId::THREAT_MASK,
            WeightId::RENJU_BLACK_THREAT_MASK,
            WeightId::RENJU_WHITE_THREAT_MASK,
            WeightId::THREAT_MOVER,
            WeightId::THREAT_WAITER,
            WeightId::RENJU_BLACK_THREAT_MOVER,
            WeightId::RENJU_BLACK_THREAT_WAITER,
            WeightId::RENJU_WHITE_THREAT_MOVER,
            WeightId::RENJU_WHITE_THREAT_WAITER,
        ];
        let mut threat_terms = 0;
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro] {
            for game in 0..40 {
                let size = [15, 15, 9, 20][game % 4];
                let mut pos = GomokuPosition::new(size, size, rule).unwrap();
                loop {
                    let trace = pos.eval_trace();
                    assert_eq!(
                        trace.evaluate(&weights),
                        pos.evaluate_white(),
                        "{}",
                        pos.to_text()
                    );
                    positions += 1;
                    linear += !trace.terms.is_empty() as usize;
                    threat_terms += trace.terms.iter().any(|&(i, n)| {
                        n != 0 && threat_tables.iter().any(|&t| t as usize == table_of(i))
                    }) as usize;
                    let mut list = tetrarch_movegen::MoveList::new();
                    pos.generate_moves(&mut list);
                    let moves: Vec<_> = list.into_iter().collect();
                    if moves.is_empty() {
                        break;
                    }
                    // Near the stones most of the time, so that threats form.
                    let candidates: Vec<usize> = pos.board().candidates().iter().collect();
                    let near: Vec<_> = moves
                        .iter()
                        .copied()
                        .filter(|m| candidates.contains(&m.to().index()))
                        .collect();
                    let pool = if near.is_empty() || rng.next().is_multiple_of(8) {
                        &moves
                    } else {
                        &near
                    };
                    let m = pool[(rng.next() % pool.len() as u64) as usize];
                    pos.make_move(m);
                }
            }
        }
        assert!(positions > 3000, "{positions}");
        assert!(linear > positions / 3, "{linear} of {positions}");
        assert!(
            threat_terms > positions / 4,
            "{threat_terms} of {positions}"
        );
    }
}
