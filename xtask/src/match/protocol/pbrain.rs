//! The Gomocup `pbrain` protocol, as the Gomocup manager and piskvork drive a brain.
//!
//! Game: `START n` (`RECTSTART w,h` for other boards; `RESTART` when the process already
//! played a game), answered `OK` (`startok=no` for brains that stay silent, like mintaka), then
//! `INFO timeout_turn`, `timeout_match`, `time_left`, `max_memory`, `rule` (the Gomocup bitmask),
//! `game_type 1`, and `max_node` / `max_depth` (Yixin's keys) for node and depth limits; engine
//! options become `INFO key value`. Moves: `INFO time_left` before each, then `BEGIN` (empty
//! board), `BOARD` with every stone (`x,y,1` own, `x,y,2` the opponent's) for the first move of
//! a game that starts from stones, and `TURN x,y` with the opponent's move after that. With
//! `setup=turns` the stones are replayed one by one (`TURN` each, `TAKEBACK` of the brain's
//! answer, at a 100 ms turn time), for brains whose `BOARD` does not work. The answer is a line
//! `x,y`; `MESSAGE`/`DEBUG` lines give depth and score when they carry `depth N` and
//! `score|ev|eval N`, `ERROR` lines are kept for the report.
//!
//! Time: `tc=` gives `timeout_match` (the base) and the clock's `time_left` before every move;
//! `st=` a `timeout_turn` with unlimited match time (2147483647, the protocol's "no limit", as
//! some brains mishandle 0); `turn=S` sets `timeout_turn` explicitly. A move later than the
//! limit plus the margin (the Gomocup judge's 1000 ms by default) forfeits.

use std::time::Instant;

use tetrarch::{Color, Game, Move, Variant};

use super::{Driver, GameStart, MoveRequest, Reply, Score, Thinking, HANDSHAKE_TIMEOUT};
use crate::r#match::engine::{BoardSetup, EngineSpec};
use crate::r#match::process::{EngineError, Process};

/// The protocol's "unlimited" time.
const UNLIMITED_MS: u64 = 2_147_483_647;
/// The turn time used while replaying stones with `setup=turns`.
const REPLAY_TURN_MS: u64 = 100;

#[derive(Default)]
pub struct Pbrain {
    started: bool,
    synced: usize,
    turn_ms: u64,
}

/// `x,y` of a gomoku move.
fn cell(game: &Game, m: Move) -> String {
    let Game::Gomoku(p) = game else {
        unreachable!("pbrain plays gomoku only")
    };
    let (x, y) = p.coords(m);
    format!("{x},{y}")
}

/// A reply line `x,y` (spaces allowed), if this is one.
fn parse_reply(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.trim().split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// Depth and score from `MESSAGE`/`DEBUG` lines that carry them (`depth 12`, `depth 1-2`,
/// `score 35`, `ev 149`, `eval 20`).
fn read_message(text: &str, thinking: &mut Thinking) {
    let lower = text.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == '|' || c == ',' || c == '=')
        .filter(|w| !w.is_empty())
        .collect();
    if !matches!(words.first(), Some(&"message") | Some(&"debug")) {
        return;
    }
    let number = |w: &str| -> Option<i64> {
        let digits: String = w
            .chars()
            .enumerate()
            .take_while(|(i, c)| c.is_ascii_digit() || (*i == 0 && (*c == '-' || *c == '+')))
            .map(|(_, c)| c)
            .collect();
        digits.parse().ok()
    };
    for pair in words.windows(2) {
        match pair[0] {
            "depth" => {
                if let Some(d) = number(pair[1]).filter(|d| *d >= 0) {
                    thinking.depth = Some(d as u32);
                }
            }
            "score" | "ev" | "eval" => {
                if let Some(s) = number(pair[1]) {
                    thinking.score = Some(Score::Cp(s.clamp(-1_000_000, 1_000_000) as i32));
                }
            }
            _ => {}
        }
    }
}

