//! `cargo xtask wdl --variant V --data FILE...`: fits a game's win-rate model (UCI's
//! `UCI_ShowWDL`) to positions of its own self-play games.
//!
//! The model is Stockfish's form (`tetrarch::eval::WinRateModel`): the side with score `x`
//! wins with chance `1 / (1 + exp((a - x) / b))`, loses with the same at `-x`, draws with the
//! rest, and `a`, `b` are polynomials in the material on the board. Stockfish fits one `(a, b)`
//! per material count and then polynomials through them; our data are a few thousand
//! positions, too few for that, so the polynomials' coefficients are fitted directly: the
//! mean log-likelihood of the observed results (win, draw or loss) is maximised by damped
//! Newton steps (analytic gradient, Hessian by central differences of it).
//!
//! Data: `cargo xtask datagen` lines `text | score | result`, score and result from the first
//! player's side. The last fifth of the lines (the newest games) is held out to report the
//! fit's quality against two simpler models; the printed model is then fitted to all lines.
//! `--write` puts it into the game's `wdl.rs` between its `fitted:` markers.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use tetrarch::eval::WinRateModel;
use tetrarch::{Game, Variant};

use crate::{flag_value, variant_value, workspace, Result};

const USAGE: &str = "usage: cargo xtask wdl --variant V --data FILE... [--degree 0-3] [--write]";

/// The smallest `b` a fit may reach anywhere on its material range (a steeper curve than this
/// would make a one-unit score change decide the game).
const MIN_SLOPE: f64 = 1.0;
/// Newton iterations at most per stage; the fits here converge in a few dozen.
const MAX_ITERATIONS: usize = 200;
/// A draw (or any result) is never given a chance below this in the log-likelihood, so a
/// trial step with `a < 0` is a large loss rather than a NaN.
const MIN_CHANCE: f64 = 1e-9;

#[derive(Debug)]
struct Config {
    variant: Variant,
    data: Vec<PathBuf>,
    degree: usize,
    write: bool,
}

fn parse(args: &[String]) -> Result<Config> {
    let mut variant = None;
    let mut data = Vec::new();
    let mut degree = 2;
    let mut write = false;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--variant" => variant = Some(variant_value(args, &mut i, flag)?),
            "--data" => {
                while args.get(i + 1).is_some_and(|a| !a.starts_with("--")) {
                    i += 1;
                    data.push(PathBuf::from(&args[i]));
                }
            }
            "--degree" => {
                let v = flag_value(args, &mut i, flag)?;
                degree = match v.parse() {
                    Ok(d) if d <= 3 => d,
                    _ => return Err(format!("--degree: '{v}' is not 0, 1, 2 or 3")),
                };
            }
            "--write" => write = true,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("wdl: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    let variant = variant.ok_or_else(|| format!("wdl needs --variant\n{USAGE}"))?;
    if data.is_empty() {
        return Err(format!("wdl needs --data FILE...\n{USAGE}"));
    }
    Ok(Config {
        variant,
        data,
        degree,
        write,
    })
}

/// One labelled position: the first player's score, the material, the first player's result.
#[derive(Copy, Clone, Debug)]
struct Sample {
    score: f64,
    material: i32,
    result: Outcome3,
}

/// A game's result for the first player.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Outcome3 {
    Win,
    Draw,
    Loss,
}

/// Reads datagen lines; the material comes from the game (`Game::wdl_material`).
fn load(config: &Config) -> Result<Vec<Sample>> {
    let mut samples = Vec::new();
    for file in &config.data {
        let reader = BufReader::new(
            std::fs::File::open(file)
                .map_err(|e| format!("cannot open {}: {e}", file.display()))?,
        );
        for (n, line) in reader.lines().enumerate() {
            let at = || format!("{}:{}", file.display(), n + 1);
            let line = line.map_err(|e| format!("{}: {e}", at()))?;
            if line.trim().is_empty() {
                continue;
            }
            samples.push(parse_line(&config.variant, &line).map_err(|e| format!("{}: {e}", at()))?);
        }
    }
    Ok(samples)
}

