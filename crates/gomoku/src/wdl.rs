//! The gomoku win-rate model: how often a search score (pattern units) wins or loses, fitted
//! to tetrarch's own self-play games (docs/strength.md, "The win-rate models"), for
//! `UCI_ShowWDL` and for the scores the `analyze` and `play` commands show people
//! ([`GomokuPosition::describe_score`]).
//!
//! The model's input besides the score is the number of stones on the board: the same
//! pattern lead decides more often on a crowded board. It was fitted on 15x15 freestyle
//! games and serves every size and rule (the pattern units are the same on all of them).

use crate::GomokuPosition;
use tetrarch_eval::WinRateModel;

impl GomokuPosition {
    /// The stones on the board, as [`WIN_RATE_MODEL`] reads them.
    pub fn wdl_material(&self) -> i32 {
        self.stone_count() as i32
    }
}

// The block between `fitted: begin` and `fitted: end` is written by `cargo xtask wdl --write`.
// Data: `nice cargo xtask datagen --variant gomoku15 --nodes 5000 --threads 2 --minutes 9 --out
// wdl-new.txt` (2026-12-03, after the evaluation's first tuning, which changed the score scale:
// 16,419 games, 155,362 positions). The model before it (b = 122.7, 3,196 positions of the
// hand-set evaluation) is in docs/strength.md, "The win-rate models".
// fitted: begin
/// Fitted by `cargo xtask wdl --variant gomoku15 --degree 0 --data wdl-new.txt` on 2026-12-03:
/// 155362 positions, log loss 0.5412; held-out 0.5679 (constant a,b 0.5679,
/// results' frequencies 0.7158).
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {
    a: [0.000000, 0.000000, 0.000000, 1.615706],
    b: [0.000000, 0.000000, 0.000000, 102.749816],
    material_min: 8,
    material_max: 189,
    material_scale: 189,
};
// fitted: end

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitted_model_favours_the_better_side() {
        let even = WIN_RATE_MODEL.wdl(0, 20);
        assert_eq!(even.win, even.loss);
        assert!(WIN_RATE_MODEL.wdl(300, 20).win > WIN_RATE_MODEL.wdl(100, 20).win);
    }
}
