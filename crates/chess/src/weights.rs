//! The chess evaluation's numbers: material, piece-square tables, phase weights and the
//! positional terms. Hand-set, in centipawns as (middle game, end game) pairs; tuning comes
//! later. Tables are built at compile time so make/unmake reads them with no start-up work.

use crate::types::PieceKind;
use tetrarch_eval::Score;

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

/// Material by [`PieceKind`] index (the king has none: it is never traded).
pub const MATERIAL: [Score; 6] = [
    s(100, 125),
    s(320, 300),
    s(330, 320),
    s(500, 540),
    s(960, 1000),
    s(0, 0),
];

/// Values for SEE and MVV/LVA, by kind (the king is huge so it is never "traded").
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 960, 20_000];

/// Game-phase weight per kind; a full board sums to [`MAX_PHASE`].
pub const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the opening position: 4 minors x 1 x 2 + 4 rooks x 2 + 2 queens x 4.
pub const MAX_PHASE: i32 = 24;

/// Distance from the centre, 0 (d4/e4/d5/e5) to 3 (edge), per file or rank.
const fn edge_distance(x: usize) -> i16 {
    let d = if x < 4 { 3 - x } else { x - 4 };
    d as i16
}

/// The piece-square value of `kind` on square `sq` seen from White (rank 0 = White's first).
const fn psq(kind: PieceKind, sq: usize) -> Score {
    let (f, r) = (sq % 8, sq / 8);
    let centre = edge_distance(f) + edge_distance(r); // 0..6
    match kind {
        PieceKind::Pawn => {
            if r == 0 || r == 7 {
                return s(0, 0);
            }
            // Advance centre pawns in the middle game; every pawn gains as it nears promotion.
            let central = if f == 3 || f == 4 { 10 } else { 0 };
            let adv = (r as i16 - 1) * if f == 3 || f == 4 { 6 } else { 3 };
            s(
                adv + central * (r >= 3) as i16 - 5 * (f == 3 || f == 4) as i16 * (r == 1) as i16,
                (r as i16 - 1) * 8,
            )
        }
        PieceKind::Knight => s(30 - 10 * centre, 20 - 8 * centre),
        PieceKind::Bishop => s(12 - 4 * centre, 10 - 4 * centre),
        PieceKind::Rook => {
            let seventh = if r == 6 { 15 } else { 0 };
            let central_file = if f == 3 || f == 4 { 5 } else { 0 };
            s(seventh + central_file, seventh / 2)
        }
        PieceKind::Queen => s(4 - 2 * centre, 12 - 4 * centre),
        PieceKind::King => {
            // Shelter on the back rank in the middle game (corners best), centralise later.
            let back = if r == 0 { 0 } else { -15 * r as i16 };
            let file_shelter = match f {
                0 | 1 | 6 | 7 => 20,
                2 | 5 => 5,
                _ => -10,
            };
            s(back + file_shelter, 30 - 10 * centre)
        }
    }
}

const fn build_tables() -> [[Score; 64]; 12] {
    let mut out = [[Score::ZERO; 64]; 12];
    let mut k = 0;
    while k < 6 {
        let kind = PieceKind::from_index(k);
        let mut sq = 0;
        while sq < 64 {
            let v = psq(kind, sq);
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
/// side (the accumulator applies the sign).
pub static PIECE_SQUARE: [[Score; 64]; 12] = build_tables();

/// Mobility by number of safe targets, per kind (knight, bishop, rook, queen).
pub const KNIGHT_MOBILITY: [Score; 9] = [
    s(-30, -40),
    s(-15, -20),
    s(-5, -8),
    s(0, 0),
    s(5, 6),
    s(10, 12),
    s(14, 16),
    s(17, 19),
    s(20, 22),
];
pub const BISHOP_MOBILITY: [Score; 14] = [
    s(-25, -35),
    s(-12, -20),
    s(-2, -8),
    s(5, 0),
    s(10, 6),
    s(15, 12),
    s(19, 17),
    s(22, 21),
    s(25, 25),
    s(27, 28),
    s(29, 30),
    s(31, 32),
    s(33, 34),
    s(35, 35),
];
pub const ROOK_MOBILITY: [Score; 15] = [
    s(-20, -40),
    s(-12, -22),
    s(-6, -10),
    s(-2, 0),
    s(0, 8),
    s(3, 15),
    s(6, 22),
    s(9, 28),
    s(11, 33),
    s(13, 37),
    s(15, 41),
    s(17, 45),
    s(18, 48),
    s(19, 50),
    s(20, 52),
];
pub const QUEEN_MOBILITY: [Score; 15] = [
    s(-10, -20),
    s(-6, -12),
    s(-3, -6),
    s(0, 0),
    s(2, 4),
    s(4, 8),
    s(6, 12),
    s(8, 15),
    s(9, 18),
    s(10, 20),
    s(11, 22),
    s(12, 24),
    s(13, 26),
    s(14, 27),
    s(15, 28),
];

pub const DOUBLED_PAWN: Score = s(-12, -25);
pub const ISOLATED_PAWN: Score = s(-10, -15);
pub const BACKWARD_PAWN: Score = s(-8, -10);
/// Passed pawn bonus by relative rank (0 = own back rank): small early, large in the end game.
pub const PASSED_PAWN: [Score; 8] = [
    s(0, 0),
    s(2, 10),
    s(5, 15),
    s(10, 25),
    s(20, 50),
    s(35, 90),
    s(60, 140),
    s(0, 0),
];
pub const BISHOP_PAIR: Score = s(30, 50);
pub const ROOK_OPEN_FILE: Score = s(25, 10);
pub const ROOK_HALF_OPEN_FILE: Score = s(12, 5);
/// Per own pawn directly in front of the castled king (one or two ranks ahead).
pub const PAWN_SHIELD: Score = s(12, 0);
/// Per file next to the king with no own pawn at all.
pub const OPEN_FILE_NEAR_KING: Score = s(-15, 0);
/// The side to move's initiative.
pub const TEMPO: i32 = 10;

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
                let v = psq(kind, c.rank as usize * 8 + c.file as usize);
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
