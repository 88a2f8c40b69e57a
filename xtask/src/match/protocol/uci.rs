//! UCI (and Fairy-Stockfish's `UCI_Variant` extension for other games).
//!
//! Session: `uci` ... `uciok`, `setoption` for each configured option (each must be one the
//! engine lists), `UCI_Variant` for games other than chess, `isready` ... `readyok`. Game:
//! `ucinewgame`, `isready`. Move: `position startpos|fen F moves ...` and `go` with the clocks
//! (`wtime btime winc binc [movestogo]`) and any of `movetime`, `nodes`, `depth`; the answer is
//! `bestmove M`, the last `info` line before it gives score and depth.

use std::time::Instant;

use tetrarch::{Color, Variant};

use super::{
    expect_word, read_uci_info, Driver, GameStart, MoveRequest, Reply, Thinking, HANDSHAKE_TIMEOUT,
};
use crate::r#match::engine::EngineSpec;
use crate::r#match::process::{EngineError, Process};

#[derive(Default)]
pub struct Uci {
    /// Option names the engine listed, and the `var`s of combo options.
    options: Vec<(String, Vec<String>)>,
}

impl Uci {
    fn find_option(&self, name: &str) -> Option<&(String, Vec<String>)> {
        self.options
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
    }
}

/// Reads `option name NAME type T ... [var V]...` into the name and its combo values.
pub fn parse_option_line(text: &str) -> Option<(String, Vec<String>)> {
    let rest = text.strip_prefix("option name ")?;
    let (name, rest) = match rest.find(" type ") {
        Some(i) => (&rest[..i], &rest[i..]),
        None => (rest, ""),
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let vars = words
        .windows(2)
        .filter(|w| w[0] == "var")
        .map(|w| w[1].to_string())
        .collect();
    Some((name.trim().to_string(), vars))
}

/// Sends the configured options and the variant, after a handshake that listed `known`.
pub fn configure(
    p: &mut Process,
    spec: &EngineSpec,
    variant: Variant,
    find: impl Fn(&str) -> Option<(String, Vec<String>)>,
    listed: &[String],
) -> Result<(), EngineError> {
    for (name, value) in &spec.options {
        let Some((exact, _)) = find(name) else {
            return Err(EngineError::Protocol(format!(
                "the engine has no option '{name}' (it lists: {})",
                listed.join(", ")
            )));
        };
        p.send(&format!("setoption name {exact} value {value}"))?;
    }
    for (name, value) in &spec.tunables {
        p.send(&format!("setoption name {name} value {value}"))?;
    }
    if variant != Variant::Chess || spec.variant_name.is_some() {
        let wanted = spec.variant_name.clone().unwrap_or_else(|| variant.name());
        match find("UCI_Variant") {
            Some((exact, vars)) if vars.is_empty() || vars.iter().any(|v| v.eq_ignore_ascii_case(&wanted)) => {
                p.send(&format!("setoption name {exact} value {wanted}"))?;
            }
            Some((_, vars)) => {
                return Err(EngineError::Protocol(format!(
                    "the engine does not play '{wanted}' (its UCI_Variant values: {}); name its variant with variant=NAME",
                    vars.join(", ")
                )))
            }
            None => {
                return Err(EngineError::Protocol(format!(
                    "the engine has no UCI_Variant option, so it cannot play {variant}"
                )))
            }
        }
    }
    Ok(())
}

impl Driver for Uci {
    fn handshake(
        &mut self,
        p: &mut Process,
        spec: &EngineSpec,
        variant: Variant,
    ) -> Result<(), EngineError> {
        p.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        let mut options = Vec::new();
        p.wait_for(Some(deadline), |line| {
            if let Some(option) = parse_option_line(&line.text) {
                options.push(option);
            }
            (line.text.trim() == "uciok").then_some(())
        })
        .map_err(|e| match e {
            EngineError::Timeout => EngineError::Protocol(format!(
                "no 'uciok' within {} s of 'uci' (is it a UCI engine?)",
                HANDSHAKE_TIMEOUT.as_secs()
            )),
            other => other,
        })?;
        self.options = options;
        let listed: Vec<String> = self.options.iter().map(|(n, _)| n.clone()).collect();
        configure(p, spec, variant, |n| self.find_option(n).cloned(), &listed)?;
        p.send("isready")?;
        expect_word(p, "readyok", HANDSHAKE_TIMEOUT, "isready")?;
        Ok(())
    }

    fn new_game(&mut self, p: &mut Process, _game: &GameStart) -> Result<(), EngineError> {
        p.send("ucinewgame")?;
        p.send("isready")?;
        expect_word(p, "readyok", HANDSHAKE_TIMEOUT, "ucinewgame")?;
        Ok(())
    }

    fn go(&mut self, p: &mut Process, r: &MoveRequest) -> Result<Reply, EngineError> {
        p.drain();
        p.send(&position_command(r.fen, r.texts))?;
        p.send(&go_command(r))?;
        let sent = Instant::now();
        let deadline = sent + r.wait;
        let mut thinking = Thinking::default();
        let (raw, at) = p.wait_for(Some(deadline), |line| {
            read_uci_info(&line.text, &mut thinking);
            let mut words = line.text.split_whitespace();
            (words.next() == Some("bestmove"))
                .then(|| (words.next().unwrap_or("").to_string(), line.at))
        })?;
        Ok(Reply {
            text: raw.clone(),
            raw,
            sent,
            at,
            thinking,
            resigned: false,
        })
    }

    fn quit_command(&self) -> &'static str {
        "quit"
    }
}

