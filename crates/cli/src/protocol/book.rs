//! `OwnBook` and `BookFile`: the opening book a UCI or UCCI session answers `go` from.
//!
//! Off by default (matches play from their own openings); on, `go` in a position the book
//! holds answers at once with a book move chosen by weight (docs/book.md). `BookFile` empty
//! means the game's built-in book; a file that cannot be read is an error naming the file and
//! line, and the book in use stays as it was.

use super::options::{EngineOption, OptionValue};
use std::path::Path;
use tetrarch::{weighted_choice, Book, BookRng, Game, Limits, Move};

/// The book options as the option table declares them.
pub fn options() -> Vec<EngineOption> {
    vec![
        EngineOption::check("OwnBook", false),
        EngineOption::text("BookFile", ""),
    ]
}

/// A book move and how it was chosen, for the `info string` line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BookChoice {
    pub mv: Move,
    pub weight: u32,
    pub total: u32,
}

/// The session's book settings and its random choice.
#[derive(Debug)]
pub struct SessionBook {
    own_book: bool,
    /// `BookFile`'s book; `None`: the game's built-in one.
    file: Option<Book>,
    rng: BookRng,
}

impl Default for SessionBook {
    fn default() -> Self {
        SessionBook {
            own_book: false,
            file: None,
            rng: BookRng::from_time(),
        }
    }
}

impl SessionBook {
    /// Applies `OwnBook` or `BookFile`: `None` when `name` is neither; else a line for the GUI
    /// (`Ok`: information, `Err`: an error), if any.
    pub fn apply(
        &mut self,
        name: &str,
        value: &OptionValue,
    ) -> Option<Result<Option<String>, String>> {
        match (name, value) {
            ("OwnBook", OptionValue::Bool(on)) => {
                self.own_book = *on;
                Some(Ok(None))
            }
            ("BookFile", OptionValue::Text(path)) if path.is_empty() => {
                self.file = None;
                Some(Ok(Some("book: the built-in book of each game".into())))
            }
            ("BookFile", OptionValue::Text(path)) => Some(match Book::load(Path::new(path)) {
                Ok(book) => {
                    let line = format!(
                        "book: {} positions for {} from {path}",
                        book.len(),
                        book.variant()
                    );
                    self.file = Some(book);
                    Ok(Some(line))
                }
                Err(e) => Err(format!("BookFile: {e}")),
            }),
            _ => None,
        }
    }

    /// A book move for `game` when `OwnBook` is on and `limits` let the engine answer at once
    /// (not `infinite`, not pondering, no `searchmoves`); `None`: search.
    pub fn choose(&mut self, game: &Game, limits: &Limits) -> Option<BookChoice> {
        if !self.own_book || limits.infinite || limits.ponder || !limits.search_moves.is_empty() {
            return None;
        }
        let book = match &self.file {
            Some(book) => book,
            None => Book::built_in(&game.variant())?,
        };
        let moves = game.book_moves(book);
        let total = moves.iter().map(|&(_, w)| w).sum();
        let mv = weighted_choice(&moves, &mut self.rng)?;
        let weight = moves.iter().find(|&&(m, _)| m == mv).map_or(0, |&(_, w)| w);
        Some(BookChoice { mv, weight, total })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch::Variant;

    #[test]
    fn off_by_default_and_only_when_the_engine_may_answer_at_once() {
        let game = Game::new(Variant::Raumschach);
        let mut book = SessionBook::default();
        let go = Limits::default();
        assert_eq!(book.choose(&game, &go), None);
        book.apply("OwnBook", &OptionValue::Bool(true))
            .unwrap()
            .unwrap();
        let choice = book
            .choose(&game, &go)
            .expect("the start is in the built-in book");
        assert!(game.is_legal(choice.mv));
        assert!(choice.weight >= 1 && choice.weight <= choice.total);
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        assert_eq!(book.choose(&game, &infinite), None);
        assert_eq!(book.choose(&Game::new(Variant::Chess), &go), None);
    }

    #[test]
    fn a_bad_file_keeps_the_book_in_use() {
        let mut book = SessionBook::default();
        book.apply("OwnBook", &OptionValue::Bool(true));
        let bad = OptionValue::Text("/no/such/book.txt".into());
        let e = book.apply("BookFile", &bad).unwrap().unwrap_err();
        assert!(
            e.starts_with("BookFile: cannot read book /no/such/book.txt"),
            "{e}"
        );
        let game = Game::new(Variant::Raumschach);
        assert!(book.choose(&game, &Limits::default()).is_some());
        assert!(book.apply("Hash", &OptionValue::Int(1)).is_none());
    }
}
