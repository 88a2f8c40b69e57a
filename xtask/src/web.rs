//! `cargo xtask web`: the browser page. Builds `crates/web` for `wasm32-unknown-unknown`, runs
//! `wasm-bindgen` (the version `Cargo.lock` pins), and lays out the static site in
//! `<target>/web/` (the site files of `web/` plus `pkg/`), servable by any static file server.
//! `web test` then drives it in headless Chromium and Firefox (`web/tests/`, node's test runner
//! with puppeteer-core); `web bench` measures the wasm search's speed against the native binary.

use crate::{workspace, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Files and folders of `web/` that are not part of the site.
const NOT_SITE: &[&str] = &["tests", "node_modules", "package.json", "package-lock.json"];

/// The wasm-bindgen version `Cargo.lock` resolved (the CLI must be the same version).
fn locked_wasm_bindgen_version() -> Result<String> {
    let lock = fs::read_to_string(workspace::root().join("Cargo.lock"))
        .map_err(|e| format!("reading Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \"")) {
                return Ok(v.trim_end_matches('"').to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen package".into())
}

/// Checks the `wasm-bindgen` command is installed at the locked version.
fn check_wasm_bindgen(version: &str) -> Result<()> {
    let install = format!("cargo install wasm-bindgen-cli --version {version}");
    let out = Command::new("wasm-bindgen")
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run wasm-bindgen ({e}); install it: {install}"))?;
    let shown = String::from_utf8_lossy(&out.stdout);
    if shown.split_whitespace().nth(1) != Some(version) {
        return Err(format!(
            "wasm-bindgen is '{}', the crate needs {version}: {install}",
            shown.trim()
        ));
    }
    Ok(())
}

/// The site's folder: `<target>/web`.
pub fn site_dir() -> PathBuf {
    workspace::target_dir().join("web")
}

/// Builds the site; returns its folder.
pub fn build() -> Result<PathBuf> {
    let started = Instant::now();
    let version = locked_wasm_bindgen_version()?;
    check_wasm_bindgen(&version)?;
    eprintln!("building tetrarch-web for wasm32-unknown-unknown...");
    workspace::run(workspace::cargo().args([
        "build",
        "--quiet",
        "--profile",
        "wasm",
        "-p",
        "tetrarch-web",
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
    ]))
    .map_err(|e| {
        format!("{e} (is the target installed? rustup target add wasm32-unknown-unknown)")
    })?;
    let wasm = workspace::target_dir()
        .join("wasm32-unknown-unknown")
        .join("wasm")
        .join("tetrarch_web.wasm");
    let site = site_dir();
    if site.exists() {
        fs::remove_dir_all(&site).map_err(|e| format!("clearing {}: {e}", site.display()))?;
    }
    let pkg = site.join("pkg");
    workspace::run(
        Command::new("wasm-bindgen")
            // Function names only help a debugger; without them the file is smaller.
            .args([
                "--target",
                "web",
                "--no-typescript",
                "--remove-name-section",
            ])
            .args(["--remove-producers-section", "--out-dir"])
            .arg(&pkg)
            .arg(&wasm),
    )?;
    copy_site(&workspace::root().join("web"), &site)?;
    let bytes = fs::read(pkg.join("tetrarch_web_bg.wasm"))
        .map_err(|e| format!("reading the built wasm: {e}"))?;
    eprintln!(
        "site in {} in {:.0} s: tetrarch_web_bg.wasm {} KiB, {} KiB gzip'd",
        site.display(),
        started.elapsed().as_secs_f64(),
        bytes.len() / 1024,
        gzip_size(&pkg.join("tetrarch_web_bg.wasm"))? / 1024
    );
    Ok(site)
}

/// Copies the site files of `web/` (everything but [`NOT_SITE`]) into `site`.
fn copy_site(web: &Path, site: &Path) -> Result<()> {
    let entries = fs::read_dir(web).map_err(|e| format!("reading {}: {e}", web.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("reading {}: {e}", web.display()))?;
        let name = entry.file_name();
        if NOT_SITE.iter().any(|n| name == *n) {
            continue;
        }
        let to = site.join(&name);
        if entry.path().is_dir() {
            fs::create_dir_all(&to).map_err(|e| format!("creating {}: {e}", to.display()))?;
            copy_site(&entry.path(), &to)?;
        } else {
            fs::copy(entry.path(), &to).map_err(|e| format!("copying to {}: {e}", to.display()))?;
        }
    }
    Ok(())
}

/// The size of `file` compressed by `gzip -9`, as a server would send it.
fn gzip_size(file: &Path) -> Result<usize> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()
        .map_err(|e| format!("cannot run gzip: {e}"))?;
    Ok(out.stdout.len())
}

/// Runs a node script of `web/tests/` with the site's folder in its environment.
fn node(args: &[&str]) -> Command {
    let mut command = Command::new("node");
    command
        .current_dir(workspace::root().join("web"))
        .args(args)
        .env("TETRARCH_SITE", site_dir());
    command
}

/// The arguments of `node --test` for the browser test, its TAP lines read by `xtask ci`.
pub fn test_command() -> Command {
    node(&["--test", "--test-reporter=tap", "tests/browser.test.mjs"])
}

pub fn run(args: &[String]) -> Result<()> {
    match args.first().map(String::as_str) {
        None | Some("build") => build().map(|_| ()),
        Some("test") => {
            build()?;
            workspace::run(&mut test_command())
        }
        Some("bench") => bench(),
        Some(other) => Err(format!(
            "web: unknown subcommand '{other}' (build, test, bench)"
        )),
    }
}

/// The wasm search's speed in Chromium against the native binary's, on the bench positions.
fn bench() -> Result<()> {
    build()?;
    let binary = workspace::build_tetrarch()?;
    eprintln!("native: tetrarch bench (single thread)...");
    let out = Command::new(&binary)
        .arg("bench")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    print!("{text}");
    let native = last_nodes_nps(&text).ok_or("tetrarch bench printed no 'N nodes M nps' line")?;
    eprintln!("wasm: bench.html in headless Chromium...");
    let out = node(&["tests/bench.mjs"])
        .output()
        .map_err(|e| format!("cannot run node: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    print!("{text}");
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    if !out.status.success() {
        return Err("the wasm bench failed".into());
    }
    let wasm = last_nodes_nps(&text).ok_or("bench.mjs printed no 'N nodes M nps' line")?;
    if wasm.0 != native.0 {
        return Err(format!(
            "wasm searched {} nodes, native {}: the two builds search different trees",
            wasm.0, native.0
        ));
    }
    println!(
        "wasm {} nps / native {} nps = {:.0}%",
        wasm.1,
        native.1,
        100.0 * wasm.1 as f64 / native.1 as f64
    );
    Ok(())
}

/// The `N nodes M nps` closing line of a bench.
fn last_nodes_nps(text: &str) -> Option<(u64, u64)> {
    text.lines().rev().find_map(|line| {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w[..] {
            [n, "nodes", m, "nps"] => Some((n.parse().ok()?, m.parse().ok()?)),
            _ => None,
        }
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_the_bench_line() {
        let text = "position 1\n1234 nodes 5678 nps\n";
        assert_eq!(super::last_nodes_nps(text), Some((1234, 5678)));
        assert_eq!(super::last_nodes_nps("nothing"), None);
    }

    #[test]
    fn the_lock_pins_wasm_bindgen() {
        let v = super::locked_wasm_bindgen_version().unwrap();
        assert!(v.starts_with("0.2."), "{v}");
    }
}
