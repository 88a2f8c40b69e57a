//! Pawn structure (doubled, isolated, backward, connected, weak and unopposed) and passed pawns:
//! by rank, blocked or free to advance, with a path the enemy does not attack or a guarded stop
//! square, and the two kings' distances to the square in front.

use super::masks::{
    adjacent_files, ahead_of, distance, forward, is_passed, relative_rank, squares, PAWN_MASKS,
};
use super::{sign, EvalInfo};
use crate::position::ChessPosition;
use crate::types::{file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{term, EvalSink};
use tetrarch_movegen::Color;

/// Structure and passed-pawn terms of `color`'s pawns.
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
    let own = pos.pieces(color, PieceKind::Pawn);
    let theirs = pos.pieces(them, PieceKind::Pawn);
    let their_pawn_attacks = info.attacked_by[them.index()][PieceKind::Pawn.index()];
    let own_pawn_attacks = info.attacked_by[c][PieceKind::Pawn.index()];
    let occupied = pos.occupied();
    let own_king = pos.king_square(color);
    let their_king = pos.king_square(them);
    for sq in squares(own) {
        let (file, rank) = (file_of(sq), rank_of(sq));
        let rr = relative_rank(color, rank);
        let stop = forward(color, sq);
        let blocked_by_own = own & PAWN_MASKS.front_file[c][sq] != 0;
        if blocked_by_own {
            term!(sink, DOUBLED_PAWN, s);
        }
        let neighbours = own & adjacent_files(file);
        let supported = own_pawn_attacks >> sq & 1 != 0;
        let phalanx = neighbours & crate::types::rank_bb(rank) != 0;
        let opposed = theirs & PAWN_MASKS.front_file[c][sq] != 0;
        if neighbours == 0 {
            term!(sink, ISOLATED_PAWN, s);
            if !opposed {
                term!(sink, WEAK_UNOPPOSED, s);
            }
        } else if supported || phalanx {
            term!(sink, CONNECTED_PAWN[rr], s);
        } else if neighbours & !ahead_of(color, rank) == 0 && their_pawn_attacks >> stop & 1 != 0 {
            // Backward: every neighbour is ahead, and an enemy pawn guards the square in
            // front, so it cannot advance to be defended.
            term!(sink, BACKWARD_PAWN, s);
            if !opposed {
                term!(sink, WEAK_UNOPPOSED, s);
            }
        }
        // Passed: no enemy pawn ahead on its own or a neighbouring file (of doubled pawns,
        // only the front one counts).
        if !is_passed(c, own, theirs, sq) {
            continue;
        }
        term!(sink, PASSED_PAWN[rr], s);
        if occupied >> stop & 1 != 0 {
            term!(sink, PASSED_BLOCKED[rr], s);
        } else {
            if info.attacked[them.index()] >> stop & 1 == 0 {
                term!(sink, PASSED_SAFE_PUSH[rr], s);
            }
            if info.attacked[them.index()] & PAWN_MASKS.front_file[c][sq] == 0 {
                term!(sink, PASSED_FREE_PATH[rr], s);
            }
            if info.attacked[c] >> stop & 1 != 0 {
                term!(sink, PASSED_STOP_DEFENDED[rr], s);
            }
        }
        term!(
            sink,
            PASSED_OWN_KING_DISTANCE[rr],
            s * distance(own_king, stop)
        );
        term!(
            sink,
            PASSED_ENEMY_KING_DISTANCE[rr],
            s * distance(their_king, stop)
        );
    }
}
