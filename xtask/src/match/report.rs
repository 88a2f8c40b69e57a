//! What the match prints: a line per finished game, the running score, the LLR after each
//! finished pair, a full report every `-ratinginterval` games and at the end, and one
//! machine-readable `summary` line per pairing (`key=value`, values with spaces quoted).

use std::time::Duration;

use super::elo::Tally;
use super::engine::EngineSpec;
use super::game::GameRecord;
use super::referee::Termination;
use super::sprt::{Decision, Sprt};

/// One pairing's results (engine 0 against engine `opponent`).
#[derive(Clone, Debug, Default)]
pub struct Pairing {
    pub opponent: usize,
    pub tally: Tally,
    /// Terminations in PGN's words with their counts.
    pub terminations: Vec<(&'static str, u32)>,
    pub decision: Option<Decision>,
    pub llr: Option<f64>,
}

impl Pairing {
    pub fn count_termination(&mut self, t: Termination) {
        let name = t.pgn();
        match self.terminations.iter_mut().find(|(n, _)| *n == name) {
            Some((_, c)) => *c += 1,
            None => self.terminations.push((name, 1)),
        }
    }
}

/// Per-engine move statistics (engine moves only, book moves left out).
#[derive(Clone, Copy, Debug, Default)]
pub struct MoveStats {
    pub moves: u64,
    pub time: Duration,
    pub depth_sum: u64,
    pub depth_count: u64,
}

impl MoveStats {
    pub fn add(&mut self, record: &GameRecord, engine: usize) {
        let first = record.start.side_to_move();
        for (i, m) in record.moves.iter().enumerate() {
            let color = if i % 2 == 0 { first } else { first.opponent() };
            let by = if color == tetrarch::Color::White {
                record.white
            } else {
                record.black
            };
            if by != engine || m.book {
                continue;
            }
            self.moves += 1;
            self.time += m.time;
            if let Some(d) = m.depth {
                self.depth_sum += u64::from(d);
                self.depth_count += 1;
            }
        }
    }

    pub fn ms_per_move(&self) -> Option<f64> {
        (self.moves > 0).then(|| self.time.as_secs_f64() * 1000.0 / self.moves as f64)
    }

