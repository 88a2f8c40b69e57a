//! `cargo xtask spsa`: tunes search parameters by simultaneous perturbation stochastic
//! approximation, the method fishtest and OpenBench tune Stockfish's numbers with.
//!
//! Each iteration moves every parameter by `+c` or `-c` at random (one shared coin per
//! parameter), plays game pairs between the engine with `theta + c·flip` and with
//! `theta - c·flip` (one opening, both colours), and steps every parameter by
//! `r·c·result·flip`, where `result` is the plus side's wins minus losses. `c` and `r` shrink
//! over the run as in fishtest (`c_k = c_end·(N/k)^γ`, `r_k = a_k/c_k²` with
//! `a_k = r_end·c_end²·(A+N)^α/(A+k)^α`, `A = N/10`, `α = 0.602`, `γ = 0.101`). The engine
//! receives the values as UCI options (`setoption name lmr_divisor value 212`), so any UCI
//! engine that exposes its tunables that way can be tuned; tetrarch accepts every name of
//! its `SearchParams` (docs/protocols.md). The state is written after every iteration to a
//! file that `--resume` continues from, since useful runs take longer than a session.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::r#match::PairPlayer;
use crate::Result;

/// fishtest's exponents and stability constant (as a fraction of the iterations).
const ALPHA: f64 = 0.602;
const GAMMA: f64 = 0.101;
const STABILITY_FRACTION: f64 = 0.1;

const USAGE: &str = "\
usage: cargo xtask spsa --param NAME=START,MIN,MAX,C_END[,R_END] [--param ...]
                        [--iterations 1000] [--pairs 1] [-c 1] [--seed 1]
                        [--state FILE] [--resume] -- MATCH OPTIONS
  Tunes the named UCI options of the first engine of MATCH OPTIONS (as for cargo xtask
  match: -engine cmd=tetrarch -each nodes=20000 -variant chess -openings file=F ...) by SPSA.
  C_END is the final perturbation (in the parameter's units), R_END the final learning rate
  (default 0.002, fishtest's). Each iteration plays --pairs game pairs (both colours), -c of
  them at once. The state goes to --state (default target/spsa/<variant>.txt) after every
  iteration; --resume continues from it.
";

/// One tuned parameter: its name, range and schedule ends, and its current value.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub value: f64,
    pub min: f64,
    pub max: f64,
    pub c_end: f64,
    pub r_end: f64,
}

impl Param {
    /// Parses `NAME=START,MIN,MAX,C_END[,R_END]`; the error names what is wrong.
    pub fn parse(text: &str) -> Result<Param> {
        let (name, rest) = text.split_once('=').ok_or_else(|| {
            format!("--param '{text}': expected NAME=START,MIN,MAX,C_END[,R_END]")
        })?;
        let numbers: Vec<f64> = rest
            .split(',')
            .map(|n| {
                n.trim()
                    .parse::<f64>()
                    .map_err(|_| format!("--param '{text}': '{n}' is not a number"))
            })
            .collect::<Result<_>>()?;
        let (value, min, max, c_end, r_end) = match numbers.as_slice() {
            [v, lo, hi, c] => (*v, *lo, *hi, *c, 0.002),
            [v, lo, hi, c, r] => (*v, *lo, *hi, *c, *r),
            _ => {
                return Err(format!(
                    "--param '{text}': expected NAME=START,MIN,MAX,C_END[,R_END]"
                ))
            }
        };
        if name.trim().is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("--param '{text}': the name must be one word"));
        }
        if !(min <= value && value <= max) {
            return Err(format!(
                "--param '{text}': the start {value} is outside {min}..{max}"
            ));
        }
        if !(c_end > 0.0 && r_end > 0.0) {
            return Err(format!(
                "--param '{text}': C_END and R_END must be positive"
            ));
        }
        Ok(Param {
            name: name.trim().to_string(),
            value,
            min,
            max,
            c_end,
            r_end,
        })
    }

    /// The value sent to the engine: rounded, as the engine's options are integers.
    fn sent(value: f64) -> String {
        format!("{}", value.round() as i64)
    }
}

/// The gains of iteration `k` (1-based) of `n` for one parameter: `(c_k, r_k)`.
pub fn gains(p: &Param, k: usize, n: usize) -> (f64, f64) {
    let (k, n) = (k as f64, n.max(1) as f64);
    let stability = STABILITY_FRACTION * n;
    let c_k = p.c_end * (n / k).powf(GAMMA);
    let a_end = p.r_end * p.c_end * p.c_end;
    let a = a_end * (stability + n).powf(ALPHA);
    let a_k = a / (stability + k).powf(ALPHA);
    (c_k, a_k / (c_k * c_k))
}

