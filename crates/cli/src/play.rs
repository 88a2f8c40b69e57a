//! `tetrarch play`: a game against the engine in the terminal, one typed move per line.
//!
//! On a terminal the line editor (`rustyline`) gives editing and history; otherwise commands
//! are read from standard input line by line, so a file of moves can be piped in (the tests
//! do). End of input leaves the game like `quit`.

use crate::args::PositionArgs;
use crate::line_input::LineInput;
use crate::out::outln;
use crate::report::{describe_move, format_score};
use crate::{CliError, CliResult};
use clap::Args;
use std::time::Duration;
use tetrarch::{Book, BookRng, Color, Engine, Game, Limits, SearchControl};

const HELP: &str = "\
commands:
  <move>      play a move in the game's notation (e2e4 or Nf3 in chess, h3e3 in xiangqi,
              UBb1Cc2 or Bb1Cc2 in Raumschach, h8 in gomoku)
  moves       list the legal moves
  hint        ask the engine for a move
  undo        take back your last move (and the engine's reply)
  new         start again from the first position
  flip        swap sides with the engine (it takes the side it did not play)
  level [MS]  show or set the engine's time per move in milliseconds
  board       show the board again
  save FILE   write the game so far as PGN (SAN in chess and xiangqi, UBb1Cc2 in Raumschach)
  load FILE   continue from the end of the first game of a PGN file
  help        this list
  quit        leave the game (also Ctrl-D)";

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

    /// Play without the opening book (by default the engine opens from the game's built-in
    /// book, where it has one: Raumschach).
    #[arg(long, conflicts_with = "book")]
    no_book: bool,

    /// Open from this book file (docs/book.md) instead of the built-in one.
    #[arg(long, value_name = "FILE")]
    book: Option<std::path::PathBuf>,

    /// Show the board with the position's hash key.
    #[arg(long)]
    verbose: bool,
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

    /// Which sides these are, in words: "Black", "both sides", "no side".
    fn describe(self, game: &Game) -> String {
        match self.0 {
            [true, true] => "both sides".into(),
            [false, false] => "no side".into(),
            [true, false] => game.side_name(Color::White).into(),
            [false, true] => game.side_name(Color::Black).into(),
        }
    }
}

/// The game being played: where it started, the positions before each move, the moves.
#[derive(Debug)]
struct Session {
    start: Game,
    game: Game,
    history: Vec<Game>,
    moves: Vec<tetrarch::Move>,
}

impl Session {
    fn new(start: Game) -> Session {
        Session {
            game: start.clone(),
            start,
            history: Vec::new(),
            moves: Vec::new(),
        }
    }

    fn play(&mut self, m: tetrarch::Move) -> CliResult {
        self.history.push(self.game.clone());
        self.moves.push(m);
        self.game.play(m)?;
        Ok(())
    }
}

