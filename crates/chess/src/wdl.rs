//! The chess win-rate model for `UCI_ShowWDL`: how often a search score wins, draws or loses,
//! fitted to tetrarch's own self-play games (docs/strength.md, "The win-rate models").
//!
//! The model's input besides the score is the material on the board, counted as Stockfish
//! counts it for its own model (pawn 1, knight and bishop 3, rook 5, queen 9; 78 at the start):
//! a pawn up converts more often with little material left.

use crate::{ChessPosition, PieceKind};
use tetrarch_eval::WinRateModel;
use tetrarch_movegen::Color;

/// The material count of each kind, by `PieceKind as usize` (the king counts nothing).
const MATERIAL_COUNT: [i32; 6] = [1, 3, 3, 5, 9, 0];

impl ChessPosition {
    /// Both sides' material as [`WIN_RATE_MODEL`] reads it (78 in the start position).
    pub fn wdl_material(&self) -> i32 {
        let kinds = [
            PieceKind::Pawn,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ];
        kinds
            .iter()
            .map(|&kind| {
                let count = (self.pieces(Color::White, kind) | self.pieces(Color::Black, kind))
                    .count_ones() as i32;
                count * MATERIAL_COUNT[kind as usize]
            })
            .sum()
    }
}

// The block between `fitted: begin` and `fitted: end` is written by `cargo xtask wdl --write`.
// Data: `nice cargo xtask datagen --variant chess --threads 1 --minutes 15 --out chess.txt`
// (one 15-minute run on 2026-12-02, a loaded machine: about 225 games, 20,820 positions).
// fitted: begin
/// Fitted by `cargo xtask wdl --variant chess --degree 2 --data fit-chess.txt` on 2026-12-02:
/// 20820 positions, log loss 0.5873; held-out 0.6976 (constant a,b 0.7417,
/// results' frequencies 1.0702).
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {
    a: [0.000000, 482.567350, -802.708002, 396.665841],
    b: [0.000000, 86.627397, -76.447640, 111.874466],
    material_min: 1,
    material_max: 78,
    material_scale: 78,
};
// fitted: end

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    #[test]
    fn material_counts_as_stockfish_does() {
        assert_eq!(ChessPosition::start_position().wdl_material(), 78);
        let rook_ending = ChessPosition::from_text("8/5k2/8/8/8/8/1R3PK1/8 w - - 0 1").unwrap();
        assert_eq!(rook_ending.wdl_material(), 6);
    }

    #[test]
    fn the_fitted_model_favours_the_better_side() {
        let even = WIN_RATE_MODEL.wdl(0, 78);
        assert_eq!(even.win, even.loss);
        assert!(WIN_RATE_MODEL.wdl(300, 30).win > WIN_RATE_MODEL.wdl(100, 30).win);
    }
}
