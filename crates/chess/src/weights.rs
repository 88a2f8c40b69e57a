//! The chess evaluation's weights: every term's value in one named table, as (middle game, end
//! game) pairs in centipawns. Declared with `tetrarch_eval::weights!`, so the tuner
//! (`cargo xtask tune --variant chess`) reads them as one parameter vector and writes tuned
//! values back into this file, table by table, keeping the docs.
//!
//! Origin: the first session's hand-set values for the terms it had (material, piece-square
//! tables, mobility, pawn structure, passed pawns, bishop pair, rook files); the terms added in
//! the second session (threats, king danger and shelter, passed-pawn detail, outposts) start from
//! hand-set values. Each tuning run that rewrites a table is recorded in docs/strength.md.
//!
//! Tuned 2026-12-02 (docs/strength.md, "Chess: the first tuning"): every table but the six
//! piece-square tables (kept hand-set) by `cargo xtask tune --variant chess --lambda 0.2
//! --epochs 100 --rate 0.3 --freeze PAWN_PSQT,...,KING_PSQT` on 117,576 self-play positions.
//! Tuned again 2026-12-04 (docs/strength.md, "Chess: the piece-square tables tuned"): every
//! table, the piece-square tables free, by `cargo xtask tune --variant chess --lambda 0.2
//! --epochs 100 --rate 0.3` on 385,363 self-play positions, then once more from those values
//! on 822,607 (the same positions and 397,244 played with the first fit's weights); squares a
//! piece rarely reaches (pawns on the seventh rank, knights on the eighth) carry few positions
//! and noisy values.
//! Tuned again 2026-12-05 (docs/strength.md, "Chess: Stockfish 11's missing terms and a
//! piecewise king danger"): eleven new tables from hand-set starting values (minor pieces'
//! king distance and pawn shields, long-diagonal bishops, rooks on queen files and trapped,
//! knight and slider threats to the queen, restricted squares, weak unopposed pawns, passed
//! pawns' free paths and guarded stop squares) and `KING_DANGER` as five slopes, every table by
//! `cargo xtask tune --variant chess --data chess3.txt --data chess4.txt --data
//! chess5-train.txt --holdout chess5-held.txt --lambda 0.2 --epochs 100 --rate 0.3 --k 0.006258
//! --write`, then once more with `--epochs 200`.
//! `INITIATIVE` added 2026-12-05 (docs/strength.md, "Chess: Stockfish 11's initiative") and
//! fitted alone on the same data: `cargo xtask tune --variant chess --data chess3.txt --data
//! chess4.txt --data chess5-train.txt --holdout chess5-held.txt --lambda 0.2 --epochs 100
//! --rate 0.3 --k 0.006258 --only INITIATIVE --write`.

