//! End-to-end tests: short fixed-node games through the real `tetrarch` binary in each of the
//! four games, records written and read back, and bad input named in the error.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use super::play;
use crate::workspace;

/// The `tetrarch` binary of this build: the one `cargo test --workspace` builds beside the
/// test executables, or built now (same profile directory) when it is missing.
pub fn tetrarch_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| {
            let exe = std::env::current_exe().expect("the test executable's path");
            let profile_dir = exe
                .parent()
                .and_then(Path::parent)
                .expect("target/<profile>/deps/...")
                .to_path_buf();
            let binary = profile_dir.join(format!("tetrarch{}", std::env::consts::EXE_SUFFIX));
            if !binary.exists() {
                let release = profile_dir.file_name().is_some_and(|n| n == "release");
                let mut build = workspace::cargo();
                build.args([
                    "build",
                    "--quiet",
                    "-p",
                    "tetrarch-cli",
                    "--bin",
                    "tetrarch",
                ]);
                if release {
                    build.arg("--release");
                }
                let status = build.status().expect("run cargo build");
                assert!(status.success(), "building tetrarch failed");
            }
            assert!(
                binary.exists(),
                "no tetrarch binary at {}",
                binary.display()
            );
            binary
        })
        .clone()
}

fn args(text: &str) -> Vec<String> {
    shlex::split(&text.replace("TETRARCH", &tetrarch_binary().to_string_lossy())).expect("quoting")
}

fn temp_file(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrarch-match-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// Plays a short match and returns (games, records text).
fn short_match(extra: &str, records: &str) -> (u32, String) {
    let out = temp_file(records);
    let argv = args(&format!(
        "-engine cmd=TETRARCH name=one -engine cmd=TETRARCH name=two -each nodes=300 option.Hash=4 \
         -rounds 1 -repeat -maxmoves 30 -ratinginterval 0 -pgnout {} {extra}",
        out.display()
    ));
    let (_, outcome) = play(&argv).unwrap_or_else(|e| panic!("{extra}: {e}"));
    let text = std::fs::read_to_string(&out).unwrap();
    (outcome.pairings[0].tally.games(), text)
}

#[test]
fn chess_games_are_played_and_recorded_as_pgn() {
    let (games, pgn) = short_match("-variant chess", "chess.pgn");
    assert_eq!(games, 2);
    assert_eq!(pgn.matches("[Event ").count(), 2, "{pgn}");
    assert!(
        pgn.contains("[White \"one\"]") && pgn.contains("[White \"two\"]"),
        "colours swap:\n{pgn}"
    );
    assert!(
        pgn.contains("{book}") && pgn.contains("[Termination "),
        "{pgn}"
    );
}

#[test]
fn xiangqi_games_over_uci_and_ucci() {
    let (games, pgn) = short_match("-variant xiangqi", "xiangqi.pgn");
    assert_eq!(games, 2);
    assert!(
        pgn.contains("[Variant \"xiangqi\"]") && pgn.contains("[FEN "),
        "{pgn}"
    );
    let out = temp_file("ucci.pgn");
    let argv = args(&format!(
        "-engine cmd=TETRARCH name=ucci proto=ucci -engine cmd=TETRARCH name=uci -each nodes=300 \
         -variant xiangqi -maxmoves 20 -ratinginterval 0 -pgnout {}",
        out.display()
    ));
    let (_, outcome) = play(&argv).unwrap();
    assert_eq!(outcome.pairings[0].tally.games(), 2);
    let abandoned = outcome.pairings[0]
        .terminations
        .iter()
        .any(|(t, _)| *t == "abandoned");
    assert!(!abandoned, "{:?}", outcome.pairings[0].terminations);
}

#[test]
fn raumschach_games_are_recorded_as_lines() {
    let (games, lines) = short_match("-variant raumschach", "raumschach.txt");
    assert_eq!(games, 2);
    assert_eq!(lines.lines().count(), 2, "{lines}");
    let fields: Vec<&str> = lines.lines().next().unwrap().split('\t').collect();
    assert_eq!(fields.len(), 10, "{lines}");
    assert_eq!(
        (fields[0], fields[1], fields[2], fields[3]),
        ("1", "1.1", "one", "two")
    );
}

#[test]
fn gomoku_games_over_pbrain_and_uci() {
    let (games, lines) = short_match("-variant gomoku15 -rule renju", "gomoku.txt");
    assert_eq!(games, 2);
    for line in lines.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_ne!(fields[5], "abandoned", "{line}");
    }
    let out = temp_file("gomoku-uci.txt");
    let argv = args(&format!(
        "-engine cmd=TETRARCH name=pbrain -engine cmd=TETRARCH name=uci proto=uci -each nodes=500 \
         -variant gomoku20 -maxmoves 25 -ratinginterval 0 -pgnout {}",
        out.display()
    ));
    let (_, outcome) = play(&argv).unwrap();
    assert_eq!(outcome.pairings[0].tally.games(), 2);
}

