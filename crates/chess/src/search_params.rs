//! The search's margins and reductions for chess, in chess centipawns (pawn = 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for this game. A tuning run that changes a value records itself here, beside the value. The
//! first SPSA run (2026-12-03, twelve parameters, 2,000 pairs at 8,000 nodes) lost its SPRT
//! (-23.9 +- 22.6 at 20,000 nodes) and changed nothing: docs/strength.md, "SPSA".
//! `capture_history_order` (4, in `SearchParams::DEFAULT`) was measured for chess: +25.1 +- 17.5
//! at 20,000 nodes against 0 (docs/strength.md, "Chess: capture history"). The fields below
//! were set the same way (SPRT at 20,000 nodes, one build playing both sides). Every one of
//! those SPRTs ran more rounds than its 60 openings, so at fixed nodes it replayed games: the
//! intervals quoted below are about 2.8 times too narrow (docs/strength.md, "The SPRTs that
//! replayed games"); each value still rests on a positive point estimate.
//! `lmr_deeper_margin` 40 (a reduced move far above alpha re-searched a ply deeper) was
//! measured for chess on 2026-12-06: +6.3 +- 18.1 at 20,000 nodes, -1.4 +- 17.5 at 40,000
//! (docs/strength.md, "... and a deeper re-search"); off, as in `SearchParams::DEFAULT`. So was
//! `pv_tt_reduction` 28 (Rapfi's PV hash-move reduction): -12.9 +- 18.3 at 20,000 nodes; off.
//! Screened the same way on 2026-12-06 (docs/strength.md, "Chess: Stockfish 11's quiescence
//! evasions and history details"), off: `qsearch_evasion_prune` 1 +14.6 +- 17.5 at 20,000
//! nodes but -2.6 +- 19.1 at 40,000; `history_four_plies` 1 +0.7 +- 18.8; `lmr_history_divisor`
//! 4096 +9.0 +- 18.1. `lmr_check` 0, `lmr_pv_later` 0 and `lmr_history_offset` 2000 together
//! gained at both node counts and are set below. `singular_double_margin` 20 (Stockfish 14's
//! double extension) lost at 20,000 nodes on 2026-12-07: -10.4 +- 23.0 (docs/strength.md,
//! "Stockfish 14's double extension"); off. `futility_base` 30 and `futility_per_depth` 80
//! (Stockfish 11's parent-node futility in our units) screened on 2026-12-07: -1.7 +- 22.8 after
//! 673 games at 20,000 nodes (docs/strength.md, "Chess: losing quiet checks pruned"); 80 and 110
//! stay. `see_quiet_margin` 16 (Stockfish 11's quiet SEE threshold in our units) lost at 20,000
//! nodes on 2026-12-07: -27.1 +- 25.9 after 492 games (docs/strength.md, "Chess: Stockfish 11's
//! stat-score details"); 25 stays. `lmr_research_history` 1 (Stockfish 11's `didLMR` update)
//! lost at 20,000 nodes on 2026-12-07: -17.4 +- 26.1 after 500 games, and
//! `futility_history_limit` 12,000 (Stockfish 11's `< 25000` in our history units) -4.2 +- 25.0
//! after 500 (docs/strength.md, "Chess: Stockfish 11's table-hit average"); both off.
//! `null_move_eval_divisor` 120 (about Stockfish 11's scale) +4.5 +- 17.9 in 1,000 games on top
//! of `lmr_tt_hit_average` (the same section): 200 stays. The four settings of 2026-12-07
//! below (`lmr_parent_stat` to `lmr_tt_hit_average`) were checked together at a clock the same
//! day: +18.1 +- 25.0 in 500 games at 2 s + 0.02 s against the search without them; all stay
//! (`lmr_tt_hit_average` alone at that clock: -13.7 +- 27.6 after 380 games, undecided).
//! Screened at 20,000 nodes then (docs/strength.md, "Chess: the last sessions' settings at a
//! clock"), off: `null_move_eval_static` 1 +3.5 +- 26.5 after 500 games, `prune_in_check` 1
//! -14.1 +- 32.4 after 320, and `null_move_depth` 2 -2.1 +- 24.7 after 500: 3 stays.

use tetrarch_eval::SearchParams;

