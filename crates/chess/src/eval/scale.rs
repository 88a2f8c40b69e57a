//! End-game scaling: endings that material says are won but that are hard or impossible to win
//! get their end-game half scaled down (out of [`FULL`]).

use super::masks::LIGHT_SQUARES;
use crate::position::ChessPosition;
use crate::types::PieceKind;
use crate::weights::SEE_VALUE;
use tetrarch_movegen::Color;

/// No scaling.
pub(super) const FULL: i32 = 64;
/// Opposite-coloured bishops and nothing else but pawns: the defender blockades.
const OPPOSITE_BISHOPS_ONLY: i32 = 28;
/// Opposite-coloured bishops with other pieces.
const OPPOSITE_BISHOPS: i32 = 48;
/// The stronger side has no pawns and at most a minor piece more: rarely a win.
const NO_PAWNS_MINOR_UP: i32 = 12;

/// The end-game scale of `pos`, out of [`FULL`].
pub(super) fn eg_scale(pos: &ChessPosition) -> i32 {
    let wb = pos.pieces(Color::White, PieceKind::Bishop);
    let bb = pos.pieces(Color::Black, PieceKind::Bishop);
    let opposite_bishops = wb.count_ones() == 1
        && bb.count_ones() == 1
        && ((wb & LIGHT_SQUARES) != 0) != ((bb & LIGHT_SQUARES) != 0);
    let both_have_pawns = pos.pieces(Color::White, PieceKind::Pawn) != 0
        && pos.pieces(Color::Black, PieceKind::Pawn) != 0;
    // Most positions: nothing to scale, and no material count needed.
    if both_have_pawns && !opposite_bishops {
        return FULL;
    }
    let npm = [
        pos.non_pawn_material(Color::White),
        pos.non_pawn_material(Color::Black),
    ];
    let pawns = [
        pos.pieces(Color::White, PieceKind::Pawn).count_ones(),
        pos.pieces(Color::Black, PieceKind::Pawn).count_ones(),
    ];
    // Who is ahead by material (a tie scales nothing).
    let material = |c: usize| npm[c] + 100 * pawns[c] as i32;
    let strong = match material(0).cmp(&material(1)) {
        core::cmp::Ordering::Greater => 0,
        core::cmp::Ordering::Less => 1,
        core::cmp::Ordering::Equal => return FULL,
    };
    let weak = 1 - strong;
    if pawns[strong] == 0 && npm[strong] - npm[weak] <= SEE_VALUE[PieceKind::Bishop.index()] {
        return NO_PAWNS_MINOR_UP;
    }
    if opposite_bishops {
        let bishop = SEE_VALUE[PieceKind::Bishop.index()];
        return if npm == [bishop, bishop] {
            OPPOSITE_BISHOPS_ONLY
        } else {
            OPPOSITE_BISHOPS
        };
    }
    FULL
}
