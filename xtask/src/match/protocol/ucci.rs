//! UCCI, the xiangqi protocol (ElephantEye's): like UCI with ICCS moves (ranks 0-9).
//!
//! Session: `ucci` ... `ucciok` (options listed as `option NAME type ...`), `setoption NAME
//! VALUE` (`usemillisec true` when offered), `isready` ... `readyok`. Move: `position startpos|fen F moves ...` in ICCS, then
//! `go time T increment I opptime T oppincrement I` (milliseconds, with `movestogo` for
//! `MOVES/` clocks), `go time T movestogo 1` for a fixed move time, `go depth D`, `go nodes N`;
//! the answer is `bestmove M` (`nobestmove`: no move, a protocol error here since the referee
//! never asks for a move in a finished game).

use std::time::Instant;

use tetrarch::Variant;

use super::{
    expect_word, iccs_to_xiangqi, read_uci_info, xiangqi_to_iccs, Driver, GameStart, MoveRequest,
    Reply, Thinking, HANDSHAKE_TIMEOUT,
};
use crate::r#match::engine::EngineSpec;
use crate::r#match::process::{EngineError, Process};

#[derive(Default)]
pub struct Ucci {
    options: Vec<String>,
}

impl Driver for Ucci {
    fn handshake(
        &mut self,
        p: &mut Process,
        spec: &EngineSpec,
        _variant: Variant,
    ) -> Result<(), EngineError> {
        p.send("ucci")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        let mut options = Vec::new();
        p.wait_for(Some(deadline), |line| {
            let mut words = line.text.split_whitespace();
            if words.next() == Some("option") {
                if let Some(name) = words.next() {
                    options.push(name.to_string());
                }
            }
            (line.text.trim() == "ucciok").then_some(())
        })
        .map_err(|e| match e {
            EngineError::Timeout => EngineError::Protocol(format!(
                "no 'ucciok' within {} s of 'ucci' (is it a UCCI engine?)",
                HANDSHAKE_TIMEOUT.as_secs()
            )),
            other => other,
        })?;
        self.options = options;
        for (name, value) in &spec.options {
            // UCCI names have no spaces; UCI-style names are written with underscores.
            let wanted = name.replace(' ', "_");
            let Some(exact) = self
                .options
                .iter()
                .find(|o| o.eq_ignore_ascii_case(&wanted))
            else {
                return Err(EngineError::Protocol(format!(
                    "the engine has no option '{name}' (it lists: {})",
                    self.options.join(", ")
                )));
            };
            p.send(&format!("setoption {exact} {value}"))?;
        }
        // The UCCI specification's times are seconds unless the GUI sets `usemillisec`; the
        // clocks below are sent in milliseconds, so ask for them when the engine offers it.
        if let Some(exact) = self
            .options
            .iter()
            .find(|o| o.eq_ignore_ascii_case("usemillisec"))
        {
            p.send(&format!("setoption {exact} true"))?;
        }
        p.send("isready")?;
        expect_word(p, "readyok", HANDSHAKE_TIMEOUT, "isready")?;
        Ok(())
    }

    fn new_game(&mut self, p: &mut Process, _game: &GameStart) -> Result<(), EngineError> {
        p.send("isready")?;
        expect_word(p, "readyok", HANDSHAKE_TIMEOUT, "isready")?;
        Ok(())
    }

    fn go(&mut self, p: &mut Process, r: &MoveRequest) -> Result<Reply, EngineError> {
        p.drain();
        let moves: Vec<String> = r
            .texts
            .iter()
            .map(|m| xiangqi_to_iccs(m).expect("the referee's xiangqi moves are coordinates"))
            .collect();
        p.send(&super::uci::position_command(r.fen, &moves))?;
        p.send(&go_command(r))?;
        let sent = Instant::now();
        let deadline = sent + r.wait;
        let mut thinking = Thinking::default();
        let (raw, at) = p.wait_for(Some(deadline), |line| {
            // UCCI's info lines carry a bare `score N`; read them as UCI's `score cp N`.
            read_uci_info(
                &line.text.replacen(" score ", " score cp ", 1),
                &mut thinking,
            );
            let mut words = line.text.split_whitespace();
            match words.next() {
                Some("bestmove") => Some((words.next().unwrap_or("").to_string(), line.at)),
                Some("nobestmove") => Some((String::new(), line.at)),
                _ => None,
            }
        })?;
        if raw.is_empty() {
            return Err(EngineError::Protocol(
                "'nobestmove' in a position with legal moves".into(),
            ));
        }
        Ok(Reply {
            text: iccs_to_xiangqi(&raw).unwrap_or_else(|| raw.clone()),
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

fn go_command(r: &MoveRequest) -> String {
    let limits = &r.spec.limits;
    let mut go = String::from("go");
    if limits.clock.is_some() {
        go.push_str(&format!(" time {}", r.own.left().as_millis()));
        match r.own.moves_to_go() {
            Some(n) => go.push_str(&format!(" movestogo {n}")),
            None => go.push_str(&format!(" increment {}", r.own.increment().as_millis())),
        }
        go.push_str(&format!(" opptime {}", r.opponent.left().as_millis()));
        match r.opponent.moves_to_go() {
            Some(n) => go.push_str(&format!(" oppmovestogo {n}")),
            None => go.push_str(&format!(
                " oppincrement {}",
                r.opponent.increment().as_millis()
            )),
        }
    } else if let Some(t) = limits.movetime {
        go.push_str(&format!(" time {} movestogo 1", t.as_millis()));
    }
    if let Some(d) = limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    if let Some(n) = limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    go
}
