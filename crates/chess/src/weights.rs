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
//! --epochs 100 --rate 0.3` on 385,363 self-play positions; squares a piece rarely reaches
//! (pawns on the seventh rank, knights on the eighth) carry few positions and noisy values.

use crate::types::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: pawn, knight, bishop, rook, queen, king (the king is never traded).
    MATERIAL: [6] = [
        s(88, 106), s(313, 328), s(334, 353), s(452, 586), s(963, 1095), s(0, 0),
    ];
    /// Piece-square values of a pawn by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    PAWN_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-3, 8), s(4, 5), s(-2, 3), s(-4, 4), s(-4, 20), s(-1, 11), s(7, 5), s(-4, 6),
        s(2, 8), s(0, 5), s(3, 5), s(2, 14), s(3, 19), s(2, 11), s(13, 10), s(-1, 13),
        s(4, 11), s(2, 10), s(13, 9), s(19, 15), s(15, 14), s(7, 6), s(0, 11), s(2, 15),
        s(10, 27), s(10, 19), s(12, 3), s(26, 10), s(21, 21), s(4, 19), s(21, 22), s(5, 28),
        s(12, 24), s(7, 20), s(-7, 35), s(4, 33), s(23, 16), s(13, 16), s(9, 20), s(20, 27),
        s(77, 18), s(18, 38), s(-24, 54), s(130, 4), s(-17, 65), s(-31, 79), s(-8, 56), s(7, 51),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a knight by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KNIGHT_PSQT: [64] = [
        s(-3, -30), s(-16, -21), s(-15, -8), s(7, -13), s(-2, -6), s(-23, -6), s(-16, -5), s(-6, -15),
        s(-34, -11), s(-7, 5), s(-4, 1), s(-2, 2), s(3, 3), s(4, 2), s(12, 3), s(-32, 14),
        s(-13, -1), s(0, -16), s(2, 6), s(16, 10), s(0, 30), s(7, 2), s(11, -5), s(-11, -3),
        s(1, -19), s(-9, 14), s(14, 18), s(19, 15), s(25, 23), s(22, 17), s(28, 1), s(8, -20),
        s(-7, 13), s(16, 24), s(21, 0), s(32, 28), s(27, 13), s(23, 32), s(17, 11), s(31, -26),
        s(20, -12), s(10, -8), s(5, 8), s(42, 14), s(36, 26), s(44, 6), s(21, 8), s(43, 4),
        s(2, 0), s(-11, -33), s(54, 7), s(-6, 3), s(31, 6), s(72, -5), s(28, -19), s(18, 4),
        s(-100, 3), s(29, 46), s(-51, 9), s(57, -7), s(33, 13), s(-160, 9), s(-121, 31), s(-94, -60),
    ];
    /// Piece-square values of a bishop by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    BISHOP_PSQT: [64] = [
        s(-17, -18), s(5, -17), s(-1, -10), s(2, -18), s(-11, 4), s(-13, -2), s(-14, -18), s(-2, 17),
        s(-21, 8), s(8, -20), s(-5, -7), s(7, 0), s(-2, 4), s(7, -8), s(4, -9), s(-16, -4),
        s(2, -3), s(-2, -8), s(11, 14), s(7, 16), s(7, 22), s(11, 0), s(1, -4), s(-1, -7),
        s(11, -12), s(12, -3), s(5, 22), s(7, 23), s(24, 13), s(6, 18), s(13, -1), s(15, -15),
        s(-29, 24), s(7, 17), s(23, -4), s(17, 20), s(-2, 34), s(17, 5), s(16, 3), s(7, -12),
        s(-23, 19), s(11, 5), s(12, 25), s(13, 27), s(7, 2), s(22, 9), s(5, 5), s(-1, -3),
        s(-8, -19), s(-55, 7), s(-15, 20), s(-51, 11), s(-9, 5), s(-1, 23), s(-34, 29), s(-12, -15),
        s(-37, 8), s(-48, 21), s(-70, 0), s(-2, 6), s(-1, 10), s(-85, 38), s(-92, 2), s(-27, 0),
    ];
    /// Piece-square values of a rook by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    ROOK_PSQT: [64] = [
        s(-7, -10), s(-4, -11), s(-7, -5), s(5, -14), s(-1, -7), s(-4, -5), s(-6, -3), s(-9, -7),
        s(-17, -1), s(10, -17), s(-7, -2), s(-7, 1), s(0, 2), s(10, -18), s(1, -5), s(-16, 7),
        s(-21, 5), s(-22, 9), s(-21, 10), s(1, -8), s(0, 8), s(-18, 0), s(-5, 9), s(-6, -13),
        s(-16, 5), s(3, 6), s(-12, 7), s(8, 1), s(10, -1), s(13, -1), s(-15, 27), s(-9, 4),
        s(-24, 24), s(-23, 24), s(17, 9), s(23, 10), s(13, -2), s(27, 3), s(5, 17), s(-3, 14),
        s(11, 9), s(-11, 10), s(14, 4), s(19, -2), s(6, -10), s(15, 3), s(6, 14), s(12, 12),
        s(28, 3), s(-7, 21), s(22, 12), s(20, 20), s(13, 18), s(-6, 28), s(15, 17), s(42, 9),
        s(-39, 31), s(33, 14), s(40, 12), s(20, 10), s(23, 25), s(58, -1), s(32, 13), s(10, 15),
    ];
    /// Piece-square values of a queen by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    QUEEN_PSQT: [64] = [
        s(-24, -26), s(-25, -42), s(-11, -54), s(-5, -44), s(-16, -35), s(-15, -71), s(-17, -27), s(0, -82),
        s(-20, -15), s(-7, -34), s(-7, -39), s(-5, -7), s(-9, 8), s(4, -50), s(11, -72), s(-6, -67),
        s(-13, -9), s(-2, 3), s(-16, 11), s(-8, -10), s(-8, -1), s(-7, 15), s(11, -59), s(-14, 0),
        s(-5, -7), s(-2, -21), s(-4, 26), s(-15, 53), s(5, 31), s(-5, 26), s(-6, 15), s(-10, 16),
        s(-16, 35), s(0, 14), s(-9, 42), s(3, 52), s(-6, 69), s(15, -2), s(-20, 39), s(-2, 40),
        s(-9, -8), s(-22, 56), s(-6, 32), s(15, 47), s(-11, 68), s(11, 72), s(13, 6), s(-1, 0),
        s(-34, 37), s(-44, 64), s(-10, 69), s(-6, 112), s(19, 63), s(8, 86), s(-10, 56), s(-1, 37),
        s(24, 2), s(52, -5), s(-47, 42), s(-61, 90), s(140, -48), s(144, -88), s(66, 8), s(20, -21),
    ];
    /// Piece-square values of a king by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KING_PSQT: [64] = [
        s(-10, -29), s(9, -12), s(4, -18), s(-22, -7), s(-2, -20), s(-2, -26), s(22, -24), s(22, -43),
        s(0, -26), s(0, -10), s(-10, -15), s(-28, -1), s(-24, 1), s(-4, -9), s(15, -17), s(3, -23),
        s(-63, 2), s(5, -16), s(-34, 2), s(-44, 15), s(-29, 5), s(-35, 5), s(-6, -6), s(-10, -12),
        s(-42, -3), s(-23, 6), s(-76, 23), s(-51, 23), s(-7, 15), s(-43, 13), s(-16, -1), s(1, -6),
        s(-58, 9), s(-23, 20), s(-75, 31), s(-106, 41), s(-110, 34), s(-62, 12), s(82, -18), s(-18, -11),
        s(-200, 28), s(-8, 20), s(-104, 53), s(-225, 78), s(-10, 42), s(-28, 24), s(-23, 12), s(-187, 32),
        s(-206, 8), s(-41, 54), s(-26, 8), s(-192, 74), s(-170, 40), s(-155, 83), s(-177, 27), s(-158, -37),
        s(-224, -72), s(-108, 106), s(-127, 138), s(-21, -24), s(-156, 119), s(-82, -34), s(-64, 1), s(-64, -126),
    ];
    /// Knight mobility by safe target squares (0..8).
    KNIGHT_MOBILITY: [9] = [
        s(-16, -76), s(-11, -35), s(-8, -5), s(-4, 17), s(3, 25),
        s(8, 35), s(11, 39), s(15, 33), s(18, 32),
    ];
    /// Bishop mobility by safe target squares (0..13).
    BISHOP_MOBILITY: [14] = [
        s(-13, -55), s(-6, -13), s(-2, 12), s(4, 20), s(8, 30),
        s(11, 31), s(15, 35), s(16, 35), s(16, 43), s(20, 42),
        s(14, 36), s(12, 35), s(33, 29), s(14, 32),
    ];
    /// Rook mobility by safe target squares (0..14).
    ROOK_MOBILITY: [15] = [
        s(-48, -93), s(-22, -26), s(-15, 4), s(-12, 17), s(-5, 22),
        s(-7, 42), s(-7, 42), s(-5, 43), s(-1, 47), s(-2, 56),
        s(-3, 59), s(6, 61), s(9, 61), s(19, 60), s(14, 58),
    ];
    /// Queen mobility by safe target squares (0..27).
    QUEEN_MOBILITY: [28] = [
        s(-10, -20), s(-3, -87), s(1, -167), s(4, -78), s(3, -67), s(5, -44), s(8, -50),
        s(9, 0), s(11, 7), s(11, 14), s(11, 38), s(12, 56), s(13, 52), s(11, 64),
        s(9, 72), s(7, 75), s(7, 75), s(18, 70), s(30, 58), s(20, 66), s(55, 32),
        s(52, 50), s(60, 30), s(17, 51), s(76, 35), s(6, 31), s(-3, 107), s(-13, 28),
    ];
    /// A pawn with an own pawn in front of it on its file (the rear one pays).
    DOUBLED_PAWN: [1] = [
        s(-11, -28),
    ];
    /// A pawn with no own pawn on the files beside it.
    ISOLATED_PAWN: [1] = [
        s(-10, -14),
    ];
    /// A pawn behind its neighbours whose stop square an enemy pawn guards.
    BACKWARD_PAWN: [1] = [
        s(-3, -9),
    ];
    /// A pawn supported by an own pawn or beside one (phalanx), by relative rank.
    CONNECTED_PAWN: [8] = [
        s(0, 0), s(3, 5), s(10, 1), s(9, 11), s(20, 14), s(41, 27), s(20, 42), s(0, 0),
    ];
    /// A passed pawn by relative rank (0 = own back rank).
    PASSED_PAWN: [8] = [
        s(0, 0), s(12, -5), s(18, 12), s(14, 34), s(29, 51), s(47, 95), s(76, 164), s(0, 0),
    ];
    /// A passed pawn whose stop square is occupied, by relative rank.
    PASSED_BLOCKED: [8] = [
        s(0, 0), s(10, -8), s(4, -13), s(-9, -6), s(-5, -14), s(2, -10), s(-18, -47), s(0, 0),
    ];
    /// A passed pawn whose stop square the enemy does not attack, by relative rank.
    PASSED_SAFE_PUSH: [8] = [
        s(0, 0), s(5, 6), s(6, 2), s(2, 12), s(0, 21), s(12, 49), s(107, 95), s(0, 0),
    ];
    /// Per square of distance from the own king to a passed pawn's stop square, by relative rank.
    PASSED_OWN_KING_DISTANCE: [8] = [
        s(0, 0), s(1, 4), s(8, -3), s(1, -9), s(3, -14), s(-3, -16), s(-9, -21), s(0, 0),
    ];
    /// Per square of distance from the enemy king to a passed pawn's stop square, by relative rank.
    PASSED_ENEMY_KING_DISTANCE: [8] = [
        s(0, 0), s(-3, 1), s(-9, 2), s(-4, 10), s(-10, 22), s(-2, 31), s(3, 41), s(0, 0),
    ];
    /// Both bishops.
    BISHOP_PAIR: [1] = [
        s(38, 52),
    ];
    /// Per own pawn on the squares of a bishop's colour.
    BISHOP_PAWNS: [1] = [
        s(-7, -5),
    ];
    /// A knight on an outpost (ranks 4-6, guarded by an own pawn, never attackable by an enemy pawn).
    KNIGHT_OUTPOST: [1] = [
        s(26, 6),
    ];
    /// A bishop on such an outpost.
    BISHOP_OUTPOST: [1] = [
        s(16, -1),
    ];
    /// A rook on a file with no pawn.
    ROOK_OPEN_FILE: [1] = [
        s(26, 2),
    ];
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN_FILE: [1] = [
        s(15, 0),
    ];
    /// A queen on a file with no own pawn.
    QUEEN_OPEN_FILE: [1] = [
        s(6, -4),
    ];
    /// An enemy piece attacked by a pawn, by its kind (pawn, knight, bishop, rook, queen, king).
    THREAT_BY_PAWN: [6] = [
        s(0, 0), s(49, 35), s(48, 93), s(80, 32), s(40, 27), s(0, 0),
    ];
    /// An enemy piece attacked by a knight or bishop, by its kind.
    THREAT_BY_MINOR: [6] = [
        s(7, 17), s(17, 35), s(21, 39), s(51, 41), s(45, 28), s(0, 0),
    ];
    /// An enemy piece attacked by a rook, by its kind.
    THREAT_BY_ROOK: [6] = [
        s(10, 28), s(31, 24), s(21, 33), s(-9, 26), s(71, -8), s(0, 0),
    ];
    /// An enemy pawn or piece attacked by the king and undefended.
    THREAT_BY_KING: [1] = [
        s(52, 42),
    ];
    /// An enemy piece attacked and not defended (hanging), besides the threat terms.
    HANGING: [1] = [
        s(16, -12),
    ];
    /// A safe pawn push that would attack an enemy piece.
    PAWN_PUSH_THREAT: [1] = [
        s(17, 17),
    ];
    /// Own pawn shelter in front of the king by file distance from the edge (a/h, b/g, c/f, d/e)
    /// and the pawn's relative rank (0 = no pawn on the file).
    KING_SHELTER: [32] = [
        s(-14, 5), s(3, -13), s(8, -12), s(5, -4), s(-3, 3), s(-6, 2), s(-63, 36), s(0, 0),
        s(-21, 12), s(12, 3), s(18, -3), s(-2, -1), s(-13, 3), s(17, 4), s(49, -26), s(0, 0),
        s(-18, 1), s(9, -1), s(8, -5), s(8, -2), s(-4, -1), s(24, 5), s(20, -31), s(0, 0),
        s(-12, 2), s(8, 14), s(10, -2), s(3, -4), s(4, -2), s(-10, -15), s(62, -32), s(0, 0),
    ];
    /// Enemy pawn storm on the king's files by the storming pawn's relative rank (seen from the king's
    /// side; 0 = no enemy pawn).
    PAWN_STORM: [8] = [
        s(-9, 1), s(-29, 38), s(-15, 3), s(-4, -4), s(-8, -5), s(-1, -3), s(-6, -1), s(0, 0),
    ];
    /// King danger by attack units on the king zone (see `KING_ATTACK_UNITS`), from 0 to 63 units.
    KING_DANGER: [64] = [
        s(0, 0), s(-1, 0), s(-1, 0), s(8, 6), s(5, 4), s(6, 4), s(4, -6), s(2, -13),
        s(1, -17), s(-8, -15), s(-7, -33), s(-16, -39), s(-21, -30), s(-29, -46), s(-45, -53), s(-48, -67),
        s(-97, -29), s(-69, -66), s(-97, -32), s(-89, -86), s(-109, -113), s(-173, -48), s(-150, -118), s(-133, -155),
        s(-196, -54), s(-250, -167), s(-244, -29), s(-250, -148), s(-235, -140), s(-255, -145), s(-245, -136), s(-216, -137),
        s(-257, -136), s(-9, 120), s(-273, -136), s(-282, -136), s(-162, -9), s(-44, 119), s(-181, -9), s(-191, -9),
        s(-200, -10), s(-203, -10), s(-206, -10), s(-209, -10), s(-212, -11), s(-215, -11), s(-218, -11), s(-221, -11),
        s(-224, -12), s(-227, -12), s(-230, -12), s(-233, -12), s(-236, -13), s(-239, -13), s(-242, -13), s(-245, -13),
        s(-248, -14), s(-251, -14), s(-254, -14), s(-257, -14), s(-260, -15), s(-263, -15), s(-266, -15), s(-269, -15),
    ];
    /// The king's distance to the nearest own pawn, in the end game.
    KING_PAWN_DISTANCE: [1] = [
        s(-6, -13),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(23, 11),
    ];
}

/// Values for SEE and MVV/LVA, by kind (the king is huge so it is never "traded").
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 960, 20_000];

/// Game-phase weight per kind; a full board sums to [`MAX_PHASE`].
pub const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the opening position: 4 minors x 1 x 2 + 4 rooks x 2 + 2 queens x 4.
pub const MAX_PHASE: i32 = 24;

/// King-zone attack units per attacking piece by kind (pawn, knight, bishop, rook, queen), and
/// per safe check; their sum indexes [`KING_DANGER`]. Hand-set (Stockfish's proportions).
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