/// Steps `p` after a result: `value += r·c·result·flip`, kept inside the range.
pub fn step(p: &mut Param, c_k: f64, r_k: f64, result: f64, flip: f64) {
    p.value = (p.value + r_k * c_k * result * flip).clamp(p.min, p.max);
}

/// The saved state of a run: the iteration reached and the parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub iteration: usize,
    pub iterations: usize,
    pub params: Vec<Param>,
}

impl State {
    /// The state file's text: a comment line, then `iteration K of N`, then one line per
    /// parameter `NAME VALUE MIN MAX C_END R_END`.
    pub fn to_text(&self) -> String {
        let mut out = String::from("# cargo xtask spsa state: name value min max c_end r_end\n");
        let _ = writeln!(out, "iteration {} of {}", self.iteration, self.iterations);
        for p in &self.params {
            let _ = writeln!(
                out,
                "{} {} {} {} {} {}",
                p.name, p.value, p.min, p.max, p.c_end, p.r_end
            );
        }
        out
    }

    /// Reads [`Self::to_text`]'s format; the error names the line.
    pub fn parse(text: &str, origin: &Path) -> Result<State> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
        let bad = |n: usize, what: &str| format!("{}:{}: {what}", origin.display(), n + 1);
        let (n, head) = lines.next().ok_or_else(|| bad(0, "empty state file"))?;
        let words: Vec<&str> = head.split_whitespace().collect();
        let (iteration, iterations) = match words.as_slice() {
            ["iteration", k, "of", n2] => (
                k.parse().map_err(|_| bad(n, "iteration is not a number"))?,
                n2.parse()
                    .map_err(|_| bad(n, "iterations is not a number"))?,
            ),
            _ => return Err(bad(n, "expected 'iteration K of N'")),
        };
        let mut params = Vec::new();
        for (n, line) in lines {
            let w: Vec<&str> = line.split_whitespace().collect();
            let [name, rest @ ..] = w.as_slice() else {
                continue;
            };
            let nums: Vec<f64> = rest
                .iter()
                .map(|x| x.parse::<f64>())
                .collect::<std::result::Result<_, _>>()
                .map_err(|_| bad(n, "expected NAME VALUE MIN MAX C_END R_END"))?;
            let [value, min, max, c_end, r_end] = nums.as_slice() else {
                return Err(bad(n, "expected NAME VALUE MIN MAX C_END R_END"));
            };
            params.push(Param {
                name: name.to_string(),
                value: *value,
                min: *min,
                max: *max,
                c_end: *c_end,
                r_end: *r_end,
            });
        }
        Ok(State {
            iteration,
            iterations,
            params,
        })
    }
}

