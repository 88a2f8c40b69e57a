//! The Gomocup `pbrain` protocol (Piskvork, the Gomocup judge) with Yixin-Board's
//! extensions. Commands are read case-insensitively; coordinates are 0-based `x,y`.

mod board;
mod swap2;

use super::clock::GomocupClock;
use super::coords::{
    format_forbid, format_point, parse_board_line, parse_point, Point, StoneOwner,
};
use super::engine_options::parse_search_param;
use super::games::{self, MoveStyle};
use super::info::pbrain_message;
use super::io::Output;
use super::memory;
use super::options::{MULTIPV_MAX, THREADS_MAX};
use super::tokens::{split_command, MAX_CLOCK_MS};
use super::worker::{Caps, Interrupter, PendingSettings, SearchWorker};
use super::{Flow, Session};
use board::Board;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tetrarch::gomoku::Rule;
use tetrarch::search::Limits;
use tetrarch::{Color, Engine, Move};

/// The share of `max_memory` given to the hash table: the rest covers the program, the
/// position copies per thread and the allocator's slack (Gomocup counts the whole process).
const HASH_SHARE_OF_MEMORY: u64 = 2;
/// The largest table `max_memory` buys: allocating it happens between `START` and the first
/// move, on the manager's clock, and a one-core search of 30 s fills no more than this.
const HASH_MAX_FROM_MEMORY_MIB: i64 = 64;

/// Which multi-line block is being read.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Block {
    /// `BOARD`: set the position and reply with a move.
    Board,
    /// `YXBOARD`: set the position, no reply.
    YxBoard,
    /// `SWAP2BOARD`: 0, 3 or 5 opening stones.
    Swap2,
    /// Yixin-Board's `YXBLOCK`: points the brain must not play.
    YxBlocked,
    /// Yixin-Board's `YXBLOCKUNDO`: points to play again.
    YxUnblock,
}

impl Block {
    /// Whether the block's lines are bare points `x,y` (no owner field).
    fn lists_points(self) -> bool {
        matches!(self, Block::Swap2 | Block::YxBlocked | Block::YxUnblock)
    }
}

/// A Gomocup session.
#[derive(Debug)]
pub struct Pbrain {
    out: Output,
    worker: SearchWorker,
    board: Option<Board>,
    rule: Rule,
    clock: GomocupClock,
    max_nodes: Option<u64>,
    max_depth: Option<i32>,
    /// Search parameters set by `INFO lmr_divisor 160` and the like (tuners), applied to
    /// every search.
    search_params: Vec<(String, i32)>,
    /// Engine settings that arrived during a search.
    pending: PendingSettings,
    block: Option<(Block, Vec<(Point, StoneOwner)>)>,
    /// Yixin-Board's blocked points (`YXBLOCK`): kept out of the root moves until
    /// `YXBLOCKRESET`, across `START` as Rapfi keeps them.
    blocked: Vec<Point>,
    /// The engine's move, printed by the search thread, not yet on `board`.
    played: Arc<Mutex<Option<Move>>>,
    /// The board after the Swap2 choice the search thread printed, not yet `board`.
    swapped: Arc<Mutex<Option<Board>>>,
}

impl Pbrain {
    pub fn new(out: Output, caps: &Caps) -> Self {
        Pbrain {
            out,
            worker: SearchWorker::new(caps),
            board: None,
            rule: Rule::Freestyle,
            clock: GomocupClock::default(),
            max_nodes: None,
            pending: PendingSettings::default(),
            max_depth: None,
            search_params: Vec::new(),
            block: None,
            blocked: Vec::new(),
            played: Arc::default(),
            swapped: Arc::default(),
        }
    }

    fn error(&self, message: impl AsRef<str>) {
        self.out.line(format!("ERROR {}", message.as_ref()));
    }

    /// Puts the engine's announced move (or Swap2 choice) on the board.
    fn sync(&mut self) {
        if let Some(board) = self
            .swapped
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        {
            self.board = Some(board);
        }
        let played = self.played.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let (Some(m), Some(board)) = (played, self.board.as_mut()) {
            let p = board.point_of(m);
            // The search only returns legal moves of this very position.
            let _ = board.play(p);
        }
    }

    fn board(&mut self) -> Result<&mut Board, String> {
        self.board
            .as_mut()
            .ok_or_else(|| "no board yet: send START or RECTSTART first".to_string())
    }