impl Pbrain {
    /// Waits for the brain's move; `ERROR` lines are kept to explain a timeout.
    fn await_move(
        &mut self,
        p: &mut Process,
        deadline: Instant,
        thinking: &mut Thinking,
    ) -> Result<(String, Instant), EngineError> {
        let mut errors = Vec::new();
        let answer = p.wait_for(Some(deadline), |line| {
            let text = line.text.trim();
            if parse_reply(text).is_some() {
                return Some((text.to_string(), line.at));
            }
            if text.len() >= 5 && text[..5].eq_ignore_ascii_case("error") {
                errors.push(text.to_string());
            }
            read_message(text, thinking);
            None
        });
        match answer {
            Err(EngineError::Timeout) if !errors.is_empty() => Err(EngineError::Protocol(format!(
                "no move; the brain said: {}",
                errors.join(" | ")
            ))),
            other => other,
        }
    }
}

impl Driver for Pbrain {
    fn handshake(
        &mut self,
        _p: &mut Process,
        _spec: &EngineSpec,
        _variant: Variant,
    ) -> Result<(), EngineError> {
        // The protocol's first command is START, sent with the first game (the board size).
        Ok(())
    }

    fn new_game(&mut self, p: &mut Process, g: &GameStart) -> Result<(), EngineError> {
        let Variant::Gomoku {
            width,
            height,
            rule,
        } = g.variant
        else {
            unreachable!("pbrain plays gomoku only")
        };
        let command = if self.started {
            "RESTART".to_string()
        } else if width == height {
            format!("START {width}")
        } else {
            format!("RECTSTART {width},{height}")
        };
        p.drain();
        p.send(&command)?;
        self.started = true;
        if g.spec.start_ok {
            let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
            p.wait_for(Some(deadline), |line| {
                let text = line.text.trim();
                if text.eq_ignore_ascii_case("ok") {
                    Some(Ok(()))
                } else if text.len() >= 5 && text[..5].eq_ignore_ascii_case("error") {
                    Some(Err(EngineError::Protocol(format!("'{command}' was answered '{text}'"))))
                } else {
                    None
                }
            })
            .map_err(|e| match e {
                EngineError::Timeout => EngineError::Protocol(format!(
                    "no 'OK' within {} s of '{command}' (a brain that never answers START needs startok=no)",
                    HANDSHAKE_TIMEOUT.as_secs()
                )),
                other => other,
            })??;
        }
        let limits = &g.spec.limits;
        let (turn_ms, match_ms) = match (limits.clock, limits.movetime) {
            (Some(c), _) => (
                g.spec
                    .turn
                    .or(limits.movetime)
                    .map_or((c.base + c.increment).as_millis() as u64, |t| {
                        t.as_millis() as u64
                    }),
                c.base.as_millis() as u64,
            ),
            (None, Some(t)) => (g.spec.turn.unwrap_or(t).as_millis() as u64, UNLIMITED_MS),
            (None, None) => (
                g.spec.turn.map_or(UNLIMITED_MS, |t| t.as_millis() as u64),
                UNLIMITED_MS,
            ),
        };
        self.turn_ms = turn_ms;
        p.send(&format!("INFO timeout_turn {turn_ms}"))?;
        p.send(&format!("INFO timeout_match {match_ms}"))?;
        p.send(&format!("INFO time_left {match_ms}"))?;
        p.send(&format!(
            "INFO max_memory {}",
            g.spec.memory_mb * 1024 * 1024
        ))?;
        p.send(&format!("INFO rule {}", rule.gomocup_bits()))?;
        p.send("INFO game_type 1")?;
        if let Some(n) = limits.nodes {
            p.send(&format!("INFO max_node {n}"))?;
        }
        if let Some(d) = limits.depth {
            p.send(&format!("INFO max_depth {d}"))?;
        }
        for (key, value) in g.spec.options.iter().chain(&g.spec.tunables) {
            p.send(&format!("INFO {key} {value}"))?;
        }
        self.synced = 0;
        Ok(())
    }

