//! Renju forbidden moves (RIF rules) on the incremental board.
//!
//! Black may not play an overline, a double four or a double three, unless the move makes an
//! exact five. A three only counts when it is real: one more stone turns it into a straight
//! four whose point is not itself forbidden (checked recursively with the first stone on the
//! board) and does not make five (then the game ends with the five, and the line was never
//! a three: the reading of the Gomocup referee, Piskvork's `foulr`, and of the widely used
//! `ForbiddenPointFinder`, both checked in our tests' history). A line that is a four is not
//! also counted as a three.
//!
//! The check never plays a stone: the stones it assumes (the move being judged, then the
//! straight-four point being judged) are added to the line keys it reads, so it works on a
//! shared board and costs a few table reads. Only cells whose stored patterns make them
//! suspect (two threes, two fours or an overline) are examined at all.

use crate::board::{Board, BLACK, EMPTY};
use crate::cellset::CellSet;
use crate::pattern::Pattern;
use tetrarch_movegen::Color;

/// Deepest chain of assumed stones (the judged move, its straight-four point, that point's
/// straight-four point, ...): real positions never come near it.
const MAX_ASSUMED: usize = 12;

/// Black stones assumed on top of the board.
struct Assumed {
    cells: [usize; MAX_ASSUMED],
    len: usize,
}

impl Assumed {
    fn as_slice(&self) -> &[usize] {
        &self.cells[..self.len]
    }
}

/// Whether black may not play on `cell` (false for occupied cells).
pub fn is_forbidden(board: &Board, cell: usize) -> bool {
    if !board.is_empty(cell) || !board.suspicious(cell) {
        return false;
    }
    let mut assumed = Assumed {
        cells: [0; MAX_ASSUMED],
        len: 0,
    };
    forbidden_with(board, cell, &mut assumed)
}

/// Black's four patterns on the empty `cell` with the assumed stones added.
fn black_patterns(board: &Board, cell: usize, assumed: &Assumed) -> [Pattern; 4] {
    if assumed.len == 0 {
        return board.info(cell, 0).patterns;
    }
    let table = board.table();
    core::array::from_fn(|d| {
        table.pattern(board.key_with(cell, d, assumed.as_slice()), Color::White)
    })
}

fn forbidden_with(board: &Board, cell: usize, assumed: &mut Assumed) -> bool {
    let p = black_patterns(board, cell, assumed);
    if p.contains(&Pattern::F5) {
        return false;
    }
    if p.contains(&Pattern::Overline) {
        return true;
    }
    if p.iter().map(|q| q.fours()).sum::<u8>() >= 2 {
        return true;
    }
    if p.iter().filter(|q| q.is_three()).count() < 2 || assumed.len == MAX_ASSUMED {
        return false;
    }
    assumed.cells[assumed.len] = cell;
    assumed.len += 1;
    let mut real = 0;
    for (d, q) in p.iter().enumerate() {
        if q.is_three() && has_real_three(board, cell, d, assumed) {
            real += 1;
            if real >= 2 {
                break;
            }
        }
    }
    assumed.len -= 1;
    real >= 2
}

/// With black assumed on `cell` (the last assumed stone): whether some empty point on line
/// `d`, joined to `cell` by black stones, makes a straight four there, does not make five
/// and is not forbidden itself.
fn has_real_three(board: &Board, cell: usize, d: usize, assumed: &mut Assumed) -> bool {
    for sign in [-1isize, 1] {
        for i in 1..=3 {
            let Some(q) = board.step(cell, d, sign * i) else {
                break;
            };
            let stone = board.stone(q);
            if stone == BLACK || assumed.as_slice().contains(&q) {
                continue;
            }
            if stone == EMPTY {
                let pq = black_patterns(board, q, assumed);
                if pq[d] == Pattern::F4
                    && !pq.contains(&Pattern::F5)
                    && !forbidden_with(board, q, assumed)
                {
                    return true;
                }
            }
            break;
        }
    }
    false
}

/// Every forbidden cell: only the suspects among the candidates are examined (a forbidden
/// point needs black stones within two cells). The board keeps no count of suspects: a
/// placement would pay for it, and this scan of one flag per candidate is rare (perft's
/// bulk count, the protocol's `YXSHOWFORBID`).
pub fn forbidden_cells(board: &Board) -> CellSet {
    let mut out = CellSet::default();
    for cell in board.candidates().iter() {
        if is_forbidden(board, cell) {
            out.insert(cell);
        }
    }
    out
}
