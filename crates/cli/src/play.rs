//! `tetrarch play`: a game against the engine in the terminal, one typed move per line.
//!
//! Reads commands from standard input line by line, so a file of moves can be piped in (the
//! tests do). End of input leaves the game like `quit`.

use crate::args::PositionArgs;
use crate::out::{out, outln};
use crate::report::{describe_move, format_score};
use crate::{CliError, CliResult};
use clap::Args;
use std::io::BufRead;
use std::time::Duration;
use tetrarch::{Color, Engine, Game, Limits, SearchControl};

const HELP: &str = "\
commands:
  <move>  play a move in the game's notation (e2e4 or Nf3 in chess, h3e3 in xiangqi,
          Bc2Cc3 in Raumschach, h8 in gomoku)
  moves   list the legal moves
  hint    ask the engine for a move
  undo    take back your last move (and the engine's reply)
  board   show the board again
  save FILE  write the game so far as PGN (SAN in chess and xiangqi)
  load FILE  continue the first game of a PGN file
  quit    leave the game";

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    position: PositionArgs,

    /// Which side the engine plays: white or black (red/black in xiangqi; black moves first in
    /// gomoku), also `first`, `second`, `both` or `none`. Default: the second player.
    #[arg(long, value_name = "SIDE")]
    engine_side: Option<String>,

    /// Engine thinking time per move in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(1..))]
    movetime: u64,

    /// Search threads.
    #[arg(long, short = 't', default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: u16,

    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,

    /// Write the game as PGN to this file when it ends (game over, `quit` or end of input).
    #[arg(long, value_name = "FILE")]
    save: Option<String>,
}

/// Which colours the engine moves for.
#[derive(Copy, Clone, Debug)]
struct EngineSides([bool; 2]);

impl EngineSides {
    fn parse(game: &Game, text: Option<&str>) -> Result<EngineSides, CliError> {
        let first = game.side_name(Color::White).to_ascii_lowercase();
        let second = game.side_name(Color::Black).to_ascii_lowercase();
        let sides = match text.map(str::to_ascii_lowercase).as_deref() {
            None | Some("second") => [false, true],
            Some("first") => [true, false],
            Some("both") => [true, true],
            Some("none") => [false, false],
            Some(name) if name == first => [true, false],
            Some(name) if name == second => [false, true],
            Some(name) => {
                return Err(CliError(format!(
                    "--engine-side '{name}' is not a side of {} ({first}, {second}, first, \
                     second, both, none)",
                    game.variant().name()
                )))
            }
        };
        Ok(EngineSides(sides))
    }

    fn plays(self, color: Color) -> bool {
        self.0[color.index()]
    }
}

