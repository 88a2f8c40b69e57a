//! Time-control arithmetic of the protocols: XBoard's `level`/`st`/`time` units and the
//! Gomocup budget that must stay inside `timeout_turn` and `time_left`.

use std::time::Duration;

/// XBoard `level MPS BASE INC`: `MPS` moves per session (0 = whole game), `BASE` minutes
/// or `min:sec`, `INC` seconds (may be fractional).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct XboardLevel {
    pub moves_per_session: u32,
    pub base: Duration,
    pub increment: Duration,
}

/// Parses `5`, `5:30`, `0:07.5` (minutes or minutes:seconds) into a duration.
pub fn parse_xboard_base(text: &str) -> Result<Duration, String> {
    let bad = || format!("level: base time must be minutes or min:sec, got '{text}'");
    let (minutes, seconds) = match text.split_once(':') {
        Some((m, s)) => (m, s),
        None => (text, "0"),
    };
    let minutes: f64 = minutes.parse().map_err(|_| bad())?;
    let seconds: f64 = seconds.parse().map_err(|_| bad())?;
    if minutes < 0.0 || seconds < 0.0 {
        return Err(bad());
    }
    super::tokens::seconds(minutes * 60.0 + seconds).ok_or_else(bad)
}

/// Parses a non-negative number of seconds (`st 0.05`, the `level` increment).
pub fn parse_seconds(name: &str, text: Option<&str>) -> Result<Duration, String> {
    let text = text.ok_or_else(|| format!("{name} needs a number of seconds"))?;
    text.parse::<f64>()
        .ok()
        .and_then(super::tokens::seconds)
        .ok_or_else(|| format!("{name} expects a number of seconds, got '{text}'"))
}

/// Parses XBoard's `time`/`otim` centiseconds; a clock past zero counts as zero.
pub fn parse_centiseconds(name: &str, text: Option<&str>) -> Result<Duration, String> {
    let text = text.ok_or_else(|| format!("{name} needs a number of centiseconds"))?;
    match text.parse::<f64>() {
        Ok(cs) if cs.is_finite() => Ok(Duration::from_millis(
            ((cs.max(0.0) * 10.0) as u64).min(super::tokens::MAX_CLOCK_MS),
        )),
        _ => Err(format!("{name} expects centiseconds, got '{text}'")),
    }
}

/// Parses the arguments of `level`.
pub fn parse_level(args: &str) -> Result<XboardLevel, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    if words.len() != 3 {
        return Err(format!(
            "level expects 'level MPS BASE INC', got {} arguments",
            words.len()
        ));
    }
    let moves_per_session = words[0].parse().map_err(|_| {
        format!(
            "level: moves per session must be a whole number, got '{}'",
            words[0]
        )
    })?;
    let base = parse_xboard_base(words[1])?;
    let increment = parse_seconds("level increment", Some(words[2]))?;
    Ok(XboardLevel {
        moves_per_session,
        base,
        increment,
    })
}

impl XboardLevel {
    /// Moves left until the next time control, after the engine's side has made `moves_made`
    /// moves in this game; `None` when the session is the whole game.
    pub fn moves_to_go(&self, moves_made: u32) -> Option<u32> {
        (self.moves_per_session > 0)
            .then(|| self.moves_per_session - moves_made % self.moves_per_session)
    }
}

/// The Gomocup manager's `time_left` value that means "no match limit".
pub const GOMOCUP_UNLIMITED_MS: i64 = 2_147_483_647;

/// The Gomocup clock as the manager states it through `INFO`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct GomocupClock {
    /// `timeout_turn`; `Some(ZERO)` means "as fast as possible".
    pub timeout_turn: Option<Duration>,
    /// `timeout_match`; `None` or zero means no limit.
    pub timeout_match: Option<Duration>,
    /// `time_left`, already clamped at zero; `None` when unlimited or never sent.
    pub time_left: Option<Duration>,
}

/// The time we keep back from a per-turn limit: the manager times the whole round trip
/// (process wake-up, thread start, the search noticing its deadline, the pipe), and the judge
/// forfeits at 1000 ms past the limit. A tenth of the turn plus 30 ms stays well inside it.
fn turn_reserve(turn: Duration) -> Duration {
    turn / 10 + Duration::from_millis(30)
}

