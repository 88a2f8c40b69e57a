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
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
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
