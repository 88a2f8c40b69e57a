//! Gomoku on the tetrarch layers: the Gomocup rule sets (freestyle, standard, renju, caro),
//! incremental threat patterns, and VCF/VCT threat-space solvers.
//!
//! Invariants:
//! - Black, the first player, is movegen's `Color::White`; white is `Color::Black`.
//! - Cells are `y * width + x`, `(0, 0)` the top-left corner (Gomocup coordinates); a move is
//!   the placement `Move::new(cell, cell, 1)`.
//! - [`reference`] is the plain rescan-based rule book; every fast structure is tested
//!   against it.

mod coords;
mod eval;
mod position;
pub mod reference;
mod rule;
mod text;

pub use coords::{cell_name, column_name, parse_cell};
pub use position::{GomokuPosition, MAX_CELLS, MAX_SIDE, MIN_SIDE};
pub use rule::{LineRule, Rule};

/// Temporary evaluation: own stones with own neighbours, side-to-move relative.
fn position_eval(pos: &GomokuPosition) -> i32 {
    use tetrarch_movegen::Position;
    let mut score = [0i32; 2];
    for y in 0..pos.height() {
        for x in 0..pos.width() {
            if let Some(c) = pos.stone_at(x, y) {
                for (dx, dy) in reference::DIRECTIONS {
                    let (nx, ny) = (x as isize + dx, y as isize + dy);
                    if nx >= 0 && ny >= 0 && pos.stone_at(nx as usize, ny as usize) == Some(c) {
                        score[c.index()] += 10;
                    }
                }
            }
        }
    }
    let me = pos.side_to_move().index();
    score[me] - score[1 - me]
}