/// The search parameters chess supplies through `Evaluate::SEARCH_PARAMS`.
// Six fields set by SPRTs at 20,000 nodes against the defaults, 2026-12-04, each with its
// section of docs/strength.md (the first three: "Chess: capture history in the good/bad
// split, Stockfish 11's cut-node and ttCapture reductions"). The rest: the search's first
// hand-set values, as `SearchParams::DEFAULT` documents each of them; a tuning run that
// changes one writes it here with the run.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    // 0 -> 30: +25.7 +- 20.9 (920 games, LOS 99.2%; LLR 1.73 when stopped).
    good_noisy_see_divisor: 30,
    // 1 -> 2 and 0 -> 1 together: +34.0 +- 19.4 (800 games, LOS 99.97%; LLR 2.49 when stopped).
    lmr_cut_node: 2,
    lmr_tt_noisy: 1,
    // 225 -> 180 (late-move reductions 0.56 ln d ln n instead of 0.44, toward Stockfish 11's
    // 0.60): +49.5 +- 22.2 (672 games, SPRT H1 accepted, 2026-12-04; docs/strength.md,
    // "Chess: deeper late-move reductions").
    lmr_divisor: 180,
    // 1 -> 2 (extend only checks with SEE >= 0, Stockfish 11's safe checks): +29.6 +- 17.5
    // (990 games, LOS 99.96%, LLR 2.60 at the 1,000-game cap, 2026-12-04; docs/strength.md,
    // "Chess: safe checks extended").
    check_extension: 2,
    // 0 -> 2 (a quiet move that takes a piece off a square the opponent wins is reduced two
    // plies less, except at expected cut nodes; Stockfish 11's reverse-move SEE): +41.7 +- 19.6
    // (770 games, SPRT H1 accepted, 2026-12-04; docs/strength.md, "Chess: escapes reduced
    // less").
    lmr_escape: 2,
    // 0 -> 5 (Stockfish 11's ProbCut: captures whose exchange alone clears beta + 90, confirmed
    // by quiescence and a search four plies shallower): +20.2 +- 18.1 (1,000 games, LOS
    // 98.6%, LLR 1.58 at the cap, 2026-12-04; docs/strength.md, "Chess: ProbCut again, ..."),
    // but those games replayed 60 openings; 5 -> 0 on the 1,000 SPRT openings: +9.7 +- 18.4
    // for ProbCut off (1,000 games, LOS 85%, 2026-12-05; docs/strength.md, "Chess: ProbCut
    // off again"). Off: it does not lose, and the search is simpler.
    probcut_depth: 0,
    // 16 -> 32 and 1600 -> 3200 (history learns twice as fast): +20.9 +- 18.6 (1,000 games,
    // LOS 98.6%, LLR 1.59 at the cap, 2026-12-04), after +15.8 +- 24.4 in 550 games on the
    // build before; docs/strength.md, "Chess: ProbCut again, and a larger history bonus".
    history_bonus_scale: 32,
    history_bonus_max: 3200,
    // 8 -> 6 (singular extensions from depth 6, Stockfish 11's): +24.0 +- 16.5 (1,000 games, LOS
    // 99.8%, LLR 2.2 at the cap, 2026-12-04; docs/strength.md, "Chess: ProbCut again, ...").
    singular_depth: 6,
    // Stockfish 11's late-move reduction details, together (checks not reduced less: 1 -> 0;
    // PV nodes reduce from their second move: 1 -> 0; history counted from 2,000, so a move
    // without history is reduced a little more: 0 -> 2000): +12.2 +- 18.4 at 20,000 nodes and
    // +14.6 +- 17.4 at 40,000 (1,000 games each, 2026-12-06; docs/strength.md, "Chess:
    // Stockfish 11's reduction details kept").
    lmr_check: 0,
    lmr_pv_later: 0,
    lmr_history_offset: 2000,
    // 3 -> 5 (move-count pruning keeps 5 + depth^2 quiet moves, half when not improving:
    // Stockfish 11's `futility_move_count`): +19.1 +- 18.8 (1,000 games at 20,000 nodes,
    // 2026-12-07; docs/strength.md, "Chess: move-count pruning keeps two more moves").
    move_count_base: 5,
    // 0 -> 1 (improving read from the static evaluation, at least the one two plies before, as
    // Stockfish 11 does, not from the evaluation sharpened by the stored score): +19.5 +- 18.5
    // (1,000 games at 20,000 nodes, LOS 98.1%, 2026-12-07; docs/strength.md, "Chess: improving
    // read from the static evaluation").
    improving_static: 1,
    // 0 -> 90 (a futile quiet check that loses more than 90 cp a ply by SEE is dropped, as
    // Stockfish 11 prunes checks with its captures): +11.1 +- 18.9 (1,000 games at 20,000
    // nodes, LOS 87.7%) and 205-192-156 after 553 games at 40,000 (about +8), 2026-12-07; WAC
    // 275/300 with it, 271 without, the same run; docs/strength.md, "Chess: losing quiet
    // checks pruned".
    futile_check_see_margin: 90,
    // 0 -> 110 (a late quiet move compared with the opponent's move by history sum, Stockfish
    // 11's `(ss-1)->statScore` test with its thresholds near zero in our history units): +15.3
    // +- 18.3 (1,000 games at 20,000 nodes, LOS 95.0%, 2026-12-07; docs/strength.md, "Chess:
    // Stockfish 11's stat-score details").
    lmr_parent_stat: 110,
    // 0 -> 1 (continuation-history pruning a ply deeper after a good or first reply, Stockfish
    // 11's `4 + ((ss-1)->statScore > 0 || (ss-1)->moveCount == 1)`), on top of the line above:
    // +14.6 +- 18.0 (1,000 games at 20,000 nodes, LOS 94.4%, 2026-12-07; the same section).
    continuation_prune_parent: 1,
    // 0 -> 15,000 (no null move after a reply whose history sum is 15,000 or more, Stockfish
    // 11's `(ss-1)->statScore < 23397` in our history units), on top of both lines above: +13.2
    // +- 17.4 (1,000 games at 20,000 nodes, LOS 93.2%, 2026-12-07; the same section).
    null_move_stat_limit: 15_000,
    // 0 -> 500 (late moves a ply less while the table hit on more than 500/1024 of the last
    // 4,096 nodes, Stockfish 11's `ttHitAverage`), on top of the lines above: +16.7 +- 18.8
    // (1,000 games at 20,000 nodes, LOS 96.0%, 2026-12-07; docs/strength.md, "Chess: Stockfish
    // 11's table-hit average").
    lmr_tt_hit_average: 500,
    ..SearchParams::DEFAULT
};
