//! XBoard / WinBoard (CECP version 2), as Fairy-Max, MaxQi and Sjaak II speak it.
//!
//! Session: `xboard`, `protover 2`, then the `feature` lines until `done=1` (an engine that
//! sends none is taken as version 1 after the handshake timeout); each feature is `accepted`.
//! `option.memory=N` and `option.cores=N` become the `memory` and `cores` commands, other
//! options `option NAME=VALUE`. Game: `new`, `variant V` (not chess), `force`, `post`, `easy`,
//! the time control (`level MPS BASE INC`, `st SECONDS`, `sd DEPTH`), `setboard FEN` when the
//! game starts from a set-up position (refused if the engine has `setboard=0`). Moves: in force
//! mode the moves the engine has not seen, `time`/`otim` (centiseconds), `go`; once the engine
//! has moved it is out of force mode, and the opponent's reply (after `time`/`otim`) makes it
//! think. Its answer is `move M` (or `resign`); thinking lines `ply score time nodes pv` give
//! score and depth. Xiangqi moves are ICCS (ranks 0-9); `san=1` engines get SAN in chess.

use std::time::{Duration, Instant};

use tetrarch::{Game, Variant};

use super::{
    iccs_to_xiangqi, xiangqi_to_iccs, Driver, GameStart, MoveRequest, Reply, Score, Thinking,
    HANDSHAKE_TIMEOUT,
};
use crate::r#match::engine::EngineSpec;
use crate::r#match::process::{EngineError, Process};

/// How long a version-1 engine (no `feature done=1`) is given to answer `protover 2`.
const FEATURE_WAIT: Duration = Duration::from_secs(2);

#[derive(Default)]
pub struct Xboard {
    usermove: bool,
    setboard: bool,
    ping: bool,
    san: bool,
    variants: Option<Vec<String>>,
    /// How many moves of the current game the engine knows.
    synced: usize,
    /// Whether the engine is in force mode (does not think when it gets a move).
    force: bool,
    pings: u32,
    variant: Option<Variant>,
}

/// Reads `feature a=1 b="x y"` pairs.
fn parse_features(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text.trim_start_matches("feature").trim();
    while let Some(eq) = rest.find('=') {
        let name = rest[..eq].trim().to_string();
        let after = &rest[eq + 1..];
        let (value, next) = if let Some(quoted) = after.strip_prefix('"') {
            match quoted.find('"') {
                Some(end) => (quoted[..end].to_string(), &quoted[end + 1..]),
                None => (quoted.to_string(), ""),
            }
        } else {
            match after.find(char::is_whitespace) {
                Some(end) => (after[..end].to_string(), &after[end..]),
                None => (after.to_string(), ""),
            }
        };
        out.push((name, value));
        rest = next.trim();
    }
    out
}

impl Xboard {
    fn move_text(&self, game: &Game, text: &str) -> String {
        match (game, self.san) {
            (Game::Xiangqi(_), _) => xiangqi_to_iccs(text).expect("xiangqi moves are coordinates"),
            (Game::Chess(_), true) => match game.parse_move(text) {
                Ok(m) => game.readable_move(m),
                Err(_) => text.to_string(),
            },
            _ => text.to_string(),
        }
    }

    fn send_move(&self, p: &mut Process, text: &str) -> Result<(), EngineError> {
        if self.usermove {
            p.send(&format!("usermove {text}"))
        } else {
            p.send(text)
        }
    }

    /// `ping N` ... `pong N` when the engine has the feature: it has read everything before.
    fn sync(&mut self, p: &mut Process) -> Result<(), EngineError> {
        if !self.ping {
            return Ok(());
        }
        self.pings += 1;
        let n = self.pings;
        p.send(&format!("ping {n}"))?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        let want = format!("pong {n}");
        p.wait_for(Some(deadline), |line| {
            (line.text.trim() == want).then_some(())
        })
        .map_err(|e| match e {
            EngineError::Timeout => EngineError::Protocol(format!("no '{want}' to 'ping {n}'")),
            other => other,
        })
    }
}

/// A thinking line `ply score time nodes pv...` (ply may end in `.`/`&`), if this is one.
fn read_thinking(text: &str, thinking: &mut Thinking) {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return;
    }
    let ply = words[0].trim_end_matches(['.', '&', '?', '!']);
    let (Ok(depth), Ok(score), Ok(_time), Ok(nodes)) = (
        ply.parse::<u32>(),
        words[1].parse::<i32>(),
        words[2].parse::<i64>(),
        words[3].parse::<u64>(),
    ) else {
        return;
    };
    thinking.depth = Some(depth);
    thinking.nodes = Some(nodes);
    // XBoard's mate convention: 100000 + N moves (or -100000 - N).
    thinking.score = Some(if score.abs() >= 100_000 {
        Score::Mate(score.signum() * (score.abs() - 100_000))
    } else {
        Score::Cp(score)
    });
}