use crate::types::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: pawn, knight, bishop, rook, queen, king (the king is never traded).
    MATERIAL: [6] = [
        s(85, 106), s(315, 334), s(331, 356), s(449, 590), s(957, 1121), s(0, 0),
    ];
    /// Piece-square values of a pawn by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    PAWN_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-6, 15), s(3, 11), s(-4, 7), s(-7, 22), s(-8, 37), s(-7, 21), s(9, 5), s(-2, 11),
        s(1, 8), s(-1, 3), s(4, 8), s(0, 14), s(4, 15), s(5, 11), s(16, 6), s(3, 12),
        s(1, 15), s(-3, 11), s(12, 6), s(17, 8), s(17, 13), s(7, 2), s(-1, 13), s(3, 13),
        s(4, 27), s(4, 18), s(11, 8), s(20, 10), s(19, 20), s(9, 15), s(16, 20), s(7, 23),
        s(17, 17), s(14, 17), s(-2, 23), s(14, 23), s(22, 15), s(15, 16), s(16, 16), s(24, 33),
        s(105, -36), s(14, 16), s(-23, 55), s(121, -22), s(13, 33), s(-23, 94), s(-21, 56), s(49, -20),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a knight by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KNIGHT_PSQT: [64] = [
        s(3, -62), s(-13, -20), s(-17, -9), s(-1, -12), s(-3, -12), s(-34, 1), s(-16, -15), s(-15, -20),
        s(-19, 2), s(-5, 6), s(-4, 5), s(-4, 0), s(-3, 2), s(-2, -5), s(2, -1), s(-26, 16),
        s(-11, 3), s(0, -14), s(2, 8), s(10, 14), s(1, 24), s(5, -2), s(12, -6), s(-13, 2),
        s(9, -13), s(-4, 20), s(16, 24), s(17, 16), s(25, 21), s(23, 17), s(33, 0), s(10, -25),
        s(4, 12), s(16, 20), s(21, 12), s(30, 29), s(30, 18), s(37, 27), s(16, 13), s(42, -14),
        s(27, -11), s(17, 3), s(21, 20), s(34, 18), s(52, 22), s(55, 7), s(30, -3), s(2, -17),
        s(5, -2), s(7, -23), s(52, 11), s(24, 16), s(34, 21), s(64, 2), s(30, -1), s(1, 17),
        s(-81, -26), s(13, 35), s(-34, 18), s(-19, 15), s(59, 17), s(-170, 25), s(-65, 5), s(-57, -45),
    ];
    /// Piece-square values of a bishop by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    BISHOP_PSQT: [64] = [
        s(-19, -19), s(18, -25), s(-2, -5), s(-1, -7), s(-19, 12), s(-17, -3), s(-21, -12), s(13, -14),
        s(-2, -11), s(7, -23), s(8, -16), s(4, 6), s(-2, 3), s(7, -8), s(0, -20), s(-15, 5),
        s(11, 2), s(14, -2), s(12, -3), s(6, 17), s(5, 22), s(4, -10), s(1, 4), s(3, -10),
        s(24, -14), s(13, 7), s(12, 18), s(13, 24), s(26, 11), s(9, 17), s(18, -5), s(2, 3),
        s(-11, 16), s(18, 17), s(22, 8), s(36, 18), s(17, 32), s(19, 15), s(26, 2), s(7, -10),
        s(-8, 13), s(24, 9), s(16, 8), s(26, 25), s(17, 9), s(39, -9), s(1, 11), s(18, -7),
        s(9, 0), s(-27, -11), s(-3, 29), s(-15, 16), s(6, 16), s(18, 20), s(-41, 19), s(-4, -2),
        s(-51, 18), s(-45, 26), s(-80, 15), s(10, 18), s(1, 24), s(-65, 42), s(-43, 12), s(12, -14),
    ];
    /// Piece-square values of a rook by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    ROOK_PSQT: [64] = [
        s(-9, -8), s(-8, -10), s(-8, -5), s(-1, -12), s(-2, -10), s(-4, -10), s(-7, -12), s(-5, -13),
        s(-17, -5), s(0, -13), s(-9, -1), s(-8, -5), s(0, -6), s(5, -20), s(7, -15), s(-13, -3),
        s(-29, 11), s(-19, 8), s(-24, 9), s(-8, 3), s(-13, 9), s(-23, -5), s(-9, 9), s(-10, -4),
        s(-18, 11), s(-11, 16), s(-15, 12), s(3, 9), s(-2, 9), s(-3, 13), s(-23, 24), s(-4, 3),
        s(-13, 22), s(-13, 20), s(5, 15), s(6, 13), s(19, 0), s(10, 5), s(21, 11), s(-7, 16),
        s(-12, 24), s(-9, 15), s(15, 5), s(10, 5), s(4, -3), s(38, -3), s(7, 10), s(22, 8),
        s(19, 14), s(-11, 26), s(24, 16), s(24, 18), s(45, 12), s(-3, 26), s(23, 21), s(24, 19),
        s(-21, 33), s(23, 18), s(39, 17), s(14, 26), s(0, 31), s(17, 20), s(19, 23), s(33, 17),
    ];
    /// Piece-square values of a queen by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    QUEEN_PSQT: [64] = [
        s(-29, -8), s(-22, -41), s(-15, -62), s(-10, -44), s(-11, -80), s(-16, -73), s(-17, -35), s(33, -138),
        s(-28, 1), s(-12, -31), s(-5, -41), s(-10, -6), s(-11, 3), s(3, -54), s(4, -89), s(-13, -37),
        s(-16, -3), s(-1, 1), s(-13, 14), s(-11, 1), s(-9, 10), s(-6, 12), s(5, -26), s(-16, 18),
        s(-8, 6), s(-3, -14), s(-3, 40), s(-11, 65), s(-6, 48), s(-3, 37), s(3, 14), s(-17, 38),
        s(-10, 18), s(-3, 32), s(2, 41), s(4, 53), s(3, 62), s(8, 43), s(-2, 53), s(-1, 43),
        s(-12, 12), s(-3, 49), s(6, 31), s(10, 52), s(22, 59), s(27, 66), s(30, 39), s(12, 11),
        s(-24, 24), s(-8, 31), s(3, 55), s(10, 60), s(47, 24), s(38, 37), s(9, 61), s(8, 36),
        s(12, -5), s(45, -14), s(2, 20), s(19, 30), s(123, -33), s(155, -67), s(37, 27), s(-1, 27),
    ];
    /// Piece-square values of a king by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KING_PSQT: [64] = [
        s(0, -31), s(22, -22), s(8, -21), s(-22, -13), s(-4, -24), s(-6, -25), s(26, -26), s(31, -45),
        s(9, -32), s(3, -6), s(-13, -10), s(-33, 3), s(-26, -1), s(-10, -6), s(16, -17), s(14, -28),
        s(-47, 4), s(1, -10), s(-41, 9), s(-34, 15), s(-43, 14), s(-36, 6), s(-11, -2), s(0, -19),
        s(-38, -5), s(-46, 15), s(-91, 34), s(-82, 33), s(-42, 25), s(-32, 18), s(-19, 5), s(-17, 2),
        s(-76, 11), s(-16, 16), s(-73, 39), s(-88, 41), s(-89, 38), s(-65, 27), s(-3, 14), s(-31, 10),
        s(-260, 57), s(-37, 25), s(-144, 67), s(-170, 69), s(-83, 54), s(-47, 44), s(-26, 15), s(-216, 46),
        s(-212, 15), s(-80, 58), s(-72, 54), s(-157, 72), s(-57, 44), s(-182, 72), s(-143, 40), s(-156, -16),
        s(-238, -64), s(54, 21), s(159, -67), s(124, -62), s(-179, 67), s(-49, 5), s(104, -55), s(208, -209),
    ];
    /// Knight mobility by safe target squares (0..8).
    KNIGHT_MOBILITY: [9] = [
        s(-20, -88), s(-16, -23), s(-10, -5), s(-5, 24), s(1, 31),
        s(5, 40), s(8, 39), s(12, 37), s(13, 29),
    ];
    /// Bishop mobility by safe target squares (0..13).
    BISHOP_MOBILITY: [14] = [
        s(-14, -61), s(-7, -19), s(-2, 7), s(2, 22), s(6, 32),
        s(9, 33), s(12, 38), s(11, 42), s(12, 46), s(14, 44),
        s(16, 36), s(11, 41), s(34, 14), s(18, 33),
    ];
    /// Rook mobility by safe target squares (0..14).
    ROOK_MOBILITY: [15] = [
        s(-54, -62), s(-24, -20), s(-15, 6), s(-12, 17), s(-9, 21),
        s(-9, 38), s(-12, 42), s(-9, 43), s(-8, 47), s(-9, 56),
        s(-8, 58), s(-4, 61), s(-2, 62), s(6, 60), s(25, 49),
    ];
    /// Queen mobility by safe target squares (0..27).
    QUEEN_MOBILITY: [28] = [
        s(-10, -20), s(-5, -128), s(-3, -160), s(2, -89), s(2, -67), s(3, -28), s(7, -24),
        s(8, 6), s(11, 9), s(11, 25), s(11, 47), s(12, 57), s(14, 56), s(13, 69),
        s(11, 75), s(15, 69), s(15, 74), s(15, 68), s(27, 65), s(31, 58), s(37, 53),
        s(53, 39), s(71, 17), s(88, -5), s(114, 1), s(196, -70), s(3, 73), s(272, -162),
    ];
    /// A pawn with an own pawn in front of it on its file (the rear one pays).
    DOUBLED_PAWN: [1] = [
        s(-14, -25),
    ];
    /// A pawn with no own pawn on the files beside it.
    ISOLATED_PAWN: [1] = [
        s(-8, -11),
    ];
    /// A pawn behind its neighbours whose stop square an enemy pawn guards.
    BACKWARD_PAWN: [1] = [
        s(0, -5),
    ];
    /// A pawn supported by an own pawn or beside one (phalanx), by relative rank.
    CONNECTED_PAWN: [8] = [
        s(0, 0), s(3, 2), s(8, 4), s(8, 11), s(16, 17), s(32, 31), s(-8, 93), s(0, 0),
    ];
    /// A passed pawn by relative rank (0 = own back rank).
    PASSED_PAWN: [8] = [
        s(0, 0), s(-23, 14), s(18, 8), s(3, 33), s(36, 41), s(62, 50), s(116, 103), s(0, 0),
    ];
    /// A passed pawn whose stop square is occupied, by relative rank.
    PASSED_BLOCKED: [8] = [
        s(0, 0), s(9, 1), s(6, 2), s(-5, -1), s(-4, -6), s(1, -3), s(-27, -23), s(0, 0),
    ];
    /// A passed pawn whose stop square the enemy does not attack, by relative rank.
    PASSED_SAFE_PUSH: [8] = [
        s(0, 0), s(7, -4), s(4, 0), s(9, 2), s(8, 10), s(11, 30), s(75, 72), s(0, 0),
    ];
    /// Per square of distance from the own king to a passed pawn's stop square, by relative rank.
    PASSED_OWN_KING_DISTANCE: [8] = [
        s(0, 0), s(-1, 3), s(8, -4), s(2, -9), s(0, -13), s(-6, -12), s(-12, -14), s(0, 0),
    ];
    /// Per square of distance from the enemy king to a passed pawn's stop square, by relative rank.
    PASSED_ENEMY_KING_DISTANCE: [8] = [
        s(0, 0), s(4, -2), s(-12, 4), s(-5, 11), s(-8, 23), s(-4, 36), s(-3, 51), s(0, 0),
    ];
    /// Both bishops.
    BISHOP_PAIR: [1] = [
        s(34, 54),
    ];
    /// Per own pawn on the squares of a bishop's colour.
    BISHOP_PAWNS: [1] = [
        s(-5, -5),
    ];
    /// A knight on an outpost (ranks 4-6, guarded by an own pawn, never attackable by an enemy pawn).
    KNIGHT_OUTPOST: [1] = [
        s(25, 3),
    ];
    /// A bishop on such an outpost.
    BISHOP_OUTPOST: [1] = [
        s(19, -2),
    ];
    /// A rook on a file with no pawn.
    ROOK_OPEN_FILE: [1] = [
        s(30, 0),
    ];
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN_FILE: [1] = [
        s(16, 1),
    ];
    /// A queen on a file with no own pawn.
    QUEEN_OPEN_FILE: [1] = [
        s(3, -2),
    ];
    /// An enemy piece attacked by a pawn, by its kind (pawn, knight, bishop, rook, queen, king).
    THREAT_BY_PAWN: [6] = [
        s(0, 0), s(49, 40), s(51, 88), s(66, 49), s(43, 25), s(0, 0),
    ];
    /// An enemy piece attacked by a knight or bishop, by its kind.
    THREAT_BY_MINOR: [6] = [
        s(6, 19), s(14, 35), s(19, 42), s(49, 36), s(44, 51), s(0, 0),
    ];
    /// An enemy piece attacked by a rook, by its kind.
    THREAT_BY_ROOK: [6] = [
        s(7, 30), s(25, 30), s(22, 37), s(-8, 29), s(53, 11), s(0, 0),
    ];
    /// An enemy pawn or piece attacked by the king and undefended.
    THREAT_BY_KING: [1] = [
        s(45, 41),
    ];
    /// An enemy piece attacked and not defended (hanging), besides the threat terms.
    HANGING: [1] = [
        s(17, -13),
    ];
    /// A safe pawn push that would attack an enemy piece.
    PAWN_PUSH_THREAT: [1] = [
        s(15, 12),
    ];
    /// Own pawn shelter in front of the king by file distance from the edge (a/h, b/g, c/f, d/e)
    /// and the pawn's relative rank (0 = no pawn on the file).
    KING_SHELTER: [32] = [
        s(-15, 8), s(7, -21), s(7, -10), s(5, -6), s(-6, 4), s(-5, 7), s(-51, 57), s(0, 0),
        s(-19, 10), s(17, 0), s(19, -4), s(4, -3), s(-12, -1), s(14, 16), s(36, -27), s(0, 0),
        s(-20, 3), s(14, -5), s(4, -4), s(5, -1), s(-7, 0), s(7, 17), s(36, -57), s(0, 0),
        s(-11, 1), s(11, -3), s(10, 0), s(2, -1), s(3, -4), s(-15, -2), s(24, -17), s(0, 0),
    ];
    /// Enemy pawn storm on the king's files by the storming pawn's relative rank (seen from the king's
    /// side; 0 = no enemy pawn).
    PAWN_STORM: [8] = [
        s(-11, 0), s(6, 31), s(-9, -3), s(-6, -2), s(-7, -4), s(-1, -2), s(-7, 0), s(0, 0),
    ];
    /// King danger per attack unit on the king zone (see `KING_ATTACK_UNITS`) above 0, 6, 12, 18
    /// and 24 units: a piecewise-linear danger whose slopes are fitted (a table by units had
    /// too few positions past 20 units to be monotone).
    KING_DANGER: [5] = [
        s(1, 0), s(-5, -8), s(-10, 6), s(-9, 8), s(10, -11),
    ];
    /// The king's distance to the nearest own pawn, in the end game.
    KING_PAWN_DISTANCE: [1] = [
        s(-4, -14),
    ];
    /// Per square of distance from a knight (0) or bishop (1) to its own king.
    KING_PROTECTOR: [2] = [
        s(-2, -2), s(-3, -1),
    ];
    /// A knight or bishop right behind a pawn.
    MINOR_BEHIND_PAWN: [1] = [
        s(2, 10),
    ];
    /// A bishop seeing both centre squares of a long diagonal through the pawns.
    LONG_DIAGONAL_BISHOP: [1] = [
        s(8, 16),
    ];
    /// A rook on a file with a queen.
    ROOK_ON_QUEEN_FILE: [1] = [
        s(3, 2),
    ];
    /// A rook of little mobility caught beside its uncastled king (twice without castling rights).
    TRAPPED_ROOK: [1] = [
        s(-3, -7),
    ];
    /// Safe squares from which an own knight would attack the enemy's only queen.
    KNIGHT_ON_QUEEN: [1] = [
        s(5, 4),
    ];
    /// Safe squares, attacked twice, from which an own slider would attack the enemy's only queen.
    SLIDER_ON_QUEEN: [1] = [
        s(10, 7),
    ];
    /// Squares both sides attack that the enemy does not hold strongly (restricting its pieces).
    RESTRICTED: [1] = [
        s(2, 0),
    ];
    /// An isolated or backward pawn with no enemy pawn in front (open to rooks).
    WEAK_UNOPPOSED: [1] = [
        s(-6, -6),
    ];
    /// A passed pawn free to advance whose path to promotion the enemy does not attack, by
    /// relative rank.
    PASSED_FREE_PATH: [8] = [
        s(0, 0), s(-29, 27), s(-60, 29), s(-55, 28), s(-57, 33), s(-19, 41), s(35, 20), s(0, 0),
    ];
    /// A passed pawn free to advance whose stop square an own piece guards, by relative rank.
    PASSED_STOP_DEFENDED: [8] = [
        s(0, 0), s(6, 0), s(8, 3), s(6, 2), s(5, 10), s(27, 24), s(76, 77), s(0, 0),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(23, 12),
    ];
    /// Complexity (Stockfish 11's initiative): how winnable the position is, added to the
    /// leading side's end game (`eval/initiative.rs`). Per passed pawn, per pawn, outflanking
    /// (king file distance minus rank distance), a king across the middle, pawns on both
    /// flanks, no pieces but pawns, almost unwinnable, and a constant. Started at half of
    /// Stockfish 11's values (its pawn is worth twice ours), then fitted alone (see the header).
    INITIATIVE: [8] = [
        s(-1, 3), s(-1, 3), s(-1, 2), s(3, -5), s(2, 19), s(0, 58), s(20, -29), s(5, -36),
    ];
}

