//! The pieces as data: each kind is a list of [`PieceRule`]s on the shared machinery, each
//! confined to a [`Zone`]. Written from Red's side; Black's steps are mirrored. Only the
//! flying-general rule (in `attacks.rs`) and the game-end law (`game_end.rs`) are code.

use crate::PieceKind;
use tetrarch_geometry::{Bitboard128, BoardShape, Coord, Direction, BISHOP_2D, ROOK_2D};
use tetrarch_movegen::{Color, PieceRule, Step, StepKind, StepMode};

/// The board: 9 files (a-i) by 10 ranks (1-10), Red on ranks 1-5.
pub const SHAPE: BoardShape = BoardShape::flat(9, 10);

/// Number of squares.
pub const SQUARES: usize = 90;

/// Where a movement may land (and start): the zones of MaxQi's board table.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Zone {
    /// Anywhere.
    Board,
    /// The mover's 3x3 palace (files d-f, its own three back ranks).
    Palace,
    /// The mover's side of the river (its own five ranks).
    OwnHalf,
    /// The far side of the river.
    EnemyHalf,
}

impl Zone {
    /// The zone's squares for `color`.
    pub fn squares(self, color: Color) -> Bitboard128 {
        let own_rank = move |c: Coord| match color {
            Color::White => c.rank,
            Color::Black => 9 - c.rank,
        };
        match self {
            Zone::Board => SHAPE.all(),
            Zone::Palace => SHAPE.region(|c| (3..=5).contains(&c.file) && own_rank(c) <= 2),
            Zone::OwnHalf => SHAPE.region(|c| own_rank(c) <= 4),
            Zone::EnemyHalf => SHAPE.region(|c| own_rank(c) >= 5),
        }
    }
}

/// One movement of a piece: a rule and the zone it is confined to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Movement {
    /// How the piece steps.
    pub rule: PieceRule,
    /// Where it may stand.
    pub zone: Zone,
}

/// A lame leap: the leap and the square next to the origin that must be empty.
fn lame(file: i8, rank: i8, leg_file: i8, leg_rank: i8) -> Step {
    Step::new(
        Direction::flat(file, rank),
        StepKind::Lame {
            leg: Direction::flat(leg_file, leg_rank),
        },
        StepMode::Any,
    )
}

/// The movements of `kind` as Red plays them.
pub fn red_movements(kind: PieceKind) -> Vec<Movement> {
    let leap = |dirs: &[Direction], zone| Movement {
        rule: PieceRule::uniform(dirs, StepKind::Leap, StepMode::Any),
        zone,
    };
    match kind {
        PieceKind::King => vec![leap(&ROOK_2D, Zone::Palace)],
        PieceKind::Advisor => vec![leap(&BISHOP_2D, Zone::Palace)],
        PieceKind::Elephant => vec![Movement {
            // Two diagonal steps; the "elephant eye" between them must be empty.
            rule: PieceRule {
                steps: BISHOP_2D
                    .iter()
                    .map(|d| lame(2 * d.file, 2 * d.rank, d.file, d.rank))
                    .collect(),
            },
            zone: Zone::OwnHalf,
        }],
        PieceKind::Horse => vec![Movement {
            // One orthogonal step (the leg, which must be empty), then one diagonal step out.
            rule: PieceRule {
                steps: ROOK_2D
                    .iter()
                    .flat_map(|d| {
                        let (f, r) = (d.file, d.rank);
                        // The two leaps through leg `d`: 2*d plus one step to either side.
                        [
                            lame(2 * f + r, 2 * r + f, f, r),
                            lame(2 * f - r, 2 * r - f, f, r),
                        ]
                    })
                    .collect(),
            },
            zone: Zone::Board,
        }],
        PieceKind::Chariot => vec![Movement {
            rule: PieceRule::uniform(&ROOK_2D, StepKind::Slide, StepMode::Any),
            zone: Zone::Board,
        }],
        PieceKind::Cannon => vec![Movement {
            // Moves as a chariot, captures by hopping exactly one screen.
            rule: PieceRule::uniform(&ROOK_2D, StepKind::Slide, StepMode::MoveOnly).and(
                PieceRule::uniform(&ROOK_2D, StepKind::Hop, StepMode::CaptureOnly),
            ),
            zone: Zone::Board,
        }],
        PieceKind::Soldier => vec![
            leap(&[Direction::flat(0, 1)], Zone::Board),
            // Sideways only once across the river.
            leap(
                &[Direction::flat(1, 0), Direction::flat(-1, 0)],
                Zone::EnemyHalf,
            ),
        ],
    }
}

/// The movements of `kind` for `color`: Red's, with Black's steps mirrored.
pub fn movements(kind: PieceKind, color: Color) -> Vec<Movement> {
    let mut out = red_movements(kind);
    if color == Color::Black {
        for m in &mut out {
            for s in &mut m.rule.steps {
                s.dir = s.dir.mirrored();
                if let StepKind::Lame { leg } = s.kind {
                    s.kind = StepKind::Lame {
                        leg: leg.mirrored(),
                    };
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_geometry::{Bitboard, Square};
    use tetrarch_movegen::reference::{destinations, Occupant};

    #[test]
    fn zones_have_their_sizes() {
        for c in Color::ALL {
            assert_eq!(Zone::Palace.squares(c).count(), 9);
            assert_eq!(Zone::OwnHalf.squares(c).count(), 45);
            assert_eq!(
                Zone::OwnHalf.squares(c) | Zone::EnemyHalf.squares(c),
                Zone::Board.squares(c)
            );
        }
        let e2 = SHAPE.parse_square("e2").unwrap();
        assert!(Zone::Palace.squares(Color::White).contains(e2));
        assert!(!Zone::Palace.squares(Color::Black).contains(e2));
    }

    /// Every square an empty-board walk of `kind` reaches from `start`, repeatedly.
    fn closure(kind: PieceKind, color: Color, start: &str) -> Vec<String> {
        let mut seen = vec![SHAPE.parse_square(start).unwrap()];
        let mut i = 0;
        while i < seen.len() {
            for m in movements(kind, color) {
                let zone = m.zone.squares(color);
                for to in destinations(
                    SHAPE,
                    seen[i],
                    &m.rule,
                    |s: Square| zone.contains(s),
                    |_| Occupant::Empty,
                ) {
                    if !seen.contains(&to) {
                        seen.push(to);
                    }
                }
            }
            i += 1;
        }
        let mut names: Vec<String> = seen.into_iter().map(|s| SHAPE.square_name(s)).collect();
        names.sort();
        names
    }

    #[test]
    fn pieces_reach_their_classical_points() {
        // The seven elephant points and the five advisor points of each side.
        assert_eq!(
            closure(PieceKind::Elephant, Color::White, "c1"),
            ["a3", "c1", "c5", "e3", "g1", "g5", "i3"]
        );
        assert_eq!(
            closure(PieceKind::Elephant, Color::Black, "c10"),
            ["a8", "c10", "c6", "e8", "g10", "g6", "i8"]
        );
        assert_eq!(
            closure(PieceKind::Advisor, Color::White, "d1"),
            ["d1", "d3", "e2", "f1", "f3"]
        );
        assert_eq!(closure(PieceKind::King, Color::Black, "e10").len(), 9);
        // A soldier never returns home and reaches the whole far half.
        let soldier = closure(PieceKind::Soldier, Color::White, "e4");
        assert_eq!(soldier.len(), 2 + 45);
        assert_eq!(closure(PieceKind::Horse, Color::White, "b1").len(), 90);
    }
}
