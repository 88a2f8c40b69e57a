//! `cargo xtask book`: builds an opening book (docs/book.md) for any game, from searches of the
//! first plies or from the games of a PGN file.
//!
//! From searches: every position of the tree (the start first, breadth first, transpositions
//! merged by key) is searched with MultiPV to a node budget; the moves scoring within
//! `--window` of the best enter the book, weighted by how close they are (the best 100, the
//! edge of the window 10), and those positions are searched in turn until `--plies`.
//! From PGN: every main-line move of the first `--plies` plies enters with the number of games
//! that played it; moves played fewer than `--min-games` times are left out.

use crate::progress::Progress;
use crate::{flag_value, variant_value, Result};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tetrarch::{Book, Engine, Game, Limits, MoveNotation, ScoreReport, SearchControl, Variant};

const USAGE: &str = "\
usage: cargo xtask book --variant V [--plies N] [--nodes N] [--multipv K] [--window CP]
                        [--pgn FILE [--min-games N]] [--hash MIB] [--out FILE]
  --plies N      how deep the book goes (default 6 from searches, 16 from PGN)
  --nodes N      nodes per search (default 40000)
  --multipv K    moves searched at each position (default 3)
  --window CP    moves within CP of the best enter the book (default 30)
  --pgn FILE     build from the main lines of a PGN file (chess, xiangqi) instead
  --min-games N  with --pgn: keep moves played at least N times (default 1)
  --out FILE     where to write (default crates/tetrarch/books/<variant>.txt)";

/// What to build from, and how much.
#[derive(Debug)]
struct BookArgs {
    variant: Variant,
    plies: Option<u32>,
    nodes: u64,
    multipv: usize,
    window: i32,
    pgn: Option<String>,
    min_games: u32,
    hash: usize,
    out: Option<String>,
}