fn parse_line(variant: &Variant, line: &str) -> Result<Sample> {
    let mut fields = line.rsplitn(3, '|');
    let (Some(result), Some(score), Some(text)) = (fields.next(), fields.next(), fields.next())
    else {
        return Err("expected 'text | score | result'".into());
    };
    let score: i32 = score
        .trim()
        .parse()
        .map_err(|_| format!("score '{}' is not a whole number", score.trim()))?;
    let result = match result.trim() {
        "1.0" | "1" => Outcome3::Win,
        "0.5" => Outcome3::Draw,
        "0.0" | "0" => Outcome3::Loss,
        other => return Err(format!("result '{other}' is not 1.0, 0.5 or 0.0")),
    };
    let game = Game::from_text(variant.clone(), text.trim()).map_err(|e| e.to_string())?;
    let material = game
        .wdl_material()
        .ok_or_else(|| format!("{} has no win-rate model to fit", variant.name()))?;
    Ok(Sample {
        score: f64::from(score),
        material,
        result,
    })
}

/// The model being fitted: `a` and `b` polynomials (lowest power first) in `m`.
#[derive(Clone, Debug, PartialEq)]
struct Fit {
    degree: usize,
    /// `a`'s coefficients then `b`'s, lowest power first.
    theta: Vec<f64>,
    material_min: i32,
    material_max: i32,
}

impl Fit {
    fn m(&self, material: i32) -> f64 {
        f64::from(material.clamp(self.material_min, self.material_max))
            / f64::from(self.material_max.max(1))
    }

    fn ab(&self, theta: &[f64], m: f64) -> (f64, f64) {
        let n = self.degree + 1;
        let poly = |c: &[f64]| c.iter().rev().fold(0.0, |acc, &k| acc * m + k);
        (poly(&theta[..n]), poly(&theta[n..]))
    }

    /// Whether `b` stays above [`MIN_SLOPE`] and `a` at or above 0 over the material range.
    /// A negative `a` would give the win and the loss more than 1 together; in a game without
    /// draws (gomoku) the likelihood would even reward it without end.
    fn valid(&self, theta: &[f64]) -> bool {
        (0..=20).all(|i| {
            let m = self.m(self.material_min)
                + (self.m(self.material_max) - self.m(self.material_min)) * f64::from(i) / 20.0;
            let (a, b) = self.ab(theta, m);
            a >= 0.0 && b >= MIN_SLOPE
        })
    }

    /// Mean negative log-likelihood of `samples` and, if asked, its gradient.
    fn loss(&self, theta: &[f64], samples: &[Sample], gradient: Option<&mut [f64]>) -> f64 {
        let n = self.degree + 1;
        let mut total = 0.0;
        let mut grad = vec![0.0; 2 * n];
        for s in samples {
            let m = self.m(s.material);
            let (a, b) = self.ab(theta, m);
            let (u, v) = ((s.score - a) / b, (-s.score - a) / b);
            let (pw, pl) = (logistic(u), logistic(v));
            // d p / d a and d p / d b for the win and loss chances.
            let (dw_a, dw_b) = (-pw * (1.0 - pw) / b, -pw * (1.0 - pw) * u / b);
            let (dl_a, dl_b) = (-pl * (1.0 - pl) / b, -pl * (1.0 - pl) * v / b);
            let (p, dp_a, dp_b) = match s.result {
                Outcome3::Win => (pw, dw_a, dw_b),
                Outcome3::Loss => (pl, dl_a, dl_b),
                Outcome3::Draw => (1.0 - pw - pl, -dw_a - dl_a, -dw_b - dl_b),
            };
            let p = p.max(MIN_CHANCE);
            total -= p.ln();
            let (ga, gb) = (-dp_a / p, -dp_b / p);
            let mut power = 1.0;
            for k in 0..n {
                grad[k] += ga * power;
                grad[n + k] += gb * power;
                power *= m;
            }
        }
        let count = samples.len().max(1) as f64;
        if let Some(g) = gradient {
            for (g, d) in g.iter_mut().zip(&grad) {
                *g = d / count;
            }
        }
        total / count
    }

