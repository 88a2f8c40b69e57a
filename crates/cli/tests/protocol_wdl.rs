//! UCI's `UCI_ShowWDL` through the binary: off by default; on, every `info ... score` line
//! carries `wdl W D L` that sums to 1000, rises with the score within a position (the MultiPV
//! lines of one root), and is certain for a mate. Games with a fitted model (chess, xiangqi)
//! show it; a game without one shows scores alone.

mod support;

use support::{Session, SECOND};

/// The `info` lines with a score of a `go` in `variant` from `position`, with `options`.
fn score_lines(variant: &str, position: &str, options: &[&str], go: &str) -> Vec<String> {
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send(&format!("setoption name UCI_Variant value {variant}"));
    for o in options {
        s.send(o);
    }
    s.send(position);
    s.send(go);
    let seen = s.until(60 * SECOND, |l| l.starts_with("bestmove"));
    seen.into_iter()
        .filter(|l| l.starts_with("info") && l.contains(" score "))
        .collect()
}

/// `(score, [win, draw, loss])` of a line: the centipawns (mate as +-100000) and the `wdl`.
fn score_and_wdl(line: &str) -> (i64, Option<[u32; 3]>) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = |key: &str| words.iter().position(|w| *w == key);
    let s = at("score").expect("score");
    let value: i64 = words[s + 2].parse().expect("score value");
    let score = match words[s + 1] {
        "cp" => value,
        "mate" => value.signum() * 100_000,
        other => panic!("score kind {other} in {line}"),
    };
    let wdl = at("wdl").map(|w| {
        let n = |i: usize| words[w + i].parse::<u32>().expect("wdl number");
        [n(1), n(2), n(3)]
    });
    (score, wdl)
}

const SHOW: &str = "setoption name UCI_ShowWDL value true";

#[test]
fn wdl_is_off_by_default_and_declared() {
    let mut s = Session::start();
    s.send("uci");
    let handshake = s.until(5 * SECOND, |l| l == "uciok");
    assert!(
        handshake.contains(&"option name UCI_ShowWDL type check default false".to_string()),
        "{handshake:#?}"
    );
    let lines = score_lines("chess", "position startpos", &[], "go depth 4");
    assert!(!lines.is_empty());
    assert!(lines.iter().all(|l| !l.contains(" wdl ")), "{lines:#?}");
}

#[test]
fn wdl_sums_to_1000_and_rises_with_the_score() {
    // White can take a loose queen (Nxg5) or not: the ten lines span a wide range of scores
    // from one root, so one material count.
    let lines = score_lines(
        "chess",
        "position fen rnb1kbnr/pppp1ppp/8/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        &[SHOW, "setoption name MultiPV value 10"],
        "go depth 6",
    );
    let mut points: Vec<(i64, [u32; 3])> = lines
        .iter()
        .map(|l| {
            let (score, wdl) = score_and_wdl(l);
            let wdl = wdl.unwrap_or_else(|| panic!("no wdl in {l}"));
            assert_eq!(wdl.iter().sum::<u32>(), 1000, "{l}");
            (score, wdl)
        })
        .collect();
    points.sort();
    let (low, high) = (points[0].0, points[points.len() - 1].0);
    assert!(high - low > 300, "too narrow a range of scores: {points:?}");
    for pair in points.windows(2) {
        let ([w0, _, l0], [w1, _, l1]) = (pair[0].1, pair[1].1);
        assert!(w1 >= w0 && l1 <= l0, "not monotonic: {pair:?}");
    }
    // Taking the queen is nearly a sure win for the side to move.
    assert!(points[points.len() - 1].1[0] > 900, "{points:?}");
}

#[test]
fn a_mate_is_certain_and_xiangqi_has_its_own_model() {
    let mate = score_lines(
        "chess",
        "position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        &[SHOW],
        "go depth 5",
    );
    let last = mate.last().expect("a score line");
    assert!(last.contains("score mate 1 wdl 1000 0 0 "), "{last}");

    let xiangqi = score_lines("xiangqi", "position startpos", &[SHOW], "go depth 5");
    for l in &xiangqi {
        let (_, wdl) = score_and_wdl(l);
        assert_eq!(wdl.map(|w| w.iter().sum::<u32>()), Some(1000), "{l}");
    }
}

#[test]
fn a_game_without_a_model_shows_scores_alone() {
    let lines = score_lines("capablanca", "position startpos", &[SHOW], "go depth 3");
    assert!(!lines.is_empty());
    assert!(lines.iter().all(|l| !l.contains(" wdl ")), "{lines:#?}");
}
