//! King safety: the enemy's attack units on the king zone and its safe checks, weighed by the
//! piecewise-linear [`KING_DANGER`]; pawn shelter and storms on the king's files; and, for the end
//! game, the king's distance to its pawns.

use super::masks::{distance, relative_rank, squares};
use super::{sign, EvalInfo};
use crate::attacks::{bishop_attacks, rook_attacks, KNIGHT_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{file_bb, file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{piecewise, term, EvalSink};
use tetrarch_movegen::Color;

/// Where [`KING_DANGER`]'s slopes start, in attack units.
const KING_DANGER_KNOTS: [i32; 5] = [0, 6, 12, 18, 24];

/// The safety of `color`'s king.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &ChessPosition,
    color: Color,
    info: &EvalInfo,
    sink: &mut S,
) {
    let s = sign(color);
    let c = color.index();
    let them = color.opponent();
    let t = them.index();
    let ksq = pos.king_square(color);
    let occ = pos.occupied();

    shelter(pos, color, ksq, sink);

    // Attack units: the attackers' own, plus safe checks (squares we do not guard from which
    // a piece of theirs would check).
    let attackers = info.king_attackers[t];
    let their_queen = pos.pieces(them, PieceKind::Queen) != 0;
    if attackers >= 2 || (attackers == 1 && their_queen) {
        let safe = !info.attacked[c] & !pos.color_pieces(them);
        let by = |kind: PieceKind| info.attacked_by[t][kind.index()];
        let rook_lines = rook_attacks(ksq, occ);
        let bishop_lines = bishop_attacks(ksq, occ);
        let checks = [
            (
                PieceKind::Knight,
                KNIGHT_ATTACKS[ksq] & by(PieceKind::Knight),
            ),
            (PieceKind::Bishop, bishop_lines & by(PieceKind::Bishop)),
            (PieceKind::Rook, rook_lines & by(PieceKind::Rook)),
            (
                PieceKind::Queen,
                (rook_lines | bishop_lines) & by(PieceKind::Queen),
            ),
        ];
        let mut units = info.king_attack_units[t];
        for (kind, squares) in checks {
            if squares & safe != 0 {
                units += SAFE_CHECK_UNITS[kind.index()];
            }
        }
        // Squares next to the king that only the king defends.
        let weak = info.king_zone[c] & info.attacked[t] & !info.attacked_twice[c];
        units += (weak & !(1u64 << ksq)).count_ones() as i32;
        if !their_queen {
            units /= 2;
        }
        piecewise!(sink, KING_DANGER, KING_DANGER_KNOTS, units, s);
    }

    // End game: a king near its own pawns.
    let own_pawns = pos.pieces(color, PieceKind::Pawn);
    if own_pawns != 0 {
        let nearest = squares(own_pawns)
            .map(|p| distance(ksq, p))
            .min()
            .unwrap_or(0);
        term!(sink, KING_PAWN_DISTANCE, s * nearest);
    }
}

/// Own pawns in front of the king and enemy pawns storming it, on the king's file and the
/// two beside it.
#[inline(always)]
fn shelter<S: EvalSink>(pos: &ChessPosition, color: Color, ksq: usize, sink: &mut S) {
    let s = sign(color);
    let them = color.opponent();
    let kr = rank_of(ksq);
    // Pawns level with or ahead of the king, from our side.
    let in_front = match color {
        Color::White => !0u64 << (8 * kr),
        Color::Black => !0u64 >> (8 * (7 - kr)),
    };
    let own = pos.pieces(color, PieceKind::Pawn) & in_front;
    let theirs = pos.pieces(them, PieceKind::Pawn) & in_front;
    let centre = file_of(ksq).clamp(1, 6);
    for f in centre - 1..=centre + 1 {
        let edge = f.min(7 - f);
        // Our pawn nearest the king on this file, and theirs.
        let ours = own & file_bb(f);
        let rank_ours = nearest_rank(color, ours);
        term!(sink, KING_SHELTER[edge * 8 + rank_ours], s);
        let storm = theirs & file_bb(f);
        let rank_theirs = nearest_rank(color, storm);
        term!(sink, PAWN_STORM[rank_theirs], s);
    }
}

/// The relative rank (from `color`'s side) of the pawn of `set` nearest `color`'s back rank;
/// 0 when `set` is empty.
#[inline(always)]
fn nearest_rank(color: Color, set: u64) -> usize {
    if set == 0 {
        return 0;
    }
    let sq = match color {
        Color::White => set.trailing_zeros() as usize,
        Color::Black => 63 - set.leading_zeros() as usize,
    };
    relative_rank(color, rank_of(sq))
}
