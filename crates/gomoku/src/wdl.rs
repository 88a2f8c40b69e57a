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
// Data: `nice cargo xtask datagen --variant gomoku15 --threads 1 --minutes 15 --out gomoku15.txt`
// (one 15-minute run on 2026-12-02, a loaded machine: 339 games, 3,196 positions).
// fitted: begin
/// Fitted by `cargo xtask wdl --variant gomoku15 --degree 0 --data fit-gomoku15.txt` on 2026-12-02:
/// 3196 positions, log loss 0.5368; held-out 0.5623 (constant a,b 0.5623,
/// results' frequencies 0.6805).
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {
    a: [0.000000, 0.000000, 0.000000, 0.000000],
    b: [0.000000, 0.000000, 0.000000, 122.658683],
    material_min: 8,
    material_max: 84,
    material_scale: 84,
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
