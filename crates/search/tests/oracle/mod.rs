//! An independent judge for mate claims: plain AND-OR search over every legal move, no
//! pruning, no table, no ordering. Slow, obviously correct.
#![allow(dead_code)]

use tetrarch_movegen::{MoveList, Outcome, Position};

/// Whether the side to move can force a win within `moves` of its own moves (the game ends
/// by no legal move for the loser, or by the game's rules after a winning move, e.g. five).
pub fn wins_within<P: Position>(pos: &mut P, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    let mut list = MoveList::new();
    pos.generate_moves(&mut list);
    for m in list {
        pos.make_move(m);
        let won = loses_after(pos, moves - 1);
        pos.unmake_move(m);
        if won {
            return true;
        }
    }
    false
}

/// Whether the side to move (who just received a move) is lost: the game is over against
/// it, or every reply allows a win within `moves` more attacker moves.
fn loses_after<P: Position>(pos: &mut P, moves: u32) -> bool {
    if let Some(o) = pos.rule_outcome(1) {
        return o == Outcome::Loss;
    }
    let mut list = MoveList::new();
    pos.generate_moves(&mut list);
    if list.is_empty() {
        return pos.outcome_without_moves() == Outcome::Loss;
    }
    if moves == 0 {
        return false;
    }
    for m in list {
        pos.make_move(m);
        let escapes = !wins_within(pos, moves);
        pos.unmake_move(m);
        if escapes {
            return false;
        }
    }
    true
}

/// The exact mate length in moves, up to `max` (`None` if longer or none).
pub fn mate_length<P: Position>(pos: &mut P, max: u32) -> Option<u32> {
    (1..=max).find(|&n| wins_within(pos, n))
}
