//! `cargo xtask datagen --variant V`: training positions from self-play.
//!
//! Each game starts with a few uniformly random plies (so games differ), then both sides play
//! with a fixed node budget per move. Quiet positions (not in check, best move not noisy, score
//! not a mate) are kept with the search score; when the game ends every kept position gets
//! the result. Lines are appended to the output file, so runs resume and add up:
//!
//! ```text
//! <position text> | <score> | <result>
//! ```
//!
//! The position text is the game's own (FEN, 3D FEN, gomoku board text); the score is the
//! search's, in the game's centipawns, from the first player's side (White, Red, gomoku's
//! Black); the result is 1.0, 0.5 or 0.0 for that player. This is the text format of the
//! Stockfish-family trainers (bullet's "fen | eval | wdl"), so the same files can train a
//! network later.

use std::fs::OpenOptions;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tetrarch::search::SearchControl;
use tetrarch::{
    with_position, Color, Engine, Game, Limits, Outcome, Position, ScoreReport, Variant,
};

use crate::progress::Progress;
use crate::{flag_value, variant_value, workspace, Result};

/// How a run is configured (defaults suit a few hours on two cores).
#[derive(Clone, Debug)]
struct Config {
    variant: Variant,
    nodes: u64,
    random_plies: usize,
    threads: usize,
    games: Option<u64>,
    duration: Option<Duration>,
    out: PathBuf,
    seed: u64,
}

/// A score this large, held by both sides' searches for [`WIN_PLIES`] plies, ends the game.
const WIN_SCORE: i32 = 1500;
const WIN_PLIES: usize = 6;
/// From this ply on, scores within [`DRAW_SCORE`] for [`DRAW_PLIES`] plies end it as a draw.
const DRAW_FROM_PLY: usize = 120;
const DRAW_SCORE: i32 = 8;
const DRAW_PLIES: usize = 12;
/// A game this long is a draw.
const MAX_PLIES: usize = 500;
/// An opening whose first search scores beyond this is dropped (one side is simply lost).
const OPENING_SCORE: i32 = 400;
/// Positions with larger scores are not kept (decided; they teach the evaluation little).
const KEEP_SCORE: i32 = 3000;

const USAGE: &str = "usage: cargo xtask datagen --variant V [--nodes 5000] [--random-plies 8] \
[--threads 2] [--games N] [--minutes M] [--out FILE] [--seed S]";

fn parse(args: &[String]) -> Result<Config> {
    let mut variant = None;
    let mut config = Config {
        variant: Variant::Chess,
        nodes: 5000,
        random_plies: 8,
        threads: 2,
        games: None,
        duration: None,
        out: PathBuf::new(),
        seed: 0x5EED,
    };
    let mut out = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let number = |i: &mut usize| -> Result<u64> {
            let v = flag_value(args, i, flag)?;
            v.parse()
                .map_err(|_| format!("{flag}: '{v}' is not a whole number"))
        };
        match flag {
            "--variant" => variant = Some(variant_value(args, &mut i, flag)?),
            "--nodes" => config.nodes = number(&mut i)?.max(1),
            "--random-plies" => config.random_plies = number(&mut i)? as usize,
            "--threads" => config.threads = number(&mut i)?.clamp(1, 256) as usize,
            "--games" => config.games = Some(number(&mut i)?),
            "--minutes" => config.duration = Some(Duration::from_secs(60 * number(&mut i)?)),
            "--seed" => config.seed = number(&mut i)?,
            "--out" => out = Some(PathBuf::from(flag_value(args, &mut i, flag)?)),
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("datagen: unknown option '{other}'\n{USAGE}")),
        }
        i += 1;
    }
    config.variant = variant.ok_or_else(|| format!("datagen needs --variant\n{USAGE}"))?;
    config.out = out.unwrap_or_else(|| default_file(&config.variant));
    Ok(config)
}

/// Where a variant's data go unless `--out` says otherwise (outside version control).
pub fn default_file(variant: &Variant) -> PathBuf {
    workspace::target_dir()
        .join("datagen")
        .join(format!("{}.txt", variant.name()))
}

/// A small deterministic generator for the random opening plies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // SplitMix64.
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One self-play game: the kept positions (text, first-player score) and the result for the
/// first player (1.0, 0.5, 0.0); `None` if the random opening ended the game.
fn play_game(
    config: &Config,
    engine: &mut Engine,
    rng: &mut Rng,
) -> Option<(Vec<(String, i32)>, f32)> {
    let mut game = Game::new(config.variant.clone());
    for _ in 0..config.random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len())]).ok()?;
    }
    if game.outcome().is_some() {
        return None;
    }
    engine.searcher_mut().clear();
    let limits = Limits {
        nodes: Some(config.nodes),
        ..Limits::default()
    };
    let first = engine.search(&game, &limits, &SearchControl::new(), &mut |_| {});
    match first.score {
        ScoreReport::Centipawns(cp) if cp.abs() <= OPENING_SCORE => {}
        _ => return None,
    }
    let mut kept = Vec::new();
    let (mut winning_streak, mut drawn_streak) = (0usize, 0usize);
    let mut last_winner = None;
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return Some((kept, first_player_result(&game, outcome)));
        }
        let result = engine.search(&game, &limits, &SearchControl::new(), &mut |_| {});
        let best = result.best_move?;
        let mover = game.side_to_move();
        let to_first = |s: i32| if mover == Color::White { s } else { -s };
        let score = match result.score {
            ScoreReport::Centipawns(cp) => Some(cp),
            ScoreReport::Mate(_) => None,
        };
        let quiet = with_position!(&game, p => !p.in_check() && !p.is_noisy(best));
        if let Some(cp) = score {
            if quiet && cp.abs() < KEEP_SCORE {
                kept.push((game.to_text(), to_first(cp)));
            }
        }
        // Adjudication: a decided score held by both sides, or a long quiet draw.
        let decided = match result.score {
            ScoreReport::Mate(n) => Some((n > 0) == (mover == Color::White)),
            ScoreReport::Centipawns(cp) if cp.abs() >= WIN_SCORE => {
                Some((cp > 0) == (mover == Color::White))
            }
            _ => None,
        };
        match decided {
            Some(white_wins) if last_winner == Some(white_wins) => winning_streak += 1,
            Some(white_wins) => {
                last_winner = Some(white_wins);
                winning_streak = 1;
            }
            None => {
                last_winner = None;
                winning_streak = 0;
            }
        }
        if winning_streak >= WIN_PLIES {
            let white_wins = last_winner == Some(true);
            return Some((kept, if white_wins { 1.0 } else { 0.0 }));
        }
        drawn_streak = match score {
            Some(cp) if ply >= DRAW_FROM_PLY && cp.abs() <= DRAW_SCORE => drawn_streak + 1,
            _ => 0,
        };
        if drawn_streak >= DRAW_PLIES {
            return Some((kept, 0.5));
        }
        game.play(best).ok()?;
    }
    Some((kept, 0.5))
}

