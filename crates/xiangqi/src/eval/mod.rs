//! The xiangqi evaluation: material and piece-square values kept incrementally by make/unmake,
//! and from the bitboards the mobility of horses (legs), chariots and cannons, chariot files,
//! cannons on the enemy general's lines (the empty-head and central cannons), palace safety
//! (attack units on the palace, safe checks, squares only the general guards, the palace
//! shape), advisors and elephants by the enemy's attack, soldiers across the river, threats
//! and hanging pieces, and the scaling of endings that cannot be won. Tapered by the
//! incremental game phase; returned from the side to move's point of view.
//!
//! The evaluation is written once, generic over a [`tetrarch_eval::EvalSink`]: playing, the
//! terms are summed; tuning ([`XiangqiPosition::eval_trace`]), each is recorded as a count of a
//! weight of [`crate::weights`], which makes the evaluation a linear function the tuner fits.

mod king;
mod masks;
mod pieces;
mod scale;
mod soldiers;
mod threats;

use crate::weights::*;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_eval::{
    taper_scaled, term, Accumulate, EvalBreakdown, EvalSink, EvalTrace, Evaluate, Score, Trace,
};
use tetrarch_geometry::{Bitboard, Bitboard128};
use tetrarch_movegen::{Color, Position};

type B = Bitboard128;

/// What the terms learn about the board once and share: attacks by side and kind, where
/// cannons may move, where mobility counts, and the attack units gathered against each
/// palace.
#[derive(Default)]
pub(crate) struct EvalInfo {
    /// `[colour][kind]`: squares attacked by that side's pieces of that kind (a cannon's are
    /// the squares past its screen, see `masks::cannon_control`).
    attacked_by: [[B; 7]; 2],
    /// `[colour]`: squares attacked by that side.
    attacked: [B; 2],
    /// `[colour]`: squares attacked at least twice by that side.
    attacked_twice: [B; 2],
    /// `[colour]`: squares that side's cannons may move to (quiet slides and captures).
    cannon_moves: [B; 2],
    /// `[colour]`: where that side's pieces count their mobility.
    mobility_area: [B; 2],
    /// `[colour]`: pieces of that side bearing on the enemy palace...
    palace_attackers: [i32; 2],
    /// ...and the attack units they bring ([`KING_ATTACK_UNITS`]).
    palace_attack_units: [i32; 2],
}

impl EvalInfo {
    /// Adds `attacks` of `color`'s piece of `kind`.
    #[inline(always)]
    fn add_attacks(&mut self, color: Color, kind: PieceKind, attacks: B) {
        let c = color.index();
        self.attacked_twice[c] |= self.attacked[c] & attacks;
        self.attacked[c] |= attacks;
        self.attacked_by[c][kind.index()] |= attacks;
    }

    /// The squares `color`'s pieces of `kind` attack.
    #[inline(always)]
    fn by(&self, color: Color, kind: PieceKind) -> B {
        self.attacked_by[color.index()][kind.index()]
    }
}

/// The sign of `color`'s terms in a Red-relative sum.
#[inline(always)]
fn sign(color: Color) -> i32 {
    color.sign()
}

impl XiangqiPosition {
    /// Every term but material and piece-square values (the incremental accumulator's),
    /// Red-relative, into `sink`; returns the end-game scale (out of 64).
    #[inline(always)]
    fn terms<S: EvalSink>(&self, sink: &mut S) -> i32 {
        let mut info = EvalInfo::default();
        for color in Color::ALL {
            pieces::init(self, color, &mut info);
        }
        for color in Color::ALL {
            pieces::set_mobility_area(self, color, &mut info);
        }
        for color in Color::ALL {
            pieces::evaluate(self, color, &mut info, sink);
        }
        for color in Color::ALL {
            king::evaluate(self, color, &info, sink);
            soldiers::evaluate(self, color, sink);
            threats::evaluate(self, color, &info, sink);
        }
        term!(sink, TEMPO, sign(self.side));
        scale::eg_scale(self)
    }

    tetrarch_eval::popcnt_dispatch!(
        /// The evaluation from Red's point of view, tempo included.
        ///
        /// The terms are full of population counts; as for move counting, x86-64 CPUs with
        /// `popcnt` run a copy compiled to use it.
        pub fn evaluate_white, evaluate_white_with_popcnt => evaluate_white_portable
    );

    /// [`Self::evaluate_white`] for any CPU.
    #[inline(always)]
    fn evaluate_white_portable(&self) -> i32 {
        let mut sum = Accumulate(self.acc.psq);
        let scale = self.terms(&mut sum);
        taper_scaled(sum.0, self.acc.phase, MAX_PHASE, scale)
    }

    /// The evaluation as the tuner sees it: every term as a count of one weight of
    /// [`WEIGHT_TABLES`], with the phase and end-game scale. `eval_trace().evaluate(current
    /// weights)` equals [`Self::evaluate_white`].
    pub fn eval_trace(&self) -> EvalTrace {
        self.traced().1
    }

    /// The evaluation by term, per side, for people (UCI `eval`): its total is
    /// [`Self::evaluate_white`].
    pub fn eval_breakdown(&self) -> EvalBreakdown {
        let (trace, merged) = self.traced();
        EvalBreakdown::new(WEIGHT_TABLES, &trace.terms, &merged)
    }

    /// Every term recorded, unmerged, and the trace the tuner reads.
    fn traced(&self) -> (Trace, EvalTrace) {
        let mut trace = Trace::new(WEIGHT_TABLES);
        for sq in self.occupied().squares() {
            let code = self.board[sq.index()];
            let piece = crate::Piece::from_code(code);
            let s = sign(piece.color);
            term!(&mut trace, MATERIAL[piece.kind.index()], s);
            trace.add(
                psqt_id(piece.kind) as usize,
                masks::relative_square(piece.color, sq.index()),
                Score::ZERO,
                s,
            );
        }
        let eg_scale = self.terms(&mut trace);
        let merged = EvalTrace {
            terms: trace.merged(),
            phase: self.acc.phase,
            max_phase: MAX_PHASE,
            eg_scale,
            fixed: 0,
        };
        (trace, merged)
    }

    /// The material and piece-square total recomputed from the board (tests compare it with
    /// the incremental accumulator).
    pub fn recomputed_psq(&self) -> Score {
        let mut s = Score::ZERO;
        for sq in self.occupied().squares() {
            let code = self.board[sq.index()];
            let v = PIECE_SQUARE[code as usize][sq.index()];
            if code < 7 {
                s += v;
            } else {
                s -= v;
            }
        }
        s
    }

    /// The incremental material and piece-square total.
    pub fn accumulated_psq(&self) -> Score {
        self.acc.psq
    }
}

/// The weight tables of the xiangqi evaluation, in parameter-vector order.
pub fn weight_tables() -> &'static [tetrarch_eval::WeightTable] {
    WEIGHT_TABLES
}

impl Evaluate for XiangqiPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        self.evaluate_white() * self.side_to_move().sign()
    }
}

#[cfg(test)]
mod tests;
