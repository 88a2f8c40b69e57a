//! `cargo xtask publish-check`: every library crate is ready for crates.io, in dependency order.
//!
//! Checks per crate what packaging cannot: a `README.md` whose example is the crate-level doc
//! example (so the README shows code the doctests run) and the `missing_docs` lint on. Then one
//! `cargo publish --dry-run` over all of them: since Cargo 1.90 a multi-package dry run packs
//! each crate, builds it from its `.crate` file against the others' packed sources (a local
//! overlay registry) and crates.io for the outside dependencies, and uploads nothing. It needs
//! the crates.io index (network, or a warm cache with `--offline`); docs/architecture.md.

use crate::{workspace, Result};
use std::time::Instant;

/// The library crates in dependency order (directory under `crates/`, package name). The CLI
/// and the web crate are the binary and the page, not layers to take.
pub const LIBRARY_CRATES: [(&str, &str); 11] = [
    ("geometry", "tetrarch-geometry"),
    ("movegen", "tetrarch-movegen"),
    ("hash", "tetrarch-hash"),
    ("eval", "tetrarch-eval"),
    ("chess", "tetrarch-chess"),
    ("xiangqi", "tetrarch-xiangqi"),
    ("raumschach", "tetrarch-raumschach"),
    ("gomoku", "tetrarch-gomoku"),
    ("fairy", "tetrarch-fairy"),
    ("search", "tetrarch-search"),
    ("tetrarch", "tetrarch"),
];

pub fn run(args: &[String]) -> Result<()> {
    let mut offline = false;
    for arg in args {
        match arg.as_str() {
            "--offline" => offline = true,
            other => return Err(format!("publish-check: unknown option '{other}'")),
        }
    }
    let started = Instant::now();
    let mut problems = Vec::new();
    for (dir, name) in LIBRARY_CRATES {
        problems.extend(check_crate(dir, name));
    }
    if !problems.is_empty() {
        return Err(format!(
            "publish-check: {} problem(s):\n  {}",
            problems.len(),
            problems.join("\n  ")
        ));
    }
    eprintln!(
        "publish-check: READMEs and missing_docs of {} crates ok",
        LIBRARY_CRATES.len()
    );
    // Its own target directory, so forgetting our packaged builds never touches the
    // workspace's own builds (tests, clippy).
    let target = workspace::target_dir().join("publish-check");
    forget_packaged_builds(&target)?;
    forget_unpacked_sources()?;
    let mut cargo = workspace::cargo();
    cargo.args(["publish", "--dry-run", "--allow-dirty", "--target-dir"]);
    cargo.arg(&target);
    if offline {
        cargo.arg("--offline");
    }
    for (_, name) in LIBRARY_CRATES {
        cargo.args(["-p", name]);
    }
    workspace::run_keeping_tail(&mut cargo, 40)?;
    eprintln!(
        "publish-check: {} crates packaged and built from their packages in {:.0} s",
        LIBRARY_CRATES.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Forgets the sources of our crates that an earlier dry run unpacked from its local registry.
/// Cargo unpacks each packed crate into `$CARGO_HOME/registry/src/-<hash>/NAME-VERSION` (the
/// hash names the registry's path, so the same target directory gives the same place) and
/// never unpacks a version again that is already there: a later run would build today's
/// dependents against the sources of an earlier one (stop 24's CI: `tetrarch` against a
/// `tetrarch-raumschach` without `TablebaseSet::materials`). crates.io's directories are left.
fn forget_unpacked_sources() -> Result<()> {
    let home = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cargo")));
    match home {
        Some(home) => forget_unpacked_sources_in(&home),
        None => Ok(()),
    }
}

/// [`forget_unpacked_sources`] under the cargo home `home`.
fn forget_unpacked_sources_in(home: &std::path::Path) -> Result<()> {
    let Ok(registries) = std::fs::read_dir(home.join("registry").join("src")) else {
        return Ok(()); // nothing unpacked yet
    };
    for registry in registries.flatten() {
        // Local registries have no host name: their directory is `-<hash>`.
        if !registry.file_name().to_string_lossy().starts_with('-') {
            continue;
        }
        // `tetrarch-eval-0.1.0`: the crate's name, a dash, a version.
        remove_ours(&registry.path(), |version| {
            version.starts_with(|c: char| c.is_ascii_digit())
        })?;
    }
    Ok(())
}

/// Forgets the builds of our crates from an earlier dry run. The dry run builds each package
/// against the others as registry crates of the same version, and cargo takes a registry
/// crate of a known version as unchanged: a library whose code changed since the last run
/// (same version 0.1.0) would be linked from its old build, and its dependents fail to find
/// what it added. Removing our crates' fingerprints (never the dependencies') rebuilds them.
fn forget_packaged_builds(target: &std::path::Path) -> Result<()> {
    // `tetrarch-eval-0a1b...`: the crate's name, a dash, the hash (no more dashes).
    remove_ours(&target.join("debug").join(".fingerprint"), |hash| {
        !hash.contains('-')
    })
}

/// Removes the entries of `dir` named after one of our crates, a dash and a rest that
/// `rest_is_ours` accepts (a missing `dir` is nothing to remove).
fn remove_ours(dir: &std::path::Path, rest_is_ours: impl Fn(&str) -> bool) -> Result<()> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = LIBRARY_CRATES.iter().any(|(_, krate)| {
            name.strip_prefix(krate)
                .and_then(|rest| rest.strip_prefix('-'))
                .is_some_and(&rest_is_ours)
        });
        if ours {
            std::fs::remove_dir_all(entry.path()).map_err(|e| {
                format!(
                    "publish-check: cannot remove {}: {e}",
                    entry.path().display()
                )
            })?;
        }
    }
    Ok(())
}

