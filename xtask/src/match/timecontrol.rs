//! Time controls: what an engine may spend on its moves, and the clock that holds it to it.
//!
//! The text forms are cutechess-cli's and fastchess's: `tc=[MOVES/]TIME[+INC]` with TIME in
//! seconds or `MIN:SEC` (`10+0.1`, `40/60`, `40/1:00+0.5`), `st=SECONDS` (a fixed time per
//! move), `nodes=N`, `depth=N` (also `plies=N`). They combine: `tc=10+0.1 nodes=20000` plays a
//! clock game in which each search also stops at 20,000 nodes.
//!
//! The clock follows fastchess: a game starts with `TIME + INC` on the clock; after each move
//! the time used is taken off, the increment added, and with `MOVES/` the base time is added
//! again every MOVES moves. A move that takes more than the time left plus the engine's
//! `timemargin` forfeits the game.

use std::time::Duration;

/// A clock time control: `moves` moves in `base`, plus `increment` a move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ClockSpec {
    /// Moves per period (`40/...`); `None` = the whole game (sudden death with increment).
    pub moves: Option<u32>,
    pub base: Duration,
    pub increment: Duration,
}

/// What one engine may spend, as given on the command line. At least one field is set.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    pub clock: Option<ClockSpec>,
    /// A fixed time for every move (`st=`).
    pub movetime: Option<Duration>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    /// Whether any limit is set.
    pub fn is_set(&self) -> bool {
        self.clock.is_some()
            || self.movetime.is_some()
            || self.nodes.is_some()
            || self.depth.is_some()
    }

    /// The PGN `TimeControl` tag: `40/60:+0.5` style is not standard, so it is `moves/seconds`
    /// or `seconds+increment` (PGN standard section 9.6), `N/move` for a fixed time per move,
    /// and `-` for node and depth limits.
    pub fn pgn_tag(&self) -> String {
        if let Some(c) = self.clock {
            let base = seconds(c.base);
            let inc = (!c.increment.is_zero()).then(|| format!("+{}", seconds(c.increment)));
            match c.moves {
                Some(m) => format!("{m}/{base}{}", inc.unwrap_or_default()),
                None => format!("{base}{}", inc.unwrap_or_default()),
            }
        } else if let Some(t) = self.movetime {
            format!("{}/move", seconds(t))
        } else {
            "-".into()
        }
    }

    /// The limits for people: `10+0.1`, `st=1`, `nodes=20000`, `depth=8`, joined by spaces.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(c) = self.clock {
            let base = seconds(c.base);
            let inc = if c.increment.is_zero() {
                String::new()
            } else {
                format!("+{}", seconds(c.increment))
            };
            match c.moves {
                Some(m) => parts.push(format!("tc={m}/{base}{inc}")),
                None => parts.push(format!("tc={base}{inc}")),
            }
        }
        if let Some(t) = self.movetime {
            parts.push(format!("st={}", seconds(t)));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes={n}"));
        }
        if let Some(d) = self.depth {
            parts.push(format!("depth={d}"));
        }
        parts.join(" ")
    }
}

/// Seconds without trailing zeros: `10`, `0.1`, `1.25`.
fn seconds(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        format!("{}", ms / 1000)
    } else {
        let text = format!("{:.3}", ms as f64 / 1000.0);
        text.trim_end_matches('0').to_string()
    }
}

/// Parses a `tc=` value: `[MOVES/]TIME[+INC]`, TIME as seconds or `MIN:SEC`.
pub fn parse_clock(text: &str) -> Result<ClockSpec, String> {
    let bad = |why: &str| {
        format!("bad time control '{text}': {why} (expected e.g. 10+0.1, 40/60 or 40/1:00+0.5)")
    };
    let t = text.trim();
    if t.is_empty() {
        return Err(bad("empty"));
    }
    let (moves, rest) = match t.split_once('/') {
        Some((m, rest)) => {
            let n: u32 = m
                .trim()
                .parse()
                .map_err(|_| bad(&format!("'{m}' is not a move count")))?;
            if n == 0 {
                return Err(bad("the move count must be at least 1"));
            }
            (Some(n), rest)
        }
        None => (None, t),
    };
    let (base, inc) = match rest.split_once('+') {
        Some((b, i)) => (b, Some(i)),
        None => (rest, None),
    };
    let base = parse_time(base).map_err(|e| bad(&e))?;
    let increment = match inc {
        Some(i) => parse_seconds(i).map_err(|e| bad(&e))?,
        None => Duration::ZERO,
    };
    if base.is_zero() && increment.is_zero() {
        return Err(bad("no time at all"));
    }
    Ok(ClockSpec {
        moves,
        base,
        increment,
    })
}

