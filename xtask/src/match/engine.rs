//! One engine of a match as the command line describes it: `-engine cmd=... name=... ...`.
//!
//! Keys follow cutechess-cli and fastchess where they exist (`cmd`, `args`, `name`, `proto`,
//! `dir`, `option.NAME`, `tc`, `st`, `nodes`, `depth`/`plies`, `timemargin`, `restart`); the
//! others are the quirks of real engines, kept per engine rather than tied to engine names:
//!
//! | key | meaning |
//! |---|---|
//! | `env.NAME=V` | an environment variable for the engine |
//! | `variant=NAME` | the engine's own name of the game (`UCI_Variant`, XBoard `variant`) |
//! | `level=L` | Jocly: `go level L` (easy, fast, medium, strong) instead of a time or node limit |
//! | `turn=S` | pbrain: `INFO timeout_turn` in seconds (default: the move time or time left) |
//! | `memory=MB` | pbrain: `INFO max_memory` (default 64 MB) |
//! | `setup=board\|turns` | pbrain: give a position by `BOARD` (default), or by replaying each stone with `TURN` and taking the engine's answer back with `TAKEBACK` (mintaka, whose `BOARD` deadlocks) |
//! | `startok=yes\|no` | pbrain: whether `START` is answered with `OK` (mintaka: no) |
//! | `delay=MS` | wait this long after the engine's last output before each command (Embryo) |
//! | `eol=lf\|crlf` | line ending of commands (default lf) |

use std::path::PathBuf;
use std::time::Duration;

use tetrarch::Variant;

use super::timecontrol::{parse_clock, parse_count, parse_seconds, Limits};

/// The protocols the runner speaks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Protocol {
    Uci,
    Ucci,
    Xboard,
    Pbrain,
    /// The UCI-like line protocol of the Jocly Raumschach wrapper (`jocly_raum/engine.js`).
    Jocly,
}

impl Protocol {
    pub fn parse(name: &str) -> Result<Protocol, String> {
        match name.to_ascii_lowercase().as_str() {
            "uci" => Ok(Protocol::Uci),
            "ucci" => Ok(Protocol::Ucci),
            "xboard" | "cecp" | "winboard" => Ok(Protocol::Xboard),
            "pbrain" | "gomocup" => Ok(Protocol::Pbrain),
            "jocly" => Ok(Protocol::Jocly),
            _ => Err(format!(
                "unknown protocol '{name}' (known: uci, ucci, xboard, pbrain, jocly)"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Protocol::Uci => "uci",
            Protocol::Ucci => "ucci",
            Protocol::Xboard => "xboard",
            Protocol::Pbrain => "pbrain",
            Protocol::Jocly => "jocly",
        }
    }

    /// Whether this protocol can play `variant` at all.
    pub fn plays(self, variant: Variant) -> bool {
        match self {
            Protocol::Uci | Protocol::Xboard => true,
            Protocol::Ucci => variant == Variant::Xiangqi,
            Protocol::Pbrain => variant.is_gomoku(),
            Protocol::Jocly => variant == Variant::Raumschach,
        }
    }

    /// The default time margin: fastchess's 0 ms, or the Gomocup judge's 1000 ms tolerance.
    pub fn default_margin(self) -> Duration {
        match self {
            Protocol::Pbrain => Duration::from_millis(1000),
            _ => Duration::ZERO,
        }
    }
}

/// How a pbrain engine is given a position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BoardSetup {
    Board,
    Turns,
}

/// When an engine process is replaced by a fresh one.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Restart {
    /// pbrain engines for every game (Gomocup managers start a brain per game), others never.
    Auto,
    On,
    Off,
}

/// One engine, as configured.
#[derive(Clone, Debug)]
pub struct EngineSpec {
    pub name: String,
    /// The command as given (`cmd=`), for messages.
    pub cmd: String,
    pub program: PathBuf,
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    pub dir: Option<PathBuf>,
    /// `None` until the variant decides the default.
    pub proto: Option<Protocol>,
    pub options: Vec<(String, String)>,
    /// `tune.NAME=VALUE`: UCI options sent without checking the engine's list (tuning
    /// parameters engines accept but do not list, as `cargo xtask spsa` sets them).
    pub tunables: Vec<(String, String)>,
    pub limits: Limits,
    pub timemargin: Option<Duration>,
    pub restart: Restart,
    pub variant_name: Option<String>,
    pub level: Option<String>,
    pub turn: Option<Duration>,
    pub memory_mb: u64,
    pub setup: BoardSetup,
    pub start_ok: bool,
    pub delay: Duration,
    pub crlf: bool,
}

