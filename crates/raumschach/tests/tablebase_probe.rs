//! The search's probe (`Position::probe_tablebase`) through the process-wide tables: values
//! as the tables give them, none when the 50-move rule comes first or the ending has no
//! table, and a search that scores from the tables. One test: the tables are process-wide.

use std::path::PathBuf;
use tetrarch_movegen::{Notation, Outcome, Position};
use tetrarch_raumschach::tablebase::{clear_tablebases, set_tablebases, TablebaseSet};
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_search::{Limits, ScoreReport, SearchControl, Searcher};

const KQK_LONGEST: &str = "5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w";

fn at(text: &str, halfmove: u32) -> RaumschachPosition {
    RaumschachPosition::from_text(&format!("{text} - - {halfmove} 60")).unwrap()
}

#[test]
fn the_probe_follows_the_tables_and_the_fifty_move_rule() {
    clear_tablebases();
    assert_eq!(at(KQK_LONGEST, 0).probe_tablebase(), None);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/tablebases/raumschach");
    set_tablebases(TablebaseSet::load_dir(&dir).unwrap());

    assert_eq!(
        at(KQK_LONGEST, 0).probe_tablebase(),
        Some((Outcome::Win, 15))
    );
    // Mate on the hundredth ply still wins; one ply later the 50-move rule comes first.
    assert_eq!(
        at(KQK_LONGEST, 85).probe_tablebase(),
        Some((Outcome::Win, 15))
    );
    assert_eq!(at(KQK_LONGEST, 86).probe_tablebase(), None);
    // KRvK: drawn whatever the clock.
    let krk = "5/5/5/5/5|5/4R/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w";
    assert_eq!(at(krk, 99).probe_tablebase(), Some((Outcome::Draw, 0)));
    // Four men: no table.
    let kqkr = "5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/r4|5/5/2k2/5/5|5/5/5/5/K4 w";
    assert_eq!(at(kqkr, 0).probe_tablebase(), None);

    // The search scores the root's moves from the tables one ply down.
    let mut searcher = Searcher::new(16);
    let mut hits = 0;
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    let result = searcher.search(
        &at(KQK_LONGEST, 0),
        &limits,
        &SearchControl::new(),
        &mut |info| hits = info.tbhits,
    );
    assert_eq!(result.score, ScoreReport::Mate(8));
    assert!(hits > 0);

    clear_tablebases();
    assert_eq!(at(KQK_LONGEST, 0).probe_tablebase(), None);
}