impl Driver for Xboard {
    fn handshake(
        &mut self,
        p: &mut Process,
        spec: &EngineSpec,
        variant: Variant,
    ) -> Result<(), EngineError> {
        p.send("xboard")?;
        p.send("protover 2")?;
        let deadline = Instant::now() + FEATURE_WAIT.max(HANDSHAKE_TIMEOUT);
        let mut first_feature = false;
        loop {
            let wait = if first_feature {
                deadline
            } else {
                (Instant::now() + FEATURE_WAIT).min(deadline)
            };
            let line = match p.recv(Some(wait)) {
                Ok(line) => line,
                Err(EngineError::Timeout) if !first_feature => break, // a version-1 engine
                Err(EngineError::Timeout) => {
                    return Err(EngineError::Protocol(
                        "no 'feature done=1' after 'protover 2'".into(),
                    ))
                }
                Err(e) => return Err(e),
            };
            if !line.text.starts_with("feature") {
                continue;
            }
            first_feature = true;
            let mut done = false;
            for (name, value) in parse_features(&line.text) {
                match name.as_str() {
                    "usermove" => self.usermove = value == "1",
                    "setboard" => self.setboard = value == "1",
                    "ping" => self.ping = value == "1",
                    "san" => self.san = value == "1",
                    "variants" => {
                        self.variants =
                            Some(value.split(',').map(|v| v.trim().to_string()).collect())
                    }
                    "done" => done = value == "1",
                    _ => {}
                }
                if name != "done" {
                    p.send(&format!("accepted {name}"))?;
                }
            }
            if done {
                break;
            }
        }
        if variant != Variant::Chess {
            let wanted = spec.variant_name.clone().unwrap_or_else(|| variant.name());
            if let Some(list) = &self.variants {
                if !list.iter().any(|v| v.eq_ignore_ascii_case(&wanted)) {
                    return Err(EngineError::Protocol(format!(
                        "the engine does not play '{wanted}' (its variants: {}); name its variant with variant=NAME",
                        list.join(",")
                    )));
                }
            }
        }
        for (name, value) in &spec.options {
            match name.to_ascii_lowercase().as_str() {
                "memory" | "hash" => p.send(&format!("memory {value}"))?,
                "cores" | "threads" => p.send(&format!("cores {value}"))?,
                _ => p.send(&format!("option {name}={value}"))?,
            }
        }
        self.sync(p)
    }

    fn new_game(&mut self, p: &mut Process, g: &GameStart) -> Result<(), EngineError> {
        p.send("new")?;
        if g.variant != Variant::Chess {
            let name = g
                .spec
                .variant_name
                .clone()
                .unwrap_or_else(|| g.variant.name());
            p.send(&format!("variant {name}"))?;
        }
        p.send("force")?;
        p.send("post")?;
        p.send("easy")?;
        let limits = &g.spec.limits;
        if let Some(c) = limits.clock {
            let base = c.base.as_secs_f64();
            let base = if base.fract() == 0.0 && (base as u64).is_multiple_of(60) {
                format!("{}", base as u64 / 60)
            } else {
                let secs = base as u64;
                format!("{}:{:02}", secs / 60, secs % 60)
            };
            let inc = c.increment.as_secs_f64();
            p.send(&format!(
                "level {} {base} {}",
                c.moves.unwrap_or(0),
                format_seconds(inc)
            ))?;
        } else if let Some(t) = limits.movetime {
            // Whole seconds where possible: Fairy-Max and MaxQi read `st` as an integer.
            p.send(&format!("st {}", format_seconds(t.as_secs_f64())))?;
        }
        if let Some(d) = limits.depth {
            p.send(&format!("sd {d}"))?;
        }
        if let Some(fen) = g.fen {
            if !self.setboard {
                return Err(EngineError::Protocol(
                    "the engine cannot set up a position (feature setboard=0): give openings as moves from the start position".into(),
                ));
            }
            p.send(&format!("setboard {fen}"))?;
        }
        self.synced = 0;
        self.force = true;
        self.variant = Some(g.variant.clone());
        self.sync(p)
    }

