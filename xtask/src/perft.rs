//! `cargo xtask perft`: every perft data file through the release binary, exact counts.
//!
//! One generic runner: the file stem names the variant (`tests/data/perft/xiangqi.epd` runs
//! `tetrarch perft --variant xiangqi`), so a new game only adds a data file. The file-defined
//! variants' files (`tests/data/perft/fairy/capablanca.epd`, Fairy-Stockfish's counts) run with
//! their shipped file: `tetrarch perft --variant-file variants/capablanca.ini --variant
//! capablanca`; they are labelled `fairy/capablanca`. The built-in games' files run a second
//! time through the games' versions as files (`file/raumschach`: `--variant-file
//! variants/raumschach.ini --variant raumschach`).

use crate::epd::{self, PerftCase};
use crate::progress::Progress;
use crate::{flag_value, workspace, Result};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The default run stops at depth 5 (a few seconds per game); `--deep` goes to depth 6,
/// billions of nodes for the hardest chess positions.
const DEFAULT_MAX_DEPTH: u32 = 5;
const DEEP_MAX_DEPTH: u32 = 6;

struct Options {
    max_depth: u32,
    variant: Option<String>,
}

fn parse_options(args: &[String]) -> Result<Options> {
    let mut options = Options {
        max_depth: DEFAULT_MAX_DEPTH,
        variant: None,
    };
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--deep" => options.max_depth = DEEP_MAX_DEPTH,
            "--variant" => options.variant = Some(flag_value(args, &mut i, "--variant")?.into()),
            "--max-depth" => {
                let value = flag_value(args, &mut i, "--max-depth")?;
                options.max_depth = value
                    .parse()
                    .map_err(|_| format!("--max-depth: '{value}' is not a depth"))?;
            }
            other => return Err(format!("perft: unknown option '{other}'")),
        }
        i += 1;
    }
    Ok(options)
}

/// One perft file and how its variant is named to the binary.
struct Suite {
    file: PathBuf,
    /// The `--variant` name.
    variant: String,
    /// The `--variant-file`, for the file-defined variants.
    variant_file: Option<PathBuf>,
    /// The name in the table and for `--variant`: the variant, `fairy/<variant>` for files.
    label: String,
}

/// Every perft file: the built-in games', again through their versions written as files
/// (`variants/chess.ini`, `xiangqi.ini`, `raumschach.ini`, labelled `file/<game>`), and the
/// file-defined variants'.
fn suites() -> Result<Vec<Suite>> {
    let mut suites = Vec::new();
    for (variant, file) in epd::perft_files()? {
        suites.push(Suite {
            label: variant.clone(),
            variant: variant.clone(),
            variant_file: None,
            file: file.clone(),
        });
        let ini = workspace::root().join(format!("variants/{variant}.ini"));
        if ini.exists() {
            suites.push(Suite {
                label: format!("file/{variant}"),
                variant,
                variant_file: Some(ini),
                file,
            });
        }
    }
    for file in epd::fairy_perft_files()? {
        let variant = epd::variant_of(&file);
        let ini = workspace::root().join(format!("variants/{variant}.ini"));
        if !ini.exists() {
            return Err(format!(
                "{}: no variants/{variant}.ini for it",
                file.display()
            ));
        }
        suites.push(Suite {
            label: format!("fairy/{variant}"),
            variant,
            variant_file: Some(ini),
            file,
        });
    }
    Ok(suites)
}