    /// Damped Newton from the current coefficients to the likelihood's maximum.
    fn newton(&mut self, samples: &[Sample]) {
        let k = self.theta.len();
        let mut damping = 1e-6;
        let mut loss = self.loss(&self.theta.clone(), samples, None);
        for _ in 0..MAX_ITERATIONS {
            let mut g = vec![0.0; k];
            self.loss(&self.theta.clone(), samples, Some(&mut g));
            let mut hessian = vec![vec![0.0; k]; k];
            for j in 0..k {
                let h = 1e-4 * self.theta[j].abs().max(1.0);
                let (mut plus, mut minus) = (self.theta.clone(), self.theta.clone());
                plus[j] += h;
                minus[j] -= h;
                let (mut gp, mut gm) = (vec![0.0; k], vec![0.0; k]);
                self.loss(&plus, samples, Some(&mut gp));
                self.loss(&minus, samples, Some(&mut gm));
                for i in 0..k {
                    hessian[i][j] = (gp[i] - gm[i]) / (2.0 * h);
                }
            }
            // Differences make it slightly asymmetric: use the mean of the two halves.
            let symmetric: Vec<Vec<f64>> = (0..k)
                .map(|i| {
                    (0..k)
                        .map(|j| 0.5 * (hessian[i][j] + hessian[j][i]))
                        .collect()
                })
                .collect();
            let hessian = symmetric;
            // Levenberg-Marquardt: raise the damping until a step lowers the loss.
            let mut improved = false;
            while damping < 1e12 {
                let mut damped = hessian.clone();
                for (i, row) in damped.iter_mut().enumerate() {
                    row[i] += damping * (1.0 + hessian[i][i].abs());
                }
                let rhs: Vec<f64> = g.iter().map(|x| -x).collect();
                if let Some(step) = solve(damped, rhs) {
                    let trial: Vec<f64> =
                        self.theta.iter().zip(&step).map(|(t, s)| t + s).collect();
                    if self.valid(&trial) {
                        let trial_loss = self.loss(&trial, samples, None);
                        if trial_loss < loss {
                            let gain = loss - trial_loss;
                            self.theta = trial;
                            loss = trial_loss;
                            damping = (damping / 10.0).max(1e-9);
                            improved = gain > 1e-12;
                            break;
                        }
                    }
                }
                damping *= 10.0;
            }
            if !improved {
                break;
            }
        }
    }

    /// The fitted coefficients as the game's constant (highest power first, zero-padded).
    fn model(&self) -> WinRateModel {
        let n = self.degree + 1;
        let pad = |c: &[f64]| {
            let mut out = [0.0; 4];
            for (k, &v) in c.iter().enumerate() {
                out[3 - k] = v;
            }
            out
        };
        WinRateModel {
            a: pad(&self.theta[..n]),
            b: pad(&self.theta[n..]),
            material_min: self.material_min,
            material_max: self.material_max,
            material_scale: self.material_max.max(1),
        }
    }
}

fn logistic(x: f64) -> f64 {
    tetrarch::eval::logistic(x)
}

/// Solves `matrix * x = rhs` by Gaussian elimination with partial pivoting; `None` when
/// singular.
fn solve(mut matrix: Vec<Vec<f64>>, mut rhs: Vec<f64>) -> Option<Vec<f64>> {
    let n = rhs.len();
    for col in 0..n {
        let pivot =
            (col..n).max_by(|&a, &b| matrix[a][col].abs().total_cmp(&matrix[b][col].abs()))?;
        if matrix[pivot][col].abs() < 1e-300 {
            return None;
        }
        matrix.swap(col, pivot);
        rhs.swap(col, pivot);
        let (upper, lower) = matrix.split_at_mut(col + 1);
        let pivot_row = &upper[col];
        for (offset, row) in lower.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (cell, &p) in row.iter_mut().zip(pivot_row).skip(col) {
                *cell -= f * p;
            }
            rhs[col + 1 + offset] -= f * rhs[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|c| matrix[row][c] * x[c]).sum();
        x[row] = (rhs[row] - rest) / matrix[row][row];
    }
    x.iter().all(|v| v.is_finite()).then_some(x)
}

/// Fits a model of `degree` to `samples`: first constant `a`, `b`, then the full degree from
/// there.
fn fit(samples: &[Sample], degree: usize) -> Fit {
    let material_min = samples.iter().map(|s| s.material).min().unwrap_or(0);
    let material_max = samples.iter().map(|s| s.material).max().unwrap_or(1).max(1);
    let mut scores: Vec<f64> = samples.iter().map(|s| s.score.abs()).collect();
    scores.sort_by(f64::total_cmp);
    let spread = scores
        .get(scores.len() / 2)
        .copied()
        .unwrap_or(100.0)
        .max(10.0);
    let mut constant = Fit {
        degree: 0,
        theta: vec![spread, spread],
        material_min,
        material_max,
    };
    constant.newton(samples);
    if degree == 0 {
        return constant;
    }
    let n = degree + 1;
    let mut theta = vec![0.0; 2 * n];
    theta[0] = constant.theta[0];
    theta[n] = constant.theta[1];
    let mut full = Fit {
        degree,
        theta,
        ..constant
    };
    full.newton(samples);
    full
}

