//! `cargo xtask soak`: the release binary under a hostile GUI, on loopback pipes only, for a
//! bounded number of lines and time. Each cycle sends random valid and mutated commands
//! (numbers out of range, bytes that are not UTF-8, endless lines), brings the session back to
//! a known state, then runs one checked search on a position the soak chose: its `bestmove`
//! must be legal there (python-chess and pyffish referee chess and xiangqi, the facade the
//! other games). Probes (`isready`, `ping`, `ABOUT`) go in while searches run and must be
//! answered. Any hang, exit or wrong move fails the run. `--stop-cycles` runs the
//! `go infinite`/`stop` figure instead.
//!
//! `cargo xtask soak [--lines N] [--seconds S] [--protocols uci,ucci,xboard,pbrain]
//!  [--threads 1,2] [--seed N] [--stop-cycles N] [--binary PATH] [--search-cap NODES]`
//!
//! `--search-cap NODES` adds a node ceiling to every checked search (UCI and UCCI `go ...
//! nodes`, Gomocup `INFO max_node`; XBoard, which has no node limit, gets `sd 3`), keeping its
//! limits and every check: a checked search then takes milliseconds instead of tens to
//! hundreds (turns of 30-300 ms, clocks of up to 2 s), which is what makes a run of a million
//! lines take tens of minutes instead of hours.
//!
//! `--binary` soaks a binary already built instead of building the release one: CI passes
//! the test profile's (optimised, with debug assertions), which its test step has just built,
//! rather than spending minutes on a fat-LTO release build only for the soak.

mod driver;
mod engine;
mod junk;
mod oracle;
mod positions;
mod protocols;

use crate::{flag_value, workspace, Result};
use driver::{Driver, Stats};
use protocols::Proto;
use std::time::{Duration, Instant};

/// Defaults: a short run, as CI does it.
const DEFAULT_LINES: u64 = 20_000;
const DEFAULT_SECONDS: u64 = 120;

pub fn run(args: &[String]) -> Result<()> {
    let mut lines = DEFAULT_LINES;
    let mut seconds = DEFAULT_SECONDS;
    let mut protocols: Vec<Proto> = Proto::ALL.to_vec();
    let mut threads = vec![1usize];
    let mut seed = 16u64;
    let mut stop_cycles = None;
    let mut binary = None;
    let mut cap = None;
    let mut i = 0;
    let number = |v: &str, flag: &str| -> Result<u64> {
        v.parse()
            .map_err(|_| format!("{flag} expects a number, got '{v}'"))
    };
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--lines" => lines = number(flag_value(args, &mut i, flag)?, flag)?,
            "--seconds" => seconds = number(flag_value(args, &mut i, flag)?, flag)?,
            "--seed" => seed = number(flag_value(args, &mut i, flag)?, flag)?,
            "--stop-cycles" => stop_cycles = Some(number(flag_value(args, &mut i, flag)?, flag)?),
            "--search-cap" => match number(flag_value(args, &mut i, flag)?, flag)? {
                0 => return Err("--search-cap expects a node count above 0".into()),
                n => cap = Some(n),
            },
            "--threads" => {
                threads = flag_value(args, &mut i, flag)?
                    .split(',')
                    .map(|t| number(t, flag).map(|n| n.max(1) as usize))
                    .collect::<Result<_>>()?
            }
            "--protocols" => {
                protocols = flag_value(args, &mut i, flag)?
                    .split(',')
                    .map(|name| {
                        Proto::ALL
                            .into_iter()
                            .find(|p| p.name() == name)
                            .ok_or_else(|| format!("--protocols: unknown protocol '{name}'"))
                    })
                    .collect::<Result<_>>()?
            }
            "--binary" => {
                let path = std::path::PathBuf::from(flag_value(args, &mut i, flag)?);
                if !path.is_file() {
                    return Err(format!("--binary: no file at {}", path.display()));
                }
                binary = Some(path);
            }
            other => return Err(format!("soak: unknown option '{other}'")),
        }
        i += 1;
    }
    let binary = match binary {
        Some(path) => path,
        None => workspace::build_tetrarch()?,
    };
    let mut oracle = oracle::Oracle::start();
    if let Some(cycles) = stop_cycles {
        return stop_cycle_run(&binary, &mut oracle, cycles, &threads, seed);
    }
    // The line budget and the time are shared out evenly, protocol by protocol, thread
    // setting by thread setting.
    let runs = (protocols.len() * threads.len()) as u64;
    let started = Instant::now();
    let mut totals = Stats::default();
    let mut report = Vec::new();
    for (k, (&proto, &t)) in protocols
        .iter()
        .flat_map(|p| threads.iter().map(move |t| (p, t)))
        .enumerate()
    {
        let mut driver = Driver::new(proto, &binary, seed + k as u64, t, cap)?;
        let deadline = started + Duration::from_secs(seconds * (k as u64 + 1) / runs);
        let budget = lines / runs;
        eprintln!(
            "==> soak {} (threads {t}): {budget} lines or until the deadline",
            proto.name()
        );
        while driver.stats.lines < budget && Instant::now() < deadline {
            driver.cycle(&mut oracle);
        }
        let s = driver.finish();
        report.push(format!("{:<7} threads {t}: {}", proto.name(), s.summary()));
        eprintln!("    {}", report.last().unwrap());
        totals.add(&s);
    }
    let capped = cap.map_or(String::new(), |n| {
        format!(", checked searches capped at {n} nodes")
    });
    println!(
        "soak: {:.0} s, seed {seed}{capped}",
        started.elapsed().as_secs_f64()
    );
    for line in &report {
        println!("  {line}");
    }
    println!("  total: {}", totals.summary());
    if totals.failures.is_empty() {
        Ok(())
    } else {
        for f in totals.failures.iter().take(20) {
            eprintln!("FAILURE {f}");
        }
        Err(format!("soak: {} failures", totals.failures.len()))
    }
}

/// `go infinite` then `stop` after 0-3 ms, `cycles` times per thread count: each must give
/// one legal bestmove and nothing more, and `isready` after it must be answered.
fn stop_cycle_run(
    binary: &std::path::Path,
    oracle: &mut oracle::Oracle,
    cycles: u64,
    threads: &[usize],
    seed: u64,
) -> Result<()> {
    let mut failures = Vec::new();
    for &t in threads {
        let started = Instant::now();
        let mut driver = Driver::new(Proto::Uci, binary, seed + t as u64, t, None)?;
        let (mut done, mut longest) = (0u64, Duration::ZERO);
        for _ in 0..cycles {
            match driver.stop_cycle(oracle) {
                Ok(took) => {
                    done += 1;
                    longest = longest.max(took);
                }
                Err(e) => failures.push(format!("threads {t}: {e}")),
            }
        }
        println!(
            "stop cycles, threads {t}: {done}/{cycles} with one legal bestmove each; longest \
             stop-to-bestmove {:.1} ms; {:.0} s",
            longest.as_secs_f64() * 1000.0,
            started.elapsed().as_secs_f64()
        );
        driver.finish();
    }
    if failures.is_empty() {
        Ok(())
    } else {
        for f in failures.iter().take(20) {
            eprintln!("FAILURE {f}");
        }
        Err(format!("soak: {} failed stop cycles", failures.len()))
    }
}
