//! Opening files: one opening a line, each played with both colours.
//!
//! ```text
//! # a comment; blank lines are skipped
//! startpos moves e2e4 c7c5 g1f3          ; a trailing comment (how it was scored)
//! fen rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 moves g1f3
//! rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
//! moves h8 i9 j8                          (gomoku: stones from the empty board, black first)
//! ```
//! A line is a position (`startpos`, `fen TEXT` or a bare position text: FEN, Raumschach's 3D
//! FEN, gomoku's position text) and/or `moves` in the game's coordinate notation. Every line is
//! checked when the file is read: the position must parse and every move must be legal, and
//! the opening must leave a game to play. Openings given as moves from the start position suit
//! every engine; a FEN needs engines that can set up a position (XBoard's `setboard`).

use std::path::Path;

use tetrarch::{Game, Move, Variant};

/// One opening, checked.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The position text it starts from; `None` is the game's start position.
    pub fen: Option<String>,
    /// The start position.
    pub start: Game,
    /// The opening moves, in the game's coordinate notation, and parsed.
    pub moves: Vec<String>,
    pub parsed: Vec<Move>,
}

impl Opening {
    /// The game's start position with no moves.
    pub fn start_position(variant: Variant) -> Opening {
        Opening {
            fen: None,
            start: Game::new(variant),
            moves: Vec::new(),
            parsed: Vec::new(),
        }
    }

    /// The position after the opening moves.
    #[cfg(test)]
    pub fn position(&self) -> Game {
        let mut game = self.start.clone();
        for &m in &self.parsed {
            game.play(m).expect("opening moves were checked when read");
        }
        game
    }
}

/// Reads one line; `Ok(None)` for blank and comment lines.
pub fn parse_line(variant: Variant, text: &str, origin: &str) -> Result<Option<Opening>, String> {
    let body = text.split(';').next().unwrap_or("").trim();
    if body.is_empty() || body.starts_with('#') {
        return Ok(None);
    }
    let (position, moves) = split_moves(body);
    let position = position.trim();
    let fen = match position {
        "" | "startpos" => None,
        p => Some(p.strip_prefix("fen ").unwrap_or(p).trim().to_string()),
    };
    if position == "fen" {
        return Err(format!("{origin}: 'fen' needs a position text after it"));
    }
    let start = match &fen {
        None => Game::new(variant),
        Some(text) => Game::from_text(variant, text).map_err(|e| format!("{origin}: {e}"))?,
    };
    let mut game = start.clone();
    let mut parsed = Vec::new();
    let mut texts = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let mv = game
            .parse_move(m)
            .map_err(|e| format!("{origin}: opening move {} '{m}': {e}", i + 1))?;
        game.play(mv)
            .map_err(|e| format!("{origin}: opening move {} '{m}': {e}", i + 1))?;
        parsed.push(mv);
        texts.push(m.to_string());
    }
    if let Some(outcome) = game.outcome() {
        return Err(format!(
            "{origin}: the opening ends the game ({}); nothing is left to play",
            game.describe_outcome(outcome)
        ));
    }
    Ok(Some(Opening {
        fen,
        start,
        moves: texts,
        parsed,
    }))
}

/// Splits `... moves a b c` into the position part and the move list.
fn split_moves(body: &str) -> (&str, Vec<&str>) {
    let words: Vec<&str> = body.split_whitespace().collect();
    match words.iter().position(|w| *w == "moves") {
        Some(i) => {
            // The position is everything before the word, as written.
            let cut = find_word(body, "moves").unwrap_or(body.len());
            (&body[..cut], words[i + 1..].to_vec())
        }
        None => (body, Vec::new()),
    }
}

/// The byte offset of the first whitespace-separated `word` in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut offset = 0;
    for piece in text.split_inclusive(char::is_whitespace) {
        if piece.trim() == word {
            return Some(offset);
        }
        offset += piece.len();
    }
    None
}

/// Reads every opening of `path` for `variant`; an error names the file and line.
pub fn load(path: &Path, variant: Variant) -> Result<Vec<Opening>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read openings file {}: {e}", path.display()))?;
    let mut openings = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let origin = format!("{}:{}", path.display(), n + 1);
        if let Some(opening) = parse_line(variant.clone(), line, &origin)? {
            openings.push(opening);
        }
    }
    if openings.is_empty() {
        return Err(format!("openings file {} has no openings", path.display()));
    }
    Ok(openings)
}

/// The order in which rounds take openings.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Order {
    Sequential,
    Random,
}

