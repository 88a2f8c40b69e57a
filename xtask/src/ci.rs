//! `cargo xtask ci`: everything CI checks, in the order a developer would fix them.
//!
//! Runs every step even after a failure (so one run shows all problems) and fails at the end
//! if any step failed. The perft suites run inside `cargo test` at quick depths; the deep
//! suites are `cargo xtask perft [--deep]`. The library crates are packed and built from
//! their packages (`cargo xtask publish-check`). The Gomocup build is cross-compiled and played
//! under wine (`cargo xtask dist --check`). A short protocol soak closes the run.

use crate::{web, workspace, Result};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Test totals summed over every `test result:` line cargo prints.
#[derive(Default)]
struct Totals {
    passed: u64,
    failed: u64,
    ignored: u64,
}

impl Totals {
    /// Adds the counts of one `test result: ok. 12 passed; 0 failed; 1 ignored; ...` line,
    /// or of node's TAP summary lines (`# pass 5`, `# fail 0`, `# skipped 0`).
    fn add_line(&mut self, line: &str) {
        if let Some((what, n)) = line.strip_prefix("# ").and_then(|l| l.split_once(' ')) {
            if let Ok(n) = n.trim().parse::<u64>() {
                match what {
                    "pass" => self.passed += n,
                    "fail" => self.failed += n,
                    "skipped" | "todo" => self.ignored += n,
                    _ => {}
                }
            }
            return;
        }
        let Some(rest) = line.trim().strip_prefix("test result:") else {
            return;
        };
        for part in rest.split(';') {
            let mut words = part.split_whitespace().rev();
            let (Some(what), Some(n)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(n) = n.parse::<u64>() else { continue };
            match what {
                "passed" => self.passed += n,
                "failed" => self.failed += n,
                "ignored" => self.ignored += n,
                _ => {}
            }
        }
    }
}

/// Runs the test step, echoing cargo's output and summing its results, so CI ends on one
/// plain `N passed, N failed` line for the whole workspace.
fn run_tests(command: &mut Command, totals: &mut Totals) -> Result<()> {
    let shown = format!("{command:?}");
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {shown}: {e}"))?;
    let stdout = child.stdout.take().expect("stdout was piped");
    let mut out = std::io::stdout().lock();
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| format!("reading test output: {e}"))?;
        totals.add_line(&line);
        let _ = writeln!(out, "{line}");
    }
    let status = child
        .wait()
        .map_err(|e| format!("waiting for {shown}: {e}"))?;
    workspace::succeeded(&shown, status)
}

/// The soak CI runs: about a minute on this 2-core machine, every protocol.
const CI_SOAK: &[&str] = &[
    "--lines",
    "8000",
    "--seconds",
    "80",
    "--protocols",
    "uci,ucci,xboard,pbrain",
];

/// The binary the test step built (optimised, debug assertions on), if it did.
fn tested_binary() -> Option<std::path::PathBuf> {
    let tested = workspace::target_dir()
        .join("debug")
        .join(format!("tetrarch{}", std::env::consts::EXE_SUFFIX));
    tested.is_file().then_some(tested)
}