impl Default for EngineSpec {
    fn default() -> Self {
        EngineSpec {
            name: String::new(),
            cmd: String::new(),
            program: PathBuf::new(),
            args: Vec::new(),
            env: Vec::new(),
            dir: None,
            proto: None,
            options: Vec::new(),
            tunables: Vec::new(),
            limits: Limits::default(),
            timemargin: None,
            restart: Restart::Auto,
            variant_name: None,
            level: None,
            turn: None,
            memory_mb: 64,
            setup: BoardSetup::Board,
            start_ok: true,
            delay: Duration::ZERO,
            crlf: false,
        }
    }
}

impl EngineSpec {
    /// Applies one `key=value` setting; the error names the key.
    pub fn set(&mut self, setting: &str) -> Result<(), String> {
        let (key, value) = setting
            .split_once('=')
            .ok_or_else(|| format!("engine setting '{setting}' is not key=value"))?;
        let bad = |what: &str| format!("engine setting '{setting}': {what}");
        let yes_no = |v: &str| match v.to_ascii_lowercase().as_str() {
            "yes" | "on" | "true" | "1" => Ok(true),
            "no" | "off" | "false" | "0" => Ok(false),
            _ => Err(bad("expected yes or no")),
        };
        match key {
            "cmd" => {
                let words = shlex::split(value)
                    .filter(|w| !w.is_empty())
                    .ok_or_else(|| bad("unbalanced quotes"))?;
                let (program, rest) = words.split_first().ok_or_else(|| bad("empty command"))?;
                self.cmd = value.to_string();
                self.program = PathBuf::from(program);
                // `args=` may come before or after `cmd=`: words of `cmd` go first.
                let mut args = rest.to_vec();
                args.append(&mut self.args);
                self.args = args;
            }
            "args" | "arg" => {
                let mut words = shlex::split(value).ok_or_else(|| bad("unbalanced quotes"))?;
                self.args.append(&mut words);
            }
            "name" => {
                if value.trim().is_empty() {
                    return Err(bad("the name is empty"));
                }
                self.name = value.to_string();
            }
            "dir" => self.dir = Some(PathBuf::from(value)),
            "proto" => self.proto = Some(Protocol::parse(value).map_err(|e| bad(&e))?),
            "tc" => {
                self.limits.clock = if value == "inf" {
                    None
                } else {
                    Some(parse_clock(value).map_err(|e| bad(&e))?)
                }
            }
            "st" => {
                let t = parse_seconds(value).map_err(|e| bad(&e))?;
                if t.is_zero() {
                    return Err(bad("the move time must be above 0"));
                }
                self.limits.movetime = Some(t);
            }
            "nodes" => self.limits.nodes = Some(parse_count("nodes", value).map_err(|e| bad(&e))?),
            "depth" | "plies" => {
                self.limits.depth = Some(parse_count("depth", value).map_err(|e| bad(&e))?)
            }
            "timemargin" => {
                let ms: u64 = value.parse().map_err(|_| bad("expected milliseconds"))?;
                self.timemargin = Some(Duration::from_millis(ms));
            }
            "restart" => {
                self.restart = match value {
                    "auto" => Restart::Auto,
                    v => {
                        if yes_no(v)? {
                            Restart::On
                        } else {
                            Restart::Off
                        }
                    }
                }
            }
            "variant" => self.variant_name = Some(value.to_string()),
            "level" => self.level = Some(value.to_string()),
            "turn" => self.turn = Some(parse_seconds(value).map_err(|e| bad(&e))?),
            "memory" => self.memory_mb = parse_count("memory", value).map_err(|e| bad(&e))?,
            "setup" => {
                self.setup = match value {
                    "board" => BoardSetup::Board,
                    "turns" => BoardSetup::Turns,
                    _ => return Err(bad("expected board or turns")),
                }
            }
            "startok" => self.start_ok = yes_no(value)?,
            "delay" => {
                let ms: u64 = value.parse().map_err(|_| bad("expected milliseconds"))?;
                self.delay = Duration::from_millis(ms);
            }
            "eol" => {
                self.crlf = match value {
                    "lf" => false,
                    "crlf" => true,
                    _ => return Err(bad("expected lf or crlf")),
                }
            }
            _ => {
                if let Some(name) = key.strip_prefix("option.") {
                    if name.is_empty() {
                        return Err(bad("option needs a name: option.NAME=VALUE"));
                    }
                    self.options.retain(|(n, _)| n != name);
                    self.options.push((name.to_string(), value.to_string()));
                } else if let Some(name) = key.strip_prefix("tune.") {
                    if name.is_empty() {
                        return Err(bad("tune needs a name: tune.NAME=VALUE"));
                    }
                    self.tunables.retain(|(n, _)| n != name);
                    self.tunables.push((name.to_string(), value.to_string()));
                } else if let Some(name) = key.strip_prefix("env.") {
                    self.env.push((name.to_string(), value.to_string()));
                } else {
                    return Err(format!(
                        "unknown engine setting '{key}' in '{setting}' (known: cmd, args, name, proto, dir, \
                         option.NAME, env.NAME, tc, st, nodes, depth, timemargin, restart, variant, level, \
                         turn, memory, setup, startok, delay, eol)"
                    ));
                }
            }
        }
        Ok(())
    }

