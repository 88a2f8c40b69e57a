//! Gomoku on the tetrarch layers: the Gomocup rule sets (freestyle, standard, renju, caro),
//! incremental threat patterns, and VCF/VCT threat-space solvers.
//!
//! Invariants:
//! - Black, the first player, is movegen's `Color::White`; white is `Color::Black`.
//! - Cells are `y * width + x`, `(0, 0)` the top-left corner (Gomocup coordinates); a move is
//!   the placement `Move::new(cell, cell, 1)`.
//! - [`reference`] is the plain rescan-based rule book; every fast structure is tested
//!   against it.
//!
//! # Example
//!
//! ```
//! use tetrarch_gomoku::{solve_vcf, GomokuPosition, Rule};
//! use tetrarch_movegen::{Notation, Position};
//!
//! // Freestyle on 15x15: black (the first player) has an open three and a three...
//! let mut pos = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
//! for (x, y) in [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7), (14, 0), (7, 8), (14, 14), (7, 9), (1, 0)] {
//!     let m = pos.move_at(x, y).unwrap();
//!     pos.make_move(m);
//! }
//! // ...and wins by continuous fours (VCF): the solver finds the line.
//! let line = solve_vcf(&mut pos, 100_000).expect("a VCF");
//! assert_eq!(line.len() % 2, 1); // the attacker moves first and last
//! println!("{}", pos.format_move(line[0]));
//! ```

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
mod score_words;
pub mod search_params;
mod solver_table;
mod text;
mod threat;
mod threats;
mod vcf;
mod vct;
pub mod wdl;
pub mod weights;

pub use connect::{ConnectPosition, CONNECT_MAX_SIDE, CONNECT_MIN_SIDE};
pub use coords::{cell_name, column_name, parse_cell};
pub use eval::weight_tables;
pub use pattern::{Pattern, PatternTable};
pub use position::{GomokuPosition, MAX_CELLS, MAX_SIDE, MIN_SIDE};
pub use puzzles::{middle_game, VCF_PUZZLES};
pub use rule::{LineRule, Rule};
pub use threat::Threat;
pub use vcf::{solve_vcf, solve_vcf_within, MAX_VCF_DEPTH};
pub use vct::{solve_vct, MAX_VCT_DEPTH};
