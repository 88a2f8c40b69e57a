//! The time manager: how long to think, from the limits and the clock.
//!
//! Two bounds: the soft bound is checked between iterations (is another iteration worth
//! starting?) and is stretched when the search is unstable; the hard bound is checked every
//! thousand nodes and ends the search mid-iteration. Both keep `move_overhead` in reserve, so
//! the clock never runs out.

use core::time::Duration;

use crate::clock::Instant;
use crate::Limits;

/// Moves assumed left in the game when the clock has no moves-to-go.
const DEFAULT_MOVES_TO_GO: u32 = 30;
/// Never plan more moves ahead than this, whatever the GUI says.
const MAX_MOVES_TO_GO: u32 = 50;

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
}

impl TimeManager {
    /// Deadlines for `limits`, with `overhead` kept in reserve, starting now.
    pub fn new(limits: &Limits, overhead: Duration) -> Self {
        let (soft, hard) = if let Some(mt) = limits.movetime {
            let t = mt.saturating_sub(overhead).max(Duration::from_millis(1));
            (Some(t), Some(t))
        } else if let Some(left) = limits.time_left {
            let usable = left.saturating_sub(overhead).max(Duration::from_millis(1));
            let mtg = limits
                .moves_to_go
                .unwrap_or(DEFAULT_MOVES_TO_GO)
                .clamp(1, MAX_MOVES_TO_GO);
            // Spend an equal share of what is left plus most of the increment...
            let share = usable / mtg + limits.increment.mul_f64(0.75);
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
            fixed: limits.movetime.is_some(),
        }
    }

    /// Time since the search (or the `ponderhit`) started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The clock starts again (on `ponderhit`: the time spent pondering was the opponent's).
    pub fn restart(&mut self) {
        self.start = Instant::now();
    }

    /// Whether the hard deadline has passed.
    pub fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
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
            let usable = Duration::from_millis(left)
                .saturating_sub(overhead)
                .max(Duration::from_millis(1));
            assert!(hard <= usable, "{left}: {hard:?} > {usable:?}");
        }
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
