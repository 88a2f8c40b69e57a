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
//! [`THREAT_MOVER`] and [`THREAT_WAITER`] added and fitted 2026-12-05 with the three shared
//! tables (docs/strength.md, "Gomoku: threat classes valued by who is to move"): `cargo xtask
//! tune --variant gomoku15 --data free1-train.txt --holdout free1-held.txt --lambda 0.2 --epochs
//! 1000 --rate 0.3 --only PATTERN,COMBO,TEMPO,THREAT_MOVER,THREAT_WAITER --write` on the first
//! 258,047 of 303,585 freestyle self-play positions (32,970 games), the rest held out:
//! held-out loss 0.018063 -> 0.015370; at 20,000 nodes +84.1 +- 30.8 in 434 games.
//!
//! Renju's six tables (one set per colour, [`ColorWeights::of`]) tuned 2026-12-03
//! (docs/strength.md, "Gomoku: renju's own weights"): `cargo xtask tune --variant
//! gomoku15-renju --data train.txt --holdout held.txt --lambda 0.2 --epochs 1000 --rate 0.3
//! --only RENJU_... --write` on the first 125,000 of 146,928 renju self-play positions (13,519
//! games, 5,000 nodes a move), the other 21,928 held out: held-out loss 0.016559 -> 0.015397;
//! SPRT at 20,000 nodes +95.1 +- 35.6 against the freestyle values.
//!
//! Renju's ten tables (the six above and the four `RENJU_*_THREAT_*`) refitted 2026-12-05
//! (docs/strength.md, "Gomoku: threat classes valued by who is to move"): `cargo xtask tune
//! --variant gomoku15-renju --data renju1-train.txt --holdout renju1-held.txt --lambda 0.2
//! --epochs 3000 --rate 0.1 --k 0.008211 --only RENJU_... --write` on the first 214,085 of
//! 251,865 renju self-play positions (24,536 games), the rest held out: held-out loss 0.017700
//! -> 0.015734; at 20,000 nodes +122.5 +- 37.3 in 310 games.
//!
//! [`THREAT_MASK`] and renju's two (both sides' threat classes together) added 2026-12-05 from
//! zero and fitted alone (docs/strength.md, "Gomoku: both sides' threats together"): `cargo
//! xtask tune --variant gomoku15 --data free1-train.txt --data free2-train.txt --holdout
//! free1-held.txt --lambda 0.2 --epochs 1000 --rate 1.0 --only THREAT_MASK --write` (471,819
//! positions; held-out loss 0.015942 -> 0.015854), then `--variant gomoku15-renju --data
//! renju1-train.txt --holdout renju1-held.txt --only RENJU_BLACK_THREAT_MASK,
//! RENJU_WHITE_THREAT_MASK` with the same settings (214,085 positions; 0.016515 -> 0.016349).
//! Entries of combinations the data never show stay 0.
//!
//! [`PAIR`] (a cell's two strongest line patterns together) and renju's two added
//! 2026-12-05 (docs/strength.md, "Gomoku: pattern pairs"). Freestyle data: `cargo xtask
//! datagen --variant gomoku15 --nodes 5000 --threads 2 --minutes 28` (51,608 games, 498,628
//! positions; the first 423,833 fitted, the rest held out). `PAIR` was fitted alone first
//! (held-out loss 0.019795 -> 0.018906, +22 to +37 at 20,000-40,000 nodes), then with the tables
//! it interacts with: `cargo xtask tune --variant gomoku15 --data free3-train.txt --holdout
//! free3-held.txt --lambda 0.2 --epochs 1000 --rate 0.3 --only
//! PAIR,PATTERN,COMBO,TEMPO,THREAT_MOVER,THREAT_WAITER --write`: held-out 0.019795 -> 0.018663,
//! +35 to +40 over `PAIR` alone. Renju: `--variant gomoku15-renju` data of 25 minutes (136,828
//! positions, 116,303 fitted), renju's twelve per-colour tables but the masks refitted with
//! `--epochs 3000 --rate 0.1`: held-out 0.021963 -> 0.020914, +35.5 at 20,000 nodes.
//!
//! Renju's twelve tables refitted 2026-12-06 (docs/strength.md, "Gomoku: renju refitted on
//! more games"): `cargo xtask datagen --variant gomoku15-renju --nodes 5000 --threads 2 --minutes
//! 25` (42,036 games, 462,229 positions; the first 392,894 fitted), then the same command on
//! `renju3-train.txt` and `renju4-train.txt` (509,197 positions), `renju4-held.txt` held out:
//! 0.024315 -> 0.023952, +30.8 at 20,000 nodes and +20.3 at 40,000. Then renju's two
//! `THREAT_MASK` tables alone on the same data (`--epochs 1000 --rate 1.0 --only
//! RENJU_BLACK_THREAT_MASK,RENJU_WHITE_THREAT_MASK`): 0.023396 -> 0.023186, +11.6 and +40.7.
//!
//! All fourteen refitted again the same way 2026-12-06 with 374,377 more positions (`--minutes
//! 22`, `renju5.txt`; 827,417 fitted with `renju5-held.txt` held out; docs/strength.md, "Gomoku:
//! renju on a third data set"): the twelve 0.026179 -> 0.025897, then the masks 0.025418 ->
//! 0.025342; +9.9 at 20,000 nodes and +11.0 at 40,000 (the twelve alone: -14.5 at 20,000).
//!
//! Every table refitted to the game results alone 2026-12-06 (docs/strength.md, "Gomoku:
//! fitted to the results alone"): the fits above aimed 80% at the 5,000-node search score
//! (`--lambda 0.2`), a score made by these same tables, so they had settled on what that
//! search already believed. The seven shared tables (the six and `THREAT_MASK`) on free3-5
//! (1,045,192 positions): `cargo xtask tune --variant gomoku15 --data free3-train.txt --data
//! free4-train.txt --data free5-train.txt --holdout free5-held.txt --lambda 1.0 --epochs 1000
//! --rate 0.3 --only PAIR,PATTERN,COMBO,TEMPO,THREAT_MOVER,THREAT_WAITER,THREAT_MASK --write`
//! (held-out 0.154572 -> 0.143581): +65.0 at 20,000 nodes, +82.8 at 40,000, +100 standard;
//! then renju's fourteen the same way on renju3-5 (827,417; 0.145438 -> 0.136410): +73.9.

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
        s(4, 4), s(0, 0), s(4, 4), s(3, 3), s(5, 5), s(14, 14), s(34, 34),
        s(80, 80), s(40, 40), s(135, 135), s(154, 154), s(236, 236), s(1500, 1500),
    ];
    /// Extra value of an empty cell whose patterns combine into a win by force, by threat
    /// class: a double three, a four-three (hand-set 150, 300).
    COMBO: [2] = [
        s(-15, -15), s(138, 138),
    ];
    /// The side to move's initiative: the value of its best threat class, because it plays
    /// next, looked for in this order: four-three, double three, four, three, two (hand-set
    /// 1200, 600, 240, 160, 40).
    TEMPO: [5] = [
        s(278, 278), s(315, 315), s(203, 203), s(345, 345), s(139, 139),
    ];
    /// Extra value of an empty cell by its two strongest line patterns, when both are at
    /// least a blocked two and they are not a double three or a four-three (`COMBO`'s): a
    /// stone there builds on two lines at once. By the stronger, then the weaker: B2+B2,
    /// F2+B2, F2+F2, B3+B2, B3+F2, B3+B3, F3S+B2, F3S+F2, F3S+B3, F3+B2, F3+F2, F3+B3, B4+B2,
    /// B4+F2, B4+B3, B4+B4 (`threat::pair_slot`). Fitted on freestyle with `PATTERN`, `COMBO`,
    /// `TEMPO` and the threat counts (see the module doc).
    PAIR: [16] = [
        s(-1, -1), s(6, 6), s(26, 26), s(11, 11), s(39, 39), s(38, 38), s(9, 9), s(92, 92),
        s(52, 52), s(22, 22), s(88, 88), s(74, 74), s(43, 43), s(150, 150), s(134, 134), s(-170, -170),
    ];
    /// [`PATTERN`] for black under renju, where black's double three, double four and
    /// overline are fouls, not wins.
    RENJU_BLACK_PATTERN: [13] = [
        s(1, 1), s(68, 68), s(3, 3), s(2, 2), s(2, 2), s(29, 29), s(47, 47),
        s(83, 83), s(61, 61), s(152, 152), s(207, 207), s(242, 242), s(1500, 1500),
    ];
    /// [`COMBO`] for black under renju.
    RENJU_BLACK_COMBO: [2] = [
        s(-41, -41), s(154, 154),
    ];
    /// [`PAIR`] for black under renju (fitted on renju).
    RENJU_BLACK_PAIR: [16] = [
        s(2, 2), s(4, 4), s(9, 9), s(22, 22), s(26, 26), s(48, 48), s(4, 4), s(71, 71),
        s(44, 44), s(31, 31), s(88, 88), s(95, 95), s(65, 65), s(121, 121), s(98, 98), s(-61, -61),
    ];
    /// [`TEMPO`] for black to move under renju.
    RENJU_BLACK_TEMPO: [5] = [
        s(132, 132), s(339, 339), s(352, 352), s(428, 428), s(322, 322),
    ];
    /// [`PATTERN`] for white under renju, who may make any five and may aim at black's
    /// forbidden points.
    RENJU_WHITE_PATTERN: [13] = [
        s(3, 3), s(0, 0), s(2, 2), s(2, 2), s(6, 6), s(21, 21), s(47, 47),
        s(84, 84), s(45, 45), s(135, 135), s(186, 186), s(259, 259), s(1500, 1500),
    ];
    /// [`COMBO`] for white under renju.
    RENJU_WHITE_COMBO: [2] = [
        s(11, 11), s(244, 244),
    ];
    /// [`PAIR`] for white under renju (fitted on renju).
    RENJU_WHITE_PAIR: [16] = [
        s(1, 1), s(8, 8), s(12, 12), s(7, 7), s(19, 19), s(11, 11), s(11, 11), s(64, 64),
        s(17, 17), s(31, 31), s(62, 62), s(21, 21), s(55, 55), s(128, 128), s(148, 148), s(42, 42),
    ];
    /// [`TEMPO`] for white to move under renju.
    RENJU_WHITE_TEMPO: [5] = [
        s(92, 92), s(27, 27), s(108, 108), s(132, 132), s(-61, -61),
    ];
    /// The side to move's empty cells of each threat class, counted: what its threats are
    /// worth because it plays next, beyond their patterns, by class: two, three, double
    /// three, four, four-three, open four (`eval::MOVER_CLASSES`; a five point is a forced
    /// fact). Added 2026-12-05, fitted on freestyle (see the module doc).
    THREAT_MOVER: [6] = [
        s(-5, -5), s(15, 15), s(-10, -10), s(19, 19), s(-92, -92), s(0, 0),
    ];
    /// The other side's empty cells of each threat class, counted (subtracted): what its
    /// threats are worth while it waits, by class: two, three, double three, four, four-three,
    /// open four, five (`eval::WAITER_CLASSES`; one five point, which the side to move must
    /// block). Added 2026-12-05, fitted on freestyle (see the module doc).
    THREAT_WAITER: [7] = [
        s(-9, -9), s(11, 11), s(12, 12), s(-3, -3), s(122, 122), s(53, 53), s(0, 0),
    ];
    /// Both sides' threats together, by which classes each has at least one cell of (Rapfi's
    /// threat evaluation): the side to move's three, double three, four and four-three (bits
    /// 0-3), the waiting side's double three, four, four-three, open four and five (bits 4-8).
    /// What the counts above cannot say: how one side's threats meet the other's. Entry 0 (none
    /// of these classes) is never read: the level the others are measured from.
    THREAT_MASK: [512] = [
        s(0, 0), s(-127, -127), s(0, 0), s(0, 0), s(-181, -181), s(32, 32), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(3, 3), s(-116, -116), s(0, 0), s(0, 0), s(-138, -138), s(40, 40), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(125, 125), s(161, 161), s(0, 0), s(307, 307), s(-35, -35), s(296, 296), s(0, 0), s(394, 394),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(176, 176), s(0, 0), s(353, 353),
        s(20, 20), s(-30, -30), s(0, 0), s(34, 34), s(-32, -32), s(188, 188), s(0, 0), s(285, 285),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-81, -81), s(0, 0), s(-3, -3),
        s(0, 0), s(45, 45), s(0, 0), s(315, 315), s(154, 154), s(345, 345), s(0, 0), s(226, 226),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(144, 144), s(0, 0), s(0, 0), s(-128, -128), s(48, 48), s(0, 0), s(-262, -262),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(399, 399), s(-38, -38), s(0, 0), s(47, 47), s(191, 191), s(-107, -107), s(0, 0), s(-212, -212),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-182, -182), s(0, 0), s(46, 46),
        s(61, 61), s(-356, -356), s(0, 0), s(-253, -253), s(-28, -28), s(-416, -416), s(0, 0), s(-431, -431),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-255, -255), s(0, 0), s(-8, -8),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-125, -125), s(-115, -115), s(0, 0), s(-75, -75), s(-163, -163), s(-341, -341), s(0, 0), s(-269, -269),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(134, 134), s(0, 0), s(98, 98),
        s(20, 20), s(-317, -317), s(0, 0), s(-264, -264), s(-22, -22), s(-426, -426), s(0, 0), s(-375, -375),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(441, 441), s(0, 0), s(-23, -23),
        s(-128, -128), s(0, 0), s(0, 0), s(-130, -130), s(-142, -142), s(349, 349), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(130, 130),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(504, 504), s(86, 86), s(0, 0), s(36, 36), s(206, 206), s(85, 85), s(0, 0), s(115, 115),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-317, -317), s(0, 0), s(295, 295),
        s(9, 9), s(323, 323), s(0, 0), s(69, 69), s(229, 229), s(143, 143), s(0, 0), s(-53, -53),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(88, 88), s(0, 0), s(145, 145),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// [`THREAT_MOVER`] for black to move under renju (fitted on renju).
    RENJU_BLACK_THREAT_MOVER: [6] = [
        s(-22, -22), s(3, 3), s(41, 41), s(25, 25), s(274, 274), s(-274, -274),
    ];
    /// [`THREAT_WAITER`] for black waiting under renju (fitted on renju).
    RENJU_BLACK_THREAT_WAITER: [7] = [
        s(-27, -27), s(-8, -8), s(33, 33), s(-3, -3), s(26, 26), s(-10, -10), s(0, 0),
    ];
    /// [`THREAT_MOVER`] for white to move under renju (fitted on renju).
    RENJU_WHITE_THREAT_MOVER: [6] = [
        s(-14, -14), s(1, 1), s(-29, -29), s(20, 20), s(-180, -180), s(0, 0),
    ];
    /// [`THREAT_WAITER`] for white waiting under renju (fitted on renju).
    RENJU_WHITE_THREAT_WAITER: [7] = [
        s(-16, -16), s(3, 3), s(-71, -71), s(7, 7), s(9, 9), s(18, 18), s(0, 0),
    ];
    /// [`THREAT_MASK`] for black to move under renju.
    RENJU_BLACK_THREAT_MASK: [512] = [
        s(0, 0), s(-30, -30), s(0, 0), s(38, 38), s(-150, -150), s(91, 91), s(0, 0), s(-52, -52),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-130, -130), s(-316, -316), s(0, 0), s(12, 12),
        s(-179, -179), s(-89, -89), s(0, 0), s(-14, -14), s(-146, -146), s(53, 53), s(0, 0), s(-59, -59),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-287, -287), s(0, 0), s(392, 392),
        s(106, 106), s(193, 193), s(0, 0), s(134, 134), s(-20, -20), s(240, 240), s(0, 0), s(162, 162),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(264, 264), s(79, 79), s(0, 0), s(-56, -56),
        s(-11, -11), s(17, 17), s(0, 0), s(381, 381), s(-72, -72), s(171, 171), s(0, 0), s(239, 239),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-339, -339), s(0, 0), s(283, 283),
        s(0, 0), s(-314, -314), s(0, 0), s(89, 89), s(289, 289), s(324, 324), s(0, 0), s(40, 40),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-3, -3), s(481, 481), s(0, 0), s(329, 329),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(6, 6), s(-72, -72), s(0, 0), s(94, 94), s(72, 72), s(-100, -100), s(0, 0), s(-111, -111),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-139, -139), s(0, 0), s(60, 60),
        s(-509, -509), s(-357, -357), s(0, 0), s(-456, -456), s(-63, -63), s(-365, -365), s(0, 0), s(42, 42),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(119, 119), s(0, 0), s(262, 262),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-63, -63), s(-66, -66), s(0, 0), s(-132, -132), s(-132, -132), s(-332, -332), s(0, 0), s(-199, -199),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-2, -2), s(0, 0), s(-337, -337),
        s(407, 407), s(-292, -292), s(0, 0), s(-541, -541), s(285, 285), s(-317, -317), s(0, 0), s(-3, -3),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-248, -248), s(0, 0), s(-27, -27),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(132, 132), s(0, 0), s(194, 194),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(458, 458), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(365, 365), s(126, 126), s(0, 0), s(-54, -54), s(412, 412), s(62, 62), s(0, 0), s(105, 105),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(136, 136), s(0, 0), s(420, 420),
        s(131, 131), s(487, 487), s(0, 0), s(280, 280), s(-439, -439), s(328, 328), s(0, 0), s(596, 596),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(141, 141), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// [`THREAT_MASK`] for white to move under renju.
    RENJU_WHITE_THREAT_MASK: [512] = [
        s(0, 0), s(-62, -62), s(0, 0), s(0, 0), s(-254, -254), s(112, 112), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(193, 193), s(76, 76), s(0, 0), s(0, 0), s(56, 56), s(150, 150), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(187, 187), s(251, 251), s(0, 0), s(239, 239), s(-64, -64), s(339, 339), s(0, 0), s(439, 439),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(296, 296), s(0, 0), s(474, 474),
        s(222, 222), s(110, 110), s(0, 0), s(317, 317), s(108, 108), s(237, 237), s(0, 0), s(342, 342),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(166, 166), s(0, 0), s(-291, -291),
        s(237, 237), s(106, 106), s(0, 0), s(0, 0), s(101, 101), s(-249, -249), s(0, 0), s(-63, -63),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(670, 670), s(0, 0), s(0, 0), s(0, 0), s(-154, -154), s(0, 0), s(3, 3),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(388, 388), s(-5, -5), s(0, 0), s(27, 27), s(-50, -50), s(-122, -122), s(0, 0), s(-32, -32),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-119, -119), s(0, 0), s(-118, -118),
        s(214, 214), s(14, 14), s(0, 0), s(-168, -168), s(-295, -295), s(-199, -199), s(0, 0), s(-318, -318),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(130, 130), s(0, 0), s(-267, -267),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-45, -45), s(-142, -142), s(0, 0), s(-74, -74), s(-179, -179), s(-340, -340), s(0, 0), s(-205, -205),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-127, -127), s(0, 0), s(-433, -433),
        s(149, 149), s(-169, -169), s(0, 0), s(-13, -13), s(-204, -204), s(-306, -306), s(0, 0), s(-438, -438),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(221, 221), s(0, 0), s(-597, -597),
        s(128, 128), s(566, 566), s(0, 0), s(0, 0), s(0, 0), s(564, 564), s(0, 0), s(317, 317),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(459, 459), s(0, 0), s(0, 0), s(1, 1),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(291, 291), s(77, 77), s(0, 0), s(-109, -109), s(56, 56), s(-170, -170), s(0, 0), s(64, 64),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-367, -367), s(0, 0), s(60, 60),
        s(625, 625), s(79, 79), s(0, 0), s(-7, -7), s(261, 261), s(-98, -98), s(0, 0), s(-148, -148),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(-183, -183), s(0, 0), s(-330, -330),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
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
    /// The pattern pairs' bonuses ([`PAIR`]'s layout).
    pub pair: WeightId,
    /// The tempo, read when this colour is to move ([`TEMPO`]'s layout).
    pub tempo: WeightId,
    /// The threat-class counts' values when this colour is to move ([`THREAT_MOVER`]'s layout).
    pub mover: WeightId,
    /// The threat-class counts' values when the other colour is to move ([`THREAT_WAITER`]'s
    /// layout).
    pub waiter: WeightId,
    /// Both sides' threat classes together when this colour is to move ([`THREAT_MASK`]'s
    /// layout).
    pub mask: WeightId,
}