/// `position startpos|fen F [moves ...]`.
pub fn position_command(fen: Option<&str>, moves: &[String]) -> String {
    let mut command = match fen {
        None => "position startpos".to_string(),
        Some(f) => format!("position fen {f}"),
    };
    if !moves.is_empty() {
        command.push_str(" moves ");
        command.push_str(&moves.join(" "));
    }
    command
}

/// `go` with the clocks and limits of the request.
pub fn go_command(r: &MoveRequest) -> String {
    let mut go = String::from("go");
    let limits = &r.spec.limits;
    if limits.clock.is_some() {
        let mover = r.position.side_to_move();
        let (white, black) = if mover == Color::White {
            (r.own, r.opponent)
        } else {
            (r.opponent, r.own)
        };
        go.push_str(&format!(
            " wtime {} btime {} winc {} binc {}",
            white.left().as_millis(),
            black.left().as_millis(),
            white.increment().as_millis(),
            black.increment().as_millis()
        ));
        if let Some(n) = r.own.moves_to_go() {
            go.push_str(&format!(" movestogo {n}"));
        }
    }
    if let Some(t) = limits.movetime {
        go.push_str(&format!(" movetime {}", t.as_millis()));
    }
    if let Some(n) = limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    if let Some(d) = limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    go
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_option_lines() {
        let (name, vars) = parse_option_line(
            "option name UCI_Variant type combo default chess var chess var xiangqi",
        )
        .unwrap();
        assert_eq!(
            (name.as_str(), vars),
            (
                "UCI_Variant",
                vec!["chess".to_string(), "xiangqi".to_string()]
            )
        );
        let (name, vars) =
            parse_option_line("option name Move Overhead type spin default 10 min 0 max 5000")
                .unwrap();
        assert_eq!((name.as_str(), vars.len()), ("Move Overhead", 0));
        assert!(parse_option_line("id name x").is_none());
    }

    #[test]
    fn position_commands() {
        assert_eq!(position_command(None, &[]), "position startpos");
        let moves = ["e2e4".to_string(), "e7e5".to_string()];
        assert_eq!(
            position_command(Some("8/8 w - - 0 1"), &moves),
            "position fen 8/8 w - - 0 1 moves e2e4 e7e5"
        );
    }
}