/// `SEC` or `MIN:SEC` (seconds may have a fraction).
fn parse_time(text: &str) -> Result<Duration, String> {
    match text.split_once(':') {
        Some((m, s)) => {
            let minutes: u64 = m
                .trim()
                .parse()
                .map_err(|_| format!("'{m}' is not a number of minutes"))?;
            Ok(Duration::from_secs(minutes * 60) + parse_seconds(s)?)
        }
        None => parse_seconds(text),
    }
}

/// A non-negative number of seconds, fractions allowed, kept to the millisecond.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let value: f64 = t
        .parse()
        .map_err(|_| format!("'{t}' is not a number of seconds"))?;
    if !value.is_finite() || !(0.0..=1e7).contains(&value) {
        return Err(format!("'{t}' seconds is out of range (0 to 10000000)"));
    }
    Ok(Duration::from_millis((value * 1000.0).round() as u64))
}

/// A positive whole number (nodes, depth).
pub fn parse_count<T: std::str::FromStr + PartialOrd + Default>(
    what: &str,
    text: &str,
) -> Result<T, String> {
    match text.trim().parse::<T>() {
        Ok(n) if n > T::default() => Ok(n),
        _ => Err(format!(
            "bad {what} '{text}': expected a whole number above 0"
        )),
    }
}

/// One engine's clock during a game, in milliseconds (it may go negative within the margin).
#[derive(Clone, Debug)]
pub struct Clock {
    spec: Option<ClockSpec>,
    movetime: Option<Duration>,
    margin_ms: i64,
    left_ms: i64,
    /// Moves left in the current period (`MOVES/`).
    moves_left: Option<u32>,
}

/// Why a move lost on time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Forfeit {
    pub used_ms: i64,
    pub allowed_ms: i64,
}

impl Clock {
    /// A clock at the start of a game, with `margin` of grace past zero.
    pub fn new(limits: &Limits, margin: Duration) -> Clock {
        let spec = limits.clock;
        let left_ms = match (spec, limits.movetime) {
            (Some(c), _) => (c.base + c.increment).as_millis() as i64,
            (None, Some(t)) => t.as_millis() as i64,
            (None, None) => 0,
        };
        Clock {
            spec,
            movetime: limits.movetime,
            margin_ms: margin.as_millis() as i64,
            left_ms,
            moves_left: spec.and_then(|c| c.moves),
        }
    }

    /// Whether a time limit applies at all.
    pub fn is_timed(&self) -> bool {
        self.spec.is_some() || self.movetime.is_some()
    }

    /// Time left (clock games: on the clock; fixed move time: for this move), never below 0.
    pub fn left(&self) -> Duration {
        Duration::from_millis(self.left_ms.max(0) as u64)
    }

    /// The increment per move (zero without a clock).
    pub fn increment(&self) -> Duration {
        self.spec.map_or(Duration::ZERO, |c| c.increment)
    }

    /// Moves until the next time control (`movestogo`), for `MOVES/` clocks.
    pub fn moves_to_go(&self) -> Option<u32> {
        self.moves_left
    }

    /// How long the engine may think on this move before it forfeits: the time left plus the
    /// margin. `None` when nothing is timed.
    pub fn allowance(&self) -> Option<Duration> {
        if !self.is_timed() {
            return None;
        }
        let budget = match (self.spec, self.movetime) {
            (Some(_), Some(t)) => (t.as_millis() as i64).min(self.left_ms),
            _ => self.left_ms,
        };
        Some(Duration::from_millis(
            (budget + self.margin_ms).max(0) as u64
        ))
    }

