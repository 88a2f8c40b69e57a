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
