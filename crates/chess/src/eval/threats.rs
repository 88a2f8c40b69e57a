//! Threats: enemy pieces attacked by pawns, minor pieces, rooks or the king, hanging pieces,
//! pawn pushes that would attack a piece, squares from which a piece would attack the enemy
//! queen, and contested squares the enemy does not hold strongly.

use super::masks::{pawn_attack_set, pawn_pushes, squares};
use super::{sign, EvalInfo};
use crate::attacks::{bishop_attacks, rook_attacks, KNIGHT_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{code_kind, PieceKind};
use crate::weights::*;
use tetrarch_eval::{term, EvalSink};
use tetrarch_movegen::Color;

/// `color`'s threats against the other side.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &ChessPosition,
    color: Color,
    info: &EvalInfo,
    sink: &mut S,
) {
    let s = sign(color);
    let (c, them) = (color.index(), color.opponent());
    let t = them.index();
    let by = |kind: PieceKind| info.attacked_by[c][kind.index()];
    let their_pawns = pos.pieces(them, PieceKind::Pawn);
    let their_king = pos.pieces(them, PieceKind::King);
    let their_pieces = pos.color_pieces(them) & !their_pawns & !their_king;
    let their_pawn_guard = info.attacked_by[t][PieceKind::Pawn.index()];
    // Defended strongly: by a pawn, or twice where we attack only once.
    let strongly_defended = their_pawn_guard | (info.attacked_twice[t] & !info.attacked_twice[c]);
    // What our pieces may attack with profit: pieces not pawn-guarded and undefended pawns.
    let weak = pos.color_pieces(them) & !their_king & !strongly_defended & info.attacked[c];

    for sq in squares(their_pieces & by(PieceKind::Pawn)) {
        term!(sink, THREAT_BY_PAWN[code_kind(pos.piece_at(sq)).index()], s);
    }
    let minors = by(PieceKind::Knight) | by(PieceKind::Bishop);
    let heavy = pos.pieces(them, PieceKind::Rook) | pos.pieces(them, PieceKind::Queen);
    for sq in squares((weak | heavy) & minors) {
        term!(
            sink,
            THREAT_BY_MINOR[code_kind(pos.piece_at(sq)).index()],
            s
        );
    }
    let queens = pos.pieces(them, PieceKind::Queen);
    for sq in squares((weak | queens) & by(PieceKind::Rook)) {
        term!(sink, THREAT_BY_ROOK[code_kind(pos.piece_at(sq)).index()], s);
    }
    let undefended = pos.color_pieces(them) & !their_king & !info.attacked[t];
    let by_king = undefended & by(PieceKind::King);
    if by_king != 0 {
        term!(sink, THREAT_BY_KING, s);
    }
    let hanging = their_pieces & undefended & info.attacked[c];
    term!(sink, HANGING, s * hanging.count_ones() as i32);

    // Safe pawn pushes (one step onto an empty square not lost to their pawns) that would
    // attack a piece.
    let own_pawns = pos.pieces(color, PieceKind::Pawn);
    let pushes = pawn_pushes(color, own_pawns) & !pos.occupied();
    let safe = pushes & !their_pawn_guard & (info.attacked[c] | !info.attacked[t]);
    let hits = pawn_attack_set(color, safe) & their_pieces;
    term!(sink, PAWN_PUSH_THREAT, s * hits.count_ones() as i32);

    // Squares we attack that they attack too without holding them strongly: their pieces'
    // room shrinks.
    let restricted = info.attacked[t] & !strongly_defended & info.attacked[c];
    term!(sink, RESTRICTED, s * restricted.count_ones() as i32);

    // Next move's threats against a lone enemy queen, from squares it is safe to go to.
    if queens.count_ones() == 1 {
        let q = queens.trailing_zeros() as usize;
        let safe = info.mobility_area[c] & !strongly_defended;
        let knight = by(PieceKind::Knight) & KNIGHT_ATTACKS[q] & safe;
        term!(sink, KNIGHT_ON_QUEEN, s * knight.count_ones() as i32);
        let occ = pos.occupied();
        let slider = (by(PieceKind::Bishop) & bishop_attacks(q, occ))
            | (by(PieceKind::Rook) & rook_attacks(q, occ));
        let slider = slider & safe & info.attacked_twice[c];
        term!(sink, SLIDER_ON_QUEEN, s * slider.count_ones() as i32);
    }
}
