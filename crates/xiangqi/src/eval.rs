//! A first evaluation: classical material, piece-square tables (soldiers gain across the
//! river, horses and cannons drawn to the centre), mobility of horses and chariots, tapered
//! between middle game and end game. Material and squares are kept incrementally in the
//! position's [`EvalAccumulator`]; only mobility is computed per call.

use crate::rules::{SHAPE, SQUARES};
use crate::tables::TABLES;
use crate::{Piece, PieceKind, XiangqiPosition};
use std::sync::LazyLock;
use tetrarch_eval::{mobility, Evaluate, PieceSquareTable, Score};
use tetrarch_geometry::{Bitboard, Coord};
use tetrarch_movegen::{Color, Position};

/// Material (middle game, end game), by kind. The classical scale: chariot 9, cannon 4.5,
/// horse 4, advisor and elephant 2, soldier 1 (2 once across the river, via its table);
/// cannons weaken and horses strengthen as the board empties.
pub const MATERIAL: [Score; 7] = [
    Score::new(0, 0),
    Score::new(200, 200),
    Score::new(200, 200),
    Score::new(400, 450),
    Score::new(900, 950),
    Score::new(450, 400),
    Score::new(100, 120),
];

/// Phase weight per kind: the attacking pieces. A full board has 2 x (2x6 + 2x3 + 2x3) = 48.
pub const PHASE: [i32; 7] = [0, 0, 0, 3, 6, 3, 0];
/// The phase of the start position (full middle game).
pub const MAX_PHASE: i32 = 48;

/// Horse mobility by number of reachable squares (0..=8): a trapped horse is a liability.
const HORSE_MOBILITY: [Score; 9] = [
    Score::new(-40, -50),
    Score::new(-25, -30),
    Score::new(-10, -12),
    Score::new(0, 0),
    Score::new(8, 8),
    Score::new(14, 14),
    Score::new(18, 18),
    Score::new(21, 21),
    Score::new(23, 23),
];

/// Chariot mobility by number of reachable squares (0..=17).
const CHARIOT_MOBILITY: [Score; 18] = {
    let mut w = [Score::ZERO; 18];
    let mut i = 0;
    while i < 18 {
        // 3 centipawns per square around an average of 7, flattening out past 14.
        let n = if i < 14 { i as i16 } else { 14 };
        w[i] = Score::new((n - 7) * 3, (n - 7) * 4);
        i += 1;
    }
    w
};

/// Material plus piece-square value per piece code and square, and phase per kind.
#[derive(Debug)]
pub(crate) struct EvalTables {
    pub psq: [Box<[Score]>; 14],
    pub phase: [i32; 7],
}

/// Distance from the central file e (0..=4).
fn file_distance(c: Coord) -> i16 {
    (c.file as i16 - 4).abs()
}

/// The piece-square table of a kind, from Red's side (rank 0 = Red's back rank).
fn square_value(kind: PieceKind, c: Coord) -> Score {
    let rank = c.rank as i16;
    let centre = 4 - file_distance(c);
    match kind {
        PieceKind::Soldier => {
            if rank >= 5 {
                // Across the river it may also step sideways: worth about double, best in the
                // centre and just before the palace; on the last rank it can only shuffle.
                let advance = match rank {
                    5 => 70,
                    6 => 90,
                    7 => 100,
                    8 => 90,
                    _ => 30,
                };
                Score::new(advance + centre * 5, advance + 20 + centre * 3)
            } else {
                Score::new(rank * 3, rank * 5)
            }
        }
        PieceKind::Horse => {
            // Towards the centre and forward, but not buried on the enemy's back rank.
            let forward = match rank {
                0 => -10,
                1 | 2 => 0,
                3..=6 => 10,
                7 | 8 => 15,
                _ => 0,
            };
            Score::new(centre * 6 + forward, centre * 5)
        }
        PieceKind::Cannon => {
            // The central file and the home ranks are the cannon's strongest posts.
            let file_bonus = if c.file == 4 { 15 } else { centre * 3 };
            let rank_bonus = if rank <= 2 { 5 } else { 0 };
            Score::new(file_bonus + rank_bonus, centre * 2)
        }
        PieceKind::Chariot => Score::new(centre * 3 + if rank >= 5 { 10 } else { 0 }, centre * 2),
        PieceKind::King => {
            // The general belongs on its back rank in the middle game.
            Score::new(-8 * rank, 0)
        }
        PieceKind::Advisor | PieceKind::Elephant => Score::new(0, 0),
    }
}

fn build() -> EvalTables {
    let psq = core::array::from_fn(|code| {
        let piece = Piece::from_code(code as u8);
        let table = PieceSquareTable::new(SHAPE, |c| {
            MATERIAL[piece.kind.index()] + square_value(piece.kind, c)
        });
        (0..SQUARES)
            .map(|sq| table.get(piece.color.index(), tetrarch_geometry::Square::new(sq)))
            .collect()
    });
    EvalTables { psq, phase: PHASE }
}

pub(crate) static EVAL: LazyLock<EvalTables> = LazyLock::new(build);

impl XiangqiPosition {
    /// Mobility of horses and chariots, Red minus Black.
    fn mobility(&self) -> Score {
        let t = &*TABLES;
        let occ = self.occupied();
        let mut s = Score::ZERO;
        for color in Color::ALL {
            let own = self.color_pieces(color);
            let mut side = Score::ZERO;
            for sq in self.pieces(color, PieceKind::Horse).squares() {
                side += mobility(t.horse.get(sq, occ) & !own, &HORSE_MOBILITY);
            }
            for sq in self.pieces(color, PieceKind::Chariot).squares() {
                side += mobility(t.rays.slide(sq, occ) & !own, &CHARIOT_MOBILITY);
            }
            if color == Color::White {
                s += side;
            } else {
                s -= side;
            }
        }
        s
    }

    /// The material and piece-square total recomputed from the board (tests compare it with
    /// the incremental accumulator).
    pub fn recomputed_psq(&self) -> Score {
        let e = &*EVAL;
        let mut s = Score::ZERO;
        for sq in self.occupied().squares() {
            let code = self.board[sq.index()];
            let v = e.psq[code as usize][sq.index()];
            if code < 7 {
                s += v;
            } else {
                s -= v;
            }
        }
        s
    }

    /// The incremental material and piece-square total.
    pub fn accumulated_psq(&self) -> Score {
        self.acc.psq
    }
}

impl Evaluate for XiangqiPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        let white = (self.acc.psq + self.mobility()).taper(self.acc.phase, MAX_PHASE);
        // A small bonus for the side to move (tempo).
        white * self.side_to_move().sign() + 10
    }
}
