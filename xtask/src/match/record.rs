//! Game records: PGN for chess and xiangqi, one tab-separated line per game for Raumschach
//! and gomoku (`-pgnout FILE` writes whichever the game has).
//!
//! PGN follows cutechess-cli: the Seven Tag Roster, `Variant` for xiangqi, `FEN` and `SetUp`
//! when the game does not start from chess's start position (always for xiangqi, so that
//! readers need no variant knowledge), `TimeControl` (or `WhiteTimeControl` and
//! `BlackTimeControl` under time odds), `Termination` and `PlyCount`. Moves are SAN (Fairy-
//! Stockfish's SAN in xiangqi), the opening's marked `{book}`, the others with
//! `{score/depth time}` as fastchess writes them; the reason the game ended closes the
//! movetext as a comment before the result.
//!
//! The line format: `number`, `round.game`, White, Black, result (`1-0`, `0-1`, `1/2-1/2`),
//! termination, reason, start (`startpos` or the position text), opening plies, then the
//! moves in the game's coordinate notation, space-separated (opening moves first).

use std::fmt::Write as _;

use tetrarch::{Game, Variant};

use super::engine::EngineSpec;
use super::game::GameRecord;

/// Whether `variant` is recorded as PGN (else as lines).
pub fn uses_pgn(variant: Variant) -> bool {
    matches!(variant, Variant::Chess | Variant::Xiangqi)
}

/// A PGN string value: backslashes and quotes escaped.
fn quote(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// `hh:mm:ss` of a duration.
fn clock_time(d: std::time::Duration) -> String {
    let s = d.as_secs();
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The game as PGN.
pub fn pgn(r: &GameRecord, variant: Variant, engines: &[EngineSpec], event: &str) -> String {
    let stamp = humantime::format_rfc3339_seconds(r.started).to_string();
    let (date, time) = (stamp[..10].replace('-', "."), &stamp[11..19]);
    let (white, black) = (&engines[r.white], &engines[r.black]);
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
    };
    tag("Event", event);
    tag("Site", "?");
    tag("Date", &date);
    tag("Round", &format!("{}.{}", r.round, r.game_in_round));
    tag("White", &white.name);
    tag("Black", &black.name);
    tag("Result", r.ending.result.pgn());
    if variant == Variant::Xiangqi {
        tag("Variant", "xiangqi");
    }
    let fen = match (&r.fen, variant) {
        (Some(f), _) => Some(f.clone()),
        (None, Variant::Xiangqi) => Some(r.start.to_text()),
        (None, _) => None,
    };
    if let Some(f) = &fen {
        tag("FEN", f);
        tag("SetUp", "1");
    }
    let (wtc, btc) = (white.limits.pgn_tag(), black.limits.pgn_tag());
    if wtc == btc {
        tag("TimeControl", &wtc);
    } else {
        tag("WhiteTimeControl", &wtc);
        tag("BlackTimeControl", &btc);
    }
    tag("Termination", r.ending.termination.pgn());
    tag("PlyCount", &r.moves.len().to_string());
    tag("GameStartTime", &format!("{}T{time}", &stamp[..10]));
    tag("GameDuration", &clock_time(r.duration));
    out.push('\n');
    let mut text = String::new();
    let mut fullmove = fullmove_of(&r.start);
    let mut white_to_move = r.start.side_to_move() == tetrarch::Color::White;
    for (i, m) in r.moves.iter().enumerate() {
        if white_to_move {
            let _ = write!(text, "{fullmove}. ");
        } else if i == 0 {
            let _ = write!(text, "{fullmove}... ");
        }
        text.push_str(&m.readable);
        if m.book {
            text.push_str(" {book}");
        } else {
            let score = m.score.map_or_else(|| "?".to_string(), |s| s.pgn());
            let depth = m.depth.map_or_else(String::new, |d| format!("/{d}"));
            let _ = write!(text, " {{{score}{depth} {:.3}s}}", m.time.as_secs_f64());
        }
        text.push(' ');
        if !white_to_move {
            fullmove += 1;
        }
        white_to_move = !white_to_move;
    }
    let _ = write!(
        text,
        "{{{}}} {}",
        r.ending.reason.replace('}', ")"),
        r.ending.result.pgn()
    );
    out.push_str(&wrap(&text, 80));
    out.push_str("\n\n");
    out
}

/// The full-move number of a start position (the FEN's last field; 1 if absent).
fn fullmove_of(game: &Game) -> u32 {
    game.to_text()
        .split_whitespace()
        .last()
        .and_then(|n| n.parse().ok())
        .filter(|&n| n >= 1)
        .unwrap_or(1)
}

/// Breaks `text` into lines of at most `width` characters at spaces, never inside a comment.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut in_comment = false;
    for c in text.chars() {
        match c {
            '{' => {
                in_comment = true;
                current.push(c);
            }
            '}' => {
                in_comment = false;
                current.push(c);
            }
            ' ' if !in_comment => {
                if !current.is_empty() {
                    tokens.push(std::mem::take(&mut current));
                }
            }
            _ => current.push(c),
        }
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out
}

/// The game as one tab-separated line (Raumschach, gomoku).
pub fn line(r: &GameRecord, engines: &[EngineSpec]) -> String {
    let start = r.fen.clone().unwrap_or_else(|| "startpos".into());
    let moves: Vec<&str> = r.moves.iter().map(|m| m.text.as_str()).collect();
    let book = r.moves.iter().filter(|m| m.book).count();
    let clean = |s: &str| s.replace(['\t', '\n'], " ");
    format!(
        "{}\t{}.{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
        r.number,
        r.round,
        r.game_in_round,
        clean(&engines[r.white].name),
        clean(&engines[r.black].name),
        r.ending.result.pgn(),
        r.ending.termination.pgn(),
        clean(&r.ending.reason),
        clean(&start),
        book,
        moves.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_without_breaking_comments() {
        let text = "1. e4 {book} e5 {+0.35/12 0.512s} 2. Nf3 {a long comment with spaces} 1-0";
        let wrapped = wrap(text, 20);
        for l in wrapped.lines() {
            assert_eq!(l.matches('{').count(), l.matches('}').count(), "{wrapped}");
        }
        assert!(wrapped.contains("{a long comment with spaces}"));
        assert_eq!(clock_time(std::time::Duration::from_secs(3725)), "01:02:05");
        assert_eq!(quote(r#"a "b" \c"#), r#"a \"b\" \\c"#);
    }
}
