//! One protocol's soak session: hostile phases, the return to a known state, checked
//! searches and probes, with every wait bounded.

use super::engine::{Engine, WaitError};
use super::junk::{self, Rng};
use super::oracle::Oracle;
use super::positions::{self, from_iccs, random_setup, to_iccs, Setup};
use super::protocols::Proto;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tetrarch::Game;

/// A probe (`isready`, `ping`, `ABOUT`) unanswered this long is a hang. Answers take
/// milliseconds; the slack is for a soak run at `nice 19` on a loaded machine, where the
/// engine may get no CPU for seconds (the slowest answer is reported).
const PROBE_LIMIT: Duration = Duration::from_secs(30);
/// A checked search or the return to a known state this long is a hang (searches are of a
/// few thousand nodes or tens of milliseconds; the rest is the same slack).
const SEARCH_LIMIT: Duration = Duration::from_secs(60);

/// What one session saw.
#[derive(Default, Debug)]
pub struct Stats {
    /// Every line sent (hostile, state-setting, probes).
    pub lines: u64,
    /// The hostile ones among them.
    pub hostile: u64,
    /// Searches whose move the oracle (python-chess, pyffish) judged.
    pub oracle_checked: u64,
    /// Searches whose move the facade or the board judged (Raumschach, gomoku).
    pub own_checked: u64,
    /// Searches not judged (no oracle installed).
    pub unchecked: u64,
    pub probes: u64,
    pub probe_max: Duration,
    /// Gomocup replies later than `timeout_turn`.
    pub over_turn: u64,
    pub replies: u64,
    pub restarts: u64,
    /// Wall time spent in each part of the cycles: the hostile phases, the returns to a
    /// known state, the checked searches (waits included), so a slow run says where.
    pub phase_time: [Duration; 3],
    pub failures: Vec<String>,
}

impl Stats {
    pub fn add(&mut self, o: &Stats) {
        self.lines += o.lines;
        self.hostile += o.hostile;
        self.oracle_checked += o.oracle_checked;
        self.own_checked += o.own_checked;
        self.unchecked += o.unchecked;
        self.probes += o.probes;
        self.probe_max = self.probe_max.max(o.probe_max);
        self.over_turn += o.over_turn;
        self.replies += o.replies;
        self.restarts += o.restarts;
        for (t, o) in self.phase_time.iter_mut().zip(o.phase_time) {
            *t += o;
        }
        self.failures.extend(o.failures.iter().cloned());
    }

    pub fn summary(&self) -> String {
        format!(
            "{} lines ({} hostile); {} checked moves ({} by oracle, {} by board), {} unchecked; \
             {} probes answered, slowest {:.1} ms; {} gomocup replies, {} over the turn; \
             {} failures; time in hostile phases {:.0} s, known state {:.0} s, checked searches \
             {:.0} s",
            self.lines,
            self.hostile,
            self.oracle_checked + self.own_checked,
            self.oracle_checked,
            self.own_checked,
            self.unchecked,
            self.probes,
            self.probe_max.as_secs_f64() * 1000.0,
            self.replies,
            self.over_turn,
            self.failures.len(),
            self.phase_time[0].as_secs_f64(),
            self.phase_time[1].as_secs_f64(),
            self.phase_time[2].as_secs_f64()
        )
    }
}

pub struct Driver {
    proto: Proto,
    binary: PathBuf,
    engine: Engine,
    rng: Rng,
    threads: usize,
    starts: HashMap<&'static str, Vec<String>>,
    pub stats: Stats,
    ping: u64,
    /// A hostile line touched the table size: reset it with the known state.
    table_touched: bool,
    /// `--search-cap`: the node ceiling of every checked search, if any.
    cap: Option<u64>,
}

/// The depth ceiling of a capped checked search over XBoard, whose protocol has no node
/// limit (`sd`): depth 3 searches a few hundred to a few thousand nodes in chess and xiangqi,
/// about what the node cap allows the other protocols.
const XBOARD_CAP_DEPTH: u64 = 3;

type Step<T> = std::result::Result<T, String>;

fn waited(what: &str, e: WaitError) -> String {
    match e {
        WaitError::Timeout(seen) => format!("hang: no {what} (last lines {:?})", tail(&seen)),
        WaitError::Exited(seen) => format!(
            "the engine exited unasked before {what} ({:?})",
            tail(&seen)
        ),
    }
}