pub fn run(args: PlayArgs) -> CliResult {
    let mut game = args.position.game()?;
    let sides = EngineSides::parse(&game, args.engine_side.as_deref())?;
    let mut engine = crate::args::engine_with_hash(args.hash)?;
    engine.searcher_mut().options_mut().threads = args.threads.into();
    let movetime = Duration::from_millis(args.movetime);

    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    // Every position before a move, and the moves, so `undo` and `save` can use them.
    let mut history: Vec<Game> = Vec::new();
    let mut moves: Vec<tetrarch::Move> = Vec::new();
    let registry = crate::args::load_variant_files(&args.position.variant_files)?;
    let mut show_board = true;
    outln!(
        "tetrarch plays {}. Type 'help' for commands.",
        game.variant().name()
    );
    loop {
        if show_board {
            outln!("\n{}", game.render());
            show_board = false;
        }
        if let Some(outcome) = game.outcome() {
            outln!("game over: {}", game.describe_outcome(outcome));
            break;
        }
        let mover = game.side_to_move();
        let mover_name = game.side_name(mover);
        if sides.plays(mover) {
            let (best, score) = think(&mut engine, &game, movetime);
            let Some(best) = best else {
                return Err(CliError("the engine found no move".into()));
            };
            outln!(
                "tetrarch ({mover_name}) plays {}, score {score} for {mover_name}",
                describe_move(&game, best)
            );
            history.push(game.clone());
            moves.push(best);
            game.play(best)?;
            show_board = true;
            continue;
        }

        out!("{mover_name} to move> ");
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            outln!("\nend of input: leaving the game");
            break;
        }
        let command = line.trim();
        match command {
            "" => {}
            "quit" | "exit" => {
                outln!("bye");
                break;
            }
            "help" | "?" => outln!("{HELP}"),
            "board" => show_board = true,
            "moves" => {
                let mut moves: Vec<String> = game
                    .legal_moves()
                    .into_iter()
                    .map(|m| game.readable_move(m))
                    .collect();
                moves.sort();
                outln!("{} legal moves: {}", moves.len(), moves.join(" "));
            }
            "hint" => {
                let (best, score) = think(&mut engine, &game, movetime);
                match best {
                    Some(m) => outln!(
                        "hint: {}, score {score} for {mover_name}",
                        describe_move(&game, m)
                    ),
                    None => outln!("hint: no move found"),
                }
            }
            "undo" => match undo(&mut history, sides) {
                Some((previous, taken)) => {
                    game = previous;
                    moves.truncate(history.len());
                    outln!(
                        "took back {taken} move{}",
                        if taken == 1 { "" } else { "s" }
                    );
                    show_board = true;
                }
                None => outln!("nothing to undo"),
            },
            "save" | "load" => outln!("{command} needs a file name: {command} FILE"),
            _ if command.starts_with("save ") => {
                let path = command["save ".len()..].trim();
                let start = history.first().unwrap_or(&game);
                match save(path, start, &moves, &game, sides) {
                    Ok(()) => outln!("saved the game ({} moves) to {path}", moves.len()),
                    Err(e) => outln!("{}", e.0),
                }
            }
            _ if command.starts_with("load ") => {
                let path = command["load ".len()..].trim();
                match crate::pgn::load_file(path.as_ref(), 1, &registry, &game.variant()) {
                    Ok(replay) => {
                        history.clear();
                        moves.clear();
                        game = replay.start.clone();
                        for &m in &replay.moves {
                            history.push(game.clone());
                            moves.push(m);
                            game.play(m)?;
                        }
                        outln!("loaded {} moves from {path}", moves.len());
                        show_board = true;
                    }
                    Err(e) => outln!("{}", e.0),
                }
            }
            text => match game.parse_readable_move(text) {
                Ok(m) => {
                    outln!("{mover_name} plays {}", describe_move(&game, m));
                    history.push(game.clone());
                    moves.push(m);
                    game.play(m)?;
                    show_board = true;
                }
                Err(e) => outln!("{e}; type 'moves' for the legal moves, 'help' for commands"),
            },
        }
    }
    if let Some(path) = &args.save {
        let start = history.first().unwrap_or(&game);
        save(path, start, &moves, &game, sides)?;
        outln!("saved the game ({} moves) to {path}", moves.len());
    }
    Ok(())
}

/// Writes the game from `start` through `moves` (now at `end`) as PGN to `path`.
fn save(
    path: &str,
    start: &Game,
    moves: &[tetrarch::Move],
    end: &Game,
    sides: EngineSides,
) -> CliResult {
    let name = |color| {
        if sides.plays(color) {
            "tetrarch"
        } else {
            "player"
        }
    };
    let result = crate::pgn::result_of(end);
    let tags = crate::pgn::standard_tags(start, name(Color::White), name(Color::Black), result);
    let text = crate::pgn::write_game(&tags, start, moves, &[], result);
    std::fs::write(path, text).map_err(|e| CliError(format!("cannot write {path}: {e}")))
}

/// The engine's move and score after `movetime`.
fn think(engine: &mut Engine, game: &Game, movetime: Duration) -> (Option<tetrarch::Move>, String) {
    let limits = Limits {
        movetime: Some(movetime),
        ..Limits::default()
    };
    let control = SearchControl::new();
    let result = engine.search(game, &limits, &control, &mut |_| {});
    (result.best_move, format_score(game, result.score))
}

/// Steps back to the last position where a person was to move, before the latest move.
/// Returns that position and how many moves were taken back.
fn undo(history: &mut Vec<Game>, sides: EngineSides) -> Option<(Game, usize)> {
    let mut taken = 0;
    let mut position = None;
    while let Some(previous) = history.pop() {
        taken += 1;
        let person_to_move = !sides.plays(previous.side_to_move());
        position = Some(previous);
        if person_to_move {
            break;
        }
    }
    position.map(|p| (p, taken))
}