    fn start(&mut self, width: usize, height: usize) {
        self.worker.abort();
        self.played.lock().unwrap_or_else(|e| e.into_inner()).take();
        match Board::new(width, height, self.rule) {
            Ok(b) => {
                // Managers send `INFO rule` after `START`: every rule's tables are built now,
                // not in the first turn (45-70 ms of a 20 ms turn, seen in a pbrain stress run).
                tetrarch::gomoku::PatternTable::prepare_all();
                if let Ok(engine) = self.worker.engine() {
                    engine.searcher_mut().clear();
                    warm_up(engine, b.game());
                }
                self.board = Some(b);
                self.out.line("OK");
            }
            Err(e) => self.error(format!("unsupported board size: {e}")),
        }
    }

    fn set_rule(&mut self, bits: &str) {
        let bits: u32 = match bits.trim().parse() {
            Ok(b) => b,
            Err(_) => return self.error(format!("INFO rule expects a number, got '{bits}'")),
        };
        // Yixin-Board sends `rule 2` for renju (its own numbering); Gomocup's bit 2 alone
        // (a continuous freestyle game) is never used in tournaments.
        let rule = if bits == 2 {
            Ok(Rule::Renju)
        } else {
            Rule::from_gomocup(bits).map_err(|e| e.to_string())
        };
        match rule {
            Ok(rule) => {
                self.rule = rule;
                if let Some(b) = &self.board {
                    match b.with_rule(rule) {
                        Ok(nb) => self.board = Some(nb),
                        Err(e) => self.error(format!("INFO rule {bits}: {e}")),
                    }
                }
            }
            Err(e) => self.error(format!("INFO rule: {e}")),
        }
    }

    fn info(&mut self, args: &str) {
        let (key, value) = split_command(args);
        let key = key.to_ascii_lowercase();
        let number = || -> Result<i64, String> {
            value
                .parse::<i64>()
                .map_err(|_| format!("INFO {key} expects a number, got '{value}'"))
        };
        let ms = |v: i64| Duration::from_millis((v.max(0) as u64).min(MAX_CLOCK_MS));
        let result = match key.as_str() {
            "timeout_turn" => number().map(|v| self.clock.timeout_turn = Some(ms(v))),
            "timeout_match" => number().map(|v| self.clock.timeout_match = Some(ms(v))),
            "time_left" => number().map(|v| self.clock.set_time_left(v)),
            "max_memory" => number().map(|v| self.set_memory(v)),
            "max_node" => number().map(|v| self.max_nodes = (v > 0).then_some(v as u64)),
            "max_depth" => {
                number().map(|v| self.max_depth = (v > 0).then_some(v.min(i32::MAX as i64) as i32))
            }
            "thread_num" => number().map(|v| {
                self.pending.threads = Some(v.clamp(1, brain_threads_max()) as usize);
                self.apply_pending();
            }),
            "rule" => {
                self.set_rule(value);
                Ok(())
            }
            // A search parameter, as `cargo xtask spsa` and `-engine tune.NAME=VALUE` send
            // them (UCI's `setoption name lmr_divisor value 160`), kept for every search;
            // game_type, folder, evaluate and keys of other managers change nothing here.
            name => match parse_search_param(name, value) {
                Some(parsed) => parsed.map(|v| {
                    self.search_params.retain(|(n, _)| n != name);
                    self.search_params.push((name.to_string(), v));
                }),
                None => Ok(()),
            },
        };
        if let Err(e) = result {
            self.error(e);
        }
    }

    fn set_memory(&mut self, bytes: i64) {
        if bytes <= 0 {
            return;
        }
        let mib = (bytes as u64 >> 20) / HASH_SHARE_OF_MEMORY;
        self.pending.hash_mib = Some((mib as i64).clamp(1, HASH_MAX_FROM_MEMORY_MIB) as usize);
        self.apply_pending();
    }

    /// Applies `INFO thread_num`/`max_memory` once no search holds the engine: INFO arrives
    /// while the brain thinks, and waiting there for the search would block the command loop
    /// (and `END`) for the whole turn.
    fn apply_pending(&mut self) {
        if let Err(e) = self.pending.apply(&mut self.worker) {
            self.error(format!("INFO max_memory: {e}"));
        }
    }

