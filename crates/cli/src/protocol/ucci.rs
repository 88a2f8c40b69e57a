//! UCCI, the Chinese-chess protocol (ElephantEye, XQWizard): xiangqi only, moves in ICCS
//! (files a-i, ranks 0-9, `h2e2`), `banmoves`, `nobestmove`, `bye`.

use super::book::{self, SessionBook};
use super::engine_options::{apply, Applied};
use super::games::{self, MoveStyle};
use super::info::{ucci_info, ucci_score};
use super::io::Output;
use super::options::{self, EngineOption, OptionValue};
use super::position;
use super::strength::Strength;
use super::tokens::{parse_millis, parse_setoption, parse_value, seconds, split_command};
use super::uci::MAX_GO_DEPTH;
use super::worker::{Caps, Interrupter, SearchWorker};
use super::{Flow, Session};
use std::time::Duration;
use tetrarch::hash::Bound;
use tetrarch::search::{Limits, TableProbe};
use tetrarch::{Game, Move, Variant};

const STYLE: MoveStyle = MoveStyle::Iccs;

/// The UCCI 3.0 specification's time unit is the second; a GUI that wants milliseconds sends
/// `setoption usemillisec true` (the option the specification's version 2.3 added).
const USE_MILLISEC_DEFAULT: bool = false;

/// UCCI's own option names, mapped onto ours.
const ALIASES: &[(&str, &str)] = &[
    ("hashsize", "Hash"),
    ("threads", "Threads"),
    ("newgame", "Clear Hash"),
    ("usebook", "OwnBook"),
    ("bookfiles", "BookFile"),
];

/// UCCI options GUIs send that change nothing here (`loadbook`, style knobs): accepted
/// silently, as the protocol asks of engines without the feature.
const IGNORED: &[&str] = &[
    "batch",
    "debug",
    "loadbook",
    "style",
    "knowledge",
    "pruning",
    "randomness",
    "promotion",
    "idle",
    "drawmoves",
    "repetition",
];

/// A UCCI session.
#[derive(Debug)]
pub struct Ucci {
    out: Output,
    worker: SearchWorker,
    game: Game,
    banned: Vec<Move>,
    options: Vec<EngineOption>,
    strength: Strength,
    /// `usemillisec`: `go` times in milliseconds once the GUI sets it true, else in seconds,
    /// as the UCCI 3.0 specification reads them (Fairy-Stockfish reads milliseconds always).
    millis: bool,
    /// `usebook` (`OwnBook`) and `bookfiles` (`BookFile`).
    book: SessionBook,
}

impl Ucci {
    pub fn new(out: Output, caps: &Caps) -> Self {
        let mut options = options::common_options();
        options.push(EngineOption::check("usemillisec", USE_MILLISEC_DEFAULT));
        options.extend(book::options());
        Ucci {
            out,
            worker: SearchWorker::new(caps),
            game: Game::new(Variant::Xiangqi),
            banned: Vec::new(),
            options,
            strength: Strength::default(),
            millis: USE_MILLISEC_DEFAULT,
            book: SessionBook::default(),
        }
    }

    fn error(&self, message: impl AsRef<str>) {
        self.out
            .line(format!("info string error: {}", message.as_ref()));
    }

    fn identify(&self) {
        self.out
            .line(format!("id name tetrarch {}", env!("CARGO_PKG_VERSION")));
        self.out
            .line("id copyright 2026 the tetrarch developers (MIT OR Apache-2.0)");
        self.out.line("id author the tetrarch developers");
        self.out.line("id user anyone (open source)");
        for o in &self.options {
            self.out.line(o.ucci_line());
        }
        self.out.line("ucciok");
    }

