//! The gomoku evaluation's weights: every tunable number of `eval.rs` in one named table.
//! Declared with `tetrarch_eval::weights!`, so the tuner (`cargo xtask tune --variant
//! gomoku15`) reads them as one parameter vector and writes tuned values back into this file,
//! table by table, keeping the docs.
//!
//! **Units.** Values are *score units*, a quarter of a centipawn: the evaluation divides the
//! sum of its terms by `eval::SUM_DIVISOR` (4), because a pattern is counted on every empty cell
//! that completes it (an open three on its two or three completion points, ...). Gomoku has no
//! game phase: every value is written `s(v, v)` and only `v` counts (the evaluation reads the
//! second half; the tuner writes both halves equal).
//!
//! **What is not here:** the forced facts stay fixed in `eval.rs`, not tuned: a five to play
//! (`WIN_NEXT`), two opponent five points (`LOST_NEXT`), an open four to make (`OPEN_FOUR_NEXT`),
//! and the clamps around the linear part.
//!
//! **How the board uses them.** `threat::cell_score` builds each pattern code's cell score from
//! [`PATTERN`] and [`COMBO`] once per process (`threat::Codes`); the board keeps every colour's
//! sum of cell scores incrementally, so the evaluation stays O(1). The same cell scores order
//! the moves (`eval::order_score`).
//!
//! Origin: the first session's hand-set values (issue 11 moved them here unchanged: PATTERN was
//! `threat::PATTERN_SCORE`, COMBO `threat::combo_bonus`, TEMPO the centipawn tempo values of
//! `eval::tempo` times the divisor 4). Each tuning run that rewrites a table is recorded in
//! docs/strength.md.
//!
//! Tuned 2026-12-03 (docs/strength.md, "Gomoku: the first tuning of the evaluation"): every
//! table by `cargo xtask tune --variant gomoku15 --data train.txt --holdout held.txt --lambda
//! 0.2 --epochs 3000 --rate 3 --write` on the first 75,000 of 91,096 self-play positions (9,025
//! games of `cargo xtask datagen --variant gomoku15`, 15x15 freestyle, 5,000 nodes a move), the
//! other 16,096 held out: held-out loss 0.033434 -> 0.018599. F5 did not move (no kept position
//! has a five point: it is a forced fact or a forcing move). [`PATTERN`], [`COMBO`] and
//! [`TEMPO`] serve freestyle, standard and caro on every board size.
//!
//! Refitted 2026-12-03 on games of the tuned engine (docs/strength.md, "Gomoku: a second
//! freestyle fit"): `cargo xtask tune --variant gomoku15 --data train.txt --holdout held.txt
//! --lambda 0.2 --epochs 1000 --rate 0.3 --only PATTERN,COMBO,TEMPO --write` on the first
//! 70,000 of 82,428 freestyle self-play positions (8,673 games), the other 12,428 held out:
//! held-out loss 0.017727 -> 0.016623; at 20,000 nodes +52.5 +- 27.4 in 600 games.
//!
//! Renju's six tables (one set per colour, [`ColorWeights::of`]) tuned 2026-12-03
//! (docs/strength.md, "Gomoku: renju's own weights"): `cargo xtask tune --variant
//! gomoku15-renju --data train.txt --holdout held.txt --lambda 0.2 --epochs 1000 --rate 0.3
//! --only RENJU_... --write` on the first 125,000 of 146,928 renju self-play positions (13,519
//! games, 5,000 nodes a move), the other 21,928 held out: held-out loss 0.016559 -> 0.015397;
//! SPRT at 20,000 nodes +95.1 +- 35.6 against the freestyle values.