/// Mean log loss of predicting only the results' frequencies, whatever the score.
fn frequency_loss(train: &[Sample], test: &[Sample]) -> f64 {
    let count = |r| train.iter().filter(|s| s.result == r).count() as f64 / train.len() as f64;
    let (w, d, l) = (
        count(Outcome3::Win),
        count(Outcome3::Draw),
        count(Outcome3::Loss),
    );
    let p = |r| match r {
        Outcome3::Win => w,
        Outcome3::Draw => d,
        Outcome3::Loss => l,
    };
    -test
        .iter()
        .map(|s| p(s.result).max(MIN_CHANCE).ln())
        .sum::<f64>()
        / test.len().max(1) as f64
}

/// Observed and predicted results by score band (first player's view), in percent.
fn calibration(fit: &Fit, samples: &[Sample]) -> Vec<String> {
    let model = fit.model();
    let bands: [(f64, f64); 7] = [
        (f64::NEG_INFINITY, -300.0),
        (-300.0, -150.0),
        (-150.0, -50.0),
        (-50.0, 50.0),
        (50.0, 150.0),
        (150.0, 300.0),
        (300.0, f64::INFINITY),
    ];
    let mut rows = vec![format!(
        "{:>13} {:>7}   {:>17}   {:>17}",
        "score", "count", "observed W/D/L %", "predicted W/D/L %"
    )];
    for (lo, hi) in bands {
        let band: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.score >= lo && s.score < hi)
            .collect();
        if band.is_empty() {
            continue;
        }
        let n = band.len() as f64;
        let share = |r| 100.0 * band.iter().filter(|s| s.result == r).count() as f64 / n;
        let (mut pw, mut pd, mut pl) = (0.0, 0.0, 0.0);
        for s in &band {
            let w = model.wdl(s.score as i32, s.material);
            pw += f64::from(w.win) / 10.0 / n;
            pd += f64::from(w.draw) / 10.0 / n;
            pl += f64::from(w.loss) / 10.0 / n;
        }
        let name = match (lo.is_finite(), hi.is_finite()) {
            (false, _) => format!("< {hi}"),
            (_, false) => format!(">= {lo}"),
            _ => format!("{lo}..{hi}"),
        };
        rows.push(format!(
            "{name:>13} {:>7}   {:>5.1} {:>5.1} {:>5.1}   {pw:>5.1} {pd:>5.1} {pl:>5.1}",
            band.len(),
            share(Outcome3::Win),
            share(Outcome3::Draw),
            share(Outcome3::Loss),
        ));
    }
    rows
}

/// The game crate's file holding the fitted constant, relative to the workspace.
fn model_source(variant: &Variant) -> Result<&'static str> {
    match variant {
        Variant::Chess => Ok("crates/chess/src/wdl.rs"),
        Variant::Xiangqi => Ok("crates/xiangqi/src/wdl.rs"),
        Variant::Raumschach => Ok("crates/raumschach/src/wdl.rs"),
        Variant::Gomoku { .. } => Ok("crates/gomoku/src/wdl.rs"),
        other => Err(format!(
            "{} has no win-rate model file to write (chess, xiangqi, raumschach and gomoku \
have one)",
            other.name()
        )),
    }
}

