//! Evaluations that a tuner can read: every weight in a named table, every term added through
//! an [`EvalSink`].
//!
//! A game declares its weights once with [`weights!`](crate::weights): named `const` tables of
//! [`Score`]s (what the evaluation reads when playing), an id per table and the list of all
//! tables ([`WeightTable`]), whose concatenation is the game's parameter vector. Its evaluation
//! is written once, generic over the sink, and adds each term with [`term!`](crate::term):
//! - playing, [`Accumulate`] sums `value * count` (monomorphised: the same code as adding the
//!   constants directly);
//! - tuning, [`Trace`] records `(parameter index, count)`, so the evaluation is a linear
//!   function of the parameter vector that a logistic fit can optimise (Texel tuning).

use crate::Score;

/// One named table of a game's tunable weights.
#[derive(Copy, Clone, Debug)]
pub struct WeightTable {
    /// The table's constant name, as the tuner prints and `--only` selects it.
    pub name: &'static str,
    /// The current values, in the order the evaluation indexes them.
    pub values: &'static [Score],
}

/// Where an evaluation's terms go.
pub trait EvalSink {
    /// Term `index` of table `table` (a game's weight id), worth `value`, counted `count`
    /// times (positive for White, negative for Black).
    fn add(&mut self, table: usize, index: usize, value: Score, count: i32);
}

/// Playing: the sum of the terms.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct Accumulate(pub Score);

impl EvalSink for Accumulate {
    #[inline(always)]
    fn add(&mut self, _table: usize, _index: usize, value: Score, count: i32) {
        self.0 += value * count;
    }
}

/// Tuning: each term's parameter index and count.
#[derive(Clone, Debug)]
pub struct Trace {
    offsets: Vec<usize>,
    /// `(parameter index, count)` in the order added; an index may repeat.
    pub terms: Vec<(u32, i32)>,
}

impl Trace {
    /// An empty trace over the parameter vector of `tables`.
    pub fn new(tables: &[WeightTable]) -> Self {
        Trace {
            offsets: offsets(tables),
            terms: Vec::new(),
        }
    }

    /// The terms with equal indices merged and zero counts dropped, sorted by index.
    pub fn merged(&self) -> Vec<(u32, i32)> {
        let mut terms = self.terms.clone();
        terms.sort_unstable_by_key(|&(i, _)| i);
        let mut out: Vec<(u32, i32)> = Vec::with_capacity(terms.len());
        for (i, c) in terms {
            match out.last_mut() {
                Some(last) if last.0 == i => last.1 += c,
                _ => out.push((i, c)),
            }
        }
        out.retain(|&(_, c)| c != 0);
        out
    }
}

impl EvalSink for Trace {
    #[inline]
    fn add(&mut self, table: usize, index: usize, _value: Score, count: i32) {
        self.terms
            .push(((self.offsets[table] + index) as u32, count));
    }
}

/// The first parameter index of each table.
pub fn offsets(tables: &[WeightTable]) -> Vec<usize> {
    let mut at = 0;
    tables
        .iter()
        .map(|t| {
            let o = at;
            at += t.values.len();
            o
        })
        .collect()
}

/// The parameter vector: every table's values, concatenated in order.
pub fn parameter_vector(tables: &[WeightTable]) -> Vec<Score> {
    tables
        .iter()
        .flat_map(|t| t.values.iter().copied())
        .collect()
}

/// What a tuner needs to know of one position besides its terms: the game phase and the
/// end-game scale the evaluation applied, and any part it did not trace.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalTrace {
    /// `(parameter index, count)`, merged (see [`Trace::merged`]).
    pub terms: Vec<(u32, i32)>,
    /// The phase, `0..=max_phase`; `max_phase` is the full middle game.
    pub phase: i32,
    /// The phase of a full middle game.
    pub max_phase: i32,
    /// The end-game half is multiplied by `eg_scale / 64` (drawish endings).
    pub eg_scale: i32,
    /// The White-relative part of the evaluation outside the weights, in its units.
    pub fixed: i32,
}

impl EvalTrace {
    /// The White-relative evaluation these terms give with `weights` (the parameter vector),
    /// as the game computes it: taper of the total with the end-game half scaled, plus the
    /// fixed part.
    pub fn evaluate(&self, weights: &[Score]) -> i32 {
        let mut total = Score::ZERO;
        for &(i, c) in &self.terms {
            total += weights[i as usize] * c;
        }
        taper_scaled(total, self.phase, self.max_phase, self.eg_scale) + self.fixed
    }
}

/// The tapered value of `score` at `phase` with its end-game half scaled by `eg_scale / 64`.
#[inline(always)]
pub const fn taper_scaled(score: Score, phase: i32, max_phase: i32, eg_scale: i32) -> i32 {
    let p = if phase > max_phase { max_phase } else { phase };
    let eg = score.eg() as i32 * eg_scale / 64;
    (score.mg() as i32 * p + eg * (max_phase - p)) / max_phase
}

