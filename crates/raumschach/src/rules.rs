//! The rules of movement as data: which direction vectors each piece uses, the pawn's 3D
//! forward steps, and where pawns promote.
//!
//! Every piece but the pawn is a plain leaper or slider over a direction set of the shared
//! geometry. The pawn's rule (move one step forward on its level or one level up, capture one
//! step to exactly five cells, promote on the far rank of the far level) is the one piece of
//! Raumschach-specific movement, written here once and used by both the fast generator and
//! the reference generator.

use crate::PieceKind;
use tetrarch_geometry::{
    Bitboard128, BoardShape, Coord, Direction, BISHOP_3D, KNIGHT_3D, QUEEN_3D, ROOK_3D, UNICORN_3D,
};
use tetrarch_movegen::{Color, PieceRule, StepKind, StepMode};

/// The Raumschach board: 5 files x 5 ranks x 5 levels.
pub const SHAPE: BoardShape = BoardShape::cube(5, 5, 5);

/// Number of cells.
pub const CELLS: usize = 125;

/// White's non-capturing pawn steps: one rank forward on its level, or one level up.
pub const WHITE_PAWN_PUSHES: [Direction; 2] = [Direction::new(0, 1, 0), Direction::new(0, 0, 1)];

/// White's pawn captures: either forward step combined with a sideways file step, or the two
/// forward steps together (for a White pawn on `Cc3`: `Cb4 Cd4 Db3 Dd3 Dc4`).
pub const WHITE_PAWN_CAPTURES: [Direction; 5] = [
    Direction::new(-1, 1, 0),
    Direction::new(1, 1, 0),
    Direction::new(-1, 0, 1),
    Direction::new(1, 0, 1),
    Direction::new(0, 1, 1),
];

/// A colour's pawn pushes (Black's mirror White's through rank and level).
pub const fn pawn_pushes(color: Color) -> [Direction; 2] {
    match color {
        Color::White => WHITE_PAWN_PUSHES,
        Color::Black => [
            WHITE_PAWN_PUSHES[0].mirrored(),
            WHITE_PAWN_PUSHES[1].mirrored(),
        ],
    }
}

/// A colour's pawn captures.
pub const fn pawn_captures(color: Color) -> [Direction; 5] {
    let w = WHITE_PAWN_CAPTURES;
    match color {
        Color::White => w,
        Color::Black => [
            w[0].mirrored(),
            w[1].mirrored(),
            w[2].mirrored(),
            w[3].mirrored(),
            w[4].mirrored(),
        ],
    }
}

/// The direction vectors of a non-pawn piece and whether it slides along them.
pub fn piece_directions(kind: PieceKind) -> (&'static [Direction], StepKind) {
    match kind {
        PieceKind::Knight => (&KNIGHT_3D, StepKind::Leap),
        PieceKind::Bishop => (&BISHOP_3D, StepKind::Slide),
        PieceKind::Unicorn => (&UNICORN_3D, StepKind::Slide),
        PieceKind::Rook => (&ROOK_3D, StepKind::Slide),
        PieceKind::Queen => (&QUEEN_3D, StepKind::Slide),
        PieceKind::King => (&QUEEN_3D, StepKind::Leap),
        PieceKind::Pawn => (&[], StepKind::Leap),
    }
}

/// A piece's movement in the movegen's step language, as the reference generator reads it.
pub fn piece_rule(color: Color, kind: PieceKind) -> PieceRule {
    match kind {
        PieceKind::Pawn => {
            PieceRule::uniform(&pawn_pushes(color), StepKind::Leap, StepMode::MoveOnly).and(
                PieceRule::uniform(&pawn_captures(color), StepKind::Leap, StepMode::CaptureOnly),
            )
        }
        _ => {
            let (dirs, kind) = piece_directions(kind);
            PieceRule::uniform(dirs, kind, StepMode::Any)
        }
    }
}

/// The cells where a pawn of `color` promotes: rank 5 of level E for White, rank 1 of level A
/// for Black.
pub fn promotion_zone(color: Color) -> Bitboard128 {
    SHAPE.region(|c: Coord| match color {
        Color::White => c.rank == 4 && c.level == 4,
        Color::Black => c.rank == 0 && c.level == 0,
    })
}

/// [`promotion_zone`] of White and Black as constants: cells 120..=124 (`Ea5`..`Ee5`) and
/// 0..=4 (`Aa1`..`Ae1`).
pub const PROMOTION_ZONES: [Bitboard128; 2] = [Bitboard128(0x1F << 120), Bitboard128(0x1F)];

/// Every cell of the board.
pub const ALL_CELLS: Bitboard128 = Bitboard128((1u128 << CELLS) - 1);

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::reference::{destinations, Occupant};

    #[test]
    fn white_pawn_on_cc3_captures_the_five_cells_of_the_issue() {
        let from = SHAPE.parse_square("Cc3").unwrap();
        let rule = PieceRule::uniform(
            &pawn_captures(Color::White),
            StepKind::Leap,
            StepMode::CaptureOnly,
        );
        let mut got: Vec<String> = destinations(SHAPE, from, &rule, |_| true, |_| Occupant::Enemy)
            .into_iter()
            .map(|s| SHAPE.square_name(s))
            .collect();
        got.sort();
        assert_eq!(got, ["Cb4", "Cd4", "Db3", "Dc4", "Dd3"]);
        let pushes: Vec<String> = pawn_pushes(Color::White)
            .iter()
            .filter_map(|&d| SHAPE.offset(from, d, 1))
            .map(|s| SHAPE.square_name(s))
            .collect();
        assert_eq!(pushes, ["Cc4", "Dc3"]);
        let black: Vec<String> = pawn_captures(Color::Black)
            .iter()
            .filter_map(|&d| SHAPE.offset(from, d, 1))
            .map(|s| SHAPE.square_name(s))
            .collect();
        assert_eq!(black, ["Cb2", "Cd2", "Bb3", "Bd3", "Bc2"]);
    }

    #[test]
    fn zones_have_five_cells() {
        assert_eq!(promotion_zone(Color::White), PROMOTION_ZONES[0]);
        assert_eq!(promotion_zone(Color::Black), PROMOTION_ZONES[1]);
        assert_eq!(SHAPE.all::<Bitboard128>(), ALL_CELLS);
    }
}
