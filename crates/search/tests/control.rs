//! Limits and control: stop, time, nodes, ponder, mate, MultiPV, skill, search moves, threads.

mod games;

use std::time::{Duration, Instant};

use games::lattice::Lattice;
use games::takeaway::TakeAway;
use tetrarch_movegen::{MoveList, Position};
use tetrarch_search::{Limits, ScoreReport, SearchControl, SearchInfo, SearchResult, Searcher};

/// A lattice deep enough that no test search finishes it.
fn endless() -> Lattice {
    let mut l = Lattice::new(1_000_000, 3);
    l.dead_ends = false;
    l
}

fn run(
    searcher: &mut Searcher,
    limits: &Limits,
    control: &SearchControl,
) -> (SearchResult, Vec<SearchInfo>) {
    let mut infos = Vec::new();
    let r = searcher.search(&endless(), limits, control, &mut |i: &SearchInfo| {
        infos.push(i.clone())
    });
    assert!(endless().is_legal(r.best_move.expect("a move")));
    (r, infos)
}

#[test]
fn stop_before_the_start_still_gives_a_legal_move() {
    let control = SearchControl::new();
    control.stop();
    let t = Instant::now();
    let (r, _) = run(&mut Searcher::new(1), &Limits::default(), &control);
    assert!(t.elapsed() < Duration::from_millis(200));
    assert!(r.best_move.is_some());
}

#[test]
fn stop_ends_an_infinite_search_promptly() {
    let control = SearchControl::new();
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let t = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(100));
            control.stop();
        });
        let (r, infos) = run(&mut searcher, &limits, &control);
        assert!(r.depth >= 1 && !infos.is_empty());
    });
    let e = t.elapsed();
    assert!(
        e >= Duration::from_millis(100) && e < Duration::from_millis(400),
        "{e:?}"
    );
}

#[test]
fn movetime_and_clock_are_respected() {
    let control = SearchControl::new();
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        movetime: Some(Duration::from_millis(150)),
        ..Limits::default()
    };
    let t = Instant::now();
    run(&mut searcher, &limits, &control);
    let e = t.elapsed();
    assert!(
        e >= Duration::from_millis(100) && e < Duration::from_millis(300),
        "{e:?}"
    );

    // A short clock: never more than the clock, less the overhead.
    for threads in [1, 2] {
        searcher.options_mut().threads = threads;
        let limits = Limits {
            time_left: Some(Duration::from_millis(300)),
            ..Limits::default()
        };
        let t = Instant::now();
        run(&mut searcher, &limits, &control);
        assert!(
            t.elapsed() < Duration::from_millis(300),
            "{:?}",
            t.elapsed()
        );
    }
}

#[test]
fn node_limits_and_the_node_handicap() {
    let control = SearchControl::new();
    let mut searcher = Searcher::new(1);
    let limits = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let (r, _) = run(&mut searcher, &limits, &control);
    assert!(r.nodes >= 4_000 && r.nodes <= 5_000, "{}", r.nodes);
    searcher.options_mut().nodes_per_move = Some(2_000);
    let (r, _) = run(&mut searcher, &Limits::default(), &control);
    assert!(r.nodes <= 2_000, "{}", r.nodes);
}

#[test]
fn pondering_waits_for_ponderhit_then_uses_its_time() {
    let control = SearchControl::new();
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        ponder: true,
        movetime: Some(Duration::from_millis(100)),
        ..Limits::default()
    };
    let t = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            control.ponderhit();
        });
        run(&mut searcher, &limits, &control);
    });
    let e = t.elapsed();
    assert!(
        e >= Duration::from_millis(250) && e < Duration::from_millis(500),
        "{e:?}"
    );
}

#[test]
fn mate_limit_stops_at_the_mate() {
    let mut searcher = Searcher::new(1);
    let control = SearchControl::new();
    let limits = Limits {
        mate: Some(3),
        ..Limits::default()
    };
    let mut infos = Vec::new();
    let r = searcher.search(
        &TakeAway::new(10),
        &limits,
        &control,
        &mut |i: &SearchInfo| infos.push(i.clone()),
    );
    assert_eq!(r.score, ScoreReport::Mate(3));
    assert_eq!(r.best_move.unwrap().from().0, 2);
    // The first exact line with the mate is the last one.
    let first_mate = infos
        .iter()
        .position(|i| i.bound.is_none() && i.score == ScoreReport::Mate(3))
        .unwrap();
    assert_eq!(first_mate, infos.len() - 1, "{infos:?}");
}