impl ColorWeights {
    /// What every rule but renju reads, for both colours.
    pub const SHARED: ColorWeights = ColorWeights {
        pattern: WeightId::PATTERN,
        combo: WeightId::COMBO,
        pair: WeightId::PAIR,
        tempo: WeightId::TEMPO,
        mover: WeightId::THREAT_MOVER,
        waiter: WeightId::THREAT_WAITER,
        mask: WeightId::THREAT_MASK,
    };

    /// `[black, white]` under `rule`.
    pub const fn of(rule: Rule) -> [ColorWeights; 2] {
        match rule {
            Rule::Renju => [
                ColorWeights {
                    pattern: WeightId::RENJU_BLACK_PATTERN,
                    combo: WeightId::RENJU_BLACK_COMBO,
                    pair: WeightId::RENJU_BLACK_PAIR,
                    tempo: WeightId::RENJU_BLACK_TEMPO,
                    mover: WeightId::RENJU_BLACK_THREAT_MOVER,
                    waiter: WeightId::RENJU_BLACK_THREAT_WAITER,
                    mask: WeightId::RENJU_BLACK_THREAT_MASK,
                },
                ColorWeights {
                    pattern: WeightId::RENJU_WHITE_PATTERN,
                    combo: WeightId::RENJU_WHITE_COMBO,
                    pair: WeightId::RENJU_WHITE_PAIR,
                    tempo: WeightId::RENJU_WHITE_TEMPO,
                    mover: WeightId::RENJU_WHITE_THREAT_MOVER,
                    waiter: WeightId::RENJU_WHITE_THREAT_WAITER,
                    mask: WeightId::RENJU_WHITE_THREAT_MASK,
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

/// Whether every cell score fits the board's `i16`: four of the largest pattern value, the
/// largest combination bonus and the largest pair bonus (and as much below zero). Checked at compile time, so that a
/// tuning run writing values too large fails the build instead of wrapping.
const fn cell_scores_fit() -> bool {
    let sets = [
        (&PATTERN, &COMBO, &PAIR),
        (&RENJU_BLACK_PATTERN, &RENJU_BLACK_COMBO, &RENJU_BLACK_PAIR),
        (&RENJU_WHITE_PATTERN, &RENJU_WHITE_COMBO, &RENJU_WHITE_PAIR),
    ];
    let mut i = 0;
    while i < sets.len() {
        let (high, low) = extremes(sets[i].0);
        let (combo_high, combo_low) = extremes(sets[i].1);
        let (pair_high, pair_low) = extremes(sets[i].2);
        if 4 * high + combo_high + pair_high > i16::MAX as i32
            || 4 * low + combo_low + pair_low < i16::MIN as i32
        {
            return false;
        }
        i += 1;
    }
    true
}

const _: () = assert!(cell_scores_fit(), "gomoku cell scores must fit an i16");