    /// Fills the defaults that depend on the game and checks that the engine can play it.
    /// The command `tetrarch` stands for the workspace's release binary and `tetrarch@REV`
    /// for the binary of git revision REV: `tetrarch_binary` builds them (`""` or `REV`).
    pub fn finish(
        &mut self,
        index: usize,
        variant: Variant,
        tetrarch_binary: &dyn Fn(&str) -> Result<PathBuf, String>,
    ) -> Result<(), String> {
        let label = if self.name.is_empty() {
            format!("engine {}", index + 1)
        } else {
            format!("engine '{}'", self.name)
        };
        if self.cmd.is_empty() {
            return Err(format!("{label} has no command: give cmd=PATH"));
        }
        let program = self.program.to_string_lossy().to_string();
        if program == "tetrarch" {
            self.program = tetrarch_binary("")?;
        } else if let Some(rev) = program.strip_prefix("tetrarch@") {
            if self.name.is_empty() {
                self.name = program.clone();
            }
            self.program = tetrarch_binary(rev)?;
        }
        if self.name.is_empty() {
            self.name = self
                .program
                .file_name()
                .map_or_else(|| self.cmd.clone(), |n| n.to_string_lossy().into_owned());
        }
        let proto = *self.proto.get_or_insert(if variant.is_gomoku() {
            Protocol::Pbrain
        } else {
            Protocol::Uci
        });
        if !proto.plays(variant.clone()) {
            return Err(format!(
                "engine '{}': protocol {} cannot play {variant}",
                self.name,
                proto.name()
            ));
        }
        if !self.limits.is_set() && self.level.is_none() {
            return Err(format!(
                "engine '{}' has no time control: give tc=, st=, nodes= or depth= (or -each ...)",
                self.name
            ));
        }
        if self.limits.nodes.is_some() && proto == Protocol::Xboard {
            return Err(format!(
                "engine '{}': XBoard has no node limit; use st=, tc= or depth=",
                self.name
            ));
        }
        if !self.tunables.is_empty() && !matches!(proto, Protocol::Uci | Protocol::Pbrain) {
            return Err(format!(
                "engine '{}': tune.NAME=VALUE is sent over uci (setoption) and pbrain (INFO) \
                 only, not {}",
                self.name,
                proto.name()
            ));
        }
        if self.level.is_some() && proto != Protocol::Jocly {
            return Err(format!(
                "engine '{}': level= is for the jocly protocol only",
                self.name
            ));
        }
        Ok(())
    }

    pub fn protocol(&self) -> Protocol {
        self.proto.expect("EngineSpec::finish sets the protocol")
    }

    /// What limits this engine's moves, for people: `level strong` (Jocly) or the limits
    /// (`tc=10+0.1`, `st=0.1`, `nodes=20000`).
    pub fn limits_text(&self) -> String {
        self.level
            .as_ref()
            .map_or_else(|| self.limits.describe(), |l| format!("level {l}"))
    }

    /// The time margin in force.
    pub fn margin(&self) -> Duration {
        self.timemargin
            .unwrap_or_else(|| self.protocol().default_margin())
    }