/// The Rust text of the fitted block, with the run that made it.
fn constant_text(config: &Config, model: &WinRateModel, summary: &str) -> String {
    let files: Vec<String> = config
        .data
        .iter()
        .map(|p| {
            p.file_name().map_or_else(
                || p.display().to_string(),
                |f| f.to_string_lossy().into_owned(),
            )
        })
        .collect();
    let list = |c: &[f64; 4]| {
        c.iter()
            .map(|v| format!("{v:.6}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let date = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    format!(
        "/// Fitted by `cargo xtask wdl --variant {} --degree {} --data {}` on {}:\n/// {summary}.\n\
pub const WIN_RATE_MODEL: WinRateModel = WinRateModel {{\n    a: [{}],\n    b: [{}],\n    \
material_min: {},\n    material_max: {},\n    material_scale: {},\n}};\n",
        config.variant.name(),
        config.degree,
        files.join(" "),
        &date[..10],
        list(&model.a),
        list(&model.b),
        model.material_min,
        model.material_max,
        model.material_scale
    )
}

/// `source` with the text between its `// fitted: begin` and `// fitted: end` lines replaced.
fn rewrite_block(source: &str, block: &str) -> Result<String> {
    let begin = "// fitted: begin\n";
    let start = source
        .find(begin)
        .ok_or("no '// fitted: begin' line in the model file")?
        + begin.len();
    let end = source[start..]
        .find("// fitted: end")
        .ok_or("no '// fitted: end' line in the model file")?
        + start;
    Ok(format!("{}{block}{}", &source[..start], &source[end..]))
}

pub fn run(args: &[String]) -> Result<()> {
    let config = parse(args)?;
    let samples = load(&config)?;
    if samples.len() < 100 {
        return Err(format!(
            "wdl: {} positions are too few to fit a model (datagen makes more)",
            samples.len()
        ));
    }
    let cut = samples.len() * 4 / 5;
    let (train, held) = samples.split_at(cut);
    let count = |r| samples.iter().filter(|s| s.result == r).count();
    eprintln!(
        "wdl {}: {} positions ({} won, {} drawn, {} lost for the first player); fitting on the \
first {}, holding out the last {}",
        config.variant.name(),
        samples.len(),
        count(Outcome3::Win),
        count(Outcome3::Draw),
        count(Outcome3::Loss),
        train.len(),
        held.len()
    );
    let constant = fit(train, 0);
    let shaped = fit(train, config.degree);
    let held_frequency = frequency_loss(train, held);
    let held_constant = constant.loss(&constant.theta, held, None);
    let held_shaped = shaped.loss(&shaped.theta, held, None);
    eprintln!("held-out log loss: results' frequencies only {held_frequency:.4}, constant a,b {held_constant:.4}, degree {} {held_shaped:.4}", config.degree);
    let all = fit(&samples, config.degree);
    let loss = all.loss(&all.theta, &samples, None);
    let model = all.model();
    eprintln!(
        "fitted to all {} positions: log loss {loss:.4}",
        samples.len()
    );
    for line in calibration(&all, &samples) {
        eprintln!("  {line}");
    }
    let summary = format!(
        "{} positions, log loss {loss:.4}; held-out {held_shaped:.4} (constant a,b \
{held_constant:.4},\n/// results' frequencies {held_frequency:.4})",
        samples.len()
    );
    let text = constant_text(&config, &model, &summary);
    print!("{text}");
    if config.write {
        let path = workspace::root().join(model_source(&config.variant)?);
        let source = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let new = rewrite_block(&source, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        std::fs::write(&path, new).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Results drawn from a known model are fitted back to it.
    #[test]
    fn a_known_model_is_recovered() {
        let truth = WinRateModel {
            a: [0.0, 0.0, -100.0, 250.0],
            b: [0.0, 0.0, 0.0, 90.0],
            material_min: 0,
            material_max: 78,
            material_scale: 78,
        };
        let mut rng = fastrand::Rng::with_seed(7);
        let samples: Vec<Sample> = (0..40_000)
            .map(|_| {
                let score = f64::from(rng.i32(-600..=600));
                let material = rng.i32(0..=78);
                let w = truth.wdl(score as i32, material);
                let roll = rng.u16(0..1000);
                let result = if roll < w.win {
                    Outcome3::Win
                } else if roll < w.win + w.draw {
                    Outcome3::Draw
                } else {
                    Outcome3::Loss
                };
                Sample {
                    score,
                    material,
                    result,
                }
            })
            .collect();
        let fitted = fit(&samples, 1).model();
        // a at full material 150, at none 250; b 90.
        let (a0, b0) = fitted.parameters(0.0);
        let (a1, b1) = fitted.parameters(1.0);
        assert!((a0 - 250.0).abs() < 20.0, "{fitted:?}");
        assert!((a1 - 150.0).abs() < 20.0, "{fitted:?}");
        assert!(
            (b0 - 90.0).abs() < 12.0 && (b1 - 90.0).abs() < 12.0,
            "{fitted:?}"
        );
        let constant = fit(&samples, 0);
        assert!(
            fit(&samples, 1).loss(&fit(&samples, 1).theta, &samples, None)
                < constant.loss(&constant.theta, &samples, None)
        );
    }

    #[test]
    fn lines_are_read_and_bad_lines_named() {
        let s = parse_line(
            &Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | -25 | 0.5",
        )
        .unwrap();
        assert_eq!((s.score, s.material, s.result), (-25.0, 78, Outcome3::Draw));
        let e = parse_line(&Variant::Chess, "8/8/8/8/8/8/8/8 w - - 0 1 | x | 1.0").unwrap_err();
        assert!(e.contains("score 'x'"), "{e}");
        let e = parse_line(&Variant::Chess, "no bars").unwrap_err();
        assert!(e.contains("text | score | result"), "{e}");
    }

    #[test]
    fn the_block_between_the_markers_is_replaced() {
        let source = "head\n// fitted: begin\nold\n// fitted: end\ntail\n";
        assert_eq!(
            rewrite_block(source, "new\n").unwrap(),
            "head\n// fitted: begin\nnew\n// fitted: end\ntail\n"
        );
        assert!(rewrite_block("nothing", "x").is_err());
    }
}