    /// Takes `used` off the clock after a move; an error when that forfeits the game.
    pub fn spend(&mut self, used: Duration) -> Result<(), Forfeit> {
        let used_ms = used.as_millis() as i64;
        if let Some(allowed) = self.allowance() {
            let allowed_ms = allowed.as_millis() as i64;
            if used_ms > allowed_ms {
                return Err(Forfeit {
                    used_ms,
                    allowed_ms,
                });
            }
        }
        if let Some(c) = self.spec {
            self.left_ms = (self.left_ms - used_ms).max(0) + c.increment.as_millis() as i64;
            if let Some(n) = self.moves_left {
                if n <= 1 {
                    self.moves_left = c.moves;
                    self.left_ms += c.base.as_millis() as i64;
                } else {
                    self.moves_left = Some(n - 1);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn parses_cutechess_time_controls() {
        let c = parse_clock("10+0.1").unwrap();
        assert_eq!((c.moves, c.base, c.increment), (None, ms(10_000), ms(100)));
        let c = parse_clock("40/60").unwrap();
        assert_eq!(
            (c.moves, c.base, c.increment),
            (Some(40), ms(60_000), ms(0))
        );
        let c = parse_clock("40/1:30+0.5").unwrap();
        assert_eq!(
            (c.moves, c.base, c.increment),
            (Some(40), ms(90_000), ms(500))
        );
        let c = parse_clock("0+1").unwrap();
        assert_eq!((c.base, c.increment), (ms(0), ms(1000)));
        assert_eq!(parse_clock("8.5").unwrap().base, ms(8500));
    }

    #[test]
    fn bad_time_controls_name_the_problem() {
        for (text, needle) in [
            ("", "empty"),
            ("abc", "'abc' is not a number"),
            ("0/10", "at least 1"),
            ("x/10", "not a move count"),
            ("10+y", "'y' is not a number"),
            ("-5", "out of range"),
            ("0+0", "no time"),
        ] {
            let e = parse_clock(text).unwrap_err();
            assert!(
                e.contains(needle) && e.contains(&format!("'{text}'")),
                "{text}: {e}"
            );
        }
        assert!(parse_count::<u64>("nodes", "0")
            .unwrap_err()
            .contains("nodes"));
        assert_eq!(parse_count::<u32>("depth", "7"), Ok(7));
    }

    #[test]
    fn the_clock_counts_like_fastchess() {
        let limits = Limits {
            clock: Some(parse_clock("1+0.1").unwrap()),
            ..Limits::default()
        };
        let mut clock = Clock::new(&limits, ms(0));
        assert_eq!(
            clock.left(),
            ms(1100),
            "the first move gets base + increment"
        );
        clock.spend(ms(600)).unwrap();
        assert_eq!(clock.left(), ms(600));
        assert_eq!(clock.allowance(), Some(ms(600)));
        let e = clock.spend(ms(601)).unwrap_err();
        assert_eq!((e.used_ms, e.allowed_ms), (601, 600));
        let mut with_margin = Clock::new(&limits, ms(50));
        with_margin.spend(ms(1149)).unwrap();
        assert_eq!(
            with_margin.left(),
            ms(100),
            "used past zero within the margin: 0 + inc"
        );
    }

    #[test]
    fn moves_per_period_add_the_base_again() {
        let limits = Limits {
            clock: Some(parse_clock("2/10").unwrap()),
            ..Limits::default()
        };
        let mut clock = Clock::new(&limits, ms(0));
        assert_eq!(clock.moves_to_go(), Some(2));
        clock.spend(ms(4000)).unwrap();
        assert_eq!((clock.left(), clock.moves_to_go()), (ms(6000), Some(1)));
        clock.spend(ms(5000)).unwrap();
        assert_eq!((clock.left(), clock.moves_to_go()), (ms(11_000), Some(2)));
    }

    #[test]
    fn fixed_move_time_resets_each_move() {
        let limits = Limits {
            movetime: Some(ms(200)),
            ..Limits::default()
        };
        let mut clock = Clock::new(&limits, ms(10));
        assert_eq!(clock.allowance(), Some(ms(210)));
        clock.spend(ms(205)).unwrap();
        assert_eq!(clock.allowance(), Some(ms(210)));
        assert!(clock.spend(ms(211)).is_err());
        let untimed = Clock::new(
            &Limits {
                nodes: Some(1000),
                ..Limits::default()
            },
            ms(0),
        );
        assert_eq!(untimed.allowance(), None);
    }

    #[test]
    fn describes_limits() {
        let limits = Limits {
            clock: Some(parse_clock("40/60+0.5").unwrap()),
            nodes: Some(5000),
            ..Limits::default()
        };
        assert_eq!(limits.describe(), "tc=40/60+0.5 nodes=5000");
        assert_eq!(limits.pgn_tag(), "40/60+0.5");
        let st = Limits {
            movetime: Some(ms(250)),
            ..Limits::default()
        };
        assert_eq!(
            (st.describe().as_str(), st.pgn_tag().as_str()),
            ("st=0.25", "0.25/move")
        );
    }
}