    fn go(&mut self, p: &mut Process, r: &MoveRequest) -> Result<Reply, EngineError> {
        p.drain();
        let n = r.moves.len();
        let mut game = r.start.clone();
        let cells: Vec<String> = r
            .moves
            .iter()
            .map(|&m| {
                let c = cell(&game, m);
                game.play(m).expect("the referee's moves are legal");
                c
            })
            .collect();
        if r.spec.limits.clock.is_some() {
            p.send(&format!("INFO time_left {}", r.own.left().as_millis()))?;
        }
        let stones = start_stones(r.start).unwrap_or_default();
        let fresh = self.synced == 0;
        let command = if !fresh && self.synced + 1 == n {
            format!("TURN {}", cells[n - 1])
        } else if fresh && stones.is_empty() && n <= 1 {
            match cells.first() {
                None => "BEGIN".to_string(),
                Some(c) => format!("TURN {c}"),
            }
        } else if r.spec.setup == BoardSetup::Turns {
            if !fresh || !stones.is_empty() {
                return Err(EngineError::Protocol(
                    "setup=turns replays games from the empty board only (give gomoku openings as moves)".into(),
                ));
            }
            p.send(&format!("INFO timeout_turn {REPLAY_TURN_MS}"))?;
            for c in &cells[..n - 1] {
                p.send(&format!("TURN {c}"))?;
                let mut ignored = Thinking::default();
                let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
                let (answer, _) = self.await_move(p, deadline, &mut ignored)?;
                p.send(&format!("TAKEBACK {answer}"))?;
            }
            p.send(&format!("INFO timeout_turn {}", self.turn_ms))?;
            format!("TURN {}", cells[n - 1])
        } else {
            // The whole position; own stones are those of the side to move.
            let mover = r.position.side_to_move();
            let field = |c: Color| if c == mover { 1 } else { 2 };
            p.send("BOARD")?;
            for (x, y, c) in &stones {
                p.send(&format!("{x},{y},{}", field(*c)))?;
            }
            let mut color = r.start.side_to_move();
            for c in &cells {
                p.send(&format!("{c},{}", field(color)))?;
                color = color.opponent();
            }
            "DONE".to_string()
        };
        p.send(&command)?;
        let sent = Instant::now();
        let mut thinking = Thinking::default();
        let (raw, at) = self.await_move(p, sent + r.wait, &mut thinking)?;
        self.synced = n + 1;
        let text = match (r.position, parse_reply(&raw)) {
            (Game::Gomoku(pos), Some((x, y))) => match pos.move_at(x, y) {
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
            resigned: false,
        })
    }

    fn quit_command(&self) -> &'static str {
        "END"
    }
}

/// Stones already on the board of a start position (gomoku openings given as position text).
fn start_stones(start: &Game) -> Option<Vec<(usize, usize, Color)>> {
    let Game::Gomoku(p) = start else { return None };
    let mut stones = Vec::new();
    for y in 0..p.height() {
        for x in 0..p.width() {
            if let Some(c) = p.stone_at(x, y) {
                stones.push((x, y, c));
            }
        }
    }
    (!stones.is_empty()).then_some(stones)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_replies_and_messages() {
        assert_eq!(parse_reply("7,7"), Some((7, 7)));
        assert_eq!(parse_reply(" 10 , 3 "), Some((10, 3)));
        assert_eq!(parse_reply("MESSAGE 7,7"), None);
        let mut t = Thinking::default();
        read_message("MESSAGE depth 1-2 ev 149 n 1 n/ms 0 tm 29 pv Xh7", &mut t);
        assert_eq!((t.depth, t.score), (Some(1), Some(Score::Cp(149))));
        read_message("MESSAGE depth 12 score -35 nodes 9000", &mut t);
        assert_eq!((t.depth, t.score), (Some(12), Some(Score::Cp(-35))));
        read_message("DEBUG status score=-648, best-move=g7, depth=9", &mut t);
        assert_eq!((t.depth, t.score), (Some(9), Some(Score::Cp(-648))));
        read_message("OK", &mut t);
        assert_eq!(t.depth, Some(9));
    }
}
