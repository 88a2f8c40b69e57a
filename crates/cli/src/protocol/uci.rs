//! UCI, as Stockfish and Fairy-Stockfish speak it, for every game: `UCI_Variant` picks the
//! game, moves use each game's coordinate notation (xiangqi ranks 1-10 as Fairy-Stockfish).

use super::book::{self, SessionBook};
use super::diagnostics::{eval_lines, parse_bench};
use super::engine_options::{apply, Applied};
use super::games::{self, MoveStyle};
use super::info::{uci_currmove, uci_info, uci_shows};
use super::io::Output;
use super::options::{self, EngineOption, OptionValue};
use super::perft_job;
use super::position;
use super::strength::Strength;
use super::tokens::{parse_millis, parse_setoption, parse_value, split_command};
use super::worker::{Caps, Interrupter, SearchWorker};
use super::{Flow, Session};
use std::time::Duration;
use tetrarch::search::{Limits, RootProgress};
use tetrarch::{Color, Game, Registry, Variant, MAX_PERFT_DEPTH};

/// Moves as Fairy-Stockfish writes them: each game's coordinates, xiangqi ranks 1-10.
const DEFAULT_STYLE: MoveStyle = MoveStyle::Coordinates;

/// `RankNumbering`: how boards of ten ranks (xiangqi, grand chess) number them in moves.
/// `1-10` is Fairy-Stockfish's (the game's coordinates), `0-9` Pikafish's and most xiangqi
/// GUIs' (ICCS, as UCCI and XBoard). Other boards are the same either way.
const RANK_NUMBERINGS: [(&str, MoveStyle); 2] =
    [("1-10", MoveStyle::Coordinates), ("0-9", MoveStyle::Iccs)];

/// The deepest `go depth` accepted: deeper than any search completes, shallow enough that a
/// typo is caught.
pub const MAX_GO_DEPTH: i32 = 255;

/// A UCI session.
#[derive(Debug)]
pub struct Uci {
    out: Output,
    worker: SearchWorker,
    variant: Variant,
    game: Game,
    options: Vec<EngineOption>,
    strength: Strength,
    /// The variants known by name, with the files `VariantPath` loaded.
    registry: Registry,
    /// `UCI_Chess960`: castling king-takes-rook (`e1h1`) in and out.
    chess960: bool,
    /// The move notation in and out (`RankNumbering`).
    style: MoveStyle,
    /// `UCI_ShowWDL`: `wdl W D L` after each score, from the game's fitted win-rate model.
    show_wdl: bool,
    /// `OwnBook` and `BookFile`.
    book: SessionBook,
}

/// What `go` asks for.
#[derive(Debug, PartialEq)]
pub enum Go {
    Search(Limits),
    Perft(u32),
}

/// The variants in the `UCI_Variant` combo, sorted by name as Fairy-Stockfish lists its own.
pub fn variant_names(registry: &Registry) -> Vec<String> {
    let mut names = registry.variant_names();
    names.sort();
    names
}

impl Uci {
    pub fn new(out: Output, caps: &Caps) -> Self {
        let registry = Registry::new();
        let mut options = options::common_options();
        options.extend(options::uci_strength_options());
        options.push(EngineOption::combo(
            "UCI_Variant",
            "chess",
            variant_names(&registry),
        ));
        options.push(EngineOption::check("UCI_Chess960", false));
        options.push(EngineOption::check("UCI_ShowWDL", false));
        options.push(EngineOption::combo(
            "RankNumbering",
            RANK_NUMBERINGS[0].0,
            RANK_NUMBERINGS.iter().map(|(n, _)| n.to_string()).collect(),
        ));
        options.push(EngineOption::text("VariantPath", ""));
        options.push(EngineOption::text("TablebasePath", ""));
        options.extend(book::options());
        Uci {
            out,
            worker: SearchWorker::new(caps),
            variant: Variant::Chess,
            game: Game::new(Variant::Chess),
            options,
            strength: Strength::default(),
            registry,
            chess960: false,
            style: DEFAULT_STYLE,
            show_wdl: false,
            book: SessionBook::default(),
        }
    }

