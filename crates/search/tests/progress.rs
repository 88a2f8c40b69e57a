//! The root-move progress hook (`Searcher::search_with_progress`): the main thread reports
//! each root move it starts, numbered in the iteration's order, with growing nodes and time;
//! and reporting changes nothing about the search.

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{MoveList, Notation, Position};
use tetrarch_search::{Limits, RootProgress, SearchControl, SearchInfo, Searcher};

#[test]
fn every_root_move_is_reported_once_per_iteration_in_order() {
    let pos = ChessPosition::start_position();
    let mut legal = MoveList::new();
    pos.generate_moves(&mut legal);
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let mut reports: Vec<RootProgress> = Vec::new();
    let mut searcher = Searcher::new(16);
    let with = searcher.search_with_progress(
        &pos,
        &limits,
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
        Some(&mut |p: &RootProgress| reports.push(*p)),
    );
    assert!(!reports.is_empty());
    for p in &reports {
        assert_eq!(p.moves, 20, "{p:?}");
        assert!((1..=20).contains(&p.number), "{p:?}");
        assert!(legal.contains(&p.mv), "{p:?}");
        assert!((1..=6).contains(&p.depth), "{p:?}");
    }
    // Within an iteration the numbers count up from 1 (a re-search starts again at 1); nodes
    // and time never go back.
    for w in reports.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(b.nodes >= a.nodes && b.time >= a.time, "{a:?} then {b:?}");
        if b.depth == a.depth && b.number != 1 {
            assert_eq!(b.number, a.number + 1, "{a:?} then {b:?}");
        }
    }
    // Every depth saw all 20 root moves at least once.
    for depth in 1..=6 {
        let mut seen: Vec<_> = reports
            .iter()
            .filter(|p| p.depth == depth)
            .map(|p| p.mv)
            .collect();
        seen.sort_by_key(|m| m.0);
        seen.dedup();
        assert_eq!(seen.len(), 20, "depth {depth}");
    }
    // The same search without the hook: the same tree.
    let mut plain = Searcher::new(16);
    let without = plain.search(&pos, &limits, &SearchControl::new(), &mut |_| {});
    assert_eq!(with, without);
}
