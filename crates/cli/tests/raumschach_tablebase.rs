//! The binary with Raumschach tablebases (`TablebasePath`, the committed 3-man tables): won
//! positions are converted to mate in exactly the tables' distance when both sides play the
//! engine's moves, `tbhits` counts probes, and bad paths or damaged files are errors that
//! leave the engine serving.

mod support;

use std::path::PathBuf;
use std::time::Duration;
use support::Session;
use tetrarch::raumschach::tablebase::{TablebaseSet, TbValue};
use tetrarch::raumschach::RaumschachPosition;
use tetrarch::{Game, Notation, Outcome, Variant};

const SECOND: Duration = Duration::from_secs(1);

/// The committed tables (`cargo xtask tb --variant raumschach` writes them).
fn table_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/tablebases/raumschach")
}

fn start_with_tables(dir: &str) -> Session {
    let mut s = Session::start();
    s.send("uci");
    s.until(10 * SECOND, |l| l == "uciok");
    s.send("setoption name UCI_Variant value raumschach");
    s.send(&format!("setoption name TablebasePath value {dir}"));
    s
}

/// Plays the engine against itself from `fen` until the game ends; returns the plies played,
/// the final outcome for the side to move, and whether every search reported tablebase hits.
fn self_play(s: &mut Session, fen: &str, max_plies: usize) -> (usize, Option<Outcome>, bool) {
    let mut game = Game::from_text(Variant::Raumschach, fen).expect("test position");
    let mut moves: Vec<String> = Vec::new();
    let mut all_hit = true;
    while game.outcome().is_none() && moves.len() < max_plies {
        s.send(&format!("position fen {fen} moves {}", moves.join(" ")));
        s.send("go depth 3");
        let seen = s.until(30 * SECOND, |l| l.starts_with("bestmove"));
        let hits = seen
            .iter()
            .filter_map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                let i = w.iter().position(|&x| x == "tbhits")?;
                w.get(i + 1)?.parse::<u64>().ok()
            })
            .max()
            .unwrap_or(0);
        all_hit &= hits > 0;
        let best = seen
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_string();
        game.play_text(&best)
            .unwrap_or_else(|e| panic!("engine move {best} refused: {e}"));
        moves.push(best);
    }
    (moves.len(), game.outcome(), all_hit)
}

#[test]
fn tables_load_and_won_positions_are_mated_in_the_tables_distance() {
    let dir = table_dir();
    let mut s = start_with_tables(dir.to_str().unwrap());
    let seen = s.until(10 * SECOND, |l| l.starts_with("info string"));
    // The six committed 3-man tables, and any larger ones generated here (ignored by git).
    let line = seen.last().unwrap();
    assert!(line.contains(" Raumschach tablebases from "), "{seen:?}");
    for name in ["KBvK", "KNvK", "KPvK", "KQvK", "KRvK", "KUvK"] {
        assert!(
            line.split_whitespace().any(|w| w == name),
            "{name}: {seen:?}"
        );
    }
    // KQvK's longest win, White to move; the same with the colours exchanged (Black's
    // queen, probed through the colour flip); KPvK's longest win, where the pawn must
    // promote first (its table hands over to KQvK's).
    let tables = TablebaseSet::load_dir(&dir).expect("committed tables");
    let cases = [
        "5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w - - 0 1",
        "k4/5/5/5/5|5/5/2K2/5/5|5/5/5/5/5|5/5/5/4q/5|5/5/5/5/5 b - - 0 1",
        "1K1k1/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/3P1 w - - 0 1",
    ];
    let mut distances = Vec::new();
    for fen in cases {
        let pos = RaumschachPosition::from_text(fen).expect("test position");
        let Some(TbValue::Win(plies)) = tables.probe(&pos) else {
            panic!("{fen} is not a win in the tables");
        };
        let (played, outcome, all_hit) = self_play(&mut s, fen, 2 * plies as usize);
        assert_eq!(
            outcome,
            Some(Outcome::Loss),
            "{fen}: not mated after {played} plies"
        );
        assert_eq!(played, plies as usize, "{fen}");
        assert!(all_hit, "{fen}: a search reported no tbhits");
        distances.push(plies);
    }
    assert_eq!(distances, [15, 15, 49]);
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn a_missing_directory_or_a_damaged_file_is_an_error_and_the_engine_serves_on() {
    let mut s = start_with_tables("/nonexistent/tables");
    let seen = s.until(10 * SECOND, |l| l.starts_with("info string"));
    let line = seen.last().unwrap();
    assert!(
        line.contains("error") && line.contains("/nonexistent/tables"),
        "{line}"
    );
    let damaged = std::env::temp_dir().join(format!("tetrarch-rtb-{}", std::process::id()));
    std::fs::create_dir_all(&damaged).unwrap();
    let mut bytes = std::fs::read(table_dir().join("KQvK.rtb")).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    std::fs::write(damaged.join("KQvK.rtb"), &bytes).unwrap();
    s.send(&format!(
        "setoption name TablebasePath value {}",
        damaged.display()
    ));
    let seen = s.until(10 * SECOND, |l| l.starts_with("info string"));
    let line = seen.last().unwrap();
    assert!(
        line.contains("KQvK.rtb") && line.contains("checksum mismatch"),
        "{line}"
    );
    s.send("isready");
    s.until(10 * SECOND, |l| l == "readyok");
    s.send("position fen 5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w - - 0 1");
    s.send("go depth 2");
    s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    s.send("quit");
    s.exits_within(5 * SECOND);
    std::fs::remove_dir_all(&damaged).unwrap();
}
