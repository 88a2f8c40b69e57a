//! `cargo xtask tune --variant V`: Texel tuning of a game's evaluation weights on `datagen`
//! data, written back into the game's `weights.rs`.
//!
//! Each position is traced once (the evaluation as counts of the game's weights, see
//! `tetrarch_eval::EvalTrace`); the fit then only does sparse dot products. Steps: load and
//! trace, check that the traces reproduce the engine's evaluation with the current weights,
//! fit the sigmoid scale K to the results, run Adam, report, and with `--write` rewrite the
//! tables in the source.

mod dataset;
mod model;
mod source;

use std::path::PathBuf;
use std::time::Instant;

use tetrarch::eval::{offsets, parameter_vector, EvalTrace, Score, WeightTable};
use tetrarch::{Notation, Variant};

use crate::progress::Progress;
use crate::{flag_value, workspace, Result};
use model::{Target, Weight};

/// What a game gives the tuner.
struct Tunable {
    tables: &'static [WeightTable],
    /// The weights source, relative to the workspace root.
    source: &'static str,
    trace: fn(&str) -> std::result::Result<EvalTrace, String>,
    /// The engine's own White-relative evaluation, to check the traces.
    evaluate: fn(&str) -> std::result::Result<i32, String>,
    /// The game has no phase: its weights are written `s(v, v)` and only the end-game half
    /// counts, so the tuner writes the fitted end-game value into both halves.
    phaseless: bool,
}

/// A game's `Tunable`: its weight tables, weights source and position type.
macro_rules! traced {
    ($game:ident, $position:ident) => {
        traced!($game, $position, false)
    };
    ($game:ident, $position:ident, $phaseless:expr) => {
        Tunable {
            tables: tetrarch::$game::weight_tables(),
            source: concat!("crates/", stringify!($game), "/src/weights.rs"),
            trace: |text| {
                tetrarch::$game::$position::from_text(text)
                    .map(|p| p.eval_trace())
                    .map_err(|e| e.to_string())
            },
            evaluate: |text| {
                tetrarch::$game::$position::from_text(text)
                    .map(|p| p.evaluate_white())
                    .map_err(|e| e.to_string())
            },
            phaseless: $phaseless,
        }
    };
}

fn tunable(variant: &Variant) -> Result<Tunable> {
    match variant {
        Variant::Chess => Ok(traced!(chess, ChessPosition)),
        Variant::Xiangqi => Ok(traced!(xiangqi, XiangqiPosition)),
        Variant::Raumschach => Ok(traced!(raumschach, RaumschachPosition)),
        // Every board size and rule set shares one evaluation: the data say which positions
        // it is fitted to (the position texts carry size and rule).
        Variant::Gomoku { .. } => Ok(traced!(gomoku, GomokuPosition, true)),
        other => Err(format!(
            "tune: {} has no traced evaluation yet (chess, xiangqi, raumschach and gomoku have)",
            other.name()
        )),
    }
}

const USAGE: &str = "usage: cargo xtask tune --variant V [--data FILE ...] [--positions N] \
[--epochs 400] [--rate 1.0] [--lambda 0.5] [--only TABLE,...] [--freeze TABLE,...] \
[--min-positions N] [--threads 2] [--holdout FILE] [--k K] [--write]";

struct Config {
    variant: Variant,
    data: Vec<PathBuf>,
    positions: usize,
    epochs: usize,
    rate: f64,
    lambda: f64,
    only: Vec<String>,
    freeze: Vec<String>,
    /// Weights seen in fewer positions than this stay as they are (a large table's rare
    /// entries would fit the noise of their few positions).
    min_positions: usize,
    threads: usize,
    /// Positions kept out of the fit, to check that it generalises.
    holdout: Option<PathBuf>,
    /// The sigmoid scale, fixed: the losses of two evaluations (one with new terms) are only
    /// comparable at the same K, and the fitted K depends on the starting weights.
    k: Option<f64>,
    write: bool,
}