    /// Searches the side to move's move and prints it (from the search thread).
    fn think(&mut self, multipv: usize) {
        self.apply_pending();
        let Some(board) = &self.board else {
            return self.error("no board yet: send START or RECTSTART first");
        };
        let game = board.game().clone();
        let empty = board.width * board.height - board.stones().len();
        let fallback = board.any_empty_point();
        let pending = games::gomoku(&game).is_some_and(|p| p.threat_pending());
        let (target, budget) = self.clock.plan(empty, pending);
        let limits = Limits {
            movetime: Some(budget),
            movetime_target: (target < budget).then_some(target),
            nodes: self.max_nodes,
            depth: self.max_depth,
            search_moves: self.unblocked_moves(&game),
            ..Limits::default()
        };
        match self.worker.engine() {
            Ok(e) => {
                let options = e.searcher_mut().options_mut();
                options.multipv = multipv;
                for (name, value) in &self.search_params {
                    if let Err(e) = options.set_param(name, *value) {
                        return self.error(format!("INFO {name}: {e}"));
                    }
                }
                // The Gomocup clock's plan already keeps the round trip back (a tenth of the
                // turn plus 30 ms); the search's own move overhead on top of it left 30 ms of
                // thinking in a 100 ms turn.
                options.move_overhead = Duration::ZERO;
            }
            Err(e) => return self.error(e),
        }
        self.out.line(format!(
            "DEBUG thinking {} ms, up to {} ms{}",
            target.as_millis(),
            budget.as_millis(),
            if pending {
                " (threat sequence pending)"
            } else {
                ""
            }
        ));
        let (info_out, done_out) = (self.out.clone(), self.out.clone());
        let info_game = game.clone();
        let played = self.played.clone();
        let started = self.worker.start(
            game.clone(),
            limits,
            move |info| {
                // Exact lines only: a fail-high's score is a bound, not an evaluation.
                if info.bound.is_some() {
                    return;
                }
                let pv = games::pv_texts(&info_game, &info.pv, MoveStyle::Gomocup);
                info_out.line(pbrain_message(info, &pv));
            },
            move |result| {
                let best = result.best_move.filter(|&m| game.is_legal(m));
                match best {
                    Some(m) => {
                        *played.lock().unwrap_or_else(|e| e.into_inner()) = Some(m);
                        done_out.line(games::format_move(&game, m, MoveStyle::Gomocup));
                    }
                    None => match fallback {
                        // The game is over or has no legal move; the manager still wants a cell.
                        Some(p) => done_out.line(format_point(p)),
                        None => done_out.line("ERROR the board is full"),
                    },
                }
            },
        );
        if let Err(e) = started {
            self.error(e);
        }
    }

    fn turn(&mut self, args: &str, ours: bool) {
        let result = parse_point(args).and_then(|p| self.board().and_then(|b| b.play(p)));
        match result {
            Err(e) => self.error(e),
            Ok(()) if ours => self.out.line(args.trim().replace(' ', "")),
            Ok(()) => self.think(1),
        }
    }

    /// The legal moves outside the `YXBLOCK` points, or none (= every move) when nothing is
    /// blocked, or when every legal move is: the brain must still answer with a move.
    fn unblocked_moves(&self, game: &tetrarch::Game) -> Vec<Move> {
        if self.blocked.is_empty() {
            return Vec::new();
        }
        let blocked: Vec<Move> = self
            .blocked
            .iter()
            .filter_map(|&(x, y)| {
                games::parse_move(game, &format!("{x},{y}"), MoveStyle::Gomocup).ok()
            })
            .collect();
        game.legal_moves()
            .into_iter()
            .filter(|m| !blocked.contains(m))
            .collect()
    }

    /// `YXSHOWINFO` (Yixin-Board asks it first): the brain's name and the ranges of its
    /// settings, as `MESSAGE` lines in Rapfi's form; the hash size is log2 of the largest
    /// table in KiB.
    fn show_info(&self) {
        self.out
            .line(format!("MESSAGE tetrarch {}", env!("CARGO_PKG_VERSION")));
        self.out
            .line(format!("MESSAGE INFO MAX_THREAD_NUM {THREADS_MAX}"));
        let max_kib = (memory::hash_max_mib().max(1) as u64) * 1024;
        self.out
            .line(format!("MESSAGE INFO MAX_HASH_SIZE {}", max_kib.ilog2()));
    }

    fn finish_block(&mut self, kind: Block, lines: Vec<(Point, StoneOwner)>) {
        match kind {
            Block::YxBlocked => {
                for (p, _) in lines {
                    if !self.blocked.contains(&p) {
                        self.blocked.push(p);
                    }
                }
                return;
            }
            Block::YxUnblock => {
                self.blocked.retain(|p| !lines.iter().any(|(q, _)| q == p));
                return;
            }
            _ => {}
        }
        let board = match self.board() {
            Ok(b) => b,
            Err(e) => return self.error(e),
        };
        if kind == Block::Swap2 {
            return self.swap2(lines.into_iter().map(|(p, _)| p).collect());
        }
        let stones: Vec<(Point, StoneOwner)> = lines
            .into_iter()
            .filter(|(_, o)| *o != StoneOwner::Marker)
            .collect();
        // The side to move is "own": black (movegen's White) when the count is even.
        let own = [Color::White, Color::Black][stones.len() % 2];
        let colored = stones
            .into_iter()
            .map(|(p, o)| {
                (
                    p,
                    if o == StoneOwner::Own {
                        own
                    } else {
                        own.opponent()
                    },
                )
            })
            .collect();
        match board.set(colored, own) {
            Err(e) => self.error(format!("BOARD refused: {e}")),
            Ok(()) if kind == Block::Board => self.think(1),
            Ok(()) => {}
        }
    }