#[test]
fn multipv_reports_distinct_lines_best_first() {
    let mut searcher = Searcher::new(1);
    searcher.options_mut().multipv = 3;
    let control = SearchControl::new();
    let pos = Lattice::new(30, 7);
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    assert!(moves.len() >= 3);
    let mut infos = Vec::new();
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let r = searcher.search(&pos, &limits, &control, &mut |i: &SearchInfo| {
        infos.push(i.clone())
    });
    let last: Vec<_> = infos
        .iter()
        .filter(|i| i.depth == 6 && i.bound.is_none())
        .collect();
    assert_eq!(
        last.iter().map(|i| i.multipv).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    assert_eq!(last[0].pv[0], r.best_move.unwrap());
    assert!(
        last[0].pv[0] != last[1].pv[0]
            && last[1].pv[0] != last[2].pv[0]
            && last[0].pv[0] != last[2].pv[0]
    );
    let cp = |s: ScoreReport| match s {
        ScoreReport::Centipawns(c) => c,
        ScoreReport::Mate(n) => {
            if n > 0 {
                100_000 - n
            } else {
                -100_000 - n
            }
        }
    };
    assert!(cp(last[0].score) >= cp(last[1].score) && cp(last[1].score) >= cp(last[2].score));
}

#[test]
fn skill_levels_random_moves_and_depth_caps() {
    let mut searcher = Searcher::new(1);
    let control = SearchControl::new();
    let pos = Lattice::new(30, 5);
    searcher.options_mut().skill_level = Some(0);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..40 {
        let r = searcher.search(&pos, &Limits::default(), &control, &mut |_: &SearchInfo| {});
        let m = r.best_move.unwrap();
        assert!(pos.is_legal(m));
        seen.insert(m);
    }
    assert!(seen.len() > 1, "level 0 always played the same move");
    for level in 1..=5u8 {
        searcher.options_mut().skill_level = Some(level);
        let r = searcher.search(&pos, &Limits::default(), &control, &mut |_: &SearchInfo| {});
        assert_eq!(r.depth, level as i32 + 1);
    }
}

#[test]
fn search_moves_restrict_the_root() {
    let mut searcher = Searcher::new(1);
    let control = SearchControl::new();
    let pos = TakeAway::new(5);
    // Taking one wins; forced to take two, the search must still answer with two.
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    let two = moves.iter().copied().find(|m| m.from().0 == 2).unwrap();
    let limits = Limits {
        depth: Some(6),
        search_moves: vec![two],
        ..Limits::default()
    };
    let r = searcher.search(&pos, &limits, &control, &mut |_: &SearchInfo| {});
    assert_eq!(r.best_move, Some(two));
    assert!(matches!(r.score, ScoreReport::Mate(n) if n < 0));
}

#[test]
fn no_legal_move_returns_none() {
    let mut searcher = Searcher::new(1);
    let r = searcher.search(
        &TakeAway::new(0),
        &Limits::default(),
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
    );
    assert_eq!(r.best_move, None);
}

/// Lazy SMP: with a helper thread the search still ends at the depth limit (whichever thread
/// completes it first), and its last line shows the move it plays, at that depth.
#[test]
fn helper_threads_end_at_the_depth_limit_and_show_the_move_played() {
    for depth in [4, 7, 9] {
        let mut searcher = Searcher::new(1);
        searcher.options_mut().threads = 2;
        let pos = Lattice::new(30, 7);
        let mut infos = Vec::new();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let r = searcher.search(
            &pos,
            &limits,
            &SearchControl::new(),
            &mut |i: &SearchInfo| infos.push(i.clone()),
        );
        let best = r.best_move.expect("a move");
        assert!(pos.is_legal(best));
        assert_eq!(r.depth, depth);
        let last = infos.last().expect("an info line");
        assert_eq!(last.depth, depth);
        assert_eq!(last.pv[0], best);
        assert!(infos.iter().all(|i| i.depth <= depth));
    }
}
