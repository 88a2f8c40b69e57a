//! `cargo xtask tb --variant raumschach`: generates the Raumschach endgame tables by
//! retrograde analysis (docs/raumschach.md, "Endgame tablebases"), writes them as
//! `<material>.rtb` files, prints what each holds, and optionally checks each against the slow
//! reference generator.
//!
//! Runs in this process, single-threaded (start it under `nice -n 19` on a shared machine).

use std::path::PathBuf;
use std::time::Instant;

use tetrarch::raumschach::tablebase::{
    encode, file_name, generate, position_text, verify_with_reference, write_table, Material,
    TablebaseSet,
};

use crate::{flag_value, workspace, Result};

const USAGE: &str = "usage: cargo xtask tb --variant raumschach [--men 3|4] [--only KQvK,KRvK] \
[--out DIR] [--verify N|all] [--seed S] [--check]";

/// The pawnless 4-man endings `--men 4` makes, in this order.
const FOUR_MAN_PAWNLESS: [&str; 30] = [
    "KQvKR", "KQvKQ", "KRvKR", "KRRvK", "KQvKB", "KQvKN", "KQvKU", "KBBvK", "KBNvK", "KUUvK",
    "KNNvK", "KUBvK", "KUNvK", "KRvKB", "KRvKN", "KRvKU", "KQQvK", "KQRvK", "KQBvK", "KQNvK",
    "KQUvK", "KRBvK", "KRNvK", "KRUvK", "KBvKB", "KNvKN", "KUvKU", "KBvKN", "KUvKB", "KUvKN",
];

/// Where tables go unless `--out` says otherwise (committed: docs/raumschach.md).
pub const DEFAULT_DIR: &str = "data/tablebases/raumschach";

struct Config {
    endings: Vec<Material>,
    out: PathBuf,
    verify: Option<Option<u64>>,
    seed: u64,
    /// Compare with the files in `out` instead of writing them.
    check: bool,
}

fn parse(args: &[String]) -> Result<Config> {
    let mut variant = None;
    let mut men = 3;
    let mut only = None;
    let mut out = workspace::root().join(DEFAULT_DIR);
    let mut verify = None;
    let mut seed = 0x7AB1E_u64;
    let mut check = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--variant" => variant = Some(flag_value(args, &mut i, "--variant")?.to_string()),
            "--men" => {
                let v = flag_value(args, &mut i, "--men")?;
                men = v
                    .parse()
                    .map_err(|_| format!("--men: '{v}' is not a number"))?;
            }
            "--check" => check = true,
            "--only" => only = Some(flag_value(args, &mut i, "--only")?.to_string()),
            "--out" => out = PathBuf::from(flag_value(args, &mut i, "--out")?),
            "--verify" => {
                let v = flag_value(args, &mut i, "--verify")?;
                verify = Some(if v == "all" {
                    None
                } else {
                    Some(v.parse().map_err(|_| {
                        format!("--verify: '{v}' is neither a sample size nor 'all'")
                    })?)
                });
            }
            "--seed" => {
                let v = flag_value(args, &mut i, "--seed")?;
                seed = v
                    .parse()
                    .map_err(|_| format!("--seed: '{v}' is not a number"))?;
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    match variant.as_deref() {
        Some("raumschach") => {}
        Some(other) => {
            return Err(format!(
                "--variant {other}: tablebases exist for raumschach only"
            ))
        }
        None => return Err(format!("--variant is required\n{USAGE}")),
    }
    let endings = match only {
        Some(list) => list
            .split(',')
            .map(|name| Material::parse(name.trim()).map_err(|e| e.to_string()))
            .collect::<Result<Vec<_>>>()?,
        None => match men {
            3 => Material::three_man(),
            // Every pawnless 4-man ending, the ones a game reaches most often first
            // (docs/raumschach.md); their successors are the 3-man tables, which must be in
            // the directory. Endings with pawns: `--only` (they need some of these).
            4 => FOUR_MAN_PAWNLESS
                .into_iter()
                .map(|name| Material::parse(name).expect("a valid name"))
                .collect(),
            n => {
                return Err(format!(
                    "--men {n}: 3 or 4 (any ending up to 4 men with --only)"
                ))
            }
        },
    };
    Ok(Config {
        endings,
        out,
        verify,
        seed,
        check,
    })
}

/// The process's user + system CPU time in seconds (`/proc/self/stat`, 100 ticks a second).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let tick = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (tick(11) + tick(12)) / 100.0
}

