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
        s(6, 0), s(10, 8), s(14, 16), s(18, 24), s(22, 32), s(26, 40), s(30, 54), s(34, 80), s(38, 118),
    ];
    /// A pawn by its file's distance from the c-file (0..=2): central files a little in the
    /// middle game. By distance, not file: the rules are symmetric in the files, so a position
    /// and its files reversed are worth the same (a table by file was fitted asymmetric, noise).
    PAWN_FILE: [3] = [
        s(0, 0), s(-3, 0), s(-6, 0),
    ];
    /// A knight by its reach on the empty board (see `eval::REACHES`: 6, 8, 10, 12, 13, 16, 20, 24
    /// cells).
    KNIGHT_REACH: [8] = [
        s(-18, -12), s(-12, -8), s(-6, -4), s(0, 0), s(3, 2), s(12, 8), s(24, 16), s(36, 24),
    ];
    /// A bishop by its reach on the empty board (12, 14, 16, 18, 20, 24 cells).
    BISHOP_REACH: [6] = [
        s(-4, -4), s(0, 0), s(4, 4), s(8, 8), s(12, 12), s(20, 20),
    ];
    /// A unicorn by its reach on the empty board (4, 6, 8, 10, 12, 16 cells).
    UNICORN_REACH: [6] = [
        s(-8, -6), s(0, 0), s(8, 6), s(16, 12), s(24, 18), s(40, 30),
    ];
    /// A queen by its reach on the empty board (28, 32, 36, 40, 44, 52 cells).
    QUEEN_REACH: [6] = [
        s(-4, -8), s(0, 0), s(4, 8), s(8, 16), s(12, 24), s(20, 40),
    ];
    /// A knight, bishop, unicorn or queen (five entries each, in that order) by its level from
    /// its side (A..E for White). Added by issue 15 (a table by rank as well did not lower the
    /// held-out loss and was dropped).
    PIECE_LEVEL: [20] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// A rook by its level from its side: the open middle levels (the rook reaches 12 cells
    /// from every cell, so reach says nothing).
    ROOK_LEVEL: [5] = [
        s(0, 0), s(2, 0), s(4, 0), s(2, 0), s(0, 0),
    ];
    /// A rook by its rank from its side.
    ROOK_RANK: [5] = [
        s(-2, 0), s(-1, 0), s(0, 0), s(-1, 0), s(-2, 0),
    ];
    /// The king by rank + level from its side (0..=8): home (level A/B, rank 1-2) in the middle
    /// game.
    KING_HOME: [9] = [
        s(10, 0), s(-2, 0), s(-14, 0), s(-26, 0), s(-38, 0), s(-50, 0), s(-62, 0), s(-74, 0), s(-86, 0),
    ];
    /// The king by its distance from the centre cell Cc3 (sum of the three coordinate
    /// distances, 0..=6): the centre in the end game.
    KING_CENTRE: [7] = [
        s(0, 24), s(0, 16), s(0, 8), s(0, 0), s(0, -8), s(0, -16), s(0, -24),
    ];
    /// Own pawns next to the own king, by their number (capped at 4).
    SHELTER_PAWN: [5] = [
        s(0, 0), s(12, 0), s(24, 0), s(36, 0), s(48, 0),
    ];
    /// Own pieces (pawns included) next to the own king, by their number (capped at 6).
    SHELTER_PIECE: [7] = [
        s(0, 0), s(4, 0), s(8, 0), s(12, 0), s(16, 0), s(20, 0), s(24, 0),
    ];
    /// A passed pawn (no enemy pawn in its front span) by its progress (rank + level from its
    /// side, 0..=8).
    PASSED_PAWN: [9] = [
        s(5, 10), s(8, 19), s(11, 28), s(14, 37), s(17, 46), s(20, 55), s(23, 64), s(26, 73), s(29, 82),
    ];
    /// A pawn with no own pawn on the files next to it.
    ISOLATED_PAWN: [1] = [
        s(-8, -12),
    ];
    /// A pawn that another own pawn defends.
    DEFENDED_PAWN: [1] = [
        s(6, 4),
    ];
    /// Two bishops on both colour classes (a bishop keeps its cell's coordinate-sum parity).
    BISHOP_PAIR: [1] = [
        s(25, 40),
    ];
    /// A bishop on the enemy king's colour class (it can check and hit the king's cell).
    BISHOP_KING_CLASS: [1] = [
        s(0, 0),
    ];
    /// A unicorn on the enemy king's unicorn class (a unicorn flips all three coordinates'
    /// parities at once, so it keeps one of four classes of 35, 30, 30 and 30 cells).
    UNICORN_KING_CLASS: [1] = [
        s(0, 0),
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
