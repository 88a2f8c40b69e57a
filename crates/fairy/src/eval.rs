//! The generic evaluation: material from each piece's mobility, and centralisation from where
//! that mobility is greatest, both computed from the compiled piece rules (Fairy-Stockfish
//! estimates the value of a custom piece from its moves the same way).
//!
//! A piece's mobility on a square is `(quiet + 2 * capture) / 3` counted on the empty board:
//! each leap that stays on the board counts one, each ray its length, a hopper's or
//! grasshopper's ray half its length. Its value is [`KNIGHT_VALUE`] times
//! `(average mobility / KNIGHT_MOBILITY) ^ VALUE_EXPONENT`, so the chess knight is 300 cp, the
//! pawn 99, the bishop 451, the rook 658, the queen 970; the xiangqi chariot 768, cannon 555,
//! horse 318. The royal piece has no material value.

use crate::position::FairyPosition;
use crate::spec::Spec;
use tetrarch_eval::{Evaluate, Score};
use tetrarch_geometry::{BoardShape, Square};
use tetrarch_movegen::{Color, Step, StepKind, StepMode};

/// The chess knight's value in centipawns: the calibration point.
pub const KNIGHT_VALUE: f64 = 300.0;
/// The chess knight's average mobility on the empty 8x8 board (336 moves / 64 squares).
pub const KNIGHT_MOBILITY: f64 = 5.25;
/// Values grow slower than mobility (the rook reaches 2.7 times the knight's squares but is
/// worth about two knights): a hand-chosen exponent that puts the chess pieces near their
/// usual values.
pub const VALUE_EXPONENT: f64 = 0.8;
/// Centipawns per square of mobility above the piece's average, middle game and end game.
pub const CENTRE_MG: f64 = 4.0;
pub const CENTRE_EG: f64 = 3.0;
/// The king hides in the middle game and comes out in the end game, per square of its
/// mobility above average.
pub const KING_CENTRE_MG: f64 = -4.0;
pub const KING_CENTRE_EG: f64 = 6.0;
/// A pawn's bonus per rank (and level) advanced towards promotion.
pub const PAWN_ADVANCE_MG: i32 = 2;
pub const PAWN_ADVANCE_EG: i32 = 8;
/// The side to move's bonus.
pub const TEMPO: i32 = 10;

/// Per-square tables for the accumulator and per-type values for move ordering.
#[derive(Clone, Debug, Default)]
pub struct EvalTables {
    /// Material plus square, by board code and square.
    psq: Vec<Score>,
    cells: usize,
    /// Phase weight per piece type (its value; pawns and the king weigh nothing).
    pub phase: Vec<i32>,
    /// The phase of the start position: the full middle game.
    pub max_phase: i32,
    /// Centipawn value per piece type.
    pub values: Vec<i32>,
}

impl EvalTables {
    /// Material plus square of the piece with board code `code` on `sq`.
    #[inline(always)]
    pub fn psq(&self, code: u8, sq: Square) -> Score {
        self.psq[code as usize * self.cells + sq.index()]
    }