#[test]
fn a_fixed_node_sprt_runs_and_reports() {
    let argv = args(
        "-engine cmd=TETRARCH name=a -engine cmd=TETRARCH name=b -each nodes=200 -rounds 2 -repeat \
         -maxmoves 20 -sprt elo0=0 elo1=10 -concurrency 2 -ratinginterval 0",
    );
    let (_, outcome) = play(&argv).unwrap();
    let p = &outcome.pairings[0];
    assert_eq!((p.tally.games(), p.tally.pair_count()), (4, 2));
    assert!(p.llr.is_some(), "an LLR after the first pair");
    assert!(outcome.stats[0].moves > 0 && outcome.stats[0].depth().is_some());
}

#[test]
fn bad_input_is_named() {
    let missing = "/no/such/engine-binary";
    let cases = [
        (format!("-engine cmd={missing} nodes=10 -engine cmd=TETRARCH nodes=10"), "/no/such/engine-binary"),
        ("-engine cmd=TETRARCH proto=semaphore -engine cmd=TETRARCH".to_string(), "unknown protocol 'semaphore'"),
        (
            "-engine cmd=TETRARCH nodes=10 -engine cmd=TETRARCH nodes=10 -openings file=/no/such/book.txt".to_string(),
            "cannot read openings file /no/such/book.txt",
        ),
        (
            "-engine cmd=TETRARCH nodes=10 option.Hashh=8 -engine cmd=TETRARCH nodes=10".to_string(),
            "has no option 'Hashh'",
        ),
        (
            "-engine cmd=TETRARCH nodes=10 proto=xboard -engine cmd=TETRARCH nodes=10".to_string(),
            "XBoard has no node limit",
        ),
        (
            "-engine cmd=TETRARCH st=1 proto=xboard tune.lmr_divisor=160 -engine cmd=TETRARCH st=1".to_string(),
            "tune.NAME=VALUE is sent over uci (setoption) and pbrain (INFO) only, not xboard",
        ),
        // `true` starts and exits at once: no handshake.
        ("-engine cmd=true nodes=10 -engine cmd=TETRARCH nodes=10".to_string(), "engine 'true'"),
    ];
    for (line, needle) in cases {
        let e = play(&args(&line))
            .err()
            .unwrap_or_else(|| panic!("{line} was accepted"));
        assert!(e.contains(needle), "{line}: {e}");
    }
    let book = temp_file("bad-book.txt");
    std::fs::write(
        &book,
        "startpos moves e2e4\nstartpos moves e2e4 e7e5 e1e3\n",
    )
    .unwrap();
    let e = play(&args(&format!(
        "-engine cmd=TETRARCH nodes=10 -engine cmd=TETRARCH nodes=10 -openings file={}",
        book.display()
    )))
    .err()
    .unwrap();
    assert!(
        e.contains(&format!("{}:2: opening move 3 'e1e3'", book.display())),
        "{e}"
    );
}

