//! The Swap2 opening (Gomocup `SWAP2BOARD`): propose a balanced three-stone opening, or
//! decide between taking the other colour (`SWAP`) and playing on, by short searches.

use super::super::coords::Point;
use super::board::Board;
use std::time::Duration;
use tetrarch::search::{Limits, ScoreReport, SearchControl};
use tetrarch::{Color, Engine};

/// Black-white-black shapes around the centre, as offsets: compact openings of the kind
/// Swap2 players propose. The search picks the most balanced on the actual board.
const OPENING_SHAPES: &[[(i64, i64); 3]] = &[
    [(0, 0), (1, 0), (1, 1)],
    [(0, 0), (1, 1), (2, 0)],
    [(0, 0), (1, 0), (0, 2)],
    [(0, 0), (1, 1), (0, 2)],
    [(0, 0), (1, -1), (2, 1)],
    [(0, 0), (0, 1), (2, 1)],
];

/// A score on one scale: mates beyond every centipawn value.
fn value(score: ScoreReport) -> i32 {
    match score {
        ScoreReport::Centipawns(cp) => cp,
        ScoreReport::Mate(n) if n > 0 => 1_000_000 - n,
        ScoreReport::Mate(n) => -1_000_000 - n,
    }
}

/// The side to move's score and best move after a search of `budget`.
fn evaluate(
    engine: &mut Engine,
    board: &Board,
    budget: Duration,
    control: &SearchControl,
) -> (i32, Option<Point>) {
    let limits = Limits {
        movetime: Some(budget),
        ..Limits::default()
    };
    let result = engine.search(board.game(), &limits, control, &mut |_| {});
    (
        value(result.score),
        result.best_move.map(|m| board.point_of(m)),
    )
}

/// Three stones (black, white, black) for the opponent to choose from: the candidate shape
/// whose position, white to move, scores closest to even. A stopped `control` ends the
/// choice with the best shape tried so far.
pub fn choose_opening(
    engine: &mut Engine,
    board: &Board,
    budget: Duration,
    control: &SearchControl,
) -> Vec<Point> {
    let (cx, cy) = (board.width as i64 / 2, board.height as i64 / 2);
    let colors = [Color::White, Color::Black, Color::White];
    let each = budget / OPENING_SHAPES.len() as u32;
    let mut best: Option<(i32, Vec<Point>)> = None;
    for shape in OPENING_SHAPES {
        if control.is_stopped() && best.is_some() {
            break;
        }
        let points: Vec<Point> = shape
            .iter()
            .map(|&(dx, dy)| ((cx + dx) as usize, (cy + dy) as usize))
            .collect();
        let stones: Vec<(Point, Color)> = points.iter().copied().zip(colors).collect();
        let mut trial = board.clone();
        if trial.set(stones, Color::Black).is_err() {
            continue;
        }
        let (score, _) = evaluate(engine, &trial, each, control);
        let better = match &best {
            None => true,
            Some((b, _)) => score.abs() < b.abs(),
        };
        if better {
            best = Some((score, points));
        }
    }
    best.map(|(_, p)| p).unwrap_or_else(|| {
        // Boards too small for every shape: the first three cells of the middle row.
        (0..3).map(|i| (i, cy as usize)).collect()
    })
}

/// The reply to three or five stones with white to move: `None` = `SWAP` (take black, the
/// opponent plays white's move), or white's move. A stopped `control` decides at once.
pub fn respond(
    engine: &mut Engine,
    board: &Board,
    budget: Duration,
    control: &SearchControl,
) -> Option<Point> {
    let (score, best) = evaluate(engine, board, budget, control);
    if score < 0 {
        None
    } else {
        best.or_else(|| board.any_empty_point())
    }
}
