//! XBoard / WinBoard (CECP version 2). Chess moves in coordinate notation (`e2e4`, `e7e8q`);
//! xiangqi in ranks 0-9 as MaxQi and Sjaak II print them (`h2e2`); the other games in their
//! crates' coordinate notation.

use super::clock::{parse_centiseconds, parse_level, parse_seconds, XboardLevel};
use super::engine_options::apply;
use super::games::{self, MoveStyle};
use super::info::xboard_post;
use super::io::Output;
use super::memory::hash_max_mib;
use super::options::{self, EngineOption, HASH_MIN_MIB, THREADS_MAX};
use super::strength::Strength;
use super::tokens::{parse_value, split_command};
use super::worker::{Caps, Interrupter, PendingSettings, SearchWorker};
use super::{Flow, Session};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tetrarch::search::{Limits, RootProgress, SearchInfo};
use tetrarch::{Color, Engine, Game, Move, Registry, Variant};

const STYLE: MoveStyle = MoveStyle::Iccs;

/// Default time control until the GUI sends `level`: 40 moves in 5 minutes.
const DEFAULT_LEVEL: XboardLevel = XboardLevel {
    moves_per_session: 40,
    base: Duration::from_secs(300),
    increment: Duration::ZERO,
};

/// What the search thread leaves for the command loop.
#[derive(Default, Debug)]
struct Shared {
    /// The engine's move, printed but not yet played on the loop's board.
    played: Option<Move>,
    /// The last iteration's figures, for the `.` status request in analysis.
    last_info: Option<SearchInfo>,
    /// The root move the analysis searches now, its text, and when the search started:
    /// `.` answers with these, live.
    progress: Option<(RootProgress, String, Instant)>,
}

/// An XBoard session.
#[derive(Debug)]
pub struct Xboard {
    out: Output,
    worker: SearchWorker,
    variant: Variant,
    /// The position of `new`/`setboard`, and the moves played since: `undo` replays them.
    base: Game,
    moves: Vec<Move>,
    game: Game,
    force: bool,
    engine_side: Option<Color>,
    post: bool,
    analyzing: bool,
    level: XboardLevel,
    fixed_time: Option<Duration>,
    depth: Option<i32>,
    nps: Option<u64>,
    time_left: Option<Duration>,
    shared: Arc<Mutex<Shared>>,
    /// The variants known by name, with the files `option VariantPath=FILE` loaded.
    registry: Registry,
    /// The engine options offered as `feature option=` (`VariantPath` is handled apart).
    options: Vec<EngineOption>,
    strength: Strength,
    /// `memory` and `cores` sent while the engine thinks.
    pending: PendingSettings,
}

/// The shared options offered to XBoard: all but `Ponder`, which XBoard sets with
/// `hard`/`easy` (and this engine does not ponder in XBoard mode).
fn xboard_options() -> Vec<EngineOption> {
    options::common_options()
        .into_iter()
        .filter(|o| o.name != "Ponder")
        .collect()
}

/// The `variants` feature: XBoard's names first, then our own games and the file variants.
pub fn variant_list(registry: &Registry) -> String {
    let mut names = vec!["normal".to_string()];
    names.extend(
        registry
            .variant_names()
            .into_iter()
            .filter(|n| n != "chess"),
    );
    names.join(",")
}

/// XBoard's standard order of piece images: a file variant's letters are shown with the image
/// of the same letter (WinBoard's `pieceToCharTable`).
const XBOARD_PIECE_ORDER: &str = "PNBRQFEACWMOHIJGDVLSUK";

/// The `setup` command that tells XBoard the board of a file variant (Fairy-Stockfish sends
/// the same): `setup (PNBRQ..K...) 10x8+0_fairy FEN`.
fn setup_command(variant: &Variant, game: &Game) -> Option<String> {
    let Variant::File(f) = variant else {
        return None;
    };
    let tetrarch::FileKind::Board(compiled) = f.kind() else {
        return None;
    };
    let spec = compiled.spec();
    if spec.shape.levels > 1 {
        return None;
    }
    let table = if spec.xboard.piece_to_char_table != "-" {
        spec.xboard.piece_to_char_table.clone()
    } else {
        let has = |c: char| {
            spec.pieces
                .iter()
                .any(|p| p.letter == c.to_ascii_lowercase())
        };
        let white: String = XBOARD_PIECE_ORDER
            .chars()
            .map(|c| if has(c) { c } else { '.' })
            .collect();
        format!("{white}{}", white.to_ascii_lowercase())
    };
    Some(format!(
        "setup ({table}) {}x{}+0_{} {}",
        spec.shape.files,
        spec.shape.ranks,
        spec.xboard.template,
        game.to_text()
    ))
}

