//! `cargo xtask match`: engine against engine, in all four games (see `docs/strength.md`).
//!
//! The pieces, one concept a file: the command line (`args`), an engine as configured
//! (`engine`) and as a process (`process`), one driver per protocol (`protocol/`), time
//! controls and clocks (`timecontrol`), opening files (`openings`), the referee that checks
//! every move with our rules crates (`referee`), score and length adjudication
//! (`adjudication`), one game (`game`), the gauntlet's schedule and worker threads
//! (`schedule`), Elo and SPRT statistics (`elo`, `sprt`), records (`record`) and what is
//! printed (`report`). `builds` makes `cmd=tetrarch` and `cmd=tetrarch@REV` binaries;
//! `generate` is `cargo xtask openings`, which makes the opening files.

mod adjudication;
#[cfg(test)]
mod agreement;
mod args;
mod builds;
mod elo;
mod engine;
mod game;
mod generate;
mod openings;
mod process;
mod protocol;
mod record;
mod referee;
mod report;
mod schedule;
mod sprt;
#[cfg(test)]
mod tests;
mod timecontrol;

use std::fs::OpenOptions;
use std::sync::{Arc, Mutex};

use tetrarch::Variant;

use crate::{workspace, Result};
use args::OpeningSource;
use game::Session;
use openings::Opening;

use args::USAGE;
pub use generate::run as generate_openings;

/// The repository's opening sets: file name in `openings/` (and `openings/final/`) and the
/// variant it is checked against.
pub const OPENING_SETS: [(&str, &str); 5] = [
    ("chess.txt", "chess"),
    ("xiangqi.txt", "xiangqi"),
    ("raumschach.txt", "raumschach"),
    ("gomoku15.txt", "gomoku15"),
    ("gomoku20.txt", "gomoku20"),
];

/// The default openings file of a variant, if the repository has one.
fn default_openings(variant: Variant, final_set: bool) -> Option<std::path::PathBuf> {
    // A gomoku set serves every rule on its board size.
    let board = |v: Variant| match v {
        Variant::Gomoku { width, height, .. } => Some((width, height)),
        _ => None,
    };
    let (file, _) = OPENING_SETS.iter().find(|(_, name)| {
        let set = Variant::parse(name).expect("the set names are variants");
        set == variant || (set.is_gomoku() && board(set) == board(variant.clone()))
    })?;
    let dir = workspace::root().join("openings");
    Some(if final_set {
        dir.join("final").join(file)
    } else {
        dir.join(file)
    })
}

pub fn run(argv: &[String]) -> Result<()> {
    if argv
        .iter()
        .any(|a| a == "-help" || a == "--help" || a == "-h")
        || argv.is_empty()
    {
        print!("{USAGE}");
        return Ok(());
    }
    play(argv).map(|_| ())
}

/// A match as parsed and checked: engines finished (binaries built, protocols chosen),
/// openings loaded and arranged, the log open.
struct Prepared {
    m: args::MatchArgs,
    openings: Vec<Opening>,
    log: Option<process::Log>,
}

/// Parses `argv`, builds and checks the engines and loads the openings.
fn prepare(argv: &[String]) -> Result<Prepared> {
    let mut m = args::parse(argv)?;
    let variant = m.variant.clone();
    for (i, spec) in m.engines.iter_mut().enumerate() {
        spec.finish(i, variant.clone(), &|rev| {
            if rev.is_empty() {
                builds::current()
            } else {
                builds::at_revision(rev)
            }
        })?;
    }
    let openings: Vec<Opening> = match &m.openings {
        OpeningSource::StartPosition => vec![Opening::start_position(variant.clone())],
        OpeningSource::File(path) => openings::load(path, variant.clone())?,
        OpeningSource::Default { final_set } => match default_openings(variant.clone(), *final_set)
        {
            Some(path) => openings::load(&path, variant.clone())?,
            None => {
                return Err(format!(
                    "no default openings for {variant}: give -openings file=F or -openings none"
                ))
            }
        },
    };
    let openings = openings::arrange(openings, m.order, m.start, m.seed);
    let log = match &m.log {
        Some(path) => Some(Arc::new(Mutex::new(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot open the log {}: {e}", path.display()))?,
        ))),
        None => None,
    };
    // Every engine must start and pass its handshake before the first game: a wrong path,
    // protocol or option is reported once, by name, rather than as a forfeit in every game.
    for spec in &m.engines {
        Session::open(spec, variant.clone(), log.clone())?.close();
    }
    Ok(Prepared { m, openings, log })
}

/// A warning when rounds must reuse openings and every engine plays by a fixed node count or
/// depth: a one-thread engine then plays the same game again from the same opening, so the
/// repeated rounds add games to the count but no information to the statistics (a 1,000-game
/// SPRT over 60 openings is about 120 distinct games, each counted eight times).
fn replay_warning(
    rounds: usize,
    openings: usize,
    engines: &[engine::EngineSpec],
) -> Option<String> {
    let fixed = |e: &engine::EngineSpec| {
        let l = &e.limits;
        l.clock.is_none() && l.movetime.is_none() && (l.nodes.is_some() || l.depth.is_some())
    };
    (openings > 0 && rounds > openings && engines.iter().all(fixed)).then(|| {
        format!(
            "Warning: {rounds} rounds over {openings} openings at fixed nodes or depth: rounds past \
             the {openings}th replay games already played and add no information (use a larger \
             openings file, e.g. openings/sprt/, or at most {openings} rounds)"
        )
    })
}

