//! The time manager: how long to think, from the limits and the clock.
//!
//! Two bounds: the soft bound is checked between iterations (is another iteration worth
//! starting?) and is stretched when the search is unstable; the hard bound is checked every
//! thousand nodes and ends the search mid-iteration. Both keep a reserve for the GUI and the
//! pipe: `move_overhead`, or half the clock when that is less, so the reserve shrinks with
//! the clock and the time spent per move falls geometrically (a fixed reserve and a floor of
//! a millisecond a move run a 0.1 s game out of time after some seventy moves).

use core::time::Duration;

use crate::clock::Instant;
use crate::Limits;

/// Moves assumed left in the game when the clock has no moves-to-go.
const DEFAULT_MOVES_TO_GO: u32 = 30;
/// Never plan more moves ahead than this, whatever the GUI says.
const MAX_MOVES_TO_GO: u32 = 50;
/// What every move costs beyond the search and unseen by it (the GUI, the pipe, parsing the
/// position, waking the threads), kept back for each move to go as Stockfish keeps its move
/// overhead per move (`moveOverhead * (2 + mtg)`). A tenth of a millisecond on an idle
/// machine, half a millisecond and more on a loaded one, where 0.1 s + 0 ran out at move 64
/// with the single overhead alone (CI, `a_game_at_a_tenth_of_a_second_is_not_lost_on_time`).
const LATENCY_PER_MOVE: Duration = Duration::from_millis(1);

/// Shrinks the share of a clock that is small next to the move overhead: (u / (u + o))^2 is
/// about 1 for a long clock and falls to 0 with it, so that at 0.1 s + 0 the last moves cost
/// little more than the latency (modelled in `a_tenth_of_a_second_lasts_a_long_game`).
fn low_clock_factor(usable: Duration, overhead: Duration) -> f64 {
    let (u, o) = (usable.as_secs_f64(), overhead.as_secs_f64());
    if u + o <= 0.0 {
        return 0.0;
    }
    (u / (u + o)).powi(2)
}

/// The time kept back from `time` (a clock or a move time): the move overhead, or half of
/// `time` when that is less.
fn reserve(time: Duration, overhead: Duration) -> Duration {
    overhead.min(time / 2)
}

/// Deadlines of one search.
#[derive(Clone, Debug)]
pub struct TimeManager {
    start: Instant,
    /// Target thinking time; `None` = no time limit.
    soft: Option<Duration>,
    /// Absolute maximum; `None` = no time limit.
    hard: Option<Duration>,
    /// Multiplies `soft`: grows when the best move changes or the score drops.
    instability: f64,
    /// A fixed move time: use all of it, no early stop between iterations.
    fixed: bool,
    /// `elapsed` at the previous [`Self::hard_expired`] check.
    last_check: Duration,
}

impl TimeManager {
    /// Deadlines for `limits`, with `overhead` kept in reserve, starting now.
    pub fn new(limits: &Limits, overhead: Duration) -> Self {
        let (soft, hard) = if let Some(mt) = limits.movetime {
            let t = mt - reserve(mt, overhead);
            let target = limits.movetime_target.map_or(t, |g| g.min(t));
            (Some(target), Some(t))
        } else if let Some(left) = limits.time_left {
            // `movestogo 0` (some GUIs send it for sudden death) means no moves-to-go.
            let mtg = limits
                .moves_to_go
                .filter(|&m| m > 0)
                .unwrap_or(DEFAULT_MOVES_TO_GO)
                .clamp(1, MAX_MOVES_TO_GO);
            let usable = (left - reserve(left, overhead)).saturating_sub(LATENCY_PER_MOVE * mtg);
            // Spend an equal share of what is left plus most of the increment, both shrunk
            // when the clock is small next to the overhead: a move costs about twice its
            // soft bound (the iteration that crosses it runs on), so the full 0.75 increment
            // spent 1.5 increments a move and drained a 1 s + 10 ms clock to 17-30 ms, where
            // a loaded machine's stall of 15-20 ms lost the game on time (2 of 304 games
            // against Fairy-Max, docs/reliability.md). Shrunk, the clock settles where the
            // spend equals the increment: at about three overheads (65-95 ms at 1 s + 10 ms).
            let low = low_clock_factor(usable, overhead);
            let share = (usable / mtg).mul_f64(low) + limits.increment.mul_f64(0.75 * low);
            // ...but never more than this fraction of the clock on one move: with one move
            // to the control we may use nearly all of it, otherwise keep a reserve.
            let cap = usable.mul_f64(if mtg == 1 { 0.9 } else { 0.6 });
            let hard = (share * 4).min(cap);
            (Some(share.min(hard)), Some(hard))
        } else {
            (None, None)
        };
        TimeManager {
            start: Instant::now(),
            soft,
            hard,
            instability: 1.0,
            fixed: limits.movetime.is_some() && limits.movetime_target.is_none(),
            last_check: Duration::ZERO,
        }
    }