impl Xboard {
    pub fn new(out: Output, caps: &Caps) -> Self {
        let game = Game::new(Variant::Chess);
        Xboard {
            registry: Registry::new(),
            out,
            worker: SearchWorker::new(caps),
            variant: Variant::Chess,
            base: game.clone(),
            moves: Vec::new(),
            game,
            force: false,
            engine_side: Some(Color::Black),
            post: false,
            analyzing: false,
            level: DEFAULT_LEVEL,
            fixed_time: None,
            depth: None,
            nps: None,
            time_left: None,
            shared: Arc::default(),
            options: xboard_options(),
            strength: Strength::default(),
            pending: PendingSettings::default(),
        }
    }

    fn error(&self, kind: &str, message: impl AsRef<str>) {
        self.out
            .line(format!("Error ({kind}): {}", message.as_ref()));
    }

    fn features(&self) {
        self.out.line(format!(
            "feature done=0 setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 analyze=1 colors=0 \
             playother=1 draw=0 reuse=1 nps=1 myname=\"tetrarch {}\" variants=\"{}\" memory=1 smp=1",
            env!("CARGO_PKG_VERSION"),
            variant_list(&self.registry)
        ));
        for option in &self.options {
            self.out.line(option.xboard_feature());
        }
        self.out.line("feature option=\"VariantPath -file \"");
        self.out.line("feature done=1");
    }

    /// Plays on the loop's board the move the search thread announced.
    fn sync(&mut self) {
        let played = self
            .shared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .played
            .take();
        if let Some(m) = played {
            if self.game.play(m).is_ok() {
                self.moves.push(m);
            }
        }
    }

    /// Stops thinking or analysing without announcing a move.
    fn halt(&mut self) {
        self.worker.abort();
        self.sync();
    }

    fn reset(&mut self, game: Game) {
        self.halt();
        self.base = game.clone();
        self.game = game;
        self.moves.clear();
    }

    fn rebuild(&mut self, keep: usize) {
        let mut game = self.base.clone();
        self.moves.truncate(keep);
        for &m in &self.moves {
            // Every stored move was legal when played from the same base.
            let _ = game.play(m);
        }
        self.game = game;
    }

    /// Moves the engine's side has made since `new` (for moves-to-go under `level`).
    fn engine_moves_made(&self) -> u32 {
        let first = self.base.side_to_move();
        let Some(side) = self.engine_side else {
            return 0;
        };
        (0..self.moves.len())
            .filter(|i| (if i % 2 == 0 { first } else { first.opponent() }) == side)
            .count() as u32
    }

    fn limits(&self) -> Limits {
        let mut limits = Limits {
            depth: self.depth,
            ..Limits::default()
        };
        if let Some(st) = self.fixed_time {
            match self.nps {
                Some(nps) => limits.nodes = Some((nps as f64 * st.as_secs_f64()).max(1.0) as u64),
                None => limits.movetime = Some(st),
            }
        } else if let Some(nps) = self.nps {
            let left = self.time_left.unwrap_or(self.level.base);
            let moves = self
                .level
                .moves_to_go(self.engine_moves_made())
                .unwrap_or(30);
            let secs = left.as_secs_f64() / moves as f64 + self.level.increment.as_secs_f64();
            limits.nodes = Some((nps as f64 * secs).max(1.0) as u64);
        } else {
            limits.time_left = Some(self.time_left.unwrap_or(self.level.base));
            limits.increment = self.level.increment;
            limits.moves_to_go = self.level.moves_to_go(self.engine_moves_made());
        }
        limits
    }

    /// Announces the result if no move can be played on the board (mate, stalemate, a five);
    /// true if so. A draw the rules only allow claiming (repetition, 50 moves) is not an end:
    /// the engine claims it after its own move, and plays on if the GUI goes on.
    fn announce_if_over(&self) -> bool {
        if self.game.final_outcome().is_none() {
            return false;
        }
        match games::game_result(&self.game) {
            Some((score, reason)) => {
                self.out.line(format!("{score} {{{reason}}}"));
                true
            }
            None => false,
        }
    }

