//! The plain, obviously correct step-walking generator: the oracle the fast tables are tested
//! against. Slow on purpose: no precomputation, one coordinate step at a time.

use crate::{PieceRule, StepKind, StepMode};
use tetrarch_geometry::{BoardShape, Square};

/// Who stands on a square, seen from the moving piece.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Occupant {
    /// No piece.
    Empty,
    /// A piece of the mover's side.
    Own,
    /// A piece of the other side.
    Enemy,
}

/// The destinations of the piece on `from` moving by `rule`, never leaving `zone`, on a board
/// described by `occupant`. Pseudo-legal: the mover's king safety is not considered.
pub fn destinations(
    shape: BoardShape,
    from: Square,
    rule: &PieceRule,
    zone: impl Fn(Square) -> bool,
    occupant: impl Fn(Square) -> Occupant,
) -> Vec<Square> {
    let mut out = Vec::new();
    let mut add = |to: Square, mode: StepMode, occ: Occupant| {
        let ok = match (mode, occ) {
            (_, Occupant::Own) => false,
            (StepMode::Any, _) => true,
            (StepMode::MoveOnly, o) => o == Occupant::Empty,
            (StepMode::CaptureOnly, o) => o == Occupant::Enemy,
        };
        if ok && zone(to) && !out.contains(&to) {
            out.push(to);
        }
    };
    for step in &rule.steps {
        match step.kind {
            StepKind::Leap => {
                if let Some(to) = shape.offset(from, step.dir, 1) {
                    add(to, step.mode, occupant(to));
                }
            }
            StepKind::Lame { leg } => {
                let Some(leg_sq) = shape.offset(from, leg, 1) else {
                    continue;
                };
                if occupant(leg_sq) != Occupant::Empty {
                    continue;
                }
                if let Some(to) = shape.offset(from, step.dir, 1) {
                    add(to, step.mode, occupant(to));
                }
            }
            StepKind::Slide | StepKind::SlideUpTo { .. } => {
                let max = match step.kind {
                    StepKind::SlideUpTo { max } => max as i8,
                    _ => i8::MAX,
                };
                let mut n = 1;
                while n <= max {
                    let Some(to) = shape.offset(from, step.dir, n) else {
                        break;
                    };
                    let occ = occupant(to);
                    add(to, step.mode, occ);
                    if occ != Occupant::Empty {
                        break;
                    }
                    n += 1;
                }
            }
            StepKind::Hurdle => {
                let mut n = 1;
                let mut screened = false;
                while let Some(to) = shape.offset(from, step.dir, n) {
                    let occ = occupant(to);
                    if screened {
                        add(to, step.mode, occ);
                        if occ != Occupant::Empty {
                            break;
                        }
                    } else if occ != Occupant::Empty {
                        screened = true;
                    }
                    n += 1;
                }
            }
            StepKind::Grasshopper => {
                let mut n = 1;
                while let Some(to) = shape.offset(from, step.dir, n) {
                    if occupant(to) != Occupant::Empty {
                        if let Some(land) = shape.offset(from, step.dir, n + 1) {
                            add(land, step.mode, occupant(land));
                        }
                        break;
                    }
                    n += 1;
                }
            }
            StepKind::Hop => {
                let mut n = 1;
                let mut screened = false;
                while let Some(to) = shape.offset(from, step.dir, n) {
                    let occ = occupant(to);
                    if !screened {
                        if occ == Occupant::Empty {
                            if step.mode != StepMode::CaptureOnly {
                                add(to, StepMode::MoveOnly, occ);
                            }
                        } else {
                            screened = true;
                        }
                    } else if occ != Occupant::Empty {
                        if step.mode != StepMode::MoveOnly {
                            add(to, StepMode::CaptureOnly, occ);
                        }
                        break;
                    }
                    n += 1;
                }
            }
        }
    }
    out
}