/// Turn time when the manager gives none: one second, the fast end of Gomocup's range.
const DEFAULT_TURN: Duration = Duration::from_secs(1);
/// Moves we expect still to play, at least: games are rarely decided in fewer.
const MIN_MOVES_LEFT: u32 = 10;
/// And at most: plan no further than this, so early moves get a fair share.
const MAX_MOVES_LEFT: u32 = 30;
/// Never plan less than this: the search needs a moment to produce any move at all.
const MIN_BUDGET: Duration = Duration::from_millis(5);

impl GomocupClock {
    /// Records an `INFO time_left` value (milliseconds, may be negative or "unlimited").
    pub fn set_time_left(&mut self, ms: i64) {
        self.time_left =
            (ms != GOMOCUP_UNLIMITED_MS).then(|| Duration::from_millis(ms.max(0) as u64));
    }

    /// The time to think on this move, given the number of empty cells: never more than
    /// the turn limit minus its reserve, nor more than a share of the match time left.
    pub fn budget(&self, empty_cells: usize) -> Duration {
        let turn = match self.timeout_turn {
            Some(t) if t.is_zero() => return MIN_BUDGET,
            Some(t) => t,
            None => DEFAULT_TURN,
        };
        let mut budget = turn.saturating_sub(turn_reserve(turn));
        let match_left = self
            .time_left
            .or(self.timeout_match.filter(|t| !t.is_zero()));
        if let Some(left) = match_left {
            // Each side fills about half the empty cells at most.
            let moves_left = ((empty_cells / 2) as u32).clamp(MIN_MOVES_LEFT, MAX_MOVES_LEFT);
            let share = left / moves_left;
            let hard = left.saturating_sub(turn_reserve(left.min(turn))) / 3;
            budget = budget.min(share).min(hard);
        }
        budget.max(MIN_BUDGET)
    }
}

/// How much more than its share a move may aim at while a threat sequence is pending.
const PENDING_SHARE_FACTOR: u32 = 2;