/// The openings in the order the rounds use them: from the `start`-th (1-based) on, shuffled
/// with `seed` when `order` is random; round `r` plays entry `r % len`.
pub fn arrange(mut openings: Vec<Opening>, order: Order, start: usize, seed: u64) -> Vec<Opening> {
    if order == Order::Random {
        let mut rng = fastrand::Rng::with_seed(seed);
        rng.shuffle(&mut openings);
    }
    let skip = start.saturating_sub(1) % openings.len().max(1);
    openings.rotate_left(skip);
    openings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess() -> Variant {
        Variant::Chess
    }

    #[test]
    fn reads_every_form() {
        let o = parse_line(chess(), "startpos moves e2e4 c7c5 ; eval +12", "t:1")
            .unwrap()
            .unwrap();
        assert_eq!((o.fen.as_deref(), o.moves.len()), (None, 2));
        let fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        let o = parse_line(chess(), &format!("fen {fen} moves g1f3"), "t:2")
            .unwrap()
            .unwrap();
        assert_eq!(
            (o.fen.as_deref(), o.moves.as_slice()),
            (Some(fen), &["g1f3".to_string()][..])
        );
        let o = parse_line(chess(), fen, "t:3").unwrap().unwrap();
        assert_eq!((o.fen.as_deref(), o.moves.len()), (Some(fen), 0));
        assert!(parse_line(chess(), "   # comment", "t:4")
            .unwrap()
            .is_none());
        assert!(parse_line(chess(), "", "t:5").unwrap().is_none());
        let gomoku = Variant::parse("gomoku15").unwrap();
        let o = parse_line(gomoku, "moves h8 i9 j8", "t:6")
            .unwrap()
            .unwrap();
        assert_eq!(o.position().to_text(), "15x15 freestyle w b:h8,j8 w:i9");
        let x = parse_line(Variant::Xiangqi, "startpos moves h3e3 h10g8", "t:7")
            .unwrap()
            .unwrap();
        assert_eq!(x.parsed.len(), 2);
    }

    #[test]
    fn malformed_lines_name_file_line_and_problem() {
        let e = parse_line(chess(), "startpos moves e2e4 e2e4", "book.txt:7").unwrap_err();
        assert!(e.starts_with("book.txt:7: opening move 2 'e2e4':"), "{e}");
        let e = parse_line(chess(), "fen not/a/fen w - - 0 1", "book.txt:8").unwrap_err();
        assert!(
            e.starts_with("book.txt:8: bad chess position 'not/a/fen w - - 0 1'"),
            "{e}"
        );
        let e = parse_line(chess(), "fen", "book.txt:9").unwrap_err();
        assert!(
            e.contains("book.txt:9") && e.contains("position text"),
            "{e}"
        );
        let e = parse_line(chess(), "startpos moves f2f3 e7e5 g2g4 d8h4", "b:1").unwrap_err();
        assert!(e.contains("ends the game"), "{e}");
        let e = load(Path::new("/no/such/openings.txt"), chess()).unwrap_err();
        assert!(e.contains("/no/such/openings.txt"), "{e}");
    }

    #[test]
    fn arranges_sequentially_or_shuffled() {
        let openings: Vec<Opening> = ["e2e4", "d2d4", "c2c4", "g1f3"]
            .iter()
            .map(|m| {
                parse_line(chess(), &format!("moves {m}"), m)
                    .unwrap()
                    .unwrap()
            })
            .collect();
        let names = |v: &[Opening]| v.iter().map(|o| o.moves[0].clone()).collect::<Vec<_>>();
        let seq = arrange(openings.clone(), Order::Sequential, 2, 0);
        assert_eq!(names(&seq), ["d2d4", "c2c4", "g1f3", "e2e4"]);
        let a = arrange(openings.clone(), Order::Random, 1, 7);
        let b = arrange(openings.clone(), Order::Random, 1, 7);
        assert_eq!(names(&a), names(&b), "the same seed gives the same order");
        let mut sorted = names(&a);
        sorted.sort();
        assert_eq!(sorted, ["c2c4", "d2d4", "e2e4", "g1f3"]);
    }

    #[test]
    fn the_repository_sets_are_valid() {
        let root = crate::workspace::root().join("openings");
        for (file, variant) in super::super::OPENING_SETS {
            for dir in [root.clone(), root.join("final")] {
                let path = dir.join(file);
                let variant = Variant::parse(variant).unwrap();
                let openings = load(&path, variant).unwrap_or_else(|e| panic!("{e}"));
                assert!(
                    openings.len() >= 50,
                    "{}: only {} openings",
                    path.display(),
                    openings.len()
                );
            }
        }
        // The SPRT sets: every line legal, 1,000 openings, none twice.
        for (file, variant) in [
            ("chess.txt", "chess"),
            ("xiangqi.txt", "xiangqi"),
            ("gomoku15.txt", "gomoku15"),
        ] {
            let path = root.join("sprt").join(file);
            let openings =
                load(&path, Variant::parse(variant).unwrap()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(openings.len(), 1000, "{}", path.display());
            let distinct: std::collections::HashSet<_> =
                openings.iter().map(|o| o.moves.join(" ")).collect();
            assert_eq!(
                distinct.len(),
                1000,
                "{}: repeated openings",
                path.display()
            );
        }
    }
}
