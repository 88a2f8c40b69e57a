//! The Raumschach evaluation's weights: every term's value in one named table, as (middle game,
//! end game) pairs in centipawns. Declared with `tetrarch_eval::weights!`, so the tuner
//! (`cargo xtask tune --variant raumschach`) reads them as one parameter vector and writes tuned
//! values back into this file, table by table, keeping the docs.
//!
//! The square terms are not 125-cell tables but their parameters: a piece's centrality is its
//! reach from the cell on the empty board (so the unicorn's corners and the knight's centre
//! weigh what they should in 3D), plus level and rank terms; `eval::square_features` says which
//! entries a piece on a cell reads. Make/unmake keep the sum of material and these entries per
//! piece and cell incrementally (`eval::EvalTables`, built once from these tables).
//!
//! Tables by a cell's file are read by Black at the cell reflected through the centre (files
//! reversed too), as the start position and `flip` are: Black's `ubqub` faces White's `BUQBU`.
//!
//! Origin: the first session's hand-set values (issue 15 moved them here unchanged, as tables of
//! the formulas they came from); the terms added by issue 15 (level of the minor pieces and the
//! queen, bishop and unicorn on the enemy king's colour class) started at zero.
//!
//! Tuned 2026-12-03 (docs/strength.md, "Raumschach: the first tuning of the evaluation"): every
//! table but MATERIAL (kept hand-set) by `cargo xtask tune --variant raumschach --data
//! raum-train.txt --holdout raum-held.txt --lambda 0.2 --epochs 100 --rate 0.3 --freeze MATERIAL
//! --write` on the first 45,000 of 53,093 self-play positions (393 games of `cargo xtask datagen
//! --variant raumschach`, 5,000 nodes a move), the other 8,093 held out: held-out loss 0.010628
//! -> 0.010237. With so few games the entries are noisy (PAWN_PROGRESS is not monotonic).