    fn info(&self, message: impl AsRef<str>) {
        self.out.line(format!("info string {}", message.as_ref()));
    }

    /// `VariantPath`: loads a variant file, as Fairy-Stockfish does; its variants join the
    /// `UCI_Variant` choices (a GUI sees them after sending `uci` again).
    fn load_variants(&mut self, path: &str) {
        if path.is_empty() {
            return;
        }
        match self.registry.load_file(std::path::Path::new(path)) {
            Err(e) => self.error(e.to_string()),
            Ok(report) => {
                for w in &report.warnings {
                    self.info(format!("warning: {w}"));
                }
                for e in &report.errors {
                    self.error(e);
                }
                self.info(format!(
                    "loaded {} variant{} from {path}: {}",
                    report.loaded.len(),
                    if report.loaded.len() == 1 { "" } else { "s" },
                    report.loaded.join(", ")
                ));
                let names = variant_names(&self.registry);
                if let Some(o) = self.options.iter_mut().find(|o| o.name == "UCI_Variant") {
                    *o = EngineOption::combo("UCI_Variant", "chess", names);
                }
            }
        }
    }

    fn error(&self, message: impl AsRef<str>) {
        self.out
            .line(format!("info string error: {}", message.as_ref()));
    }

    fn identify(&self) {
        self.out
            .line(format!("id name tetrarch {}", env!("CARGO_PKG_VERSION")));
        self.out.line("id author the tetrarch developers");
        self.out.line("");
        for o in &self.options {
            self.out.line(o.uci_line());
        }
        self.out.line("uciok");
    }

    fn set_option(&mut self, args: &str) {
        let result = parse_setoption(args).and_then(|o| {
            apply(
                &self.options,
                &mut self.worker,
                &mut self.strength,
                &o.name,
                o.value.as_deref(),
            )
        });
        if let Ok(Applied::Other(name, value)) = &result {
            match self.book.apply(name, value) {
                Some(Ok(Some(line))) => return self.info(line),
                Some(Ok(None)) => return,
                Some(Err(e)) => return self.error(e),
                None => {}
            }
        }
        match result {
            Ok(Applied::Other(name, OptionValue::Text(v))) if name == "UCI_Variant" => {
                match self.registry.parse(&v) {
                    Ok(variant) => {
                        self.game = Game::new(variant.clone());
                        self.game.set_chess960(self.chess960);
                        self.variant = variant;
                    }
                    Err(e) => self.error(e.to_string()),
                }
            }
            Ok(Applied::Other(name, OptionValue::Text(v))) if name == "RankNumbering" => {
                // The combo's choices were checked against the table.
                if let Some((_, style)) = RANK_NUMBERINGS.iter().find(|(n, _)| *n == v) {
                    self.style = *style;
                }
            }
            Ok(Applied::Other(name, OptionValue::Bool(on))) if name == "UCI_Chess960" => {
                self.chess960 = on;
                self.game.set_chess960(on);
            }
            Ok(Applied::Other(name, OptionValue::Bool(on))) if name == "UCI_ShowWDL" => {
                self.show_wdl = on;
            }
            Ok(Applied::Other(name, OptionValue::Text(path))) if name == "VariantPath" => {
                self.load_variants(&path)
            }
            Ok(Applied::Other(name, OptionValue::Text(path))) if name == "TablebasePath" => {
                match tetrarch::load_tablebases(&path) {
                    Ok(summary) => self.info(summary),
                    Err(e) => self.error(e.to_string()),
                }
            }
            Ok(_) => {}
            Err(e) => self.error(e),
        }
    }

    fn position(&mut self, args: &str) {
        if let Some(game) = position::set_up(&self.variant, args, self.style, self.chess960, |e| {
            self.error(e)
        }) {
            self.game = game;
        }
    }

