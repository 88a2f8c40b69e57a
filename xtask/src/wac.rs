//! `cargo xtask wac [--ms 500] [--threads 1] [--hash 64] [--first N] [--option NAME=VALUE]
//! [--engine PATH]`: the 300 "Win At Chess" positions (`tests/data/tactics/wac.epd`) through
//! the release `tetrarch` binary over UCI, `go movetime` each; prints the misses, `solved
//! N/300` and the median depth reached (the median: an engine that finds a mate may
//! run on to its maximum depth). `--option` sets any UCI option or search parameter first
//! (repeatable). `--engine` runs another UCI engine instead of building ours (a reference
//! engine such as Fairy-Stockfish, or an older build), with the same commands.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::Notation;

use crate::{flag_value, workspace, Result};

/// One WAC position.
struct Case {
    id: String,
    /// FEN with move counters added (EPD has four fields).
    fen: String,
    best: Vec<String>,
}

fn parse_epd(text: &str) -> Result<Vec<Case>> {
    let mut cases = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        if fields.len() < 5 {
            return Err(format!(
                "wac.epd:{}: expected 4 FEN fields and operations",
                n + 1
            ));
        }
        let ops = fields[4];
        let best = ops
            .split(';')
            .find_map(|op| op.trim().strip_prefix("bm "))
            .ok_or_else(|| format!("wac.epd:{}: no 'bm' operation", n + 1))?
            .split_whitespace()
            .map(String::from)
            .collect();
        let id = ops
            .split(';')
            .find_map(|op| op.trim().strip_prefix("id "))
            .map_or_else(
                || format!("line {}", n + 1),
                |s| s.trim_matches('"').to_string(),
            );
        cases.push(Case {
            id,
            fen: format!(
                "{} {} {} {} 0 1",
                fields[0], fields[1], fields[2], fields[3]
            ),
            best,
        });
    }
    Ok(cases)
}

/// A running engine: its stdin and a channel of its stdout lines.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(binary: &std::path::Path) -> Result<Engine> {
        let mut child = Command::new(binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(|l| l.ok()) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine {
            child,
            stdin,
            lines,
        })
    }

    fn send(&mut self, command: &str) -> Result<()> {
        writeln!(self.stdin, "{command}").map_err(|e| format!("engine stdin: {e}"))
    }

    /// Reads lines until one starts with `prefix`; an error after `timeout`.
    fn wait_for(&mut self, prefix: &str, timeout: Duration) -> Result<String> {
        self.wait_for_seeing(prefix, timeout, |_| {})
    }

    /// As `wait_for`, showing every line before the answer to `seen`.
    fn wait_for_seeing(
        &mut self,
        prefix: &str,
        timeout: Duration,
        mut seen: impl FnMut(&str),
    ) -> Result<String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return Ok(line),
                Ok(line) => seen(&line),
                Err(_) => {
                    return Err(format!(
                        "the engine did not answer '{prefix}' in {timeout:?}"
                    ))
                }
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