fn tail(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .rev()
        .take(4)
        .rev()
        .map(|l| &l[..l.len().min(160)])
        .collect()
}

impl Driver {
    pub fn new(
        proto: Proto,
        binary: &Path,
        seed: u64,
        threads: usize,
        cap: Option<u64>,
    ) -> crate::Result<Driver> {
        let mut starts = HashMap::new();
        starts.insert("chess", positions::suite_starts("chess"));
        starts.insert("xiangqi", positions::suite_starts("xiangqi"));
        let mut d = Driver {
            proto,
            binary: binary.to_path_buf(),
            engine: Engine::start(binary)?,
            rng: Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x16),
            threads,
            starts,
            stats: Stats::default(),
            ping: 0,
            table_touched: false,
            cap,
        };
        if let Err(e) = d.handshake() {
            return Err(format!("{}: handshake failed: {e}", proto.name()));
        }
        Ok(d)
    }

    fn send(&mut self, line: &str) {
        self.stats.lines += 1;
        self.engine.send(line);
    }

    fn handshake(&mut self) -> Step<()> {
        match self.proto {
            Proto::Uci => {
                self.send("uci");
                self.expect("uciok", |l| l == "uciok")?;
            }
            Proto::Ucci => {
                self.send("ucci");
                self.expect("ucciok", |l| l == "ucciok")?;
            }
            Proto::Xboard => {
                self.send("xboard");
                self.send("protover 2");
                self.expect("feature done=1", |l| l == "feature done=1")?;
            }
            Proto::Pbrain => {
                // The first command names the protocol: a manager starts with START.
                self.send("START 15");
                self.expect("OK to START", |l| l == "OK")?;
            }
        }
        Ok(())
    }

    fn expect(&mut self, what: &str, done: impl FnMut(&str) -> bool) -> Step<Vec<String>> {
        self.engine
            .until(SEARCH_LIMIT, done)
            .map_err(|e| waited(what, e))
    }

    /// Records a failure and starts a fresh engine.
    fn fail(&mut self, what: String) {
        let dir = crate::workspace::target_dir().join("soak-failures");
        let file = dir.join(format!(
            "{}-{}.txt",
            self.proto.name(),
            self.stats.failures.len() + 1
        ));
        let saved = std::fs::create_dir_all(&dir)
            .and_then(|_| std::fs::write(&file, self.engine.replay()))
            .map_or_else(
                |e| format!(" (replay not saved: {e})"),
                |_| format!(" (the last lines sent: {})", file.display()),
            );
        let what = format!("{what}{saved}");
        let stderr = self.engine.stderr();
        let panicked = if stderr.contains("panicked") {
            format!("; stderr: {stderr}")
        } else {
            String::new()
        };
        self.stats
            .failures
            .push(format!("{}: {what}{panicked}", self.proto.name()));
        self.stats.restarts += 1;
        match Engine::start(&self.binary) {
            Ok(e) => self.engine = e,
            Err(e) => self.stats.failures.push(e),
        }
        self.table_touched = false;
        if let Err(e) = self.handshake() {
            self.stats
                .failures
                .push(format!("{}: after a restart: {e}", self.proto.name()));
        }
    }

    /// One cycle: a hostile phase, the return to a known state, a checked search.
    pub fn cycle(&mut self, oracle: &mut Oracle) {
        let t0 = Instant::now();
        self.hostile_phase();
        let t1 = Instant::now();
        let state = self.known_state();
        let t2 = Instant::now();
        self.stats.phase_time[0] += t1 - t0;
        self.stats.phase_time[1] += t2 - t1;
        if let Err(e) = state {
            return self.fail(e);
        }
        let search = self.checked_search(oracle);
        self.stats.phase_time[2] += t2.elapsed();
        if let Err(e) = search {
            self.fail(e);
        }
    }

    fn variants(&self) -> &'static [&'static str] {
        match self.proto {
            Proto::Uci => &["chess", "chess", "xiangqi", "raumschach", "gomoku15"],
            Proto::Ucci => &["xiangqi"],
            Proto::Xboard => &["chess", "xiangqi"],
            Proto::Pbrain => &["gomoku15", "gomoku20", "gomoku15-standard"],
        }
    }

    fn hostile_phase(&mut self) {
        let count = self.rng.range(5, 40);
        let variant = *self.rng.pick(self.variants());
        let setup = self.setup(variant);
        let moves = self.protocol_moves(&setup);
        for _ in 0..count {
            let bytes = loop {
                let bytes = match self.rng.below(20) {
                    0..=8 => {
                        let line = self.proto.valid_command(&mut self.rng, &moves);
                        junk::mutate(&mut self.rng, &line, self.proto.vocabulary(), false)
                    }
                    9..=15 => self.proto.valid_command(&mut self.rng, &moves).into_bytes(),
                    16 | 17 => junk::random_bytes(&mut self.rng),
                    18 => b" \t\r".to_vec(),
                    _ => {
                        let word = *self.rng.pick(self.proto.vocabulary());
                        junk::long_line(&mut self.rng, word)
                    }
                };
                match junk::first_word(&bytes) {
                    Some(w) if self.proto.forbidden(&w) => continue,
                    _ => break bytes,
                }
            };
            let text = String::from_utf8_lossy(&bytes).to_ascii_lowercase();
            if text.contains("hash") || text.contains("memory") {
                self.table_touched = true;
            }
            let mut line = bytes;
            line.push(b'\n');
            self.stats.lines += 1;
            self.stats.hostile += 1;
            self.engine.send_bytes(line);
        }
    }

    fn setup(&mut self, variant: &'static str) -> Setup {
        let starts = self.starts.get(variant).cloned().unwrap_or_default();
        let walk = if variant.starts_with("gomoku") {
            30
        } else {
            60
        };
        random_setup(&mut self.rng, variant, &starts, walk)
    }

    /// The setup's moves as this protocol writes them.
    fn protocol_moves(&self, setup: &Setup) -> Vec<String> {
        let iccs = setup.variant == "xiangqi" && self.proto != Proto::Uci;
        setup
            .texts
            .iter()
            .map(|t| if iccs { to_iccs(t) } else { t.clone() })
            .collect()
    }

    /// Stops whatever the hostile phase started and waits until every answer it caused has
    /// arrived, then resets the options it may have changed.
    fn known_state(&mut self) -> Step<()> {
        let threads = self.threads;
        match self.proto {
            Proto::Uci => {
                self.send("stop");
                // setoption waits for a search to end, so its answers all precede readyok.
                self.send("setoption name UCI_Variant value chess");
                self.probe()?;
                for o in [
                    format!("setoption name Threads value {threads}"),
                    "setoption name MultiPV value 1".into(),
                    "setoption name Skill Level value 20".into(),
                    "setoption name Move Overhead value 30".into(),
                ] {
                    self.send(&o);
                }
                if self.table_touched {
                    self.send("setoption name Hash value 16");
                }
            }
            Proto::Ucci => {
                self.send("stop");
                self.send("setoption usemillisec true");
                self.probe()?;
                self.send(&format!("setoption threads {threads}"));
                self.send("setoption MultiPV 1");
                self.send("setoption Skill_Level 20");
                if self.table_touched {
                    self.send("setoption hashsize 16");
                }
            }
            Proto::Xboard => {
                self.send("force");
                self.probe()?;
                self.send("nps 0");
                self.send(&format!("cores {threads}"));
                self.send("nopost");
                if self.table_touched {
                    self.send("memory 16");
                }
            }
            Proto::Pbrain => {
                // Close a block the hostile phase may have left open, then ABOUT marks the end
                // of everything it sent.
                self.send("DONE");
                self.probe()?;
                for o in [
                    format!("INFO thread_num {threads}"),
                    "INFO max_node 0".into(),
                    "INFO max_depth 0".into(),
                    "INFO timeout_match 0".into(),
                    "INFO time_left 2147483647".into(),
                ] {
                    self.send(&o);
                }
                if self.table_touched {
                    self.send("INFO max_memory 83886080");
                }
            }
        }
        self.table_touched = false;
        Ok(())
    }

    /// Sends the protocol's probe and waits for its answer: the session is alive and reads.
    fn probe(&mut self) -> Step<Vec<String>> {
        let started = Instant::now();
        let seen = match self.proto {
            Proto::Uci | Proto::Ucci => {
                self.send("isready");
                self.engine.until(PROBE_LIMIT, |l| l == "readyok")
            }
            Proto::Xboard => {
                self.ping += 1;
                let answer = format!("pong soak{}", self.ping);
                self.send(&format!("ping soak{}", self.ping));
                self.engine.until(PROBE_LIMIT, |l| l == answer)
            }
            Proto::Pbrain => {
                self.send("ABOUT");
                self.engine
                    .until(PROBE_LIMIT, |l| l.starts_with("name=\"tetrarch\""))
            }
        }
        .map_err(|e| waited("answer to the probe", e))?;
        self.stats.probes += 1;
        self.stats.probe_max = self.stats.probe_max.max(started.elapsed());
        Ok(seen)
    }

    /// Sets up a position the soak chose, searches it with random limits while probes and
    /// harmless lines arrive, and judges the move.
    fn checked_search(&mut self, oracle: &mut Oracle) -> Step<()> {
        let variant = *self.rng.pick(self.variants());
        let setup = self.setup(variant);
        let moves = self.protocol_moves(&setup);
        let (go, infinite, turn) = self.start_search(&setup, &moves)?;
        let started = Instant::now();
        let mut seen = Vec::new();
        for _ in 0..self.rng.below(4) {
            for _ in 0..self.rng.below(3) {
                let line = self.proto.mid_search_line(&mut self.rng, &moves);
                let bytes = if self.rng.one_in(3) {
                    let mut b = junk::random_bytes(&mut self.rng);
                    b.push(0xff);
                    b
                } else {
                    line.into_bytes()
                };
                if let Some(w) = junk::first_word(&bytes) {
                    if !self.proto.harmless_mid_search(&w) || self.proto.forbidden(&w) {
                        continue;
                    }
                }
                let mut bytes = bytes;
                bytes.push(b'\n');
                self.stats.lines += 1;
                self.stats.hostile += 1;
                self.engine.send_bytes(bytes);
            }
            seen.extend(self.probe()?);
        }
        if infinite {
            std::thread::sleep(Duration::from_millis(self.rng.below(20)));
            self.send(if self.proto == Proto::Xboard {
                "?"
            } else {
                "stop"
            });
        }
        let is_answer = |proto: Proto, l: &str| match proto {
            Proto::Uci | Proto::Ucci => l.starts_with("bestmove") || l == "nobestmove",
            Proto::Xboard => l.starts_with("move "),
            Proto::Pbrain => l
                .split_once(',')
                .is_some_and(|(x, y)| x.parse::<u32>().is_ok() && y.parse::<u32>().is_ok()),
        };
        let proto = self.proto;
        let answer = match seen.iter().find(|l| is_answer(proto, l)) {
            Some(l) => l.clone(),
            None => {
                let more = self
                    .engine
                    .until(SEARCH_LIMIT, |l| is_answer(proto, l))
                    .map_err(|e| waited(&format!("move after '{go}'"), e))?;
                more.last().cloned().unwrap_or_default()
            }
        };
        let took = started.elapsed();
        if let Some(turn) = turn {
            self.stats.replies += 1;
            if took > turn {
                self.stats.over_turn += 1;
            }
        }
        self.judge(oracle, &setup, &go, &answer)
    }

    /// Sends the position and the search command; returns the command, whether it needs a
    /// stop, and the Gomocup turn limit.
    fn start_search(
        &mut self,
        setup: &Setup,
        moves: &[String],
    ) -> Step<(String, bool, Option<Duration>)> {
        let gomoku = setup.variant.starts_with("gomoku");
        let slow = gomoku || setup.variant == "raumschach";
        let r = self.rng.below(6);
        let chess_go = |rng: &mut Rng| -> (String, bool) {
            match r {
                0 => (
                    format!("go depth {}", rng.range(1, if slow { 2 } else { 5 })),
                    false,
                ),
                1 => (
                    format!(
                        "go nodes {}",
                        rng.range(1, if slow { 2000 } else { 20_000 })
                    ),
                    false,
                ),
                2 => (format!("go movetime {}", rng.range(1, 40)), false),
                3 => {
                    let t = rng.range(10, 2000);
                    (
                        format!(
                            "go wtime {t} btime {t} winc {} binc {}",
                            rng.below(20),
                            rng.below(20)
                        ),
                        false,
                    )
                }
                4 => (
                    format!(
                        "go wtime {} btime {} movestogo {}",
                        rng.range(10, 1000),
                        rng.range(10, 1000),
                        rng.below(3)
                    ),
                    false,
                ),
                _ => ("go infinite".into(), true),
            }
        };
        match self.proto {
            Proto::Uci => {
                self.send(&format!(
                    "setoption name UCI_Variant value {}",
                    setup.variant
                ));
                self.send(&position_command(&setup.start, moves));
                let (go, infinite) = chess_go(&mut self.rng);
                let go = self.capped(go, infinite);
                self.send(&go);
                Ok((go, infinite, None))
            }
            Proto::Ucci => {
                self.send(&position_command(&setup.start, moves));
                let (go, infinite) = match r {
                    0 => (format!("go depth {}", self.rng.range(1, 5)), false),
                    1 => (format!("go nodes {}", self.rng.range(1, 20_000)), false),
                    2 => (
                        format!(
                            "go time {} increment {}",
                            self.rng.range(10, 2000),
                            self.rng.below(20)
                        ),
                        false,
                    ),
                    3 => (
                        format!(
                            "go time {} movestogo {}",
                            self.rng.range(10, 2000),
                            self.rng.below(3)
                        ),
                        false,
                    ),
                    _ => ("go depth infinite".into(), true),
                };
                let go = self.capped(go, infinite);
                self.send(&go);
                Ok((go, infinite, None))
            }
            Proto::Xboard => {
                self.send("new");
                if setup.variant == "xiangqi" {
                    self.send("variant xiangqi");
                }
                self.send("force");
                self.send(&format!("setboard {}", setup.start));
                for m in moves {
                    self.send(&format!("usermove {m}"));
                }
                let go = match r {
                    0 | 1 => format!("st 0.0{}", self.rng.range(1, 5)),
                    2 => format!("sd {}", self.rng.range(1, 4)),
                    _ => {
                        let cs = self.rng.range(1, 200);
                        format!(
                            "level 0 0:0{} 0\ntime {cs}\notim {cs}",
                            self.rng.range(1, 9)
                        )
                    }
                };
                for line in go.lines() {
                    self.send(line);
                }
                // A ceiling for `sd`, whose depth alone could take long.
                if go.starts_with("sd") {
                    self.send("st 1");
                }
                let go = if self.cap.is_some() && !go.starts_with("sd") {
                    let sd = format!("sd {XBOARD_CAP_DEPTH}");
                    self.send(&sd);
                    format!("{go}\n{sd}")
                } else {
                    go
                };
                self.send("go");
                Ok((go.replace('\n', "; "), false, None))
            }
            Proto::Pbrain => {
                let size = if setup.variant.starts_with("gomoku20") {
                    20
                } else {
                    15
                };
                let rule = if setup.variant.ends_with("standard") {
                    1
                } else {
                    0
                };
                self.send(&format!("INFO rule {rule}"));
                self.send(&format!("START {size}"));
                self.expect("OK to START", |l| l == "OK")?;
                let turn = self.rng.range(30, 300);
                self.send(&format!("INFO timeout_turn {turn}"));
                // The known state resets max_node to 0 (no limit) every cycle.
                if let Some(nodes) = self.cap {
                    self.send(&format!("INFO max_node {nodes}"));
                }
                let Game::Gomoku(p) = &setup.game else {
                    return Err("a gomoku setup without a gomoku game".into());
                };
                let n = setup.moves.len();
                if n == 0 {
                    self.send("BEGIN");
                } else {
                    self.send("BOARD");
                    for (i, &m) in setup.moves.iter().enumerate() {
                        let (x, y) = p.coords(m);
                        let owner = if i % 2 == n % 2 { 1 } else { 2 };
                        self.send(&format!("{x},{y},{owner}"));
                    }
                    self.send("DONE");
                }
                let cap = self
                    .cap
                    .map_or(String::new(), |n| format!(", max_node {n}"));
                Ok((
                    format!("BOARD of {n} stones, timeout_turn {turn}{cap}"),
                    false,
                    Some(Duration::from_millis(turn)),
                ))
            }
        }
    }

    /// A UCI or UCCI `go` with the `--search-cap` node ceiling added (both protocols stop at
    /// the first limit reached); `go infinite` stays as it is, the soak stops it.
    fn capped(&self, go: String, infinite: bool) -> String {
        match self.cap {
            Some(nodes) if !infinite => format!("{go} nodes {nodes}"),
            _ => go,
        }
    }

    /// Whether `answer` is a legal move of the setup's position.
    fn judge(&mut self, oracle: &mut Oracle, setup: &Setup, go: &str, answer: &str) -> Step<()> {
        let wrong = |why: String| {
            Err(format!(
                "wrong move for the position given: {why} ({} {} moves {}; {go})",
                setup.variant,
                setup.start,
                setup.texts.join(" ")
            ))
        };
        let text = match self.proto {
            Proto::Uci | Proto::Ucci | Proto::Xboard => {
                let word = answer.split_whitespace().nth(1).unwrap_or("");
                if word.is_empty() || word == "(none)" || answer == "nobestmove" {
                    return wrong(format!("'{answer}' in a live position"));
                }
                if setup.variant == "xiangqi" && self.proto != Proto::Uci {
                    from_iccs(word)
                } else {
                    word.to_string()
                }
            }
            Proto::Pbrain => {
                let Game::Gomoku(p) = &setup.game else {
                    return wrong("not a gomoku game".into());
                };
                let cell = answer.split_once(',').and_then(|(x, y)| {
                    Some((
                        x.trim().parse::<usize>().ok()?,
                        y.trim().parse::<usize>().ok()?,
                    ))
                });
                let Some((x, y)) = cell else {
                    return wrong(format!("'{answer}' is not a cell"));
                };
                let legal = p.move_at(x, y).is_ok_and(|m| setup.game.is_legal(m));
                self.stats.own_checked += 1;
                return if legal {
                    Ok(())
                } else {
                    wrong(format!("{x},{y} is not an empty cell"))
                };
            }
        };
        if oracle.covers(&setup.variant) {
            self.stats.oracle_checked += 1;
            return match oracle.check(&setup.variant, &setup.start, &setup.texts, &text) {
                None => Ok(()),
                Some(why) => wrong(why),
            };
        }
        if setup.variant == "chess" || setup.variant == "xiangqi" {
            self.stats.unchecked += 1;
            return Ok(());
        }
        self.stats.own_checked += 1;
        match setup.game.parse_move(&text) {
            Ok(m) if setup.game.is_legal(m) => Ok(()),
            _ => wrong(format!("{text} is not legal")),
        }
    }

    /// One `go infinite` / `stop` cycle (UCI, chess): the time from `stop` to `bestmove`.
    pub fn stop_cycle(&mut self, oracle: &mut Oracle) -> Step<Duration> {
        let setup = self.setup("chess");
        let moves = self.protocol_moves(&setup);
        self.send(&position_command(&setup.start, &moves));
        self.send("go infinite");
        std::thread::sleep(Duration::from_micros(self.rng.below(3000)));
        let stopped = Instant::now();
        self.send("stop");
        let seen = self.expect("bestmove after stop", |l| l.starts_with("bestmove"));
        let seen = match seen {
            Ok(s) => s,
            Err(e) => {
                self.fail(e.clone());
                return Err(e);
            }
        };
        let took = stopped.elapsed();
        let answer = seen.last().cloned().unwrap_or_default();
        let after = match self.probe() {
            Ok(s) => s,
            Err(e) => {
                self.fail(e.clone());
                return Err(e);
            }
        };
        if after.iter().any(|l| l.starts_with("bestmove")) {
            return Err(format!("a second bestmove after one stop: {after:?}"));
        }
        self.judge(oracle, &setup, "go infinite; stop", &answer)?;
        Ok(took)
    }

    /// Asks the session to end as its protocol does; it must exit by itself.
    pub fn finish(mut self) -> Stats {
        let quit = if self.proto == Proto::Pbrain {
            "END"
        } else {
            "quit"
        };
        self.send(quit);
        let name = self.proto.name();
        let stderr = self.engine.stderr();
        let mut stats = std::mem::take(&mut self.stats);
        let Driver { engine, .. } = self;
        if !engine.close(Duration::from_secs(10)) {
            stats
                .failures
                .push(format!("{name}: did not exit cleanly on {quit}"));
        }
        if stderr.contains("panicked") {
            stats
                .failures
                .push(format!("{name}: a panic on stderr: {stderr}"));
        }
        stats
    }
}

/// `position fen F [moves ...]`.
fn position_command(start: &str, moves: &[String]) -> String {
    if moves.is_empty() {
        format!("position fen {start}")
    } else {
        format!("position fen {start} moves {}", moves.join(" "))
    }
}
