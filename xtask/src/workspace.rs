//! Where things are (workspace root, target directory) and how to run cargo and the binary.

use crate::Result;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The workspace root: xtask's manifest directory is `<root>/xtask`.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// The target directory cargo uses here (`CARGO_TARGET_DIR` or `<root>/target`).
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() {
                dir
            } else {
                root().join(dir)
            }
        }
        None => root().join("target"),
    }
}

/// A `cargo` command (the one that runs xtask, so toolchains match) in the workspace root.
pub fn cargo() -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(root());
    command
}

/// Runs `command` with inherited output; an error if it cannot start or exits non-zero.
pub fn run(command: &mut Command) -> Result<()> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|e| format!("cannot start {shown}: {e}"))?;
    succeeded(&shown, status)
}

/// Ok for a zero exit status; otherwise an error naming the command `shown` and its status.
pub fn succeeded(shown: &str, status: std::process::ExitStatus) -> Result<()> {
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}

/// Runs `command` like [`run`], its standard error passed through line by line; on failure the
/// error carries the last `keep` lines of it, so a summary printed far below (CI's last lines)
/// still says why.
pub fn run_keeping_tail(command: &mut Command, keep: usize) -> Result<()> {
    use std::io::{BufRead, BufReader, Write};
    let shown = format!("{command:?}");
    let mut child = command
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {shown}: {e}"))?;
    let mut tail = std::collections::VecDeque::with_capacity(keep + 1);
    if let Some(stderr) = child.stderr.take() {
        for line in BufReader::new(stderr).lines().map_while(|l| l.ok()) {
            let _ = writeln!(std::io::stderr(), "{line}");
            tail.push_back(line);
            if tail.len() > keep {
                tail.pop_front();
            }
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("cannot wait for {shown}: {e}"))?;
    succeeded(&shown, status).map_err(|e| {
        let lines: Vec<String> = tail.into_iter().collect();
        format!("{e}; its last lines:\n    {}", lines.join("\n    "))
    })
}

/// Builds the release `tetrarch` binary and returns its path.
pub fn build_tetrarch() -> Result<PathBuf> {
    let started = Instant::now();
    eprintln!("building the release tetrarch binary...");
    run(cargo().args([
        "build",
        "--release",
        "--quiet",
        "-p",
        "tetrarch-cli",
        "--bin",
        "tetrarch",
    ]))?;
    let binary = target_dir()
        .join("release")
        .join(format!("tetrarch{}", std::env::consts::EXE_SUFFIX));
    if !binary.exists() {
        return Err(format!(
            "built tetrarch but {} is missing",
            binary.display()
        ));
    }
    eprintln!("built in {:.1} s", started.elapsed().as_secs_f64());
    Ok(binary)
}
