//! Wins and losses read off the threat counts without search (the search scores them as
//! mates at the stated distance).
//!
//! - A five to complete: win in 1.
//! - Two opponent five points (or one that is forbidden to black): loss in 2.
//! - An open four to make, with no opponent five point: win in 3 (two five points follow;
//!   the opponent has no five to play first).
//! - A four-three or a double three, when the opponent has no cell making a four or better:
//!   win in 5. The forced block of the four cannot touch the three (two lines through one
//!   cell meet only there), and without fours the opponent cannot interrupt.
//!
//! Caro claims only the five (a blocked five does not win, so open fours can fail), and
//! renju's black claims no four-three or double three (the follow-up may be forbidden).

use crate::threat::Threat;
use crate::{GomokuPosition, Rule};
use tetrarch_movegen::{Color, Outcome, Position};

/// The proven outcome of `pos` for the side to move, with its distance in plies.
pub(crate) fn forced_outcome(pos: &GomokuPosition) -> Option<(Outcome, u32)> {
    if pos.is_won() {
        return None;
    }
    let board = pos.board();
    let me = pos.side_to_move().index();
    let op = 1 - me;
    if board.threat_count(me, Threat::Five) > 0 {
        return Some((Outcome::Win, 1));
    }
    let caro = pos.rule() == Rule::Caro;
    let op_fives = board.threat_count(op, Threat::Five);
    if op_fives > 0 {
        if caro {
            return None;
        }
        if op_fives >= 2 {
            return Some((Outcome::Loss, 2));
        }
        let block = board.five_point(op)?;
        return (!pos.can_play(me, block)).then_some((Outcome::Loss, 2));
    }
    if caro {
        return None;
    }
    if board.threat_count(me, Threat::OpenFour) > 0 && has_playable(pos, me, Threat::OpenFour) {
        return Some((Outcome::Win, 3));
    }
    let black_in_renju = pos.rule() == Rule::Renju && pos.side_to_move() == Color::White;
    if !black_in_renju
        && board.threat_count_at_least(op, Threat::Four) == 0
        && (board.threat_count(me, Threat::FourThree) > 0
            || board.threat_count(me, Threat::ThreeThree) > 0)
    {
        return Some((Outcome::Win, 5));
    }
    None
}

/// Whether the side to move `me` may play one of its cells of threat `t`.
fn has_playable(pos: &GomokuPosition, me: usize, t: Threat) -> bool {
    if pos.rule() != Rule::Renju || me != 0 {
        return true;
    }
    let board = pos.board();
    board
        .candidates()
        .iter()
        .any(|c| board.threat(c, me) == t && pos.can_play(me, c))
}