    /// Thinks on the engine's move if it is the engine's turn.
    fn maybe_think(&mut self) {
        if self.force || self.analyzing || self.engine_side != Some(self.game.side_to_move()) {
            return;
        }
        if self.announce_if_over() {
            return;
        }
        self.apply_pending();
        let limits = self.limits();
        let (info_out, done_out) = (self.out.clone(), self.out.clone());
        let (info_game, done_game) = (self.game.clone(), self.game.clone());
        let (info_shared, done_shared) = (self.shared.clone(), self.shared.clone());
        let post = self.post;
        let started = self.worker.start(
            self.game.clone(),
            limits,
            move |info| {
                // XBoard has no notation for aspiration bounds: show exact lines only.
                if post && info.bound.is_none() {
                    let pv = games::pv_texts(&info_game, &info.pv, STYLE);
                    info_out.line(xboard_post(info, &pv));
                }
                info_shared
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .last_info = Some(info.clone());
            },
            move |result| {
                let Some(best) = result.best_move else {
                    return;
                };
                let mut after = done_game.clone();
                let mut lines = vec![format!(
                    "move {}",
                    games::format_move(&done_game, best, STYLE)
                )];
                if after.play(best).is_ok() {
                    if let Some((score, reason)) = games::game_result(&after) {
                        lines.push(format!("{score} {{{reason}}}"));
                    }
                }
                done_shared.lock().unwrap_or_else(|e| e.into_inner()).played = Some(best);
                let texts: Vec<&str> = lines.iter().map(String::as_str).collect();
                done_out.lines(&texts);
            },
        );
        if let Err(e) = started {
            self.error("search", e);
        }
    }

    fn analyze(&mut self) {
        self.halt();
        self.apply_pending();
        self.analyzing = true;
        if self.game.final_outcome().is_some() {
            return;
        }
        let out = self.out.clone();
        let game = self.game.clone();
        let shared = self.shared.clone();
        let (progress_game, progress_shared) = (self.game.clone(), self.shared.clone());
        {
            let mut s = self.shared.lock().unwrap_or_else(|e| e.into_inner());
            s.last_info = None;
            s.progress = None;
        }
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        let started = self.worker.start_with_progress(
            self.game.clone(),
            limits,
            move |info| {
                if let Some(pv) = games::exact_pv_texts(&game, info, STYLE) {
                    out.line(xboard_post(info, &pv));
                    shared.lock().unwrap_or_else(|e| e.into_inner()).last_info = Some(info.clone());
                }
            },
            Some(move |progress: &RootProgress| {
                // XBoard shows the move being searched as people write it (SAN in chess).
                let name = games::format_move(&progress_game, progress.mv, MoveStyle::San);
                let started = Instant::now()
                    .checked_sub(progress.time)
                    .unwrap_or_else(Instant::now);
                progress_shared
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .progress = Some((*progress, name, started));
            }),
            |_| {},
        );
        if let Err(e) = started {
            self.error("analyze", e);
        }
    }

    fn restart_analysis(&mut self) {
        if self.analyzing {
            self.analyze();
        }
    }

    fn user_move(&mut self, text: &str) {
        if self.worker.is_running() && !self.analyzing {
            // A move while thinking: the GUI has changed its mind; drop our search.
            self.halt();
        }
        if self.analyzing {
            self.halt();
        }
        match games::parse_move(&self.game, text, STYLE) {
            Err(e) => self.illegal(text, &e),
            Ok(m) => match self.game.play(m) {
                Err(e) => self.illegal(text, &e.to_string()),
                Ok(()) => {
                    self.moves.push(m);
                    if self.analyzing {
                        self.restart_analysis();
                    } else if !self.force && !self.announce_if_over() {
                        self.maybe_think();
                    }
                }
            },
        }
    }

