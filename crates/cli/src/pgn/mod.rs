//! PGN game records for chess and xiangqi (and, with coordinate moves, the other games):
//! reading what python-chess, pyffish-based tools and XBoard write, writing what they read.
//!
//! Reading keeps the main line: comments, NAGs and variations are skipped. The `Variant` tag
//! (absent or `Standard` for chess, `xiangqi`, or any name `--variant` accepts) and the
//! `FEN`/`SetUp` tags give the start; moves are SAN (chess SAN, xiangqi SAN as Fairy-Stockfish
//! writes it), or the game's coordinates. Each error names the game, line and move.

mod lexer;
mod write;

pub use write::{result_of, standard_tags, write_game, Annotation};

use crate::CliError;
use lexer::{tokenize, Token};
use tetrarch::{Game, Move, MoveNotation, Registry, Variant};

/// One game as the file has it: tags and main-line move texts, not yet replayed.
#[derive(Clone, Debug, Default)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<PgnMove>,
    pub result: Option<String>,
    /// The line where the game starts.
    pub line: usize,
}

/// A main-line move text and its line.
#[derive(Clone, Debug)]
pub struct PgnMove {
    pub text: String,
    pub line: usize,
}

impl PgnGame {
    /// The value of tag `name` (tag names compare without case, as readers do).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A game replayed: its start position and legal moves.
#[derive(Clone, Debug)]
pub struct Replay {
    pub start: Game,
    pub moves: Vec<Move>,
    pub tags: Vec<(String, String)>,
    /// The result written after the moves (`1-0`, `*`), if any.
    pub result: Option<String>,
}

impl Replay {
    /// The position after every move.
    pub fn end(&self) -> Game {
        let mut game = self.start.clone();
        for &m in &self.moves {
            game.play(m).expect("replayed moves are legal");
        }
        game
    }
}

/// Splits a PGN text into its games. A malformed text is an error naming its line.
pub fn parse_games(text: &str) -> Result<Vec<PgnGame>, CliError> {
    let tokens = tokenize(text).map_err(|e| CliError(format!("PGN {e}")))?;
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut open_variations: Vec<usize> = Vec::new();
    let mut started = false;
    for located in tokens {
        let line = located.line;
        if !started {
            game.line = line;
            started = true;
        }
        match located.token {
            Token::Tag(name, value) => {
                if let Some(open) = open_variations.first() {
                    return Err(CliError(format!(
                        "PGN line {line}: a tag inside a variation (the '(' on line {open} is \
                         never closed)"
                    )));
                }
                if !game.moves.is_empty() || game.result.is_some() {
                    games.push(std::mem::take(&mut game));
                    game.line = line;
                }
                game.tags.push((name, value));
            }
            Token::Open => open_variations.push(line),
            Token::Close => {
                if open_variations.pop().is_none() {
                    return Err(CliError(format!(
                        "PGN line {line}: ')' closes no variation"
                    )));
                }
            }
            Token::Comment(_) => {}
            Token::Move(text) if open_variations.is_empty() => {
                if game.result.is_some() {
                    return Err(CliError(format!(
                        "PGN line {line}: move '{text}' after the game's result"
                    )));
                }
                game.moves.push(PgnMove { text, line });
            }
            Token::Move(_) => {}
            Token::Result(result) if open_variations.is_empty() => {
                game.result = Some(result);
                games.push(std::mem::take(&mut game));
                started = false;
            }
            Token::Result(result) => {
                return Err(CliError(format!(
                    "PGN line {line}: result '{result}' inside a variation (opened on line {})",
                    open_variations[0]
                )))
            }
        }
    }
    if let Some(open) = open_variations.first() {
        return Err(CliError(format!(
            "PGN line {open}: the variation '(' is never closed"
        )));
    }
    if !game.tags.is_empty() || !game.moves.is_empty() {
        games.push(game);
    }
    Ok(games)
}

/// The variant a game's `Variant` tag names, or `default` when it has none.
fn variant_of(game: &PgnGame, registry: &Registry, default: &Variant) -> Result<Variant, String> {
    match game.tag("Variant").map(str::trim) {
        None | Some("") => Ok(default.clone()),
        Some(name) if name.eq_ignore_ascii_case("standard") => Ok(Variant::Chess),
        Some(name) => registry
            .parse(&name.to_ascii_lowercase())
            .map_err(|e| format!("Variant tag \"{name}\": {e}")),
    }
}

/// Reads one move text: SAN where the game has it, else (or when SAN fails) the coordinates.
fn read_move(game: &Game, text: &str) -> Result<Move, String> {
    let san_error = match game.parse_move_in(text, MoveNotation::San) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    if let Ok(m) = game.parse_move(text) {
        return Ok(m);
    }
    Err(match san_error {
        tetrarch::Error::IllegalMove { reason, .. } => reason,
        other => other.to_string(),
    })
}

/// Replays game `number` (from 1, for messages) from its tags and move texts.
pub fn replay(
    game: &PgnGame,
    number: usize,
    registry: &Registry,
    default: &Variant,
) -> Result<Replay, CliError> {
    let at =
        |line: usize, what: String| CliError(format!("PGN game {number}, line {line}: {what}"));
    let variant = variant_of(game, registry, default).map_err(|e| at(game.line, e))?;
    let start = match game.tag("FEN") {
        Some(fen) => {
            Game::from_text(variant, fen).map_err(|e| at(game.line, format!("FEN tag: {e}")))?
        }
        None => Game::new(variant),
    };
    let mut position = start.clone();
    let mut moves = Vec::with_capacity(game.moves.len());
    for (ply, pgn_move) in game.moves.iter().enumerate() {
        let text = &pgn_move.text;
        if text == "--" || text == "Z0" {
            return Err(at(
                pgn_move.line,
                format!("move {}: null move '{text}' is not supported", ply + 1),
            ));
        }
        let number = move_number(&position);
        let dots = if position.side_to_move() == tetrarch::Color::White {
            "."
        } else {
            "..."
        };
        let m = read_move(&position, text).map_err(|reason| {
            at(
                pgn_move.line,
                format!("move {number}{dots} {text}: {reason}"),
            )
        })?;
        position
            .play(m)
            .map_err(|e| at(pgn_move.line, format!("move {number}{dots} {text}: {e}")))?;
        moves.push(m);
    }
    Ok(Replay {
        start,
        moves,
        tags: game.tags.clone(),
        result: game.result.clone(),
    })
}

/// The full-move number of a position: its text's last field (FEN's), else 1.
pub fn move_number(game: &Game) -> u32 {
    game.to_text()
        .split_whitespace()
        .last()
        .and_then(|field| field.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

/// Reads the games of a PGN file and replays game `number` (from 1).
pub fn load_file(
    path: &std::path::Path,
    number: usize,
    registry: &Registry,
    default: &Variant,
) -> Result<Replay, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError(format!("cannot read PGN file {}: {e}", path.display())))?;
    let games = parse_games(&text).map_err(|e| CliError(format!("{}: {}", path.display(), e.0)))?;
    if games.is_empty() {
        return Err(CliError(format!("{}: no game in the file", path.display())));
    }
    let Some(game) = number.checked_sub(1).and_then(|i| games.get(i)) else {
        return Err(CliError(format!(
            "{}: --game {number}: the file has {} game{} (1 to {})",
            path.display(),
            games.len(),
            if games.len() == 1 { "" } else { "s" },
            games.len()
        )));
    };
    replay(game, number, registry, default)
        .map_err(|e| CliError(format!("{}: {}", path.display(), e.0)))
}
