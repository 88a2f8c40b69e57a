//! Search output lines in each protocol's format. The PV arrives already written in the
//! protocol's move notation (see `games::pv_texts`).

use std::time::Duration;
use tetrarch::hash::Bound;
use tetrarch::search::{RootProgress, ScoreReport, SearchInfo};
use tetrarch::Wdl;

/// Aspiration fail-high/fail-low lines are shown only after this long, as Stockfish does
/// (its `Time.elapsed() > 3000`): early bound lines come many per second and clients such as
/// python-chess would take them for exact scores.
pub const UCI_BOUND_LINES_AFTER: Duration = Duration::from_secs(3);

/// Whether UCI shows this line: exact lines always, bound lines after
/// [`UCI_BOUND_LINES_AFTER`].
pub fn uci_shows(info: &SearchInfo) -> bool {
    info.bound.is_none() || info.time >= UCI_BOUND_LINES_AFTER
}

/// `currmove` lines are shown only after this long, as Stockfish does (its root move loop's
/// `elapsed > 3000`): in a short search they would only flood the GUI.
pub const UCI_CURRMOVE_AFTER: Duration = Duration::from_secs(3);

/// UCI's `info depth D currmove M currmovenumber N` for the root move (`mv` writes it in
/// the protocol's notation), once the search has run [`UCI_CURRMOVE_AFTER`]; `None` before.
pub fn uci_currmove(progress: &RootProgress, mv: impl FnOnce() -> String) -> Option<String> {
    (progress.time >= UCI_CURRMOVE_AFTER).then(|| {
        format!(
            "info depth {} currmove {} currmovenumber {}",
            progress.depth,
            mv(),
            progress.number
        )
    })
}

/// UCI, exactly as Stockfish prints it:
/// `info depth D seldepth S multipv K score cp X [wdl W D L] [lowerbound|upperbound] nodes N
/// nps N hashfull N tbhits N time T pv ...`; `wdl` (per mille, `UCI_ShowWDL`) where the game
/// has a win-rate model.
pub fn uci_info(info: &SearchInfo, wdl: Option<Wdl>, pv: &[String]) -> String {
    let mut score = match info.score {
        ScoreReport::Centipawns(cp) => format!("cp {cp}"),
        ScoreReport::Mate(n) => format!("mate {n}"),
    };
    if let Some(w) = wdl {
        score.push_str(&format!(" wdl {} {} {}", w.win, w.draw, w.loss));
    }
    let bound = match info.bound {
        Some(Bound::Lower) => " lowerbound",
        Some(Bound::Upper) => " upperbound",
        _ => "",
    };
    let mut line = format!(
        "info depth {} seldepth {} multipv {} score {score}{bound} nodes {} nps {} hashfull {} tbhits {} time {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.nodes,
        info.nps,
        info.hashfull,
        info.tbhits,
        info.time.as_millis()
    );
    push_pv(&mut line, " pv", pv);
    line
}

/// UCCI mate scores, ElephantEye's convention: a mate is worth 10000 less the plies to it.
pub const UCCI_MATE_VALUE: i32 = 10_000;

/// A score as a single UCCI number: centipawns, or ±(10000 - plies) for a mate.
pub fn ucci_score(score: ScoreReport) -> i32 {
    match score {
        ScoreReport::Centipawns(cp) => cp,
        ScoreReport::Mate(n) if n > 0 => UCCI_MATE_VALUE - (2 * n - 1),
        ScoreReport::Mate(n) => -(UCCI_MATE_VALUE - 2 * n.abs()),
    }
}

/// UCCI: `info depth D seldepth S score X time T nodes N nps N pv ...` (UCCI's `score` is a
/// bare number; no `cp`/`mate` keyword).
pub fn ucci_info(info: &SearchInfo, pv: &[String]) -> String {
    let mut line = format!(
        "info depth {} seldepth {} score {} time {} nodes {} nps {}",
        info.depth,
        info.seldepth,
        ucci_score(info.score),
        info.time.as_millis(),
        info.nodes,
        info.nps
    );
    push_pv(&mut line, " pv", pv);
    line
}

/// XBoard mate scores: 100000 + N for mate in N, -100000 - N for being mated in N.
pub const XBOARD_MATE_BASE: i32 = 100_000;

/// XBoard thinking output with CECP's extended fields, as Fairy-Stockfish prints it:
/// `ply score time nodes seldepth nps tbhits<TAB>pv`, time in centiseconds. The tab tells
/// XBoard where the optional numbers end and the PV begins.
pub fn xboard_post(info: &SearchInfo, pv: &[String]) -> String {
    let score = match info.score {
        ScoreReport::Centipawns(cp) => cp,
        ScoreReport::Mate(n) if n > 0 => XBOARD_MATE_BASE + n,
        ScoreReport::Mate(n) => -XBOARD_MATE_BASE + n,
    };
    format!(
        "{} {} {} {} {} {} {}\t{}",
        info.depth,
        score,
        info.time.as_millis() / 10,
        info.nodes,
        info.seldepth,
        info.nps,
        info.tbhits,
        pv.join(" ")
    )
}