    /// `Illegal move (reason): MOVE`, or `Illegal move: MOVE` when the message gives no
    /// reason beyond naming the move.
    fn illegal(&self, text: &str, message: &str) {
        // `illegal move 'M' (hint)`: the hint is the reason.
        let hint = message
            .strip_prefix(&format!("illegal move '{text}' ("))
            .and_then(|rest| rest.strip_suffix(')'));
        match hint.or_else(|| message.split_once(": ").map(|(_, reason)| reason)) {
            Some(reason) => self.out.line(format!("Illegal move ({reason}): {text}")),
            None => self.out.line(format!("Illegal move: {text}")),
        }
    }

    fn set_board(&mut self, fen: &str) {
        match games::game_from_text(&self.variant, fen) {
            Ok(game) => {
                self.reset(game);
                self.restart_analysis();
            }
            Err(e) => self.error("setboard", format!("illegal position: {e}")),
        }
    }

    fn set_variant(&mut self, name: &str) {
        match self.registry.parse(name) {
            Ok(v) => {
                let game = Game::new(v.clone());
                if let Some(setup) = setup_command(&v, &game) {
                    self.out.line(setup);
                }
                self.variant = v;
                self.reset(game);
            }
            Err(e) => self.error("variant", e.to_string()),
        }
    }

    /// `option NAME=VALUE` (`option NAME` for a button): an engine option, checked against
    /// the table as UCI's `setoption`, or `VariantPath`, which loads a variant file and
    /// announces the longer variant list.
    fn set_option(&mut self, args: &str) {
        let (name, value) = args.split_once('=').unwrap_or((args, ""));
        if name.trim() != "VariantPath" {
            self.halt();
            let value = match options::find(&self.options, name) {
                Ok(option) => option.xboard_value(value).to_string(),
                Err(e) => return self.error("option", e),
            };
            let value = (!value.is_empty()).then_some(value.as_str());
            let applied = apply(
                &self.options,
                &mut self.worker,
                &mut self.strength,
                name.trim(),
                value,
            );
            if let Err(e) = applied {
                self.error("option", e);
            }
            // Analysis goes on with the new setting (python-chess sets MultiPV this way).
            if self.analyzing {
                self.restart_analysis();
            }
            return;
        }
        let path = value.trim();
        match self.registry.load_file(std::path::Path::new(path)) {
            Err(e) => self.error("option", e.to_string()),
            Ok(report) => {
                for line in report.warnings.iter().chain(&report.errors) {
                    self.out.line(format!("# {line}"));
                }
                self.out.line(format!(
                    "feature variants=\"{}\"",
                    variant_list(&self.registry)
                ));
            }
        }
    }

    fn take_back(&mut self, command: &str, plies: usize) {
        self.halt();
        if self.moves.len() < plies {
            return self.error(
                command,
                format!(
                    "cannot take back {plies} moves: {} played since the game began",
                    self.moves.len()
                ),
            );
        }
        self.rebuild(self.moves.len() - plies);
        self.restart_analysis();
    }

    /// `.` in analysis: `stat01: time nodes ply mvleft mvtot mvname` (CECP), of the search
    /// as it is now: the time until now, the nodes as of the root move being searched, its
    /// depth, the root moves left after it, their total and its name. Before the first root
    /// move (or after a proof found at once), the last iteration's figures.
    fn status(&self) {
        let shared = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((p, name, started)) = &shared.progress {
            self.out.line(format!(
                "stat01: {} {} {} {} {} {name}",
                started.elapsed().as_millis() / 10,
                p.nodes
                    .max(shared.last_info.as_ref().map_or(0, |i| i.nodes)),
                p.depth,
                p.moves.saturating_sub(p.number),
                p.moves
            ));
        } else if let Some(info) = &shared.last_info {
            let total = self.game.legal_moves().len();
            self.out.line(format!(
                "stat01: {} {} {} 0 {total}",
                info.time.as_millis() / 10,
                info.nodes,
                info.depth
            ));
        }
    }

    /// `memory` and `cores` once no search holds the engine (XBoard sends them before `new`;
    /// one that comes while the engine thinks waits for the search to end, the loop does not).
    fn apply_pending(&mut self) {
        if let Err(e) = self.pending.apply(&mut self.worker) {
            self.error("memory", e);
        }
    }

    fn with_engine(&mut self, what: &str, f: impl FnOnce(&mut Engine)) {
        match self.worker.engine() {
            Ok(engine) => f(engine),
            Err(e) => self.error(what, e),
        }
    }
}