/// Peak resident memory of this process in MiB (`VmHWM`).
fn peak_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

pub fn run(args: &[String]) -> Result<()> {
    let config = parse(args)?;
    std::fs::create_dir_all(&config.out)
        .map_err(|e| format!("cannot create {}: {e}", config.out.display()))?;
    // Tables already in the directory serve as successors (KPvK needs KQvK and the others);
    // a check starts from nothing and makes every table it compares.
    let mut set = if config.check {
        TablebaseSet::new()
    } else {
        TablebaseSet::load_dir(&config.out).map_err(|e| e.to_string())?
    };
    for material in &config.endings {
        let started = Instant::now();
        let cpu = cpu_seconds();
        let table = generate(material, &set, &mut |p| {
            if p.decided > 0 || p.pass == 0 {
                eprintln!(
                    "  {} pass {:>3}: {:>9} decided, {:>9} undecided",
                    material.name(),
                    p.pass,
                    p.decided,
                    p.undecided
                );
            }
        })
        .map_err(|e| e.to_string())?;
        let bytes = if config.check {
            let path = config.out.join(file_name(material));
            let file = std::fs::read(&path)
                .map_err(|e| format!("--check: cannot read {}: {e}", path.display()))?;
            if file != encode(&table) {
                return Err(format!(
                    "--check: {} differs from what the generator makes now: run \
                     `cargo xtask tb --variant raumschach` and commit the files",
                    path.display()
                ));
            }
            file.len() as u64
        } else {
            write_table(&table, &config.out).map_err(|e| e.to_string())?
        };
        let s = table.statistics();
        let won = |side: usize| 100.0 * s.wins[side] as f64 / s.positions[side].max(1) as f64;
        println!(
            "{}: {} positions White to move, {} Black to move ({} classes stored of {} entries \
             per side); White to move wins {:.2}% / draws {} / loses {}, longest win {} plies; \
             Black to move wins {} / draws {} / loses {:.2}%, longest loss {} plies; {} bytes; \
             {:.1} s wall, {:.1} s CPU",
            material.name(),
            s.positions[0],
            s.positions[1],
            s.classes[0] + s.classes[1],
            s.entries,
            won(0),
            s.draws[0],
            s.losses[0],
            s.longest_win[0],
            s.wins[1],
            s.draws[1],
            100.0 * s.losses[1] as f64 / s.positions[1].max(1) as f64,
            s.longest_loss[1],
            bytes,
            started.elapsed().as_secs_f64(),
            cpu_seconds() - cpu,
        );
        if let Some(example) = table.longest_win_example(tetrarch::Color::White) {
            let text = position_text(&example, tetrarch::Color::White);
            println!("  longest win, White to move: {text}");
        }
        set.insert(table);
        if let Some(samples) = config.verify {
            let started = Instant::now();
            let report = verify_with_reference(&set, material, samples, config.seed)
                .map_err(|e| e.to_string())?;
            println!(
                "  reference check of {}: {} positions ({} won, {} drawn, {} lost for the side \
                 to move), {} mismatches, {:.1} s",
                material.name(),
                report.checked,
                report.wins,
                report.draws,
                report.losses,
                report.mismatch_count,
                started.elapsed().as_secs_f64()
            );
            if report.mismatch_count > 0 {
                return Err(format!(
                    "{} fails the reference check:\n{}",
                    material.name(),
                    report.mismatches.join("\n")
                ));
            }
        }
    }
    if config.check {
        println!("every table equals its file in {}", config.out.display());
    }
    println!("peak memory {:.0} MiB", peak_mib());
    Ok(())
}
