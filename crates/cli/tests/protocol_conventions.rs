//! The conventions GUIs and their users expect beyond the protocol texts, compared with
//! Stockfish, Fairy-Stockfish, ElephantEye and Yixin-Board: what the last `info` line says,
//! when bound lines appear, `d`, the UCCI time unit, Yixin-Board's command blocks.

mod support;

use support::{Session, SECOND};

/// The value after `key` in an info line.
fn field(line: &str, key: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    words.find(|&w| w == key)?;
    words.next()?.parse().ok()
}

#[test]
fn uci_node_limit_ends_with_the_real_node_count() {
    let mut s = Session::start();
    s.send("position startpos");
    s.send("go nodes 30000");
    let seen = s.until(20 * SECOND, |l| l.starts_with("bestmove"));
    let last = seen
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line");
    let nodes = field(last, "nodes").unwrap();
    // The budget is checked every few nodes, so the search stops within a small step of it.
    assert!((30_000..=31_000).contains(&nodes), "{last}");
}

#[test]
fn uci_bound_lines_only_after_three_seconds() {
    let mut s = Session::start();
    s.send("position startpos");
    // Long enough for many aspiration re-searches, short of three seconds on any machine
    // that runs the tests.
    s.send("go nodes 300000");
    let seen = s.until(30 * SECOND, |l| l.starts_with("bestmove"));
    for line in seen.iter().filter(|l| l.starts_with("info depth")) {
        if line.contains("lowerbound") || line.contains("upperbound") {
            assert!(field(line, "time").unwrap() >= 3000, "{line}");
        }
    }
}

#[test]
fn uci_d_prints_the_fen_once() {
    for variant in ["chess", "xiangqi", "raumschach", "gomoku15"] {
        let mut s = Session::start();
        s.send("uci");
        s.send(&format!("setoption name UCI_Variant value {variant}"));
        s.send("d");
        s.send("isready");
        let seen = s.until(5 * SECOND, |l| l == "readyok");
        // In any spelling (xiangqi's board once printed `FEN: ` and then `Fen: `).
        let fens = seen
            .iter()
            .filter(|l| l.to_ascii_lowercase().starts_with("fen: "))
            .count();
        assert_eq!(fens, 1, "{variant}: {seen:#?}");
        assert!(
            seen.iter().any(|l| l.starts_with("Fen: ")),
            "{variant}: {seen:#?}"
        );
    }
}

#[test]
fn ucci_times_are_seconds_unless_usemillisec() {
    let mut s = Session::start();
    s.send("ucci");
    let seen = s.until(5 * SECOND, |l| l == "ucciok");
    assert!(
        seen.iter().any(|l| l.starts_with("id copyright ")),
        "{seen:?}"
    );
    assert!(seen.iter().any(|l| l.starts_with("id user ")), "{seen:?}");
    assert!(
        seen.iter()
            .any(|l| l == "option usemillisec type check default false"),
        "{seen:?}"
    );
    s.send("position startpos");
    // 300 seconds on the clock (a fortieth of it is the plan): a spec-following GUI's
    // `go time 300` is no move within a second.
    s.send("go time 300");
    let started = std::time::Instant::now();
    while let Some(left) = SECOND.checked_sub(started.elapsed()) {
        match s.silent_for(left) {
            Some(line) => assert!(!line.starts_with("bestmove"), "moved at once: {line}"),
            None => break,
        }
    }
    s.send("stop");
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    // With usemillisec the same number is 300 ms.
    s.send("setoption usemillisec true");
    s.send("go time 300");
    let started = std::time::Instant::now();
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    assert!(started.elapsed() < 2 * SECOND, "{:?}", started.elapsed());
}

/// Every reply up to and including the first `x,y` move line.
fn pbrain_reply(s: &Session) -> Vec<String> {
    s.until(10 * SECOND, |l| {
        l.split(',').count() == 2 && l.split(',').all(|n| n.parse::<usize>().is_ok())
    })
}

