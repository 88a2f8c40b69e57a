//! Writing a game as PGN: the Seven Tag Roster, `Variant`/`SetUp`/`FEN` when needed, SAN move
//! text (the coordinates in games without SAN) wrapped below 80 columns, and per-move comments
//! and one-move variations for annotated games.

use super::move_number;
use tetrarch::{Color, Game, Move, MoveNotation, Outcome, Variant};

/// What an annotated move carries: a comment after it, and a better move (with its own
/// comment) written as a variation.
#[derive(Clone, Debug, Default)]
pub struct Annotation {
    pub comment: Option<String>,
    pub variation: Option<(Move, Option<String>)>,
}

/// The PGN result of the game at `end`: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
pub fn result_of(end: &Game) -> &'static str {
    let mover = end.side_to_move();
    match end.outcome() {
        None => "*",
        Some(Outcome::Draw) => "1/2-1/2",
        Some(outcome) => {
            let white_won = (outcome == Outcome::Win) == (mover == Color::White);
            if white_won {
                "1-0"
            } else {
                "0-1"
            }
        }
    }
}

/// Today's date as PGN writes it (`2026.12.01`), from the system clock (UTC).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Days since 1970-01-01 to a civil date (the proleptic Gregorian calendar).
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The tags of a game from `start`: the Seven Tag Roster (`white`, `black` the players'
/// names), then `Variant` for games other than chess, `SetUp` and `FEN` when the game does not
/// start from the initial position.
pub fn standard_tags(
    start: &Game,
    white: &str,
    black: &str,
    result: &str,
) -> Vec<(String, String)> {
    let mut tags: Vec<(String, String)> = [
        ("Event", "tetrarch game"),
        ("Site", "?"),
        ("Date", &today()),
        ("Round", "-"),
        ("White", white),
        ("Black", black),
        ("Result", result),
    ]
    .iter()
    .map(|(n, v)| (n.to_string(), v.to_string()))
    .collect();
    let variant = start.variant();
    if variant != Variant::Chess {
        tags.push(("Variant".into(), variant.name()));
    }
    let text = start.to_text();
    if text != Game::new(variant).to_text() {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), text));
    }
    tags
}

/// A tag value with `"` and `\` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A comment's text made safe inside `{ }`.
fn comment(text: &str) -> String {
    format!("{{ {} }}", text.replace('}', ")"))
}

/// The game as PGN text: `tags`, then the moves from `start` with `notes` (one per move, or
/// none), then `result`. Ends with a blank line, so games can be appended one after another.
pub fn write_game(
    tags: &[(String, String)],
    start: &Game,
    moves: &[Move],
    notes: &[Annotation],
    result: &str,
) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        out += &format!("[{name} \"{}\"]\n", escape(value));
    }
    out.push('\n');

    let mut words: Vec<String> = Vec::new();
    let mut position = start.clone();
    let mut need_number = true;
    for (i, &m) in moves.iter().enumerate() {
        let number = move_number(&position);
        let white = position.side_to_move() == Color::White;
        if white {
            words.push(format!(
                "{number}. {}",
                position.format_move_in(m, MoveNotation::San)
            ));
        } else if need_number {
            words.push(format!(
                "{number}... {}",
                position.format_move_in(m, MoveNotation::San)
            ));
        } else {
            words.push(position.format_move_in(m, MoveNotation::San));
        }
        need_number = false;
        let note = notes.get(i);
        if let Some(text) = note.and_then(|n| n.comment.as_deref()) {
            words.push(comment(text));
            need_number = true;
        }
        if let Some((best, best_comment)) = note.and_then(|n| n.variation.as_ref()) {
            let dots = if white { "." } else { "..." };
            let mut variation = format!(
                "({number}{dots} {}",
                position.format_move_in(*best, MoveNotation::San)
            );
            if let Some(text) = best_comment {
                variation += &format!(" {}", comment(text));
            }
            variation.push(')');
            words.push(variation);
            need_number = true;
        }
        position.play(m).expect("the moves written are legal");
    }
    words.push(result.to_string());

    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            out += &line;
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line += &word;
    }
    out += &line;
    out += "\n\n";
    out
}
