//! Forcing moves for the quiescence ("static") search: own fives, forced blocks of the
//! opponent's fives, own fours and own double threats.

use crate::threat::Threat;
use crate::GomokuPosition;
use tetrarch_movegen::{MoveList, Position};

/// Appends the cells of `color`'s threats of at least `min` (and at most `max`) that the side
/// to move may play.
pub(crate) fn push_threats(
    pos: &GomokuPosition,
    color: usize,
    min: Threat,
    max: Threat,
    moves: &mut MoveList,
) {
    let board = pos.board();
    if board.threat_count_at_least(color, min) == 0 {
        return;
    }
    for cell in board.candidates().iter() {
        let t = board.threat(cell, color);
        if t >= min && t <= max && pos.may_play(cell) {
            moves.push(GomokuPosition::placement_move(cell));
        }
    }
}

/// The forcing moves, by priority: win now; else block every five point of the opponent
/// (the only moves that do not lose at once); else own fours and open fours (the VCF moves:
/// double threes that win are proven without search by the forced outcome).
pub(crate) fn noisy_moves(pos: &GomokuPosition, moves: &mut MoveList) {
    let me = pos.side_to_move().index();
    let op = 1 - me;
    let board = pos.board();
    if let Some(c) = board.five_point(me) {
        moves.push(GomokuPosition::placement_move(c));
        return;
    }
    if board.threat_count(op, Threat::Five) > 0 {
        push_threats(pos, op, Threat::Five, Threat::Five, moves);
        return;
    }
    push_threats(pos, me, Threat::Four, Threat::OpenFour, moves);
}

/// Whether playing on the empty `cell` is forcing for the side to move: a five, a four, or
/// the block of an opponent's five.
pub(crate) fn is_noisy_cell(pos: &GomokuPosition, cell: usize) -> bool {
    let me = pos.side_to_move().index();
    let board = pos.board();
    board.threat(cell, me) >= Threat::Four || board.threat(cell, 1 - me) == Threat::Five
}
