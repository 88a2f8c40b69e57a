//! The engine as the page asks it: a strength (Maackesgeist's levels 0-5, or a time per move),
//! a search that reports each finished depth, and the bench positions for the speed page.

use core::time::Duration;
use tetrarch::{Book, BookRng, Engine, Game, Limits, ScoreReport, SearchControl, SearchInfo};

/// The strongest level: Maackesgeist's table goes from 0 (a random legal move) to 5 (6 plies).
pub const MAX_LEVEL: u8 = 5;

/// Longest a level search may take. Levels are depth caps and finish in far less on every
/// game (level 5 is 6 plies); the cap only keeps a pathological position from hanging the page.
const LEVEL_TIME_CAP: Duration = Duration::from_secs(30);

/// Transposition table of the page's engine. Browsers give a page far less memory than a
/// desktop engine takes; 32 MiB holds several seconds of search at wasm speed.
pub const HASH_MIB: usize = 32;

/// How strong the engine plays.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Strength {
    /// Maackesgeist's level: 0 plays a random legal move, 1 to 5 search 2 to 6 plies.
    Level(u8),
    /// Full strength for this long per move.
    MoveTime(Duration),
}

/// One finished iteration, for the page's thinking line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thinking {
    pub depth: i32,
    pub seldepth: i32,
    pub score: ScoreReport,
    pub nodes: u64,
    pub nps: u64,
    pub millis: u64,
    /// The principal variation for people (SAN in chess).
    pub pv: Vec<String>,
}

/// The engine's answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    /// The move in coordinate notation; `None` only when no move is legal.
    pub best: Option<String>,
    pub score: ScoreReport,
    pub depth: i32,
    pub nodes: u64,
    /// Whether the move came from the opening book (no search: depth and nodes are 0).
    pub book: bool,
}

/// A move from the game's built-in opening book (Raumschach's), chosen by weight with `rng`;
/// `None` when the game has no book or the position is not in it.
pub fn book_answer(game: &Game, rng: &mut BookRng) -> Option<Answer> {
    let book = Book::built_in(&game.variant())?;
    let m = game.book_move(book, rng)?;
    Some(Answer {
        best: Some(game.format_move(m)),
        score: ScoreReport::Centipawns(0),
        depth: 0,
        nodes: 0,
        book: true,
    })
}

/// Searches `game` at `strength`, calling `on_info` after every finished depth.
pub fn think(
    engine: &mut Engine,
    game: &Game,
    strength: Strength,
    on_info: &mut dyn FnMut(Thinking),
) -> Answer {
    let options = engine.searcher_mut().options_mut();
    options.threads = 1;
    options.move_overhead = Duration::ZERO;
    let limits = match strength {
        Strength::Level(level) => {
            options.skill_level = Some(level.min(MAX_LEVEL));
            Limits {
                movetime: Some(LEVEL_TIME_CAP),
                ..Limits::default()
            }
        }
        Strength::MoveTime(time) => {
            options.skill_level = None;
            Limits {
                movetime: Some(time.max(Duration::from_millis(1))),
                ..Limits::default()
            }
        }
    };
    let control = SearchControl::new();
    let result = engine.search(game, &limits, &control, &mut |info: &SearchInfo| {
        on_info(Thinking {
            depth: info.depth,
            seldepth: info.seldepth,
            score: info.score,
            nodes: info.nodes,
            nps: info.nps,
            millis: info.time.as_millis() as u64,
            pv: game.readable_line(&info.pv),
        })
    });
    Answer {
        best: result.best_move.map(|m| game.format_move(m)),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        book: false,
    }
}

/// The score for people, from the side to move's point of view: `+0.35`, `-1.20`, `#3`, `#-2`;
/// the game's own words where it has them (gomoku: `about 60% for Black`, `Black wins in 3`).
pub fn format_score(game: &Game, score: ScoreReport) -> String {
    if let Some(words) = game.score_words(score) {
        return words;
    }
    match score {
        ScoreReport::Centipawns(cp) => format!("{:+.2}", cp as f64 / 100.0),
        ScoreReport::Mate(n) => format!("#{n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raumschach_opens_from_its_book_with_variety() {
        let game = Game::new(tetrarch::Variant::Raumschach);
        let mut firsts = std::collections::BTreeSet::new();
        for seed in 0..32 {
            let answer = book_answer(&game, &mut BookRng::new(seed)).expect("in the book");
            assert!(answer.book && answer.nodes == 0);
            let best = answer.best.unwrap();
            assert!(game.parse_move(&best).is_ok(), "{best}");
            firsts.insert(best);
        }
        assert!(firsts.len() >= 2, "{firsts:?}");
        let chess = Game::new(tetrarch::Variant::Chess);
        assert_eq!(book_answer(&chess, &mut BookRng::new(1)), None);
    }

    #[test]
    fn scores_for_people() {
        let chess = Game::new(tetrarch::Variant::Chess);
        assert_eq!(format_score(&chess, ScoreReport::Centipawns(35)), "+0.35");
        assert_eq!(format_score(&chess, ScoreReport::Centipawns(-120)), "-1.20");
        assert_eq!(format_score(&chess, ScoreReport::Centipawns(0)), "+0.00");
        assert_eq!(format_score(&chess, ScoreReport::Mate(3)), "#3");
        assert_eq!(format_score(&chess, ScoreReport::Mate(-2)), "#-2");
        let gomoku = Game::new(tetrarch::Variant::parse("gomoku15").unwrap());
        assert_eq!(
            format_score(&gomoku, ScoreReport::Mate(3)),
            "Black wins in 3"
        );
        let words = format_score(&gomoku, ScoreReport::Centipawns(400));
        assert!(words.ends_with("% for Black"), "{words}");
    }
}
