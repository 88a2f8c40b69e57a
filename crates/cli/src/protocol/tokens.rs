//! Splitting command lines into words and reading typed arguments, with error messages that
//! name the parameter and the offending text.

use std::str::FromStr;

/// The first word of `line` and the rest, both trimmed. Empty input gives two empty strings.
pub fn split_command(line: &str) -> (&str, &str) {
    let line = line.trim();
    match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], line[i..].trim_start()),
        None => (line, ""),
    }
}

/// Parses `text` as the value of parameter `name`: "depth expects a number, got 'x'".
pub fn parse_value<T: FromStr>(name: &str, text: Option<&str>) -> Result<T, String> {
    match text {
        None => Err(format!("{name} needs a value")),
        Some(t) => t
            .parse()
            .map_err(|_| format!("{name} expects a number, got '{t}'")),
    }
}

/// The longest time any clock value may state: about 35 years. Larger values are clamped so
/// that the search's arithmetic on durations cannot overflow.
pub const MAX_CLOCK_MS: u64 = 1 << 40;

/// A number of milliseconds that may be negative (clocks run past zero): clamped to
/// 0..=[`MAX_CLOCK_MS`].
pub fn parse_millis(name: &str, text: Option<&str>) -> Result<u64, String> {
    match text {
        None => Err(format!("{name} needs a value")),
        Some(t) => match t.parse::<i64>() {
            Ok(v) => Ok((v.max(0) as u64).min(MAX_CLOCK_MS)),
            Err(_) => match t.parse::<f64>() {
                Ok(v) if v.is_finite() => Ok((v.max(0.0) as u64).min(MAX_CLOCK_MS)),
                _ => Err(format!(
                    "{name} expects a number of milliseconds, got '{t}'"
                )),
            },
        },
    }
}

/// A number of seconds (fractions allowed) as a duration, clamped to [`MAX_CLOCK_MS`].
pub fn seconds(value: f64) -> Option<std::time::Duration> {
    (value.is_finite() && value >= 0.0)
        .then(|| std::time::Duration::from_millis(((value * 1000.0) as u64).min(MAX_CLOCK_MS)))
}

/// Where a `position` command starts from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StartPoint {
    StartPos,
    Fen(String),
}

/// A parsed `position startpos|fen <fen> [moves m1 m2 ...]` argument list (UCI and UCCI).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionCommand {
    pub start: StartPoint,
    pub moves: Vec<String>,
}

/// Parses the arguments of `position`. The FEN is every word up to `moves`.
pub fn parse_position(args: &str) -> Result<PositionCommand, String> {
    let mut words = args.split_whitespace();
    let start = match words.next() {
        Some(w) if w.eq_ignore_ascii_case("startpos") => StartPoint::StartPos,
        Some(w) if w.eq_ignore_ascii_case("fen") => {
            let fen: Vec<&str> = words
                .clone()
                .take_while(|w| !w.eq_ignore_ascii_case("moves"))
                .collect();
            if fen.is_empty() {
                return Err("position fen needs a FEN".to_string());
            }
            for _ in 0..fen.len() {
                words.next();
            }
            StartPoint::Fen(fen.join(" "))
        }
        Some(w) => return Err(format!("position expects 'startpos' or 'fen', got '{w}'")),
        None => return Err("position expects 'startpos' or 'fen'".to_string()),
    };
    let moves = match words.next() {
        None => Vec::new(),
        Some(w) if w.eq_ignore_ascii_case("moves") => words.map(str::to_string).collect(),
        Some(w) => return Err(format!("position: expected 'moves', got '{w}'")),
    };
    Ok(PositionCommand { start, moves })
}

/// A parsed UCI `setoption name <id> [value <x>]`; the name and value may contain spaces.
/// UCCI's short form `setoption <id> <x>` is accepted when the keyword `name` is absent.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetOption {
    pub name: String,
    pub value: Option<String>,
}

