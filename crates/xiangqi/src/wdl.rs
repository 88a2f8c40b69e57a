//! The xiangqi win-rate model for `UCI_ShowWDL`: how often a search score wins, draws or
//! loses, fitted to tetrarch's own self-play games (docs/strength.md, "The win-rate models").
//!
//! The model's input besides the score is the material on the board in whole pawns, in the
//! proportions of the usual xiangqi piece values (chariot 9, cannon 5, horse 4, advisor and
//! elephant 2, soldier 1; 98 at the start): an extra chariot with little else left converts
//! more often than with the full army.

use crate::{PieceKind, XiangqiPosition};
use tetrarch_eval::WinRateModel;
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Color;

/// The material count of a kind (the general counts nothing).
const fn material_count(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::King => 0,
        PieceKind::Advisor | PieceKind::Elephant => 2,
        PieceKind::Horse => 4,
        PieceKind::Chariot => 9,
        PieceKind::Cannon => 5,
        PieceKind::Soldier => 1,
    }
}

impl XiangqiPosition {
    /// Both sides' material as [`WIN_RATE_MODEL`] reads it (98 in the start position).
    pub fn wdl_material(&self) -> i32 {
        PieceKind::ALL
            .iter()
            .map(|&kind| {
                let count = self.pieces(Color::White, kind).count()
                    + self.pieces(Color::Black, kind).count();
                count as i32 * material_count(kind)
            })
            .sum()
    }
}

// The block between `fitted: begin` and `fitted: end` is written by `cargo xtask wdl --write`.
// Data: `nice cargo xtask datagen --variant xiangqi --threads 1 --minutes 15 --out xiangqi.txt`
// (two 15-minute runs on 2026-12-02, a loaded machine: 148 games, 18,282 positions).
// fitted: begin
/// Fitted by `cargo xtask wdl --variant xiangqi --degree 2 --data fit-xiangqi.txt` on 2026-12-02:
/// 18282 positions, log loss 0.5806; held-out 0.6876 (constant a,b 0.7034,
/// results' frequencies 1.0968).
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {
    a: [0.000000, 1051.812920, -1860.114180, 976.032190],
    b: [0.000000, 494.978196, -504.183642, 279.536669],
    material_min: 6,
    material_max: 98,
    material_scale: 98,
};
// fitted: end

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    #[test]
    fn material_counts_the_usual_values() {
        assert_eq!(XiangqiPosition::start_position().wdl_material(), 98);
    }

    #[test]
    fn the_fitted_model_favours_the_better_side() {
        let even = WIN_RATE_MODEL.wdl(0, 98);
        assert_eq!(even.win, even.loss);
        assert!(WIN_RATE_MODEL.wdl(300, 40).win > WIN_RATE_MODEL.wdl(100, 40).win);
    }
}