    fn set_option(&mut self, args: &str) {
        let parsed = match parse_setoption(args) {
            Ok(o) => o,
            Err(e) => return self.error(e),
        };
        if IGNORED.iter().any(|n| n.eq_ignore_ascii_case(&parsed.name)) {
            return;
        }
        let name = ALIASES
            .iter()
            .find(|(alias, _)| alias.eq_ignore_ascii_case(&parsed.name))
            .map_or(parsed.name.as_str(), |(_, ours)| ours);
        let result = apply(
            &self.options,
            &mut self.worker,
            &mut self.strength,
            name,
            parsed.value.as_deref(),
        );
        if let Ok(Applied::Other(name, value)) = &result {
            match self.book.apply(name, value) {
                Some(Ok(Some(line))) => return self.out.line(format!("info string {line}")),
                Some(Ok(None)) => return,
                Some(Err(e)) => return self.error(e),
                None => {}
            }
        }
        match result {
            Ok(Applied::Other(n, OptionValue::Bool(on))) if n == "usemillisec" => self.millis = on,
            Ok(_) => {
                if name == "Clear Hash" && parsed.name.eq_ignore_ascii_case("newgame") {
                    self.game = Game::new(Variant::Xiangqi);
                }
            }
            Err(e) => self.error(e),
        }
    }

    fn position(&mut self, args: &str) {
        self.banned.clear();
        if let Some(game) =
            position::set_up(&Variant::Xiangqi, args, STYLE, false, |e| self.error(e))
        {
            self.game = game;
        }
    }

    /// `probe startpos|fen FEN [moves M...]`: what the hash table holds for that position, as
    /// the UCCI specification (and ElephantEye) answer it: `pophash [bestmove M] [lowerbound
    /// V depth D] [upperbound V depth D]`, an exact score giving both bounds; `pophash` alone
    /// when the table has nothing. The current position is not changed.
    fn probe(&mut self, args: &str) {
        // A refused move refuses the probe: the position before it is not the one asked about.
        let mut refused = None;
        let game = position::set_up(&Variant::Xiangqi, args, STYLE, false, |e| {
            refused.get_or_insert(e);
        });
        let game = match (game, refused) {
            (Some(game), None) => game,
            (_, Some(e)) => return self.error(format!("probe refused: {e}")),
            (None, None) => return self.error("probe refused: no position"),
        };
        let engine = match self.worker.engine() {
            Ok(engine) => engine,
            Err(e) => return self.error(format!("probe: {e}")),
        };
        self.out.line(pophash(&game, engine.probe(&game)));
    }

    fn ban(&mut self, args: &str) {
        let mut banned = Vec::new();
        for text in args.split_whitespace() {
            match games::parse_move(&self.game, text, STYLE) {
                Ok(m) => banned.push(m),
                Err(e) => return self.error(format!("banmoves: {e}")),
            }
        }
        self.banned = banned;
    }

    fn go(&mut self, args: &str) {
        if let Err(e) = self.worker.engine() {
            return self.error(e);
        }
        let mut limits = match parse_go(args, self.millis) {
            Ok(l) => l,
            Err(e) => return self.error(format!("go refused: {e}")),
        };
        if self.banned.is_empty() {
            if let Some(choice) = self.book.choose(&self.game, &limits) {
                let text = games::format_move(&self.game, choice.mv, STYLE);
                self.out.line(format!(
                    "info string book move {text} (weight {} of {})",
                    choice.weight, choice.total
                ));
                return self.out.line(format!("bestmove {text}"));
            }
        }
        if !self.banned.is_empty() {
            limits.search_moves = self
                .game
                .legal_moves()
                .into_iter()
                .filter(|m| !self.banned.contains(m))
                .collect();
            if limits.search_moves.is_empty() {
                return self.out.line("nobestmove");
            }
        }
        let (info_out, done_out) = (self.out.clone(), self.out.clone());
        let (info_game, done_game) = (self.game.clone(), self.game.clone());
        let started = self.worker.start(
            self.game.clone(),
            limits,
            move |info| {
                // UCCI has no bound notation: report exact lines only.
                if let Some(pv) = games::exact_pv_texts(&info_game, info, STYLE) {
                    info_out.line(ucci_info(info, &pv));
                }
            },
            move |result| {
                let moves: Vec<Move> = [result.best_move, result.ponder_move]
                    .into_iter()
                    .map_while(|m| m)
                    .collect();
                let texts = games::pv_texts(&done_game, &moves, STYLE);
                done_out.line(match texts.as_slice() {
                    [] => "nobestmove".to_string(),
                    [b] => format!("bestmove {b}"),
                    [b, p, ..] => format!("bestmove {b} ponder {p}"),
                });
            },
        );
        if let Err(e) = started {
            self.error(e);
        }
    }
}

