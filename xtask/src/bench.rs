//! `cargo xtask bench`: speed measurements (not timed tests).
//!
//! `bench perft` runs our perft and the reference engine's `go perft` on the same positions in
//! the same run, single-threaded: Stockfish for chess, Fairy-Stockfish for xiangqi and for the
//! file-defined variants (our generic generator on `variants/chess.ini` and
//! `variants/capablanca.ini` against Fairy-Stockfish's built-ins); Raumschach has no reference
//! engine, so only ours. Both sides count the last ply in bulk, so the node counts are equal
//! and must agree exactly.

use crate::perft::nodes_searched;
use crate::{flag_value, workspace, Result};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

const STOCKFISH: &str = "/usr/games/stockfish";
const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// A benchmark position: which game, where, how deep, and who to compare with.
struct BenchPosition {
    variant: &'static str,
    /// The variant file (relative to the workspace) defining `variant`, for file variants.
    variant_file: Option<&'static str>,
    name: &'static str,
    fen: &'static str,
    depth: u32,
    reference: Option<Reference>,
}

#[derive(Copy, Clone)]
struct Reference {
    engine: &'static str,
    /// `UCI_Variant` to set first, if any.
    uci_variant: Option<&'static str>,
}

const SF: Option<Reference> = Some(Reference {
    engine: STOCKFISH,
    uci_variant: None,
});
const FSF_XIANGQI: Option<Reference> = Some(Reference {
    engine: FAIRY_STOCKFISH,
    uci_variant: Some("xiangqi"),
});
const FSF_CHESS: Option<Reference> = Some(Reference {
    engine: FAIRY_STOCKFISH,
    uci_variant: Some("chess"),
});
const FSF_CAPABLANCA: Option<Reference> = Some(Reference {
    engine: FAIRY_STOCKFISH,
    uci_variant: Some("capablanca"),
});

const POSITIONS: &[BenchPosition] = &[
    BenchPosition {
        variant: "chess",
        variant_file: None,
        name: "start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        reference: SF,
    },
    BenchPosition {
        variant: "chess",
        variant_file: None,
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        reference: SF,
    },
    BenchPosition {
        variant: "xiangqi",
        variant_file: None,
        name: "start",
        fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        depth: 5,
        reference: FSF_XIANGQI,
    },
    BenchPosition {
        variant: "xiangqi",
        variant_file: None,
        name: "middlegame",
        fen: "rnbakab1r/9/8n/p1p1p1p1p/5P3/9/P1c3P1P/1C4C2/1c5R1/2BAKABNR w - - 2 9",
        depth: 5,
        reference: FSF_XIANGQI,
    },
    BenchPosition {
        variant: "raumschach",
        variant_file: None,
        name: "start",
        fen: "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1",
        depth: 4,
        reference: None,
    },
    BenchPosition {
        variant: "raumschach",
        variant_file: None,
        name: "start",
        fen: "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1",
        depth: 5,
        reference: None,
    },
    BenchPosition {
        variant: "chess",
        variant_file: Some("variants/chess.ini"),
        name: "start (file)",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 5,
        reference: FSF_CHESS,
    },
    BenchPosition {
        variant: "chess",
        variant_file: Some("variants/chess.ini"),
        name: "kiwipete (file)",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 4,
        reference: FSF_CHESS,
    },
    BenchPosition {
        variant: "capablanca",
        variant_file: Some("variants/capablanca.ini"),
        name: "start (file)",
        fen: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        depth: 5,
        reference: FSF_CAPABLANCA,
    },
];

pub fn run(args: &[String]) -> Result<()> {
    match args.first().map(String::as_str) {
        Some("perft") => perft(&args[1..]),
        Some("gomoku") => criterion(&["--bench", "gomoku_patterns"]),
        Some("criterion") => criterion(&[]),
        Some(other) => Err(format!(
            "bench: unknown benchmark '{other}' (perft, gomoku, criterion)"
        )),
        None => Err("bench: which benchmark? (perft, gomoku, criterion)".into()),
    }
}

fn criterion(extra: &[&str]) -> Result<()> {
    workspace::run(
        workspace::cargo()
            .args(["bench", "-p", "tetrarch-benches"])
            .args(extra),
    )
}

/// One side's measurement.
struct Measure {
    nodes: u64,
    seconds: f64,
}

impl Measure {
    fn nps(&self) -> f64 {
        self.nodes as f64 / self.seconds.max(1e-9)
    }
}

