//! The engine protocols, one driver each, behind one interface: start a session, start a game,
//! ask for a move. Drivers translate between the game's coordinate notation (what the referee
//! reads) and the protocol's, and report the engine's search output (score, depth) with the
//! move.

mod jocly;
mod pbrain;
mod ucci;
mod uci;
mod xboard;

use std::time::{Duration, Instant};

use tetrarch::{Game, Move, Variant};

use super::engine::{EngineSpec, Protocol};
use super::process::{EngineError, Line, Process};
use super::timecontrol::Clock;

/// How long a handshake or a `readyok` may take before the engine counts as not starting.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(15);

/// An engine's evaluation, from its own point of view.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Score {
    Cp(i32),
    /// Mate in N moves (negative: being mated).
    Mate(i32),
}

impl Score {
    /// The score in centipawns, a mate as ±100000 (for adjudication thresholds).
    pub fn cp(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => 100_000 - n,
            Score::Mate(n) => -100_000 - n,
        }
    }

    /// As PGN comments write it: `+0.35`, `-M4`.
    pub fn pgn(self) -> String {
        match self {
            Score::Cp(cp) => format!("{:+.2}", cp as f64 / 100.0),
            Score::Mate(n) if n >= 0 => format!("+M{n}"),
            Score::Mate(n) => format!("-M{}", -n),
        }
    }
}

/// What an engine said with its move.
#[derive(Clone, Debug, Default)]
pub struct Thinking {
    pub score: Option<Score>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
}

/// The engine's answer to a move request.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The move in the game's coordinate notation (as the referee reads it); if the driver
    /// could not translate it, the engine's text as it was.
    pub text: String,
    /// What the engine wrote.
    pub raw: String,
    /// When the request was complete and when the answer arrived.
    pub sent: Instant,
    pub at: Instant,
    pub thinking: Thinking,
    /// The engine resigned instead of moving (XBoard `resign`).
    pub resigned: bool,
}

impl Reply {
    pub fn elapsed(&self) -> Duration {
        self.at.saturating_duration_since(self.sent)
    }
}

/// A game about to start, as the engine is told.
pub struct GameStart<'a> {
    pub variant: Variant,
    /// The start position's text (`None`: the game's standard start).
    pub fen: Option<&'a str>,
    pub spec: &'a EngineSpec,
}

/// A move request: the game so far and both clocks.
pub struct MoveRequest<'a> {
    pub start: &'a Game,
    pub fen: Option<&'a str>,
    /// The current position and every move since the start (opening moves included).
    pub position: &'a Game,
    pub moves: &'a [Move],
    /// The moves in the game's coordinate notation.
    pub texts: &'a [String],
    pub own: &'a Clock,
    pub opponent: &'a Clock,
    pub spec: &'a EngineSpec,
    /// How long to wait for the move after the request is sent: the clock's allowance plus a
    /// little slack, or the hang timeout for untimed moves.
    pub wait: Duration,
}

/// One protocol's side of a session with an engine.
pub trait Driver: Send {
    /// Once per process: the protocol's handshake and the engine's options.
    fn handshake(
        &mut self,
        p: &mut Process,
        spec: &EngineSpec,
        variant: Variant,
    ) -> Result<(), EngineError>;
    /// Before each game.
    fn new_game(&mut self, p: &mut Process, game: &GameStart) -> Result<(), EngineError>;
    /// One move.
    fn go(&mut self, p: &mut Process, request: &MoveRequest) -> Result<Reply, EngineError>;
    /// After each game, with the PGN result token and the reason.
    fn game_over(&mut self, _p: &mut Process, _result: &str, _reason: &str) {}
    /// The command that ends the engine.
    fn quit_command(&self) -> &'static str;
}

/// A fresh driver for `protocol`.
pub fn driver(protocol: Protocol) -> Box<dyn Driver> {
    match protocol {
        Protocol::Uci => Box::new(uci::Uci::default()),
        Protocol::Ucci => Box::new(ucci::Ucci::default()),
        Protocol::Xboard => Box::new(xboard::Xboard::default()),
        Protocol::Pbrain => Box::new(pbrain::Pbrain::default()),
        Protocol::Jocly => Box::new(jocly::Jocly),
    }
}

/// Waits for a line starting with the word `word` (case-insensitive), within `timeout`.
pub fn expect_word(
    p: &mut Process,
    word: &str,
    timeout: Duration,
    during: &str,
) -> Result<Line, EngineError> {
    let deadline = Instant::now() + timeout;
    p.wait_for(Some(deadline), |line| {
        let first = line.text.split_whitespace().next().unwrap_or("");
        first.eq_ignore_ascii_case(word).then(|| line.clone())
    })
    .map_err(|e| match e {
        EngineError::Timeout => EngineError::Protocol(format!(
            "no '{word}' within {} s of {during}",
            timeout.as_secs()
        )),
        other => other,
    })
}

