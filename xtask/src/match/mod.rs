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

/// Plays the match `argv` describes; the engines as configured and the results.
fn play(argv: &[String]) -> Result<(Vec<engine::EngineSpec>, schedule::Outcome)> {
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
    for (i, e) in m.engines.iter().enumerate() {
        println!(
            "  engine {}: {} ({} over {}; {}; margin {} ms)",
            i + 1,
            e.name,
            e.program.display(),
            e.protocol().name(),
            e.level
                .as_ref()
                .map_or_else(|| e.limits.describe(), |l| format!("level {l}")),
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