    /// Time since the search (or the `ponderhit`) started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The clock starts again (on `ponderhit`: the time spent pondering was the opponent's).
    pub fn restart(&mut self) {
        self.start = Instant::now();
        self.last_check = Duration::ZERO;
    }

    /// Counts the time until now as spent before the search (gomoku's root proof): the next
    /// [`Self::hard_expired`] check measures its interval from here, not from the start
    /// (which made the first interval the proof's length and stopped the search that much
    /// early).
    pub fn mark_checked(&mut self) {
        self.last_check = self.elapsed();
    }

    /// Whether the search must end now: the hard deadline would pass before the next check.
    /// The search checks every thousand nodes, which is half a millisecond in chess but ten
    /// in gomoku: waiting for the deadline itself would overrun it by one interval, so the
    /// interval since the last check is taken as the next one.
    pub fn hard_expired(&mut self) -> bool {
        let now = self.elapsed();
        self.hard_expired_at(now)
    }

    /// [`Self::hard_expired`] with the check made at `now` (since the start).
    fn hard_expired_at(&mut self, now: Duration) -> bool {
        let Some(hard) = self.hard else {
            return false;
        };
        let interval = now.saturating_sub(self.last_check);
        self.last_check = now;
        now + interval >= hard
    }

    /// Called after each completed iteration: `best_changed` counts changes of the best move
    /// in this iteration, `score_drop` is how much the score fell since the last one.
    pub fn update(&mut self, best_changed: u32, score_drop: i32) {
        // Decay the old instability, then add this iteration's: a best-move change is worth
        // half the base time again, a drop of a pawn a third.
        let drop = (score_drop.clamp(0, 150) as f64) / 300.0;
        self.instability =
            (0.5 + self.instability * 0.5 + best_changed as f64 * 0.5 + drop).clamp(0.6, 2.5);
    }

    /// Whether the next iteration should not be started: the stretched soft bound has passed
    /// (an iteration costs about as much as everything before it, so starting one late
    /// would only be cut off by the hard bound).
    pub fn soft_expired(&self) -> bool {
        match (self.soft, self.hard) {
            _ if self.fixed => false,
            (Some(s), Some(h)) => self.elapsed() >= s.mul_f64(self.instability * 0.6).min(h),
            _ => false,
        }
    }