#[test]
fn pbrain_yixin_blocks_are_read_as_blocks() {
    let mut s = Session::start();
    s.send("START 15");
    s.until(5 * SECOND, |l| l == "OK");
    s.send("INFO timeout_turn 300");
    s.send("YXSHOWINFO");
    let seen = s.until(5 * SECOND, |l| l.starts_with("MESSAGE INFO MAX_HASH_SIZE "));
    assert!(
        seen.iter().any(|l| l == "MESSAGE INFO MAX_THREAD_NUM 256"),
        "{seen:?}"
    );
    // Unblocked, the brain opens in the centre.
    s.send("BEGIN");
    let first = pbrain_reply(&s);
    assert_eq!(first.last().unwrap(), "7,7", "{first:?}");
    // The centre and its neighbours blocked: none of them is played, and no line of the
    // block is taken for a command.
    s.send("RESTART");
    s.until(5 * SECOND, |l| l == "OK");
    s.send("YXBLOCK");
    for point in [
        "7,7", "6,6", "7,6", "8,6", "6,7", "8,7", "6,8", "7,8", "8,8",
    ] {
        s.send(point);
    }
    s.send("DONE");
    s.send("YXBLOCKUNDO");
    s.send("8,8");
    s.send("DONE");
    s.send("YXHASHCLEAR");
    s.send("BEGIN");
    let seen = pbrain_reply(&s);
    let blocked = ["7,7", "6,6", "7,6", "8,6", "6,7", "8,7", "6,8", "7,8"];
    let moved = seen.last().unwrap();
    assert!(!blocked.contains(&moved.as_str()), "{seen:?}");
    for line in &seen {
        assert!(
            !line.starts_with("UNKNOWN") && !line.starts_with("ERROR"),
            "stray reply {line}: {seen:?}"
        );
    }
    assert!(
        seen.iter().any(|l| l == "MESSAGE hash table cleared"),
        "{seen:?}"
    );
    // YXBLOCKRESET frees every point again.
    s.send("YXBLOCKRESET");
    s.send("RESTART");
    s.until(5 * SECOND, |l| l == "OK");
    s.send("BEGIN");
    let again = pbrain_reply(&s);
    assert_eq!(again.last().unwrap(), "7,7", "{again:?}");
    s.send("END");
    s.exits_within(5 * SECOND);
}

/// The deepest `info depth` before `bestmove`.
fn deepest(seen: &[String]) -> u64 {
    seen.iter()
        .filter_map(|l| field(l, "depth"))
        .max()
        .unwrap_or(0)
}

#[test]
fn uci_skill_level_spans_stockfish_range_and_elo_limits_strength() {
    let mut s = Session::start();
    s.send("uci");
    let seen = s.until(5 * SECOND, |l| l == "uciok");
    for option in [
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 2200 min 600 max 2200",
    ] {
        assert!(seen.iter().any(|l| l == option), "{option}: {seen:#?}");
    }
    s.send("position startpos");
    // Skill 0 is the weakest searching level: a two-ply depth cap.
    s.send("setoption name Skill Level value 0");
    s.send("go depth 8");
    assert_eq!(
        deepest(&s.until(10 * SECOND, |l| l.starts_with("bestmove"))),
        2
    );
    // Stockfish's 20 is full strength, so a GUI's copied configuration plays at full depth.
    s.send("setoption name Skill Level value 20");
    s.send("go depth 8");
    assert_eq!(
        deepest(&s.until(10 * SECOND, |l| l.starts_with("bestmove"))),
        8
    );
    // Bad values are named and change nothing.
    s.send("setoption name Skill Level value 21");
    s.until(5 * SECOND, |l| {
        l == "info string error: option Skill Level value 21 is out of range 0..20"
    });
    s.send("setoption name UCI_Elo value 3500");
    s.until(5 * SECOND, |l| {
        l == "info string error: option UCI_Elo value 3500 is out of range 600..2200"
    });
    // UCI_Elo takes over once UCI_LimitStrength is on: 1620 is nearest the four-ply level's
    // measured 1623 (docs/strength.md).
    s.send("setoption name UCI_Elo value 1620");
    s.send("go depth 8");
    assert_eq!(
        deepest(&s.until(10 * SECOND, |l| l.starts_with("bestmove"))),
        8
    );
    s.send("setoption name UCI_LimitStrength value true");
    s.send("go depth 8");
    assert_eq!(
        deepest(&s.until(10 * SECOND, |l| l.starts_with("bestmove"))),
        4
    );
}

