//! Pieces: their attacks (gathered for the other terms), mobility over a safe area, outposts,
//! rooks and queens on files, the bishop pair and bishops' own pawns, minor pieces near their
//! king and behind pawns, long-diagonal bishops, trapped rooks, and the attackers each side
//! brings against the enemy king's ring.

use super::masks::{
    distance, pawn_attack_set, pawn_pushes, squares, CENTRE, FILE_A, FILE_H, LIGHT_SQUARES,
    PAWN_MASKS,
};
use super::{sign, EvalInfo};
use crate::attacks::{bishop_attacks, queen_attacks, rook_attacks, KING_ATTACKS, KNIGHT_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{file_bb, file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{term, EvalSink};
use tetrarch_movegen::Color;

/// Pawn and king attacks, king rings and mobility areas: what every later term reads.
#[inline(always)]
pub(super) fn init(pos: &ChessPosition, color: Color, info: &mut EvalInfo) {
    let c = color.index();
    let them = color.opponent();
    let pawns = pos.pieces(color, PieceKind::Pawn);
    let ksq = pos.king_square(color);
    let pawn_attacks = pawn_attack_set(color, pawns);
    info.attacked_by[c][PieceKind::Pawn.index()] = pawn_attacks;
    // Squares attacked twice by pawns (both diagonals).
    let (left, right) = match color {
        Color::White => ((pawns & !FILE_A) << 7, (pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9, (pawns & !FILE_H) >> 7),
    };
    info.attacked_twice[c] = left & right;
    info.attacked[c] = pawn_attacks;
    info.add_attacks(color, PieceKind::King, KING_ATTACKS[ksq]);
    // The ring is taken around the nearest square off the board's edge, so a king on its
    // back rank counts the rank in front of its shelter too.
    let centre = rank_of(ksq).clamp(1, 6) * 8 + file_of(ksq).clamp(1, 6);
    info.king_ring[c] = (KING_ATTACKS[centre] | 1u64 << centre) & !info.attacked_twice[c];
    let their_pawn_attacks = pawn_attack_set(them, pos.pieces(them, PieceKind::Pawn));
    info.king_attackers[them.index()] =
        (info.king_ring[c] & their_pawn_attacks).count_ones() as i32;
    // Mobility counts squares not held by our pawns or king and not guarded by enemy pawns;
    // our pawns that cannot move (blocked) are excluded as well.
    let blocked = pawns & pawn_pushes(them, pos.occupied());
    info.mobility_area[c] = !(blocked | pawns | 1u64 << ksq | their_pawn_attacks);
}

/// Squares from which an own piece is an outpost: on the enemy half's first three ranks
/// (4-6 from `color`'s side), guarded by an own pawn, never attackable by an enemy pawn.
#[inline(always)]
fn outposts(pos: &ChessPosition, color: Color, info: &EvalInfo) -> u64 {
    let ranks = match color {
        Color::White => 0x0000_FFFF_FF00_0000,
        Color::Black => 0x0000_00FF_FFFF_0000,
    };
    let their_pawns = pos.pieces(color.opponent(), PieceKind::Pawn);
    let mut out = 0;
    for sq in squares(ranks & info.attacked_by[color.index()][PieceKind::Pawn.index()]) {
        if their_pawns & PAWN_MASKS.attack_span[color.index()][sq] == 0 {
            out |= 1u64 << sq;
        }
    }
    out
}

/// Mobility, outposts, files, bishops and king-zone attacks of `color`'s pieces.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &ChessPosition,
    color: Color,
    info: &mut EvalInfo,
    sink: &mut S,
) {
    let c = color.index();
    let s = sign(color);
    let them = color.opponent();
    let occ = pos.occupied();
    let own_pawns = pos.pieces(color, PieceKind::Pawn);
    let their_pawns = pos.pieces(them, PieceKind::Pawn);
    let area = info.mobility_area[c];
    let their_ring = info.king_ring[them.index()];
    let their_king_area = info.attacked_by[them.index()][PieceKind::King.index()];
    let outposts = outposts(pos, color, info);
    let all_pawns = own_pawns | their_pawns;
    let own_king = pos.king_square(color);
    // A minor piece shielded from the front by a pawn.
    let behind_pawn = pawn_pushes(them, all_pawns);
    let mut attackers = 0;
    let mut weight = 0;
    let mut king_attacks = 0;
    let mut zone_attack = |attacks: u64, kind: PieceKind| {
        if attacks & their_ring != 0 {
            attackers += 1;
            weight += KING_ATTACK_WEIGHT[kind.index()];
            king_attacks += (attacks & their_king_area).count_ones() as i32;
        }
    };
    let mut mobility_mg = 0;

    for sq in squares(pos.pieces(color, PieceKind::Knight)) {
        let a = KNIGHT_ATTACKS[sq];
        info.add_attacks(color, PieceKind::Knight, a);
        zone_attack(a, PieceKind::Knight);
        let n = (a & area).count_ones() as usize;
        mobility_mg += KNIGHT_MOBILITY[n].mg() as i32;
        term!(sink, KNIGHT_MOBILITY[n], s);
        if outposts >> sq & 1 != 0 {
            term!(sink, KNIGHT_OUTPOST, s);
        }
        term!(sink, KING_PROTECTOR[0], s * distance(sq, own_king));
        if behind_pawn >> sq & 1 != 0 {
            term!(sink, MINOR_BEHIND_PAWN, s);
        }
    }

    let bishops = pos.pieces(color, PieceKind::Bishop);
    if bishops.count_ones() >= 2 {
        term!(sink, BISHOP_PAIR, s);
    }
    for sq in squares(bishops) {
        // X-rays through the own queen count.
        let a = bishop_attacks(sq, occ ^ pos.pieces(color, PieceKind::Queen));
        info.add_attacks(color, PieceKind::Bishop, a);
        zone_attack(a, PieceKind::Bishop);
        let n = (a & area).count_ones() as usize;
        mobility_mg += BISHOP_MOBILITY[n].mg() as i32;
        term!(sink, BISHOP_MOBILITY[n], s);
        if outposts >> sq & 1 != 0 {
            term!(sink, BISHOP_OUTPOST, s);
        }
        term!(sink, KING_PROTECTOR[1], s * distance(sq, own_king));
        if behind_pawn >> sq & 1 != 0 {
            term!(sink, MINOR_BEHIND_PAWN, s);
        }
        if (bishop_attacks(sq, all_pawns) & CENTRE).count_ones() >= 2 {
            term!(sink, LONG_DIAGONAL_BISHOP, s);
        }
        let colour = if LIGHT_SQUARES >> sq & 1 != 0 {
            LIGHT_SQUARES
        } else {
            !LIGHT_SQUARES
        };
        term!(
            sink,
            BISHOP_PAWNS,
            s * (own_pawns & colour).count_ones() as i32
        );
    }

    let queens = pos.pieces(color, PieceKind::Queen) | pos.pieces(them, PieceKind::Queen);
    let can_castle = (0..2).any(|side| pos.castling_rights().has_index(2 * c + side));
    for sq in squares(pos.pieces(color, PieceKind::Rook)) {
        // X-rays through own rooks and queens count (batteries).
        let through = pos.pieces(color, PieceKind::Rook) | pos.pieces(color, PieceKind::Queen);
        let a = rook_attacks(sq, occ ^ through);
        info.add_attacks(color, PieceKind::Rook, a);
        zone_attack(a, PieceKind::Rook);
        let mobility = (a & area).count_ones();
        mobility_mg += ROOK_MOBILITY[mobility as usize].mg() as i32;
        term!(sink, ROOK_MOBILITY[mobility as usize], s);
        let file = file_bb(file_of(sq));
        if queens & file != 0 {
            term!(sink, ROOK_ON_QUEEN_FILE, s);
        }
        // Little room, and on the king's outer side: shut in until the king moves away.
        let king_file = file_of(own_king);
        if mobility <= 3 && (king_file < 4) == (file_of(sq) < king_file) {
            term!(sink, TRAPPED_ROOK, s * if can_castle { 1 } else { 2 });
        }
        if own_pawns & file == 0 {
            if their_pawns & file == 0 {
                term!(sink, ROOK_OPEN_FILE, s);
            } else {
                term!(sink, ROOK_SEMI_OPEN_FILE, s);
            }
        }
    }

    for sq in squares(pos.pieces(color, PieceKind::Queen)) {
        let a = queen_attacks(sq, occ);
        info.add_attacks(color, PieceKind::Queen, a);
        zone_attack(a, PieceKind::Queen);
        let n = (a & area).count_ones() as usize;
        mobility_mg += QUEEN_MOBILITY[n].mg() as i32;
        term!(sink, QUEEN_MOBILITY[n], s);
        if own_pawns & file_bb(file_of(sq)) == 0 {
            term!(sink, QUEEN_OPEN_FILE, s);
        }
    }
    info.king_attackers[c] += attackers;
    info.king_attackers_weight[c] = weight;
    info.king_attacks[c] = king_attacks;
    info.mobility_mg[c] = mobility_mg;
}