    /// The current soft and hard bounds (for tracing).
    pub fn bounds(&self) -> (Option<Duration>, Option<Duration>) {
        (self.soft, self.hard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_keeps_the_overhead() {
        let l = Limits {
            movetime: Some(Duration::from_millis(500)),
            ..Limits::default()
        };
        let tm = TimeManager::new(&l, Duration::from_millis(30));
        assert_eq!(
            tm.bounds(),
            (
                Some(Duration::from_millis(470)),
                Some(Duration::from_millis(470))
            )
        );
    }

    fn clock(left: u64, inc: u64, mtg: Option<u32>) -> (Duration, Duration) {
        let l = Limits {
            time_left: Some(Duration::from_millis(left)),
            increment: Duration::from_millis(inc),
            moves_to_go: mtg,
            ..Limits::default()
        };
        let (soft, hard) = TimeManager::new(&l, Duration::from_millis(30)).bounds();
        (soft.unwrap(), hard.unwrap())
    }

    #[test]
    fn movestogo_zero_is_sudden_death() {
        assert_eq!(clock(1000, 0, Some(0)), clock(1000, 0, None));
        // One move to the control may take most of the clock, zero moves may not.
        assert!(clock(1000, 0, Some(1)).1 > Duration::from_millis(800));
        assert!(clock(1000, 0, Some(0)).1 < Duration::from_millis(200));
    }

    /// Whole games where every move costs twice its soft bound (the iteration that crosses it
    /// overshoots), never more than the hard bound, plus latency the engine does not see
    /// (GUI, pipe, thread start): 0.1 s + 0 must last 250 moves at 0.3 ms of latency and 85
    /// at 1 ms (without `LATENCY_PER_MOVE` 172 and 70, with the fixed 30 ms reserve and a
    /// 1 ms floor before that 122 and 53).
    #[test]
    fn a_tenth_of_a_second_lasts_a_long_game() {
        for (start, inc, latency_us, moves) in [
            (100, 0, 300, 250),
            (100, 0, 1000, 85),
            (1000, 10, 2000, 300),
        ] {
            let mut left = Duration::from_millis(start);
            for n in 0..moves {
                let (soft, hard) = clock(left.as_micros() as u64 / 1000, inc, None);
                let spent = (soft * 2).min(hard) + Duration::from_micros(latency_us);
                assert!(spent < left, "{start} ms + {inc}: out of time at move {n}");
                left = left - spent + Duration::from_millis(inc);
            }
        }
    }

    /// The same model with an increment: the clock must settle well above the overhead (a
    /// stall of a loaded machine, tens of ms, then costs no game), not at a few ms. With the
    /// whole increment share at any clock, 1 s + 10 ms settled at 30 ms (1 ms of latency) and
    /// 23 ms (3 ms).
    #[test]
    fn an_increment_game_keeps_a_buffer_of_overheads() {
        for (start, inc, latency_us, floor) in [
            (1000, 10, 1000, 80),
            (1000, 10, 3000, 70),
            (3000, 30, 2000, 100),
            (300, 10, 1000, 80),
        ] {
            let mut left = Duration::from_millis(start);
            let mut lowest = left;
            for n in 0..400 {
                let (soft, hard) = clock(left.as_micros() as u64 / 1000, inc, None);
                let spent = (soft * 2).min(hard) + Duration::from_micros(latency_us);
                assert!(spent < left, "{start} ms + {inc}: out of time at move {n}");
                left = left - spent + Duration::from_millis(inc);
                if n >= 200 {
                    lowest = lowest.min(left);
                }
            }
            assert!(
                lowest >= Duration::from_millis(floor),
                "{start} ms + {inc} ms at {latency_us} us of latency: the clock settles at \
                 {lowest:?}"
            );
        }
    }

    #[test]
    fn time_before_the_search_is_not_a_check_interval() {
        let l = Limits {
            movetime: Some(Duration::from_millis(1000)),
            ..Limits::default()
        };
        let mut tm = TimeManager::new(&l, Duration::ZERO);
        // 600 ms spent proving before the first check: without the mark, the first check at
        // 610 ms takes 610 ms as the interval and stops; with it, 10 ms.
        tm.last_check = Duration::from_millis(600);
        assert!(!tm.hard_expired_at(Duration::from_millis(610)));
        let mut unmarked = TimeManager::new(&l, Duration::ZERO);
        assert!(unmarked.hard_expired_at(Duration::from_millis(610)));
        let mut marked = TimeManager::new(&l, Duration::ZERO);
        std::thread::sleep(Duration::from_millis(20));
        marked.mark_checked();
        assert!(marked.last_check >= Duration::from_millis(20));
    }

    #[test]
    fn a_movetime_target_stops_early_but_never_past_the_movetime() {
        let l = Limits {
            movetime: Some(Duration::from_millis(900)),
            movetime_target: Some(Duration::from_millis(300)),
            ..Limits::default()
        };
        let tm = TimeManager::new(&l, Duration::from_millis(30));
        assert_eq!(
            tm.bounds(),
            (
                Some(Duration::from_millis(300)),
                Some(Duration::from_millis(870))
            )
        );
        assert!(!tm.fixed);
    }

    #[test]
    fn clock_bounds_stay_inside_the_clock() {
        for (left, inc, mtg) in [
            (60_000, 0, None),
            (1_000, 100, None),
            (200, 0, Some(1)),
            (5, 0, None),
            (90_000, 30_000, Some(40)),
        ] {
            let l = Limits {
                time_left: Some(Duration::from_millis(left)),
                increment: Duration::from_millis(inc),
                moves_to_go: mtg,
                ..Limits::default()
            };
            let overhead = Duration::from_millis(30);
            let tm = TimeManager::new(&l, overhead);
            let (soft, hard) = tm.bounds();
            let (soft, hard) = (soft.unwrap(), hard.unwrap());
            assert!(soft <= hard, "{left} {inc}");
            let usable =
                Duration::from_millis(left) - reserve(Duration::from_millis(left), overhead);
            assert!(hard <= usable, "{left}: {hard:?} > {usable:?}");
        }
    }

    #[test]
    fn the_hard_bound_is_not_overrun_by_one_check_interval() {
        let l = Limits {
            movetime: Some(Duration::from_millis(60)),
            ..Limits::default()
        };
        let mut tm = TimeManager::new(&l, Duration::from_millis(30));
        let ms = Duration::from_millis;
        // Checks 12 ms apart (slow nodes) against a 30 ms deadline: at 12 ms the next check
        // (24 ms) is still inside it; at 24 ms the next (36 ms) is not, so stop now.
        assert!(!tm.hard_expired_at(ms(12)));
        assert!(tm.hard_expired_at(ms(24)));
        // Checks a millisecond apart run up to the last one before the deadline.
        let mut tm = TimeManager::new(&l, Duration::from_millis(30));
        assert!((1..29).all(|t| !tm.hard_expired_at(ms(t))));
        assert!(tm.hard_expired_at(ms(29)));
        assert!(!TimeManager::new(&Limits::default(), ms(30)).hard_expired_at(ms(99_999)));
    }

    #[test]
    fn instability_stretches_the_soft_bound() {
        let l = Limits {
            time_left: Some(Duration::from_secs(60)),
            ..Limits::default()
        };
        let mut tm = TimeManager::new(&l, Duration::ZERO);
        tm.update(0, 0);
        let calm = tm.instability;
        tm.update(2, 100);
        assert!(tm.instability > calm);
        assert!(TimeManager::new(&Limits::default(), Duration::ZERO).bounds() == (None, None));
    }
}
