//! Soldiers across the river: worth more the fewer defenders the enemy has left, and more
//! again side by side. Their value by square and phase is in the piece-square table.

use super::masks::{CROSSED, FILE_A, FILE_I};
use super::sign;
use crate::weights::*;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_eval::{term, EvalSink};
use tetrarch_geometry::{Bitboard, Bitboard128};
use tetrarch_movegen::Color;

/// `color`'s soldiers across the river.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(pos: &XiangqiPosition, color: Color, sink: &mut S) {
    let s = sign(color);
    let them = color.opponent();
    let crossed = pos.pieces(color, PieceKind::Soldier) & CROSSED[color.index()];
    if crossed.is_empty() {
        return;
    }
    let defenders = (pos.pieces(them, PieceKind::Advisor) | pos.pieces(them, PieceKind::Elephant))
        .count()
        .min(4) as usize;
    term!(sink, CROSSED_SOLDIER[defenders], s * crossed.count() as i32);
    let c = crossed.0;
    let beside = ((c & !FILE_A) >> 1) | ((c & !FILE_I) << 1);
    let connected = Bitboard128(c & beside).count() as i32;
    if connected != 0 {
        term!(sink, CONNECTED_SOLDIER, s * connected);
    }
}