    fn go(&mut self, args: &str) {
        if let Err(e) = self.worker.engine() {
            return self.error(e);
        }
        match parse_go(args, &self.game, self.style) {
            Err(e) => self.error(format!("go refused: {e}")),
            Ok(Go::Perft(depth)) => self.perft(depth),
            Ok(Go::Search(limits)) if self.book_move(&limits) => {}
            Ok(Go::Search(limits)) => {
                let (style, show_wdl) = (self.style, self.show_wdl);
                let (info_out, done_out) = (self.out.clone(), self.out.clone());
                let (info_game, done_game) = (self.game.clone(), self.game.clone());
                let (progress_out, progress_game) = (self.out.clone(), self.game.clone());
                let started = self.worker.start_with_progress(
                    self.game.clone(),
                    limits,
                    move |info| {
                        if uci_shows(info) {
                            let pv = games::pv_texts(&info_game, &info.pv, style);
                            let wdl = show_wdl.then(|| info_game.wdl(info.score)).flatten();
                            info_out.line(uci_info(info, wdl, &pv));
                        }
                    },
                    Some(move |progress: &RootProgress| {
                        let mv = || games::format_move(&progress_game, progress.mv, style);
                        if let Some(line) = uci_currmove(progress, mv) {
                            progress_out.line(line);
                        }
                    }),
                    move |result| {
                        let line = match result.best_move {
                            None => "bestmove (none)".to_string(),
                            Some(best) => {
                                let moves: Vec<_> = [Some(best), result.ponder_move]
                                    .into_iter()
                                    .flatten()
                                    .collect();
                                let texts = games::pv_texts(&done_game, &moves, style);
                                match texts.as_slice() {
                                    [b, p] => format!("bestmove {b} ponder {p}"),
                                    [b] => format!("bestmove {b}"),
                                    _ => format!("bestmove {}", done_game.format_move(best)),
                                }
                            }
                        };
                        done_out.line(line);
                    },
                );
                if let Err(e) = started {
                    self.error(e);
                }
            }
        }
    }

    /// Answers `go` from the book when `OwnBook` is on and the position is in it: an
    /// `info string book move ...` line, then `bestmove`. Whether it answered.
    fn book_move(&mut self, limits: &Limits) -> bool {
        let Some(choice) = self.book.choose(&self.game, limits) else {
            return false;
        };
        let text = games::format_move(&self.game, choice.mv, self.style);
        self.info(format!(
            "book move {text} (weight {} of {})",
            choice.weight, choice.total
        ));
        self.out.line(format!("bestmove {text}"));
        true
    }

    /// `go perft N`: counted on the search thread, so `isready`, `stop` and `quit` answer.
    fn perft(&mut self, depth: u32) {
        let max = MAX_PERFT_DEPTH.min(self.worker.caps().max_perft_depth);
        if !(1..=max).contains(&depth) {
            let error = tetrarch::Error::DepthOutOfRange {
                what: "perft",
                depth: depth.into(),
                max,
            };
            return self.error(error.to_string());
        }
        let (game, out, style) = (self.game.clone(), self.out.clone(), self.style);
        let started = self.worker.start_job(move |_, job| {
            let divide = perft_job::divide(&game, depth, job.control);
            if !job.may_report() {
                return;
            }
            let Some(divide) = divide else {
                return out.line("info string perft stopped before it finished");
            };
            let mut lines: Vec<String> = divide
                .iter()
                .map(|&(m, n)| format!("{}: {n}", games::format_move(&game, m, style)))
                .collect();
            let total: u64 = divide.iter().map(|&(_, n)| n).sum();
            lines.push(String::new());
            lines.push(format!("Nodes searched: {total}"));
            lines.push(String::new());
            let texts: Vec<&str> = lines.iter().map(String::as_str).collect();
            out.lines(&texts);
        });
        if let Err(e) = started {
            self.error(e);
        }
    }

    fn new_game(&mut self) {
        match self.worker.engine() {
            Ok(engine) => {
                engine.searcher_mut().clear();
                self.game = Game::new(self.variant.clone());
                self.game.set_chess960(self.chess960);
            }
            Err(e) => self.error(e),
        }
    }

