//! `cmd=tetrarch` and `cmd=tetrarch@REV`: the engines a match builds itself.
//!
//! `tetrarch` is the workspace's release binary, built (or found up to date) before the match.
//! `tetrarch@REV` is the binary of a git revision (`main`, `HEAD~3`, a commit): checked out
//! into a temporary worktree, built with its own target directory
//! (`$CARGO_TARGET_DIR/match-engines/target`, shared by every revision so that dependencies
//! build once) and kept as `$CARGO_TARGET_DIR/match-engines/tetrarch-<commit>`, so the same
//! revision is built only once.

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use crate::workspace;

/// The workspace's release binary, built once per run.
pub fn current() -> Result<PathBuf, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT.get_or_init(workspace::build_tetrarch).clone()
}

fn git(args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .args(args)
        .current_dir(workspace::root())
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The release binary of git revision `rev`.
pub fn at_revision(rev: &str) -> Result<PathBuf, String> {
    let commit = git(&["rev-parse", "--verify", &format!("{rev}^{{commit}}")])
        .map_err(|e| format!("tetrarch@{rev}: not a revision of this repository ({e})"))?;
    let short = &commit[..12];
    let dir = workspace::target_dir().join("match-engines");
    let binary = dir.join(format!("tetrarch-{short}{}", std::env::consts::EXE_SUFFIX));
    if binary.exists() {
        return Ok(binary);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tree = dir.join(format!("src-{short}"));
    let tree_text = tree.to_string_lossy().to_string();
    if tree.exists() {
        let _ = git(&["worktree", "remove", "--force", &tree_text]);
    }
    eprintln!("building tetrarch@{rev} ({short})...");
    git(&["worktree", "add", "--detach", &tree_text, &commit])?;
    let built = workspace::run(
        workspace::cargo()
            .current_dir(&tree)
            .env("CARGO_TARGET_DIR", dir.join("target"))
            .args([
                "build",
                "--release",
                "--quiet",
                "-p",
                "tetrarch-cli",
                "--bin",
                "tetrarch",
            ]),
    )
    .and_then(|()| {
        let out = dir
            .join("target")
            .join("release")
            .join(format!("tetrarch{}", std::env::consts::EXE_SUFFIX));
        std::fs::copy(&out, &binary)
            .map(|_| ())
            .map_err(|e| format!("cannot copy {}: {e}", out.display()))
    });
    let _ = git(&["worktree", "remove", "--force", &tree_text]);
    built.map(|()| binary)
}