/// Declares a game's tunable weights: each a named `const` table of [`Score`]s with its doc.
/// Also declares `WeightId` (one variant per table, for [`term!`](crate::term)) and
/// `WEIGHT_TABLES` (every table in order: the parameter vector).
///
/// ```
/// use tetrarch_eval::{weights, Score};
/// const fn s(mg: i16, eg: i16) -> Score { Score::new(mg, eg) }
/// weights! {
///     /// Material by kind.
///     MATERIAL: [2] = [s(100, 120), s(300, 310)];
///     /// The side to move's initiative.
///     TEMPO: [1] = [s(10, 10)];
/// }
/// assert_eq!(WEIGHT_TABLES.len(), 2);
/// assert_eq!(WeightId::TEMPO as usize, 1);
/// assert_eq!(MATERIAL[1].eg(), 310);
/// ```
#[macro_export]
macro_rules! weights {
    ($( $(#[doc = $doc:literal])* $name:ident : [$len:expr] = $values:expr ; )*) => {
        $( $(#[doc = $doc])* pub const $name: [$crate::Score; $len] = $values; )*

        /// One id per weight table, in declaration order (the tuner's trace uses it).
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum WeightId { $( $(#[doc = $doc])* $name, )* }

        /// Every weight table in declaration order: the parameter vector the tuner fits.
        pub const WEIGHT_TABLES: &[$crate::WeightTable] = &[
            $( $crate::WeightTable { name: stringify!($name), values: &$name }, )*
        ];
    };
}

/// Adds one term to a sink: `term!(sink, TABLE[index], count)` or, for one-entry tables,
/// `term!(sink, TABLE, count)`. `WeightId` (from [`weights!`](crate::weights)) must be in
/// scope.
#[macro_export]
macro_rules! term {
    ($sink:expr, $name:ident [$index:expr], $count:expr) => {{
        let index = $index;
        $crate::EvalSink::add($sink, WeightId::$name as usize, index, $name[index], $count)
    }};
    ($sink:expr, $name:ident, $count:expr) => {
        $crate::EvalSink::add($sink, WeightId::$name as usize, 0, $name[0], $count)
    };
}

/// Adds a piecewise-linear term of `x`: entry `i` of `TABLE` is the slope above `KNOTS[i]`,
/// counted `sign * (x - KNOTS[i])` where `x` exceeds that knot. A few fitted slopes stay
/// monotone where a table by value would have entries too rare to fit.
/// `piecewise!(sink, TABLE, KNOTS, x, sign)`; `WeightId` must be in scope.
#[macro_export]
macro_rules! piecewise {
    ($sink:expr, $name:ident, $knots:expr, $x:expr, $sign:expr) => {{
        let (x, sign) = ($x, $sign);
        for (i, knot) in $knots.into_iter().enumerate() {
            if x > knot {
                $crate::term!($sink, $name[i], sign * (x - knot));
            }
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn s(mg: i16, eg: i16) -> Score {
        Score::new(mg, eg)
    }

    crate::weights! {
        /// A table.
        A: [3] = [s(1, 2), s(3, 4), s(5, 6)];
        /// A scalar.
        B: [1] = [s(-7, 9)];
    }

    fn terms<S: EvalSink>(sink: &mut S) {
        crate::term!(sink, A[2], 2);
        crate::term!(sink, B, -1);
        crate::term!(sink, A[0], 1);
        crate::term!(sink, A[2], -1);
    }

    #[test]
    fn trace_and_accumulate_agree() {
        let mut acc = Accumulate::default();
        terms(&mut acc);
        let mut trace = Trace::new(WEIGHT_TABLES);
        terms(&mut trace);
        assert_eq!(trace.merged(), vec![(0, 1), (2, 1), (3, -1)]);
        let t = EvalTrace {
            terms: trace.merged(),
            phase: 10,
            max_phase: 24,
            eg_scale: 64,
            fixed: 0,
        };
        let weights = parameter_vector(WEIGHT_TABLES);
        assert_eq!(t.evaluate(&weights), acc.0.taper(10, 24));
        assert_eq!(offsets(WEIGHT_TABLES), vec![0, 3]);
    }

    /// A piecewise term counts the amount above each knot it exceeds, signed.
    #[test]
    fn piecewise_counts_above_each_knot() {
        let mut trace = Trace::new(WEIGHT_TABLES);
        crate::piecewise!(&mut trace, A, [0, 4, 10], 7, -1);
        assert_eq!(trace.merged(), vec![(0, -7), (1, -3)]);
        let mut acc = Accumulate::default();
        crate::piecewise!(&mut acc, A, [0, 4, 10], 12, 1);
        assert_eq!(acc.0, s(1, 2) * 12 + s(3, 4) * 8 + s(5, 6) * 2);
    }

    #[test]
    fn scaled_taper() {
        let sc = s(100, 200);
        assert_eq!(taper_scaled(sc, 24, 24, 32), 100);
        assert_eq!(taper_scaled(sc, 0, 24, 32), 100);
        assert_eq!(taper_scaled(sc, 0, 24, 64), 200);
        assert_eq!(taper_scaled(sc, 12, 24, 64), sc.taper(12, 24));
    }
}