impl GomocupClock {
    /// The time to aim at and the most to think on this move. Without a match clock both are
    /// [`Self::budget`] (a per-turn limit gains nothing from saving time). With one, the
    /// search aims at an equal share of what is left, twice that while a threat sequence is
    /// `pending` (a forced win being defended or pressed: the moves that decide the game),
    /// and may run on to the turn budget or a third of the match time left when its best
    /// move is unstable; never past either.
    pub fn plan(&self, empty_cells: usize, pending: bool) -> (Duration, Duration) {
        let turn = match self.timeout_turn {
            Some(t) if t.is_zero() => return (MIN_BUDGET, MIN_BUDGET),
            Some(t) => t,
            None => DEFAULT_TURN,
        };
        let mut hard = turn.saturating_sub(turn_reserve(turn));
        let match_left = self
            .time_left
            .or(self.timeout_match.filter(|t| !t.is_zero()));
        let Some(left) = match_left else {
            let b = self.budget(empty_cells);
            return (b, b);
        };
        let moves_left = ((empty_cells / 2) as u32).clamp(MIN_MOVES_LEFT, MAX_MOVES_LEFT);
        let mut share = left / moves_left;
        if pending {
            share *= PENDING_SHARE_FACTOR;
        }
        hard = hard.min(left.saturating_sub(turn_reserve(left.min(turn))) / 3);
        let hard = hard.max(MIN_BUDGET);
        (share.clamp(MIN_BUDGET, hard), hard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(v: u64) -> Duration {
        Duration::from_millis(v)
    }

    #[test]
    fn level_forms() {
        assert_eq!(
            parse_level("40 5 0").unwrap(),
            XboardLevel {
                moves_per_session: 40,
                base: ms(300_000),
                increment: ms(0)
            }
        );
        let l = parse_level("0 2:30 1.5").unwrap();
        assert_eq!((l.base, l.increment), (ms(150_000), ms(1500)));
        assert_eq!(parse_level("0 0:05 0").unwrap().base, ms(5000));
        assert!(parse_level("40 5").unwrap_err().contains("2 arguments"));
        assert!(parse_level("x 5 0").unwrap_err().contains("'x'"));
        assert!(parse_level("40 5:xx 0").unwrap_err().contains("'5:xx'"));
        assert!(parse_level("40 5 -1").is_err());
    }

    #[test]
    fn moves_to_go_counts_down_per_session() {
        let l = parse_level("40 5 0").unwrap();
        assert_eq!(l.moves_to_go(0), Some(40));
        assert_eq!(l.moves_to_go(39), Some(1));
        assert_eq!(l.moves_to_go(40), Some(40));
        assert_eq!(parse_level("0 5 0").unwrap().moves_to_go(12), None);
    }

    #[test]
    fn xboard_units() {
        assert_eq!(parse_centiseconds("time", Some("1234")), Ok(ms(12_340)));
        assert_eq!(parse_centiseconds("time", Some("-50")), Ok(ms(0)));
        assert!(parse_centiseconds("time", Some("x")).is_err());
        assert_eq!(parse_seconds("st", Some("0.05")), Ok(ms(50)));
        assert_eq!(parse_seconds("st", Some("2")), Ok(ms(2000)));
        assert!(parse_seconds("st", Some("-1")).is_err());
        assert!(parse_seconds("st", Some("inf")).is_err());
        assert!(parse_seconds("st", Some("1e300")).is_ok());
        assert!(parse_level("0 1e300 0").is_ok());
    }

    #[test]
    fn gomocup_budget_stays_inside_turn_limit() {
        for turn in [1u64, 50, 100, 1000, 5000, 30_000] {
            let clock = GomocupClock {
                timeout_turn: Some(ms(turn)),
                ..Default::default()
            };
            let b = clock.budget(200);
            assert!(b <= ms(turn).max(MIN_BUDGET), "turn {turn}: budget {b:?}");
            assert!(b + ms(30) <= ms(turn) || b == MIN_BUDGET, "turn {turn}");
        }
        let fast = GomocupClock {
            timeout_turn: Some(ms(0)),
            ..Default::default()
        };
        assert_eq!(fast.budget(100), MIN_BUDGET);
    }

    #[test]
    fn plan_aims_at_a_share_and_more_when_pending() {
        let mut clock = GomocupClock {
            timeout_turn: Some(ms(30_000)),
            timeout_match: Some(ms(180_000)),
            time_left: None,
        };
        clock.set_time_left(120_000);
        let (target, hard) = clock.plan(200, false);
        assert_eq!(target, ms(120_000 / 30));
        assert!(hard > target && hard <= ms(27_000), "{hard:?}");
        let (pending, hard2) = clock.plan(200, true);
        assert_eq!((pending, hard2), (target * 2, hard));
        // Nearly out of time: never more than a third of it.
        clock.set_time_left(600);
        let (t, h) = clock.plan(200, true);
        assert!(t <= h && h <= ms(200), "{t:?} {h:?}");
        // Turn limit only: the whole budget, as before.
        let turn_only = GomocupClock {
            timeout_turn: Some(ms(1000)),
            ..Default::default()
        };
        assert_eq!(
            turn_only.plan(200, true),
            (turn_only.budget(200), turn_only.budget(200))
        );
    }

    #[test]
    fn gomocup_budget_shares_match_time() {
        let mut clock = GomocupClock {
            timeout_turn: Some(ms(30_000)),
            timeout_match: Some(ms(180_000)),
            time_left: None,
        };
        clock.set_time_left(180_000);
        let b = clock.budget(225);
        assert!(b <= ms(180_000 / 10), "{b:?}");
        assert!(b >= ms(3000), "{b:?}");
        // Nearly out of time: a third of what is left at most.
        clock.set_time_left(300);
        assert!(clock.budget(100) <= ms(100));
        clock.set_time_left(-20);
        assert_eq!(clock.budget(100), MIN_BUDGET);
        clock.set_time_left(GOMOCUP_UNLIMITED_MS);
        assert_eq!(clock.time_left, None);
    }
}
