//! The line protocol of the Jocly Raumschach wrapper (`/work/shared/anchors/jocly_raum/`):
//! UCI-like, moves in tetrarch's Raumschach notation.
//!
//! Session: `uci` ... `uciok`, `seed N` when `option.seed=N` is given, `isready` ... `readyok`.
//! Move: `position startpos|fen F moves ...`, then `go level L` (`level=`), `go nodes N`, or
//! `go movetime MS` (`st=`; with a clock, a share of it: a thirtieth of the time left plus the
//! increment, at most half the time left, since the wrapper has no clock of its own). The
//! answer is `bestmove M`; an `error ...` line (an illegal position or move) is a protocol
//! error.

use std::time::{Duration, Instant};

use tetrarch::Variant;

use super::{expect_word, Driver, GameStart, MoveRequest, Reply, Thinking, HANDSHAKE_TIMEOUT};
use crate::r#match::engine::EngineSpec;
use crate::r#match::process::{EngineError, Process};

pub struct Jocly;

/// The move time given to the wrapper under a clock: left / 30 + increment, capped at half
/// of what is left.
pub fn clock_share(left: Duration, increment: Duration) -> Duration {
    (left / 30 + increment)
        .min(left / 2)
        .max(Duration::from_millis(10))
}

impl Driver for Jocly {
    fn handshake(
        &mut self,
        p: &mut Process,
        spec: &EngineSpec,
        _variant: Variant,
    ) -> Result<(), EngineError> {
        p.send("uci")?;
        expect_word(p, "uciok", HANDSHAKE_TIMEOUT, "uci")?;
        for (name, value) in &spec.options {
            match name.as_str() {
                "seed" => p.send(&format!("seed {value}"))?,
                other => {
                    return Err(EngineError::Protocol(format!(
                        "the jocly protocol has no option '{other}' (known: seed)"
                    )))
                }
            }
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
        p.send(&super::uci::position_command(r.fen, r.texts))?;
        let limits = &r.spec.limits;
        let go = if let Some(level) = &r.spec.level {
            format!("go level {level}")
        } else if let Some(n) = limits.nodes {
            format!("go nodes {n}")
        } else if let Some(t) = limits.movetime {
            format!("go movetime {}", t.as_millis())
        } else if limits.clock.is_some() {
            format!(
                "go movetime {}",
                clock_share(r.own.left(), r.own.increment()).as_millis()
            )
        } else {
            return Err(EngineError::Protocol(
                "the jocly protocol needs level=, nodes=, st= or tc= (it has no depth limit)"
                    .into(),
            ));
        };
        p.send(&go)?;
        let sent = Instant::now();
        // The wrapper's `info` lines carry no score from the mover's view: none is reported.
        let thinking = Thinking::default();
        let (raw, at) = p.wait_for(Some(sent + r.wait), |line| {
            let text = line.text.trim();
            let mut words = text.split_whitespace();
            match words.next() {
                Some("bestmove") => Some(Ok((words.next().unwrap_or("").to_string(), line.at))),
                Some("error") => Some(Err(EngineError::Protocol(format!(
                    "the engine said '{text}'"
                )))),
                _ => None,
            }
        })??;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_share_is_a_thirtieth_plus_increment() {
        let ms = Duration::from_millis;
        assert_eq!(clock_share(ms(30_000), ms(100)), ms(1100));
        assert_eq!(clock_share(ms(100), ms(1000)), ms(50));
        assert_eq!(clock_share(ms(0), ms(0)), ms(10));
    }
}
