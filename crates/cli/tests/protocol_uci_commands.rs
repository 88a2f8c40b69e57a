//! Stockfish's UCI debugging commands through the binary: `eval` (the terms and the final
//! evaluation), `flip` (the colours exchanged: the evaluation turns over exactly), `bench`
//! (the same node counts as `tetrarch bench`, Stockfish's summary lines, `stop` obeyed), and
//! their errors, after which the engine keeps serving.

mod support;

use std::process::Command;
use support::{Session, SECOND};

/// Sends `commands` after `uci`, then `isready`; the lines up to `readyok` (excluded),
/// without the handshake.
fn answers(commands: &[&str]) -> Vec<String> {
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    for c in commands {
        s.send(c);
    }
    s.send("isready");
    let mut seen = s.until(60 * SECOND, |l| l == "readyok");
    seen.pop();
    seen
}

/// The number on each `Final evaluation  +0.25 (white side)` line, in the game's units.
fn final_evaluations(lines: &[String]) -> Vec<f64> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("Final evaluation"))
        .map(|rest| {
            let number = rest.split_whitespace().next().unwrap();
            number.parse().unwrap_or_else(|_| panic!("{rest}"))
        })
        .collect()
}

#[test]
fn eval_prints_the_terms_and_the_final_evaluation() {
    let seen = answers(&[
        "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "eval",
    ]);
    let header = seen.iter().position(|l| l.trim_start().starts_with("Term"));
    assert!(header.is_some(), "{seen:#?}");
    for term in ["material", "knight mobility", "pawn storm", "tempo"] {
        assert!(
            seen.iter().any(|l| l.trim_start().starts_with(term)),
            "{term}: {seen:#?}"
        );
    }
    let sum = seen
        .iter()
        .find(|l| l.trim_start().starts_with("Sum"))
        .unwrap();
    let last = seen.last().unwrap();
    assert!(last.ends_with("(white side)"), "{last}");
    // The tapered sum is the final evaluation (the phase here is the full middle game, so it
    // is the middle-game total).
    let tapered = seen.iter().find(|l| l.starts_with("Phase ")).unwrap();
    let value = tapered.rsplit(' ').next().unwrap();
    assert!(last.contains(value), "{tapered} / {last}");
    assert!(sum.contains(value), "{sum} / {tapered}");

    let xiangqi = answers(&["setoption name UCI_Variant value xiangqi", "eval"]);
    assert!(
        xiangqi[0].contains("Red") && xiangqi[0].contains("Black"),
        "{xiangqi:#?}"
    );
    assert!(
        xiangqi.last().unwrap().ends_with("(red side)"),
        "{xiangqi:#?}"
    );

    // Games without traced terms give at least the total.
    for variant in ["raumschach", "gomoku15", "capablanca"] {
        let seen = answers(&[
            &format!("setoption name UCI_Variant value {variant}"),
            "eval",
        ]);
        assert_eq!(final_evaluations(&seen).len(), 1, "{variant}: {seen:#?}");
    }
}

#[test]
fn flip_exchanges_the_colours_and_the_evaluation_turns_over() {
    let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    let seen = answers(&[&format!("position fen {fen}"), "eval", "flip", "eval", "d"]);
    assert!(
        seen.iter()
            .any(|l| l == "Fen: rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq f3 0 3"),
        "{seen:#?}"
    );
    let values = final_evaluations(&seen);
    assert_eq!(values.len(), 2, "{seen:#?}");
    assert_ne!(values[0], 0.0);
    assert_eq!(values[0], -values[1], "{seen:#?}");

    // Twice is the identity; xiangqi and Raumschach mirror too.
    let twice = answers(&[&format!("position fen {fen}"), "flip", "flip", "d"]);
    assert!(
        twice.iter().any(|l| l == &format!("Fen: {fen}")),
        "{twice:#?}"
    );
    for (variant, moves) in [
        ("xiangqi", "h3e3 h10g8 h1g3"),
        ("raumschach", "Bb2Bb3 Db4Db3 Bc2Bc3"),
    ] {
        let seen = answers(&[
            &format!("setoption name UCI_Variant value {variant}"),
            &format!("position startpos moves {moves}"),
            "eval",
            "flip",
            "eval",
        ]);
        let values = final_evaluations(&seen);
        assert_eq!(values.len(), 2, "{variant}: {seen:#?}");
        assert_eq!(values[0], -values[1], "{variant}: {seen:#?}");
    }
}

#[test]
fn flip_refuses_games_without_a_mirror_and_serving_goes_on() {
    for (variant, position) in [
        ("gomoku15", "startpos moves h8"),
        ("connect4free", "startpos"),
        ("capablanca", "startpos"),
    ] {
        let seen = answers(&[
            &format!("setoption name UCI_Variant value {variant}"),
            &format!("position {position}"),
            "flip",
            "d",
        ]);
        let error = seen
            .iter()
            .find(|l| l.starts_with("info string error: flip is not defined for"))
            .unwrap_or_else(|| panic!("{variant}: {seen:#?}"));
        assert!(error.contains(variant), "{error}");
        assert!(seen.iter().any(|l| l.starts_with("Fen: ")), "{seen:#?}");
    }
}

/// The `Nodes searched  : N` line's count.
fn nodes_searched(lines: &[String]) -> u64 {
    let line = lines
        .iter()
        .find(|l| l.starts_with("Nodes searched  : "))
        .unwrap_or_else(|| panic!("no Nodes searched line: {lines:#?}"));
    line.rsplit(' ').next().unwrap().parse().unwrap()
}

#[test]
fn uci_bench_counts_what_tetrarch_bench_counts() {
    let mut s = Session::start();
    s.send("uci");
    s.send("bench 16 1 5");
    let seen = s.until(120 * SECOND, |l| l.starts_with("Nodes/second    : "));
    let over_uci = nodes_searched(&seen);
    let nps: u64 = seen
        .last()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(nps > 0, "{seen:#?}");
    assert_eq!(
        seen.iter().filter(|l| l.starts_with("position ")).count(),
        tetrarch::bench_positions().len()
    );
    // The session's own position and table are untouched: it still plays.
    s.send("go depth 2");
    s.until(10 * SECOND, |l| l.starts_with("bestmove "));

    let out = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(["bench", "--depth", "5"])
        .output()
        .expect("the tetrarch binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<String> = text.lines().map(String::from).collect();
    assert_eq!(over_uci, nodes_searched(&lines), "{lines:#?}");
}

#[test]
fn uci_bench_stops_and_refuses_bad_arguments() {
    let mut s = Session::start();
    s.send("uci");
    s.send("bench");
    s.send("stop");
    s.until(30 * SECOND, |l| {
        l == "info string bench stopped before it finished"
    });
    for (args, named) in [
        ("0", "hash size (MiB) '0'"),
        ("16 x", "thread count 'x'"),
        ("16 1 999", "depth '999'"),
        ("16 1 5 mine.epd", "positions 'mine.epd'"),
        ("16 1 5 default nodes", "limit type 'nodes'"),
    ] {
        s.send(&format!("bench {args}"));
        let seen = s.until(5 * SECOND, |l| l.starts_with("info string error: bench: "));
        assert!(seen.last().unwrap().contains(named), "{args}: {seen:#?}");
    }
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
}
