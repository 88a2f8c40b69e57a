//! The search's margins and reductions for gomoku, in gomoku evaluation units (scaled to chess-like magnitudes).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), except
//! move-count pruning's base, the singular-extension depth, the history divisor of
//! late-move reductions, root reductions and the singular fail-high reduction, screened for
//! gomoku (2026-12-05). A tuning run that changes a value
//! records itself here, beside the value. `singular_double_margin` 30 (a singular move far
//! above the others extended two plies) scored 0.0 +- 20.3 in renju at 20,000 nodes
//! (2026-12-07, docs/strength.md): off. Screens run over pbrain with `xtask match -engine
//! ... tune.NAME=VALUE` (docs/strength.md).

use tetrarch_eval::SearchParams;

/// Quiet moves kept by move-count pruning before the `depth^2` term (chess's 3 was too few).
const MOVE_COUNT_BASE: i32 = 10;
/// Singular extensions from this depth on (chess's first 8 extended too few of gomoku's lines).
const SINGULAR_DEPTH: i32 = 6;
/// One ply less late-move reduction per this much history (the default's 8192 let history
/// matter half as much).
const LMR_HISTORY_DIVISOR: i32 = 4096;

/// The search parameters gomoku supplies through `Evaluate::SEARCH_PARAMS`.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    // A four forces one block: extending both the four and the block made every
    // four-block pair free, and depth-12 trees grew 8-14 times (bench). Extending only the
    // forced block, as Rapfi extends the answer to a four, screened +13.3 +- 21.7 freestyle,
    // +1.7 +- 22.7 renju at 20,000 nodes and +2.3 +- 20.4 freestyle at 40,000 (2026-12-05,
    // docs/strength.md, "Gomoku: Rapfi's search details"): not kept, so neither is extended.
    check_extension: 0,
    single_reply_extension: 0,
    // Every gomoku move is quiet and its order is the game's threat order: continuation
    // pruning and losing-exchange reductions (added for chess, SPRT in docs/strength.md) are
    // not measured here, so they are off.
    continuation_prune_depth: 0,
    capture_history_order: 0,
    lmr_bad_noisy_offset: -1,
    // Move-count pruning keeps `base + depth^2` quiet moves (half when not improving): with
    // chess's base of 3 a depth-1 gomoku node kept 2-4 of its 30-60 candidates, too few where
    // every move is quiet. Screened at 20,000 nodes against main, 2026-12-05 (docs/strength.md,
    // "Gomoku: move-count pruning"): base 6 +47.2 +- 23.7, base 10 +97.9 +- 31.7 (H1).
    move_count_base: MOVE_COUNT_BASE,
    // A gomoku hash move is often the one move that keeps a threat sequence going (or the
    // one defence): testing it for singularity from depth 6, not chess's 8, extends those
    // lines. Screened against main, 2026-12-05 (docs/strength.md, "Gomoku: singular
    // extensions from depth 6"): +40.7 +- 24.1 freestyle and +15.1 +- 23.3 renju at 20,000
    // nodes, +16.8 +- 21.0 freestyle at 40,000; pooled +24.2 (+13.2/-11.0) in 1,800 games.
    singular_depth: SINGULAR_DEPTH,
    // A quiet candidate whose history says it often refutes is reduced less: history counts
    // twice as much as in chess. Screened against main, 2026-12-05 (docs/strength.md,
    // "Gomoku: history counts twice in late-move reductions"): +18.6 +- 21.1 freestyle and
    // +11.6 +- 23.8 renju at 20,000 nodes, +5.2 +- 20.2 freestyle at 40,000; pooled +11.8
    // (-0.8/+24.4) in 1,800 games, positive in each.
    lmr_history_divisor: LMR_HISTORY_DIVISOR,
    // Root moves after the third are reduced too (Stockfish 11's root reductions; off in
    // chess, where they cost WAC's late sacrifices). Screened against main, 2026-12-05
    // (docs/strength.md, "Chess: five Stockfish 11 details"): +12.8 +- 20.7 freestyle, +40.7
    // +- 24.8 renju, +25.5 +- 22.8 standard at 20,000 nodes, +15.1 +- 19.6 freestyle at
    // 40,000; pooled about +23 in 2,400 games, positive in each.
    lmr_root: 1,
    // When the singular test finds other moves as good and the stored score still beats
    // beta, the hash move goes a ply shallower (Stockfish's and Rapfi's negative extension).
    // Screened against main, 2026-12-05 (docs/strength.md, "Gomoku: Rapfi's search
    // details"): +17.4 +- 18.0 freestyle, +13.3 +- 22.0 renju, +3.5 +- 19.9 standard at 20,000
    // nodes, +1.7 +- 17.7 freestyle at 40,000; pooled +9.0 +- 9.8 in 2,400 games, positive in each.
    singular_fail_high_reduction: 1,
    // The rest: the search's first hand-set values, as `SearchParams::DEFAULT` documents them.
    ..SearchParams::DEFAULT
};
