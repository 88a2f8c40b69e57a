//! The schedule of a gauntlet and the threads that play it.
//!
//! Round `r` takes opening `r` (in the arranged order) and plays it against each opponent in
//! turn, `-games` times (2: once with each colour, the first engine White first). `-c N`
//! worker threads take games from the front of the list; each keeps its own engine
//! processes, so up to N games run at once, and a pair's two games may run in parallel.
//! Results come back to the collector (the calling thread) over a channel: it writes the
//! records, keeps the score and stops the workers when the SPRT is decided; a worker that
//! sees the stop abandons its game at the next move.

use std::collections::HashMap;
use std::fs::File;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::SystemTime;

use tetrarch::Variant;

use super::adjudication::Rules;
use super::engine::EngineSpec;
use super::game::{self, GameContext, GameJob, GameRecord, Session};
use super::openings::Opening;
use super::process::Log;
use super::record;
use super::referee::{Ending, GameResult, Termination};
use super::report::{self, MoveStats, Pairing};
use super::sprt::Sprt;

/// One scheduled game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub number: usize,
    pub round: usize,
    pub game_in_round: usize,
    pub opening: usize,
    pub white: usize,
    pub black: usize,
    /// The opponent of engine 0 (the pairing).
    pub opponent: usize,
}

/// The gauntlet's games in order: engine 0 against each other engine.
pub fn gauntlet(engines: usize, rounds: usize, games: usize, openings: usize) -> Vec<Slot> {
    let mut slots = Vec::new();
    for round in 0..rounds {
        for opponent in 1..engines {
            for g in 0..games {
                let (white, black) = if g % 2 == 0 {
                    (0, opponent)
                } else {
                    (opponent, 0)
                };
                slots.push(Slot {
                    number: slots.len() + 1,
                    round: round + 1,
                    game_in_round: g + 1,
                    opening: round % openings,
                    white,
                    black,
                    opponent,
                });
            }
        }
    }
    slots
}

/// Everything a match run needs.
pub struct Match<'a> {
    pub variant: Variant,
    pub engines: &'a [EngineSpec],
    pub openings: &'a [Opening],
    pub slots: Vec<Slot>,
    pub games_per_round: usize,
    pub concurrency: usize,
    pub rules: Rules,
    pub hang_timeout: std::time::Duration,
    pub sprt: Option<Sprt>,
    pub rating_interval: usize,
    pub records: Option<File>,
    pub event: String,
    pub log: Option<Log>,
}

/// A worker's engine processes, by engine index.
struct Seats {
    sessions: Vec<Option<Session>>,
}

impl Seats {
    /// The session of engine `i`, fresh when it is broken, missing, or restarts every game.
    fn ready(
        &mut self,
        i: usize,
        spec: &EngineSpec,
        variant: Variant,
        log: &Option<Log>,
    ) -> Result<(), String> {
        let stale = match &self.sessions[i] {
            None => true,
            Some(s) => s.broken || (spec.restarts_each_game() && s.games > 0),
        };
        if stale {
            if let Some(old) = self.sessions[i].take() {
                old.close();
            }
            self.sessions[i] = Some(Session::open(spec, variant, log.clone())?);
        }
        Ok(())
    }
}

/// The record of a game that could not start because an engine did not.
fn no_start(slot: &Slot, opening: &Opening, loser_white: bool, why: String) -> GameRecord {
    GameRecord {
        number: slot.number,
        round: slot.round,
        game_in_round: slot.game_in_round,
        white: slot.white,
        black: slot.black,
        fen: opening.fen.clone(),
        start: opening.start.clone(),
        moves: Vec::new(),
        ending: Ending {
            result: if loser_white {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            },
            reason: why,
            termination: Termination::Abandoned,
        },
        started: SystemTime::now(),
        duration: std::time::Duration::ZERO,
    }
}

fn worker(m: &Match, next: &AtomicUsize, stop: &AtomicBool, results: mpsc::Sender<GameRecord>) {
    let mut seats = Seats {
        sessions: (0..m.engines.len()).map(|_| None).collect(),
    };
    let ctx = GameContext {
        variant: m.variant.clone(),
        rules: m.rules,
        hang_timeout: m.hang_timeout,
        stop,
    };
    loop {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(slot) = m.slots.get(i) else { break };
        let opening = &m.openings[slot.opening];
        let mut failed = None;
        for (engine, is_white) in [(slot.white, true), (slot.black, false)] {
            if let Err(why) = seats.ready(engine, &m.engines[engine], m.variant.clone(), &m.log) {
                failed = Some(no_start(slot, opening, is_white, why));
                break;
            }
        }
        let record = match failed {
            Some(r) => Some(r),
            None => {
                let job = GameJob {
                    number: slot.number,
                    round: slot.round,
                    game_in_round: slot.game_in_round,
                    opening,
                    white: (slot.white, &m.engines[slot.white]),
                    black: (slot.black, &m.engines[slot.black]),
                };
                let (w, b) = two_mut(&mut seats.sessions, slot.white, slot.black);
                game::play(
                    &job,
                    [w.as_mut().expect("ready"), b.as_mut().expect("ready")],
                    &ctx,
                )
            }
        };
        match record {
            Some(r) => {
                if results.send(r).is_err() {
                    break;
                }
            }
            None => break, // stopped
        }
    }
    for session in seats.sessions.into_iter().flatten() {
        session.close();
    }
}