/// Values for SEE and MVV/LVA, by kind (the king is huge so it is never "traded").
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 960, 20_000];

/// Game-phase weight per kind; a full board sums to [`MAX_PHASE`].
pub const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the opening position: 4 minors x 1 x 2 + 4 rooks x 2 + 2 queens x 4.
pub const MAX_PHASE: i32 = 24;

/// King-zone attack units per attacking piece by kind (pawn, knight, bishop, rook, queen), and
/// per safe check; [`KING_DANGER`] weighs their sum. Hand-set (Stockfish's proportions).
pub const KING_ATTACK_UNITS: [i32; 5] = [0, 2, 2, 3, 5];
/// Attack units per safe check by the checking kind (knight, bishop, rook, queen at 1..=4).
pub const SAFE_CHECK_UNITS: [i32; 5] = [0, 4, 2, 4, 3];

/// The piece-square table of a kind, by index.
const PSQT: [&[Score; 64]; 6] = [
    &PAWN_PSQT,
    &KNIGHT_PSQT,
    &BISHOP_PSQT,
    &ROOK_PSQT,
    &QUEEN_PSQT,
    &KING_PSQT,
];

const fn build_tables() -> [[Score; 64]; 12] {
    let mut out = [[Score::ZERO; 64]; 12];
    let mut k = 0;
    while k < 6 {
        let mut sq = 0;
        while sq < 64 {
            let v = PSQT[k][sq];
            let total = Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg());
            out[k][sq] = total;
            // Black's piece on `sq` is worth what White's is on the rank-mirrored square.
            out[k + 6][sq ^ 56] = total;
            sq += 1;
        }
        k += 1;
    }
    out
}

