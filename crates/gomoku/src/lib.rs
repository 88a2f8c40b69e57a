//! Gomoku on the tetrarch layers: the Gomocup rule sets (freestyle, standard, renju, caro),
//! incremental threat patterns, and VCF/VCT threat-space solvers.
//!
//! Invariants:
//! - Black, the first player, is movegen's `Color::White`; white is `Color::Black`.
//! - Cells are `y * width + x`, `(0, 0)` the top-left corner (Gomocup coordinates); a move is
//!   the placement `Move::new(cell, cell, 1)`.
//! - [`reference`] is the plain rescan-based rule book; every fast structure is tested
//!   against it.

#![warn(missing_docs)]

mod board;
mod cellset;
mod connect;
mod coords;
mod eval;
mod forbidden;
mod movegen;
mod outcome;
mod pattern;
mod position;
mod puzzles;
pub mod reference;
mod rule;
pub mod search_params;
mod solver_table;
mod text;
mod threat;
mod threats;
mod vcf;
mod vct;

pub use connect::{ConnectPosition, CONNECT_MAX_SIDE, CONNECT_MIN_SIDE};
pub use coords::{cell_name, column_name, parse_cell};
pub use pattern::{Pattern, PatternTable};
pub use position::{GomokuPosition, MAX_CELLS, MAX_SIDE, MIN_SIDE};
pub use puzzles::{middle_game, VCF_PUZZLES};
pub use rule::{LineRule, Rule};
pub use threat::Threat;
pub use vcf::{solve_vcf, solve_vcf_within, MAX_VCF_DEPTH};
pub use vct::{solve_vct, MAX_VCT_DEPTH};
