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

use crate::types::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: pawn, knight, bishop, rook, queen, king (the king is never traded).
    MATERIAL: [6] = [
        s(94, 115), s(316, 316), s(331, 335), s(482, 551), s(982, 1021), s(0, 0),
    ];
    /// Piece-square values of a pawn by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    PAWN_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(-5, 0), s(-5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(3, 8), s(3, 8), s(3, 8), s(6, 8), s(6, 8), s(3, 8), s(3, 8), s(3, 8),
        s(6, 16), s(6, 16), s(6, 16), s(22, 16), s(22, 16), s(6, 16), s(6, 16), s(6, 16),
        s(9, 24), s(9, 24), s(9, 24), s(28, 24), s(28, 24), s(9, 24), s(9, 24), s(9, 24),
        s(12, 32), s(12, 32), s(12, 32), s(34, 32), s(34, 32), s(12, 32), s(12, 32), s(12, 32),
        s(15, 40), s(15, 40), s(15, 40), s(40, 40), s(40, 40), s(15, 40), s(15, 40), s(15, 40),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a knight by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KNIGHT_PSQT: [64] = [
        s(-30, -28), s(-20, -20), s(-10, -12), s(0, -4), s(0, -4), s(-10, -12), s(-20, -20), s(-30, -28),
        s(-20, -20), s(-10, -12), s(0, -4), s(10, 4), s(10, 4), s(0, -4), s(-10, -12), s(-20, -20),
        s(-10, -12), s(0, -4), s(10, 4), s(20, 12), s(20, 12), s(10, 4), s(0, -4), s(-10, -12),
        s(0, -4), s(10, 4), s(20, 12), s(30, 20), s(30, 20), s(20, 12), s(10, 4), s(0, -4),
        s(0, -4), s(10, 4), s(20, 12), s(30, 20), s(30, 20), s(20, 12), s(10, 4), s(0, -4),
        s(-10, -12), s(0, -4), s(10, 4), s(20, 12), s(20, 12), s(10, 4), s(0, -4), s(-10, -12),
        s(-20, -20), s(-10, -12), s(0, -4), s(10, 4), s(10, 4), s(0, -4), s(-10, -12), s(-20, -20),
        s(-30, -28), s(-20, -20), s(-10, -12), s(0, -4), s(0, -4), s(-10, -12), s(-20, -20), s(-30, -28),
    ];
    /// Piece-square values of a bishop by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    BISHOP_PSQT: [64] = [
        s(-12, -14), s(-8, -10), s(-4, -6), s(0, -2), s(0, -2), s(-4, -6), s(-8, -10), s(-12, -14),
        s(-8, -10), s(-4, -6), s(0, -2), s(4, 2), s(4, 2), s(0, -2), s(-4, -6), s(-8, -10),
        s(-4, -6), s(0, -2), s(4, 2), s(8, 6), s(8, 6), s(4, 2), s(0, -2), s(-4, -6),
        s(0, -2), s(4, 2), s(8, 6), s(12, 10), s(12, 10), s(8, 6), s(4, 2), s(0, -2),
        s(0, -2), s(4, 2), s(8, 6), s(12, 10), s(12, 10), s(8, 6), s(4, 2), s(0, -2),
        s(-4, -6), s(0, -2), s(4, 2), s(8, 6), s(8, 6), s(4, 2), s(0, -2), s(-4, -6),
        s(-8, -10), s(-4, -6), s(0, -2), s(4, 2), s(4, 2), s(0, -2), s(-4, -6), s(-8, -10),
        s(-12, -14), s(-8, -10), s(-4, -6), s(0, -2), s(0, -2), s(-4, -6), s(-8, -10), s(-12, -14),
    ];
    /// Piece-square values of a rook by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    ROOK_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
        s(15, 7), s(15, 7), s(15, 7), s(20, 7), s(20, 7), s(15, 7), s(15, 7), s(15, 7),
        s(0, 0), s(0, 0), s(0, 0), s(5, 0), s(5, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a queen by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    QUEEN_PSQT: [64] = [
        s(-8, -12), s(-6, -8), s(-4, -4), s(-2, 0), s(-2, 0), s(-4, -4), s(-6, -8), s(-8, -12),
        s(-6, -8), s(-4, -4), s(-2, 0), s(0, 4), s(0, 4), s(-2, 0), s(-4, -4), s(-6, -8),
        s(-4, -4), s(-2, 0), s(0, 4), s(2, 8), s(2, 8), s(0, 4), s(-2, 0), s(-4, -4),
        s(-2, 0), s(0, 4), s(2, 8), s(4, 12), s(4, 12), s(2, 8), s(0, 4), s(-2, 0),
        s(-2, 0), s(0, 4), s(2, 8), s(4, 12), s(4, 12), s(2, 8), s(0, 4), s(-2, 0),
        s(-4, -4), s(-2, 0), s(0, 4), s(2, 8), s(2, 8), s(0, 4), s(-2, 0), s(-4, -4),
        s(-6, -8), s(-4, -4), s(-2, 0), s(0, 4), s(0, 4), s(-2, 0), s(-4, -4), s(-6, -8),
        s(-8, -12), s(-6, -8), s(-4, -4), s(-2, 0), s(-2, 0), s(-4, -4), s(-6, -8), s(-8, -12),
    ];
    /// Piece-square values of a king by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KING_PSQT: [64] = [
        s(20, -30), s(20, -20), s(5, -10), s(-10, 0), s(-10, 0), s(5, -10), s(20, -20), s(20, -30),
        s(5, -20), s(5, -10), s(-10, 0), s(-25, 10), s(-25, 10), s(-10, 0), s(5, -10), s(5, -20),
        s(-10, -10), s(-10, 0), s(-25, 10), s(-40, 20), s(-40, 20), s(-25, 10), s(-10, 0), s(-10, -10),
        s(-25, 0), s(-25, 10), s(-40, 20), s(-55, 30), s(-55, 30), s(-40, 20), s(-25, 10), s(-25, 0),
        s(-40, 0), s(-40, 10), s(-55, 20), s(-70, 30), s(-70, 30), s(-55, 20), s(-40, 10), s(-40, 0),
        s(-55, -10), s(-55, 0), s(-70, 10), s(-85, 20), s(-85, 20), s(-70, 10), s(-55, 0), s(-55, -10),
        s(-70, -20), s(-70, -10), s(-85, 0), s(-100, 10), s(-100, 10), s(-85, 0), s(-70, -10), s(-70, -20),
        s(-85, -30), s(-85, -20), s(-100, -10), s(-115, 0), s(-115, 0), s(-100, -10), s(-85, -20), s(-85, -30),
    ];
    /// Knight mobility by safe target squares (0..8).
    KNIGHT_MOBILITY: [9] = [
        s(-26, -35), s(-12, -15), s(-7, -15), s(-1, 7), s(4, 17),
        s(6, 23), s(10, 32), s(17, 23), s(13, 24),
    ];
    /// Bishop mobility by safe target squares (0..13).
    BISHOP_MOBILITY: [14] = [
        s(-17, -42), s(-12, -7), s(-6, 5), s(0, 10), s(7, 18),
        s(11, 14), s(11, 31), s(15, 29), s(17, 37), s(25, 37),
        s(24, 36), s(19, 30), s(15, 17), s(11, 21),
    ];
    /// Rook mobility by safe target squares (0..14).
    ROOK_MOBILITY: [15] = [
        s(-38, -55), s(-18, -26), s(-14, -8), s(-10, 5), s(-4, 18),
        s(-3, 29), s(-1, 35), s(-1, 36), s(5, 42), s(10, 44),
        s(8, 56), s(3, 60), s(16, 57), s(27, 44), s(37, 58),
    ];
    /// Queen mobility by safe target squares (0..27).
    QUEEN_MOBILITY: [28] = [
        s(-10, -20), s(-14, -8), s(-6, -22), s(-8, -17), s(2, -17), s(-3, -8), s(1, -10),
        s(6, -8), s(12, 4), s(7, 30), s(11, 14), s(15, 37), s(18, 17), s(15, 44),
        s(25, 46), s(26, 49), s(29, 40), s(25, 50), s(34, 47), s(32, 46), s(39, 52),
        s(36, 45), s(7, 32), s(26, 32), s(27, 38), s(16, 31), s(22, 42), s(19, 38),
    ];
    /// A pawn with an own pawn in front of it on its file (the rear one pays).
    DOUBLED_PAWN: [1] = [
        s(-13, -33),
    ];
    /// A pawn with no own pawn on the files beside it.
    ISOLATED_PAWN: [1] = [
        s(-8, -15),
    ];
    /// A pawn behind its neighbours whose stop square an enemy pawn guards.
    BACKWARD_PAWN: [1] = [
        s(-6, -10),
    ];
    /// A pawn supported by an own pawn or beside one (phalanx), by relative rank.
    CONNECTED_PAWN: [8] = [
        s(0, 0), s(2, 9), s(9, 6), s(7, 7), s(19, 0), s(41, 1), s(63, 28), s(0, 0),
    ];
    /// A passed pawn by relative rank (0 = own back rank).
    PASSED_PAWN: [8] = [
        s(0, 0), s(17, -2), s(9, 11), s(11, 33), s(21, 61), s(39, 108), s(69, 161), s(0, 0),
    ];
    /// A passed pawn whose stop square is occupied, by relative rank.
    PASSED_BLOCKED: [8] = [
        s(0, 0), s(17, -13), s(-8, -1), s(-19, -6), s(-2, -9), s(-20, -12), s(-29, -53), s(0, 0),
    ];
    /// A passed pawn whose stop square the enemy does not attack, by relative rank.
    PASSED_SAFE_PUSH: [8] = [
        s(0, 0), s(-1, 19), s(9, 0), s(5, 4), s(21, 6), s(2, 35), s(38, 61), s(0, 0),
    ];
    /// Per square of distance from the own king to a passed pawn's stop square, by relative rank.
    PASSED_OWN_KING_DISTANCE: [8] = [
        s(0, 0), s(5, 7), s(8, 1), s(-2, -6), s(-3, -8), s(-4, -15), s(-5, -17), s(0, 0),
    ];
    /// Per square of distance from the enemy king to a passed pawn's stop square, by relative rank.
    PASSED_ENEMY_KING_DISTANCE: [8] = [
        s(0, 0), s(-6, -3), s(-5, -4), s(1, 7), s(-1, 12), s(4, 23), s(10, 31), s(0, 0),
    ];
    /// Both bishops.
    BISHOP_PAIR: [1] = [
        s(40, 63),
    ];
    /// Per own pawn on the squares of a bishop's colour.
    BISHOP_PAWNS: [1] = [
        s(-4, -5),
    ];
    /// A knight on an outpost (ranks 4-6, guarded by an own pawn, never attackable by an enemy pawn).
    KNIGHT_OUTPOST: [1] = [
        s(35, -4),
    ];
    /// A bishop on such an outpost.
    BISHOP_OUTPOST: [1] = [
        s(7, 1),
    ];
    /// A rook on a file with no pawn.
    ROOK_OPEN_FILE: [1] = [
        s(30, 3),
    ];
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN_FILE: [1] = [
        s(15, 5),
    ];
    /// A queen on a file with no own pawn.
    QUEEN_OPEN_FILE: [1] = [
        s(4, 16),
    ];
    /// An enemy piece attacked by a pawn, by its kind (pawn, knight, bishop, rook, queen, king).
    THREAT_BY_PAWN: [6] = [
        s(0, 0), s(51, 53), s(59, 54), s(69, 28), s(42, 22), s(0, 0),
    ];
    /// An enemy piece attacked by a knight or bishop, by its kind.
    THREAT_BY_MINOR: [6] = [
        s(9, 15), s(25, 32), s(21, 37), s(55, 38), s(48, 56), s(0, 0),
    ];
    /// An enemy piece attacked by a rook, by its kind.
    THREAT_BY_ROOK: [6] = [
        s(6, 27), s(20, 22), s(15, 47), s(9, 32), s(59, 24), s(0, 0),
    ];
    /// An enemy pawn or piece attacked by the king and undefended.
    THREAT_BY_KING: [1] = [
        s(35, 45),
    ];
    /// An enemy piece attacked and not defended (hanging), besides the threat terms.
    HANGING: [1] = [
        s(13, -5),
    ];
    /// A safe pawn push that would attack an enemy piece.
    PAWN_PUSH_THREAT: [1] = [
        s(14, 13),
    ];
    /// Own pawn shelter in front of the king by file distance from the edge (a/h, b/g, c/f, d/e)
    /// and the pawn's relative rank (0 = no pawn on the file).
    KING_SHELTER: [32] = [
        s(-10, 7), s(7, -21), s(12, -3), s(5, -7), s(-5, 4), s(-10, 22), s(-26, -26), s(0, 0),
        s(-22, 8), s(5, -1), s(24, 0), s(-4, -9), s(1, 2), s(1, 10), s(-26, -11), s(0, 0),
        s(-13, 8), s(5, -5), s(7, -9), s(15, -2), s(-13, -8), s(15, 3), s(-1, 15), s(0, 0),
        s(-10, -1), s(5, 17), s(5, -1), s(5, -7), s(-1, -8), s(-2, -14), s(17, 22), s(0, 0),
    ];
    /// Enemy pawn storm on the king's files by the storming pawn's relative rank (seen from the king's
    /// side; 0 = no enemy pawn).
    PAWN_STORM: [8] = [
        s(-7, 3), s(12, 18), s(-36, 6), s(-5, -4), s(-5, -4), s(-4, 3), s(-5, -3), s(0, 0),
    ];
    /// King danger by attack units on the king zone (see `KING_ATTACK_UNITS`), from 0 to 63 units.
    KING_DANGER: [64] = [
        s(0, 0), s(-1, 0), s(-1, 0), s(4, 10), s(4, -4), s(-1, 4), s(7, -9), s(3, -12),
        s(-7, -15), s(-3, -15), s(-8, -8), s(-8, -25), s(-33, -21), s(-37, -22), s(-37, -25), s(-51, -27),
        s(-56, -27), s(-58, -27), s(-64, -28), s(-67, -27), s(-76, -30), s(-80, -26), s(-86, -28), s(-84, -9),
        s(-90, -21), s(-102, -25), s(-101, -15), s(-104, -10), s(-98, -7), s(-115, -11), s(-113, -7), s(-121, -7),
        s(-128, -8), s(-137, -8), s(-145, -8), s(-154, -8), s(-162, -9), s(-172, -9), s(-181, -9), s(-191, -9),
        s(-200, -10), s(-203, -10), s(-206, -10), s(-209, -10), s(-212, -11), s(-215, -11), s(-218, -11), s(-221, -11),
        s(-224, -12), s(-227, -12), s(-230, -12), s(-233, -12), s(-236, -13), s(-239, -13), s(-242, -13), s(-245, -13),
        s(-248, -14), s(-251, -14), s(-254, -14), s(-257, -14), s(-260, -15), s(-263, -15), s(-266, -15), s(-269, -15),
    ];
    /// The king's distance to the nearest own pawn, in the end game.
    KING_PAWN_DISTANCE: [1] = [
        s(-4, -11),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(24, 10),
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