fn parse_args(args: &[String]) -> Result<BookArgs> {
    let mut variant = None;
    let mut parsed = BookArgs {
        variant: Variant::Raumschach,
        plies: None,
        nodes: 40_000,
        multipv: 3,
        window: 30,
        pgn: None,
        min_games: 1,
        hash: 64,
        out: None,
    };
    let number = |flag: &str, text: &str| -> Result<u64> {
        text.parse::<u64>()
            .map_err(|_| format!("{flag} expects a whole number, got '{text}'"))
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--variant" => variant = Some(variant_value(args, &mut i, flag)?),
            "--plies" => parsed.plies = Some(number(flag, flag_value(args, &mut i, flag)?)? as u32),
            "--nodes" => parsed.nodes = number(flag, flag_value(args, &mut i, flag)?)?,
            "--multipv" => parsed.multipv = number(flag, flag_value(args, &mut i, flag)?)? as usize,
            "--window" => parsed.window = number(flag, flag_value(args, &mut i, flag)?)? as i32,
            "--min-games" => {
                parsed.min_games = number(flag, flag_value(args, &mut i, flag)?)? as u32
            }
            "--hash" => parsed.hash = number(flag, flag_value(args, &mut i, flag)?)? as usize,
            "--pgn" => parsed.pgn = Some(flag_value(args, &mut i, flag)?.to_string()),
            "--out" => parsed.out = Some(flag_value(args, &mut i, flag)?.to_string()),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("book: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    parsed.variant = variant.ok_or_else(|| format!("book needs --variant\n{USAGE}"))?;
    if parsed.multipv == 0 || parsed.nodes == 0 || parsed.hash == 0 {
        return Err("book: --multipv, --nodes and --hash must be at least 1".into());
    }
    Ok(parsed)
}

pub fn run(args: &[String]) -> Result<()> {
    let args = parse_args(args)?;
    let started = Instant::now();
    let name = args.variant.name();
    let (book, how) = match &args.pgn {
        Some(path) => {
            let plies = args.plies.unwrap_or(16);
            let book = from_pgn(&args.variant, path, plies, args.min_games)?;
            (
                book,
                format!(
                    "--pgn {path} --plies {plies} --min-games {}",
                    args.min_games
                ),
            )
        }
        None => {
            let plies = args.plies.unwrap_or(6);
            let book = from_searches(&args, plies)?;
            (
                book,
                format!(
                    "--plies {plies} --nodes {} --multipv {} --window {}",
                    args.nodes, args.multipv, args.window
                ),
            )
        }
    };
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| format!("crates/tetrarch/books/{name}.txt"));
    let comments = [
        format!("Opening book for {name} (format: docs/book.md)."),
        format!("Built by: cargo xtask book --variant {name} {how}"),
        "Line: position key (the game's Zobrist key, 16 hex digits), then MOVE:WEIGHT.".into(),
    ];
    let text = book.to_text(&comments);
    if let Some(dir) = std::path::Path::new(&out).parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
    }
    std::fs::write(&out, &text).map_err(|e| format!("cannot write {out}: {e}"))?;
    let moves: usize = book.iter().map(|(_, m)| m.len()).sum();
    eprintln!(
        "book: {} positions, {moves} moves, {} bytes in {out} ({:.0} s)",
        book.len(),
        text.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// A score comparable across lines: mates beyond every centipawn score, sooner mates first.
fn score_value(score: ScoreReport) -> i32 {
    const MATE: i32 = 100_000;
    match score {
        ScoreReport::Centipawns(cp) => cp,
        ScoreReport::Mate(n) if n > 0 => MATE - n,
        ScoreReport::Mate(n) => -MATE - n,
    }
}

/// Searches the tree of the first `plies` plies breadth first.
fn from_searches(args: &BookArgs, plies: u32) -> Result<Book> {
    let mut engine = Engine::new(1);
    engine
        .searcher_mut()
        .set_hash_size(args.hash)
        .map_err(|e| format!("--hash {}: {e}", args.hash))?;
    engine.searcher_mut().options_mut().multipv = args.multipv;
    let start = Game::new(args.variant.clone());
    let mut book = Book::new(&args.variant.name());
    let mut frontier = vec![start];
    let progress = Progress::open_ended("positions");
    let mut searched = 0u64;
    for ply in 0..plies {
        let mut next: HashMap<u64, Game> = HashMap::new();
        let ply_start = Instant::now();
        for game in &frontier {
            if game.final_outcome().is_some() || !book.moves(game.key()).is_empty() {
                continue;
            }
            let lines = search_lines(&mut engine, game, args.nodes);
            searched += 1;
            progress.step(&format!("ply {}", ply + 1));
            let Some(best) = lines.iter().map(|&(_, s)| s).max() else {
                continue;
            };
            for &(m, score) in &lines {
                let behind = best - score;
                if behind > args.window {
                    continue;
                }
                // 100 for the best, down to 10 at the edge of the window.
                let weight = 10 + 90 * (args.window - behind) / args.window.max(1);
                book.add(game.key(), &game.format_move(m), weight as u32);
                let mut child = game.clone();
                if child.play(m).is_ok() {
                    next.entry(child.key()).or_insert(child);
                }
            }
        }
        progress.eprintln(&format!(
            "ply {}: {} positions searched ({} so far, {} in the book), {:.0} s",
            ply + 1,
            frontier.len(),
            searched,
            book.len(),
            ply_start.elapsed().as_secs_f64()
        ));
        let mut keys: Vec<u64> = next.keys().copied().collect();
        keys.sort_unstable();
        frontier = keys.into_iter().filter_map(|k| next.remove(&k)).collect();
    }
    progress.finish();
    Ok(book)
}

/// The root moves of the last complete iteration, with their scores (MultiPV lines).
fn search_lines(engine: &mut Engine, game: &Game, nodes: u64) -> Vec<(tetrarch::Move, i32)> {
    engine.searcher_mut().clear();
    let limits = Limits {
        nodes: Some(nodes),
        // A cap for a pathological position; the node budget ends every normal search.
        movetime: Some(Duration::from_secs(120)),
        ..Limits::default()
    };
    let mut by_line: HashMap<usize, (i32, tetrarch::Move, i32)> = HashMap::new();
    let result = engine.search(game, &limits, &SearchControl::new(), &mut |info| {
        if let (Some(&m), None) = (info.pv.first(), info.bound) {
            by_line.insert(info.multipv, (info.depth, m, score_value(info.score)));
        }
    });
    let deepest = by_line.values().map(|&(d, _, _)| d).max().unwrap_or(0);
    let mut lines: Vec<(tetrarch::Move, i32)> = Vec::new();
    for (_, (depth, m, score)) in by_line {
        // Lines of the last iteration and the one before (a budget may end mid-iteration).
        if depth + 1 >= deepest && !lines.iter().any(|&(o, _)| o == m) {
            lines.push((m, score));
        }
    }
    if lines.is_empty() {
        if let Some(m) = result.best_move {
            lines.push((m, score_value(result.score)));
        }
    }
    lines.retain(|&(m, _)| game.is_legal(m));
    lines
}

/// The main-line move texts of every game of a PGN text, with each game's `FEN` tag: tags,
/// comments, variations, NAGs, move numbers and results skipped.
fn pgn_games(text: &str) -> Result<Vec<(Option<String>, Vec<String>)>> {
    let mut games = Vec::new();
    let mut fen = None;
    let mut moves: Vec<String> = Vec::new();
    let mut in_movetext = false;
    let mut depth = 0u32; // variations
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.starts_with('[') && depth == 0 {
            if in_movetext {
                games.push((fen.take(), std::mem::take(&mut moves)));
                in_movetext = false;
            }
            if let Some(rest) = line.strip_prefix("[FEN ") {
                fen = Some(
                    rest.trim_end_matches(']')
                        .trim()
                        .trim_matches('"')
                        .to_string(),
                );
            }
            continue;
        }
        if line.starts_with('%') {
            continue;
        }
        let mut rest = line;
        while !rest.is_empty() {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix('{') {
                let Some(end) = after.find('}') else {
                    return Err(format!(
                        "PGN line {}: comment not closed on its line",
                        n + 1
                    ));
                };
                rest = &after[end + 1..];
                continue;
            }
            if rest.starts_with(';') {
                break;
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || "(){};".contains(c))
                .unwrap_or(rest.len())
                .max(1);
            let (word, after) = rest.split_at(end);
            rest = after;
            match word {
                "(" => depth += 1,
                ")" => depth = depth.saturating_sub(1),
                _ if depth > 0 || word.starts_with('$') => {}
                "1-0" | "0-1" | "1/2-1/2" | "*" => {
                    games.push((fen.take(), std::mem::take(&mut moves)));
                    in_movetext = false;
                }
                _ => {
                    in_movetext = true;
                    let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                    if !word.is_empty() {
                        moves.push(word.to_string());
                    }
                }
            }
        }
    }
    if in_movetext && !moves.is_empty() {
        games.push((fen, moves));
    }
    Ok(games)
}

/// Every main-line move of the first `plies` plies, weighted by the games that played it.
fn from_pgn(variant: &Variant, path: &str, plies: u32, min_games: u32) -> Result<Book> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let games = pgn_games(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut counts: HashMap<(u64, String), u32> = HashMap::new();
    let progress = Progress::new(games.len() as u64, "games");
    for (number, (fen, moves)) in games.iter().enumerate() {
        let mut game = match fen {
            Some(fen) => Game::from_text(variant.clone(), fen)
                .map_err(|e| format!("{path}: game {}: FEN tag: {e}", number + 1))?,
            None => Game::new(variant.clone()),
        };
        for (ply, text) in moves.iter().take(plies as usize).enumerate() {
            let m = game
                .parse_move_in(text, MoveNotation::San)
                .or_else(|_| game.parse_readable_move(text))
                .map_err(|e| format!("{path}: game {}, ply {}: {e}", number + 1, ply + 1))?;
            let entry = counts.entry((game.key(), game.format_move(m))).or_default();
            *entry = entry.saturating_add(1);
            game.play(m)
                .map_err(|e| format!("{path}: game {}, ply {}: {e}", number + 1, ply + 1))?;
        }
        progress.step("");
    }
    progress.finish();
    let mut book = Book::new(&variant.name());
    let mut entries: Vec<_> = counts
        .into_iter()
        .filter(|(_, n)| *n >= min_games)
        .collect();
    entries.sort();
    for ((key, text), n) in entries {
        book.add(key, &text, n);
    }
    eprintln!("book: {} games read from {path}", games.len());
    Ok(book)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_main_lines_skip_comments_variations_and_numbers() {
        let text = "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n\
                    1. e4 {best} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0\n\n\
                    [Event \"y\"]\n\n1. d4 d5 *\n";
        let games = pgn_games(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].0.as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(games[0].1, ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(games[1].0, None);
        assert_eq!(games[1].1, ["d4", "d5"]);
        assert!(pgn_games("1. e4 {open\n").is_err());
    }

    #[test]
    fn pgn_books_count_the_games_and_refuse_bad_moves() {
        let dir = std::env::temp_dir().join(format!("tetrarch-book-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("g.pgn");
        std::fs::write(&path, "1. e4 e5 1-0\n\n1. e4 c5 0-1\n\n1. d4 1/2-1/2\n").unwrap();
        let path = path.to_string_lossy().into_owned();
        let book = from_pgn(&Variant::Chess, &path, 2, 1).unwrap();
        let start = Game::new(Variant::Chess);
        let moves = book.moves(start.key());
        assert_eq!(moves.len(), 2);
        assert!(moves.iter().any(|m| m.text == "e2e4" && m.weight == 2));
        let only_twice = from_pgn(&Variant::Chess, &path, 2, 2).unwrap();
        assert_eq!(only_twice.len(), 1);
        std::fs::write(dir.join("bad.pgn"), "1. e4 e4 *\n").unwrap();
        let bad = dir.join("bad.pgn").to_string_lossy().into_owned();
        let e = from_pgn(&Variant::Chess, &bad, 4, 1).unwrap_err();
        assert!(e.contains("game 1, ply 2"), "{e}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