fn parse(args: &[String]) -> Result<Config> {
    let mut c = Config {
        variant: Variant::Chess,
        data: Vec::new(),
        positions: usize::MAX,
        epochs: 400,
        rate: 1.0,
        lambda: 0.5,
        only: Vec::new(),
        freeze: Vec::new(),
        min_positions: 0,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        holdout: None,
        k: None,
        write: false,
    };
    let mut variant = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = |i: &mut usize| flag_value(args, i, flag);
        let number = |v: &str| -> Result<f64> {
            v.parse()
                .map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        match flag {
            "--variant" => {
                variant = Some(Variant::parse(value(&mut i)?).map_err(|e| e.to_string())?)
            }
            "--data" => c.data.push(PathBuf::from(value(&mut i)?)),
            "--positions" => c.positions = number(value(&mut i)?)? as usize,
            "--epochs" => c.epochs = number(value(&mut i)?)? as usize,
            "--rate" => c.rate = number(value(&mut i)?)?,
            "--lambda" => c.lambda = number(value(&mut i)?)?.clamp(0.0, 1.0),
            "--min-positions" => c.min_positions = number(value(&mut i)?)? as usize,
            "--threads" => c.threads = (number(value(&mut i)?)? as usize).max(1),
            "--only" => c.only = value(&mut i)?.split(',').map(String::from).collect(),
            "--freeze" => c.freeze = value(&mut i)?.split(',').map(String::from).collect(),
            "--holdout" => c.holdout = Some(PathBuf::from(value(&mut i)?)),
            "--k" => {
                let k = number(value(&mut i)?)?;
                if !(k > 0.0 && k < 1.0) {
                    return Err(format!("--k: {k} is not a sigmoid scale in (0, 1)"));
                }
                c.k = Some(k)
            }
            "--write" => c.write = true,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("tune: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    c.variant = variant.ok_or_else(|| format!("tune needs --variant\n{USAGE}"))?;
    if c.data.is_empty() {
        c.data.push(crate::datagen::default_file(&c.variant));
    }
    Ok(c)
}

pub fn run(args: &[String]) -> Result<()> {
    let config = parse(args)?;
    let game = tunable(&config.variant)?;
    for name in config.only.iter().chain(&config.freeze) {
        if !game.tables.iter().any(|t| t.name == name) {
            return Err(format!(
                "tune: no weight table '{name}' (tables: {})",
                game.tables
                    .iter()
                    .map(|t| t.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    let started = Instant::now();
    let data = dataset::load(&config.data, config.positions, &game.trace)?;
    if data.len() == 0 {
        return Err("tune: no positions in the data".into());
    }
    eprintln!(
        "traced {} positions ({} terms) in {:.1} s",
        data.len(),
        data.terms.len(),
        started.elapsed().as_secs_f64()
    );
    check_traces(&config, &game)?;

    let current = parameter_vector(game.tables);
    let mut weights: Vec<Weight> = current
        .iter()
        .map(|s| [s.mg() as f64, s.eg() as f64])
        .collect();
    let mut frozen = frozen_mask(game.tables, &config.only, &config.freeze);
    if config.min_positions > 0 {
        let seen = data.positions_per_weight(frozen.len());
        let rare = freeze_rare(&mut frozen, &seen, config.min_positions);
        eprintln!(
            "{rare} weights in fewer than {} positions stay as they are",
            config.min_positions
        );
    }
    let k = match config.k {
        Some(k) => k,
        None => model::fit_k(&data, &weights, config.threads),
    };
    let target = Target {
        lambda: config.lambda,
        k,
    };
    let before = model::loss(&data, &weights, target, config.threads);
    eprintln!(
        "K = {k:.6} per centipawn; loss with the current weights {before:.6} (lambda {})",
        config.lambda
    );
    let fit_started = Instant::now();
    let progress = Progress::new(config.epochs as u64, "epochs");
    model::adam(
        &data,
        &mut weights,
        &frozen,
        target,
        config.epochs,
        config.rate,
        config.threads,
        |epoch, loss| {
            progress.set(epoch as u64, "");
            if let Some(loss) = loss {
                progress.eprintln(&epoch_line(epoch, loss));
            }
        },
    );
    progress.finish();
    let tuned: Vec<Score> = weights
        .iter()
        .map(|w| {
            let eg = round16(w[1]);
            Score::new(if game.phaseless { eg } else { round16(w[0]) }, eg)
        })
        .collect();
    let mut rounded: Vec<Weight> = tuned
        .iter()
        .map(|s| [s.mg() as f64, s.eg() as f64])
        .collect();
    let at_rounding = model::loss(&data, &rounded, target, config.threads);
    let moved = model::refine_integers(&data, &mut rounded, &frozen, game.phaseless, target);
    let tuned: Vec<Score> = rounded
        .iter()
        .map(|w| Score::new(round16(w[0]), round16(w[1])))
        .collect();
    let after = model::loss(&data, &rounded, target, config.threads);
    eprintln!(
        "rounded to whole units: loss {at_rounding:.6}, then {moved} unit steps -> {after:.6}"
    );
    eprintln!(
        "tuned in {:.1} s: loss {before:.6} -> {after:.6} ({} positions, {} epochs)",
        fit_started.elapsed().as_secs_f64(),
        data.len(),
        config.epochs
    );
    report_changes(game.tables, &current, &tuned);
    if let Some(file) = &config.holdout {
        let held = dataset::load(&[file], usize::MAX, &game.trace)?;
        let start: Vec<Weight> = current
            .iter()
            .map(|s| [s.mg() as f64, s.eg() as f64])
            .collect();
        let (was, now) = (
            model::loss(&held, &start, target, config.threads),
            model::loss(&held, &rounded, target, config.threads),
        );
        eprintln!(
            "held-out loss {was:.6} -> {now:.6} ({} positions of {})",
            held.len(),
            file.display()
        );
        if config.write && now >= was {
            return Err(format!(
                "tune: the tuned weights do not improve the held-out loss ({was:.6} -> {now:.6}); \
                 {} left as it is",
                game.source
            ));
        }
    }
    if config.write {
        let path = workspace::root().join(game.source);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let starts = offsets(game.tables);
        let as_tables = |values: &[Score]| -> Vec<(&str, Vec<Score>)> {
            game.tables
                .iter()
                .zip(&starts)
                .map(|(t, &o)| (t.name, values[o..o + t.values.len()].to_vec()))
                .collect()
        };
        // Every table is written, so the source must hold the values this xtask was built
        // with: a binary older than the file would put its stale tables back.
        if source::rewrite_tables(&text, &as_tables(&current))? != text {
            return Err(format!(
                "tune: {} differs from the weights this xtask was built with; rebuild it \
                 (cargo xtask builds it afresh) before --write",
                path.display()
            ));
        }
        let tables = as_tables(&tuned);
        let new = source::rewrite_tables(&text, &tables)?;
        std::fs::write(&path, new).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!("wrote {}", path.display());
    } else {
        eprintln!("(dry run: --write rewrites {})", game.source);
    }
    Ok(())
}

/// The plain line for a loss report during the fit (the same with or without a bar).
fn epoch_line(epoch: usize, loss: f64) -> String {
    format!("epoch {epoch:>5}  loss {loss:.6}")
}

fn round16(x: f64) -> i16 {
    x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16
}

/// Freezes the weights that fewer than `min_positions` positions count (`seen`), and returns
/// how many that were not frozen already.
fn freeze_rare(frozen: &mut [bool], seen: &[u32], min_positions: usize) -> usize {
    let mut rare = 0;
    for (fixed, &n) in frozen.iter_mut().zip(seen) {
        if !*fixed && (n as usize) < min_positions {
            *fixed = true;
            rare += 1;
        }
    }
    rare
}

/// Which parameters stay fixed: everything outside `only` (when given) and inside `freeze`.
fn frozen_mask(tables: &[WeightTable], only: &[String], freeze: &[String]) -> Vec<bool> {
    tables
        .iter()
        .flat_map(|t| {
            let fixed = (!only.is_empty() && !only.iter().any(|n| n == t.name))
                || freeze.iter().any(|n| n == t.name);
            std::iter::repeat_n(fixed, t.values.len())
        })
        .collect()
}

/// Re-reads the first positions and checks that trace and engine agree (a trace that does not
/// reproduce the evaluation would tune the wrong function).
fn check_traces(config: &Config, game: &Tunable) -> Result<()> {
    let weights = parameter_vector(game.tables);
    let text = std::fs::read_to_string(&config.data[0])
        .map_err(|e| format!("cannot read {}: {e}", config.data[0].display()))?;
    for line in text.lines().take(2000) {
        // The position text itself may hold '|' (Raumschach's levels): the score and result
        // are the last two fields.
        let position = dataset::position_text(line);
        let traced = (game.trace)(position)?.evaluate(&weights);
        let engine = (game.evaluate)(position)?;
        if traced != engine {
            return Err(format!(
                "tune: the trace gives {traced} but the engine {engine} for '{position}'"
            ));
        }
    }
    Ok(())
}

/// The tables that moved most, for the log.
fn report_changes(tables: &[WeightTable], before: &[Score], after: &[Score]) {
    for (t, o) in tables.iter().zip(offsets(tables)) {
        let n = t.values.len();
        let moved: f64 = (o..o + n)
            .map(|j| {
                let d = |a: i16, b: i16| (a as i32 - b as i32).abs();
                (d(after[j].mg(), before[j].mg()) + d(after[j].eg(), before[j].eg())) as f64
            })
            .sum::<f64>()
            / (2 * n) as f64;
        eprintln!("  {:<28} mean change {moved:>6.1}", t.name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--k` fixes the sigmoid scale and refuses a value that is not one.
    #[test]
    fn k_is_fixed_or_refused() {
        let args = |k: &str| ["--variant", "chess", "--k", k].map(String::from).to_vec();
        assert_eq!(parse(&args("0.006258")).unwrap().k, Some(0.006258));
        assert_eq!(parse(&args("0.006258")[..2]).unwrap().k, None);
        let err = parse(&args("2")).err().unwrap();
        assert!(err.contains("--k: 2 is not a sigmoid scale"), "{err}");
        assert!(parse(&args("x"))
            .err()
            .unwrap()
            .contains("'x' is not a number"));
    }

    #[test]
    fn rare_weights_are_held() {
        let args = ["--variant", "gomoku15", "--min-positions", "1000"].map(String::from);
        assert_eq!(parse(&args).unwrap().min_positions, 1000);
        let mut frozen = [false, true, false, false];
        assert_eq!(freeze_rare(&mut frozen, &[999, 0, 1000, 5000], 1000), 1);
        assert_eq!(frozen, [true, true, false, false]);
    }

    #[test]
    fn plain_epoch_lines() {
        assert_eq!(epoch_line(25, 0.0123456), "epoch    25  loss 0.012346");
    }

    /// Each tunable game's weights source holds every table the tuner would write, and
    /// writing the current values back leaves it as it is; its trace is its evaluation.
    #[test]
    fn tunable_games_round_trip_their_weights() {
        for (variant, position) in [
            (Variant::Chess, tetrarch::chess::START_FEN),
            (
                Variant::Xiangqi,
                "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23",
            ),
            (
                Variant::Raumschach,
                "1k3/5/r2n1/5/pB3|u4/p3p/1ppp1/5/5|5/4n/5/P2P1/5|5/2P2/5/1PP1P/3KU|5/5/1P2R/P2PP/5 w - - 3 49",
            ),
            (
                Variant::parse("gomoku15").unwrap(),
                "15x15 freestyle w b:o9,n10,e11,h11,a14 w:e4,b8,c10,i12",
            ),
        ] {
            let game = tunable(&variant).unwrap();
            let path = workspace::root().join(game.source);
            let text = std::fs::read_to_string(&path).unwrap();
            let current = parameter_vector(game.tables);
            let tables: Vec<(&str, Vec<Score>)> = game
                .tables
                .iter()
                .zip(offsets(game.tables))
                .map(|(t, o)| (t.name, current[o..o + t.values.len()].to_vec()))
                .collect();
            assert_eq!(source::rewrite_tables(&text, &tables).unwrap(), text);
            let traced = (game.trace)(position).unwrap().evaluate(&current);
            assert_eq!(traced, (game.evaluate)(position).unwrap());
        }
    }
}

#[cfg(test)]
mod holdout_tests {
    use super::*;

    /// `tune --variant xiangqi` runs end to end on a small data set with `--holdout`, and
    /// `--write` refuses weights that make the held-out positions worse (here the held-out
    /// results are the training results turned over, so every step of the fit hurts them);
    /// the weights source is left as it was.
    #[test]
    fn xiangqi_tunes_end_to_end_and_holdout_guards_write() {
        let fens = [
            "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23",
            "2bak2nr/4a4/nC5rP/p1p3pc1/2b3C2/4p1Bc1/P1P1P1P2/R3R3B/4A4/1N1A1K1N1 b - - 24 31",
            "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
            "3ak4/4a4/4b4/9/2p6/9/9/4B4/4A4/3AK4 w - - 0 40",
        ];
        let dir = std::env::temp_dir().join(format!("tetrarch-tune-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let write = |name: &str, result: [&str; 2]| {
            let path = dir.join(name);
            let lines: Vec<String> = fens
                .iter()
                .enumerate()
                .map(|(i, f)| format!("{f} | 0 | {}", result[i % 2]))
                .collect();
            std::fs::write(&path, lines.join("\n")).unwrap();
            path.display().to_string()
        };
        let train = write("train.txt", ["1.0", "0.0"]);
        let held = write("held.txt", ["0.0", "1.0"]);
        let source = workspace::root().join("crates/xiangqi/src/weights.rs");
        let before = std::fs::read_to_string(&source).unwrap();
        let args = |extra: &[&str]| -> Vec<String> {
            let mut a: Vec<String> = [
                "--variant",
                "xiangqi",
                "--data",
                &train,
                "--holdout",
                &held,
                "--epochs",
                "20",
                "--lambda",
                "1",
                "--threads",
                "1",
            ]
            .iter()
            .map(|s| s.to_string())
            .collect();
            a.extend(extra.iter().map(|s| s.to_string()));
            a
        };
        assert!(run(&args(&[])).is_ok());
        let refused = run(&args(&["--write"])).unwrap_err();
        assert!(
            refused.contains("do not improve the held-out loss"),
            "{refused}"
        );
        assert_eq!(std::fs::read_to_string(&source).unwrap(), before);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
