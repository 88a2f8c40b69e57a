//! The Raumschach win-rate model for `UCI_ShowWDL`: how often a search score wins, draws or
//! loses, fitted to tetrarch's own self-play games (docs/strength.md, "The win-rate models").
//!
//! The model's input besides the score is the material on the board in whole pawns, rounded
//! from this crate's piece values (pawn 1, knight 3, bishop 4, unicorn 2, rook 5, queen 10;
//! 96 at the start).

use crate::{PieceKind, RaumschachPosition};
use tetrarch_eval::WinRateModel;
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Color;

/// The material count of a kind (the king counts nothing).
const fn material_count(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight => 3,
        PieceKind::Bishop => 4,
        PieceKind::Unicorn => 2,
        PieceKind::Rook => 5,
        PieceKind::Queen => 10,
        PieceKind::King => 0,
    }
}

impl RaumschachPosition {
    /// Both sides' material as [`WIN_RATE_MODEL`] reads it (96 in the start position).
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
// Data: `nice cargo xtask datagen --variant raumschach --threads 1 --minutes 15 --out raumschach.txt`
// (one 15-minute run on 2026-12-02, a loaded machine: 48 games, 6,469 positions).
// fitted: begin
/// Fitted by `cargo xtask wdl --variant raumschach --degree 2 --data fit-raumschach.txt` on 2026-12-02:
/// 6469 positions, log loss 0.6846; held-out 0.7878 (constant a,b 0.8924,
/// results' frequencies 1.0905).
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {
    a: [0.000000, 1717.028474, -2217.620387, 784.799998],
    b: [0.000000, 480.104188, -404.315185, 309.826563],
    material_min: 1,
    material_max: 96,
    material_scale: 96,
};
// fitted: end

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    #[test]
    fn material_counts_the_rounded_values() {
        assert_eq!(RaumschachPosition::start_position().wdl_material(), 96);
    }

    #[test]
    fn the_fitted_model_favours_the_better_side() {
        let even = WIN_RATE_MODEL.wdl(0, 96);
        assert_eq!(even.win, even.loss);
        assert!(WIN_RATE_MODEL.wdl(300, 40).win > WIN_RATE_MODEL.wdl(100, 40).win);
    }
}