use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind index: none, pawn, knight, bishop, unicorn, rook, queen, king (the king
    /// is never traded). On the empty 5x5x5 board the average reach is rook 12.0 cells, bishop
    /// 14.4 (its half of the cells only), knight 11.5, unicorn 6.4 (30 or 35 cells), queen 32.8.
    MATERIAL: [8] = [
        s(0, 0), s(90, 120), s(310, 300), s(350, 370), s(200, 220), s(430, 510), s(1000, 1100), s(0, 0),
    ];
    /// A pawn by its progress toward the promotion cells, rank + level from its side (0..=8).
    PAWN_PROGRESS: [9] = [
        s(6, 0), s(4, 9), s(5, 8), s(27, 29), s(37, 44), s(46, 35), s(3, 68), s(32, 96), s(38, 118),
    ];
    /// A pawn by its file's distance from the c-file (0..=2): central files a little in the
    /// middle game. By distance, not file: the rules are symmetric in the files, so a position
    /// and its files reversed are worth the same (a table by file was fitted asymmetric, noise).
    PAWN_FILE: [3] = [
        s(21, -9), s(8, 11), s(-16, 15),
    ];
    /// A knight by its reach on the empty board (see `eval::REACHES`: 6, 8, 10, 12, 13, 16, 20, 24
    /// cells).
    KNIGHT_REACH: [8] = [
        s(-3, 0), s(-1, 17), s(11, 20), s(21, 24), s(24, 20), s(12, 24), s(11, 41), s(52, 23),
    ];
    /// A bishop by its reach on the empty board (12, 14, 16, 18, 20, 24 cells).
    BISHOP_REACH: [6] = [
        s(-8, 6), s(9, 9), s(-9, 30), s(5, 26), s(-13, -12), s(-4, 3),
    ];
    /// A unicorn by its reach on the empty board (4, 6, 8, 10, 12, 16 cells).
    UNICORN_REACH: [6] = [
        s(-16, -9), s(1, -22), s(8, 6), s(15, -11), s(5, -4), s(40, 30),
    ];
    /// A queen by its reach on the empty board (28, 32, 36, 40, 44, 52 cells).
    QUEEN_REACH: [6] = [
        s(23, 18), s(22, 26), s(29, -2), s(11, 44), s(20, 51), s(38, 64),
    ];
    /// A knight, bishop, unicorn or queen (five entries each, in that order) by its level from
    /// its side (A..E for White). Added by issue 15 (a table by rank as well did not lower the
    /// held-out loss and was dropped).
    PIECE_LEVEL: [20] = [
        s(15, 24), s(21, 21), s(20, 19), s(-1, 22), s(-5, 23),
        s(-17, 22), s(13, -15), s(9, -8), s(-15, -17), s(-20, 23),
        s(-4, -22), s(2, -18), s(-6, 7), s(-22, -24), s(-24, -25),
        s(-13, 6), s(23, 25), s(18, 25), s(1, 29), s(14, 25),
    ];
    /// A rook by its level from its side: the open middle levels (the rook reaches 12 cells
    /// from every cell, so reach says nothing).
    ROOK_LEVEL: [5] = [
        s(2, -5), s(-17, -23), s(-19, -23), s(18, -26), s(-3, -10),
    ];
    /// A rook by its rank from its side.
    ROOK_RANK: [5] = [
        s(-15, 3), s(-24, -21), s(-26, -24), s(10, -24), s(-17, -20),
    ];
    /// The king by rank + level from its side (0..=8): home (level A/B, rank 1-2) in the middle
    /// game.
    KING_HOME: [9] = [
        s(19, 2), s(-14, 6), s(-34, -10), s(-11, -9), s(-28, -17), s(-30, 14), s(-41, 10), s(-51, 21), s(-89, -17),
    ];
    /// The king by its distance from the centre cell Cc3 (sum of the three coordinate
    /// distances, 0..=6): the centre in the end game.
    KING_CENTRE: [7] = [
        s(25, 14), s(24, 23), s(-7, 24), s(-14, 13), s(11, -9), s(-9, -34), s(5, -21),
    ];
    /// Own pawns next to the own king, by their number (capped at 4).
    SHELTER_PAWN: [5] = [
        s(-4, -21), s(17, 1), s(3, 7), s(43, 15), s(48, 9),
    ];
    /// Own pieces (pawns included) next to the own king, by their number (capped at 6).
    SHELTER_PIECE: [7] = [
        s(2, 14), s(31, -7), s(-10, -6), s(24, -5), s(21, -4), s(8, -12), s(11, -4),
    ];
    /// A passed pawn (no enemy pawn in its front span) by its progress (rank + level from its
    /// side, 0..=8).
    PASSED_PAWN: [9] = [
        s(5, 10), s(31, 34), s(30, 1), s(2, 27), s(-13, 35), s(28, 37), s(-5, 72), s(21, 89), s(29, 82),
    ];
    /// A pawn with no own pawn on the files next to it.
    ISOLATED_PAWN: [1] = [
        s(3, -7),
    ];
    /// A pawn that another own pawn defends.
    DEFENDED_PAWN: [1] = [
        s(5, 9),
    ];
    /// Two bishops on both colour classes (a bishop keeps its cell's coordinate-sum parity).
    BISHOP_PAIR: [1] = [
        s(23, 63),
    ];
    /// A bishop on the enemy king's colour class (it can check and hit the king's cell).
    BISHOP_KING_CLASS: [1] = [
        s(-6, 17),
    ];
    /// A unicorn on the enemy king's unicorn class (a unicorn flips all three coordinates'
    /// parities at once, so it keeps one of four classes of 35, 30, 30 and 30 cells).
    UNICORN_KING_CLASS: [1] = [
        s(8, 23),
    ];
}

/// The side to move's bonus, added after tapering (hand-set, not tuned).
pub const TEMPO: i32 = 10;

/// Phase weight per kind index: the start position has 2 * (2 + 2 + 2 + 4 + 4) = 28.
pub const PHASE: [i32; 8] = [0, 0, 1, 1, 1, 2, 4, 0];
/// Phase of the full middle game.
pub const MAX_PHASE: i32 = 28;

/// Values for move ordering and static exchange (centipawns, middle game; the king: 20,000).
pub const ORDER_VALUE: [i32; 8] = [0, 90, 310, 350, 200, 430, 1000, 20_000];