/// Parses the arguments of `setoption`.
pub fn parse_setoption(args: &str) -> Result<SetOption, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    if words.is_empty() {
        return Err("setoption needs 'name <option> [value <value>]'".to_string());
    }
    if !words[0].eq_ignore_ascii_case("name") {
        // UCCI: setoption <name> [<value...>]
        let value = (words.len() > 1).then(|| words[1..].join(" "));
        return Ok(SetOption {
            name: words[0].to_string(),
            value,
        });
    }
    let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
    let name_words = &words[1..value_at.unwrap_or(words.len())];
    if name_words.is_empty() {
        return Err("setoption: missing option name after 'name'".to_string());
    }
    let value = value_at.map(|i| words[i + 1..].join(" "));
    Ok(SetOption {
        name: name_words.join(" "),
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_command_trims_and_splits_once() {
        assert_eq!(split_command("  go  depth 5 "), ("go", "depth 5"));
        assert_eq!(split_command("quit"), ("quit", ""));
        assert_eq!(split_command(""), ("", ""));
        assert_eq!(split_command("TURN\t7,7"), ("TURN", "7,7"));
    }

    #[test]
    fn numbers_name_the_parameter() {
        assert_eq!(parse_value::<i32>("depth", Some("7")), Ok(7));
        assert_eq!(
            parse_value::<i32>("depth", Some("x")),
            Err("depth expects a number, got 'x'".to_string())
        );
        assert_eq!(
            parse_value::<i32>("depth", None),
            Err("depth needs a value".to_string())
        );
        assert_eq!(parse_millis("wtime", Some("-250")), Ok(0));
        assert_eq!(parse_millis("wtime", Some("1500")), Ok(1500));
        assert_eq!(
            parse_millis("wtime", Some("99999999999999999999")),
            Ok(MAX_CLOCK_MS)
        );
        assert_eq!(
            seconds(1e300),
            Some(std::time::Duration::from_millis(MAX_CLOCK_MS))
        );
        assert_eq!(seconds(f64::INFINITY), None);
        assert_eq!(seconds(-1.0), None);
        assert!(parse_millis("wtime", Some("soon")).is_err());
    }

    #[test]
    fn position_startpos_and_fen_with_moves() {
        let p = parse_position("startpos moves e2e4 e7e5").unwrap();
        assert_eq!(p.start, StartPoint::StartPos);
        assert_eq!(p.moves, vec!["e2e4", "e7e5"]);
        let p = parse_position("fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1a2").unwrap();
        assert_eq!(
            p.start,
            StartPoint::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".into())
        );
        assert_eq!(p.moves, vec!["a1a2"]);
        let p = parse_position("fen 8/8/8/8/8/8/8/K6k w - - 0 1").unwrap();
        assert!(p.moves.is_empty());
    }

    #[test]
    fn position_errors_say_what_is_wrong() {
        assert!(parse_position("").unwrap_err().contains("startpos"));
        assert!(parse_position("fen").unwrap_err().contains("needs a FEN"));
        assert!(parse_position("fen moves e2e4")
            .unwrap_err()
            .contains("needs a FEN"));
        assert!(parse_position("start").unwrap_err().contains("'start'"));
        assert!(parse_position("startpos e2e4")
            .unwrap_err()
            .contains("'moves'"));
    }

    #[test]
    fn setoption_names_with_spaces_and_ucci_form() {
        let o = parse_setoption("name Move Overhead value 100").unwrap();
        assert_eq!(o.name, "Move Overhead");
        assert_eq!(o.value.as_deref(), Some("100"));
        let o = parse_setoption("name Clear Hash").unwrap();
        assert_eq!((o.name.as_str(), o.value), ("Clear Hash", None));
        let o = parse_setoption("Hash 32").unwrap();
        assert_eq!((o.name.as_str(), o.value.as_deref()), ("Hash", Some("32")));
        assert!(parse_setoption("").is_err());
        assert!(parse_setoption("name value 3").is_err());
    }
}
