//! Search faults seen in test games, each pinned by the game that showed it.

use tetrarch_movegen::{Notation, Position};
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_search::{Limits, ScoreReport, SearchControl, SearchInfo, Searcher};

/// A Raumschach game in which Black's `Cb4Da3` lets White repeat the position a third time
/// with `Cb2Bc3`.
const REPEATING_GAME: &str = "Ad1Ac3 Da5Cb4 Bd1Cd2 Cb4Da3 Bc1Cc2 Eb5Ec3 Cc2Bc3 Dd4Dd3 Cd2Bd3 \
    Dd5Cc4 Bd3Bc4 Da3Cb4 Bc3Cb2 Cb4Da3 Cb2Bc3 Da3Cb4 Bc3Cb2";

fn raumschach_after(moves: &str) -> RaumschachPosition {
    let mut pos = RaumschachPosition::start_position();
    for text in moves.split_whitespace() {
        let m = pos.parse_move(text).unwrap();
        pos.make_move(m);
    }
    pos
}

#[test]
fn a_repeating_reply_is_seen_even_when_late_moves_are_pruned() {
    // At depth 3 the losing side's repeating reply is a late quiet move at a node where
    // move-count pruning applies; it used to be pruned before the repetition was looked at,
    // and Cb4Da3 scored +196 until depth 7.
    let pos = raumschach_after(REPEATING_GAME);
    let cb4da3 = pos.parse_move("Cb4Da3").unwrap();
    for depth in 3..=5 {
        let mut searcher = Searcher::new(16);
        let limits = Limits {
            depth: Some(depth),
            search_moves: vec![cb4da3],
            ..Limits::default()
        };
        let r = searcher.search(&pos, &limits, &SearchControl::new(), &mut |_| {});
        assert_eq!(r.score, ScoreReport::Centipawns(0), "depth {depth}");
    }
}

#[test]
fn the_last_info_line_starts_with_the_move_played() {
    // A node limit that ends the search inside an iteration whose new best move had not been
    // reported: the last line must show the move played and the nodes really searched.
    let pos = raumschach_after("Ad1Ac3 Da5Cb4 Bd1Cd2 Cb4Dc3 Ac3Bc5 Dc5Bc5");
    for nodes in [30_000, 100_000, 300_000] {
        let mut searcher = Searcher::new(16);
        let mut last: Option<SearchInfo> = None;
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let r = searcher.search(&pos, &limits, &SearchControl::new(), &mut |i| {
            last = Some(i.clone())
        });
        let last = last.expect("at least one info line");
        assert_eq!(last.pv.first(), r.best_move.as_ref(), "{nodes} nodes");
        assert!(last.bound.is_none());
        assert!(
            last.nodes >= nodes && last.nodes < nodes + 2048,
            "{nodes}: last line says {}",
            last.nodes
        );
    }
}