    pub fn depth(&self) -> Option<f64> {
        (self.depth_count > 0).then(|| self.depth_sum as f64 / self.depth_count as f64)
    }
}

/// The line printed when a game ends.
pub fn game_line(r: &GameRecord, engines: &[EngineSpec], total: usize) -> String {
    format!(
        "Finished game {} of {} ({} vs {}): {} {{{}}} {} plies, {:.1} s",
        r.number,
        total,
        engines[r.white].name,
        engines[r.black].name,
        r.ending.result.pgn(),
        r.ending.reason,
        r.moves.len(),
        r.duration.as_secs_f64()
    )
}

/// `Score of A vs B: W - L - D [score] games`, cutechess's running line.
pub fn score_line(p: &Pairing, engines: &[EngineSpec]) -> String {
    let t = &p.tally;
    format!(
        "Score of {} vs {}: {} - {} - {}  [{:.3}] {}",
        engines[0].name,
        engines[p.opponent].name,
        t.wins,
        t.losses,
        t.draws,
        t.score(),
        t.games()
    )
}

/// The LLR with its bounds.
pub fn llr_line(llr: f64, sprt: &Sprt) -> String {
    format!(
        "LLR: {llr:.2} ({:.2}, {:.2}) [{:.2}, {:.2}] ({})",
        sprt.lower(),
        sprt.upper(),
        sprt.elo0,
        sprt.elo1,
        match sprt.model {
            super::sprt::Model::Normalized => "normalized Elo",
            super::sprt::Model::Logistic => "logistic Elo",
        }
    )
}

/// The full report of one pairing.
pub fn report(
    p: &Pairing,
    engines: &[EngineSpec],
    stats: &[MoveStats],
    sprt: Option<&Sprt>,
) -> String {
    let t = &p.tally;
    let (a, b) = (&engines[0], &engines[p.opponent]);
    let mut out = String::new();
    out.push_str("--------------------------------------------------\n");
    out.push_str(&format!(
        "Results of {} vs {} ({} vs {}):\n",
        a.name,
        b.name,
        a.limits_text(),
        b.limits_text()
    ));
    match t.estimate() {
        Some(e) => out.push_str(&format!(
            "Elo: {:.2} +/- {:.2} (95%: {:.2} to {:.2}), nElo: {:.2} +/- {:.2}\nLOS: {:.2} %, DrawRatio: {:.2} %\n",
            e.elo,
            e.error,
            e.lower,
            e.upper,
            e.nelo,
            e.nelo_error,
            e.los * 100.0,
            t.draw_ratio() * 100.0
        )),
        None => out.push_str("Elo: no games yet\n"),
    }
    out.push_str(&format!(
        "Games: {}, Wins: {}, Losses: {}, Draws: {}, Points: {:.1} ({:.2} %)\n",
        t.games(),
        t.wins,
        t.losses,
        t.draws,
        t.wins as f64 + 0.5 * t.draws as f64,
        t.score() * 100.0
    ));
    if t.pair_count() > 0 {
        let pr = t.pairs;
        out.push_str(&format!(
            "Ptnml(0-2): [{}, {}, {} (WL {}), {}, {}]\n",
            pr[0], pr[1], pr[2], t.pairs_wl, pr[3], pr[4]
        ));
    }
    if let (Some(s), Some(llr)) = (sprt, p.llr) {
        out.push_str(&llr_line(llr, s));
        match p.decision {
            Some(Decision::H1) => out.push_str(" - H1 accepted (passed)"),
            Some(Decision::H0) => out.push_str(" - H0 accepted (failed)"),
            None => {}
        }
        out.push('\n');
    }
    let per_move = |i: usize| {
        let s = &stats[i];
        let time = s
            .ms_per_move()
            .map_or("-".into(), |ms| format!("{ms:.0} ms"));
        let depth = s.depth().map_or("-".into(), |d| format!("{d:.1}"));
        format!("{} {time}/move, depth {depth}", engines[i].name)
    };
    out.push_str(&format!(
        "Per move: {}; {}\n",
        per_move(0),
        per_move(p.opponent)
    ));
    let terms: Vec<String> = p
        .terminations
        .iter()
        .map(|(n, c)| format!("{c} {n}"))
        .collect();
    out.push_str(&format!("Terminations: {}\n", terms.join(", ")));
    out.push_str("--------------------------------------------------");
    out
}

/// A value for the summary line: as is, or quoted when it has spaces or quotes.
fn value(text: &str) -> String {
    if text.is_empty() || text.contains([' ', '"', '\t']) {
        format!("\"{}\"", text.replace('"', "'"))
    } else {
        text.to_string()
    }
}

/// The machine-readable summary of one pairing.
pub fn summary_line(
    p: &Pairing,
    engines: &[EngineSpec],
    stats: &[MoveStats],
    sprt: Option<&Sprt>,
) -> String {
    let t = &p.tally;
    let mut fields = vec![
        ("engine", value(&engines[0].name)),
        ("opponent", value(&engines[p.opponent].name)),
        ("games", t.games().to_string()),
        ("wins", t.wins.to_string()),
        ("losses", t.losses.to_string()),
        ("draws", t.draws.to_string()),
        ("score", format!("{:.4}", t.score())),
    ];
    if let Some(e) = t.estimate() {
        fields.push(("elo", format!("{:.2}", e.elo)));
        fields.push(("elo_error", format!("{:.2}", e.error)));
        fields.push(("nelo", format!("{:.2}", e.nelo)));
        fields.push(("los", format!("{:.4}", e.los)));
    }
    fields.push(("draw_ratio", format!("{:.4}", t.draw_ratio())));
    let pr = t.pairs;
    fields.push((
        "ptnml",
        format!("{},{},{},{},{}", pr[0], pr[1], pr[2], pr[3], pr[4]),
    ));
    if let Some(s) = sprt {
        fields.push(("llr", format!("{:.3}", p.llr.unwrap_or(0.0))));
        fields.push(("lower", format!("{:.3}", s.lower())));
        fields.push(("upper", format!("{:.3}", s.upper())));
        fields.push((
            "sprt",
            match p.decision {
                Some(Decision::H1) => "H1".into(),
                Some(Decision::H0) => "H0".into(),
                None => "running".into(),
            },
        ));
    }
    for (key, i) in [("engine_ms", 0), ("opponent_ms", p.opponent)] {
        fields.push((
            key,
            stats[i]
                .ms_per_move()
                .map_or("-".into(), |v| format!("{v:.1}")),
        ));
    }
    for (key, i) in [("engine_depth", 0), ("opponent_depth", p.opponent)] {
        fields.push((
            key,
            stats[i].depth().map_or("-".into(), |v| format!("{v:.2}")),
        ));
    }
    let body: Vec<String> = fields
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    format!("summary {}", body.join(" "))
}