    /// Whether a new process starts for every game.
    pub fn restarts_each_game(&self) -> bool {
        match self.restart {
            Restart::On => true,
            Restart::Off => false,
            Restart::Auto => self.protocol() == Protocol::Pbrain,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(settings: &[&str]) -> Result<EngineSpec, String> {
        let mut s = EngineSpec::default();
        for setting in settings {
            s.set(setting)?;
        }
        Ok(s)
    }

    #[test]
    fn reads_cutechess_style_settings() {
        let mut s = spec(&[
            "cmd=node /opt/engine.js --seed 3",
            "name=Jocly",
            "proto=jocly",
            "option.Hash=64",
            "option.Hash=32",
            "st=2.5",
            "dir=/tmp",
            "env.JOCLY_DIR=/opt/jocly",
        ])
        .unwrap();
        assert_eq!(s.program, PathBuf::from("node"));
        assert_eq!(s.args, ["/opt/engine.js", "--seed", "3"]);
        assert_eq!(s.options, [("Hash".to_string(), "32".to_string())]);
        assert_eq!(s.limits.movetime, Some(Duration::from_millis(2500)));
        s.finish(0, Variant::Raumschach, &|_| unreachable!())
            .unwrap();
        assert_eq!((s.name.as_str(), s.protocol()), ("Jocly", Protocol::Jocly));
        assert_eq!(s.margin(), Duration::ZERO);
    }

    #[test]
    fn defaults_follow_the_game() {
        let mut g = spec(&["cmd=/x/pbrain-rapfi", "tc=10+0.1"]).unwrap();
        g.finish(0, Variant::parse("gomoku15").unwrap(), &|_| unreachable!())
            .unwrap();
        assert_eq!(
            (g.name.as_str(), g.protocol()),
            ("pbrain-rapfi", Protocol::Pbrain)
        );
        assert_eq!(g.margin(), Duration::from_millis(1000));
        assert!(g.restarts_each_game());
        let mut t = spec(&["cmd=tetrarch", "nodes=1000"]).unwrap();
        t.finish(0, Variant::Chess, &|rev| {
            Ok(PathBuf::from(format!("/built/tetrarch{rev}")))
        })
        .unwrap();
        assert_eq!(t.program, PathBuf::from("/built/tetrarch"));
        assert!(!t.restarts_each_game());
        let mut old = spec(&["cmd=tetrarch@main", "nodes=1000"]).unwrap();
        old.finish(1, Variant::Chess, &|rev| {
            Ok(PathBuf::from(format!("/built/tetrarch-{rev}")))
        })
        .unwrap();
        assert_eq!(
            (old.name.as_str(), old.program.to_str()),
            ("tetrarch@main", Some("/built/tetrarch-main"))
        );
    }

    #[test]
    fn bad_settings_say_what_is_wrong() {
        let e = spec(&["proto=telnet"]).unwrap_err();
        assert!(e.contains("unknown protocol 'telnet'"), "{e}");
        let e = spec(&["colour=red"]).unwrap_err();
        assert!(e.contains("unknown engine setting 'colour'"), "{e}");
        let e = spec(&["tc=fast"]).unwrap_err();
        assert!(
            e.contains("tc=fast") && e.contains("bad time control"),
            "{e}"
        );
        let e = spec(&["nodes=-3"]).unwrap_err();
        assert!(e.contains("nodes"), "{e}");
        let e = spec(&["cmd"]).unwrap_err();
        assert!(e.contains("not key=value"), "{e}");
        let mut s = spec(&["cmd=/bin/x", "proto=ucci"]).unwrap();
        let e = s
            .finish(0, Variant::Chess, &|_| unreachable!())
            .unwrap_err();
        assert!(e.contains("protocol ucci cannot play chess"), "{e}");
        let mut s = spec(&["cmd=/bin/x"]).unwrap();
        let e = s
            .finish(0, Variant::Chess, &|_| unreachable!())
            .unwrap_err();
        assert!(e.contains("engine 'x' has no time control"), "{e}");
        let e = spec(&["name=a"])
            .unwrap()
            .finish(1, Variant::Chess, &|_| unreachable!())
            .unwrap_err();
        assert!(e.contains("engine 'a' has no command"), "{e}");
    }
}
