//! Our referee against python-chess (chess) and pyffish (xiangqi) on recorded games.
//!
//! The fixtures in `xtask/tests/data/match/` are games the runner recorded: tetrarch against
//! itself at a few hundred nodes per move (blunders, so mates, stalemates and repetitions),
//! against Fairy-Max and MaxQi, and from endgame positions (the move rules, bare material,
//! perpetual checks). For every ply of every game both sides give the verdict of the game's
//! laws (`xtask/tests/clients/adjudicate.py` prints the reference's), and they must agree at
//! every ply; the game's recorded result must be the final verdict when it ended by the rules.
//! The test is skipped, with a message, when python3, python-chess or pyffish is missing.

use std::path::PathBuf;
use std::process::Command;

use tetrarch::{Game, Variant};

use super::referee::{Ending, Referee};

const SKIPPED: i32 = 77;

/// One game of a PGN file: its tags and SAN tokens.
struct PgnGame {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
}

impl PgnGame {
    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A small PGN reader for the fixtures (tags, comments, move numbers, results).
fn read_pgn(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    for chunk in text.split("\n[Event ").filter(|c| !c.trim().is_empty()) {
        let chunk = if chunk.starts_with("[Event ") {
            chunk.to_string()
        } else {
            format!("[Event {chunk}")
        };
        let (head, body) = chunk.split_once("\n\n").unwrap_or((&chunk, ""));
        let tags = head
            .lines()
            .filter_map(|l| {
                let l = l.trim().strip_prefix('[')?.strip_suffix(']')?;
                let (name, value) = l.split_once(' ')?;
                Some((name.to_string(), value.trim_matches('"').to_string()))
            })
            .collect();
        let mut plain = String::new();
        let mut depth = 0;
        for c in body.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        let sans = plain
            .split_whitespace()
            .filter(|t| !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
            .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        games.push(PgnGame { tags, sans });
    }
    games
}

/// Our verdict in the reference's words.
fn token(ending: Option<Ending>, variant: Variant) -> String {
    let Some(e) = ending else { return "-".into() };
    let result = e.result.pgn();
    let reason = e.reason.as_str();
    match variant {
        Variant::Xiangqi => {
            if reason.contains("mates") || reason.contains("stalemated") {
                format!("nomoves:{result}")
            } else {
                format!("rule:{result}")
            }
        }
        _ => {
            if reason.contains("mates") {
                format!("mate:{result}")
            } else if reason.contains("stalemate") {
                "stalemate".into()
            } else if reason.contains("fifty") {
                "fifty".into()
            } else if reason.contains("insufficient") {
                "material".into()
            } else {
                assert!(reason.contains("repetition"), "unexpected ending {reason}");
                "repetition".into()
            }
        }
    }
}

/// Our line for one game: the result tag and the verdict after every ply, as the script prints.
fn our_line(n: usize, g: &PgnGame, variant: Variant) -> String {
    let start = match g.tag("FEN") {
        Some(fen) => {
            Game::from_text(variant.clone(), fen).unwrap_or_else(|e| panic!("game {n}: {e}"))
        }
        None => Game::new(variant.clone()),
    };
    let mut referee = Referee::new(&start, &[]);
    let mut verdicts = Vec::new();
    for san in &g.sans {
        let position = referee.game().clone();
        let m = match &position {
            Game::Xiangqi(p) => position
                .legal_moves()
                .into_iter()
                .find(|&m| p.san(m) == *san),
            _ => position.parse_readable_move(san).ok(),
        };
        let Some(m) = m else {
            verdicts.push(format!("illegal:{san}"));
            break;
        };
        if verdicts.last().is_some_and(|v| v != "-") {
            // The referee ended the game here: a move after it is a fixture error.
            verdicts.push(format!("after-end:{san}"));
            break;
        }
        referee
            .play(&position.format_move(m))
            .unwrap_or_else(|e| panic!("game {n} {san}: {e}"));
        verdicts.push(token(referee.verdict(), variant.clone()));
    }
    format!(
        "game {n}: {} {}",
        g.tag("Result").unwrap_or("?"),
        verdicts.join(" ")
    )
}

fn fixture(name: &str) -> PathBuf {
    crate::workspace::root()
        .join("xtask/tests/data/match")
        .join(name)
}

fn agree(variant: Variant, file: &str) {
    let path = fixture(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let games = read_pgn(&text);
    assert!(
        games.len() >= 10,
        "{}: only {} games",
        path.display(),
        games.len()
    );
    let ours: Vec<String> = games
        .iter()
        .enumerate()
        .map(|(i, g)| our_line(i + 1, g, variant.clone()))
        .collect();
    // A game that ended by the rules ends on that verdict, with the recorded result.
    let mut endings = std::collections::BTreeMap::new();
    for (line, g) in ours.iter().zip(&games) {
        let last = line.rsplit(' ').next().unwrap_or("");
        if g.tag("Termination") == Some("normal") && !g.sans.is_empty() && last != "-" {
            let result = g.tag("Result").unwrap_or("?");
            let agrees = if last.contains(':') {
                last.ends_with(result)
            } else {
                result == "1/2-1/2"
            };
            assert!(
                agrees,
                "the recorded result {result} is not the final verdict: {line}"
            );
            *endings
                .entry(last.split(':').next().unwrap_or(last).to_string())
                .or_insert(0) += 1;
        }
        assert!(
            !line.contains("illegal:") && !line.contains("after-end:"),
            "{line}"
        );
    }
    println!(
        "{file}: {} games, endings by the rules: {endings:?}",
        games.len()
    );
    let script = crate::workspace::root().join("xtask/tests/clients/adjudicate.py");
    let kind = if variant == Variant::Xiangqi {
        "xiangqi"
    } else {
        "chess"
    };
    let output = match Command::new("python3")
        .arg(&script)
        .arg(kind)
        .arg(&path)
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            println!("skipped: python3 is not available ({e})");
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    if output.status.code() == Some(SKIPPED) {
        println!("skipped: {}", stdout.trim());
        return;
    }
    assert!(
        output.status.success() && stdout.trim_end().ends_with("OK"),
        "{} failed: {stdout}{}",
        script.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let theirs: Vec<&str> = stdout.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(theirs.len(), ours.len(), "{stdout}");
    for (a, b) in ours.iter().zip(theirs) {
        assert_eq!(
            a.trim_end(),
            b.trim_end(),
            "ours vs reference ({})",
            path.display()
        );
    }
}

#[test]
fn chess_adjudication_agrees_with_python_chess() {
    agree(Variant::Chess, "chess_games.pgn");
}

#[test]
fn xiangqi_adjudication_agrees_with_pyffish() {
    agree(Variant::Xiangqi, "xiangqi_games.pgn");
}

#[test]
fn reads_the_pgn_the_runner_writes() {
    let text = "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 {book} e5 {+0.1/3 0.1s} 2. Qh5 {x} Nc6 3. Bc4 Nf6 4. Qxf7# {White mates} 1-0\n\n\
                [Event \"f\"]\n[FEN \"8/8 w - - 0 1\"]\n[Result \"*\"]\n\n1... Kb2 *\n";
    let games = read_pgn(text);
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].sans,
        ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
    );
    assert_eq!(games[1].tag("FEN"), Some("8/8 w - - 0 1"));
    assert_eq!(games[1].sans, ["Kb2"]);
    let line = our_line(1, &games[0], Variant::Chess);
    assert_eq!(line, "game 1: 1-0 - - - - - - mate:1-0");
}
