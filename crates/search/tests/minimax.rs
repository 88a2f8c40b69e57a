//! The search against plain minimax on games with known values.

mod games;

use games::lattice::Lattice;
use games::takeaway::TakeAway;
use games::tictactoe::TicTacToe;
use tetrarch_movegen::{MoveList, Position};
use tetrarch_search::{Limits, ScoreReport, SearchControl, SearchInfo, Searcher};

/// Searches to `depth` and returns the last completed iteration's score and the result.
fn search_to<P: Position + tetrarch_eval::Evaluate>(
    searcher: &mut Searcher,
    pos: &P,
    depth: i32,
) -> (ScoreReport, tetrarch_search::SearchResult, Vec<SearchInfo>) {
    let control = SearchControl::new();
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let mut infos = Vec::new();
    let result = searcher.search(pos, &limits, &control, &mut |i: &SearchInfo| {
        infos.push(i.clone())
    });
    let last = infos
        .iter()
        .rev()
        .find(|i| i.bound.is_none())
        .expect("an exact info line");
    assert_eq!(last.depth, depth);
    assert_eq!(result.score, last.score);
    (last.score, result, infos)
}

#[test]
fn plain_search_equals_minimax_at_every_depth() {
    for threads in [1, 2] {
        for seed in 0..12u64 {
            let mut searcher = Searcher::new(1);
            searcher.options_mut().selective = false;
            searcher.options_mut().threads = threads;
            let mut pos = Lattice::new(14, seed);
            let mut moves = MoveList::new();
            pos.generate_moves(&mut moves);
            if moves.is_empty() {
                continue;
            }
            for depth in 1..=7 {
                let expected = pos.minimax(depth, 0);
                let (score, result, _) = search_to(&mut searcher, &pos, depth);
                assert_eq!(
                    score,
                    ScoreReport::from_score(expected),
                    "seed {seed} depth {depth} threads {threads}"
                );
                // The best move is worth the score.
                let best = result.best_move.unwrap();
                assert!(pos.is_legal(best));
                pos.make_move(best);
                let child = -pos.minimax(depth - 1, 1);
                pos.unmake_move(best);
                assert_eq!(
                    child, expected,
                    "seed {seed} depth {depth}: best move's value"
                );
            }
        }
    }
}

#[test]
fn selective_search_plays_legal_moves_on_the_lattice() {
    let mut searcher = Searcher::new(1);
    for seed in 0..20u64 {
        let mut pos = Lattice::new(40, seed);
        for _ in 0..6 {
            let mut moves = MoveList::new();
            pos.generate_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let (_, result, _) = search_to(&mut searcher, &pos, 8);
            let m = result.best_move.unwrap();
            assert!(pos.is_legal(m), "seed {seed}");
            pos.make_move(m);
        }
    }
}

#[test]
fn take_away_mate_distances_are_exact() {
    for selective in [false, true] {
        let mut searcher = Searcher::new(1);
        searcher.options_mut().selective = selective;
        for stones in 1..=24u32 {
            let pos = TakeAway::new(stones);
            let (score, result, _) = search_to(&mut searcher, &pos, 30);
            let expected = if stones % 4 == 0 {
                // The loser moves n/4 times before being mated.
                ScoreReport::Mate(-(stones as i32 / 4))
            } else {
                // Take the remainder, then answer every x with 4 - x.
                ScoreReport::Mate(1 + (stones as i32 / 4))
            };
            assert_eq!(score, expected, "{stones} stones, selective {selective}");
            if stones % 4 != 0 {
                assert_eq!(result.best_move.unwrap().from().0 as u32, stones % 4);
            }
        }
    }
}

#[test]
fn tic_tac_toe_values_match_the_solver_with_all_pruning_on() {
    let mut searcher = Searcher::new(1);
    let mut pos = TicTacToe::new();
    let mut positions = Vec::new();
    collect(&mut pos, 3, &mut positions);
    assert!(positions.len() > 100);
    for mut p in positions {
        let expected = p.solve(0);
        let (score, result, _) = search_to(&mut searcher, &p, 12);
        let class = |s: ScoreReport| match s {
            ScoreReport::Mate(n) if n > 0 => 1,
            ScoreReport::Mate(_) => -1,
            ScoreReport::Centipawns(_) => 0,
        };
        assert_eq!(
            class(score),
            class(ScoreReport::from_score(expected)),
            "{:?}",
            p.cells
        );
        if expected != 0 {
            assert_eq!(score, ScoreReport::from_score(expected), "{:?}", p.cells);
        }
        // The chosen move keeps the value.
        let m = result.best_move.unwrap();
        p.make_move(m);
        assert_eq!(-p.solve(1), expected, "{:?} best {:?}", p.cells, m);
    }
}

/// Every position reachable in at most `plies` moves that is not over.
fn collect(pos: &mut TicTacToe, plies: usize, out: &mut Vec<TicTacToe>) {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    if moves.is_empty() {
        return;
    }
    out.push(pos.clone());
    if plies == 0 {
        return;
    }
    for m in moves {
        pos.make_move(m);
        collect(pos, plies - 1, out);
        pos.unmake_move(m);
    }
}
