//! Helpers shared by the search's integration tests.

use tetrarch_eval::Evaluate;
use tetrarch_movegen::Position;
use tetrarch_search::{Limits, SearchControl, SearchInfo, SearchResult, Searcher};

/// Searches `pos` within `nodes` nodes (and, given `mate`, for a mate in at most that
/// many moves) with a fresh control and no info callback.
pub fn search_nodes<P: Position + Evaluate>(
    searcher: &mut Searcher,
    pos: &P,
    mate: Option<u32>,
    nodes: u64,
) -> SearchResult {
    let limits = Limits {
        mate,
        nodes: Some(nodes),
        ..Limits::default()
    };
    searcher.search(
        pos,
        &limits,
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
    )
}

/// A fresh 16 MB searcher with the search parameter `name` set to `value`.
pub fn searcher_with(name: &str, value: i32) -> Searcher {
    let mut searcher = Searcher::new(16);
    searcher.options_mut().set_param(name, value).unwrap();
    searcher
}

/// The nodes [`searcher_with`] spends to reach `depth` from `pos` (its best move checked
/// legal): two settings that search the same tree spend the same.
fn nodes_to_depth<P: Position + Evaluate>(pos: &P, name: &str, value: i32, depth: i32) -> u64 {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let r = searcher_with(name, value).search(
        pos,
        &limits,
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
    );
    assert!(pos.is_legal(r.best_move.unwrap()), "{name} {value}");
    r.nodes
}

/// Asserts that the search parameter `name` at `a` and at `b` search different trees to
/// `depth` from `pos`: a setting that changes nothing is not tested by the games it keeps.
pub fn assert_setting_changes_tree<P: Position + Evaluate>(
    pos: &P,
    name: &str,
    a: i32,
    b: i32,
    depth: i32,
) {
    assert_ne!(
        nodes_to_depth(pos, name, a, depth),
        nodes_to_depth(pos, name, b, depth),
        "{name} {a} and {b} search the same tree"
    );
}