    /// `SWAP2BOARD ... DONE`: the choice is made by short searches on the search thread, so
    /// `END`, `YXSTOP` and `ABOUT` are answered meanwhile (`YXSTOP` makes it choose at once).
    fn swap2(&mut self, points: Vec<Point>) {
        self.apply_pending();
        let budget = self.clock.budget(1000);
        let colors = [Color::White, Color::Black];
        let stones: Vec<(Point, Color)> = points
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, colors[i % 2]))
            .collect();
        let to_move = colors[points.len() % 2];
        let mut board = match self.board() {
            Ok(b) => b.clone(),
            Err(e) => return self.error(e),
        };
        if !matches!(points.len(), 0 | 3 | 5) {
            return self.error(format!(
                "SWAP2BOARD expects 0, 3 or 5 stones, got {}",
                points.len()
            ));
        }
        if let Err(e) = board.set(stones, to_move) {
            return self.error(format!("SWAP2BOARD refused: {e}"));
        }
        let (out, swapped) = (self.out.clone(), self.swapped.clone());
        let started = self.worker.start_job(move |engine, job| {
            let options = engine.searcher_mut().options_mut();
            options.multipv = 1;
            options.move_overhead = Duration::ZERO;
            let reply = if points.is_empty() {
                let opening = swap2::choose_opening(engine, &board, budget, job.control);
                let stones: Vec<(Point, Color)> = opening
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (p, colors[i % 2]))
                    .collect();
                let _ = board.set(stones, Color::Black);
                let text: Vec<String> = opening.into_iter().map(format_point).collect();
                text.join(" ")
            } else {
                match swap2::respond(engine, &board, budget, job.control) {
                    None => "SWAP".to_string(),
                    Some(p) => {
                        let _ = board.play(p);
                        format_point(p)
                    }
                }
            };
            if job.may_report() {
                // The board first: the manager may answer the line at once.
                *swapped.lock().unwrap_or_else(|e| e.into_inner()) = Some(board);
                out.line(reply);
            }
        });
        if let Err(e) = started {
            self.error(e);
        }
    }

    fn show_forbidden(&mut self) {
        let board = match self.board() {
            Ok(b) => b,
            Err(e) => return self.error(e),
        };
        let points: Vec<Point> = match games::gomoku(board.game()) {
            Some(p) => p
                .forbidden_points()
                .into_iter()
                .map(|m| p.coords(m))
                .collect(),
            None => Vec::new(),
        };
        self.out.line(format_forbid(&points));
    }

    fn about(&self) {
        self.out.line(format!(
            "name=\"tetrarch\", version=\"{}\", author=\"tetrarch developers\", country=\"International\"",
            env!("CARGO_PKG_VERSION")
        ));
    }

    /// Reads one line of a `BOARD`/`YXBOARD`/`SWAP2BOARD` block; `None` outside a block.
    fn read_block_line(&mut self, line: &str) -> Option<Flow> {
        let (kind, lines) = self.block.as_mut()?;
        if line.eq_ignore_ascii_case("DONE") {
            let (kind, lines) = self.block.take().expect("inside a block");
            self.finish_block(kind, lines);
            return Some(Flow::Continue);
        }
        // The manager ends the brain whatever it was reading (Piskvork sends `END` to a
        // brain that is slow to answer, possibly mid-block).
        if split_command(line).0.eq_ignore_ascii_case("END") {
            self.block = None;
            self.worker.abort();
            return Some(Flow::Quit);
        }
        let parsed = if kind.lists_points() {
            parse_point(
                line.split(',')
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(",")
                    .as_str(),
            )
            .map(|p| (p, StoneOwner::Own))
        } else {
            parse_board_line(line)
        };
        let checked = parsed.and_then(|(p, owner)| {
            if let Some(board) = &self.board {
                board.check_point(p)?;
            }
            if lines.iter().any(|&(q, _)| q == p) {
                return Err(format!("{},{} is given twice", p.0, p.1));
            }
            Ok((p, owner))
        });
        match checked {
            Ok(entry) => lines.push(entry),
            Err(e) => self.error(e),
        }
        Some(Flow::Continue)
    }
}

