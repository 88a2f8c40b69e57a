//! Opening books: positions (the game's own Zobrist key) mapped to weighted moves, read from
//! and written to a reviewable text table (docs/book.md), with a seedable weighted choice.
//!
//! The book itself knows no game: a position is its `u64` key, a move is the text the game
//! writes in its coordinate notation. [`Game::book_moves`] reads the texts back in the
//! position asked about and keeps only legal moves, so a stale or wrong entry is skipped,
//! never played. The built-in books (Raumschach's) are compiled in, so the browser page has
//! them too.

use crate::{Error, Game, Move, Position, Variant};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

/// The first line every book file starts with: the format and its version.
pub const BOOK_MAGIC: &str = "tetrarch-book 1";

/// The largest weight an entry may carry (Polyglot's 16 bits); totals stay far below `u64`.
pub const MAX_WEIGHT: u32 = 65_535;

/// One book move: the move in the game's coordinate notation and its weight (relative
/// frequency of choice, 1 to [`MAX_WEIGHT`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BookMove {
    /// The move as the game writes it (`Game::format_move`).
    pub text: String,
    /// How often it is chosen, relative to the other moves of its position.
    pub weight: u32,
}

/// An opening book for one variant: position keys to weighted moves.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Book {
    variant: String,
    /// Sorted by key, so the text a book writes is the same for the same contents.
    entries: BTreeMap<u64, Vec<BookMove>>,
}

impl Book {
    /// An empty book for the variant named `variant` (its canonical name).
    pub fn new(variant: &str) -> Book {
        Book {
            variant: variant.to_string(),
            entries: BTreeMap::new(),
        }
    }

    /// The variant the book is for.
    pub fn variant(&self) -> &str {
        &self.variant
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book has no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Every position key with its moves, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (u64, &[BookMove])> {
        self.entries.iter().map(|(k, v)| (*k, v.as_slice()))
    }

    /// The moves stored for `key` (empty when the position is not in the book).
    pub fn moves(&self, key: u64) -> &[BookMove] {
        self.entries.get(&key).map_or(&[], Vec::as_slice)
    }

    /// Adds `weight` to `text` at `key` (a new move, or more weight for a known one), capped at
    /// [`MAX_WEIGHT`]. A zero weight adds nothing.
    pub fn add(&mut self, key: u64, text: &str, weight: u32) {
        if weight == 0 {
            return;
        }
        let moves = self.entries.entry(key).or_default();
        match moves.iter_mut().find(|m| m.text == text) {
            Some(m) => m.weight = m.weight.saturating_add(weight).min(MAX_WEIGHT),
            None => moves.push(BookMove {
                text: text.to_string(),
                weight: weight.min(MAX_WEIGHT),
            }),
        }
    }

    /// The book as text: the magic line, `comments` as `#` lines, the variant line, then one
    /// line per position (`key move:weight ...`, the heaviest move first).
    pub fn to_text(&self, comments: &[String]) -> String {
        let mut out = format!("{BOOK_MAGIC}\n");
        for c in comments {
            for line in c.lines() {
                out.push_str(&format!("# {line}\n"));
            }
        }
        out.push_str(&format!("variant {}\n", self.variant));
        for (key, moves) in &self.entries {
            let mut moves = moves.clone();
            moves.sort_by(|a, b| b.weight.cmp(&a.weight).then_with(|| a.text.cmp(&b.text)));
            out.push_str(&format!("{key:016x}"));
            for m in &moves {
                out.push_str(&format!(" {}:{}", m.text, m.weight));
            }
            out.push('\n');
        }
        out
    }

    /// Reads a book's text; `source` names it in errors (`file:line: what is wrong`).
    pub fn parse(text: &str, source: &str) -> Result<Book, Error> {
        let bad = |line: usize, reason: String| Error::Book {
            reason: format!("{source}:{line}: {reason}"),
        };
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
        match lines.next() {
            Some((_, first)) if first == BOOK_MAGIC => {}
            Some((n, first)) => {
                return Err(bad(
                    n,
                    format!("expected '{BOOK_MAGIC}' as the first line, found '{first}'"),
                ))
            }
            None => return Err(bad(1, format!("empty file: expected '{BOOK_MAGIC}'"))),
        }
        let mut book: Option<Book> = None;
        for (n, line) in lines {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.split_whitespace();
            let first = words.next().unwrap_or_default();
            if first == "variant" {
                let name: Vec<&str> = words.collect();
                match (&book, name.as_slice()) {
                    (Some(_), _) => return Err(bad(n, "a second 'variant' line".into())),
                    (None, [name]) => book = Some(Book::new(name)),
                    (None, _) => return Err(bad(n, "'variant' needs one name".into())),
                }
                continue;
            }
            let Some(book) = book.as_mut() else {
                return Err(bad(
                    n,
                    "expected 'variant NAME' before the first position".into(),
                ));
            };
            let key = parse_key(first).map_err(|e| bad(n, e))?;
            if book.entries.contains_key(&key) {
                return Err(bad(n, format!("position {first} is listed twice")));
            }
            let mut moves: Vec<BookMove> = Vec::new();
            for word in words {
                let m = parse_move_weight(word).map_err(|e| bad(n, e))?;
                if moves.iter().any(|o| o.text == m.text) {
                    return Err(bad(n, format!("move '{}' is listed twice", m.text)));
                }
                moves.push(m);
            }
            if moves.is_empty() {
                return Err(bad(n, format!("position {first} has no move")));
            }
            book.entries.insert(key, moves);
        }
        book.ok_or_else(|| bad(text.lines().count().max(1), "no 'variant NAME' line".into()))
    }

    /// Reads the book file at `path`; errors name the file (and the line).
    pub fn load(path: &Path) -> Result<Book, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::Book {
            reason: format!("cannot read book {}: {e}", path.display()),
        })?;
        Book::parse(&text, &path.display().to_string())
    }

    /// The book compiled in for `variant`, if it has one (Raumschach's, from
    /// `crates/tetrarch/books/`). Parsed once; a built-in book that does not parse is a build error the
    /// tests catch, and reads here as no book.
    pub fn built_in(variant: &Variant) -> Option<&'static Book> {
        static BOOKS: OnceLock<Vec<(Variant, Book)>> = OnceLock::new();
        let books = BOOKS.get_or_init(|| {
            crate::games::built_in_books()
                .into_iter()
                .filter_map(|(v, path, text)| Book::parse(text, path).ok().map(|b| (v, b)))
                .collect()
        });
        books.iter().find(|(v, _)| v == variant).map(|(_, b)| b)
    }
}