use crate::rule::Rule;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// One line pattern of a colour on an empty cell (what a stone of that colour there would
    /// make along that line), by `Pattern` kind: Dead, Overline, B1, F1, B2, F2, B3, F3S, F3, B4,
    /// DoubleFour, F4, F5. The hand-set values roughly doubled per level (0, 0, 2, 5, 8, 20, 28,
    /// 50, 64, 80, 300, 320, 1500).
    PATTERN: [13] = [
        s(-2, -2), s(0, 0), s(-1, -1), s(-1, -1), s(2, 2), s(17, 17), s(35, 35),
        s(84, 84), s(78, 78), s(109, 109), s(240, 240), s(257, 257), s(1500, 1500),
    ];
    /// Extra value of an empty cell whose patterns combine into a win by force, by threat
    /// class: a double three, a four-three (hand-set 150, 300).
    COMBO: [2] = [
        s(9, 9), s(118, 118),
    ];
    /// The side to move's initiative: the value of its best threat class, because it plays
    /// next, looked for in this order: four-three, double three, four, three, two (hand-set
    /// 1200, 600, 240, 160, 40).
    TEMPO: [5] = [
        s(438, 438), s(442, 442), s(463, 463), s(425, 425), s(357, 357),
    ];
    /// [`PATTERN`] for black under renju, where black's double three, double four and
    /// overline are fouls, not wins.
    RENJU_BLACK_PATTERN: [13] = [
        s(3, 3), s(-86, -86), s(3, 3), s(3, 3), s(4, 4), s(21, 21), s(36, 36),
        s(88, 88), s(76, 76), s(125, 125), s(358, 358), s(276, 276), s(1500, 1500),
    ];
    /// [`COMBO`] for black under renju.
    RENJU_BLACK_COMBO: [2] = [
        s(-17, -17), s(120, 120),
    ];
    /// [`TEMPO`] for black to move under renju.
    RENJU_BLACK_TEMPO: [5] = [
        s(428, 428), s(477, 477), s(499, 499), s(468, 468), s(413, 413),
    ];
    /// [`PATTERN`] for white under renju, who may make any five and may aim at black's
    /// forbidden points.
    RENJU_WHITE_PATTERN: [13] = [
        s(2, 2), s(0, 0), s(4, 4), s(3, 3), s(6, 6), s(20, 20), s(41, 41),
        s(79, 79), s(80, 80), s(116, 116), s(223, 223), s(268, 268), s(1500, 1500),
    ];
    /// [`COMBO`] for white under renju.
    RENJU_WHITE_COMBO: [2] = [
        s(14, 14), s(165, 165),
    ];
    /// [`TEMPO`] for white to move under renju.
    RENJU_WHITE_TEMPO: [5] = [
        s(309, 309), s(363, 363), s(398, 398), s(352, 352), s(263, 263),
    ];
}

/// The three tables one colour's evaluation reads: its pattern values, combination bonuses
/// and tempo. Renju gives each colour its own (the rules differ by colour); every other rule
/// shares [`PATTERN`], [`COMBO`] and [`TEMPO`], since they differ only in what counts as a
/// five.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ColorWeights {
    /// The line patterns' values ([`PATTERN`]'s layout).
    pub pattern: WeightId,
    /// The combination bonuses ([`COMBO`]'s layout).
    pub combo: WeightId,
    /// The tempo, read when this colour is to move ([`TEMPO`]'s layout).
    pub tempo: WeightId,
}

impl ColorWeights {
    /// What every rule but renju reads, for both colours.
    pub const SHARED: ColorWeights = ColorWeights {
        pattern: WeightId::PATTERN,
        combo: WeightId::COMBO,
        tempo: WeightId::TEMPO,
    };

    /// `[black, white]` under `rule`.
    pub const fn of(rule: Rule) -> [ColorWeights; 2] {
        match rule {
            Rule::Renju => [
                ColorWeights {
                    pattern: WeightId::RENJU_BLACK_PATTERN,
                    combo: WeightId::RENJU_BLACK_COMBO,
                    tempo: WeightId::RENJU_BLACK_TEMPO,
                },
                ColorWeights {
                    pattern: WeightId::RENJU_WHITE_PATTERN,
                    combo: WeightId::RENJU_WHITE_COMBO,
                    tempo: WeightId::RENJU_WHITE_TEMPO,
                },
            ],
            _ => [Self::SHARED, Self::SHARED],
        }
    }

    /// The values of table `id`.
    pub const fn values(id: WeightId) -> &'static [Score] {
        WEIGHT_TABLES[id as usize].values
    }
}

/// The largest and the smallest value of a table (each at least 0 and at most 0: a table of
/// bonuses only has no negative extreme), as `const fn` so the check below runs at compile time.
const fn extremes(table: &[Score]) -> (i32, i32) {
    let (mut high, mut low) = (0i32, 0i32);
    let mut i = 0;
    while i < table.len() {
        let v = table[i].eg() as i32;
        high = if v > high { v } else { high };
        low = if v < low { v } else { low };
        i += 1;
    }
    (high, low)
}

/// Whether every cell score fits the board's `i16`: four of the largest pattern value and the
/// largest combination bonus (and as much below zero). Checked at compile time, so that a
/// tuning run writing values too large fails the build instead of wrapping.
const fn cell_scores_fit() -> bool {
    let sets = [
        (&PATTERN, &COMBO),
        (&RENJU_BLACK_PATTERN, &RENJU_BLACK_COMBO),
        (&RENJU_WHITE_PATTERN, &RENJU_WHITE_COMBO),
    ];
    let mut i = 0;
    while i < sets.len() {
        let (high, low) = extremes(sets[i].0);
        let (combo_high, combo_low) = extremes(sets[i].1);
        if 4 * high + combo_high > i16::MAX as i32 || 4 * low + combo_low < i16::MIN as i32 {
            return false;
        }
        i += 1;
    }
    true
}

const _: () = assert!(cell_scores_fit(), "gomoku cell scores must fit an i16");
