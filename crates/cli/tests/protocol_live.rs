//! What the engine tells a GUI while a search runs, compared with Stockfish and
//! Fairy-Stockfish: UCI `currmove` lines after three seconds, XBoard's `stat01` answer to
//! `.` from the search as it is now, and XBoard thinking lines with the extended fields.

mod support;

use std::time::{Duration, Instant};
use support::{Session, SECOND};

#[test]
fn uci_currmove_lines_come_after_three_seconds() {
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("position startpos");
    let started = Instant::now();
    s.send("go infinite");
    let seen = s.until(30 * SECOND, |l| l.contains(" currmove "));
    // Stockfish's root loop shows them once `elapsed > 3000` ms; the line cannot come sooner.
    assert!(
        started.elapsed() >= Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    let line = seen.last().unwrap();
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words.len(), 7, "{line}");
    assert_eq!(
        (words[0], words[1], words[3], words[5]),
        ("info", "depth", "currmove", "currmovenumber"),
        "{line}"
    );
    assert!(words[2].parse::<u32>().unwrap() >= 1, "{line}");
    let number: usize = words[6].parse().unwrap();
    assert!((1..=20).contains(&number), "{line}");
    // A legal first move in UCI notation.
    let mv = words[4];
    assert!(
        mv.len() == 4 && matches!(&mv[1..2], "1" | "2") && matches!(&mv[3..4], "3" | "4"),
        "{line}"
    );
    s.send("stop");
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    // A short search shows none.
    s.send("go depth 6");
    let seen = s.until(20 * SECOND, |l| l.starts_with("bestmove"));
    assert!(!seen.iter().any(|l| l.contains("currmove")), "{seen:#?}");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

/// The fields of a `stat01:` line: time (cs), nodes, ply, moves left, total moves, and the
/// name of the move being searched.
fn stat01(line: &str) -> (u64, u64, u64, u64, u64, String) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words.len(), 7, "{line}");
    assert_eq!(words[0], "stat01:", "{line}");
    let n = |i: usize| -> u64 { words[i].parse().unwrap_or_else(|_| panic!("{line}")) };
    (n(1), n(2), n(3), n(4), n(5), words[6].to_string())
}

/// XBoard thinking lines: `ply score time nodes seldepth nps tbhits<TAB>pv`.
fn thinking(line: &str) -> Option<(Vec<i64>, String)> {
    let (fields, pv) = line.split_once('\t')?;
    let numbers: Option<Vec<i64>> = fields.split(' ').map(|w| w.parse().ok()).collect();
    Some((numbers?, pv.to_string()))
}

#[test]
fn xboard_analysis_status_is_live_and_thinking_has_the_extended_fields() {
    let mut s = Session::start();
    for line in ["xboard", "protover 2", "new", "force", "post", "analyze"] {
        s.send(line);
    }
    std::thread::sleep(Duration::from_millis(700));
    s.send(".");
    let before = s.until(10 * SECOND, |l| l.starts_with("stat01:"));
    std::thread::sleep(Duration::from_millis(700));
    s.send(".");
    let after = s.until(10 * SECOND, |l| l.starts_with("stat01:"));
    s.send("exit");
    s.send("ping 1");
    s.until(5 * SECOND, |l| l == "pong 1");

    let first = stat01(before.last().unwrap());
    let second = stat01(after.last().unwrap());
    for st in [&first, &second] {
        assert_eq!(st.4, 20, "20 moves from the start: {st:?}");
        assert!(st.3 < 20, "{st:?}");
        // The move being searched, as people write it (SAN): `e4`, `Nf3`.
        assert!(
            st.5.len() <= 3 && st.5.chars().any(|c| c.is_ascii_digit()),
            "{st:?}"
        );
    }
    // The second answer is about 0.7 s later: its clock has moved on with it, which the
    // last finished depth's would not have done.
    assert!(second.0 >= first.0 + 50, "{first:?} then {second:?}");
    assert!(second.1 >= first.1, "{first:?} then {second:?}");
    // It is no older than the thinking line printed before it.
    let last_thinking = after.iter().rev().find_map(|l| thinking(l));
    if let Some((fields, _)) = last_thinking {
        assert!(second.0 >= fields[2] as u64, "{fields:?} then {second:?}");
        assert!(second.2 >= fields[0] as u64, "{fields:?} then {second:?}");
    }

    let lines: Vec<_> = before
        .iter()
        .chain(&after)
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert!(!lines.is_empty(), "{before:#?}");
    for line in lines {
        let (fields, pv) = thinking(line).unwrap_or_else(|| panic!("no tab: {line:?}"));
        assert_eq!(fields.len(), 7, "{line:?}");
        let (depth, seldepth, nodes, nps) = (fields[0], fields[4], fields[3], fields[5]);
        assert!(seldepth >= depth, "{line:?}");
        assert!(nodes > 0 && nps >= 0, "{line:?}");
        assert!(!pv.is_empty() && !pv.starts_with(' '), "{line:?}");
    }
    s.send("quit");
    s.exits_within(5 * SECOND);
}