/// The most threads `INFO thread_num` gets: the machine's hardware threads (the manager's
/// number is a ceiling, and more threads than cores only share them). Each thread keeps its
/// own ordering tables, about 9 MB on a 23x32 board: `thread_num 22801` once took 256 threads
/// and 13.5 s to answer the next `RECTSTART` (found by `cargo xtask soak`).
fn brain_threads_max() -> i64 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as i64;
    cores.clamp(1, THREADS_MAX)
}

/// A one-ply search of the empty board while `START` is answered (which the manager does not
/// count as a turn): the first search of a process builds the game's tables and sizes the
/// search's per-square history, some 20 ms that would otherwise come out of the first turn.
fn warm_up(engine: &mut Engine, game: &tetrarch::Game) {
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let control = tetrarch::search::SearchControl::new();
    let _ = engine.search(game, &limits, &control, &mut |_| {});
    engine.searcher_mut().clear();
}

impl Session for Pbrain {
    fn handle(&mut self, line: &str) -> Flow {
        self.sync();
        if line.is_empty() {
            return Flow::Continue;
        }
        if let Some(flow) = self.read_block_line(line) {
            return flow;
        }
        let (command, args) = split_command(line);
        let command = command.to_ascii_uppercase();
        // A new command while the engine thinks: the manager has moved on; drop the search.
        if !matches!(
            command.as_str(),
            "INFO" | "ABOUT" | "YXSHOWFORBID" | "YXSHOWINFO" | "YXBLOCKRESET"
        ) && self.worker.is_running()
        {
            if command == "END" {
                self.worker.abort();
                return Flow::Quit;
            }
            if matches!(command.as_str(), "YXSTOP" | "STOP") {
                self.worker.stop();
                return Flow::Continue;
            }
            self.worker.abort();
            self.sync();
        }
        match command.as_str() {
            "START" => match args.trim().parse::<usize>() {
                Ok(n) => self.start(n, n),
                Err(_) => self.error(format!("START expects a board size, got '{args}'")),
            },
            "RECTSTART" => match parse_point(args) {
                Ok((w, h)) => self.start(w, h),
                Err(_) => self.error(format!("RECTSTART expects 'width,height', got '{args}'")),
            },
            "RESTART" => match &self.board {
                Some(b) => {
                    let (w, h) = (b.width, b.height);
                    self.start(w, h);
                }
                None => self.error("RESTART before START: no board size known"),
            },
            "BEGIN" => match self.board() {
                Ok(b) if b.stones().is_empty() => self.think(1),
                Ok(_) => self.error("BEGIN on a board that has stones: use BOARD"),
                Err(e) => self.error(e),
            },
            "TURN" => self.turn(args, false),
            "PLAY" => self.turn(args, true),
            "BOARD" => self.block = Some((Block::Board, Vec::new())),
            "YXBOARD" => self.block = Some((Block::YxBoard, Vec::new())),
            "SWAP2BOARD" => self.block = Some((Block::Swap2, Vec::new())),
            "YXBLOCK" => self.block = Some((Block::YxBlocked, Vec::new())),
            "YXBLOCKUNDO" => self.block = Some((Block::YxUnblock, Vec::new())),
            "YXBLOCKRESET" => self.blocked.clear(),
            "YXSHOWINFO" => self.show_info(),
            "DONE" => self.error("DONE without BOARD"),
            "INFO" => self.info(args),
            "TAKEBACK" => {
                match parse_point(args).and_then(|p| self.board().and_then(|b| b.take_back(p))) {
                    Ok(()) => self.out.line("OK"),
                    Err(e) => self.error(e),
                }
            }
            "ABOUT" => self.about(),
            "END" => return Flow::Quit,
            "YXSHOWFORBID" => self.show_forbidden(),
            "YXNBEST" => match args.trim().parse::<i64>() {
                Ok(n) if n >= 1 => self.think(n.min(MULTIPV_MAX) as usize),
                _ => self.error(format!("YXNBEST expects a positive count, got '{args}'")),
            },
            "YXSTOP" | "STOP" | "YXHASHCLEAR" => {
                if command == "YXHASHCLEAR" {
                    if let Ok(e) = self.worker.engine() {
                        e.searcher_mut().clear();
                        self.out.line("MESSAGE hash table cleared");
                    }
                }
            }
            other => self.out.line(format!("UNKNOWN command '{other}'")),
        }
        Flow::Continue
    }

    fn refuse(&mut self, message: &str) {
        self.error(message);
    }

    fn interrupter(&self) -> Interrupter {
        self.worker.interrupter()
    }

    fn end_of_input(&mut self) {
        self.worker.finish();
    }
}