impl Session for Xboard {
    fn handle(&mut self, line: &str) -> Flow {
        self.sync();
        self.apply_pending();
        let (command, args) = split_command(line);
        let first = args.split_whitespace().next();
        match command {
            "" | "xboard" | "accepted" | "rejected" | "random" | "computer" | "name" | "rating"
            | "ics" | "draw" | "hint" | "bk" | "otim" | "white" | "black" => {}
            "protover" => self.features(),
            "new" => {
                self.variant = Variant::Chess;
                self.reset(Game::new(Variant::Chess));
                self.force = false;
                self.engine_side = Some(Color::Black);
                self.depth = None;
                self.time_left = None;
                self.analyzing = false;
                self.with_engine("new", |e| e.searcher_mut().clear());
            }
            "variant" => self.set_variant(args),
            "option" => self.set_option(args),
            "force" => {
                self.halt();
                self.force = true;
            }
            "go" => {
                self.halt();
                self.force = false;
                self.engine_side = Some(self.game.side_to_move());
                self.maybe_think();
            }
            "playother" => {
                self.halt();
                self.force = false;
                self.engine_side = Some(self.game.side_to_move().opponent());
            }
            "usermove" if args.is_empty() => self.error("usermove", "usermove needs a move"),
            "usermove" => self.user_move(args),
            "?" => self.worker.stop(),
            "ping" => self.out.line(format!("pong {args}")),
            "result" => {
                self.halt();
                self.force = true;
            }
            "setboard" => self.set_board(args),
            "undo" => self.take_back("undo", 1),
            "remove" => self.take_back("remove", 2),
            "time" => match parse_centiseconds("time", first) {
                Ok(t) => self.time_left = Some(t),
                Err(e) => self.error("time", e),
            },
            "level" => match parse_level(args) {
                Ok(level) => {
                    self.level = level;
                    self.fixed_time = None;
                }
                Err(e) => self.error("level", e),
            },
            "st" => match parse_seconds("st", first) {
                Ok(t) => self.fixed_time = Some(t),
                Err(e) => self.error("st", e),
            },
            "sd" => match parse_value::<i32>("sd", first) {
                Ok(d) if d >= 1 => self.depth = Some(d),
                Ok(d) => self.error("sd", format!("depth {d} must be at least 1")),
                Err(e) => self.error("sd", e),
            },
            "nps" => match parse_value::<u64>("nps", first) {
                Ok(0) => self.nps = None,
                Ok(n) => self.nps = Some(n),
                Err(e) => self.error("nps", e),
            },
            "post" => self.post = true,
            "nopost" => self.post = false,
            "hard" | "easy" => {}
            "memory" => match parse_value::<i64>("memory", first) {
                Ok(mb) => {
                    // The GUI's total for the engine; the table gets what this machine holds.
                    self.pending.hash_mib = Some(mb.clamp(HASH_MIN_MIB, hash_max_mib()) as usize);
                    self.apply_pending();
                }
                Err(e) => self.error("memory", e),
            },
            "cores" => match parse_value::<i64>("cores", first) {
                Ok(n) if (1..=THREADS_MAX).contains(&n) => {
                    self.pending.threads = Some(n as usize);
                    self.apply_pending();
                }
                Ok(n) => self.error("cores", format!("{n} is out of range 1..{THREADS_MAX}")),
                Err(e) => self.error("cores", e),
            },
            "analyze" => self.analyze(),
            "exit" => {
                self.halt();
                self.analyzing = false;
            }
            "." => self.status(),
            "quit" => {
                self.halt();
                return Flow::Quit;
            }
            other => {
                // Without the usermove prefix, a bare move is still a move.
                if games::parse_move(&self.game, other, STYLE).is_ok() && args.is_empty() {
                    self.user_move(other);
                } else {
                    self.error(other, "unknown command");
                }
            }
        }
        Flow::Continue
    }

    fn refuse(&mut self, message: &str) {
        self.error("input", message);
    }

    fn interrupter(&self) -> Interrupter {
        self.worker.interrupter()
    }

    fn end_of_input(&mut self) {
        if self.analyzing {
            self.halt();
        } else {
            self.worker.finish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_feature_lists_normal_and_ours() {
        let v = variant_list(&Registry::new());
        assert!(v.starts_with("normal,xiangqi,raumschach,gomoku15"), "{v}");
        assert!(!v.contains("chess"));
    }
}