/// A key: exactly 16 hex digits.
fn parse_key(word: &str) -> Result<u64, String> {
    if word.len() != 16 {
        return Err(format!(
            "expected a position key of 16 hex digits, found '{word}'"
        ));
    }
    u64::from_str_radix(word, 16)
        .map_err(|_| format!("expected a position key of 16 hex digits, found '{word}'"))
}

/// `move:weight`, the weight 1 to [`MAX_WEIGHT`].
fn parse_move_weight(word: &str) -> Result<BookMove, String> {
    let Some((text, weight)) = word.rsplit_once(':') else {
        return Err(format!("expected MOVE:WEIGHT, found '{word}'"));
    };
    if text.is_empty() {
        return Err(format!("expected MOVE:WEIGHT, found '{word}' (no move)"));
    }
    match weight.parse::<u32>() {
        Ok(w) if (1..=MAX_WEIGHT).contains(&w) => Ok(BookMove {
            text: text.to_string(),
            weight: w,
        }),
        _ => Err(format!(
            "weight '{weight}' of move '{text}' is not a whole number from 1 to {MAX_WEIGHT}"
        )),
    }
}

/// A small seedable generator (SplitMix64) for the book's weighted choice: the same seed gives
/// the same choices, different seeds give variety.
#[derive(Clone, Debug)]
pub struct BookRng(u64);

impl BookRng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> BookRng {
        BookRng(seed)
    }

    /// A generator seeded from the clock, for games that should not repeat.
    pub fn from_time() -> BookRng {
        let nanos = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        BookRng(nanos ^ 0x5851_f42d_4c95_7f2d)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), without modulo bias worth the name for book totals.
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

