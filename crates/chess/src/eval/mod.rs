//! The chess evaluation: material and piece-square values kept incrementally by make/unmake,
//! and from the bitboards mobility, outposts, rook files, pawn structure, passed pawns, threats,
//! king safety (Stockfish 11's king danger, shelter and storms) and the scaling
//! of drawish endings. Tapered by the incremental game phase; returned from the side to move's
//! point of view.
//!
//! The evaluation is written once, generic over a [`tetrarch_eval::EvalSink`]: playing, the
//! terms are summed; tuning ([`ChessPosition::eval_trace`]), each is recorded as a count of a
//! weight of [`crate::weights`], which makes the evaluation a linear function the tuner fits.

mod initiative;
mod king;
mod masks;
mod pawns;
mod pieces;
mod scale;
mod threats;

use crate::position::ChessPosition;
use crate::types::PieceKind;
use crate::weights::*;
use tetrarch_eval::{
    taper_scaled, term, Accumulate, EvalBreakdown, EvalSink, EvalTrace, Evaluate, Score, Trace,
};
use tetrarch_movegen::Color;

/// What the terms learn about the board once and share: attacks by side and kind, the king
/// rings, and what each side brings against the other's king.
#[derive(Default)]
pub(crate) struct EvalInfo {
    /// `[colour][kind]`: squares attacked by that side's pieces of that kind.
    attacked_by: [[u64; 6]; 2],
    /// `[colour]`: squares attacked by that side.
    attacked: [u64; 2],
    /// `[colour]`: squares attacked at least twice by that side.
    attacked_twice: [u64; 2],
    /// `[colour]`: the king's ring: its square and neighbours, moved off the edge files and
    /// ranks, without the squares two own pawns guard (Stockfish 11's `kingRing`).
    king_ring: [u64; 2],
    /// `[colour]`: that side's pawns and pieces attacking the enemy king ring...
    king_attackers: [i32; 2],
    /// ...the sum of their [`KING_ATTACK_WEIGHT`]s...
    king_attackers_weight: [i32; 2],
    /// ...and their attacks on squares next to the enemy king.
    king_attacks: [i32; 2],
    /// `[colour]`: the middle-game value of that side's mobility terms (centipawns).
    mobility_mg: [i32; 2],
    /// `[colour]`: where that side's pieces count their mobility.
    mobility_area: [u64; 2],
}

impl EvalInfo {
    /// Adds `attacks` of `color`'s piece of `kind`.
    #[inline(always)]
    fn add_attacks(&mut self, color: Color, kind: PieceKind, attacks: u64) {
        let c = color.index();
        self.attacked_twice[c] |= self.attacked[c] & attacks;
        self.attacked[c] |= attacks;
        self.attacked_by[c][kind.index()] |= attacks;
    }
}

/// The sign of `color`'s terms in a White-relative sum.
#[inline(always)]
fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

impl ChessPosition {
    /// Every term but material and piece-square values (the incremental accumulator's),
    /// White-relative, into `sink`; returns the end-game scale (out of 64).
    #[inline(always)]
    fn terms<S: EvalSink>(&self, sink: &mut S) -> i32 {
        let mut info = EvalInfo::default();
        for color in [Color::White, Color::Black] {
            pieces::init(self, color, &mut info);
        }
        for color in [Color::White, Color::Black] {
            pieces::evaluate(self, color, &mut info, sink);
        }
        for color in [Color::White, Color::Black] {
            pawns::evaluate(self, color, &info, sink);
            king::evaluate(self, color, &info, sink);
            threats::evaluate(self, color, &info, sink);
        }
        term!(sink, TEMPO, sign(self.side));
        scale::eg_scale(self)
    }

    tetrarch_eval::popcnt_dispatch!(
        /// The evaluation from White's point of view, tempo included.
        ///
        /// Mobility and pawn terms are full of population counts; as for move counting, x86-64
        /// CPUs with `popcnt` run a copy compiled to use it (see `movegen::count_legal`).
        pub fn evaluate_white, evaluate_white_with_popcnt => evaluate_white_portable
    );

    /// [`Self::evaluate_white`] for any CPU.
    #[inline(always)]
    fn evaluate_white_portable(&self) -> i32 {
        let mut sum = Accumulate(self.acc.psq);
        let scale = self.terms(&mut sum);
        let capped = initiative::evaluate(self, sum.0.eg() as i32, &mut sum);
        let total = if capped {
            Score::new(sum.0.mg(), 0)
        } else {
            sum.0
        };
        taper_scaled(total, self.acc.phase, MAX_PHASE, scale)
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
        for sq in 0..64 {
            let code = self.piece_at(sq);
            if code == crate::types::NO_PIECE {
                continue;
            }
            let color = crate::types::code_color(code);
            let kind = crate::types::code_kind(code);
            let s = sign(color);
            term!(&mut trace, MATERIAL[kind.index()], s);
            trace.add(
                psqt_id(kind) as usize,
                masks::relative_square(color, sq),
                Score::ZERO,
                s,
            );
        }
        let eg_scale = self.terms(&mut trace);
        // The initiative's sign and cap read the end game of the current weights.
        let mut sum = Accumulate(self.acc.psq);
        self.terms(&mut sum);
        let capped = initiative::evaluate(self, sum.0.eg() as i32, &mut trace);
        let eg_scale = if capped { 0 } else { eg_scale };
        let merged = EvalTrace {
            terms: trace.merged(),
            phase: self.acc.phase,
            max_phase: MAX_PHASE,
            eg_scale,
            fixed: 0,
        };
        (trace, merged)
    }
}

/// The weight tables of the chess evaluation, in parameter-vector order.
pub fn weight_tables() -> &'static [tetrarch_eval::WeightTable] {
    WEIGHT_TABLES
}

impl Evaluate for ChessPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        self.evaluate_white() * self.side.sign()
    }
}

#[cfg(test)]
mod tests;