pub fn run(args: &[String]) -> Result<()> {
    let options = parse_options(args)?;
    let binary = workspace::build_tetrarch()?;
    let mut files = suites()?;
    if let Some(variant) = &options.variant {
        files.retain(|s| s.variant == *variant || s.label == *variant);
        if files.is_empty() {
            return Err(format!(
                "no tests/data/perft/{variant}.epd or tests/data/perft/fairy/{variant}.epd"
            ));
        }
    }

    println!(
        "{:<18} {:>4} {:>5} {:>14} {:>14} {:>8} {:>9}  result",
        "variant", "line", "depth", "expected", "counted", "seconds", "Mnps"
    );
    let started = Instant::now();
    let (mut checked, mut failures) = (0, Vec::new());
    let mut cases = Vec::new();
    for suite in &files {
        cases.push((suite, epd::parse(&suite.file)?));
    }
    let total = cases
        .iter()
        .flat_map(|(_, cases)| cases)
        .map(|case| {
            case.counts
                .iter()
                .filter(|c| c.0 <= options.max_depth)
                .count() as u64
        })
        .sum();
    let progress = Progress::new(total, "counts");
    for (suite, cases) in cases {
        for case in cases {
            for &(depth, expected) in case.counts.iter().filter(|c| c.0 <= options.max_depth) {
                let row = run_case(&binary, suite, &case, depth, expected, &progress);
                checked += 1;
                progress.step(&format!(
                    "{} mismatched",
                    failures.len() + row.is_err() as usize
                ));
                if let Err(message) = row {
                    failures.push(format!(
                        "{}:{} D{depth}: {message}",
                        suite.file.display(),
                        case.line
                    ));
                }
            }
        }
    }
    progress.finish();
    println!(
        "{checked} counts checked in {:.1} s, {} mismatched",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("perft mismatches:\n  {}", failures.join("\n  ")))
    }
}

/// Runs one count, prints its table row, and says what went wrong if it did.
fn run_case(
    binary: &Path,
    suite: &Suite,
    case: &PerftCase,
    depth: u32,
    expected: u64,
    progress: &Progress,
) -> Result<()> {
    let started = Instant::now();
    let file = suite.variant_file.as_deref();
    let counted = count(binary, file, &suite.variant, &case.fen, depth);
    let seconds = started.elapsed().as_secs_f64();
    let (shown, verdict) = match &counted {
        Ok(n) if *n == expected => (n.to_string(), "ok".to_string()),
        Ok(n) => (n.to_string(), "MISMATCH".to_string()),
        Err(e) => ("-".to_string(), format!("ERROR {e}")),
    };
    let mnps = counted.as_ref().map_or(0.0, |&n| n as f64 / seconds / 1e6);
    progress.println(&format!(
        "{:<18} {:>4} {depth:>5} {expected:>14} {shown:>14} {seconds:>8.2} {mnps:>9.1}  {verdict}",
        suite.label, case.line
    ));
    match counted {
        Ok(n) if n == expected => Ok(()),
        Ok(n) => Err(format!("expected {expected}, counted {n}")),
        Err(e) => Err(e),
    }
}

/// Our node count for one position and depth, read from the binary's `Nodes searched: N`;
/// `variant_file` defines the variant when it is file-defined.
pub fn count(
    binary: &Path,
    variant_file: Option<&Path>,
    variant: &str,
    fen: &str,
    depth: u32,
) -> Result<u64> {
    let mut command = Command::new(binary);
    command.arg("perft");
    if let Some(file) = variant_file {
        command.arg("--variant-file").arg(file);
    }
    let output = command
        .args([
            "--variant",
            variant,
            "--fen",
            fen,
            "--depth",
            &depth.to_string(),
        ])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
    }
    nodes_searched(&String::from_utf8_lossy(&output.stdout))
        .ok_or_else(|| "no 'Nodes searched: N' line in the output".to_string())
}

/// The `N` of the last `Nodes searched: N` line (Stockfish's perft format).
pub fn nodes_searched(output: &str) -> Option<u64> {
    output
        .lines()
        .rev()
        .find_map(|line| line.trim().strip_prefix("Nodes searched:"))
        .and_then(|n| n.trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_stockfish_perft_summary() {
        let out = "a2a3: 380\nb2b3: 420\n\nNodes searched: 8902\n\n";
        assert_eq!(nodes_searched(out), Some(8902));
        assert_eq!(nodes_searched("Nodes searched: x"), None);
        assert_eq!(nodes_searched(""), None);
    }

    #[test]
    fn options() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(parse_options(&args("--deep")).unwrap().max_depth, 6);
        assert_eq!(parse_options(&args("--max-depth 3")).unwrap().max_depth, 3);
        assert!(parse_options(&args("--max-depth")).is_err());
        assert!(parse_options(&args("--frobnicate")).is_err());
    }
}
