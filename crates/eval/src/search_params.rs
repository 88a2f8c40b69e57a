//! The search's margins and reductions, in the units of one game's evaluation.
//!
//! The search is generic and knows no game, but its pruning margins are measured in evaluation
//! units: a chess pawn is 100, a gomoku open three is something else. So each game supplies
//! its own [`SearchParams`] through [`crate::Evaluate::SEARCH_PARAMS`], gathered in one file of
//! its crate with where each number came from; tuning one game never detunes another. The
//! fields also have names, so a tuner (SPSA) or a protocol option can set them at run time.

/// Declares [`SearchParams`] once: each field with its doc, its default, and its name.
macro_rules! search_params {
    ($( $(#[doc = $doc:literal])* $field:ident = $default:expr, )*) => {
        /// Every margin, depth bound and reduction constant of the search. Depths are in
        /// plies, margins in the game's evaluation units, percentages in hundredths.
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub struct SearchParams {
            $( $(#[doc = $doc])* pub $field: i32, )*
        }

        impl SearchParams {
            /// The search's first values, set by hand for chess centipawns (first session).
            /// A game whose units differ supplies its own.
            pub const DEFAULT: SearchParams = SearchParams { $( $field: $default, )* };

            /// Every parameter's name, in declaration order.
            pub const NAMES: &'static [&'static str] = &[ $( stringify!($field), )* ];

            /// The value of the parameter called `name`.
            pub fn get(&self, name: &str) -> Option<i32> {
                match name {
                    $( stringify!($field) => Some(self.$field), )*
                    _ => None,
                }
            }

            /// Sets the parameter called `name`; an error names an unknown one.
            pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
                match name {
                    $( stringify!($field) => self.$field = value, )*
                    _ => return Err(format!(
                        "unknown search parameter '{name}' (known: {})",
                        Self::NAMES.join(", ")
                    )),
                }
                Ok(())
            }
        }
    };
}

search_params! {
    /// Reverse futility: a node this far above beta per ply of depth is not searched.
    reverse_futility_margin = 90,
    /// Reverse futility only at this depth and below.
    reverse_futility_depth = 7,
    /// Razoring: this far below alpha per ply, verify with quiescence first.
    razor_margin = 280,
    /// Razoring only at this depth and below.
    razor_depth = 2,
    /// Futility at the frontier: a quiet move that cannot lift the evaluation by this much
    /// plus `futility_per_depth` per ply of reduced depth is skipped.
    futility_base = 80,
    /// Futility margin growth per ply of reduced depth (extended futility).
    futility_per_depth = 110,
    /// Futility while the reduced depth is at most this.
    futility_depth = 6,
    /// A quiet move whose history sum (butterfly and continuations) is at least this is not
    /// futility-pruned (Stockfish 11's `< 25000` condition: a move that keeps cutting off
    /// elsewhere is worth its node); 0 prunes regardless of history.
    futility_history_limit = 0,
    /// A noisy move losing more than this per ply of depth (by SEE) is skipped near leaves.
    see_noisy_margin = 90,
    /// Noisy SEE pruning at this depth and below.
    see_noisy_depth = 6,
    /// A quiet move putting more than this times reduced depth squared en prise is skipped.
    see_quiet_margin = 25,
    /// Quiet SEE pruning while the reduced depth is at most this.
    see_quiet_depth = 8,
    /// Move-count pruning at this depth and below.
    move_count_depth = 8,
    /// A quiet check that step 10's pruning marked futile is still searched, unless it loses
    /// more than this per ply of depth by SEE at `see_noisy_depth` and below (Stockfish 11
    /// prunes checks as it prunes captures, at 194 a ply of its units); 0 searches every
    /// futile check.
    futile_check_see_margin = 0,
    /// 1: move-count pruning drops late quiet checks too (Stockfish 11's picker skips every
    /// quiet once the count is reached); 0: a late quiet check is still searched.
    move_count_prunes_checks = 0,
    /// Move-count pruning keeps `move_count_base + depth ^ (move_count_power / 100)` quiet
    /// moves (half when not improving): the base...
    move_count_base = 3,
    /// ...and the power of the depth, in hundredths.
    move_count_power = 200,
    /// Null move from this depth on.
    null_move_depth = 3,
    /// Null-move reduction: this many plies...
    null_move_reduction = 3,
    /// ...plus one per this many plies of depth...
    null_move_depth_divisor = 4,
    /// ...plus one per this much evaluation above beta...
    null_move_eval_divisor = 200,
    /// ...of which at most this many plies.
    null_move_eval_cap = 3,
    /// Null move only when the static evaluation (not sharpened by the table) is at least
    /// beta plus this less `null_move_static_per_depth` per ply (Stockfish 11's `staticEval
    /// >= beta - 32 * depth + 292`: a shallow pass barely above beta rarely holds); 0 turns
    /// the condition off...
    null_move_static_base = 0,
    /// ...and what each ply of depth takes off it.
    null_move_static_per_depth = 15,
    /// Null move only when the evaluation sharpened by the table is at least the static one
    /// (Stockfish 11's `eval >= ss->staticEval`: a stored upper bound below the static
    /// evaluation says passing here already failed) (1); 0 does not ask.
    null_move_eval_static = 0,
    /// A null move that fails high at this depth or deeper is verified by a search of the
    /// node itself at the null move's depth, without null moves for the side to move in its
    /// first three quarters (Stockfish 11's verification from depth 13, against zugzwang
    /// deep in the tree); 0 never verifies.
    null_move_verify_depth = 0,
    /// Internal iterative reduction from this depth on.
    iir_depth = 4,
    /// Late-move reductions from this depth on.
    lmr_depth = 3,
    /// Late-move reduction `base + ln(depth) ln(moves) / divisor`: the base, in hundredths.
    lmr_base = 75,
    /// The divisor, in hundredths.
    lmr_divisor = 225,
    /// One ply less reduction per this much history...
    lmr_history_divisor = 8192,
    /// ...counted from this much history, so a move with no history is reduced a little
    /// more (Stockfish 11's `statScore - 4000` over 16384); 0 counts from zero.
    lmr_history_offset = 0,
    /// Late quiet moves that give check are reduced this many plies less.
    lmr_check = 1,
    /// PV nodes (the root among them) start reducing this many moves later than other
    /// nodes (Stockfish 11: 0, from the second move everywhere but the root, which starts
    /// after its third; here the root with 0 starts after its second).
    lmr_pv_later = 1,
    /// Quiet moves at expected cut nodes are reduced this many plies more (Stockfish 11: 2).
    lmr_cut_node = 1,
    /// Quiet moves are reduced this many plies more when the hash move is noisy: the quiets
    /// of a node whose best move is a capture rarely beat it (Stockfish 11's `ttCapture`).
    lmr_tt_noisy = 0,
    /// Quiet moves are reduced this many plies less at nodes that are or were on a principal
    /// variation (the table's pv bit; Stockfish 11's `ttPv`, which takes 2 off in place of
    /// the PV node's 1). At PV nodes it adds to the PV node's own ply. Off: 1 measured
    /// -2.7 +- 23.8 in chess at 20,000 nodes (docs/strength.md, "ttPv").
    lmr_tt_pv = 0,
    /// Late moves at the root (after the third) are reduced too, as Stockfish 11 does (1),
    /// or the root searches every move at full depth (0).
    lmr_root = 0,
    /// When the hash move was singularly extended, the node's other quiet moves are reduced
    /// this many plies less (Stockfish 11's `singularLMR`); 0 turns it off.
    lmr_singular = 0,
    /// Losing exchanges (negative SEE) are reduced too, this many plies less than a quiet
    /// move at the same depth and move number; a negative value turns it off.
    lmr_bad_noisy_offset = 1,
    /// A noisy move that is not a losing exchange is reduced too, as a losing one is, when
    /// the node is an expected cut node or the capture cannot lift the evaluation to alpha
    /// (Stockfish 11's condition on captures); 0 reduces only losing exchanges.
    lmr_noisy = 0,
    /// Quiet moves that take a piece off a square where the opponent wins it (the game's
    /// `escapes_capture`) are reduced this many plies less, except at expected cut nodes
    /// (Stockfish 11: 2); 0 turns it off.
    lmr_escape = 0,
    /// Late moves are reduced a ply less when the opponent's move here was later than this
    /// in its node's order (it found nothing better: the position is unclear; Stockfish
    /// 11's `(ss-1)->moveCount > 14`); 0 turns it off.
    lmr_opponent_moves = 0,
    /// Late quiet moves compared with the move that led here (Stockfish 11's `(ss-1)->
    /// statScore`; "the opponent's move" here and below is the parent's last reduced quiet
    /// move, which is the move that led here when that move was one): with M > 0, a move
    /// whose history sum is at least -M is reduced a ply less when the opponent's move had
    /// less, and one below -3M/2 a ply more when the opponent's had at least -M; 0 turns it
    /// off.
    lmr_parent_stat = 0,
    /// Late moves are reduced a ply less while the table hit on more than this many 1024ths
    /// of the last 4,096 nodes (Stockfish 11's `ttHitAverage`, 500: a search that keeps
    /// meeting known positions can afford to look deeper); 0 turns it off.
    lmr_tt_hit_average = 0,
    /// A reduced quiet move re-searched at full depth teaches continuation history: a bonus
    /// of the full depth's size when it beat alpha again, a malus when it did not, a quarter
    /// more for the first killer (Stockfish 11's `didLMR` update) (1); 0 does not.
    lmr_research_history = 0,
    /// Move-count, continuation-history and SEE pruning of quiet moves also in check (1), as
    /// Stockfish 11 prunes evasions (futility never: there is no static evaluation); 0 prunes
    /// no move in check.
    prune_in_check = 0,
    /// Null move only when the opponent's move had a history sum below this (Stockfish 11's
    /// `(ss-1)->statScore < 23397`: a well-tried reply is not answered by passing); 0 turns it
    /// off.
    null_move_stat_limit = 0,
    /// Continuation-history pruning: a quiet move whose one- and two-ply continuation scores
    /// are both negative is not searched below this reduced depth (0 turns it off; Stockfish
    /// 11 prunes below 4).
    continuation_prune_depth = 3,
    /// Continuation-history pruning reaches this many plies deeper when the opponent's move
    /// had a positive history sum or was its first (Stockfish 11's `(ss-1)->statScore > 0 ||
    /// (ss-1)->moveCount == 1`); 0 turns it off.
    continuation_prune_parent = 0,
    /// ProbCut from this depth on (Stockfish 11: 5): at a non-PV node, a capture whose
    /// exchange alone reaches `probcut_margin` above beta, confirmed by quiescence and then
    /// by a search four plies shallower, fails the node high; 0 turns it off.
    probcut_depth = 0,
    /// ProbCut's margin above beta (a quarter less when improving; Stockfish 11's 191 less 46
    /// in its units, about 90 chess centipawns).
    probcut_margin = 90,
    /// Delta pruning in quiescence: a noisy move must be able to win this much more than
    /// `alpha - eval` (games without exchanges never delta-prune).
    delta_margin = 200,
    /// Quiet checks at the first quiescence ply when the evaluation is within this of alpha.
    quiet_check_margin = 150,
    /// In check in quiescence, once an evasion keeps the side from being mated, a quiet
    /// evasion that loses material by SEE is skipped (after the first two at the horizon
    /// ply): Stockfish 11's `evasionPrunable` (1); 0 searches every evasion.
    qsearch_evasion_prune = 0,
    /// 1: a node is improving when its static evaluation is at least the one two plies
    /// before (Stockfish 11's `ss->staticEval >= (ss-2)->staticEval`); 0: when its evaluation
    /// sharpened by the stored score is above the one two plies before.
    improving_static = 0,
    /// First aspiration half-window; it grows by half on every failure.
    aspiration_delta = 20,
    /// After each fail high of the root's aspiration window, the re-search is this many
    /// plies shallower per fail high so far, never below one ply (Stockfish 11's
    /// `failedHighCnt`: a move that fails high is usually confirmed shallower); 0 turns it off.
    aspiration_fail_high_reduction = 0,
    /// Aspiration windows from this depth on.
    aspiration_depth = 4,
    /// Singular extensions from this depth on.
    singular_depth = 8,
    /// ...when the stored entry is at most this many plies shallower than the node.
    singular_tt_depth_margin = 3,
    /// The singular test's beta: the stored score less this per ply of depth.
    singular_margin_per_depth = 2,
    /// At a non-PV expected cut node whose evaluation is at least beta plus
    /// `fail_high_margin` plus `fail_high_margin_per_depth` per ply, every quiet move is
    /// searched this many plies shallower, the first one too (Rapfi's fail-high reduction:
    /// such a node almost always fails high on whatever it tries first); 0 turns it off...
    fail_high_reduction = 0,
    /// ...the margin's base...
    fail_high_margin = 0,
    /// ...and its growth per ply of depth.
    fail_high_margin_per_depth = 20,
    /// When a reduced late move fails high by more than this plus a third of it per ply of
    /// reduction, its re-search goes a ply deeper (Stockfish's `doDeeperSearch`, Rapfi's
    /// extra extension in LMR); 0 turns it off.
    lmr_deeper_margin = 0,
    /// A non-root PV node whose hash move was stored `k` plies shallower than the node is
    /// searched `min(3, k * pv_tt_reduction / 100)` plies shallower: a PV move the last
    /// iterations did not confirm deeply is searched cheaply first (Rapfi's reduction for a
    /// PV hash move, about 32 Elo there); 0 turns it off.
    pv_tt_reduction = 0,
    /// At a non-PV node, when every other move fails this far below the singular test's
    /// beta, the hash move is extended two plies instead of one (Stockfish 14's double
    /// extension; at most `SINGULAR_DOUBLE_LIMIT` along a line); 0 turns it off.
    singular_double_margin = 0,
    /// When the singular test finds other moves as good (no extension) and no multi-cut, yet
    /// the stored score beats beta, the hash move is searched this many plies shallower
    /// (Stockfish's and Rapfi's negative extension: the node likely fails high anyway, on
    /// some move); 0 turns it off.
    singular_fail_high_reduction = 0,
    /// Extend moves that give check (1), only checks that do not lose material by SEE
    /// (2, Stockfish 11's safe checks without its discovered ones), or none (0).
    check_extension = 1,
    /// Extend the moves the game says decide the ending (`Position::deserves_extension`:
    /// chess's castling and captures into light endings, Stockfish 11's) (1) or not (0).
    game_extension = 0,
    /// Extend the only answer to a check (1) or not (0).
    single_reply_extension = 1,
    /// History bonus per depth squared for a quiet move that cut off...
    history_bonus_scale = 16,
    /// ...capped at this.
    history_bonus_max = 1600,
    /// Continuation history also pairs a quiet move with our move four plies back, in
    /// ordering, late-move reductions and learning (1, Stockfish 11's fourth table), or
    /// only with the moves one and two plies back (0).
    history_four_plies = 0,
    /// Stockfish 11's two lessons about the previous move (1) or none (0): when this node
    /// fails low after a quiet move, that move earns a continuation bonus (it refuted ours);
    /// when this node cuts off the first or killer quiet move of the node above, that move
    /// takes a malus.
    prior_move_history = 0,
    /// A table cut-off teaches the ordering tables about its quiet stored move (1), as a
    /// searched cut-off or fail-low would (Stockfish 11), or not (0).
    tt_cut_history = 0,
    /// Noisy moves are ordered by the game's `noisy_order` times this plus their capture
    /// history (the same bonus as quiets, learned from noisy cut-offs); 0 turns capture
    /// history off, neither read nor learned.
    capture_history_order = 4,
    /// With capture history on, a noisy move is a good exchange (tried before the quiets)
    /// when its SEE is at least minus its ordering score over this divisor, so a capture
    /// that keeps cutting off is tried early even at a small material loss (Stockfish's
    /// `see_ge(m, -score / 18)`); 0 keeps the fixed `see_ge(m, 0)`.
    good_noisy_see_divisor = 0,
    /// Quiet moves are ordered by the game's `quiet_order` times this plus their histories
    /// (at most 3 * 16384 together, 4 * 16384 with `history_four_plies`): the default makes
    /// the game's order decide and history only break its ties; a small scale lets history
    /// outweigh small differences of the game's order, as Rapfi adds its history to its cell
    /// scores.
    quiet_order_scale = 65_536,
}

impl Default for SearchParams {
    fn default() -> Self {
        Self::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::SearchParams;

    #[test]
    fn every_name_reads_and_writes_its_own_field() {
        for (i, name) in SearchParams::NAMES.iter().enumerate() {
            let mut p = SearchParams::DEFAULT;
            p.set(name, 10_000 + i as i32).unwrap();
            assert_eq!(p.get(name), Some(10_000 + i as i32));
            // No other field moved.
            for other in SearchParams::NAMES.iter().filter(|n| *n != name) {
                assert_eq!(p.get(other), SearchParams::DEFAULT.get(other), "{other}");
            }
        }
    }

    #[test]
    fn unknown_names_are_refused_by_name() {
        let mut p = SearchParams::DEFAULT;
        let e = p.set("futility", 3).unwrap_err();
        assert!(
            e.contains("'futility'") && e.contains("futility_base"),
            "{e}"
        );
        assert_eq!(p.get("futility"), None);
    }
}
