//! The command line of `cargo xtask match`, in cutechess-cli's and fastchess's style: options
//! start with `-`, and grouped settings follow as `key=value` words
//! (`-engine cmd=... tc=10+0.1`, `-sprt elo0=0 elo1=10`).

use std::path::PathBuf;
use std::time::Duration;

use tetrarch::gomoku::Rule;
use tetrarch::Variant;

use super::adjudication::{DrawRule, ResignRule, Rules};
use super::engine::EngineSpec;
use super::openings::Order;
use super::sprt::{Model, Sprt};

pub const USAGE: &str = "\
usage: cargo xtask match -engine cmd=CMD [KEY=VALUE...] -engine ... [options]

engines (two or more; a gauntlet: the first plays each other one):
  -engine KEY=VALUE...   cmd=PATH (or `tetrarch` for the release build, `tetrarch@REV` for a
                         build of git revision REV), name=, proto=uci|ucci|xboard|pbrain|jocly
                         (default uci; pbrain for gomoku), dir=, args=, option.NAME=VALUE,
                         tune.NAME=VALUE (uci setoption, pbrain INFO; sent unchecked:
                         unlisted tunables),
                         env.NAME=VALUE, tc=[MOVES/]TIME[+INC], st=SECONDS, nodes=N, depth=N,
                         timemargin=MS, restart=auto|on|off, variant=NAME, level=L (jocly),
                         turn=S memory=MB setup=board|turns startok=yes|no (pbrain),
                         delay=MS, eol=lf|crlf
  -each KEY=VALUE...     settings for every engine (an engine's own settings win)
game:
  -variant V             chess (default), xiangqi, raumschach, gomoku15, gomoku20, gomoku15-renju ...
  -rule R                gomoku rule: freestyle, standard, renju, caro
  -openings file=F [order=random|sequential] [start=N]
                         default: openings/<variant>.txt; `-openings final` the final-check set
                         in openings/final/; `-openings none` the start position only
  -srand N               seed of the random opening order (default 1)
  -rounds N              rounds: one opening each (default 1)
  -games N               games per round and opponent: 2 = both colours (default), 1
  -repeat                the same as -games 2
  -concurrency N, -c N   games at once (default 1)
adjudication (off unless given):
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]
  -resign movecount=N score=CP [twosided=true]
  -draw movenumber=N movecount=N score=CP
  -maxmoves N
output:
  -pgnout FILE           records, appended: PGN (chess, xiangqi) or one line a game
  -ratinginterval N      a full report every N games (default 10; 0 = only at the end)
  -event NAME            the PGN Event tag
  -log FILE              every line to and from the engines, with times
  -timeout SECONDS       how long an untimed move (nodes, depth, level) may take (default 60)
";

/// Where the openings come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningSource {
    /// `openings/<variant>.txt` (or `openings/final/...` for the final set).
    Default {
        final_set: bool,
    },
    File(PathBuf),
    StartPosition,
}

/// The parsed command line.
#[derive(Clone, Debug)]
pub struct MatchArgs {
    pub engines: Vec<EngineSpec>,
    pub variant: Variant,
    pub openings: OpeningSource,
    pub order: Order,
    pub start: usize,
    pub seed: u64,
    pub rounds: usize,
    pub games: usize,
    pub concurrency: usize,
    pub sprt: Option<Sprt>,
    pub rules: Rules,
    pub pgnout: Option<PathBuf>,
    pub rating_interval: usize,
    pub event: String,
    pub log: Option<PathBuf>,
    pub hang_timeout: Duration,
}

/// The `key=value` words after an option.
fn group<'a>(args: &'a [String], i: &mut usize) -> Vec<&'a str> {
    let mut out = Vec::new();
    while let Some(a) = args.get(*i + 1) {
        if a.starts_with('-') && !a.contains('=') {
            break;
        }
        out.push(a.as_str());
        *i += 1;
    }
    out
}