fn perft(args: &[String]) -> Result<()> {
    let mut variant = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--variant" => variant = Some(flag_value(args, &mut i, "--variant")?.to_string()),
            other => return Err(format!("bench perft: unknown option '{other}'")),
        }
        i += 1;
    }
    let chosen: Vec<&BenchPosition> = POSITIONS
        .iter()
        .filter(|p| variant.as_deref().is_none_or(|v| v == p.variant))
        .collect();
    if chosen.is_empty() {
        return Err(format!(
            "bench perft: no positions for variant '{}' (chess, xiangqi, raumschach, capablanca)",
            variant.unwrap_or_default()
        ));
    }
    let binary = workspace::build_tetrarch()?;

    println!(
        "{:<22} {:>3} {:>12} {:>8} {:>9} | {:<15} {:>8} {:>9} | {:>6}",
        "position", "D", "nodes", "ours s", "ours Mnps", "reference", "ref s", "ref Mnps", "ratio"
    );
    let mut failures = Vec::new();
    for position in chosen {
        let label = format!("{} {}", position.variant, position.name);
        let ours = match ours(&binary, position) {
            Ok(m) => m,
            Err(e) => {
                println!("{label:<22} {:>3} ERROR {e}", position.depth);
                failures.push(format!("{label}: {e}"));
                continue;
            }
        };
        let reference = position.reference.map(|r| (r, reference(r, position)));
        let (ref_name, ref_cols, ratio) = match &reference {
            None => (
                "-".to_string(),
                format!("{:>8} {:>9}", "-", "-"),
                "-".to_string(),
            ),
            Some((r, Err(e))) => {
                println!("  ({} skipped: {e})", r.engine);
                (
                    short(r.engine),
                    format!("{:>8} {:>9}", "-", "-"),
                    "-".to_string(),
                )
            }
            Some((r, Ok(m))) => {
                if m.nodes != ours.nodes {
                    failures.push(format!(
                        "{label} depth {}: ours {} nodes, {} {} nodes",
                        position.depth, ours.nodes, r.engine, m.nodes
                    ));
                }
                (
                    short(r.engine),
                    format!("{:>8.2} {:>9.1}", m.seconds, m.nps() / 1e6),
                    format!("{:.2}x", ours.nps() / m.nps()),
                )
            }
        };
        println!(
            "{label:<22} {:>3} {:>12} {:>8.2} {:>9.1} | {ref_name:<15} {ref_cols} | {ratio:>6}",
            position.depth,
            ours.nodes,
            ours.seconds,
            ours.nps() / 1e6,
        );
    }
    println!("(single-threaded; ratio = our nodes/second over the reference's)");
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("bench perft:\n  {}", failures.join("\n  ")))
    }
}

fn short(engine: &str) -> String {
    engine.rsplit('/').next().unwrap_or(engine).to_string()
}

/// Our perft, single-threaded. The time is the binary's own `Time (ms):` report (the perft
/// alone, without process start-up), like the reference's time from `go perft` to its answer.
fn ours(binary: &Path, position: &BenchPosition) -> Result<Measure> {
    let started = Instant::now();
    let mut command = Command::new(binary);
    command.arg("perft");
    if let Some(file) = position.variant_file {
        command
            .arg("--variant-file")
            .arg(workspace::root().join(file));
    }
    let output = command
        .args(["--variant", position.variant, "--fen", position.fen])
        .args(["--depth", &position.depth.to_string(), "--threads", "1"])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let wall = started.elapsed().as_secs_f64();
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
    }
    let nodes = nodes_searched(&String::from_utf8_lossy(&output.stdout))
        .ok_or("no 'Nodes searched' line from tetrarch")?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let seconds = stderr
        .lines()
        .find_map(|l| l.trim().strip_prefix("Time (ms):"))
        .and_then(|ms| ms.trim().parse::<f64>().ok())
        .map_or(wall, |ms| ms / 1000.0);
    Ok(Measure { nodes, seconds })
}

/// A UCI engine process driven line by line.
struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl UciEngine {
    fn start(path: &str) -> Result<UciEngine> {
        if !Path::new(path).exists() {
            return Err(format!("{path} is not installed"));
        }
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut engine = UciEngine {
            child,
            stdin,
            stdout,
        };
        engine.send("uci")?;
        engine.wait_for(|l| l == "uciok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<()> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("engine input closed: {e}"))
    }

    /// Reads lines until one satisfies `done`, and returns it.
    fn wait_for(&mut self, done: impl Fn(&str) -> bool) -> Result<String> {
        let mut line = String::new();
        loop {
            line.clear();
            let read = self
                .stdout
                .read_line(&mut line)
                .map_err(|e| format!("engine output: {e}"))?;
            if read == 0 {
                return Err("engine exited early".into());
            }
            if done(line.trim()) {
                return Ok(line.trim().to_string());
            }
        }
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The reference engine's `go perft`, timed from the command to its `Nodes searched` line.
fn reference(reference: Reference, position: &BenchPosition) -> Result<Measure> {
    let mut engine = UciEngine::start(reference.engine)?;
    engine.send("setoption name Threads value 1")?;
    if let Some(variant) = reference.uci_variant {
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
    }
    engine.send(&format!("position fen {}", position.fen))?;
    engine.send("isready")?;
    engine.wait_for(|l| l == "readyok")?;
    let started = Instant::now();
    engine.send(&format!("go perft {}", position.depth))?;
    let line = engine.wait_for(|l| l.starts_with("Nodes searched"))?;
    let seconds = started.elapsed().as_secs_f64();
    let nodes = nodes_searched(&line).ok_or_else(|| format!("cannot read '{line}'"))?;
    Ok(Measure { nodes, seconds })
}
