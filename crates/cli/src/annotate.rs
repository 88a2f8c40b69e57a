//! `tetrarch analyze --pgn FILE`: every position of a game searched, the game written back as
//! PGN with each move's score as a `[%eval]` comment (White's point of view, as lichess and
//! python-chess read it) and the engine's best move as a variation where it differs.

use crate::out::out;
use crate::pgn::{self, Annotation};
use crate::CliResult;
use std::path::Path;
use tetrarch::{Color, Engine, Game, Limits, ScoreReport, SearchControl, Variant};

/// A search's score as `[%eval]` writes it: pawns (`0.35`, `-1.20`) or mate (`#3`, `#-2`)
/// from White's point of view, then the depth.
fn eval_comment(game: &Game, score: ScoreReport, depth: i32) -> String {
    let white = game.side_to_move() == Color::White;
    let value = match score {
        ScoreReport::Mate(n) => format!("#{}", if white { n } else { -n }),
        ScoreReport::Centipawns(cp) => {
            format!("{:.2}", f64::from(if white { cp } else { -cp }) / 100.0)
        }
    };
    format!("[%eval {value},{depth}]")
}

/// Searches `game` within `limits`: the best move and its `[%eval]` comment, or `None` when
/// the game is over here.
fn search(engine: &mut Engine, game: &Game, limits: &Limits) -> Option<(tetrarch::Move, String)> {
    if game.final_outcome().is_some() {
        return None;
    }
    let control = SearchControl::new();
    let result = engine.search(game, limits, &control, &mut |_| {});
    let best = result.best_move?;
    Some((best, eval_comment(game, result.score, result.depth)))
}

/// Annotates game `number` of the PGN file at `path` and writes it to standard output.
pub fn run(
    path: &Path,
    number: usize,
    registry: &tetrarch::Registry,
    default: &Variant,
    engine: &mut Engine,
    limits: &Limits,
) -> CliResult {
    let replay = pgn::load_file(path, number, registry, default)?;
    if replay.start.score_unit() != tetrarch::ScoreUnit::Centipawns {
        return Err(crate::CliError(format!(
            "{}: PGN annotation is for the chess family; {} scores are not in pawns",
            path.display(),
            replay.start.variant().name()
        )));
    }
    let mut position = replay.start.clone();
    let mut before = search(engine, &position, limits);
    let mut notes = Vec::with_capacity(replay.moves.len());
    for &played in &replay.moves {
        position.play(played)?;
        let after = search(engine, &position, limits);
        let variation = before
            .filter(|(best, _)| *best != played)
            .map(|(best, comment)| (best, Some(comment)));
        let comment = match &after {
            Some((_, comment)) => Some(comment.clone()),
            None => position
                .final_outcome()
                .map(|o| position.describe_outcome(o)),
        };
        notes.push(Annotation { comment, variation });
        before = after;
    }
    let mut tags = replay.tags.clone();
    tags.retain(|(name, _)| !name.eq_ignore_ascii_case("Annotator"));
    tags.push((
        "Annotator".into(),
        format!("tetrarch {}", env!("CARGO_PKG_VERSION")),
    ));
    let variant = replay.start.variant();
    if variant != Variant::Chess && !tags.iter().any(|(n, _)| n.eq_ignore_ascii_case("Variant")) {
        tags.push(("Variant".into(), variant.name()));
    }
    let result = replay
        .result
        .clone()
        .unwrap_or_else(|| pgn::result_of(&replay.end()).to_string());
    out!(
        "{}",
        pgn::write_game(&tags, &replay.start, &replay.moves, &notes, &result)
    );
    Ok(())
}
