//! `cargo xtask ci`: everything CI checks, in the order a developer would fix them.
//!
//! Runs every step even after a failure (so one run shows all problems) and fails at the end
//! if any step failed. The perft suites run inside `cargo test` at quick depths; the deep
//! suites are `cargo xtask perft [--deep]`.

use crate::{workspace, Result};
use std::time::Instant;

pub fn run(args: &[String]) -> Result<()> {
    if let Some(other) = args.first() {
        return Err(format!("ci: unknown option '{other}'"));
    }
    let steps: [(&str, &[&str]); 3] = [
        ("format", &["fmt", "--all", "--check"]),
        (
            "clippy",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        ),
        // Every test binary runs even after a failure, so one run lists every failing test.
        ("tests", &["test", "--workspace", "--no-fail-fast"]),
    ];
    let started = Instant::now();
    let mut failed = Vec::new();
    for (name, cargo_args) in steps {
        eprintln!("==> ci step '{name}': cargo {}", cargo_args.join(" "));
        let step_started = Instant::now();
        let result = workspace::run(workspace::cargo().args(cargo_args));
        let seconds = step_started.elapsed().as_secs_f64();
        match result {
            Ok(()) => eprintln!("==> ci step '{name}' passed in {seconds:.0} s"),
            Err(e) => {
                eprintln!("==> ci step '{name}' FAILED in {seconds:.0} s: {e}");
                failed.push(name);
            }
        }
    }
    let total = started.elapsed().as_secs_f64();
    if failed.is_empty() {
        eprintln!("==> ci passed in {total:.0} s");
        Ok(())
    } else {
        Err(format!("ci failed in {total:.0} s: {}", failed.join(", ")))
    }
}
