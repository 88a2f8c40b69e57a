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

use crate::types::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: pawn, knight, bishop, rook, queen, king (the king is never traded).
    MATERIAL: [6] = [
        s(84, 104), s(310, 334), s(330, 359), s(449, 589), s(966, 1111), s(0, 0),
    ];
    /// Piece-square values of a pawn by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    PAWN_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-6, 15), s(3, 11), s(-4, 8), s(-5, 18), s(-4, 29), s(-4, 19), s(10, 4), s(-3, 10),
        s(0, 10), s(0, 3), s(4, 8), s(3, 15), s(6, 15), s(7, 11), s(17, 5), s(3, 10),
        s(0, 18), s(-3, 12), s(13, 7), s(17, 8), s(17, 12), s(8, 3), s(0, 13), s(3, 12),
        s(1, 29), s(5, 17), s(12, 8), s(24, 8), s(22, 20), s(8, 14), s(19, 19), s(7, 23),
        s(17, 18), s(15, 17), s(-1, 24), s(11, 21), s(22, 11), s(12, 11), s(21, 12), s(19, 31),
        s(98, -19), s(6, 34), s(-14, 78), s(126, -4), s(12, 60), s(-47, 122), s(-24, 67), s(21, 5),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a knight by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KNIGHT_PSQT: [64] = [
        s(-3, -61), s(-13, -17), s(-16, -6), s(2, -13), s(1, -9), s(-29, 6), s(-13, -10), s(3, -30),
        s(-20, -10), s(-6, 5), s(-3, 6), s(-1, -3), s(1, 4), s(2, -1), s(8, 1), s(-26, 20),
        s(-14, 1), s(-1, -19), s(1, 7), s(14, 10), s(1, 29), s(7, -1), s(13, -6), s(-12, 3),
        s(6, -13), s(-1, 15), s(14, 22), s(19, 16), s(26, 19), s(22, 18), s(32, -2), s(8, -21),
        s(1, 7), s(13, 21), s(23, 5), s(26, 31), s(28, 16), s(31, 30), s(15, 13), s(35, -17),
        s(29, -18), s(12, -4), s(12, 15), s(24, 18), s(39, 24), s(47, 6), s(25, 3), s(1, -5),
        s(3, -11), s(6, -35), s(45, 6), s(10, 13), s(31, 15), s(45, 3), s(16, 4), s(3, 10),
        s(-78, -27), s(-14, 23), s(-27, 10), s(-1, -1), s(17, 17), s(-183, 31), s(-79, -9), s(-90, -51),
    ];
    /// Piece-square values of a bishop by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    BISHOP_PSQT: [64] = [
        s(-14, -24), s(14, -25), s(-2, -6), s(0, -14), s(-17, 7), s(-14, -4), s(-21, -16), s(11, 2),
        s(-9, -16), s(7, -16), s(5, -17), s(5, 4), s(-1, 1), s(8, -10), s(5, -9), s(-13, -4),
        s(2, 0), s(6, -7), s(12, 11), s(4, 17), s(4, 24), s(7, 4), s(0, 3), s(-2, -7),
        s(14, -17), s(8, 4), s(5, 17), s(9, 25), s(23, 11), s(3, 19), s(12, -4), s(-4, 3),
        s(-21, 11), s(8, 17), s(15, 7), s(26, 15), s(6, 34), s(11, 14), s(16, 5), s(2, -13),
        s(-23, 12), s(12, 10), s(9, 21), s(11, 24), s(7, 7), s(24, 8), s(-12, 12), s(8, -6),
        s(-12, -7), s(-42, 1), s(-14, 24), s(-40, 14), s(-19, 17), s(2, 20), s(-48, 34), s(-14, -7),
        s(-64, 27), s(-67, 25), s(-86, 3), s(-14, 11), s(16, 13), s(-97, 43), s(-65, 8), s(1, -3),
    ];
    /// Piece-square values of a rook by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    ROOK_PSQT: [64] = [
        s(-9, -7), s(-7, -10), s(-8, -5), s(2, -12), s(0, -12), s(-4, -8), s(-7, -9), s(-6, -11),
        s(-17, -2), s(2, -14), s(-7, -3), s(-7, -2), s(-2, -6), s(7, -22), s(10, -14), s(-15, -2),
        s(-26, 8), s(-18, 8), s(-23, 11), s(-7, 3), s(-10, 10), s(-23, -1), s(-12, 12), s(-12, -7),
        s(-15, 5), s(-10, 12), s(-12, 10), s(12, 5), s(0, 8), s(0, 10), s(-22, 21), s(-5, 2),
        s(-12, 21), s(-19, 21), s(12, 10), s(9, 13), s(24, -1), s(14, 2), s(24, 8), s(-3, 13),
        s(-9, 19), s(-8, 11), s(18, 2), s(14, 0), s(15, -14), s(42, -4), s(11, 8), s(24, 6),
        s(17, 13), s(-10, 25), s(26, 14), s(24, 17), s(40, 14), s(3, 23), s(24, 17), s(29, 17),
        s(-20, 32), s(27, 16), s(45, 14), s(8, 25), s(3, 27), s(7, 20), s(21, 18), s(31, 13),
    ];
    /// Piece-square values of a queen by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    QUEEN_PSQT: [64] = [
        s(-24, -19), s(-22, -34), s(-13, -61), s(-6, -48), s(-10, -78), s(-10, -81), s(-12, -42), s(40, -149),
        s(-21, -1), s(-9, -30), s(-3, -47), s(-5, -16), s(-8, -3), s(6, -57), s(10, -109), s(-10, -51),
        s(-16, -7), s(0, -2), s(-14, 13), s(-10, -9), s(-11, 10), s(-6, 5), s(7, -41), s(-19, 20),
        s(-7, -7), s(-10, -3), s(-9, 41), s(-12, 59), s(-7, 43), s(-8, 39), s(-3, 9), s(-18, 44),
        s(-10, 21), s(-10, 33), s(-9, 49), s(-4, 48), s(-5, 63), s(5, 36), s(-14, 55), s(-1, 29),
        s(-20, 17), s(-17, 58), s(-11, 40), s(-6, 60), s(2, 69), s(19, 70), s(17, 39), s(3, 5),
        s(-26, 25), s(-26, 47), s(-16, 69), s(-10, 84), s(27, 50), s(27, 43), s(1, 62), s(-3, 47),
        s(22, -14), s(32, 3), s(-22, 40), s(2, 37), s(126, -42), s(144, -66), s(23, 34), s(-5, 24),
    ];
    /// Piece-square values of a king by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KING_PSQT: [64] = [
        s(-4, -32), s(18, -16), s(9, -20), s(-20, -12), s(1, -24), s(-5, -24), s(26, -24), s(25, -40),
        s(3, -33), s(-2, -6), s(-10, -8), s(-31, 3), s(-21, -1), s(-5, -5), s(15, -15), s(8, -25),
        s(-53, 4), s(0, -8), s(-43, 11), s(-38, 17), s(-36, 13), s(-32, 7), s(-8, -3), s(-11, -16),
        s(-36, -6), s(-35, 13), s(-90, 33), s(-60, 29), s(-37, 23), s(-28, 17), s(-27, 5), s(-23, -2),
        s(-38, -5), s(-24, 16), s(-62, 36), s(-94, 42), s(-99, 41), s(-64, 27), s(3, 10), s(-29, 4),
        s(-283, 53), s(-49, 34), s(-148, 67), s(-196, 74), s(-87, 55), s(-45, 47), s(-44, 19), s(-223, 51),
        s(-195, 11), s(-97, 69), s(-62, 54), s(-199, 85), s(-115, 56), s(-188, 76), s(-137, 41), s(-152, -12),
        s(-269, -62), s(-22, 33), s(-105, 7), s(117, -48), s(-146, 60), s(-96, 36), s(56, -39), s(10, -163),
    ];
    /// Knight mobility by safe target squares (0..8).
    KNIGHT_MOBILITY: [9] = [
        s(-20, -85), s(-16, -23), s(-10, -8), s(-5, 21), s(2, 28),
        s(7, 37), s(11, 38), s(16, 37), s(18, 31),
    ];
    /// Bishop mobility by safe target squares (0..13).
    BISHOP_MOBILITY: [14] = [
        s(-15, -60), s(-8, -20), s(-3, 8), s(2, 21), s(6, 31),
        s(10, 34), s(13, 38), s(13, 42), s(14, 46), s(16, 45),
        s(18, 38), s(19, 38), s(27, 21), s(22, 31),
    ];
    /// Rook mobility by safe target squares (0..14).
    ROOK_MOBILITY: [15] = [
        s(-55, -69), s(-25, -26), s(-16, 1), s(-13, 17), s(-7, 23),
        s(-7, 40), s(-9, 44), s(-6, 46), s(-4, 50), s(-5, 60),
        s(-3, 61), s(4, 63), s(6, 64), s(13, 63), s(34, 52),
    ];
    /// Queen mobility by safe target squares (0..27).
    QUEEN_MOBILITY: [28] = [
        s(-10, -20), s(-2, -118), s(0, -164), s(4, -83), s(4, -83), s(5, -38), s(9, -37),
        s(9, 2), s(12, 7), s(12, 23), s(12, 41), s(12, 60), s(14, 54), s(12, 71),
        s(11, 72), s(12, 72), s(11, 75), s(15, 67), s(26, 66), s(29, 61), s(42, 44),
        s(39, 47), s(57, 25), s(83, 3), s(101, 13), s(138, -38), s(-22, 102), s(78, -62),
    ];
    /// A pawn with an own pawn in front of it on its file (the rear one pays).
    DOUBLED_PAWN: [1] = [
        s(-12, -24),
    ];
    /// A pawn with no own pawn on the files beside it.
    ISOLATED_PAWN: [1] = [
        s(-10, -14),
    ];
    /// A pawn behind its neighbours whose stop square an enemy pawn guards.
    BACKWARD_PAWN: [1] = [
        s(-3, -10),
    ];
    /// A pawn supported by an own pawn or beside one (phalanx), by relative rank.
    CONNECTED_PAWN: [8] = [
        s(0, 0), s(3, 4), s(8, 4), s(8, 13), s(16, 18), s(34, 33), s(10, 75), s(0, 0),
    ];
    /// A passed pawn by relative rank (0 = own back rank).
    PASSED_PAWN: [8] = [
        s(0, 0), s(5, 2), s(23, 15), s(14, 40), s(29, 56), s(52, 79), s(88, 145), s(0, 0),
    ];
    /// A passed pawn whose stop square is occupied, by relative rank.
    PASSED_BLOCKED: [8] = [
        s(0, 0), s(2, 6), s(7, -5), s(-11, -6), s(-8, -13), s(-2, -17), s(-26, -46), s(0, 0),
    ];
    /// A passed pawn whose stop square the enemy does not attack, by relative rank.
    PASSED_SAFE_PUSH: [8] = [
        s(0, 0), s(3, 4), s(3, 5), s(2, 10), s(-2, 23), s(2, 56), s(126, 89), s(0, 0),
    ];
    /// Per square of distance from the own king to a passed pawn's stop square, by relative rank.
    PASSED_OWN_KING_DISTANCE: [8] = [
        s(0, 0), s(-1, 3), s(7, -4), s(1, -10), s(2, -15), s(-4, -15), s(-11, -18), s(0, 0),
    ];
    /// Per square of distance from the enemy king to a passed pawn's stop square, by relative rank.
    PASSED_ENEMY_KING_DISTANCE: [8] = [
        s(0, 0), s(0, 0), s(-11, 3), s(-5, 10), s(-8, 22), s(-3, 35), s(6, 45), s(0, 0),
    ];
    /// Both bishops.
    BISHOP_PAIR: [1] = [
        s(33, 57),
    ];
    /// Per own pawn on the squares of a bishop's colour.
    BISHOP_PAWNS: [1] = [
        s(-5, -7),
    ];
    /// A knight on an outpost (ranks 4-6, guarded by an own pawn, never attackable by an enemy pawn).
    KNIGHT_OUTPOST: [1] = [
        s(27, 0),
    ];
    /// A bishop on such an outpost.
    BISHOP_OUTPOST: [1] = [
        s(19, -2),
    ];
    /// A rook on a file with no pawn.
    ROOK_OPEN_FILE: [1] = [
        s(28, 0),
    ];
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN_FILE: [1] = [
        s(15, 0),
    ];
    /// A queen on a file with no own pawn.
    QUEEN_OPEN_FILE: [1] = [
        s(2, 1),
    ];
    /// An enemy piece attacked by a pawn, by its kind (pawn, knight, bishop, rook, queen, king).
    THREAT_BY_PAWN: [6] = [
        s(0, 0), s(49, 43), s(50, 94), s(68, 42), s(42, 19), s(0, 0),
    ];
    /// An enemy piece attacked by a knight or bishop, by its kind.
    THREAT_BY_MINOR: [6] = [
        s(7, 19), s(15, 36), s(21, 43), s(51, 36), s(45, 50), s(0, 0),
    ];
    /// An enemy piece attacked by a rook, by its kind.
    THREAT_BY_ROOK: [6] = [
        s(9, 29), s(25, 33), s(24, 36), s(-6, 28), s(67, 5), s(0, 0),
    ];
    /// An enemy pawn or piece attacked by the king and undefended.
    THREAT_BY_KING: [1] = [
        s(47, 41),
    ];
    /// An enemy piece attacked and not defended (hanging), besides the threat terms.
    HANGING: [1] = [
        s(16, -13),
    ];
    /// A safe pawn push that would attack an enemy piece.
    PAWN_PUSH_THREAT: [1] = [
        s(16, 13),
    ];
    /// Own pawn shelter in front of the king by file distance from the edge (a/h, b/g, c/f, d/e)
    /// and the pawn's relative rank (0 = no pawn on the file).
    KING_SHELTER: [32] = [
        s(-16, 9), s(6, -22), s(5, -9), s(3, -6), s(-7, 6), s(5, 3), s(-30, 61), s(0, 0),
        s(-22, 10), s(12, -1), s(18, -6), s(2, -3), s(-14, 3), s(12, 16), s(37, -19), s(0, 0),
        s(-19, 3), s(13, -5), s(4, -6), s(6, -2), s(-5, 3), s(14, 17), s(49, -66), s(0, 0),
        s(-12, 1), s(10, 3), s(9, -1), s(3, -2), s(2, -3), s(-13, -4), s(9, -11), s(0, 0),
    ];
    /// Enemy pawn storm on the king's files by the storming pawn's relative rank (seen from the king's
    /// side; 0 = no enemy pawn).
    PAWN_STORM: [8] = [
        s(-11, 0), s(-19, 48), s(-12, -4), s(-6, -2), s(-7, -4), s(-1, -2), s(-6, -1), s(0, 0),
    ];
    /// King danger by attack units on the king zone (see `KING_ATTACK_UNITS`), from 0 to 63 units.
    KING_DANGER: [64] = [
        s(0, 0), s(-1, 0), s(-1, 0), s(6, 5), s(4, 5), s(7, 4), s(4, -5), s(2, -12),
        s(-1, -18), s(-4, -22), s(-7, -32), s(-16, -32), s(-20, -38), s(-33, -48), s(-41, -58), s(-52, -60),
        s(-83, -47), s(-77, -59), s(-108, -33), s(-113, -73), s(-142, -71), s(-217, 11), s(-195, -9), s(-165, -40),
        s(-260, -41), s(-270, -208), s(-312, 64), s(-275, -249), s(-206, -167), s(-138, -111), s(-238, -264), s(-169, -265),
        s(-385, -264), s(119, 248), s(-401, -264), s(-410, -264), s(-162, -9), s(84, 247), s(-181, -9), s(-319, -137),
        s(-200, -10), s(-203, -10), s(-206, -10), s(-209, -10), s(-212, -11), s(-215, -11), s(-218, -11), s(-221, -11),
        s(-224, -12), s(-227, -12), s(-230, -12), s(-233, -12), s(-236, -13), s(-239, -13), s(-242, -13), s(-245, -13),
        s(-248, -14), s(-251, -14), s(-254, -14), s(-257, -14), s(-260, -15), s(-263, -15), s(-266, -15), s(-269, -15),
    ];
    /// The king's distance to the nearest own pawn, in the end game.
    KING_PAWN_DISTANCE: [1] = [
        s(-5, -14),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(23, 12),
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