/// Picks one of `moves` with probability proportional to its weight; `None` when empty.
pub fn weighted_choice<T: Copy>(moves: &[(T, u32)], rng: &mut BookRng) -> Option<T> {
    let total: u64 = moves.iter().map(|&(_, w)| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut ticket = rng.below(total);
    for &(m, w) in moves {
        if ticket < u64::from(w) {
            return Some(m);
        }
        ticket -= u64::from(w);
    }
    None
}

impl Game {
    /// The position's Zobrist key, as the search's transposition table and the books use it.
    pub fn key(&self) -> u64 {
        with_position!(self, p => p.key())
    }

    /// The legal moves `book` holds for this position, with their weights. Entries whose text
    /// does not read as a legal move here (a stale or wrong book) are left out; so is a book
    /// for another variant.
    pub fn book_moves(&self, book: &Book) -> Vec<(Move, u32)> {
        if book.variant() != self.variant().name() {
            return Vec::new();
        }
        book.moves(self.key())
            .iter()
            .filter_map(|m| {
                let mv = self.parse_move(&m.text).ok()?;
                self.is_legal(mv).then_some((mv, m.weight))
            })
            .collect()
    }

    /// A book move for this position, chosen by weight with `rng`; `None` when the book has
    /// no legal move for it.
    pub fn book_move(&self, book: &Book, rng: &mut BookRng) -> Option<Move> {
        weighted_choice(&self.book_moves(book), rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Book {
        let game = Game::new(Variant::Chess);
        let mut book = Book::new("chess");
        book.add(game.key(), "e2e4", 30);
        book.add(game.key(), "d2d4", 10);
        book.add(game.key(), "e2e4", 5);
        book.add(0x1234, "a2a3", 1);
        book
    }

    #[test]
    fn text_round_trips() {
        let book = sample();
        let text = book.to_text(&["built by hand".into()]);
        assert!(text.starts_with("tetrarch-book 1\n# built by hand\nvariant chess\n"));
        assert!(text.contains(" e2e4:35 d2d4:10\n"), "{text}");
        let back = Book::parse(&text, "sample").unwrap();
        assert_eq!(back, book);
        assert_eq!(back.to_text(&["built by hand".into()]), text);
    }

    fn error_of(text: &str) -> String {
        Book::parse(text, "b.txt").unwrap_err().to_string()
    }

    #[test]
    fn malformed_books_name_the_line() {
        let head = "tetrarch-book 1\nvariant chess\n";
        assert!(error_of("polyglot\n").starts_with("b.txt:1: expected 'tetrarch-book 1'"));
        assert!(error_of("").starts_with("b.txt:1: empty file"));
        assert!(error_of("tetrarch-book 1\n0000000000001234 e2e4:1\n")
            .starts_with("b.txt:2: expected 'variant NAME'"));
        let cases = [
            ("12g4 e2e4:1", "b.txt:3: expected a position key"),
            ("0000000000001234 e2e4", "b.txt:3: expected MOVE:WEIGHT"),
            (
                "0000000000001234 e2e4:0",
                "b.txt:3: weight '0' of move 'e2e4'",
            ),
            ("0000000000001234 e2e4:70000", "b.txt:3: weight '70000'"),
            ("0000000000001234 e2e4:x", "b.txt:3: weight 'x'"),
            (
                "0000000000001234 :4",
                "b.txt:3: expected MOVE:WEIGHT, found ':4' (no move)",
            ),
            (
                "0000000000001234",
                "b.txt:3: position 0000000000001234 has no move",
            ),
            (
                "0000000000001234 e2e4:1 e2e4:2",
                "b.txt:3: move 'e2e4' is listed twice",
            ),
            ("variant xiangqi", "b.txt:3: a second 'variant' line"),
        ];
        for (line, want) in cases {
            let e = error_of(&format!("{head}{line}\n"));
            assert!(e.starts_with(want), "{line}: {e}");
        }
        let twice = format!("{head}# c\n0000000000001234 a2a3:1\n0000000000001234 a2a4:1\n");
        assert!(error_of(&twice).starts_with("b.txt:5: position 0000000000001234 is listed twice"));
        assert!(error_of("tetrarch-book 1\n# nothing\n").contains("no 'variant NAME' line"));
    }

    #[test]
    fn a_missing_file_is_an_error_naming_it() {
        let e = Book::load(Path::new("/no/such/book.txt"))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("cannot read book /no/such/book.txt"), "{e}");
    }

    #[test]
    fn weighted_choice_follows_the_weights() {
        let moves = [('a', 1), ('b', 3), ('c', 0)];
        let mut counts = [0u32; 3];
        let mut rng = BookRng::new(7);
        for _ in 0..40_000 {
            let i = (weighted_choice(&moves, &mut rng).unwrap() as u8 - b'a') as usize;
            counts[i] += 1;
        }
        assert_eq!(counts[2], 0, "a zero weight is never chosen");
        // b is three times as likely as a: 30,000 of 40,000, well within 2% either way.
        assert!((29_400..=30_600).contains(&counts[1]), "{counts:?}");
        assert!(weighted_choice::<char>(&[], &mut rng).is_none());
    }

    #[test]
    fn seeds_give_variety_and_repeat_themselves() {
        let game = Game::new(Variant::Chess);
        let book = sample();
        let pick = |seed| game.book_move(&book, &mut BookRng::new(seed)).unwrap();
        let picks: Vec<String> = (0..64).map(|s| game.format_move(pick(s))).collect();
        assert!(picks.iter().any(|m| m == "e2e4") && picks.iter().any(|m| m == "d2d4"));
        assert_eq!(pick(11), pick(11));
    }

    #[test]
    fn stale_and_foreign_entries_are_never_played() {
        let game = Game::new(Variant::Chess);
        let mut book = Book::new("chess");
        book.add(game.key(), "e2e5", 100); // not legal
        book.add(game.key(), "zz", 100); // not a move
        book.add(game.key(), "g1f3", 1);
        let moves = book_texts(&game, &book);
        assert_eq!(moves, ["g1f3"]);
        let mut other = Book::new("xiangqi");
        other.add(game.key(), "g1f3", 1);
        assert!(game.book_moves(&other).is_empty());
        assert!(game.book_move(&other, &mut BookRng::new(1)).is_none());
    }

    fn book_texts(game: &Game, book: &Book) -> Vec<String> {
        game.book_moves(book)
            .into_iter()
            .map(|(m, _)| game.format_move(m))
            .collect()
    }
}