/// Gomocup: `MESSAGE depth D score S nodes N nps N time T pv x,y x,y ...` (for the manager's
/// log window), score `win in N`/`loss in N` for proven results.
pub fn pbrain_message(info: &SearchInfo, pv: &[String]) -> String {
    let score = match info.score {
        ScoreReport::Centipawns(cp) => cp.to_string(),
        ScoreReport::Mate(n) if n > 0 => format!("win in {n}"),
        ScoreReport::Mate(n) => format!("loss in {}", n.abs()),
    };
    let mut line = format!(
        "MESSAGE depth {} score {score} nodes {} nps {} time {}",
        info.depth,
        info.nodes,
        info.nps,
        info.time.as_millis()
    );
    push_pv(&mut line, " pv", pv);
    line
}

fn push_pv(line: &mut String, keyword: &str, pv: &[String]) {
    if !pv.is_empty() {
        line.push_str(keyword);
        for m in pv {
            line.push(' ');
            line.push_str(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(score: ScoreReport, bound: Option<Bound>) -> SearchInfo {
        SearchInfo {
            depth: 7,
            seldepth: 11,
            multipv: 1,
            score,
            bound,
            nodes: 12345,
            nps: 678900,
            hashfull: 12,
            tbhits: 0,
            time: Duration::from_millis(18),
            pv: Vec::new(),
        }
    }

    fn pv() -> Vec<String> {
        vec!["e2e4".into(), "e7e5".into()]
    }

    #[test]
    fn uci_lines_match_stockfish_layout() {
        assert_eq!(
            uci_info(&info(ScoreReport::Centipawns(35), None), None, &pv()),
            "info depth 7 seldepth 11 multipv 1 score cp 35 nodes 12345 nps 678900 hashfull 12 tbhits 0 time 18 pv e2e4 e7e5"
        );
        let wdl = Wdl {
            win: 120,
            draw: 850,
            loss: 30,
        };
        assert!(uci_info(
            &info(ScoreReport::Centipawns(35), Some(Bound::Lower)),
            Some(wdl),
            &[]
        )
        .contains("score cp 35 wdl 120 850 30 lowerbound nodes"));
        assert_eq!(
            uci_info(&info(ScoreReport::Mate(-3), Some(Bound::Upper)), None, &[]),
            "info depth 7 seldepth 11 multipv 1 score mate -3 upperbound nodes 12345 nps 678900 hashfull 12 tbhits 0 time 18"
        );
        assert!(uci_info(
            &info(ScoreReport::Centipawns(1), Some(Bound::Lower)),
            None,
            &[]
        )
        .contains("score cp 1 lowerbound nodes"));
    }

    #[test]
    fn uci_bound_lines_wait_three_seconds() {
        let mut line = info(ScoreReport::Centipawns(1), Some(Bound::Lower));
        assert!(!uci_shows(&line));
        line.time = UCI_BOUND_LINES_AFTER;
        assert!(uci_shows(&line));
        assert!(uci_shows(&info(ScoreReport::Centipawns(1), None)));
    }

    #[test]
    fn uci_currmove_lines_wait_three_seconds() {
        let mut p = RootProgress {
            depth: 12,
            mv: tetrarch::Move::NULL,
            number: 3,
            moves: 20,
            nodes: 5,
            time: Duration::from_millis(2999),
        };
        assert_eq!(uci_currmove(&p, || "e2e4".into()), None);
        p.time = UCI_CURRMOVE_AFTER;
        assert_eq!(
            uci_currmove(&p, || "e2e4".into()).as_deref(),
            Some("info depth 12 currmove e2e4 currmovenumber 3")
        );
    }

    #[test]
    fn ucci_scores_are_bare_numbers() {
        assert_eq!(ucci_score(ScoreReport::Mate(1)), 9999);
        assert_eq!(ucci_score(ScoreReport::Mate(-2)), -9996);
        assert_eq!(
            ucci_info(&info(ScoreReport::Centipawns(-40), None), &pv()),
            "info depth 7 seldepth 11 score -40 time 18 nodes 12345 nps 678900 pv e2e4 e7e5"
        );
    }

    #[test]
    fn xboard_post_lines() {
        assert_eq!(
            xboard_post(&info(ScoreReport::Centipawns(35), None), &pv()),
            "7 35 1 12345 11 678900 0\te2e4 e7e5"
        );
        assert!(xboard_post(&info(ScoreReport::Mate(2), None), &[]).starts_with("7 100002 "));
        assert!(xboard_post(&info(ScoreReport::Mate(-2), None), &[]).starts_with("7 -100002 "));
    }

    #[test]
    fn pbrain_messages() {
        assert_eq!(
            pbrain_message(&info(ScoreReport::Mate(3), None), &["7,7".to_string()]),
            "MESSAGE depth 7 score win in 3 nodes 12345 nps 678900 time 18 pv 7,7"
        );
    }
}