    /// `d`: the board for people, and its position text (as Stockfish's debug command).
    /// Stockfish's `d`: the board, then its `Fen:` line once (a game whose rendering already
    /// ends in one, as chess's does with its `Key:`, is not given a second).
    fn display(&self) {
        let board = self.game.render();
        let mut fen_shown = false;
        for line in board.lines() {
            // A rendering's own position line (xiangqi's and Raumschach's `FEN: `) is the
            // one `Fen: ` line, in Stockfish's spelling.
            match line
                .strip_prefix("FEN: ")
                .or_else(|| line.strip_prefix("Fen: "))
            {
                Some(fen) if !fen_shown => {
                    self.out.line(format!("Fen: {fen}"));
                    fen_shown = true;
                }
                Some(_) => {}
                None => self.out.line(line),
            }
        }
        if !fen_shown {
            self.out.line(format!("Fen: {}", self.game.to_text()));
        }
    }

    /// `eval`: the static evaluation of the current position, with its terms where the game
    /// traces them (Stockfish's `eval`).
    fn eval(&self) {
        let lines = eval_lines(&self.game);
        let texts: Vec<&str> = lines.iter().map(String::as_str).collect();
        self.out.lines(&texts);
    }

    /// `flip`: the colours exchanged (Stockfish's `flip`); games without a mirror refuse.
    fn flip(&mut self) {
        match self.game.flipped() {
            Ok(game) => self.game = game,
            Err(e) => self.error(e.to_string()),
        }
    }

    /// `bench`: the bench positions searched on the search thread with a table of their
    /// own (so the session's is kept and the node counts are `tetrarch bench`'s), Stockfish's
    /// `Nodes searched  :` and `Nodes/second    :` lines at the end; `stop` ends it early.
    fn bench(&mut self, args: &str) {
        let request = match parse_bench(args) {
            Ok(r) => r,
            Err(e) => return self.error(e),
        };
        let caps = self.worker.caps().clone();
        let out = self.out.clone();
        let started = self.worker.start_job(move |_, job| {
            let mut engine = tetrarch::Engine::new(1);
            let searcher = engine.searcher_mut();
            if let Err(e) = searcher.set_hash_size(request.hash_mib.min(caps.max_hash_mib)) {
                return out.line(format!("info string error: bench: {e}"));
            }
            searcher.options_mut().threads = request.threads.min(caps.max_threads);
            searcher.options_mut().nodes_per_move = caps.max_nodes;
            let ran = crate::signature::search_positions(
                &mut engine,
                request.depth,
                job.control,
                &mut |line| out.line(line),
            );
            if !job.may_report() {
                return;
            }
            match ran {
                Ok(Some(_)) => {}
                Ok(None) => out.line("info string bench stopped before it finished"),
                Err(e) => out.line(format!("info string error: bench: {e}")),
            }
        });
        if let Err(e) = started {
            self.error(e);
        }
    }
}