fn single<'a>(args: &'a [String], i: &mut usize, flag: &str) -> Result<&'a str, String> {
    *i += 1;
    args.get(*i)
        .map(String::as_str)
        .ok_or_else(|| format!("{flag} needs a value"))
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what}: '{text}' is not a valid number"))
}

/// Splits `key=value` words into pairs, refusing unknown keys.
fn pairs<'a>(
    words: &[&'a str],
    flag: &str,
    known: &[&str],
) -> Result<Vec<(&'a str, &'a str)>, String> {
    words
        .iter()
        .map(|w| {
            let (k, v) = w
                .split_once('=')
                .ok_or_else(|| format!("{flag}: '{w}' is not key=value"))?;
            if known.contains(&k) {
                Ok((k, v))
            } else {
                Err(format!(
                    "{flag}: unknown key '{k}' (known: {})",
                    known.join(", ")
                ))
            }
        })
        .collect()
}

pub fn parse(args: &[String]) -> Result<MatchArgs, String> {
    let mut engine_settings: Vec<Vec<&str>> = Vec::new();
    let mut each: Vec<&str> = Vec::new();
    let mut variant_name = "chess".to_string();
    let mut rule: Option<Rule> = None;
    let mut m = MatchArgs {
        engines: Vec::new(),
        variant: Variant::Chess,
        openings: OpeningSource::Default { final_set: false },
        order: Order::Sequential,
        start: 1,
        seed: 1,
        rounds: 1,
        games: 2,
        concurrency: 1,
        sprt: None,
        rules: Rules::default(),
        pgnout: None,
        rating_interval: 10,
        event: "tetrarch match".into(),
        log: None,
        hang_timeout: Duration::from_secs(60),
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "-engine" => {
                let words = group(args, &mut i);
                if words.is_empty() {
                    return Err("-engine needs settings: -engine cmd=PATH ...".into());
                }
                engine_settings.push(words);
            }
            "-each" => each.extend(group(args, &mut i)),
            "-variant" => variant_name = single(args, &mut i, flag)?.to_string(),
            "-rule" => {
                rule = Some(
                    Rule::from_name(single(args, &mut i, flag)?)
                        .map_err(|e| format!("-rule: {e}"))?,
                )
            }
            "-openings" => {
                let words = group(args, &mut i);
                match words.as_slice() {
                    ["none"] => m.openings = OpeningSource::StartPosition,
                    ["final"] => m.openings = OpeningSource::Default { final_set: true },
                    _ => {
                        for (k, v) in
                            pairs(&words, flag, &["file", "order", "start", "format", "plies"])?
                        {
                            match k {
                                "file" => m.openings = OpeningSource::File(PathBuf::from(v)),
                                "order" => {
                                    m.order = match v {
                                        "random" => Order::Random,
                                        "sequential" => Order::Sequential,
                                        _ => {
                                            return Err(format!(
                                            "-openings: order '{v}' is not random or sequential"
                                        ))
                                        }
                                    }
                                }
                                "start" => m.start = number(v, "-openings start")?,
                                // Accepted for fastchess compatibility; the format is the game's.
                                _ => {}
                            }
                        }
                        if words.is_empty() {
                            return Err("-openings needs file=F, final or none".into());
                        }
                    }
                }
            }
            "-srand" => m.seed = number(single(args, &mut i, flag)?, flag)?,
            "-rounds" => m.rounds = number(single(args, &mut i, flag)?, flag)?,
            "-games" => m.games = number(single(args, &mut i, flag)?, flag)?,
            "-repeat" => m.games = 2,
            "-concurrency" | "-c" => m.concurrency = number(single(args, &mut i, flag)?, flag)?,
            "-sprt" => {
                let words = group(args, &mut i);
                let (mut e0, mut e1, mut alpha, mut beta, mut model) =
                    (None, None, 0.05, 0.05, Model::Normalized);
                for (k, v) in pairs(&words, flag, &["elo0", "elo1", "alpha", "beta", "model"])? {
                    match k {
                        "elo0" => e0 = Some(number(v, "-sprt elo0")?),
                        "elo1" => e1 = Some(number(v, "-sprt elo1")?),
                        "alpha" => alpha = number(v, "-sprt alpha")?,
                        "beta" => beta = number(v, "-sprt beta")?,
                        _ => {
                            model = match v {
                                "normalized" => Model::Normalized,
                                "logistic" => Model::Logistic,
                                _ => {
                                    return Err(format!(
                                        "-sprt: model '{v}' is not normalized or logistic"
                                    ))
                                }
                            }
                        }
                    }
                }
                let (Some(e0), Some(e1)) = (e0, e1) else {
                    return Err("-sprt needs elo0= and elo1=".into());
                };
                m.sprt = Some(Sprt::new(e0, e1, alpha, beta, model)?);
            }
            "-resign" => {
                let words = group(args, &mut i);
                let mut r = ResignRule {
                    movecount: 1,
                    score: 0,
                    twosided: false,
                };
                for (k, v) in pairs(&words, flag, &["movecount", "score", "twosided"])? {
                    match k {
                        "movecount" => r.movecount = number(v, "-resign movecount")?,
                        "score" => r.score = number(v, "-resign score")?,
                        _ => r.twosided = v == "true",
                    }
                }
                if r.score <= 0 {
                    return Err("-resign needs score=CP above 0".into());
                }
                m.rules.resign = Some(r);
            }
            "-draw" => {
                let words = group(args, &mut i);
                let mut d = DrawRule {
                    movenumber: 0,
                    movecount: 1,
                    score: 0,
                };
                for (k, v) in pairs(&words, flag, &["movenumber", "movecount", "score"])? {
                    match k {
                        "movenumber" => d.movenumber = number(v, "-draw movenumber")?,
                        "movecount" => d.movecount = number(v, "-draw movecount")?,
                        _ => d.score = number(v, "-draw score")?,
                    }
                }
                m.rules.draw = Some(d);
            }
            "-maxmoves" => m.rules.max_moves = Some(number(single(args, &mut i, flag)?, flag)?),
            "-pgnout" | "-out" => {
                let words = group(args, &mut i);
                let file = match words.as_slice() {
                    [one] => one.strip_prefix("file=").unwrap_or(one),
                    _ => return Err(format!("{flag} needs a file name")),
                };
                m.pgnout = Some(PathBuf::from(file));
            }
            "-ratinginterval" => m.rating_interval = number(single(args, &mut i, flag)?, flag)?,
            "-event" => m.event = single(args, &mut i, flag)?.to_string(),
            "-log" => m.log = Some(PathBuf::from(single(args, &mut i, flag)?)),
            "-timeout" => {
                let s: f64 = number(single(args, &mut i, flag)?, flag)?;
                if !(s > 0.0 && s < 1e6) {
                    return Err("-timeout must be a positive number of seconds".into());
                }
                m.hang_timeout = Duration::from_secs_f64(s);
            }
            other => return Err(format!("unknown option '{other}'\n\n{USAGE}")),
        }
        i += 1;
    }
    let mut variant = Variant::parse(&variant_name).map_err(|e| format!("-variant: {e}"))?;
    if let Some(r) = rule {
        match &mut variant {
            Variant::Gomoku { rule, .. } => *rule = r,
            _ => return Err(format!("-rule is for gomoku, not {variant}")),
        }
    }
    m.variant = variant;
    if engine_settings.len() < 2 {
        return Err(format!(
            "a match needs at least two engines (got {})\n\n{USAGE}",
            engine_settings.len()
        ));
    }
    for settings in &engine_settings {
        let mut spec = EngineSpec::default();
        for s in each.iter().chain(settings) {
            spec.set(s)?;
        }
        m.engines.push(spec);
    }
    if m.rounds == 0 {
        return Err("-rounds must be at least 1".into());
    }
    if !(1..=2).contains(&m.games) {
        return Err(format!("-games must be 1 or 2 (got {})", m.games));
    }
    if m.concurrency == 0 {
        return Err("-concurrency must be at least 1".into());
    }
    if m.sprt.is_some() && m.engines.len() != 2 {
        return Err("-sprt needs exactly two engines".into());
    }
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(text: &str) -> Vec<String> {
        shlex::split(text).unwrap()
    }

    #[test]
    fn a_jocly_level_is_named_in_the_report() {
        let m = parse(&argv(
            "-engine cmd=tetrarch st=0.1 -engine cmd=node proto=jocly level=strong \
             -variant raumschach -rounds 1",
        ))
        .unwrap();
        assert_eq!(m.engines[0].limits_text(), "st=0.1");
        assert_eq!(m.engines[1].limits_text(), "level strong");
    }

    #[test]
    fn reads_a_fastchess_command_line() {
        let m = parse(&argv(
            "-engine cmd=tetrarch name=dev -engine cmd=/x/base name=base tc=5+0.05 \
             -each tc=10+0.1 option.Hash=64 -variant xiangqi -openings file=o.txt order=random \
             -rounds 20 -repeat -c 2 -sprt elo0=0 elo1=10 -pgnout games.pgn -draw movenumber=40 movecount=8 score=10",
        ))
        .unwrap();
        assert_eq!(m.engines.len(), 2);
        assert_eq!(m.engines[0].limits.describe(), "tc=10+0.1");
        assert_eq!(
            m.engines[1].limits.describe(),
            "tc=5+0.05",
            "an engine's own setting wins over -each"
        );
        assert_eq!(
            m.engines[1].options,
            [("Hash".to_string(), "64".to_string())]
        );
        assert_eq!(
            (m.variant, m.rounds, m.games, m.concurrency),
            (Variant::Xiangqi, 20, 2, 2)
        );
        assert_eq!(m.openings, OpeningSource::File(PathBuf::from("o.txt")));
        assert_eq!(m.order, Order::Random);
        assert_eq!(m.sprt.unwrap().elo1, 10.0);
        assert_eq!(m.rules.draw.unwrap().movecount, 8);
        assert_eq!(m.pgnout, Some(PathBuf::from("games.pgn")));
        let g = parse(&argv("-engine cmd=a nodes=10 -engine cmd=b nodes=10 -variant gomoku20 -rule renju -openings none")).unwrap();
        assert_eq!(g.variant, Variant::parse("gomoku20-renju").unwrap());
        assert_eq!(g.openings, OpeningSource::StartPosition);
    }

    #[test]
    fn bad_command_lines_name_the_problem() {
        let cases = [
            ("-engine cmd=a", "at least two engines"),
            (
                "-engine cmd=a -engine cmd=b -variant shogi",
                "unknown variant 'shogi'",
            ),
            (
                "-engine cmd=a -engine cmd=b -rule renju",
                "-rule is for gomoku",
            ),
            (
                "-engine cmd=a -engine cmd=b -games 3",
                "-games must be 1 or 2",
            ),
            (
                "-engine cmd=a -engine cmd=b -sprt elo0=5",
                "needs elo0= and elo1=",
            ),
            (
                "-engine cmd=a -engine cmd=b -sprt elo0=5 elo1=0",
                "elo0 (5) must be less than elo1 (0)",
            ),
            (
                "-engine cmd=a -engine cmd=b -engine cmd=c -sprt elo0=0 elo1=5",
                "exactly two engines",
            ),
            (
                "-engine cmd=a proto=morse -engine cmd=b",
                "unknown protocol 'morse'",
            ),
            (
                "-engine cmd=a -engine cmd=b -frobnicate",
                "unknown option '-frobnicate'",
            ),
            (
                "-engine cmd=a -engine cmd=b -openings order=sideways",
                "order 'sideways'",
            ),
            (
                "-engine cmd=a -engine cmd=b -rounds x",
                "'x' is not a valid number",
            ),
            ("-engine -engine cmd=b", "-engine needs settings"),
        ];
        for (line, needle) in cases {
            let e = parse(&argv(line)).unwrap_err();
            assert!(e.contains(needle), "{line}: {e}");
        }
    }
}
