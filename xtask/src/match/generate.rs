//! `cargo xtask openings`: balanced openings for the match runner, made by search.
//!
//! A candidate is a few random legal plies from the start position (gomoku: stones on random
//! cells near the centre, black first, as Gomocup's openings are). A UCI engine (tetrarch by
//! default, or any `--engine CMD`, e.g. Fairy-Stockfish) searches it to a fixed node count;
//! the candidate is kept when the score of the side to move is within `--window` of zero and
//! its position is new. Lines are written as `startpos moves ...  ; score S` so that every
//! engine can play them (XBoard engines without `setboard` too).

use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use tetrarch::{Game, Variant};

use super::process::{Launch, Process};
use super::protocol::{expect_word, read_uci_info, Score, Thinking};
use crate::{flag_value, Result};

const USAGE: &str =
    "usage: cargo xtask openings --variant V [--count 60] [--plies N] [--nodes 100000] \
[--window CP] [--seed 1] [--engine CMD] [--out FILE] [--final-out FILE]";

struct Options {
    variant: Variant,
    count: usize,
    plies: usize,
    nodes: u64,
    window: i32,
    seed: u64,
    engine: Option<String>,
    out: Option<PathBuf>,
    /// A second, disjoint set of `count` openings (the final-check set).
    final_out: Option<PathBuf>,
}

/// Default plies per game: enough to leave the start position, few enough to stay sound.
fn default_plies(variant: Variant) -> usize {
    match variant {
        Variant::Chess => 6,
        Variant::Xiangqi => 4,
        Variant::Raumschach => 4,
        Variant::Gomoku { .. } => 3,
        Variant::File(_) => 4,
    }
}

/// Default window: a third of a pawn in the chess family; gomoku's pattern units are larger.
fn default_window(variant: Variant) -> i32 {
    if variant.is_gomoku() {
        150
    } else {
        35
    }
}