/// Converts a Fairy-Stockfish xiangqi move (ranks 1-10: `h3e3`, `b10c8`) to ICCS (ranks
/// 0-9: `h2e2`), as UCCI and XBoard engines write xiangqi moves.
pub fn xiangqi_to_iccs(text: &str) -> Option<String> {
    let (from, to) = split_squares(text)?;
    let shift = |(f, r): (char, u32)| format!("{f}{}", r - 1);
    Some(format!("{}{}", shift(from), shift(to)))
}

/// Converts an ICCS move (`h2e2`) to Fairy-Stockfish's coordinates (`h3e3`).
pub fn iccs_to_xiangqi(text: &str) -> Option<String> {
    let t = text.trim().to_ascii_lowercase();
    let b = t.as_bytes();
    if b.len() != 4 || !b[1].is_ascii_digit() || !b[3].is_ascii_digit() {
        return None;
    }
    if !(b'a'..=b'i').contains(&b[0]) || !(b'a'..=b'i').contains(&b[2]) {
        return None;
    }
    Some(format!(
        "{}{}{}{}",
        b[0] as char,
        (b[1] - b'0') as u32 + 1,
        b[2] as char,
        (b[3] - b'0') as u32 + 1
    ))
}

/// `h10c8` -> ((h, 10), (c, 8)).
fn split_squares(text: &str) -> Option<((char, u32), (char, u32))> {
    let mut squares = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(file) = chars.next() {
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|c| c.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        squares.push((file, digits.parse::<u32>().ok().filter(|&r| r >= 1)?));
    }
    match squares.as_slice() {
        [a, b] => Some((*a, *b)),
        _ => None,
    }
}

/// Parses UCI-style `info` fields (`depth`, `score cp|mate`, `nodes`, `multipv`) into
/// `thinking`; lines of a second or later PV and bound-only scores are left out.
pub fn read_uci_info(text: &str, thinking: &mut Thinking) {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return;
    }
    let mut i = 1;
    let (mut depth, mut score, mut nodes, mut bound) = (None, None, None, false);
    while i < words.len() {
        let next = |k: usize| words.get(i + k).copied().unwrap_or("");
        match words[i] {
            "depth" => depth = next(1).parse().ok(),
            "nodes" => nodes = next(1).parse().ok(),
            "multipv" if next(1) != "1" => return,
            "score" => {
                score = match next(1) {
                    "cp" => next(2).parse().ok().map(Score::Cp),
                    "mate" => next(2).parse().ok().map(Score::Mate),
                    _ => None,
                };
                i += 2;
            }
            "lowerbound" | "upperbound" => bound = true,
            "string" | "pv" => break,
            _ => {}
        }
        i += 1;
    }
    if depth.is_some() {
        thinking.depth = depth;
    }
    if nodes.is_some() {
        thinking.nodes = nodes;
    }
    if score.is_some() && !bound {
        thinking.score = score;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xiangqi_coordinates_convert_both_ways() {
        assert_eq!(xiangqi_to_iccs("h3e3").as_deref(), Some("h2e2"));
        assert_eq!(xiangqi_to_iccs("b10c8").as_deref(), Some("b9c7"));
        assert_eq!(iccs_to_xiangqi("b9c7").as_deref(), Some("b10c8"));
        assert_eq!(iccs_to_xiangqi("H2E2").as_deref(), Some("h3e3"));
        assert_eq!(iccs_to_xiangqi("z9z9"), None);
        assert_eq!(iccs_to_xiangqi("h2e"), None);
        assert_eq!(xiangqi_to_iccs("h0e3"), None);
    }

    #[test]
    fn reads_uci_info_lines() {
        let mut t = Thinking::default();
        read_uci_info(
            "info depth 12 seldepth 18 multipv 1 score cp -35 nodes 120000 nps 1 pv e2e4",
            &mut t,
        );
        assert_eq!(
            (t.depth, t.score, t.nodes),
            (Some(12), Some(Score::Cp(-35)), Some(120000))
        );
        read_uci_info("info depth 13 score cp 50 lowerbound nodes 130000", &mut t);
        assert_eq!(
            (t.depth, t.score),
            (Some(13), Some(Score::Cp(-35))),
            "a bound keeps the last exact score"
        );
        read_uci_info("info depth 13 multipv 2 score mate 3", &mut t);
        assert_eq!(t.score, Some(Score::Cp(-35)), "second PVs are left out");
        read_uci_info("info depth 14 score mate -2 pv a1a2", &mut t);
        assert_eq!(t.score, Some(Score::Mate(-2)));
        read_uci_info("info string depth 99", &mut t);
        assert_eq!(t.depth, Some(14));
        assert_eq!(Score::Mate(-2).pgn(), "-M2");
        assert_eq!(Score::Cp(35).pgn(), "+0.35");
        assert!(Score::Mate(3).cp() > 99_000);
    }
}