#[test]
fn a_crashing_engine_loses_and_is_restarted() {
    // A shell script that answers the UCI handshake, then exits when asked for a move.
    let script = temp_file("crasher.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) exit 3;; quit) exit 0;; esac; done\n",
    )
    .unwrap();
    let status = Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    assert!(status.success());
    let argv = args(&format!(
        "-engine cmd=TETRARCH name=good -engine cmd={} name=crasher -each nodes=100 -rounds 2 -repeat -ratinginterval 0",
        script.display()
    ));
    let (_, outcome) = play(&argv).unwrap();
    let p = &outcome.pairings[0];
    assert_eq!(
        (p.tally.wins, p.tally.losses, p.tally.draws),
        (4, 0, 0),
        "every game forfeited by the crasher"
    );
    assert_eq!(p.terminations, [("abandoned", 4)]);
}

/// A UCI "engine" script that passes the handshake and then answers `go` with `reply`
/// (`""`: never answers).
fn scripted_engine(name: &str, reply: &str) -> PathBuf {
    let script = temp_file(name);
    let go = if reply.is_empty() {
        ":".to_string()
    } else {
        format!("echo '{reply}'")
    };
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) {go};; quit) exit 0;; esac; done\n"
        ),
    )
    .unwrap();
    let status = Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    assert!(status.success());
    script
}

#[test]
fn illegal_unparseable_and_missing_moves_lose() {
    for (name, reply, limits, termination, reason) in [
        (
            "illegal.sh",
            "bestmove e2e5",
            "nodes=100",
            "rules infraction",
            "makes an illegal move: e2e5",
        ),
        (
            "garbage.sh",
            "bestmove hello",
            "nodes=100",
            "rules infraction",
            "makes an illegal move: hello",
        ),
        ("silent.sh", "", "st=0.2", "time forfeit", "loses on time"),
    ] {
        let script = scripted_engine(name, reply);
        let out = temp_file(&format!("{name}.pgn"));
        let argv = args(&format!(
            "-engine cmd=TETRARCH name=good -engine cmd={} name=bad -each {limits} -ratinginterval 0 -pgnout {}",
            script.display(),
            out.display()
        ));
        let (_, outcome) = play(&argv).unwrap();
        let p = &outcome.pairings[0];
        assert_eq!((p.tally.wins, p.tally.losses), (2, 0), "{name}");
        assert_eq!(p.terminations, [(termination, 2)], "{name}");
        let pgn = std::fs::read_to_string(&out).unwrap();
        assert!(pgn.contains(reason), "{name}: {pgn}");
    }
}

#[test]
fn an_sprt_stops_when_decided() {
    // The crasher loses every game at once, so H0 (the first engine is no better) comes fast.
    let script = temp_file("sprt-crasher.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) exit 3;; esac; done\n",
    )
    .unwrap();
    assert!(Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap()
        .success());
    let argv = args(&format!(
        "-engine cmd={} name=crasher -engine cmd=TETRARCH name=good -each nodes=100 -rounds 100 -repeat \
         -sprt elo0=0 elo1=10 alpha=0.1 beta=0.1 -ratinginterval 0",
        script.display()
    ));
    let (_, outcome) = play(&argv).unwrap();
    let p = &outcome.pairings[0];
    assert_eq!(p.decision, Some(super::sprt::Decision::H0));
    assert!(
        p.tally.games() < 200 && p.tally.pairs[0] == p.tally.pair_count(),
        "{:?}",
        p.tally
    );
    assert!(p.llr.unwrap() <= -2.19, "{:?}", p.llr);
}

/// Rounds that must reuse openings at fixed nodes replay games: the runner says so; with a
/// clock (or enough openings) it does not.
#[test]
fn replayed_openings_at_fixed_nodes_are_warned() {
    use super::engine::EngineSpec;
    use super::replay_warning;
    let mut fixed = EngineSpec::default();
    fixed.limits.nodes = Some(20_000);
    let engines = vec![fixed.clone(), fixed.clone()];
    let warning = replay_warning(500, 60, &engines).expect("a warning");
    assert!(warning.contains("500 rounds over 60 openings"), "{warning}");
    assert_eq!(replay_warning(500, 1000, &engines), None);
    let mut clocked = fixed;
    clocked.limits.nodes = None;
    clocked.limits.movetime = Some(std::time::Duration::from_millis(100));
    assert_eq!(
        replay_warning(500, 60, &[engines[0].clone(), clocked]),
        None
    );
}