#[test]
fn xboard_offers_every_option_and_analyses_several_lines() {
    let mut s = Session::start();
    s.send("xboard");
    s.send("protover 2");
    let seen = s.until(5 * SECOND, |l| l == "feature done=1");
    for name in [
        "Hash -spin 16 1 ",
        "Threads -spin 1 1 256",
        "MultiPV -spin 1 1 256",
        "Move Overhead -spin 30 0 5000",
        "Clear Hash -button",
        "Skill Level -spin 20 0 20",
        "VariantPath -file ",
    ] {
        let wanted = format!("feature option=\"{name}");
        assert!(
            seen.iter().any(|l| l.starts_with(&wanted)),
            "{name}: {seen:#?}"
        );
    }
    s.send("option Skill Level=21");
    s.until(5 * SECOND, |l| {
        l == "Error (option): option Skill Level value 21 is out of range 0..20"
    });
    s.send("option Contempt=10");
    s.until(5 * SECOND, |l| {
        l.starts_with("Error (option): unknown option 'Contempt'")
    });
    s.send("option Clear Hash");
    s.send("option MultiPV=2");
    s.send("post");
    s.send("analyze");
    // Two lines per depth with different first moves.
    let seen = s.until(10 * SECOND, |l| l.starts_with("6 "));
    let depth5: Vec<&String> = seen.iter().filter(|l| l.starts_with("5 ")).collect();
    assert_eq!(depth5.len(), 2, "{seen:#?}");
    // The PV follows the tab after the extended fields.
    let first = |l: &str| {
        let (_, pv) = l.split_once('\t')?;
        pv.split_whitespace().next().map(str::to_string)
    };
    assert!(first(depth5[0]).is_some(), "{depth5:?}");
    assert_ne!(first(depth5[0]), first(depth5[1]), "{depth5:?}");
    s.send("exit");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn xiangqi_rank_numbering_is_an_option_and_errors_name_the_other() {
    let mut s = Session::start();
    s.send("uci");
    let seen = s.until(5 * SECOND, |l| l == "uciok");
    assert!(
        seen.iter()
            .any(|l| l == "option name RankNumbering type combo default 1-10 var 1-10 var 0-9"),
        "{seen:#?}"
    );
    s.send("setoption name UCI_Variant value xiangqi");
    // Pikafish's cannon move in Fairy-Stockfish's numbering is illegal: the error says why.
    s.send("position startpos moves h2e2");
    s.until(5 * SECOND, |l| {
        l == "info string error: position: move 1 'h2e2' refused, position set before it: \
              illegal move 'h2e2' ('h2e2' is legal with the ranks numbered 0-9, as ICCS, UCCI, \
              XBoard and Pikafish number them)"
    });
    s.send("setoption name RankNumbering value 0-10");
    s.until(5 * SECOND, |l| {
        l == "info string error: option RankNumbering has no value '0-10' (known: 1-10, 0-9)"
    });
    // Ranks 0-9 in and out: Black's horse h9g7 (h10g8 in 1-10).
    s.send("setoption name RankNumbering value 0-9");
    s.send("position startpos moves h2e2");
    s.send("go depth 3 searchmoves h9g7");
    let seen = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    assert!(
        seen.last().unwrap().starts_with("bestmove h9g7"),
        "{seen:#?}"
    );
    assert!(!seen.iter().any(|l| l.contains("error")), "{seen:#?}");
    s.send("position startpos moves h3e3");
    s.until(5 * SECOND, |l| {
        l.ends_with("illegal move 'h3e3' ('h3e3' is legal with the ranks numbered 1-10, as Fairy-Stockfish numbers them)")
    });
    s.send("quit");
    s.exits_within(5 * SECOND);

    // UCCI and XBoard speak ICCS (0-9) and hint at Fairy-Stockfish's numbering.
    let mut s = Session::start();
    s.send("ucci");
    s.send("position startpos moves h3e3");
    s.until(5 * SECOND, |l| {
        l.starts_with("info string error:")
            && l.contains("'h3e3' is legal with the ranks numbered 1-10")
    });
    s.send("quit");
    let mut s = Session::start();
    for line in [
        "xboard",
        "protover 2",
        "variant xiangqi",
        "force",
        "usermove h3e3",
    ] {
        s.send(line);
    }
    s.until(5 * SECOND, |l| {
        l == "Illegal move ('h3e3' is legal with the ranks numbered 1-10, as Fairy-Stockfish numbers them): h3e3"
    });
    s.send("quit");
}

#[test]
fn ucci_probe_answers_pophash_from_the_table() {
    let mut s = Session::start();
    s.send("ucci");
    s.until(5 * SECOND, |l| l == "ucciok");
    // Nothing searched yet: the table is empty.
    s.send("probe startpos");
    s.until(5 * SECOND, |l| l == "pophash");
    s.send("position startpos");
    s.send("go depth 6");
    let seen = s.until(20 * SECOND, |l| l.starts_with("bestmove"));
    let best = seen
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    // The root position: the move the search chose (ICCS) and its score bounds with depth.
    s.send("probe startpos");
    let line = s
        .until(5 * SECOND, |l| l.starts_with("pophash"))
        .pop()
        .unwrap();
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(
        &words[..3],
        ["pophash", "bestmove", best.as_str()],
        "{line}"
    );
    let bounds: Vec<&[&str]> = words[3..].chunks(4).collect();
    assert!(!bounds.is_empty(), "{line}");
    for b in bounds {
        assert!(matches!(b[0], "lowerbound" | "upperbound"), "{line}");
        assert!(b[1].parse::<i32>().is_ok() && b[2] == "depth", "{line}");
        assert!(b[3].parse::<u32>().unwrap() >= 1, "{line}");
    }
    // A position after a move: the reply's entry, in the reply's own terms.
    s.send(&format!("probe startpos moves {best}"));
    let line = s
        .until(5 * SECOND, |l| l.starts_with("pophash"))
        .pop()
        .unwrap();
    assert!(line.starts_with("pophash bestmove "), "{line}");
    // A bad probe is refused and changes nothing.
    s.send("probe startpos moves h2e2 zz");
    s.until(5 * SECOND, |l| {
        l.starts_with("info string error: probe refused: position: move 2 'zz' refused")
    });
    s.send("go depth 1");
    let seen = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    // Still the start position (Red to move): a Red move, from ranks 0-3.
    let mv = seen.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(matches!(&mv[1..2], "0" | "2" | "3"), "{seen:#?}");
    s.send("quit");
    s.until(5 * SECOND, |l| l == "bye");
}

#[test]
fn uci_eval_in_check_says_none_as_stockfish() {
    for (variant, fen) in [
        ("chess", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"),
        ("xiangqi", "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"),
    ] {
        let mut s = Session::start();
        s.send("uci");
        s.send(&format!("setoption name UCI_Variant value {variant}"));
        s.send(&format!("position fen {fen}"));
        s.send("eval");
        s.send("isready");
        let seen = s.until(5 * SECOND, |l| l == "readyok");
        let after_uciok: Vec<&String> = seen.iter().skip_while(|l| *l != "uciok").skip(1).collect();
        assert_eq!(
            after_uciok,
            ["Final evaluation: none (in check)", "readyok"],
            "{variant}: {seen:#?}"
        );
        // Out of check, the full trace again.
        s.send("position startpos");
        s.send("eval");
        s.send("isready");
        let seen = s.until(5 * SECOND, |l| l == "readyok");
        assert!(
            seen.iter()
                .any(|l| l.starts_with("Final evaluation       ")),
            "{variant}: {seen:#?}"
        );
        s.send("quit");
    }
}