/// The parsed command line.
#[derive(Debug)]
struct SpsaArgs {
    params: Vec<Param>,
    iterations: usize,
    pairs: usize,
    concurrency: usize,
    seed: u64,
    state: Option<PathBuf>,
    resume: bool,
    match_args: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<SpsaArgs> {
    let mut a = SpsaArgs {
        params: Vec::new(),
        iterations: 1000,
        pairs: 1,
        concurrency: 1,
        seed: 1,
        state: None,
        resume: false,
        match_args: Vec::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let mut value = || {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("spsa: {flag} needs a value"))
        };
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("spsa: {flag}: '{text}' is not a number"))
        };
        match flag {
            "--param" => a.params.push(Param::parse(&value()?)?),
            "--iterations" => a.iterations = number(value()?)?.max(1) as usize,
            "--pairs" => a.pairs = number(value()?)?.max(1) as usize,
            "-c" | "--concurrency" => a.concurrency = number(value()?)?.max(1) as usize,
            "--seed" => a.seed = number(value()?)?,
            "--state" => a.state = Some(PathBuf::from(value()?)),
            "--resume" => a.resume = true,
            "--" => {
                a.match_args = args[i + 1..].to_vec();
                break;
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("spsa: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    if a.match_args.is_empty() {
        return Err(format!("spsa: give the match options after --\n{USAGE}"));
    }
    if a.params.is_empty() && !a.resume {
        return Err(format!("spsa: give at least one --param\n{USAGE}"));
    }
    Ok(a)
}

/// The match options with a second engine: the match runner wants two, and both sides of a
/// pair are the first engine (with the perturbed values on top), so one `-engine` is copied.
fn with_opponent(match_args: &[String]) -> Vec<String> {
    let starts: Vec<usize> = (0..match_args.len())
        .filter(|&i| match_args[i] == "-engine")
        .collect();
    let mut out = match_args.to_vec();
    if let [only] = starts.as_slice() {
        let end = (only + 1..match_args.len())
            .find(|&i| match_args[i].starts_with('-') && !match_args[i].contains('='))
            .unwrap_or(match_args.len());
        out.extend_from_slice(&match_args[*only..end]);
    }
    out
}

/// The variant the match options name (for the default state file).
fn variant_of(match_args: &[String]) -> String {
    match_args
        .iter()
        .position(|a| a == "-variant")
        .and_then(|i| match_args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| "chess".into())
}

pub fn run(args: &[String]) -> Result<()> {
    if args.iter().any(|a| a == "-h" || a == "--help") || args.is_empty() {
        print!("{USAGE}");
        return Ok(());
    }
    let a = parse_args(args)?;
    let state_path = a.state.clone().unwrap_or_else(|| {
        crate::workspace::target_dir()
            .join("spsa")
            .join(format!("{}.txt", variant_of(&a.match_args)))
    });
    let mut state = if a.resume {
        let text = std::fs::read_to_string(&state_path)
            .map_err(|e| format!("spsa: cannot read {}: {e}", state_path.display()))?;
        State::parse(&text, &state_path)?
    } else {
        State {
            iteration: 0,
            iterations: a.iterations,
            params: a.params.clone(),
        }
    };
    let player = PairPlayer::new(&with_opponent(&a.match_args))?;
    if let Some(dir) = state_path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("spsa: cannot create {}: {e}", dir.display()))?;
    }
    println!(
        "SPSA: {} parameters, iterations {}..{} of {}, {} pair(s) each, state {}",
        state.params.len(),
        state.iteration + 1,
        state.iterations,
        state.iterations,
        a.pairs,
        state_path.display()
    );
    let mut rng = fastrand::Rng::with_seed(a.seed ^ state.iteration as u64);
    let progress = crate::progress::Progress::new(
        (state.iterations - state.iteration.min(state.iterations)) as u64,
        "iterations",
    );
    let mut total_pairs = 0usize;
    let mut balance_sum = 0i64;
    while state.iteration < state.iterations {
        let k = state.iteration + 1;
        let flips: Vec<f64> = state
            .params
            .iter()
            .map(|_| if rng.bool() { 1.0 } else { -1.0 })
            .collect();
        let gains: Vec<(f64, f64)> = state
            .params
            .iter()
            .map(|p| gains(p, k, state.iterations))
            .collect();
        let side = |sign: f64| -> Vec<(String, String)> {
            state
                .params
                .iter()
                .zip(&flips)
                .zip(&gains)
                .map(|((p, f), (c, _))| {
                    let v = (p.value + sign * c * f).clamp(p.min, p.max);
                    (p.name.clone(), Param::sent(v))
                })
                .collect()
        };
        let (plus, minus) = (side(1.0), side(-1.0));
        let first_opening = rng.usize(..player.openings().max(1));
        let result = play_pairs(
            &player,
            a.pairs,
            a.concurrency,
            first_opening,
            &plus,
            &minus,
        )?;
        total_pairs += a.pairs;
        balance_sum += result as i64;
        for ((p, f), (c, r)) in state.params.iter_mut().zip(&flips).zip(&gains) {
            step(p, *c, *r, result as f64, *f);
        }
        state.iteration = k;
        std::fs::write(&state_path, state.to_text())
            .map_err(|e| format!("spsa: cannot write {}: {e}", state_path.display()))?;
        let values: Vec<String> = state
            .params
            .iter()
            .map(|p| format!("{}={:.2}", p.name, p.value))
            .collect();
        progress.println(&format!(
            "iteration {k}/{}: result {result:+}, {}",
            state.iterations,
            values.join(" ")
        ));
        progress.step(&format!(
            "plus-minus {balance_sum:+} over {total_pairs} pairs"
        ));
    }
    progress.finish();
    println!("Final values (rounded), state in {}:", state_path.display());
    for p in &state.params {
        println!("  {}: {}", p.name, Param::sent(p.value));
    }
    Ok(())
}

