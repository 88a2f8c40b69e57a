//! King safety: Stockfish 11's king danger (the attackers of the king's ring, safe and unsafe
//! checks, weak squares, pinned pieces, attacks on the king's flank), quadratic in the middle
//! game through [`KING_DANGER`]; a king on a flank without pawns; pawn shelter and storms on the
//! king's files; and, for the end game, the king's distance to its pawns.

use super::masks::{distance, relative_rank, squares, CAMP, KING_FLANK};
use super::{sign, EvalInfo};
use crate::attacks::{between, bishop_attacks, rook_attacks, KNIGHT_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{file_bb, file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{term, EvalSink};
use tetrarch_movegen::Color;

/// The king danger counted at most (the square stays far inside `i32`).
const MAX_KING_DANGER: i32 = 10_000;

/// Stockfish 11's king danger, in its units (a pawn is 128 in the middle game), from the
/// attackers of `color`'s king: their weight and number, safe and unsafe checks, weak ring
/// squares, pinned or shielding pieces, attacks on the king's flank and the mobility balance,
/// less what defends it. Read to learn, written our own; the constants are Stockfish 11's
/// (`weights.rs`, `DANGER_*`).
#[inline(always)]
fn king_danger(pos: &ChessPosition, color: Color, info: &EvalInfo, shelter_mg: i32) -> i32 {
    let (c, them) = (color.index(), color.opponent());
    let t = them.index();
    let ksq = pos.king_square(color);
    let occ = pos.occupied();
    let ours = |kind: PieceKind| info.attacked_by[c][kind.index()];
    let theirs = |kind: PieceKind| info.attacked_by[t][kind.index()];

    // Squares they attack that we defend at most once, and only by the king or queen.
    let weak = info.attacked[t]
        & !info.attacked_twice[c]
        & (!info.attacked[c] | ours(PieceKind::King) | ours(PieceKind::Queen));
    // Where a checking piece of theirs could stand and not be taken at once.
    let safe = !pos.color_pieces(them) & (!info.attacked[c] | (weak & info.attacked_twice[t]));
    let without_queen = occ ^ pos.pieces(color, PieceKind::Queen);
    let rook_lines = rook_attacks(ksq, without_queen);
    let bishop_lines = bishop_attacks(ksq, without_queen);

    let mut danger = 0;
    let mut unsafe_checks = 0;
    let rook_checks = rook_lines & safe & theirs(PieceKind::Rook);
    if rook_checks != 0 {
        danger += SAFE_CHECK_DANGER[PieceKind::Rook.index()];
    } else {
        unsafe_checks |= rook_lines & theirs(PieceKind::Rook);
    }
    // Queen checks count only where no rook check is, bishop checks only where no queen check.
    let queen_checks = (rook_lines | bishop_lines)
        & theirs(PieceKind::Queen)
        & safe
        & !ours(PieceKind::Queen)
        & !rook_checks;
    if queen_checks != 0 {
        danger += SAFE_CHECK_DANGER[PieceKind::Queen.index()];
    }
    let bishop_checks = bishop_lines & theirs(PieceKind::Bishop) & safe & !queen_checks;
    if bishop_checks != 0 {
        danger += SAFE_CHECK_DANGER[PieceKind::Bishop.index()];
    } else {
        unsafe_checks |= bishop_lines & theirs(PieceKind::Bishop);
    }
    let knight_checks = KNIGHT_ATTACKS[ksq] & theirs(PieceKind::Knight);
    if knight_checks & safe != 0 {
        danger += SAFE_CHECK_DANGER[PieceKind::Knight.index()];
    } else {
        unsafe_checks |= knight_checks;
    }

    let flank = KING_FLANK[file_of(ksq)] & CAMP[c];
    let flank_attacks = (info.attacked[t] & flank).count_ones() as i32
        + (info.attacked_twice[t] & flank).count_ones() as i32;
    let flank_defence = (info.attacked[c] & flank).count_ones() as i32;
    let their_queens = pos.pieces(them, PieceKind::Queen) != 0;
    let knight_defends = ours(PieceKind::Knight) & ours(PieceKind::King) != 0;

    danger += info.king_attackers[t] * info.king_attackers_weight[t]
        + DANGER_WEAK_RING * (info.king_ring[c] & weak).count_ones() as i32
        + DANGER_UNSAFE_CHECK * unsafe_checks.count_ones() as i32
        + DANGER_BLOCKER * blockers(pos, color, ksq).count_ones() as i32
        + DANGER_KING_ATTACK * info.king_attacks[t]
        // Stockfish 11's flank attacks squared, 3/8 of it; its mobility balance; 6/8 of its
        // shelter.
        + 3 * flank_attacks * flank_attacks / 8
        + to_stockfish(info.mobility_mg[t] - info.mobility_mg[c])
        - DANGER_NO_QUEEN * !their_queens as i32
        - DANGER_KNIGHT_DEFENCE * knight_defends as i32
        - 6 * to_stockfish(shelter_mg) / 8
        - DANGER_FLANK_DEFENCE * flank_defence
        + DANGER_OFFSET;
    danger
}

/// Centipawns of this evaluation in Stockfish 11's middle-game units (its knight is 781
/// where ours is about 310, its queen 2538 where ours is about 909: 25/9).
#[inline(always)]
fn to_stockfish(cp: i32) -> i32 {
    cp * 25 / 9
}

/// Pieces of either side alone between `color`'s king and an enemy slider on its line.
#[inline(always)]
fn blockers(pos: &ChessPosition, color: Color, ksq: usize) -> u64 {
    let them = color.opponent();
    let queens = pos.pieces(them, PieceKind::Queen);
    let snipers = (rook_attacks(ksq, 0) & (pos.pieces(them, PieceKind::Rook) | queens))
        | (bishop_attacks(ksq, 0) & (pos.pieces(them, PieceKind::Bishop) | queens));
    let occ = pos.occupied() ^ snipers;
    let mut found = 0;
    for s in squares(snipers) {
        let b = between(ksq, s) & occ;
        if b != 0 && b & (b - 1) == 0 {
            found |= b;
        }
    }
    found
}

/// The safety of `color`'s king.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &ChessPosition,
    color: Color,
    info: &EvalInfo,
    sink: &mut S,
) {
    let s = sign(color);
    let ksq = pos.king_square(color);

    let shelter_mg = shelter(pos, color, ksq, sink);
    let danger = king_danger(pos, color, info, shelter_mg);
    if danger > 100 {
        // Quadratic in the middle game, linear in the end game, as Stockfish 11's, counted in
        // quarter centipawns of ours (one of its middle-game units is 9/25 of our centipawn,
        // an end-game one 43/100), so the weights scale it in steps of a quarter.
        let danger = danger.min(MAX_KING_DANGER);
        term!(
            sink,
            KING_DANGER[0],
            -s * danger * danger * 9 / (4096 * 100)
        );
        term!(sink, KING_DANGER[1], -s * danger * 43 / (16 * 400));
    }
    let pawns = pos.pieces(color, PieceKind::Pawn) | pos.pieces(color.opponent(), PieceKind::Pawn);
    if pawns & KING_FLANK[file_of(ksq)] == 0 {
        term!(sink, PAWNLESS_FLANK, s);
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
fn shelter<S: EvalSink>(pos: &ChessPosition, color: Color, ksq: usize, sink: &mut S) -> i32 {
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
    let mut mg = 0;
    for f in centre - 1..=centre + 1 {
        let edge = f.min(7 - f);
        // Our pawn nearest the king on this file, and theirs.
        let ours = own & file_bb(f);
        let rank_ours = nearest_rank(color, ours);
        term!(sink, KING_SHELTER[edge * 8 + rank_ours], s);
        let storm = theirs & file_bb(f);
        let rank_theirs = nearest_rank(color, storm);
        term!(sink, PAWN_STORM[rank_theirs], s);
        mg += (KING_SHELTER[edge * 8 + rank_ours].mg() + PAWN_STORM[rank_theirs].mg()) as i32;
    }
    mg
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