/// Material plus piece-square value by packed piece code and square, from the piece's own
/// side (the accumulator applies the sign); kept incrementally by make/unmake.
pub static PIECE_SQUARE: [[Score; 64]; 12] = build_tables();

/// The weight id of a kind's piece-square table.
pub const fn psqt_id(kind: PieceKind) -> WeightId {
    match kind {
        PieceKind::Pawn => WeightId::PAWN_PSQT,
        PieceKind::Knight => WeightId::KNIGHT_PSQT,
        PieceKind::Bishop => WeightId::BISHOP_PSQT,
        PieceKind::Rook => WeightId::ROOK_PSQT,
        PieceKind::Queen => WeightId::QUEEN_PSQT,
        PieceKind::King => WeightId::KING_PSQT,
    }
}

/// The piece-square table of `kind`.
#[cfg(test)]
pub const fn psqt(kind: PieceKind) -> &'static [Score; 64] {
    PSQT[kind.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_eval::PieceSquareTable;
    use tetrarch_geometry::{BoardShape, Square};

    /// The compile-time table follows the eval crate's convention: Black's value on a square
    /// is White's on the rank-mirrored square (`PieceSquareTable`, `mirror_square`).
    #[test]
    fn compile_time_table_matches_the_eval_crate_layout() {
        let shape = BoardShape::flat(8, 8);
        for (k, kind) in PieceKind::ALL.into_iter().enumerate() {
            let table = PieceSquareTable::new(shape, |c| {
                let v = psqt(kind)[c.rank as usize * 8 + c.file as usize];
                Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg())
            });
            for (sq, (&white, &black)) in
                PIECE_SQUARE[k].iter().zip(&PIECE_SQUARE[k + 6]).enumerate()
            {
                assert_eq!(table.get(0, Square(sq as u16)), white);
                assert_eq!(table.get(1, Square(sq as u16)), black);
            }
        }
    }
}
