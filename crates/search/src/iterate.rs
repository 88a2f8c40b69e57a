//! Iterative deepening with aspiration windows and MultiPV: the loop every search thread
//! runs; the main thread also reports and manages time.

use core::sync::atomic::Ordering::Relaxed;

use tetrarch_eval::Evaluate;
use tetrarch_hash::Bound;
use tetrarch_movegen::{Move, Position};

use crate::node::Root;
use crate::score::{is_mate, mate_in, INFINITE, MATE_BOUND};
use crate::worker::{DepthLimits, Worker};
use crate::{ScoreReport, SearchInfo};

/// What the main thread's loop hands back.
#[derive(Clone, Debug, Default)]
pub(crate) struct IterationOutcome {
    pub completed_depth: i32,
    pub best_move: Option<Move>,
    pub ponder_move: Option<Move>,
    pub score: i32,
    /// Main-thread node count at the end of each completed iteration.
    pub iteration_nodes: Vec<u64>,
}

impl<P: Position + Evaluate> Worker<'_, P> {
    /// Runs iterative deepening until a limit or the abort flag ends it. `report` (main
    /// thread only) receives the info lines.
    pub(crate) fn iterate(
        &mut self,
        limits: &DepthLimits,
        multipv: usize,
        mut report: Option<&mut dyn FnMut(&SearchInfo)>,
    ) -> IterationOutcome {
        let multipv = multipv.clamp(1, self.root_moves.len().max(1));
        let mut out = IterationOutcome {
            best_move: self.root_moves.first().map(|rm| rm.mv),
            ..IterationOutcome::default()
        };
        let mut last_score = -INFINITE;
        // Helpers start one ply deeper on odd ids, so threads spread over two depths.
        let mut depth = 1 + (self.id % 2) as i32;
        while depth <= limits.max_depth {
            let span = tracing::debug_span!("iteration", depth, thread = self.id);
            let _guard = span.enter();
            if self.main.is_some() {
                // The main thread leaves the depth a helper is already searching to it and
                // goes one further, so the two leapfrog: each iteration starts from the
                // other thread's deeper, partly filled table instead of repeating it.
                if self.sh.deepest.helper_searching(depth) && depth < limits.max_depth {
                    depth += 1;
                }
                self.sh.deepest.main_depth.store(depth, Relaxed);
            } else {
                // A helper keeps ahead of the main thread: searching the main thread's depth
                // again would only repeat its work.
                let ahead = self.sh.deepest.main_depth.load(Relaxed) + 1;
                if self.sh.deepest.enabled && depth < ahead {
                    depth = ahead.min(limits.max_depth);
                }
                self.sh.deepest.helper_depth.store(depth, Relaxed);
            }
            self.root_depth = depth;
            self.best_changes = 0;
            self.seldepth = 0;
            for rm in &mut self.root_moves {
                rm.previous_score = rm.score;
            }
            for pv_index in 0..multipv {
                self.pv_index = pv_index;
                self.aspiration(depth, &mut report);
                if self.stopped {
                    break;
                }
                self.root_moves[..=pv_index].sort_by_key(|rm| -rm.score);
            }
            if self.stopped {
                let mut shown_depth = out.completed_depth;
                if self.main.is_some() && self.adopt_deeper(&mut out) {
                    // A helper completed a deeper iteration than this thread: its move.
                    shown_depth = out.completed_depth;
                    if let Some(report) = report.as_mut() {
                        report(&self.final_info(shown_depth, out.best_move));
                    }
                    break;
                }
                // A move that beat the previous best in the unfinished iteration is kept.
                if let Some(rm) = self.root_moves.first() {
                    if rm.score > -INFINITE && Some(rm.mv) != out.best_move && depth > 1 {
                        out.best_move = Some(rm.mv);
                        out.ponder_move = rm.pv.get(1).copied();
                        out.score = rm.score;
                        shown_depth = depth;
                    }
                }
                // The last line shows the move that will be played, its line, and the nodes
                // really searched (a GUI shows the last line as the engine's choice).
                if let Some(report) = report.as_mut() {
                    if shown_depth > 0 {
                        report(&self.final_info(shown_depth, out.best_move));
                    }
                }
                break;
            }
            let best = self.root_moves[0].clone();
            out.completed_depth = depth;
            out.best_move = Some(best.mv);
            out.ponder_move = best.pv.get(1).copied();
            out.score = best.score;
            out.iteration_nodes.push(self.nodes);
            tracing::debug!(
                nodes = self.nodes,
                score = best.score,
                best_changes = self.best_changes,
                "iteration done"
            );
            if let Some(report) = report.as_mut() {
                for i in 0..multipv {
                    let info = self.info(depth, i, None);
                    report(&info);
                }
            }
            if self.main.is_none() {
                self.sh.deepest.publish(depth, &best);
            } else if self.adopt_deeper(&mut out) {
                depth = out.completed_depth;
                if let Some(report) = report.as_mut() {
                    report(&self.info(depth, 0, None));
                }
            }
            if self.main.is_some() && self.should_stop_after_iteration(depth, limits, last_score) {
                break;
            }
            last_score = best.score;
            depth += 1;
        }
        out
    }

    /// One root search at `depth` for line `pv_index`, re-searched with widening windows on
    /// fail-low and fail-high.
    fn aspiration(&mut self, depth: i32, report: &mut Option<&mut dyn FnMut(&SearchInfo)>) {
        let pv_index = self.pv_index;
        let previous = self.root_moves[pv_index].previous_score;
        let mut delta = self.sh.params.aspiration_delta;
        let (mut alpha, mut beta) = if depth >= self.sh.params.aspiration_depth
            && previous > -INFINITE
            && !is_mate(previous)
        {
            (
                (previous - delta).max(-INFINITE),
                (previous + delta).min(INFINITE),
            )
        } else {
            (-INFINITE, INFINITE)
        };
        let mut fail_highs = 0;
        loop {
            for rm in &mut self.root_moves[pv_index..] {
                rm.score = -INFINITE;
            }
            let searched_depth =
                (depth - fail_highs * self.sh.params.aspiration_fail_high_reduction).max(1);
            let score = self.search::<Root>(alpha, beta, searched_depth, 0, false);
            // Stable: unsearched moves keep the last iteration's order behind the others.
            self.root_moves[pv_index..].sort_by_key(|rm| -rm.score);
            if self.stopped {
                return;
            }
            let bound = if score <= alpha {
                // Fail low: the move may be worse than hoped; lower alpha, pull beta in.
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                fail_highs = 0;
                // Keep the failing move first with its bound for the report.
                Bound::Upper
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                fail_highs += 1;
                Bound::Lower
            } else {
                return;
            };
            if let Some(report) = report.as_mut() {
                if pv_index == 0 {
                    let info = self.info(depth, 0, Some(bound));
                    report(&info);
                }
            }
            delta += delta / 2;
            if delta > 1000 {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// Main thread: takes a helper's completed iteration when it is deeper than this
    /// thread's last, putting its move first with its score and line. Returns whether it did.
    fn adopt_deeper(&mut self, out: &mut IterationOutcome) -> bool {
        let Some((depth, helper)) = self.sh.deepest.deeper_than(out.completed_depth) else {
            return false;
        };
        let Some(i) = self.root_moves.iter().position(|rm| rm.mv == helper.mv) else {
            return false;
        };
        self.root_moves[..=i].rotate_right(1);
        let first = &mut self.root_moves[0];
        first.score = helper.score;
        first.previous_score = helper.score;
        first.seldepth = helper.seldepth;
        first.pv = helper.pv;
        out.completed_depth = depth;
        out.best_move = Some(first.mv);
        out.ponder_move = first.pv.get(1).copied();
        out.score = first.score;
        true
    }

    /// Main thread, after iteration `depth`: stop for depth, mate or soft time limits.
    fn should_stop_after_iteration(&mut self, depth: i32, limits: &DepthLimits, last: i32) -> bool {
        let best = &self.root_moves[0];
        if let Some(n) = limits.mate {
            if n > 0 && best.score >= mate_in(2 * n as usize - 1) {
                return true;
            }
        }
        let single_reply = self.root_moves.len() == 1;
        let score = best.score;
        let changes = self.best_changes;
        let Some(main) = self.main.as_mut() else {
            return false;
        };
        if main.pondering {
            return false;
        }
        let (soft, _) = main.time.bounds();
        if soft.is_none() {
            return false;
        }
        // A proven mate needs no deeper search once it is found a few iterations running.
        if score >= MATE_BOUND && depth as i64 >= 2 * (crate::score::MATE - score) as i64 + 4 {
            return true;
        }
        if single_reply && depth >= 4 {
            return true;
        }
        let drop = if last > -INFINITE { last - score } else { 0 };
        main.time.update(changes, drop);
        main.time.soft_expired()
    }

    /// The info line for the `line`-th root move.
    pub(crate) fn info(&self, depth: i32, line: usize, bound: Option<Bound>) -> SearchInfo {
        let rm = &self.root_moves[line];
        let elapsed = self
            .main
            .as_ref()
            .map(|m| m.time.elapsed())
            .unwrap_or_default();
        let nodes = self.nodes + self.main.as_ref().map_or(0, |m| m.others);
        let nodes = nodes.max(self.sh.total_nodes());
        let nps = (nodes as u128 * 1_000_000 / elapsed.as_micros().max(1)) as u64;
        let score = if rm.score > -INFINITE {
            rm.score
        } else {
            rm.previous_score
        };
        SearchInfo {
            depth,
            seldepth: rm.seldepth.max(self.seldepth as i32),
            multipv: line + 1,
            score: ScoreReport::from_score(score),
            bound,
            nodes,
            nps,
            hashfull: self.sh.tt.hashfull(),
            tbhits: self.sh.tb_hits.load(Relaxed),
            time: elapsed,
            pv: if rm.pv.is_empty() {
                vec![rm.mv]
            } else {
                rm.pv.clone()
            },
        }
    }

    /// The closing info line of a stopped search: `best`'s line at `depth`, with the
    /// current node count and time.
    fn final_info(&self, depth: i32, best: Option<Move>) -> SearchInfo {
        let line = self
            .root_moves
            .iter()
            .position(|rm| Some(rm.mv) == best)
            .unwrap_or(0);
        let mut info = self.info(depth, line, None);
        info.multipv = 1;
        if let Some(rm) = best.and_then(|b| self.root_moves.iter().find(|rm| rm.mv == b)) {
            // A line from an older iteration may start with another move: show only the
            // move itself then.
            if info.pv.first() != Some(&rm.mv) {
                info.pv = vec![rm.mv];
            }
        }
        info
    }

    /// Publishes the final node count.
    pub(crate) fn publish_nodes(&self) {
        self.sh.nodes[self.id].store(self.nodes, Relaxed);
    }
}
