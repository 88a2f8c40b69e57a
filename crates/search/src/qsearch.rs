//! Quiescence search: beyond the horizon, follow only the game's noisy moves (captures and
//! promotions; in gomoku fours and forced blocks, the seed's "static search") until the
//! position is quiet, so no score is taken in the middle of an exchange or a threat.

use tetrarch_eval::Evaluate;
use tetrarch_hash::Bound;
use tetrarch_movegen::{Move, MoveList, Position};

use crate::movepick::NoisyPicker;
use crate::node::NodeType;
use crate::score::{from_tt, is_mate, mate_in, mated_in, to_tt, INFINITE, MATE_BOUND, MAX_PLY};
use crate::search::{bound_cuts, EVAL_NONE};
use crate::worker::Worker;

/// Table depth of a quiescence node that also tried quiet checks, and of one that did not.
const DEPTH_QS_CHECKS: i32 = 0;
const DEPTH_QS_NO_CHECKS: i32 = -1;

impl<P: Position + Evaluate> Worker<'_, P> {
    /// Quiescence search at `ply`; `qdepth` counts plies since the horizon.
    pub(crate) fn qsearch<NT: NodeType>(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        qdepth: i32,
    ) -> i32 {
        if NT::PV {
            self.pv_len[ply] = ply;
        }
        if self.visit() {
            return 0;
        }
        self.counters.qnodes += 1;
        if NT::PV && ply + 1 > self.seldepth {
            self.seldepth = ply + 1;
        }
        if let Some(outcome) = self.pos.rule_outcome(ply) {
            return Self::outcome_score(outcome, ply);
        }
        if let Some((outcome, plies)) = self.pos.forced_outcome() {
            return Self::outcome_score(outcome, ply + plies as usize);
        }
        if ply > 0 {
            if let Some(score) = self.tablebase_score(ply) {
                return score;
            }
        }
        let in_check = self.pos.in_check();
        if ply >= MAX_PLY - 1 {
            return if in_check { 0 } else { self.static_eval() };
        }
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let selective = self.sh.selective;
        let try_checks = selective && P::HAS_CHECK && !in_check && qdepth == 0;
        let tt_depth = if in_check || try_checks {
            DEPTH_QS_CHECKS
        } else {
            DEPTH_QS_NO_CHECKS
        };

        // The table: a cut-off at non-PV nodes, the stored move first.
        let key = self.pos.key();
        let entry = self.sh.tt.probe(key);
        self.counters.tt_probes += 1;
        let mut tt_move = Move::NULL;
        if let Some(e) = entry {
            self.counters.tt_hits += 1;
            let score = from_tt(e.score, ply);
            // Without selectivity a deeper result is not the quiescence value: equal only.
            let deep_enough = if selective {
                e.depth >= tt_depth
            } else {
                e.depth == tt_depth
            };
            if !NT::PV && deep_enough && bound_cuts(e.bound, score, beta) {
                return score;
            }
            tt_move = e.mv;
        }

        // Stand pat: the side to move may decline every noisy move (not in check).
        let mut raw_eval = EVAL_NONE as i32;
        let mut best;
        if in_check {
            best = -INFINITE;
        } else {
            raw_eval = match entry {
                Some(e) if e.eval != EVAL_NONE => e.eval as i32,
                _ => self.static_eval(),
            };
            best = raw_eval;
            if let Some(e) = entry {
                let s = from_tt(e.score, ply);
                let sharper = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > raw_eval,
                    Bound::Upper => s < raw_eval,
                };
                if selective && !is_mate(s) && sharper {
                    best = s;
                }
            }
            if best >= beta {
                if entry.is_none() {
                    self.sh.tt.store(
                        key,
                        Move::NULL,
                        to_tt(best, ply),
                        raw_eval as i16,
                        DEPTH_QS_NO_CHECKS,
                        Bound::Lower,
                    );
                }
                return best;
            }
            alpha = alpha.max(best);
        }
        let stand_pat = best;

        let mut picker = NoisyPicker::new(
            &self.pos,
            tt_move,
            self.tables,
            self.sh.params.capture_history_order,
        );
        let no_moves = picker.is_empty();
        let mut best_move = Move::NULL;
        let prune_evasions = in_check && selective && self.sh.params.qsearch_evasion_prune > 0;
        let mut evasions = 0;
        while let Some(m) = picker.next() {
            if prune_evasions {
                evasions += 1;
                // A quiet evasion that loses material, once the side is known not mated.
                if best > -MATE_BOUND
                    && (qdepth > 0 || evasions > 2)
                    && !self.pos.is_noisy(m)
                    && !self.pos.see_ge(m, 0)
                {
                    continue;
                }
            }
            if !in_check && selective && best > -MATE_BOUND {
                // Delta pruning: even winning the exchange cannot reach alpha (not for
                // placement games, whose noisy moves are threats worth no material). It
                // implies the SEE test below, so one exchange evaluation suffices.
                let delta_margin = self.sh.params.delta_margin;
                if P::HAS_EXCHANGES && stand_pat + delta_margin <= alpha {
                    if !self.pos.see_ge(m, alpha - stand_pat - delta_margin + 1) {
                        continue;
                    }
                } else if !self.pos.see_ge(m, 0) {
                    // SEE pruning: a losing exchange cannot help a side that may stand pat.
                    continue;
                }
            }
            let (bounds, depths) = ((&mut alpha, beta), (ply, qdepth));
            match self.qsearch_move::<NT>(m, true, bounds, &mut best, &mut best_move, depths) {
                QFlow::Stopped => return 0,
                QFlow::Cutoff => break,
                QFlow::Continue => {}
            }
        }

        // Quiet checks at the first quiescence ply (Gibbon's "one check at the horizon").
        if try_checks && best < beta && stand_pat + self.sh.params.quiet_check_margin > alpha {
            let mut quiets = MoveList::new();
            self.pos.generate_moves(&mut quiets);
            for m in quiets {
                if self.pos.is_noisy(m) || !self.pos.see_ge(m, 0) || !self.pos.gives_check(m) {
                    continue;
                }
                let (bounds, depths) = ((&mut alpha, beta), (ply, qdepth));
                match self.qsearch_move::<NT>(m, false, bounds, &mut best, &mut best_move, depths) {
                    QFlow::Stopped => return 0,
                    QFlow::Cutoff => break,
                    QFlow::Continue => {}
                }
            }
        }

        // In check with no evasion at all: the game's verdict (checkmate).
        if in_check && no_moves {
            return Self::outcome_score(self.pos.outcome_without_moves(), ply);
        }
        let tt_pv = NT::PV || entry.is_some_and(|e| e.pv);
        let raw_eval = raw_eval as i16;
        self.store_result::<NT>(key, best_move, best, beta, ply, raw_eval, tt_depth, tt_pv);
        best
    }

    /// Searches `m` one quiescence ply deeper and folds its score into `best`,
    /// `best_move` and `alpha` (the window is `alpha`, `beta`; `depths` is the ply and
    /// quiescence depth of the current node). `noisy` is recorded on the stack.
    #[inline]
    fn qsearch_move<NT: NodeType>(
        &mut self,
        m: Move,
        noisy: bool,
        (alpha, beta): (&mut i32, i32),
        best: &mut i32,
        best_move: &mut Move,
        (ply, qdepth): (usize, i32),
    ) -> QFlow {
        self.stack[ply].current = m;
        self.stack[ply].noisy = noisy;
        self.pos.make_move(m);
        let score = -self.qsearch::<NT>(-beta, -*alpha, ply + 1, qdepth + 1);
        self.pos.unmake_move(m);
        if self.stopped {
            return QFlow::Stopped;
        }
        if score > *best {
            *best = score;
            if score > *alpha {
                *best_move = m;
                if NT::PV {
                    self.update_pv(ply, m);
                }
                if score >= beta {
                    return QFlow::Cutoff;
                }
                *alpha = score;
            }
        }
        QFlow::Continue
    }
}

/// What a quiescence move loop does after searching one move.
enum QFlow {
    /// Go on with the next move.
    Continue,
    /// The move failed high: stop trying moves.
    Cutoff,
    /// The search was stopped: return at once.
    Stopped,
}
