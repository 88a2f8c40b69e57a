//! `cargo xtask fuzz [--seconds 60] [--target NAME]...`: runs each cargo-fuzz target of
//! `fuzz/` (nightly, libFuzzer) for a bounded time, on a corpus seeded from the tests
//! (`fuzz/seeds/<target>/`, the perft suites' positions for the FEN targets). A crash, a
//! timeout or a leak fails the run and names the input libFuzzer saved. Not part of `ci`.
//!
//! cargo-fuzz is installed with `cargo install cargo-fuzz` when it is missing.

use crate::{flag_value, workspace, Result};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Every target in `fuzz/Cargo.toml`.
const TARGETS: &[&str] = &[
    "fen_chess",
    "fen_xiangqi",
    "fen_raumschach",
    "gomoku_board",
    "san",
    "protocol_uci",
    "protocol_ucci",
    "protocol_xboard",
    "protocol_pbrain",
];

/// Seconds per target when none is given.
const DEFAULT_SECONDS: u64 = 60;
/// libFuzzer's limit for one input: a command loop under the fuzz ceilings answers any
/// session in well under a second; ten means a hang.
const INPUT_TIMEOUT_S: u64 = 10;
/// Memory ceiling per fuzzing process (MiB).
const RSS_LIMIT_MIB: u64 = 4096;

pub fn run(args: &[String]) -> Result<()> {
    let mut seconds = DEFAULT_SECONDS;
    let mut chosen: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--seconds" => {
                let v = flag_value(args, &mut i, "--seconds")?;
                seconds = v
                    .parse()
                    .map_err(|_| format!("--seconds expects a number, got '{v}'"))?;
            }
            "--target" => chosen.push(flag_value(args, &mut i, "--target")?.to_string()),
            other => return Err(format!("fuzz: unknown option '{other}'")),
        }
        i += 1;
    }
    for t in &chosen {
        if !TARGETS.contains(&t.as_str()) {
            return Err(format!(
                "fuzz: unknown target '{t}' (known: {})",
                TARGETS.join(", ")
            ));
        }
    }
    let targets: Vec<&str> = if chosen.is_empty() {
        TARGETS.to_vec()
    } else {
        chosen.iter().map(String::as_str).collect()
    };
    ensure_cargo_fuzz()?;
    let mut failed = Vec::new();
    for target in targets {
        let corpus = seed_corpus(target)?;
        let artifacts = workspace::target_dir().join("fuzz/artifacts").join(target);
        std::fs::create_dir_all(&artifacts).map_err(|e| format!("{}: {e}", artifacts.display()))?;
        eprintln!(
            "==> fuzz {target} for {seconds} s (corpus {})",
            corpus.display()
        );
        let started = Instant::now();
        let status = Command::new("cargo")
            .current_dir(workspace::root().join("fuzz"))
            .args(["+nightly", "fuzz", "run", "--jobs", "1", target])
            .arg(&corpus)
            .arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .arg(format!("-timeout={INPUT_TIMEOUT_S}"))
            .arg(format!("-rss_limit_mb={RSS_LIMIT_MIB}"))
            .arg(format!("-artifact_prefix={}/", artifacts.display()))
            .arg("-print_final_stats=1")
            .status()
            .map_err(|e| format!("cannot start cargo +nightly fuzz: {e}"))?;
        let took = started.elapsed().as_secs_f64();
        if status.success() {
            eprintln!("==> fuzz {target}: no crash in {took:.0} s");
        } else {
            eprintln!(
                "==> fuzz {target} FAILED ({status}) after {took:.0} s: inputs in {}",
                artifacts.display()
            );
            failed.push(target);
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("fuzz targets failed: {}", failed.join(", ")))
    }
}

/// Installs cargo-fuzz with the ordinary client if `cargo +nightly fuzz` is not there.
fn ensure_cargo_fuzz() -> Result<()> {
    let works = |cmd: &mut Command| cmd.output().is_ok_and(|o| o.status.success());
    if !works(Command::new("cargo").args(["+nightly", "--version"])) {
        return Err("fuzz needs the nightly toolchain (rustup toolchain install nightly)".into());
    }
    if works(Command::new("cargo").args(["+nightly", "fuzz", "--version"])) {
        return Ok(());
    }
    eprintln!("cargo-fuzz is missing: cargo install cargo-fuzz --locked");
    workspace::run(Command::new("cargo").args(["install", "cargo-fuzz", "--locked"]))
}

/// The target's working corpus: what earlier runs found, plus the seeds from the tests.
fn seed_corpus(target: &str) -> Result<PathBuf> {
    let corpus = workspace::target_dir().join("fuzz/corpus").join(target);
    let io = |e: std::io::Error| format!("{}: {e}", corpus.display());
    std::fs::create_dir_all(&corpus).map_err(io)?;
    let seeds = workspace::root().join("fuzz/seeds").join(target);
    if let Ok(entries) = std::fs::read_dir(&seeds) {
        for entry in entries.flatten() {
            std::fs::copy(entry.path(), corpus.join(entry.file_name())).map_err(io)?;
        }
    }
    let epd = match target {
        "fen_chess" | "san" => Some("chess"),
        "fen_xiangqi" => Some("xiangqi"),
        "fen_raumschach" => Some("raumschach"),
        _ => None,
    };
    if let Some(game) = epd {
        for (n, fen) in perft_positions(game)?.into_iter().enumerate() {
            std::fs::write(corpus.join(format!("perft-{n}.txt")), fen).map_err(io)?;
        }
    }
    Ok(corpus)
}

/// The positions of `tests/data/perft/<game>.epd` (the text before the first `;`).
fn perft_positions(game: &str) -> Result<Vec<String>> {
    let path: PathBuf = workspace::root()
        .join("tests/data/perft")
        .join(format!("{game}.epd"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", show(&path)))?;
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split(';').next())
        .map(|fen| fen.trim().to_string())
        .collect())
}

fn show(path: &Path) -> String {
    path.display().to_string()
}