/// Two distinct elements of a slice, mutably.
fn two_mut<T>(v: &mut [T], a: usize, b: usize) -> (&mut T, &mut T) {
    assert_ne!(a, b, "an engine never plays itself");
    if a < b {
        let (left, right) = v.split_at_mut(b);
        (&mut left[a], &mut right[0])
    } else {
        let (left, right) = v.split_at_mut(a);
        (&mut right[0], &mut left[b])
    }
}

/// The outcome of a run: each pairing's results, for the caller to print and check.
pub struct Outcome {
    pub pairings: Vec<Pairing>,
    pub stats: Vec<MoveStats>,
}

/// Plays the match; prints as games finish. Errors only for a records file that cannot be
/// written.
pub fn run(mut m: Match) -> Result<Outcome, String> {
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<GameRecord>();
    let total = m.slots.len();
    let mut pairings: Vec<Pairing> = (1..m.engines.len())
        .map(|opponent| Pairing {
            opponent,
            ..Pairing::default()
        })
        .collect();
    let mut stats = vec![MoveStats::default(); m.engines.len()];
    let mut first_of_pair: HashMap<(usize, usize), u8> = HashMap::new();
    let mut write_error = None;
    let mut finished = 0;
    let records = m.records.take();
    let progress = crate::progress::Progress::new(total as u64, "games");
    std::thread::scope(|scope| {
        for w in 0..m.concurrency.max(1) {
            let tx = tx.clone();
            let (m, next, stop) = (&m, &next, &stop);
            std::thread::Builder::new()
                .name(format!("match worker {w}"))
                .spawn_scoped(scope, move || worker(m, next, stop, tx))
                .expect("spawn a worker thread");
        }
        drop(tx);
        let mut records = records;
        for r in rx {
            finished += 1;
            progress.println(&report::game_line(&r, m.engines, total));
            if let Some(file) = records.as_mut() {
                let text = if record::uses_pgn(m.variant.clone()) {
                    record::pgn(&r, m.variant.clone(), m.engines, &m.event)
                } else {
                    record::line(&r, m.engines)
                };
                if let Err(e) = file.write_all(text.as_bytes()).and_then(|_| file.flush()) {
                    write_error = Some(format!("cannot write the game records: {e}"));
                    stop.store(true, Ordering::Relaxed);
                }
            }
            stats[r.white].add(&r, r.white);
            stats[r.black].add(&r, r.black);
            let opponent = if r.white == 0 { r.black } else { r.white };
            let engine0 = if r.white == 0 {
                tetrarch::Color::White
            } else {
                tetrarch::Color::Black
            };
            let points = r.ending.result.half_points(engine0);
            let p = &mut pairings[opponent - 1];
            p.tally.add_game(points);
            p.count_termination(r.ending.termination);
            let mut pair_done = false;
            if m.games_per_round == 2 {
                let key = (opponent, r.round);
                match first_of_pair.remove(&key) {
                    Some(other) => {
                        p.tally.add_pair(other, points);
                        pair_done = true;
                    }
                    None => {
                        first_of_pair.insert(key, points);
                    }
                }
            }
            let score = report::score_line(p, m.engines);
            progress.println(&score);
            progress.step(score.rsplit_once(": ").map_or("", |(_, s)| s));
            if let Some(sprt) = &m.sprt {
                if pair_done || m.games_per_round != 2 {
                    let llr = if m.games_per_round == 2 {
                        sprt.llr_pairs(p.tally.pairs)
                    } else {
                        sprt.llr_games(p.tally.losses, p.tally.draws, p.tally.wins)
                    };
                    p.llr = Some(llr);
                    progress.println(&report::llr_line(llr, sprt));
                    if p.decision.is_none() {
                        if let Some(d) = sprt.decide(llr) {
                            p.decision = Some(d);
                            stop.store(true, Ordering::Relaxed);
                        }
                    }
                }
            }
            if m.rating_interval > 0 && finished % m.rating_interval == 0 && finished < total {
                progress.println(&report::report(p, m.engines, &stats, m.sprt.as_ref()));
            }
        }
    });
    progress.finish();
    if let Some(e) = write_error {
        return Err(e);
    }
    Ok(Outcome { pairings, stats })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gauntlet_pairs_colours_and_openings() {
        let slots = gauntlet(3, 2, 2, 5);
        assert_eq!(slots.len(), 8);
        let view: Vec<(usize, usize, usize, usize)> = slots
            .iter()
            .map(|s| (s.round, s.opening, s.white, s.black))
            .collect();
        assert_eq!(
            view,
            [
                (1, 0, 0, 1),
                (1, 0, 1, 0),
                (1, 0, 0, 2),
                (1, 0, 2, 0),
                (2, 1, 0, 1),
                (2, 1, 1, 0),
                (2, 1, 0, 2),
                (2, 1, 2, 0)
            ]
        );
        assert!(slots.iter().enumerate().all(|(i, s)| s.number == i + 1));
        let wrap = gauntlet(2, 3, 1, 2);
        assert_eq!(
            wrap.iter().map(|s| s.opening).collect::<Vec<_>>(),
            [0, 1, 0]
        );
    }

    #[test]
    fn two_mut_gives_both_orders() {
        let mut v = [1, 2, 3];
        let (a, b) = two_mut(&mut v, 2, 0);
        std::mem::swap(a, b);
        assert_eq!(v, [3, 2, 1]);
    }
}