/// The board as the game draws it, without the hash key line unless `verbose`.
fn board_text(game: &Game, verbose: bool) -> String {
    let text = game.render();
    if verbose {
        return text;
    }
    text.lines()
        .filter(|line| !line.starts_with("Key: "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether a word that is not a command could be meant as a move: moves have a digit (e4,
/// h3e3, h8, Bc2Cc3) or are castling (O-O).
fn looks_like_move(text: &str) -> bool {
    text.bytes().any(|b| b.is_ascii_digit()) || text.starts_with("O-O") || text.starts_with("0-0")
}

pub fn run(args: PlayArgs) -> CliResult {
    let initial = args.position.game()?;
    let mut sides = EngineSides::parse(&initial, args.engine_side.as_deref())?;
    let mut engine = crate::args::engine_with_hash(args.hash)?;
    engine.searcher_mut().options_mut().threads = args.threads.into();
    let mut movetime = Duration::from_millis(args.movetime);
    let registry = crate::args::load_variant_files(&args.position.variant_files)?;
    let file_book = match &args.book {
        Some(path) => Some(Book::load(path).map_err(|e| CliError(format!("--book: {e}")))?),
        None => None,
    };
    let book = match (&file_book, args.no_book) {
        (_, true) => None,
        (Some(book), false) => Some(book),
        (None, false) => Book::built_in(&initial.variant()),
    };
    let mut rng = BookRng::from_time();

    let mut input = LineInput::new();
    let mut s = Session::new(initial.clone());
    let mut show_board = true;
    outln!(
        "tetrarch plays {}. Type 'help' for commands.",
        s.game.variant().name()
    );
    loop {
        if show_board {
            outln!("\n{}", board_text(&s.game, args.verbose));
            show_board = false;
        }
        if let Some(end) = s.game.end() {
            outln!("game over: {}", s.game.describe_end(end));
            break;
        }
        let mover = s.game.side_to_move();
        let mover_name = s.game.side_name(mover);
        if sides.plays(mover) {
            if let Some(m) = book.and_then(|b| s.game.book_move(b, &mut rng)) {
                outln!(
                    "tetrarch ({mover_name}) plays {}, from the book",
                    describe_move(&s.game, m)
                );
                s.play(m)?;
                show_board = true;
                continue;
            }
            let (best, score) = think(&mut engine, &s.game, movetime);
            let Some(best) = best else {
                return Err(CliError("the engine found no move".into()));
            };
            outln!(
                "tetrarch ({mover_name}) plays {}, score {score} for {mover_name}",
                describe_move(&s.game, best)
            );
            s.play(best)?;
            show_board = true;
            continue;
        }

        let Some(line) = input.read(&format!("{mover_name} to move> "))? else {
            outln!("\nend of input: leaving the game");
            break;
        };
        let command = line.trim();
        let (word, argument) = match command.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (command, ""),
        };
        match word {
            "" => {}
            "quit" | "exit" => {
                outln!("bye");
                break;
            }
            "help" | "?" => outln!("{HELP}"),
            "board" => show_board = true,
            "new" => {
                s = Session::new(initial.clone());
                outln!("new game");
                show_board = true;
            }
            "flip" => {
                sides = EngineSides([!sides.0[0], !sides.0[1]]);
                outln!("tetrarch now plays {}", sides.describe(&s.game));
            }
            "level" if argument.is_empty() => {
                outln!("level: {} ms per engine move", movetime.as_millis())
            }
            "level" => match argument.trim_end_matches("ms").parse::<u64>() {
                Ok(ms) if ms > 0 => {
                    movetime = Duration::from_millis(ms);
                    outln!("level: {ms} ms per engine move");
                }
                _ => outln!(
                    "level '{argument}': give the engine's time per move in milliseconds, \
                     like 'level 500'"
                ),
            },
            "moves" => {
                let mut moves: Vec<String> = s
                    .game
                    .legal_moves()
                    .into_iter()
                    .map(|m| s.game.readable_move(m))
                    .collect();
                moves.sort();
                outln!("{} legal moves: {}", moves.len(), moves.join(" "));
            }
            "hint" => {
                let (best, score) = think(&mut engine, &s.game, movetime);
                match best {
                    Some(m) => outln!(
                        "hint: {}, score {score} for {mover_name}",
                        describe_move(&s.game, m)
                    ),
                    None => outln!("hint: no move found"),
                }
            }
            "undo" => match undo(&mut s.history, sides) {
                Some((previous, taken)) => {
                    s.game = previous;
                    s.moves.truncate(s.history.len());
                    outln!(
                        "took back {taken} move{}",
                        if taken == 1 { "" } else { "s" }
                    );
                    show_board = true;
                }
                None => outln!("nothing to undo"),
            },
            "save" | "load" if argument.is_empty() => {
                outln!("{word} needs a file name: {word} FILE")
            }
            "save" => match save(argument, &s.start, &s.moves, &s.game, sides) {
                Ok(()) => outln!("saved the game ({} moves) to {argument}", s.moves.len()),
                Err(e) => outln!("{}", e.0),
            },
            "load" => {
                match crate::pgn::load_file(argument.as_ref(), 1, &registry, &s.game.variant()) {
                    Ok(replay) => {
                        s = Session::new(replay.start.clone());
                        for &m in &replay.moves {
                            s.play(m)?;
                        }
                        outln!("loaded {} moves from {argument}", s.moves.len());
                        show_board = true;
                    }
                    Err(e) => outln!("{}", e.0),
                }
            }
            _ if !argument.is_empty() || !looks_like_move(command) => outln!(
                "unknown command '{command}': type 'help' for the commands, 'moves' for the \
                 legal moves"
            ),
            text => match s.game.parse_readable_move(text) {
                Ok(m) => {
                    outln!("{mover_name} plays {}", describe_move(&s.game, m));
                    s.play(m)?;
                    show_board = true;
                }
                Err(e) => outln!("{e}; type 'moves' for the legal moves"),
            },
        }
    }
    if let Some(path) = &args.save {
        save(path, &s.start, &s.moves, &s.game, sides)?;
        outln!("saved the game ({} moves) to {path}", s.moves.len());
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