/// Games between two progress lines.
const REPORT_EVERY: u64 = 10;

/// The plain progress line after `games` games (every [`REPORT_EVERY`]; `None` between): the
/// same lines on a terminal, above the bar, as in a log.
fn progress_line(games: u64, positions: u64, secs: f64) -> Option<String> {
    games.is_multiple_of(REPORT_EVERY).then(|| {
        format!(
            "games {games}  positions {positions}  {:.0} positions/s  {:.0} s",
            positions as f64 / secs.max(1e-9),
            secs
        )
    })
}

/// `outcome` (for the side to move of `game`) as the first player's result.
fn first_player_result(game: &Game, outcome: Outcome) -> f32 {
    let mover_score = match outcome {
        Outcome::Win => 1.0,
        Outcome::Loss => 0.0,
        Outcome::Draw => 0.5,
    };
    if game.side_to_move() == Color::White {
        mover_score
    } else {
        1.0 - mover_score
    }
}

pub fn run(args: &[String]) -> Result<()> {
    let config = parse(args)?;
    if let Some(dir) = config.out.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&config.out)
        .map_err(|e| format!("cannot open {}: {e}", config.out.display()))?;
    let writer = Mutex::new(BufWriter::new(file));
    eprintln!(
        "datagen {}: {} nodes a move, {} random plies, {} threads, appending to {}",
        config.variant.name(),
        config.nodes,
        config.random_plies,
        config.threads,
        config.out.display()
    );
    let games = AtomicU64::new(0);
    let positions = AtomicU64::new(0);
    let done = AtomicBool::new(false);
    let started = Instant::now();
    // Each run draws fresh openings: the seed mixes in the time, unless --seed was given.
    let run_seed = config.seed
        ^ std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    // On a terminal a bar over the games asked for, or the minutes, or a spinner.
    let progress = match (config.games, config.duration) {
        (Some(n), _) => Progress::new(n, "games"),
        (None, Some(d)) => Progress::new(d.as_secs(), "s"),
        (None, None) => Progress::open_ended("games"),
    };
    std::thread::scope(|scope| {
        for t in 0..config.threads {
            let (config, writer, games, positions, done, failure, progress) = (
                &config, &writer, &games, &positions, &done, &failure, &progress,
            );
            scope.spawn(move || {
                let mut engine = Engine::new(16);
                let mut rng = Rng(run_seed.wrapping_add(t as u64 * 0x1234_5678_9ABC));
                while !done.load(Relaxed) {
                    let Some((kept, result)) = play_game(config, &mut engine, &mut rng) else {
                        continue;
                    };
                    let mut text = String::new();
                    for (position, score) in &kept {
                        text.push_str(&format!("{position} | {score} | {result:.1}\n"));
                    }
                    {
                        let mut w = writer.lock().unwrap_or_else(|e| e.into_inner());
                        if let Err(e) = w.write_all(text.as_bytes()).and_then(|_| w.flush()) {
                            *failure.lock().unwrap_or_else(|e| e.into_inner()) =
                                Some(format!("writing {}: {e}", config.out.display()));
                            done.store(true, Relaxed);
                        }
                    }
                    let g = games.fetch_add(1, Relaxed) + 1;
                    let p = positions.fetch_add(kept.len() as u64, Relaxed) + kept.len() as u64;
                    let secs = started.elapsed().as_secs_f64().max(1e-9);
                    let at = match (config.games, config.duration) {
                        (None, Some(_)) => secs as u64,
                        _ => g,
                    };
                    progress.set(at, &format!("{p} positions"));
                    if let Some(line) = progress_line(g, p, secs) {
                        progress.eprintln(&line);
                    }
                    if config.games.is_some_and(|n| g >= n)
                        || config.duration.is_some_and(|d| started.elapsed() >= d)
                    {
                        done.store(true, Relaxed);
                    }
                }
            });
        }
    });
    progress.finish();
    if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    eprintln!(
        "datagen done: {} games, {} positions in {:.0} s, appended to {}",
        games.load(Relaxed),
        positions.load(Relaxed),
        started.elapsed().as_secs_f64(),
        config.out.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::progress_line;

    #[test]
    fn plain_progress_lines_every_ten_games() {
        assert_eq!(progress_line(9, 900, 30.0), None);
        assert_eq!(
            progress_line(10, 1000, 40.0).as_deref(),
            Some("games 10  positions 1000  25 positions/s  40 s")
        );
        assert!(progress_line(20, 0, 0.0).is_some());
    }
}