/// Plays `pairs` game pairs (`concurrency` at once) from consecutive openings; the plus
/// side's wins minus losses over all of them.
fn play_pairs(
    player: &PairPlayer,
    pairs: usize,
    concurrency: usize,
    first_opening: usize,
    plus: &[(String, String)],
    minus: &[(String, String)],
) -> Result<i32> {
    let next = AtomicUsize::new(0);
    let results: Vec<Result<i32>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..concurrency.min(pairs))
            .map(|_| {
                scope.spawn(|| {
                    let mut sum = 0;
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= pairs {
                            return Ok(sum);
                        }
                        sum += player.play_pair(first_opening + i, plus, minus)?;
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a pair thread panicked".into()))
            })
            .collect()
    });
    results.into_iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_parse_and_refuse_by_reason() {
        let p = Param::parse("lmr_divisor=225,150,300,10").unwrap();
        assert_eq!(
            (p.name.as_str(), p.value, p.min, p.max, p.c_end, p.r_end),
            ("lmr_divisor", 225.0, 150.0, 300.0, 10.0, 0.002)
        );
        assert_eq!(Param::parse("x=1,0,2,1,0.01").unwrap().r_end, 0.01);
        for (bad, why) in [
            ("lmr_divisor", "expected NAME="),
            ("x=1,0,2", "expected NAME="),
            ("x=a,0,2,1", "'a' is not a number"),
            ("x=5,0,2,1", "outside 0..2"),
            ("x=1,0,2,0", "must be positive"),
        ] {
            let e = Param::parse(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn gains_shrink_to_their_ends() {
        let p = Param::parse("x=100,0,200,4,0.002").unwrap();
        let (c1, r1) = gains(&p, 1, 1000);
        let (cn, rn) = gains(&p, 1000, 1000);
        assert!((cn - 4.0).abs() < 1e-9, "c ends at c_end: {cn}");
        assert!((rn - 0.002).abs() < 1e-9, "r ends at r_end: {rn}");
        assert!(c1 > cn && c1 < 4.0 * 2.1, "c starts larger: {c1}");
        assert!(r1 < rn * 10.0 && r1 > 0.0, "{r1}");
    }

    #[test]
    fn a_step_follows_the_winning_side_and_stays_in_range() {
        let mut p = Param::parse("x=100,0,110,5,0.01").unwrap();
        // The plus side (value + c) won both games: the value moves up.
        step(&mut p, 5.0, 0.1, 2.0, 1.0);
        assert!((p.value - 101.0).abs() < 1e-9);
        // With the flip negative the plus side was value - c: winning moves it down.
        step(&mut p, 5.0, 0.1, 2.0, -1.0);
        assert!((p.value - 100.0).abs() < 1e-9);
        step(&mut p, 5.0, 10.0, 2.0, 1.0);
        assert_eq!(p.value, 110.0, "clamped to the maximum");
    }

    #[test]
    fn the_state_file_round_trips_and_names_bad_lines() {
        let s = State {
            iteration: 7,
            iterations: 100,
            params: vec![
                Param::parse("lmr_base=75,0,200,8").unwrap(),
                Param::parse("lmr_divisor=225.5,150,300,10,0.003").unwrap(),
            ],
        };
        let path = Path::new("s.txt");
        assert_eq!(State::parse(&s.to_text(), path).unwrap(), s);
        let e = State::parse("iteration x of 3\n", path).unwrap_err();
        assert!(e.starts_with("s.txt:1:"), "{e}");
        let e = State::parse("iteration 1 of 3\nx 1 2\n", path).unwrap_err();
        assert!(e.starts_with("s.txt:2:"), "{e}");
    }

    #[test]
    fn arguments_need_params_and_match_options() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert!(parse_args(&args("--param x=1,0,2,1")).is_err());
        assert!(parse_args(&args("-- -engine cmd=tetrarch")).is_err());
        let a = parse_args(&args(
            "--param x=1,0,2,1 --iterations 5 --pairs 2 -c 2 -- -engine cmd=tetrarch -variant xiangqi",
        ))
        .unwrap();
        assert_eq!((a.iterations, a.pairs, a.concurrency), (5, 2, 2));
        assert_eq!(variant_of(&a.match_args), "xiangqi");
        assert!(parse_args(&args("--bogus 1 -- -engine cmd=t"))
            .unwrap_err()
            .contains("'--bogus'"));
        assert_eq!(
            with_opponent(&args("-engine cmd=t nodes=5 -variant chess")),
            args("-engine cmd=t nodes=5 -variant chess -engine cmd=t nodes=5")
        );
        let two = args("-engine cmd=t -engine cmd=u");
        assert_eq!(with_opponent(&two), two);
    }
}