    /// The tables of a variant: its pieces' values and its board's centre.
    pub fn new(spec: &Spec) -> EvalTables {
        let shape = spec.shape;
        let cells = shape.len();
        let n = spec.pieces.len();
        let mut psq = vec![Score::ZERO; 64 * cells];
        let mut values = vec![0; n];
        let mut phase = vec![0; n];
        for (t, piece) in spec.pieces.iter().enumerate() {
            let royal = Some(t) == spec.royal;
            let pawn = spec.promotion.pawn_types.contains(&t) || spec.pawn_types.contains(&t);
            for color in Color::ALL {
                let zone = &piece.zone[color.index()];
                let mobility: Vec<f64> = shape
                    .squares()
                    .map(|sq| {
                        let steps = piece
                            .steps
                            .iter()
                            .copied()
                            .chain(
                                piece
                                    .conditional
                                    .iter()
                                    .filter(|(_, r)| r[color.index()].contains(sq))
                                    .map(|(s, _)| *s),
                            )
                            .map(|s| crate::tables::mirrored(s, color));
                        mobility_on(shape, sq, steps)
                    })
                    .collect();
                let counted: Vec<f64> = shape
                    .squares()
                    .filter(|&s| zone.as_ref().is_none_or(|z| z.contains(s)))
                    .map(|s| mobility[s.index()])
                    .collect();
                let average = counted.iter().sum::<f64>() / counted.len().max(1) as f64;
                let value = if royal {
                    0
                } else {
                    (KNIGHT_VALUE * (average / KNIGHT_MOBILITY).powf(VALUE_EXPONENT)).round() as i32
                };
                if color == Color::White {
                    values[t] = value;
                    phase[t] = if pawn || royal { 0 } else { value };
                }
                let code = crate::position::code(color, t) as usize;
                for sq in shape.squares() {
                    let above = mobility[sq.index()] - average;
                    let (mg, eg) = if royal {
                        (KING_CENTRE_MG * above, KING_CENTRE_EG * above)
                    } else if pawn {
                        let c = shape.coord(sq);
                        let advance = crate::region::relative_rank_of(shape, color, c) as i32
                            + crate::region::relative_level_of(shape, color, c) as i32;
                        (
                            (PAWN_ADVANCE_MG * advance) as f64,
                            (PAWN_ADVANCE_EG * advance) as f64,
                        )
                    } else {
                        (CENTRE_MG * above, CENTRE_EG * above)
                    };
                    psq[code * cells + sq.index()] = Score::new(
                        (value as f64 + mg).round() as i16,
                        (value as f64 + eg).round() as i16,
                    );
                }
            }
        }
        let max_phase = start_phase(spec, &phase).max(1);
        EvalTables {
            psq,
            cells,
            phase,
            max_phase,
            values,
        }
    }
}

/// The mobility of a piece with `steps` on `sq` of the empty board.
fn mobility_on(shape: BoardShape, sq: Square, steps: impl Iterator<Item = Step>) -> f64 {
    let (mut quiet, mut capture) = (0.0, 0.0);
    for s in steps {
        let along = |max: i8| -> f64 {
            let mut n = 0;
            while n < max && shape.offset(sq, s.dir, n + 1).is_some() {
                n += 1;
            }
            n as f64
        };
        let reach = match s.kind {
            StepKind::Leap | StepKind::Lame { .. } => along(1),
            StepKind::Slide => along(i8::MAX),
            StepKind::SlideUpTo { max } => along(max as i8),
            StepKind::Hop | StepKind::Hurdle | StepKind::Grasshopper => along(i8::MAX) / 2.0,
        };
        if s.mode != StepMode::CaptureOnly {
            quiet += reach;
        }
        if s.mode != StepMode::MoveOnly {
            capture += reach;
        }
    }
    (quiet + 2.0 * capture) / 3.0
}

/// The phase of the start position, read from the letters of its board field.
fn start_phase(spec: &Spec, phase: &[i32]) -> i32 {
    let board = spec.start_fen.split_whitespace().next().unwrap_or("");
    board
        .chars()
        .filter_map(|c| spec.piece_by_letter(c))
        .map(|t| phase[t])
        .sum()
}

impl<B: tetrarch_geometry::Bitboard> Evaluate for FairyPosition<B> {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        let white = self.acc.tapered(self.rules.eval.max_phase);
        white * self.side.sign() + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use crate::Library;

    #[test]
    fn chess_values_are_near_the_usual_ones() {
        let lib = Library::shipped();
        let values = |variant: &str| {
            let spec = lib.board_spec(variant).expect("shipped");
            let e = super::EvalTables::new(spec);
            move |name: &str| e.values[spec.pieces.iter().position(|p| p.name == name).unwrap()]
        };
        let chess = values("chess");
        assert_eq!(chess("knight"), 300);
        assert!((90..130).contains(&chess("pawn")), "{}", chess("pawn"));
        assert!(chess("bishop") > chess("knight"));
        assert!(chess("rook") > chess("bishop"));
        assert!(chess("queen") > chess("rook"));
        assert_eq!(chess("king"), 0);
        let capablanca = values("capablanca");
        assert!(capablanca("queen") > capablanca("chancellor"));
        assert!(capablanca("chancellor") > capablanca("archbishop"));
    }
}
