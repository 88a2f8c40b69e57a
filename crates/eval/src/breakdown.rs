//! An evaluation split into its named terms, per side, for people: what UCI `eval` prints
//! (Stockfish's table of terms). Built from the tuner's trace, so the rows are exactly the
//! weights the evaluation adds and their sum is the evaluation.

use crate::tuning::{offsets, parameter_vector, EvalTrace, WeightTable};

/// One weight table's share of an evaluation: White's terms and Black's, each in its own
/// side's favour, as middle-game and end-game values in the game's units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermRow {
    /// The weight table's name (`KNIGHT_MOBILITY`).
    pub name: &'static str,
    /// `(mg, eg)` of White's terms.
    pub white: (i32, i32),
    /// `(mg, eg)` of Black's terms, positive when they favour Black.
    pub black: (i32, i32),
}

impl TermRow {
    /// White's share minus Black's: the row's White-relative `(mg, eg)`.
    pub fn total(&self) -> (i32, i32) {
        (self.white.0 - self.black.0, self.white.1 - self.black.1)
    }
}

/// An evaluation by term: one row per weight table that contributes, with the phase and the
/// end-game scale that turn the summed `(mg, eg)` into one number.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalBreakdown {
    /// The tables with any term in this position, in declaration order.
    pub rows: Vec<TermRow>,
    /// The phase, `0..=max_phase` (`max_phase`: the full middle game).
    pub phase: i32,
    /// The phase of a full middle game.
    pub max_phase: i32,
    /// The end-game half is multiplied by `eg_scale / 64`.
    pub eg_scale: i32,
    /// The White-relative part outside the weights.
    pub fixed: i32,
    /// The White-relative evaluation: the game's own `evaluate_white`.
    pub white_total: i32,
}

impl EvalBreakdown {
    /// Groups `terms`, the unmerged `(parameter index, count)` of a [`crate::Trace`] (positive
    /// counts White's, negative Black's), by the table of `tables` each index falls in; the
    /// rest as in `trace` (whose merged terms give the total).
    pub fn new(tables: &[WeightTable], terms: &[(u32, i32)], trace: &EvalTrace) -> Self {
        let starts = offsets(tables);
        let weights = parameter_vector(tables);
        let mut rows: Vec<TermRow> = tables
            .iter()
            .map(|t| TermRow {
                name: t.name,
                white: (0, 0),
                black: (0, 0),
            })
            .collect();
        let mut used = vec![false; tables.len()];
        for &(index, count) in terms {
            if count == 0 {
                continue;
            }
            let table = starts.partition_point(|&s| s <= index as usize) - 1;
            let w = weights[index as usize];
            let (mg, eg) = (i32::from(w.mg()) * count, i32::from(w.eg()) * count);
            let row = &mut rows[table];
            if count > 0 {
                row.white = (row.white.0 + mg, row.white.1 + eg);
            } else {
                row.black = (row.black.0 - mg, row.black.1 - eg);
            }
            used[table] = true;
        }
        let rows = rows
            .into_iter()
            .zip(used)
            .filter_map(|(row, used)| used.then_some(row))
            .collect();
        EvalBreakdown {
            rows,
            phase: trace.phase,
            max_phase: trace.max_phase,
            eg_scale: trace.eg_scale,
            fixed: trace.fixed,
            white_total: trace.evaluate(&weights),
        }
    }

    /// The White-relative `(mg, eg)` of every row.
    pub fn sum(&self) -> (i32, i32) {
        self.rows.iter().fold((0, 0), |(mg, eg), r| {
            let (m, e) = r.total();
            (mg + m, eg + e)
        })
    }

    /// `(mg, eg)` as one number at this position's phase and end-game scale (what a row is
    /// worth here; rows round separately, so their values need not add up to the total).
    pub fn tapered(&self, (mg, eg): (i32, i32)) -> i32 {
        let p = self.phase.clamp(0, self.max_phase);
        let eg = eg * self.eg_scale / 64;
        (mg * p + eg * (self.max_phase - p)) / self.max_phase.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{term, Accumulate, EvalSink, Score, Trace};

    const fn s(mg: i16, eg: i16) -> Score {
        Score::new(mg, eg)
    }

    crate::weights! {
        /// A table.
        A: [3] = [s(10, 20), s(30, 40), s(50, 60)];
        /// A scalar.
        B: [1] = [s(-7, 9)];
        /// Never used below.
        C: [1] = [s(1, 1)];
    }

    fn terms<S: EvalSink>(sink: &mut S) {
        term!(sink, A[2], 2);
        term!(sink, A[2], -1);
        term!(sink, B, -1);
        term!(sink, A[0], 1);
    }

    #[test]
    fn rows_split_by_side_and_sum_to_the_evaluation() {
        let mut trace = Trace::new(WEIGHT_TABLES);
        terms(&mut trace);
        let mut acc = Accumulate::default();
        terms(&mut acc);
        let merged = EvalTrace {
            terms: trace.merged(),
            phase: 10,
            max_phase: 24,
            eg_scale: 64,
            fixed: 3,
        };
        let b = EvalBreakdown::new(WEIGHT_TABLES, &trace.terms, &merged);
        assert_eq!(b.rows.len(), 2, "C has no term: {b:?}");
        assert!(b
            .rows
            .iter()
            .all(|r| r.name != WEIGHT_TABLES[WeightId::C as usize].name));
        assert_eq!(b.rows[0].name, "A");
        assert_eq!(b.rows[0].white, (110, 140));
        assert_eq!(b.rows[0].black, (50, 60));
        assert_eq!(b.rows[1].black, (-7, 9));
        assert_eq!(b.sum(), (acc.0.mg().into(), acc.0.eg().into()));
        assert_eq!(b.white_total, acc.0.taper(10, 24) + 3);
        assert_eq!(b.tapered(b.sum()) + b.fixed, b.white_total);
    }
}
