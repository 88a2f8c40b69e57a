//! Threat-aware move generation for the search: what the side to move may sensibly play,
//! given both sides' threats.
//!
//! - A five to complete: that move alone.
//! - The opponent has a five point: its blocks (nothing else survives).
//! - An open four to make: those moves (the five follows).
//! - The opponent can make an open four (it has an open three, or a double-four point):
//!   only the moves that take every such point away, and our own fours (a counter-attack
//!   that keeps the initiative). Anything else lets the open four come, and then the five.
//! - Otherwise every candidate; the search orders them by both sides' cell scores and drops
//!   the late ones near the horizon.
//!
//! Caro is the exception to the open-three rule: there a blocked five does not win, so an
//! open four can fail and every candidate stays.

use crate::board::{BLACK, WHITE};
use crate::threat::Threat;
use crate::{GomokuPosition, Rule};
use tetrarch_movegen::{MoveList, Position};

/// Appends the search moves of `pos` (see the module documentation).
pub(crate) fn search_moves(pos: &GomokuPosition, moves: &mut MoveList) {
    let board = pos.board();
    let me = pos.side_to_move().index();
    let op = 1 - me;
    if let Some(c) = board.five_point(me) {
        moves.push(GomokuPosition::placement_move(c));
        return;
    }
    if board.threat_count(op, Threat::Five) > 0 {
        push_cells(pos, me, op, Threat::Five, Threat::Five, moves);
        if moves.is_empty() {
            all_candidates(pos, moves); // the only block is forbidden: every move loses
        }
        return;
    }
    if board.threat_count(me, Threat::OpenFour) > 0 {
        push_cells(pos, me, me, Threat::OpenFour, Threat::OpenFour, moves);
        if !moves.is_empty() {
            return;
        }
    }
    if pos.rule() != Rule::Caro && board.threat_count(op, Threat::OpenFour) > 0 {
        let threats = pos.threat_cells(op, Threat::OpenFour, Threat::OpenFour);
        if !threats.is_empty() {
            open_four_defences(pos, me, op, &threats, moves);
            push_cells(pos, me, me, Threat::Four, Threat::FourThree, moves);
            if moves.is_empty() {
                // Nothing stops it: show the search the natural try, which loses.
                for &t in &threats {
                    if pos.can_play(me, t) {
                        moves.push(GomokuPosition::placement_move(t));
                    }
                }
            }
            if !moves.is_empty() {
                return;
            }
        }
    }
    all_candidates(pos, moves);
}

/// Every candidate `pos`'s side to move may play (the whole board when none is left).
fn all_candidates(pos: &GomokuPosition, moves: &mut MoveList) {
    let me = pos.side_to_move().index();
    for cell in pos.board().candidates().iter() {
        if pos.can_play(me, cell) {
            moves.push(GomokuPosition::placement_move(cell));
        }
    }
    if moves.is_empty() {
        pos.generate_moves(moves);
    }
}

/// Appends the cells where `owner` has a threat in `min..=max` and `player` may play.
fn push_cells(
    pos: &GomokuPosition,
    player: usize,
    owner: usize,
    min: Threat,
    max: Threat,
    moves: &mut MoveList,
) {
    let board = pos.board();
    if board.threat_count_at_least(owner, min) == 0 {
        return;
    }
    for cell in board.candidates().iter() {
        let t = board.threat(cell, owner);
        if t >= min && t <= max && pos.can_play(player, cell) {
            moves.push(GomokuPosition::placement_move(cell));
        }
    }
}

/// Appends the cells where a stone of `me` leaves `op` none of its open-four points
/// `threats` (all of them playable for `op`). Such a cell lies on a line of every threat
/// point within the half window, or is the point itself; each is checked by re-reading the
/// threat points' patterns with the stone assumed, without playing it.
pub(crate) fn open_four_defences(
    pos: &GomokuPosition,
    me: usize,
    op: usize,
    threats: &[usize],
    moves: &mut MoveList,
) {
    let board = pos.board();
    let stone = [BLACK, WHITE][me];
    let first = threats[0];
    // A defence lies near a stone of the three (or the fours), so among the candidates.
    for cell in board.candidates().iter() {
        if cell != first && board.line_between(first, cell).is_none() {
            continue;
        }
        if matches!(board.threat(cell, me), Threat::Four | Threat::FourThree) {
            continue; // listed with our own fours
        }
        let defends = threats.iter().all(|&t| {
            t == cell
                || (board.line_between(t, cell).is_some()
                    && board.threat_with(t, op, cell, stone) < Threat::OpenFour)
        });
        if defends && pos.can_play(me, cell) {
            moves.push(GomokuPosition::placement_move(cell));
        }
    }
}
