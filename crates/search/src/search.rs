//! The alpha-beta search proper: principal variation search with its pruning, reductions
//! and extensions, narrated as numbered steps.

use smallvec::SmallVec;
use tetrarch_eval::Evaluate;
use tetrarch_hash::Bound;
use tetrarch_movegen::{Color, Move, MoveList, Position};

use crate::history::{Continuation, PieceTo};
use crate::movepick::{MovePicker, NoisyPicker};
use crate::node::{NodeType, NonPv, Pv};
use crate::score::{
    from_tt, is_mate, mate_in, mated_in, to_tt, EVAL_LIMIT, INFINITE, MATE_BOUND, MAX_PLY,
};
use crate::worker::Worker;

/// The table's static-evaluation slot when there is none (in check).
pub(crate) const EVAL_NONE: i16 = i16::MIN;

/// The score of a drawn game.
const DRAW: i32 = 0;
/// Double extensions allowed along one line (Stockfish 14: about ten).
const SINGULAR_DOUBLE_LIMIT: usize = 6;

/// Whether a stored `bound` on `score` settles a window whose upper edge is `beta`.
#[inline(always)]
pub(crate) fn bound_cuts(bound: Bound, score: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score < beta,
    }
}

impl<P: Position + Evaluate> Worker<'_, P> {
    /// The static evaluation, clamped away from mate scores.
    #[inline]
    pub(crate) fn static_eval(&self) -> i32 {
        self.pos.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Searches the node at `ply` to `depth` within `(alpha, beta)`. `cut_node`: expected to
    /// fail high (reduced more). Returns 0 when the search was stopped (the caller discards).
    pub(crate) fn search<NT: NodeType>(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        // Step 1. Horizon: quiescence takes over.
        if depth <= 0 {
            return self.qsearch::<NT>(alpha, beta, ply, 0);
        }
        // Step 2. Node bookkeeping; stop, draws by the game's laws, mate-distance pruning.
        self.pv_len[ply] = ply;
        if self.visit() {
            return 0;
        }
        if NT::PV && ply + 1 > self.seldepth {
            self.seldepth = ply + 1;
        }
        let in_check = self.pos.in_check();
        if !NT::ROOT {
            if let Some(outcome) = self.pos.rule_outcome(ply) {
                return Self::outcome_score(outcome, ply);
            }
            if let Some((outcome, plies)) = self.pos.forced_outcome() {
                return Self::outcome_score(outcome, ply + plies as usize);
            }
            // The root is not probed: its moves are, one ply down, so they are ranked by
            // their exact values.
            if let Some(score) = self.tablebase_score(ply) {
                return score;
            }
            if ply >= MAX_PLY - 1 {
                return if in_check { 0 } else { self.static_eval() };
            }
            alpha = alpha.max(mated_in(ply));
            beta = beta.min(mate_in(ply + 1));
            if alpha >= beta {
                return alpha;
            }
        }
        let selective = self.sh.selective;
        let params = &self.sh.params;
        // A singular-extension test searches this node again without one move: it must not
        // take or leave a table result for the whole node.
        let excluded = self.stack[ply].excluded;

        // Step 3. Transposition table: the stored move if legal; a cut-off at non-PV nodes.
        let key = self.pos.key();
        let entry = self.sh.tt.probe(key);
        self.counters.tt_probes += 1;
        let mut tt_move = Move::NULL;
        // Stockfish's `ttPv`: on a principal variation now or in an earlier search.
        let tt_pv = NT::PV || entry.is_some_and(|e| e.pv);
        self.note_tt_probe(entry.is_some());
        if let Some(e) = entry {
            self.counters.tt_hits += 1;
            if !e.mv.is_null() && self.pos.is_legal(e.mv) {
                tt_move = e.mv;
            }
            let score = from_tt(e.score, ply);
            // Without selectivity only an equal depth gives the exact minimax value.
            let deep_enough = if selective {
                e.depth >= depth
            } else {
                e.depth == depth
            };
            if !NT::PV && excluded.is_null() && deep_enough && bound_cuts(e.bound, score, beta) {
                if params.tt_cut_history > 0 && !tt_move.is_null() && !self.pos.is_noisy(tt_move) {
                    self.learn_from_tt_cut(ply, tt_move, score >= beta, depth);
                }
                return score;
            }
        }

        // Step 4. Static evaluation, sharpened by the stored score when its bound allows.
        let raw_eval = if in_check {
            EVAL_NONE as i32
        } else {
            match entry {
                Some(e) if e.eval != EVAL_NONE => e.eval as i32,
                _ => self.static_eval(),
            }
        };
        let eval = if in_check {
            -INFINITE
        } else {
            match entry {
                Some(e) if !is_mate(from_tt(e.score, ply)) => {
                    let s = from_tt(e.score, ply);
                    let sharper = match e.bound {
                        Bound::Exact => true,
                        Bound::Lower => s > raw_eval,
                        Bound::Upper => s < raw_eval,
                    };
                    if sharper {
                        s
                    } else {
                        raw_eval
                    }
                }
                _ => raw_eval,
            }
        };
        let raw_eval_slot = raw_eval as i16;
        // The trend two plies back (`improving`): by the static evaluation with
        // `improving_static`, which the stored score sharpens for pruning but which says
        // nothing about the trend; by the sharpened one otherwise.
        let trend_eval = if params.improving_static > 0 && !in_check {
            raw_eval
        } else {
            eval
        };
        self.stack[ply].eval = trend_eval;
        self.stack[ply + 2].killers = [Move::NULL; 2];
        // Siblings pass the stat score on; the first grandchild starts from zero.
        self.stack[ply + if NT::ROOT { 4 } else { 2 }].stat_score = 0;
        let improving = !in_check
            && ply >= 2
            && (trend_eval > self.stack[ply - 2].eval
                || params.improving_static > 0 && trend_eval == self.stack[ply - 2].eval);
        let (prev_move, prev_null, prev_noisy) = if ply > 0 {
            let f = &self.stack[ply - 1];
            (f.current, f.null, f.noisy)
        } else {
            (Move::NULL, false, false)
        };
        let prev_quiet = ply > 0 && !prev_null && !prev_noisy && !prev_move.is_null();
        let prev_pieces = self.previous_pieces(ply);
        // The opponent reached this node late in its move order (Stockfish 11's `(ss-1)->
        // moveCount > 14`): it found nothing better, so our moves here are reduced less.
        let opponent_late = params.lmr_opponent_moves > 0
            && ply > 0
            && self.stack[ply - 1].move_count > params.lmr_opponent_moves as usize;
        self.stack[ply].move_count = 0;

        if !NT::PV && !in_check && selective {
            // Step 5. Reverse futility: far enough above beta, assume a quiet move holds it.
            if depth <= params.reverse_futility_depth
                && !is_mate(beta)
                && eval - params.reverse_futility_margin * (depth - improving as i32) >= beta
            {
                return eval;
            }
            // Step 6. Razoring: hopeless near the leaves unless quiescence finds something.
            if depth <= params.razor_depth && eval + params.razor_margin * depth <= alpha {
                let score = self.qsearch::<NonPv>(alpha, alpha + 1, ply, 0);
                if score <= alpha {
                    return score;
                }
            }
            // Step 7. Null move: pass; if the opponent still cannot reach beta with a reduced
            // search, the node fails high. The game's `null_move_allowed` guards zugzwang.
            if depth >= params.null_move_depth
                && eval >= beta
                && (params.null_move_static_base == 0
                    || raw_eval
                        >= beta + params.null_move_static_base
                            - params.null_move_static_per_depth * depth)
                && !prev_null
                && (params.null_move_stat_limit == 0
                    || self.stack[ply - 1].stat_score < params.null_move_stat_limit)
                && excluded.is_null()
                && !is_mate(beta)
                && (params.null_move_eval_static == 0 || eval >= raw_eval)
                && (ply >= self.null_verify_ply || ply % 2 != self.null_verify_side)
                && self.pos.null_move_allowed()
            {
                let r = params.null_move_reduction
                    + depth / params.null_move_depth_divisor
                    + ((eval - beta) / params.null_move_eval_divisor)
                        .min(params.null_move_eval_cap);
                self.stack[ply].current = Move::NULL;
                self.stack[ply].double_extended = false;
                self.stack[ply].null = true;
                self.stack[ply].noisy = false;
                self.stack[ply].piece_to = PieceTo::NONE;
                self.pos.make_null_move();
                let score = -self.search::<NonPv>(-beta, -beta + 1, depth - r, ply + 1, !cut_node);
                self.pos.unmake_null_move();
                self.stack[ply].null = false;
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    let score = if score >= MATE_BOUND { beta } else { score };
                    if params.null_move_verify_depth == 0
                        || depth < params.null_move_verify_depth
                        || self.null_verify_ply > 0
                    {
                        return score;
                    }
                    // Verification: this node searched at the null move's depth, the side to
                    // move passing again only in the last quarter of it.
                    // (A low `null_move_verify_depth` can leave no depth: quiescence verifies.)
                    let verify_depth = (depth - r).max(0);
                    self.null_verify_ply = ply + 3 * verify_depth as usize / 4;
                    self.null_verify_side = ply % 2;
                    let verified = self.search::<NonPv>(beta - 1, beta, verify_depth, ply, false);
                    self.null_verify_ply = 0;
                    if self.stopped {
                        return 0;
                    }
                    if verified >= beta {
                        return score;
                    }
                }
            }
        }

        // Step 7b. ProbCut: a capture that wins enough material to stay far above beta even
        // after a search four plies shallower makes this node a cut-off. Only captures whose
        // exchange alone clears the raised beta are tried, each first by quiescence.
        if !NT::PV
            && !in_check
            && selective
            && params.probcut_depth > 0
            && depth >= params.probcut_depth
            && excluded.is_null()
            && !is_mate(beta)
            && P::HAS_EXCHANGES
        {
            let raised_beta =
                beta + params.probcut_margin - improving as i32 * params.probcut_margin / 4;
            let mut picker = NoisyPicker::new(
                &self.pos,
                tt_move,
                self.tables,
                params.capture_history_order,
            );
            let mut tried = 0;
            while let Some(m) = picker.next() {
                if tried >= 2 + 2 * cut_node as usize {
                    break;
                }
                if !self.pos.see_ge(m, raised_beta - eval) {
                    continue;
                }
                tried += 1;
                self.stack[ply].current = m;
                self.stack[ply].double_extended = false;
                self.stack[ply].null = false;
                self.stack[ply].noisy = true;
                self.stack[ply].piece_to = self.tables.piece_to(self.pos.moved_piece(m), m);
                self.pos.make_move(m);
                let mut score = -self.qsearch::<NonPv>(-raised_beta, -raised_beta + 1, ply + 1, 0);
                if score >= raised_beta {
                    score = -self.search::<NonPv>(
                        -raised_beta,
                        -raised_beta + 1,
                        depth - 4,
                        ply + 1,
                        !cut_node,
                    );
                }
                self.pos.unmake_move(m);
                if self.stopped {
                    return 0;
                }
                if score >= raised_beta {
                    return score;
                }
            }
        }

        // Step 8. Internal iterative reduction: no stored move means this node was never
        // searched deeply; search it shallower (cheaply) rather than badly ordered.
        if selective && tt_move.is_null() && depth >= params.iir_depth && (NT::PV || cut_node) {
            depth -= 1;
        }
        // A PV hash move from a much shallower search: this node first goes shallower too.
        if NT::PV && !NT::ROOT && selective && params.pv_tt_reduction > 0 && !tt_move.is_null() {
            if let Some(e) = entry {
                let r = ((depth - e.depth) * params.pv_tt_reduction / 100).clamp(0, 3);
                depth = (depth - r).max(1);
            }
        }
        // Far above beta at a node expected to fail high: every quiet move goes shallower.
        let likely_fail_high = !NT::PV
            && cut_node
            && selective
            && !in_check
            && params.fail_high_reduction > 0
            && !is_mate(beta)
            && eval >= beta + params.fail_high_margin + params.fail_high_margin_per_depth * depth;

        // Step 9. The move loop.
        let side = self.pos.side_to_move();
        let killers = self.stack[ply].killers;
        let counter = self.tables.counter(prev_move);
        let mut picker = MovePicker::new(
            tt_move,
            killers,
            counter,
            prev_pieces,
            params.capture_history_order,
            params.good_noisy_see_divisor,
            params.quiet_order_scale,
        );
        if in_check {
            picker.generate_now(&self.pos, self.tables);
        }
        let mut best = -INFINITE;
        let mut best_move = Move::NULL;
        let mut moves_searched = 0usize;
        let mut quiets_tried: SmallVec<[Move; 64]> = SmallVec::new();
        let mut noisy_tried: SmallVec<[Move; 32]> = SmallVec::new();
        let mut root_index = self.pv_index;
        let tt_noisy = !tt_move.is_null() && self.pos.is_noisy(tt_move);
        // The hash move was singularly extended: the others are reduced less (`lmr_singular`).
        let mut tt_singular = false;
        loop {
            let m = if NT::ROOT {
                match self.root_moves.get(root_index) {
                    Some(rm) => {
                        root_index += 1;
                        let m = rm.mv;
                        self.report_root_move(m, root_index);
                        m
                    }
                    None => break,
                }
            } else {
                match picker.next(&self.pos, self.tables) {
                    Some(m) => m,
                    None => break,
                }
            };
            if m == excluded {
                continue;
            }
            let quiet = !self.pos.is_noisy(m);
            let is_special = m == killers[0] || m == killers[1] || m == counter;
            let piece_to = self.tables.piece_to(self.pos.moved_piece(m), m);
            let (one_ply, two_plies) = if quiet {
                (
                    self.tables
                        .continuation(Continuation::OnePly, prev_pieces[0], piece_to),
                    self.tables
                        .continuation(Continuation::TwoPlies, prev_pieces[1], piece_to),
                )
            } else {
                (0, 0)
            };
            let main_history = if quiet {
                self.tables.history(side, m)
            } else {
                0
            };
            let history = if quiet {
                main_history
                    + one_ply
                    + two_plies
                    + self
                        .tables
                        .continuation(Continuation::FourPlies, prev_pieces[2], piece_to)
            } else {
                0
            };

            // Step 10a. Singular extension: if every other move fails well below the stored
            // score of the hash move, the hash move is the only good one and is searched a ply
            // deeper; if even without it the node beats beta, it fails high now (multi-cut).
            let mut singular_extension = 0;
            if !NT::ROOT
                && selective
                && m == tt_move
                && excluded.is_null()
                && depth >= params.singular_depth
                && ply < 2 * self.root_depth as usize
            {
                if let Some(e) = entry.filter(|e| {
                    e.bound != Bound::Upper
                        && e.depth >= depth - params.singular_tt_depth_margin
                        && !is_mate(from_tt(e.score, ply))
                }) {
                    let singular_beta =
                        from_tt(e.score, ply) - params.singular_margin_per_depth * depth;
                    self.stack[ply].excluded = m;
                    let score = self.search::<NonPv>(
                        singular_beta - 1,
                        singular_beta,
                        (depth - 1) / 2,
                        ply,
                        cut_node,
                    );
                    self.stack[ply].excluded = Move::NULL;
                    if self.stopped {
                        return 0;
                    }
                    if score < singular_beta {
                        // Far below: two plies (Stockfish 14's double extension), a bounded
                        // number of times along one line so the search cannot run away.
                        let far = params.singular_double_margin > 0
                            && !NT::PV
                            && score < singular_beta - params.singular_double_margin
                            && self.stack[..ply]
                                .iter()
                                .filter(|f| f.double_extended)
                                .count()
                                < SINGULAR_DOUBLE_LIMIT;
                        singular_extension = 1 + far as i32;
                        tt_singular = true;
                    } else if singular_beta >= beta {
                        return singular_beta;
                    } else if from_tt(e.score, ply) >= beta {
                        singular_extension = -params.singular_fail_high_reduction;
                    }
                }
            }

            // The game's own reason to look further (read before the move is made).
            let game_extension = params.game_extension > 0 && self.pos.deserves_extension(m);

            // Step 10. Pruning before the move is made, once a non-losing score is secured.
            let mut futile = false;
            // Pruned even if it gives check (`move_count_prunes_checks`).
            let mut check_pruned = false;
            if !NT::ROOT
                && selective
                && (!in_check || params.prune_in_check > 0)
                && best > -MATE_BOUND
            {
                let lmr_depth = (depth - 1 - self.sh.reduction(depth, moves_searched + 1)).max(0);
                if quiet {
                    // Move-count pruning: late quiets near the horizon, except checks (the
                    // quiet mating move after a sacrifice is often late in the order). In
                    // games without check (gomoku) drop the rest of the quiets at once.
                    if depth <= params.move_count_depth
                        && moves_searched as i32
                            >= self.sh.move_count_limit(depth) / (2 - improving as i32)
                    {
                        if !P::HAS_CHECK {
                            picker.skip_quiets();
                            continue;
                        }
                        if params.move_count_prunes_checks > 0 || !self.pos.gives_check(m) {
                            if alpha >= DRAW {
                                continue;
                            }
                            // Below a draw, a late move may still repeat the position: it is
                            // made in step 11 and kept only if the game's laws end it there.
                            futile = true;
                            check_pruned = params.move_count_prunes_checks > 0;
                        }
                    }
                    // Continuation history: both recent contexts say this move fails.
                    // With `continuation_prune_parent`, deeper after a good or first reply
                    // (Stockfish 11's `(ss-1)->statScore > 0 || (ss-1)->moveCount == 1`).
                    let parent_good = params.continuation_prune_parent > 0
                        && (self.stack[ply - 1].stat_score > 0
                            || self.stack[ply - 1].move_count == 1);
                    let prune_depth = params.continuation_prune_depth
                        + parent_good as i32 * params.continuation_prune_parent;
                    if lmr_depth < prune_depth && one_ply < 0 && two_plies < 0 {
                        futile = true;
                    }
                    // Futility (frontier) and extended futility (above it).
                    if !in_check
                        && lmr_depth <= params.futility_depth
                        && eval + params.futility_base + params.futility_per_depth * (lmr_depth + 1)
                            <= alpha
                        && (params.futility_history_limit == 0
                            || history < params.futility_history_limit)
                    {
                        futile = true;
                    }
                    // SEE: a quiet move that puts material en prise.
                    if !futile
                        && lmr_depth <= params.see_quiet_depth
                        && !self
                            .pos
                            .see_ge(m, -params.see_quiet_margin * lmr_depth * lmr_depth)
                    {
                        futile = true;
                    }
                } else if depth <= params.see_noisy_depth
                    && !self.pos.see_ge(m, -params.see_noisy_margin * depth)
                {
                    // SEE: a losing exchange near the horizon.
                    futile = true;
                }
            }

            // Decided before the move is made, since SEE reads the position before it: a noisy
            // move reduced like a losing one (`lmr_noisy`).
            let reducible_noisy = !quiet
                && params.lmr_noisy > 0
                && !in_check
                && (cut_node || !self.pos.see_ge(m, alpha - eval + 1));

            // Read before the move as well: a late quiet that answers a threat (`lmr_escape`).
            let escape = quiet
                && params.lmr_escape > 0
                && !cut_node
                && selective
                && !NT::ROOT
                && depth >= params.lmr_depth
                // This move will be number `moves_searched + 1`: late past the first (two at PV).
                && moves_searched > NT::PV as usize
                && self.pos.escapes_capture(m);

            // A futile quiet move that can neither give check nor end the game by the game's
            // laws is dropped without being made.
            if futile && quiet && !P::HAS_CHECK && !P::QUIET_MOVES_END_GAMES {
                continue;
            }

            // Step 11. Make the move; a pruned move is only kept if it gives check (sacrifices
            // with check are what tactics are made of) or, for a side below a draw, if the
            // game's laws end the game there (a repetition the pruning would have hidden).
            self.stack[ply].current = m;
            self.stack[ply].null = false;
            self.stack[ply].noisy = !quiet;
            self.stack[ply].piece_to = piece_to;
            self.pos.make_move(m);
            let gives_check = self.pos.in_check();
            // A check that keeps its material (extended when `check_extension` is 2). SEE
            // reads the position before the move, which is made again after it: only checks
            // pay for this, where `gives_check` before every move cost 8% of the time.
            let safe_check = params.check_extension == 2 && gives_check && {
                self.pos.unmake_move(m);
                let safe = self.pos.see_ge(m, 0);
                self.pos.make_move(m);
                safe
            };
            if futile
                && (!gives_check || check_pruned)
                && (alpha >= DRAW || self.pos.rule_outcome(ply + 1).is_none())
            {
                self.pos.unmake_move(m);
                continue;
            }
            // A futile check that loses material as a losing capture would (read before the
            // move, so it is unmade and made again: only futile checks pay for it).
            if futile
                && gives_check
                && params.futile_check_see_margin > 0
                && depth <= params.see_noisy_depth
                && !safe_check
                && (alpha >= DRAW || self.pos.rule_outcome(ply + 1).is_none())
            {
                self.pos.unmake_move(m);
                if !self.pos.see_ge(m, -params.futile_check_see_margin * depth) {
                    continue;
                }
                self.pos.make_move(m);
            }
            moves_searched += 1;
            self.stack[ply].move_count = moves_searched;
            if quiet && quiets_tried.len() < quiets_tried.inline_size() {
                quiets_tried.push(m);
            } else if !quiet && noisy_tried.len() < noisy_tried.inline_size() {
                noisy_tried.push(m);
            }

            // Step 12. Extensions (one ply per move, two for a double singular extension, and
            // only while the line is not longer than twice the iteration depth, so they cannot
            // run away).
            let check_extension = gives_check
                && match params.check_extension {
                    0 => false,
                    2 => safe_check,
                    _ => true,
                };
            let one_reply =
                in_check && picker.generated_count() == 1 && params.single_reply_extension > 0;
            let recapture = NT::PV && !quiet && prev_noisy && m.to() == prev_move.to();
            let extends = selective
                && ply < 2 * self.root_depth as usize
                && (check_extension
                    || one_reply
                    || recapture
                    || singular_extension > 0
                    || game_extension);
            let extension = if extends {
                singular_extension.max(1)
            } else {
                0
            };
            self.stack[ply].double_extended = extension == 2;
            let mut new_depth = depth - 1 + extension;
            if likely_fail_high && quiet {
                new_depth -= params.fail_high_reduction;
            }
            if extension == 0 && singular_extension < 0 {
                new_depth += singular_extension;
            }

            // Step 13. Principal variation search with late-move reductions.
            let mut score;
            if moves_searched == 1 {
                score = if NT::PV {
                    -self.search::<Pv>(-beta, -alpha, new_depth, ply + 1, false)
                } else {
                    -self.search::<NonPv>(-beta, -alpha, new_depth, ply + 1, !cut_node)
                };
            } else {
                let mut r = 0;
                // The table keeps hitting: known ground, reduced a ply less.
                let tt_hits_often =
                    params.lmr_tt_hit_average > 0 && self.tt_hits_above(params.lmr_tt_hit_average);
                let late = selective
                    && (!NT::ROOT || params.lmr_root > 0)
                    && depth >= params.lmr_depth
                    && moves_searched
                        > 1 + NT::PV as usize * params.lmr_pv_later as usize + NT::ROOT as usize;
                if late && quiet {
                    r = self.sh.reduction(depth, moves_searched);
                    r -= NT::PV as i32 + is_special as i32 + gives_check as i32 * params.lmr_check;
                    r += !improving as i32;
                    if cut_node {
                        r += params.lmr_cut_node;
                    }
                    if tt_noisy {
                        r += params.lmr_tt_noisy;
                    }
                    if tt_pv {
                        r -= params.lmr_tt_pv;
                    }
                    r -= (history - params.lmr_history_offset) / params.lmr_history_divisor;
                    // Stockfish 11's stat score: negative only when some table says so.
                    let mut stat = history - params.lmr_history_offset;
                    if stat < 0 && main_history >= 0 && one_ply >= 0 && two_plies >= 0 {
                        stat = 0;
                    }
                    self.stack[ply].stat_score = stat;
                    let margin = params.lmr_parent_stat;
                    if margin > 0 && ply > 0 {
                        let parent = self.stack[ply - 1].stat_score;
                        if stat >= -margin && parent < -margin {
                            r -= 1;
                        } else if parent >= -margin && stat < -margin * 3 / 2 {
                            r += 1;
                        }
                    }
                    r -= opponent_late as i32 + tt_hits_often as i32;
                    if escape {
                        r -= params.lmr_escape;
                    }
                    if tt_singular {
                        r -= params.lmr_singular;
                    }
                    r = r.clamp(0, (new_depth - 1).max(0));
                } else if late
                    && !in_check
                    && !gives_check
                    && params.lmr_bad_noisy_offset >= 0
                    && (picker.in_bad_noisy() || reducible_noisy)
                {
                    // A losing exchange late in the order (or, with `lmr_noisy`, one that
                    // cannot reach alpha or sits at a cut node): reduced like a quiet, a
                    // little less.
                    r = self.sh.reduction(depth, moves_searched)
                        - params.lmr_bad_noisy_offset
                        - NT::PV as i32
                        - opponent_late as i32
                        - tt_hits_often as i32;
                    r = r.clamp(0, (new_depth - 1).max(0));
                }
                score = -self.search::<NonPv>(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
                if score > alpha && r > 0 {
                    // A reduced move that beat alpha by far is looked at a ply deeper.
                    if params.lmr_deeper_margin > 0
                        && ply < 2 * self.root_depth as usize
                        && score > alpha + params.lmr_deeper_margin * (3 + r) / 3
                    {
                        new_depth += 1;
                    }
                    score =
                        -self.search::<NonPv>(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
                    // The re-search says whether the reduction was wrong: continuation history
                    // learns it (`lmr_research_history`).
                    if quiet && params.lmr_research_history > 0 && !self.stopped {
                        let mut bonus = self.history_bonus(new_depth);
                        if score <= alpha {
                            bonus = -bonus;
                        }
                        if m == self.stack[ply].killers[0] {
                            bonus += bonus / 4;
                        }
                        self.update_continuations(prev_pieces, piece_to, bonus);
                    }
                }
                if NT::PV && score > alpha && (NT::ROOT || score < beta) {
                    score = -self.search::<Pv>(-beta, -alpha, new_depth, ply + 1, false);
                }
            }
            self.pos.unmake_move(m);
            if self.stopped {
                return 0;
            }

            // Step 14. Root bookkeeping: the move's score and line for sorting and MultiPV.
            if NT::ROOT {
                let pv_moves = if moves_searched == 1 || score > alpha {
                    let child = (MAX_PLY + 1) * (ply + 1);
                    let end = self.pv_len[ply + 1].max(ply + 1);
                    let mut line = vec![m];
                    line.extend_from_slice(&self.pv[child + ply + 1..child + end]);
                    Some(line)
                } else {
                    None
                };
                if moves_searched > 1 && score > alpha && self.pv_index == 0 {
                    self.best_changes += 1;
                }
                let seldepth = self.seldepth as i32;
                let rm = &mut self.root_moves[root_index - 1];
                if let Some(line) = pv_moves {
                    rm.score = score;
                    rm.seldepth = seldepth;
                    rm.pv = line;
                } else {
                    rm.score = -INFINITE;
                }
            }

            // Step 15. Best so far; a cut-off teaches the ordering tables.
            if score > best {
                best = score;
                if score > alpha {
                    best_move = m;
                    if NT::PV {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        self.counters.cutoffs += 1;
                        if moves_searched == 1 {
                            self.counters.first_move_cutoffs += 1;
                        }
                        if quiet {
                            self.reward_quiet(ply, m, prev_move, depth, &quiets_tried);
                        }
                        self.reward_noisy(m, quiet, depth, &noisy_tried);
                        // The quiet move that led here, tried first or as the killer above,
                        // is refuted: a continuation malus.
                        if params.prior_move_history > 0
                            && prev_quiet
                            && (self.stack[ply - 1].move_count == 1
                                || prev_move == self.stack[ply - 1].killers[0])
                        {
                            let malus = -self.history_bonus(depth + 1);
                            self.update_prior_continuation(ply, malus);
                        }
                        break;
                    }
                    alpha = score;
                }
            }
        }

        // Step 16. No move: the game decides (mate, stalemate, full board).
        if moves_searched == 0 {
            if NT::ROOT {
                return best;
            }
            if !excluded.is_null() {
                // Only the excluded move was legal: the singular test fails low.
                return alpha;
            }
            if picker.generated_count() == 0 {
                let mut all = MoveList::new();
                self.pos.generate_moves(&mut all);
                if all.is_empty() {
                    return Self::outcome_score(self.pos.outcome_without_moves(), ply);
                }
                // Legal moves the game left out of its candidate set: judge statically.
                return if in_check { 0 } else { self.static_eval() };
            }
            // Everything was pruned (impossible: pruning waits for a searched move).
            return alpha;
        }

        // Step 16b. Every move failed low: the opponent's quiet move that led here refuted
        // ours, a continuation bonus for it.
        if params.prior_move_history > 0
            && best_move.is_null()
            && excluded.is_null()
            && prev_quiet
            && (depth >= 3 || NT::PV)
        {
            let bonus = self.history_bonus(depth);
            self.update_prior_continuation(ply, bonus);
        }

        // Step 17. Store the result.
        if !(NT::ROOT && self.pv_index > 0) && excluded.is_null() {
            self.store_result::<NT>(key, best_move, best, beta, ply, raw_eval_slot, depth, tt_pv);
        }
        best
    }

    /// A quiet move `m` failed high at `ply`: killer, counter-move, history bonus, and a
    /// malus for the quiets tried before it.
    fn reward_quiet(&mut self, ply: usize, m: Move, prev: Move, depth: i32, tried: &[Move]) {
        let side = self.pos.side_to_move();
        let bonus = self.history_bonus(depth);
        let prev_pieces = self.previous_pieces(ply);
        self.update_quiet_history(side, prev_pieces, m, bonus);
        for &q in tried {
            if q != m {
                self.update_quiet_history(side, prev_pieces, q, -bonus);
            }
        }
        let k = &mut self.stack[ply].killers;
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        self.tables.set_counter(prev, m);
    }

    /// A table cut-off with a quiet stored move (`tt_cut_history`, Stockfish 11): the move
    /// learns as if searched, a reward when it `failed_high` (killer, counter-move, history),
    /// a malus when the node failed low.
    fn learn_from_tt_cut(&mut self, ply: usize, m: Move, failed_high: bool, depth: i32) {
        let bonus = self.history_bonus(depth);
        if failed_high {
            let prev = if ply > 0 {
                self.stack[ply - 1].current
            } else {
                Move::NULL
            };
            self.reward_quiet(ply, m, prev, depth, &[]);
        } else {
            let side = self.pos.side_to_move();
            let prev_pieces = self.previous_pieces(ply);
            self.update_quiet_history(side, prev_pieces, m, -bonus);
        }
    }

    /// The history bonus of a cut-off at `depth` (quiet and capture history alike).
    #[inline]
    fn history_bonus(&self, depth: i32) -> i32 {
        let params = &self.sh.params;
        (depth * depth * params.history_bonus_scale).min(params.history_bonus_max)
    }

    /// Move `m` failed high after the noisy moves `tried` (itself among them when noisy):
    /// a capture-history bonus for `m` if it is noisy, a malus for the others.
    fn reward_noisy(&mut self, m: Move, quiet: bool, depth: i32, tried: &[Move]) {
        if self.sh.params.capture_history_order == 0 {
            return;
        }
        let bonus = self.history_bonus(depth);
        if !quiet {
            self.update_capture_history(m, bonus);
        }
        for &n in tried {
            if n != m {
                self.update_capture_history(n, -bonus);
            }
        }
    }

    /// Adds `bonus` to noisy `n`'s capture history (the position is the one `n` is made in).
    fn update_capture_history(&mut self, n: Move, bonus: i32) {
        let piece_to = self.tables.piece_to(self.pos.moved_piece(n), n);
        let captured = self.pos.captured_piece(n);
        self.tables.update_capture(piece_to, captured, bonus);
    }

    /// Adds `bonus` to quiet `q`'s butterfly and continuation histories.
    fn update_quiet_history(&mut self, side: Color, prev: [PieceTo; 3], q: Move, bonus: i32) {
        self.tables.update_history(side, q, bonus);
        let piece_to = self.tables.piece_to(self.pos.moved_piece(q), q);
        self.update_continuations(prev, piece_to, bonus);
    }

    /// Adds `bonus` to `piece_to`'s continuation scores after the moves `prev`.
    fn update_continuations(&mut self, prev: [PieceTo; 3], piece_to: PieceTo, bonus: i32) {
        let tables = &mut self.tables;
        tables.update_continuation(Continuation::OnePly, prev[0], piece_to, bonus);
        tables.update_continuation(Continuation::TwoPlies, prev[1], piece_to, bonus);
        tables.update_continuation(Continuation::FourPlies, prev[2], piece_to, bonus);
    }

    /// Adds `bonus` to the continuation scores of the move that led to `ply` (after the two
    /// moves before it).
    fn update_prior_continuation(&mut self, ply: usize, bonus: i32) {
        let piece_to = self.stack[ply - 1].piece_to;
        let prev = self.previous_pieces(ply - 1);
        self.update_continuations(prev, piece_to, bonus);
    }

    /// The moves one, two and four plies before `ply`, as continuation history indexes them
    /// (the fourth [`PieceTo::NONE`] unless `history_four_plies` is on: none is read or
    /// learned then).
    #[inline]
    pub(crate) fn previous_pieces(&self, ply: usize) -> [PieceTo; 3] {
        let back = |n: usize| {
            if ply >= n {
                self.stack[ply - n].piece_to
            } else {
                PieceTo::NONE
            }
        };
        let four = if self.sh.params.history_four_plies > 0 {
            back(4)
        } else {
            PieceTo::NONE
        };
        [back(1), back(2), four]
    }

    /// Stores a node's result in the table, its bound read off `best` against `beta`
    /// (and, at PV nodes, whether some move raised alpha); `tt_pv`: the node is or was on a
    /// principal variation.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store_result<NT: NodeType>(
        &self,
        key: u64,
        best_move: Move,
        best: i32,
        beta: i32,
        ply: usize,
        raw_eval: i16,
        depth: i32,
        tt_pv: bool,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if NT::PV && !best_move.is_null() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.sh.tt.store_pv(
            key,
            best_move,
            to_tt(best, ply),
            raw_eval,
            depth,
            bound,
            tt_pv,
        );
    }
}