pub fn run(args: &[String]) -> Result<()> {
    let (mut ms, mut threads, mut hash, mut first) = (500u64, 1usize, 64usize, usize::MAX);
    let mut options = Vec::new();
    let mut engine_path = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        match flag {
            "--ms" => ms = number(flag_value(args, &mut i, flag)?)?,
            "--threads" => threads = number(flag_value(args, &mut i, flag)?)? as usize,
            "--hash" => hash = number(flag_value(args, &mut i, flag)?)? as usize,
            "--first" => first = number(flag_value(args, &mut i, flag)?)? as usize,
            "--engine" => {
                let path = std::path::PathBuf::from(flag_value(args, &mut i, flag)?);
                if !path.is_file() {
                    return Err(format!("--engine: no file '{}'", path.display()));
                }
                engine_path = Some(path);
            }
            "--option" => {
                let v = flag_value(args, &mut i, flag)?;
                let (name, value) = v
                    .split_once('=')
                    .ok_or_else(|| format!("--option: '{v}' is not NAME=VALUE"))?;
                options.push((name.to_string(), value.to_string()));
            }
            other => {
                return Err(format!(
                    "wac: unknown option '{other}' (--ms, --threads, --hash, --first, --option, --engine)"
                ))
            }
        }
        i += 1;
    }
    let path = workspace::root().join("tests/data/tactics/wac.epd");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let cases = parse_epd(&text)?;
    let binary = match engine_path {
        Some(path) => path,
        None => workspace::build_tetrarch()?,
    };
    let mut engine = Engine::start(&binary)?;
    let startup = Duration::from_secs(10);
    engine.send("uci")?;
    engine.wait_for("uciok", startup)?;
    engine.send(&format!("setoption name Threads value {threads}"))?;
    engine.send(&format!("setoption name Hash value {hash}"))?;
    // Any UCI option or search parameter (tunables are set unchecked, as `match` does).
    for (name, value) in &options {
        engine.send(&format!("setoption name {name} value {value}"))?;
    }
    engine.send("isready")?;
    engine.wait_for("readyok", startup)?;

    let (mut solved, mut total) = (0, 0);
    let mut depths = Vec::new();
    let started = Instant::now();
    for case in cases.iter().take(first) {
        let pos = ChessPosition::from_text(&case.fen).map_err(|e| format!("{}: {e}", case.id))?;
        let expected: Vec<_> = case
            .best
            .iter()
            .map(|san| {
                pos.parse_san(san)
                    .map_err(|e| format!("{}: bm '{san}': {e}", case.id))
            })
            .collect::<Result<_>>()?;
        engine.send("ucinewgame")?;
        engine.send(&format!("position fen {}", case.fen))?;
        engine.send("isready")?;
        engine.wait_for("readyok", startup)?;
        engine.send(&format!("go movetime {ms}"))?;
        // Generous: a late answer is reported as an error, not silently counted.
        let mut depth = 0u64;
        let line =
            engine.wait_for_seeing("bestmove", Duration::from_millis(ms * 4 + 5_000), |info| {
                depth = depth.max(info_depth(info).unwrap_or(0))
            })?;
        depths.push(depth);
        let played = line.split_whitespace().nth(1).unwrap_or("");
        let played_move = pos
            .parse_move(played)
            .map_err(|e| format!("{}: bestmove '{played}': {e}", case.id))?;
        total += 1;
        if expected.contains(&played_move) {
            solved += 1;
        } else {
            println!(
                "{:8} missed: played {} expected {}",
                case.id,
                pos.san(played_move),
                case.best.join(" ")
            );
        }
    }
    println!(
        "solved {solved}/{total} at {ms} ms, {threads} thread(s), median depth {}, in {:.0} s ({})",
        median(&mut depths),
        started.elapsed().as_secs_f64(),
        binary.display()
    );
    Ok(())
}

/// The middle value (the lower of the two middle ones), 0 for none.
fn median(values: &mut [u64]) -> u64 {
    values.sort_unstable();
    values
        .get(values.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or(0)
}

/// The `depth` of a UCI `info` line, if it has one (`info string` is free text).
fn info_depth(line: &str) -> Option<u64> {
    let mut words = line.split_whitespace().peekable();
    if words.next() != Some("info") || words.peek() == Some(&"string") {
        return None;
    }
    words
        .skip_while(|w| *w != "depth")
        .nth(1)
        .and_then(|d| d.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_engine_or_unknown_flag_is_an_error_naming_it() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let e = run(&args(&["--engine", "/no/such/engine"])).unwrap_err();
        assert!(
            e.contains("--engine") && e.contains("/no/such/engine"),
            "{e}"
        );
        let e = run(&args(&["--engin", "x"])).unwrap_err();
        assert!(e.contains("'--engin'") && e.contains("--engine"), "{e}");
        assert!(run(&args(&["--engine"]))
            .unwrap_err()
            .contains("needs a value"));
    }

    #[test]
    fn median_is_the_middle_value() {
        assert_eq!(median(&mut []), 0);
        assert_eq!(median(&mut [7]), 7);
        assert_eq!(median(&mut [9, 245, 12]), 12);
        assert_eq!(median(&mut [14, 10, 245, 12]), 12);
    }

    #[test]
    fn info_depth_reads_the_depth_field_only_of_info_lines() {
        assert_eq!(
            info_depth("info depth 14 seldepth 20 multipv 1 score cp 35 pv e2e4"),
            Some(14)
        );
        assert_eq!(info_depth("info string depth 3"), None);
        assert_eq!(info_depth("info nodes 1000 nps 5"), None);
        assert_eq!(info_depth("bestmove e2e4"), None);
        assert_eq!(info_depth("info depth x"), None);
        assert_eq!(info_depth("info seldepth 9 depth 7"), Some(7));
    }
}
