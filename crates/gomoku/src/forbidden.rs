//! Renju forbidden moves (RIF rules) on the incremental board.
//!
//! Black may not play an overline, a double four or a double three, unless the move makes an
//! exact five. A three only counts when it is real: one more stone turns it into a straight
//! four whose point is not itself forbidden (checked recursively with the first stone on the
//! board) and does not make five (then the game ends with the five, and the line was never
//! a three: the reading of the Gomocup referee, Piskvork's `foulr`, and of the widely used
//! `ForbiddenPointFinder`, both checked in our tests' history). A line that is a four is not
//! also counted as a three.

use crate::board::{Board, BLACK};
use crate::cellset::CellSet;
use crate::pattern::Pattern;
use crate::threat::Threat;

/// Black's colour index.
const B: usize = 0;

/// Whether black may not play on `cell` (false for occupied cells).
pub fn is_forbidden(board: &mut Board, cell: usize) -> bool {
    if !board.is_empty(cell) {
        return false;
    }
    let info = *board.info(cell, B);
    if info.threat == Threat::Five {
        return false;
    }
    let p = info.patterns;
    if p.contains(&Pattern::Overline) {
        return true;
    }
    if p.iter().map(|q| q.fours()).sum::<u8>() >= 2 {
        return true;
    }
    if p.iter().filter(|q| q.is_three()).count() < 2 {
        return false;
    }
    board.place(cell, BLACK);
    let mut real = 0;
    for (d, q) in p.iter().enumerate() {
        if q.is_three() && has_real_three(board, cell, d) {
            real += 1;
            if real >= 2 {
                break;
            }
        }
    }
    board.remove(cell);
    real >= 2
}

/// With black on `cell`: whether some empty point on line `d`, joined to `cell` by black
/// stones, makes a straight four there and is not forbidden itself.
fn has_real_three(board: &mut Board, cell: usize, d: usize) -> bool {
    for sign in [-1isize, 1] {
        for i in 1..=3 {
            let Some(q) = board.step(cell, d, sign * i) else {
                break;
            };
            match board.stone(q) {
                BLACK => continue,
                crate::board::EMPTY => {
                    if board.pattern(q, B, d) == Pattern::F4
                        && board.threat(q, B) != Threat::Five
                        && !is_forbidden(board, q)
                    {
                        return true;
                    }
                    break;
                }
                _ => break,
            }
        }
    }
    false
}

/// Every forbidden cell: only the suspects (cells whose patterns allow it) are examined.
pub fn forbidden_cells(board: &mut Board) -> CellSet {
    let suspects = *board.suspects();
    let mut out = CellSet::default();
    for cell in suspects.iter() {
        if is_forbidden(board, cell) {
            out.insert(cell);
        }
    }
    out
}