pub fn run(args: &[String]) -> Result<()> {
    if let Some(other) = args.first() {
        return Err(format!("ci: unknown option '{other}'"));
    }
    let steps: [(&str, &[&str]); 7] = [
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
        // A downstream user can drop rayon: movegen builds without its default features.
        (
            "movegen without rayon",
            &["check", "-p", "tetrarch-movegen", "--no-default-features"],
        ),
        // Every library crate packed and built from its package (`cargo xtask publish-check`,
        // about 50 s once its builds are warm; docs/architecture.md).
        ("publish", &["xtask", "publish-check"]),
        // Every test binary runs even after a failure, so one run lists every failing test.
        ("tests", &["test", "--workspace", "--no-fail-fast"]),
        // `cargo xtask web test`: the wasm build and the page in headless Chromium and Firefox.
        ("web", &["xtask", "web", "test"]),
        // The Gomocup build: pbrain-tetrarch.exe cross-compiled with the fast dist-check
        // profile, zipped, and played under wine; the Linux game plays the test step's binary
        // (docs/cli.md#the-gomocup-build). A missing tool fails it.
        ("dist", &["xtask", "dist", "--check"]),
    ];
    let started = Instant::now();
    // Each failed step and why.
    let mut failed: Vec<(&str, String)> = Vec::new();
    let mut totals = Totals::default();
    for (name, cargo_args) in steps {
        eprintln!("==> ci step '{name}': cargo {}", cargo_args.join(" "));
        let step_started = Instant::now();
        let result = if name == "publish" {
            crate::publish::run(&[])
        } else if name == "tests" {
            run_tests(workspace::cargo().args(cargo_args), &mut totals)
        } else if name == "dist" {
            let mut dist_args = vec!["--check".to_string()];
            if let Some(tested) = tested_binary() {
                dist_args.extend(["--linux-binary".to_string(), tested.display().to_string()]);
            }
            crate::dist::run(&dist_args)
        } else if name == "web" {
            // The page must work: a missing tool or a broken page fails this step.
            web::build().and_then(|_| run_tests(&mut web::test_command(), &mut totals))
        } else {
            workspace::run(workspace::cargo().args(cargo_args))
        };
        let seconds = step_started.elapsed().as_secs_f64();
        match result {
            Ok(()) => eprintln!("==> ci step '{name}' passed in {seconds:.0} s"),
            Err(e) => {
                eprintln!("==> ci step '{name}' FAILED in {seconds:.0} s: {e}");
                failed.push((name, e));
            }
        }
    }
    // A short protocol soak (the long runs are `cargo xtask soak`, see docs/reliability.md).
    let step_started = Instant::now();
    let mut soak_args: Vec<String> = CI_SOAK.iter().map(|a| a.to_string()).collect();
    // The test step's binary; a release build only if the test step could not build it.
    if let Some(tested) = tested_binary() {
        soak_args.extend(["--binary".to_string(), tested.display().to_string()]);
    }
    eprintln!(
        "==> ci step 'soak': cargo xtask soak {}",
        soak_args.join(" ")
    );
    match crate::soak::run(&soak_args) {
        Ok(()) => eprintln!(
            "==> ci step 'soak' passed in {:.0} s",
            step_started.elapsed().as_secs_f64()
        ),
        Err(e) => {
            eprintln!(
                "==> ci step 'soak' FAILED in {:.0} s: {e}",
                step_started.elapsed().as_secs_f64()
            );
            failed.push(("soak", e));
        }
    }
    let total = started.elapsed().as_secs_f64();
    let verdict = if failed.is_empty() {
        eprintln!("==> ci passed in {total:.0} s");
        Ok(())
    } else {
        // Each failure's reason again at the end, where a truncated log still shows it.
        for (name, why) in &failed {
            eprintln!("==> why: {name}: {why}");
        }
        let names: Vec<&str> = failed.iter().map(|(name, _)| *name).collect();
        eprintln!("==> ci failed in {total:.0} s: {}", names.join(", "));
        Err(format!("ci failed: {}", names.join(", ")))
    };
    // The workspace-wide totals come last, so they are the run's closing line.
    println!(
        "tests: {} passed, {} failed, {} skipped",
        totals.passed, totals.failed, totals.ignored
    );
    verdict
}

#[cfg(test)]
mod tests {
    use super::Totals;

    #[test]
    fn sums_cargo_result_lines() {
        let mut t = Totals::default();
        t.add_line("test result: ok. 12 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s");
        t.add_line(
            "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out",
        );
        t.add_line("running 5 tests");
        assert_eq!((t.passed, t.failed, t.ignored), (15, 2, 1));
        for line in [
            "# tests 6",
            "# pass 5",
            "# fail 1",
            "# skipped 0",
            "# duration_ms 20",
        ] {
            t.add_line(line);
        }
        assert_eq!((t.passed, t.failed, t.ignored), (20, 3, 1));
    }
}