impl Session for Uci {
    fn handle(&mut self, line: &str) -> Flow {
        let (command, args) = split_command(line);
        match command {
            "" => {}
            "uci" => self.identify(),
            "isready" => self.out.line("readyok"),
            "ucinewgame" => self.new_game(),
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.worker.stop(),
            "ponderhit" => self.worker.ponderhit(),
            "setoption" => self.set_option(args),
            "debug" | "register" => {}
            "d" => self.display(),
            "eval" => self.eval(),
            "flip" => self.flip(),
            "bench" => self.bench(args),
            "quit" => {
                self.worker.stop_and_wait();
                return Flow::Quit;
            }
            other => self.error(format!("unknown command '{other}'")),
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

/// `go` keywords that end a `searchmoves` list.
const GO_KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// Parses the arguments of `go` for the position `game` (whose side to move picks the clock),
/// `searchmoves` written in `style`.
pub fn parse_go(args: &str, game: &Game, style: MoveStyle) -> Result<Go, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let mut limits = Limits::default();
    let (mut wtime, mut btime, mut winc, mut binc) = (None, None, 0, 0);
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let value = words.get(i + 1).copied();
        i += 2;
        match word {
            "searchmoves" => {
                i -= 1;
                while i < words.len() && !GO_KEYWORDS.contains(&words[i]) {
                    let m = games::parse_move(game, words[i], style)
                        .map_err(|e| format!("searchmoves: {e}"))?;
                    limits.search_moves.push(m);
                    i += 1;
                }
            }
            "ponder" => {
                limits.ponder = true;
                i -= 1;
            }
            "infinite" => {
                limits.infinite = true;
                i -= 1;
            }
            "wtime" => wtime = Some(parse_millis(word, value)?),
            "btime" => btime = Some(parse_millis(word, value)?),
            "winc" => winc = parse_millis(word, value)?,
            "binc" => binc = parse_millis(word, value)?,
            "movestogo" => limits.moves_to_go = Some(parse_value(word, value)?),
            "depth" => {
                let d: i32 = parse_value(word, value)?;
                if !(1..=MAX_GO_DEPTH).contains(&d) {
                    return Err(format!("depth {d} is out of range 1..{MAX_GO_DEPTH}"));
                }
                limits.depth = Some(d);
            }
            "nodes" => limits.nodes = Some(parse_value(word, value)?),
            "mate" => match parse_value(word, value)? {
                0 => return Err("mate 0: the mate distance must be at least 1".into()),
                n => limits.mate = Some(n),
            },
            "movetime" => limits.movetime = Some(Duration::from_millis(parse_millis(word, value)?)),
            "perft" => {
                let d: u32 = parse_value(word, value)?;
                return Ok(Go::Perft(d));
            }
            other => return Err(format!("unknown parameter '{other}'")),
        }
    }
    let (time, inc) = match game.side_to_move() {
        Color::White => (wtime, winc),
        Color::Black => (btime, binc),
    };
    limits.time_left = time.map(Duration::from_millis);
    limits.increment = Duration::from_millis(inc);
    Ok(Go::Search(limits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_parameter() {
        let game = Game::new(Variant::Chess);
        let Go::Search(l) = parse_go(
            "wtime 1000 btime 2000 winc 10 binc 20 movestogo 5 depth 9 nodes 100 mate 3 movetime 50",
            &game,
            DEFAULT_STYLE,
        )
        .unwrap() else {
            panic!("not a search")
        };
        assert_eq!(l.time_left, Some(Duration::from_millis(1000)));
        assert_eq!(l.increment, Duration::from_millis(10));
        assert_eq!(l.moves_to_go, Some(5));
        assert_eq!((l.depth, l.nodes, l.mate), (Some(9), Some(100), Some(3)));
        assert_eq!(l.movetime, Some(Duration::from_millis(50)));
        let Go::Search(l) = parse_go(
            "ponder searchmoves e2e4 d2d4 infinite",
            &game,
            DEFAULT_STYLE,
        )
        .unwrap() else {
            panic!("not a search")
        };
        assert!(l.ponder && l.infinite);
        assert_eq!(l.search_moves.len(), 2);
        assert_eq!(parse_go("perft 3", &game, DEFAULT_STYLE), Ok(Go::Perft(3)));
    }

    #[test]
    fn black_to_move_takes_the_black_clock() {
        let mut game = Game::new(Variant::Chess);
        game.play_text("e2e4").unwrap();
        let Go::Search(l) = parse_go(
            "wtime 1000 btime 2000 winc 10 binc 20",
            &game,
            DEFAULT_STYLE,
        )
        .unwrap() else {
            panic!("not a search")
        };
        assert_eq!(l.time_left, Some(Duration::from_millis(2000)));
        assert_eq!(l.increment, Duration::from_millis(20));
    }

    #[test]
    fn bad_go_parameters_are_named() {
        let game = Game::new(Variant::Chess);
        assert!(parse_go("depth x", &game, DEFAULT_STYLE)
            .unwrap_err()
            .contains("'x'"));
        assert!(parse_go("depth 0", &game, DEFAULT_STYLE)
            .unwrap_err()
            .contains("out of range"));
        assert!(parse_go("sideways", &game, DEFAULT_STYLE)
            .unwrap_err()
            .contains("'sideways'"));
        assert!(parse_go("searchmoves e2e5", &game, DEFAULT_STYLE)
            .unwrap_err()
            .contains("e2e5"));
        assert!(parse_go("wtime", &game, DEFAULT_STYLE)
            .unwrap_err()
            .contains("needs a value"));
    }
}
