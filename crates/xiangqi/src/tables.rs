//! The piece data of `rules.rs` compiled once into the shared movegen tables, plus the
//! reversed tables that attack detection reads (who can reach a square).

use crate::rules::{movements, Movement, SHAPE, SQUARES};
use crate::PieceKind;
use std::sync::LazyLock;
use tetrarch_geometry::{Bitboard, Bitboard128, Direction, Square, BISHOP_2D, ROOK_2D};
use tetrarch_movegen::tables::{LameTable, LeapTable, RayTable};
use tetrarch_movegen::{Color, StepKind};

type B = Bitboard128;

/// Every table the generator and attack detection use.
#[derive(Debug)]
pub(crate) struct Tables {
    /// King targets per colour (palace-confined orthogonal steps).
    pub king: [Box<[B]>; 2],
    /// Advisor targets per colour (palace-confined diagonal steps).
    pub advisor: [Box<[B]>; 2],
    /// Soldier targets per colour (forward, and sideways across the river).
    pub soldier: [Box<[B]>; 2],
    /// Squares from which a soldier of the colour reaches the square (reversed `soldier`).
    pub soldier_attackers: [Box<[B]>; 2],
    /// Elephant leaps per colour; the leg (eye) is the midpoint, so the table is its own
    /// reverse.
    pub elephant: [LameTable<B>; 2],
    /// Horse leaps from an origin.
    pub horse: LameTable<B>,
    /// Horse origins that reach a target, grouped by the leg next to the horse.
    pub horse_attackers: LameTable<B>,
    /// Orthogonal rays: chariot slides, cannon moves and hops, the flying general.
    pub rays: RayTable<B>,
    /// The whole rank and file through each square (the lines a discovered attack uses).
    pub lines: Box<[[B; 4]]>,
    /// The four diagonal neighbours (the legs of horses attacking the square).
    pub diagonal: Box<[B]>,
    /// The four orthogonal neighbours.
    pub orthogonal: Box<[B]>,
    /// The horse origins that attack a square on an empty board.
    pub horse_reach: Box<[B]>,
    /// `line_direction[a][b]`: the number of the ray from `a` that holds `b`, or
    /// [`NO_LINE`] when they share no rank or file.
    pub line_direction: Box<[[u8; SQUARES]]>,
}

/// "Not on a common rank or file" in [`Tables::line_direction`].
pub(crate) const NO_LINE: u8 = 4;

/// The union of the `Leap` steps of `moves` as per-square target sets.
fn leap_targets(moves: &[Movement], color: Color) -> Box<[B]> {
    let mut out = vec![B::EMPTY; SQUARES];
    for m in moves {
        let dirs: Vec<Direction> = m
            .rule
            .steps
            .iter()
            .filter(|s| s.kind == StepKind::Leap)
            .map(|s| s.dir)
            .collect();
        if dirs.is_empty() {
            continue;
        }
        let table = LeapTable::new(SHAPE, &dirs, m.zone.squares(color));
        for (sq, t) in out.iter_mut().enumerate() {
            *t |= table.get(Square::new(sq));
        }
    }
    out.into_boxed_slice()
}

/// The `Lame` steps of a kind's single movement as `(leap, leg)` pairs and its zone.
fn lame_steps(kind: PieceKind, color: Color) -> (Vec<(Direction, Direction)>, B) {
    let moves = movements(kind, color);
    assert_eq!(moves.len(), 1, "lame leapers have one movement");
    let pairs = moves[0]
        .rule
        .steps
        .iter()
        .filter_map(|s| match s.kind {
            StepKind::Lame { leg } => Some((s.dir, leg)),
            _ => None,
        })
        .collect();
    (pairs, moves[0].zone.squares(color))
}

/// The directions of the `Slide` steps of a kind.
fn slide_dirs(kind: PieceKind) -> Vec<Direction> {
    movements(kind, Color::White)
        .iter()
        .flat_map(|m| m.rule.steps.iter())
        .filter(|s| s.kind == StepKind::Slide)
        .map(|s| s.dir)
        .collect()
}

/// Reverses per-square target sets: `out[t]` holds every `o` with `t` in `targets[o]`.
fn reverse(targets: &[B]) -> Box<[B]> {
    let mut out = vec![B::EMPTY; SQUARES];
    for (o, t) in targets.iter().enumerate() {
        for to in t.squares() {
            out[to.index()].set(Square::new(o));
        }
    }
    out.into_boxed_slice()
}

fn build() -> Tables {
    let per_color = |f: &dyn Fn(Color) -> Box<[B]>| [f(Color::White), f(Color::Black)];
    let leaps = |kind| per_color(&|c| leap_targets(&movements(kind, c), c));
    let soldier = leaps(PieceKind::Soldier);
    let soldier_attackers = [reverse(&soldier[0]), reverse(&soldier[1])];
    let elephant = [Color::White, Color::Black].map(|c| {
        let (pairs, zone) = lame_steps(PieceKind::Elephant, c);
        LameTable::new(SHAPE, &pairs, zone)
    });
    let (horse_pairs, board) = lame_steps(PieceKind::Horse, Color::White);
    let horse = LameTable::new(SHAPE, &horse_pairs, board);
    let horse_attackers = LameTable::reversed(SHAPE, &horse_pairs, board);
    let chariot = slide_dirs(PieceKind::Chariot);
    debug_assert_eq!(chariot, slide_dirs(PieceKind::Cannon));
    let rays = RayTable::new(SHAPE, &chariot, board);
    let lines = SHAPE
        .squares()
        .map(|sq| core::array::from_fn(|d| rays.ray(sq, d)))
        .collect();
    let diagonal = LeapTable::<B>::new(SHAPE, &BISHOP_2D, board);
    let diagonal = SHAPE.squares().map(|sq| diagonal.get(sq)).collect();
    let orthogonal = LeapTable::<B>::new(SHAPE, &ROOK_2D, board);
    let orthogonal = SHAPE.squares().map(|sq| orthogonal.get(sq)).collect();
    let horse_reach = SHAPE
        .squares()
        .map(|sq| horse_attackers.get(sq, B::EMPTY))
        .collect();
    debug_assert_eq!(ROOK_2D.to_vec(), chariot);
    let line_direction = SHAPE
        .squares()
        .map(|a| {
            core::array::from_fn(|b| {
                (0..4)
                    .find(|&d| rays.ray(a, d).contains(Square::new(b)))
                    .map_or(NO_LINE, |d| d as u8)
            })
        })
        .collect();
    Tables {
        king: leaps(PieceKind::King),
        advisor: leaps(PieceKind::Advisor),
        soldier,
        soldier_attackers,
        elephant,
        horse,
        horse_attackers,
        rays,
        lines,
        diagonal,
        orthogonal,
        horse_reach,
        line_direction,
    }
}

/// The tables, built on first use.
pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(build);