/// Plays the match `argv` describes; the engines as configured and the results.
fn play(argv: &[String]) -> Result<(Vec<engine::EngineSpec>, schedule::Outcome)> {
    let Prepared {
        mut m,
        openings,
        log,
    } = prepare(argv)?;
    let variant = m.variant.clone();
    let records = match &m.pgnout {
        Some(path) => Some(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot open the records file {}: {e}", path.display()))?,
        ),
        None => None,
    };
    let slots = schedule::gauntlet(m.engines.len(), m.rounds, m.games, openings.len());
    println!(
        "Match: {variant}, {} engines, {} rounds x {} games, {} openings, concurrency {}",
        m.engines.len(),
        m.rounds,
        m.games,
        openings.len(),
        m.concurrency
    );
    if let Some(warning) = replay_warning(m.rounds, openings.len(), &m.engines) {
        println!("{warning}");
        eprintln!("{warning}");
    }
    for (i, e) in m.engines.iter().enumerate() {
        println!(
            "  engine {}: {} ({} over {}; {}; margin {} ms)",
            i + 1,
            e.name,
            e.program.display(),
            e.protocol().name(),
            e.limits_text(),
            e.margin().as_millis()
        );
    }
    let engines = std::mem::take(&mut m.engines);
    let sprt = m.sprt;
    let outcome = schedule::run(schedule::Match {
        variant,
        engines: &engines,
        openings: &openings,
        slots,
        games_per_round: m.games,
        concurrency: m.concurrency,
        rules: m.rules,
        hang_timeout: m.hang_timeout,
        sprt,
        rating_interval: m.rating_interval,
        records,
        event: m.event.clone(),
        log,
    })?;
    for p in &outcome.pairings {
        println!(
            "{}",
            report::report(p, &engines, &outcome.stats, sprt.as_ref())
        );
    }
    for p in &outcome.pairings {
        println!(
            "{}",
            report::summary_line(p, &engines, &outcome.stats, sprt.as_ref())
        );
    }
    Ok((engines, outcome))
}

/// Game pairs between two settings of one engine, for a tuner (`cargo xtask spsa`): the
/// match command line chooses the engine, limits, variant and openings; each pair plays one
/// opening with both colours, every move checked by the referee as in a match.
pub struct PairPlayer {
    variant: Variant,
    base: engine::EngineSpec,
    openings: Vec<Opening>,
    rules: adjudication::Rules,
    hang_timeout: std::time::Duration,
    log: Option<process::Log>,
}

impl PairPlayer {
    /// The player for the match `argv` describes (its first engine is the one tuned).
    pub fn new(argv: &[String]) -> Result<PairPlayer> {
        let Prepared { m, openings, log } = prepare(argv)?;
        let base = m
            .engines
            .first()
            .cloned()
            .ok_or("the tuner needs an engine: -engine cmd=...")?;
        Ok(PairPlayer {
            variant: m.variant,
            base,
            openings,
            rules: m.rules,
            hang_timeout: m.hang_timeout,
            log,
        })
    }

    /// How many openings the pairs cycle through.
    pub fn openings(&self) -> usize {
        self.openings.len()
    }

    /// Plays opening `opening` (modulo the set) twice, the engine with `first` options as
    /// White, then as Black, against itself with `second`. Returns the first setting's wins
    /// minus its losses (-2..=2), or an error if a game could not be played.
    pub fn play_pair(
        &self,
        opening: usize,
        first: &[(String, String)],
        second: &[(String, String)],
    ) -> Result<i32> {
        let mut specs = [self.base.clone(), self.base.clone()];
        for (spec, (options, name)) in specs.iter_mut().zip([(first, "plus"), (second, "minus")]) {
            spec.tunables.extend(options.iter().cloned());
            spec.name = name.to_string();
        }
        let mut sessions = [
            Session::open(&specs[0], self.variant.clone(), self.log.clone())?,
            Session::open(&specs[1], self.variant.clone(), self.log.clone())?,
        ];
        let stop = std::sync::atomic::AtomicBool::new(false);
        let ctx = game::GameContext {
            variant: self.variant.clone(),
            rules: self.rules,
            hang_timeout: self.hang_timeout,
            stop: &stop,
        };
        let opening = &self.openings[opening % self.openings.len().max(1)];
        let mut balance = 0;
        for first_is_white in [true, false] {
            let (w, b) = if first_is_white { (0, 1) } else { (1, 0) };
            let job = game::GameJob {
                number: 1,
                round: 1,
                game_in_round: 1 + !first_is_white as usize,
                opening,
                white: (w, &specs[w]),
                black: (b, &specs[b]),
            };
            let [s0, s1] = &mut sessions;
            let seats = if first_is_white { [s0, s1] } else { [s1, s0] };
            let record = game::play(&job, seats, &ctx).ok_or("the game was stopped")?;
            let colour = if first_is_white {
                tetrarch::Color::White
            } else {
                tetrarch::Color::Black
            };
            balance += record.ending.result.half_points(colour) as i32 - 1;
        }
        for session in sessions {
            session.close();
        }
        Ok(balance)
    }
}