fn parse(args: &[String]) -> Result<Options> {
    let mut variant = None;
    let mut o = Options {
        variant: Variant::Chess,
        count: 60,
        plies: 0,
        nodes: 100_000,
        window: 0,
        seed: 1,
        engine: None,
        out: None,
        final_out: None,
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let number = |text: &str| {
            text.parse::<u64>()
                .map_err(|_| format!("{flag}: '{text}' is not a number"))
        };
        match flag {
            "--variant" => {
                variant = Some(
                    Variant::parse(flag_value(args, &mut i, flag)?).map_err(|e| e.to_string())?,
                )
            }
            "--count" => o.count = number(flag_value(args, &mut i, flag)?)? as usize,
            "--plies" => o.plies = number(flag_value(args, &mut i, flag)?)? as usize,
            "--nodes" => o.nodes = number(flag_value(args, &mut i, flag)?)?,
            "--window" => o.window = number(flag_value(args, &mut i, flag)?)? as i32,
            "--seed" => o.seed = number(flag_value(args, &mut i, flag)?)?,
            "--engine" => o.engine = Some(flag_value(args, &mut i, flag)?.to_string()),
            "--out" => o.out = Some(PathBuf::from(flag_value(args, &mut i, flag)?)),
            "--final-out" => o.final_out = Some(PathBuf::from(flag_value(args, &mut i, flag)?)),
            other => return Err(format!("openings: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    o.variant = variant.ok_or_else(|| format!("openings: --variant is required\n{USAGE}"))?;
    if o.plies == 0 {
        o.plies = default_plies(o.variant.clone());
    }
    if o.window == 0 {
        o.window = default_window(o.variant.clone());
    }
    Ok(o)
}

/// A random candidate: its moves, or `None` when the random line ended the game.
fn candidate(
    variant: Variant,
    plies: usize,
    rng: &mut fastrand::Rng,
) -> Option<(Game, Vec<String>)> {
    let mut game = Game::new(variant);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = game.legal_moves();
        let choices: Vec<_> = match &game {
            // Gomoku: cells within two of the centre, as opening books place their stones.
            Game::Gomoku(p) => {
                let (cx, cy) = (p.width() as i64 / 2, p.height() as i64 / 2);
                legal
                    .into_iter()
                    .filter(|&m| {
                        let (x, y) = p.coords(m);
                        (x as i64 - cx).abs() <= 2 && (y as i64 - cy).abs() <= 2
                    })
                    .collect()
            }
            _ => legal,
        };
        if choices.is_empty() {
            return None;
        }
        let m = choices[rng.usize(..choices.len())];
        moves.push(game.format_move(m));
        game.play(m).ok()?;
        if game.outcome().is_some() {
            return None;
        }
    }
    Some((game, moves))
}

pub fn run(args: &[String]) -> Result<()> {
    let o = parse(args)?;
    let (program, engine_args) = match &o.engine {
        Some(cmd) => {
            let words = shlex::split(cmd)
                .filter(|w| !w.is_empty())
                .ok_or_else(|| format!("--engine '{cmd}': bad quoting"))?;
            (PathBuf::from(&words[0]), words[1..].to_vec())
        }
        None => (super::builds::current()?, Vec::new()),
    };
    let launch = Launch {
        name: program
            .file_name()
            .map_or("engine".into(), |n| n.to_string_lossy().into_owned()),
        program: program.clone(),
        args: engine_args,
        env: Vec::new(),
        dir: None,
        eol: "\n",
        command_delay: Duration::ZERO,
    };
    let mut p = Process::start(&launch, None)?;
    let fail = |e: super::process::EngineError| format!("{}: {e}", launch.name);
    p.send("uci").map_err(fail)?;
    expect_word(&mut p, "uciok", Duration::from_secs(15), "uci").map_err(fail)?;
    if o.variant != Variant::Chess {
        p.send(&format!(
            "setoption name UCI_Variant value {}",
            o.variant.name()
        ))
        .map_err(fail)?;
    }
    p.send("isready").map_err(fail)?;
    expect_word(&mut p, "readyok", Duration::from_secs(15), "isready").map_err(fail)?;
    let mut rng = fastrand::Rng::with_seed(o.seed);
    let mut seen = HashSet::new();
    let mut kept = Vec::new();
    let mut tried = 0;
    let started = Instant::now();
    let wanted = if o.final_out.is_some() {
        2 * o.count
    } else {
        o.count
    };
    while kept.len() < wanted {
        tried += 1;
        if tried > 200 * wanted.max(1) {
            return Err(format!(
                "openings: only {} balanced openings in {tried} tries; widen --window",
                kept.len()
            ));
        }
        let Some((game, moves)) = candidate(o.variant.clone(), o.plies, &mut rng) else {
            continue;
        };
        if !seen.insert(game.to_text()) {
            continue;
        }
        p.send(&format!("position startpos moves {}", moves.join(" ")))
            .map_err(fail)?;
        p.send(&format!("go nodes {}", o.nodes)).map_err(fail)?;
        let mut thinking = Thinking::default();
        p.wait_for(Some(Instant::now() + Duration::from_secs(120)), |line| {
            read_uci_info(&line.text, &mut thinking);
            line.text.starts_with("bestmove").then_some(())
        })
        .map_err(fail)?;
        let Some(Score::Cp(cp)) = thinking.score else {
            continue;
        };
        if cp.abs() <= o.window {
            eprintln!(
                "kept {:>3}/{wanted} after {tried} tries: {} (score {cp})",
                kept.len() + 1,
                moves.join(" ")
            );
            kept.push(format!("startpos moves {} ; score {cp}", moves.join(" ")));
        }
    }
    p.stop(Some("quit"), Duration::from_millis(500));
    let header = |set: &str| {
        format!(
            "# {set}: {} openings for {}: {} random plies{}, kept when a {}-node search by {} scores the \
             side to move within +-{} (seed {}; {} candidates for {} kept, {:.0} s).\n# Made by: cargo xtask \
             openings --variant {} --count {} --plies {} --nodes {} --window {} --seed {}{}{}\n",
            o.count,
            o.variant,
            o.plies,
            if o.variant.is_gomoku() { " on cells within two of the centre" } else { "" },
            o.nodes,
            launch.name,
            o.window,
            o.seed,
            tried,
            wanted,
            started.elapsed().as_secs_f64(),
            o.variant,
            o.count,
            o.plies,
            o.nodes,
            o.window,
            o.seed,
            o.engine.as_ref().map_or(String::new(), |e| format!(" --engine '{e}'")),
            if o.final_out.is_some() { " --out MAIN --final-out FINAL" } else { "" },
        )
    };
    let (main, last) = kept.split_at(o.count.min(kept.len()));
    let text = |set: &str, lines: &[String]| header(set) + &lines.join("\n") + "\n";
    let write = |path: &PathBuf, body: String| {
        std::fs::File::create(path)
            .and_then(|mut f| f.write_all(body.as_bytes()))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    match &o.out {
        Some(path) => write(path, text("main set", main))?,
        None => print!("{}", text("main set", main)),
    }
    if let Some(path) = &o.final_out {
        write(
            path,
            text("final-check set (disjoint from the main set)", last),
        )?;
    }
    Ok(())
}