/// What is wrong with one crate's README and lint header (empty when nothing).
fn check_crate(dir: &str, name: &str) -> Vec<String> {
    let root = workspace::root().join("crates").join(dir);
    let read = |file: &str| std::fs::read_to_string(root.join(file));
    let mut problems = Vec::new();
    let lib = match read("src/lib.rs") {
        Ok(text) => text,
        Err(e) => return vec![format!("{name}: cannot read src/lib.rs: {e}")],
    };
    if !lib
        .lines()
        .any(|l| l == "#![warn(missing_docs)]" || l == "#![deny(missing_docs)]")
    {
        problems.push(format!("{name}: src/lib.rs has no #![warn(missing_docs)]"));
    }
    let doc_example = crate_doc_example(&lib);
    if doc_example.is_none() {
        problems.push(format!("{name}: src/lib.rs has no `# Example` code block"));
    }
    match read("README.md") {
        Err(e) => problems.push(format!("{name}: no README.md: {e}")),
        Ok(readme) => match (readme_example(&readme), doc_example) {
            (None, _) => problems.push(format!("{name}: README.md has no ```rust example")),
            (Some(r), Some(d)) if r != d => problems.push(format!(
                "{name}: the README example differs from the crate-level doc example \
                 (copy src/lib.rs's `# Example` into README.md)"
            )),
            _ => {}
        },
    }
    problems
}

/// The code of the first ```rust block of a README.
fn readme_example(readme: &str) -> Option<Vec<String>> {
    let mut lines = readme.lines().skip_while(|l| l.trim() != "```rust");
    lines.next()?;
    Some(
        lines
            .take_while(|l| l.trim() != "```")
            .map(str::to_string)
            .collect(),
    )
}

/// The code of the block under the crate docs' `# Example` heading, `//! ` stripped.
fn crate_doc_example(lib: &str) -> Option<Vec<String>> {
    let docs: Vec<&str> = lib
        .lines()
        .take_while(|l| l.starts_with("//!") || l.is_empty())
        .filter_map(|l| l.strip_prefix("//!"))
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect();
    let mut lines = docs
        .into_iter()
        .skip_while(|l| *l != "# Example")
        .skip_while(|l| !l.starts_with("```"));
    lines.next()?;
    Some(
        lines
            .take_while(|l| !l.starts_with("```"))
            .map(str::to_string)
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readme_and_doc_examples_compare_as_code() {
        let lib = "//! Title.\n//!\n//! # Example\n//!\n//! ```\n//! let a = 1;\n//!\n//! assert_eq!(a, 1);\n//! ```\n\n#![warn(missing_docs)]\n";
        let readme = "# x\n\n## Example\n\n```rust\nlet a = 1;\n\nassert_eq!(a, 1);\n```\n";
        let doc = crate_doc_example(lib).unwrap();
        assert_eq!(doc, ["let a = 1;", "", "assert_eq!(a, 1);"]);
        assert_eq!(readme_example(readme), Some(doc));
        assert_eq!(crate_doc_example("//! No example.\n"), None);
    }

    #[test]
    fn only_our_crates_unpacked_from_local_registries_are_forgotten() {
        let home = std::env::temp_dir().join(format!("publish-home-{}", std::process::id()));
        let src = home.join("registry").join("src");
        let dirs = [
            "-0a1b2c/tetrarch-raumschach-0.1.0",
            "-0a1b2c/tetrarch-0.1.0",
            "-0a1b2c/serde-1.0.0",
            "-0a1b2c/tetrarch-cli-0.1.0",
            "index.crates.io-1949cf8c6b5b557f/tetrarch-chess-0.1.0",
        ];
        for d in dirs {
            std::fs::create_dir_all(src.join(d)).unwrap();
        }
        forget_unpacked_sources_in(&home).unwrap();
        let left: Vec<bool> = dirs.iter().map(|d| src.join(d).exists()).collect();
        std::fs::remove_dir_all(&home).unwrap();
        // Ours from a local registry go; another crate, a crate that is not a library layer
        // and anything from crates.io stay.
        assert_eq!(left, [false, false, true, true, true]);
        // A cargo home without a registry is no error.
        forget_unpacked_sources_in(&home).unwrap();
    }

    #[test]
    fn every_library_crate_passes_the_file_checks() {
        for (dir, name) in LIBRARY_CRATES {
            assert_eq!(check_crate(dir, name), Vec::<String>::new());
        }
    }
}
