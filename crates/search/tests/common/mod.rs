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

/// The nodes a fresh 16 MB searcher with the search parameter `name` set to `value` spends to
/// reach `depth` from `pos` (its best move checked legal): two settings that search the same
/// tree spend the same.
pub fn nodes_to_depth<P: Position + Evaluate>(pos: &P, name: &str, value: i32, depth: i32) -> u64 {
    let mut searcher = Searcher::new(16);
    searcher.options_mut().set_param(name, value).unwrap();
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let r = searcher.search(
        pos,
        &limits,
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
    );
    assert!(pos.is_legal(r.best_move.unwrap()), "{name} {value}");
    r.nodes
}