    fn go(&mut self, p: &mut Process, r: &MoveRequest) -> Result<Reply, EngineError> {
        p.drain();
        let n = r.texts.len();
        let synced = self.synced.min(n);
        // Out of force mode, the opponent's one reply makes the engine think (the normal
        // flow); otherwise replay what it has not seen in force mode and send `go`.
        let thinking_on_move = !self.force && n - synced == 1;
        if !thinking_on_move && !self.force {
            p.send("force")?;
            self.force = true;
        }
        let mut game = r.start.clone();
        let mut last = None;
        for i in 0..n {
            if i >= synced {
                let text = self.move_text(&game, &r.texts[i]);
                if thinking_on_move {
                    last = Some(text);
                } else {
                    self.send_move(p, &text)?;
                }
            }
            game.play(r.moves[i])
                .expect("the referee's moves are legal");
        }
        let centis = |d: Duration| d.as_millis() / 10;
        if r.spec.limits.clock.is_some() {
            p.send(&format!("time {}", centis(r.own.left())))?;
            p.send(&format!("otim {}", centis(r.opponent.left())))?;
        }
        match last {
            Some(text) => self.send_move(p, &text)?,
            None => p.send("go")?,
        }
        self.force = false;
        let sent = Instant::now();
        let deadline = sent + r.wait;
        let mut thinking = Thinking::default();
        let mut claim = None;
        let answer = p.wait_for(Some(deadline), |line| {
            let text = line.text.trim();
            if let Some(m) = text.strip_prefix("move ") {
                return Some(Ok((m.trim().to_string(), line.at, false)));
            }
            let is_claim =
                text.starts_with("1-0") || text.starts_with("0-1") || text.starts_with("1/2-1/2");
            if text == "resign" || (is_claim && text.contains("resign")) {
                return Some(Ok((String::new(), line.at, true)));
            }
            if is_claim {
                claim = Some(text.to_string());
            }
            if text.starts_with("Illegal move") {
                return Some(Err(EngineError::Protocol(format!(
                    "the engine refused a legal move: {text}"
                ))));
            }
            read_thinking(text, &mut thinking);
            None
        });
        let (raw, at, resigned) = match answer {
            Ok(inner) => inner?,
            Err(EngineError::Timeout) if claim.is_some() => {
                return Err(EngineError::Protocol(format!(
                    "no move after claiming '{}'",
                    claim.unwrap_or_default()
                )))
            }
            Err(e) => return Err(e),
        };
        self.synced = r.texts.len() + usize::from(!resigned);
        let text = match r.position {
            Game::Xiangqi(_) => iccs_to_xiangqi(&raw).unwrap_or_else(|| raw.clone()),
            Game::Chess(_) if self.san => match r.position.parse_readable_move(&raw) {
                Ok(m) => r.position.format_move(m),
                Err(_) => raw.clone(),
            },
            _ => raw.clone(),
        };
        Ok(Reply {
            text,
            raw,
            sent,
            at,
            thinking,
            resigned,
        })
    }

    fn game_over(&mut self, p: &mut Process, result: &str, reason: &str) {
        let _ = p.send(&format!("result {result} {{{reason}}}"));
        let _ = p.send("force");
        self.force = true;
    }

    fn quit_command(&self) -> &'static str {
        "quit"
    }
}

/// Seconds as XBoard reads them: `0.1`, `5`.
fn format_seconds(s: f64) -> String {
    let text = format!("{s:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text.is_empty() {
        "0".into()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_features() {
        let f = parse_features(
            r#"feature setboard=0 ping=1 myname="MaxQi 4.8G" variants="xiangqi,normal" done=0"#,
        );
        assert_eq!(
            f,
            [
                ("setboard", "0"),
                ("ping", "1"),
                ("myname", "MaxQi 4.8G"),
                ("variants", "xiangqi,normal"),
                ("done", "0")
            ]
            .map(|(a, b)| (a.to_string(), b.to_string()))
        );
    }

    #[test]
    fn reads_thinking_lines() {
        let mut t = Thinking::default();
        read_thinking(" 5     13       13      47873 b8c6 b1c3 g8f6", &mut t);
        assert_eq!(
            (t.depth, t.score, t.nodes),
            (Some(5), Some(Score::Cp(13)), Some(47873))
        );
        read_thinking("9. -100003 20 1000 a1a2", &mut t);
        assert_eq!((t.depth, t.score), (Some(9), Some(Score::Mate(-3))));
        read_thinking("move e2e4", &mut t);
        assert_eq!(t.depth, Some(9));
        assert_eq!(format_seconds(0.1), "0.1");
        assert_eq!(format_seconds(5.0), "5");
    }
}