/// The `pophash` answer to `probe` for the table's entry of `game`'s position.
pub fn pophash(game: &Game, entry: Option<TableProbe>) -> String {
    let mut line = String::from("pophash");
    let Some(e) = entry else {
        return line;
    };
    if let Some(m) = e.best_move {
        line.push_str(&format!(" bestmove {}", games::format_move(game, m, STYLE)));
    }
    let value = ucci_score(e.score);
    if matches!(e.bound, Bound::Lower | Bound::Exact) {
        line.push_str(&format!(" lowerbound {value} depth {}", e.depth));
    }
    if matches!(e.bound, Bound::Upper | Bound::Exact) {
        line.push_str(&format!(" upperbound {value} depth {}", e.depth));
    }
    line
}

/// Parses UCCI `go [ponder|draw] (depth D|infinite | nodes N | time T [movestogo M |
/// increment I] [opptime T [oppmovestogo M | oppincrement I]] | infinite)`. Times are in
/// milliseconds, or seconds when `millis` is false.
pub fn parse_go(args: &str, millis: bool) -> Result<Limits, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let mut limits = Limits::default();
    let unit = |name: &str, v: Option<&str>| -> Result<Duration, String> {
        if millis {
            Ok(Duration::from_millis(parse_millis(name, v)?))
        } else {
            let s: f64 = parse_value(name, v)?;
            seconds(s.max(0.0)).ok_or_else(|| format!("{name} expects seconds, got '{s}'"))
        }
    };
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let value = words.get(i + 1).copied();
        i += 2;
        match word {
            "ponder" => {
                limits.ponder = true;
                i -= 1;
            }
            "draw" | "infinite" => {
                limits.infinite |= word == "infinite";
                i -= 1;
            }
            "depth" if value == Some("infinite") => limits.infinite = true,
            "depth" => {
                let d: i32 = parse_value(word, value)?;
                if !(1..=MAX_GO_DEPTH).contains(&d) {
                    return Err(format!("depth {d} is out of range 1..{MAX_GO_DEPTH}"));
                }
                limits.depth = Some(d);
            }
            "nodes" => limits.nodes = Some(parse_value(word, value)?),
            "time" => limits.time_left = Some(unit(word, value)?),
            "increment" => limits.increment = unit(word, value)?,
            "movestogo" => limits.moves_to_go = Some(parse_value(word, value)?),
            "opptime" => {
                unit(word, value)?;
            }
            "oppincrement" => {
                unit(word, value)?;
            }
            "oppmovestogo" => {
                parse_value::<u32>(word, value)?;
            }
            other => return Err(format!("unknown parameter '{other}'")),
        }
    }
    Ok(limits)
}

impl Session for Ucci {
    fn handle(&mut self, line: &str) -> Flow {
        let (command, args) = split_command(line);
        match command {
            "" => {}
            "ucci" => self.identify(),
            "isready" => self.out.line("readyok"),
            "setoption" => self.set_option(args),
            "position" => self.position(args),
            "banmoves" => self.ban(args),
            "probe" => self.probe(args),
            "go" => self.go(args),
            "stop" => self.worker.stop(),
            "ponderhit" => self.worker.ponderhit(),
            "quit" => {
                self.worker.stop_and_wait();
                self.out.line("bye");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_forms() {
        let l = parse_go(
            "time 60000 increment 500 opptime 50000 oppincrement 500",
            true,
        )
        .unwrap();
        assert_eq!(l.time_left, Some(Duration::from_secs(60)));
        assert_eq!(l.increment, Duration::from_millis(500));
        let l = parse_go("ponder time 60 movestogo 20", false).unwrap();
        assert!(l.ponder);
        assert_eq!(l.time_left, Some(Duration::from_secs(60)));
        assert_eq!(l.moves_to_go, Some(20));
        assert!(parse_go("depth infinite", true).unwrap().infinite);
        assert_eq!(parse_go("depth 6", true).unwrap().depth, Some(6));
        assert_eq!(parse_go("nodes 5000", true).unwrap().nodes, Some(5000));
        assert!(parse_go("depth x", true).unwrap_err().contains("'x'"));
        assert!(parse_go("wtime 5", true).unwrap_err().contains("'wtime'"));
    }
}
