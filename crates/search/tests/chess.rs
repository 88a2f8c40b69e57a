//! The search on chess: mates in 1-3 within a node budget (the mate lengths are
//! Stockfish 15.1's), and short self-play games with legal moves only.

mod common;

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{MoveList, Notation, Outcome, Position};
use tetrarch_search::{Limits, ScoreReport, SearchControl, SearchInfo, Searcher};

/// (FEN, mate in n for the side to move).
const MATES: &[(&str, i32)] = &[
    ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1),
    (
        "r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4",
        1,
    ),
    // WAC.004, WAC.005, WAC.027, WAC.084
    (
        "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1",
        2,
    ),
    ("5k2/6pp/p1qN4/1p1p4/3P4/2PKP2Q/PP3r2/3R4 b - - 0 1", 2),
    ("7k/pp4np/2p3p1/3pN1q1/3P4/Q7/1r3rPP/2R2RK1 w - - 0 1", 2),
    (
        "r2q1r1k/2p1b1pp/p1n5/1p1Q1bN1/4n3/1BP1B3/PP3PPP/R4RK1 w - - 0 1",
        2,
    ),
    // WAC.057, WAC.143, WAC.197
    ("r3q1kr/ppp5/3p2pQ/8/3PP1b1/5R2/PPP3P1/5RK1 w - - 0 1", 3),
    (
        "5b2/pp2r1pk/2pp1pRp/4rP1N/2P1P3/1P4QP/P3q1P1/5R1K w - - 0 1",
        3,
    ),
    ("7k/1p4p1/7p/3P1n2/4Q3/2P2P2/PP3qRP/7K b - - 0 1", 3),
];

/// Node budget per mate: a few tenths of a second.
const MATE_NODES: u64 = 1_500_000;

#[test]
fn finds_mates_in_one_to_three() {
    let mut searcher = Searcher::new(16);
    for &(fen, n) in MATES {
        let pos = ChessPosition::from_text(fen).unwrap();
        searcher.clear();
        let r = common::search_nodes(&mut searcher, &pos, Some(n as u32), MATE_NODES);
        assert_eq!(r.score, ScoreReport::Mate(n), "{fen}: {r:?}");
        let m = r.best_move.unwrap();
        assert!(pos.is_legal(m));
        if n == 1 {
            let mut p = pos.clone();
            p.make_move(m);
            let mut replies = MoveList::new();
            p.generate_moves(&mut replies);
            assert!(
                p.in_check() && replies.is_empty(),
                "{fen}: {} does not mate",
                pos.san(m)
            );
        }
    }
}

/// The optional Stockfish 11 settings as (name, on, off), over chess's own parameters: each
/// must reach the search (a fixed-depth search of a middle game, kiwipete, differs between on
/// and off) and keep the mates above when on. The mates alone would not show the first: their
/// searches are too short for most of these to act.
const OPTIONAL_SETTINGS: &[(&str, i32, i32)] = &[
    ("lmr_tt_pv", 1, 0),
    ("lmr_noisy", 1, 0),
    ("lmr_opponent_moves", 14, 0),
    // Stockfish 11's stat-score details: the parent's move compared in reductions, and no
    // null move after a well-tried one (chess sets 15,000; 5,000 acts at this depth).
    ("lmr_parent_stat", 110, 0),
    ("null_move_stat_limit", 5000, 0),
    ("continuation_prune_parent", 1, 0),
    // Chess's own value is 2 (safe checks only); 1 extends every check.
    ("check_extension", 2, 1),
    ("prior_move_history", 1, 0),
    ("tt_cut_history", 1, 0),
    // Chess's own value is 2; 0 is every other game's.
    ("lmr_escape", 2, 0),
    // Stockfish 11's ProbCut depth; every game's value is 0 (chess's since 2026-12-05).
    ("probcut_depth", 5, 0),
    // Castling and captures into light endings extended (kiwipete can castle both ways).
    ("game_extension", 1, 0),
    ("lmr_root", 1, 0),
    ("lmr_singular", 1, 0),
    ("aspiration_fail_high_reduction", 1, 0),
    ("null_move_static_base", 137, 0),
    ("fail_high_reduction", 1, 0),
    ("lmr_deeper_margin", 40, 0),
    ("pv_tt_reduction", 28, 0),
    ("singular_fail_high_reduction", 1, 0),
    ("singular_double_margin", 20, 0),
    ("qsearch_evasion_prune", 1, 0),
    // Chess's own values since 2026-12-06 are 2000, 0 and 0 (Stockfish 11's); every other
    // game's 0, 1 (checks reduced a ply less) and 1.
    ("lmr_history_offset", 2000, 0),
    ("lmr_check", 0, 1),
    ("lmr_pv_later", 0, 1),
    ("history_four_plies", 1, 0),
    // Chess's own value since 2026-12-07 is 1; every other game's 0.
    ("improving_static", 1, 0),
    // Stockfish 11's pruning of quiet checks: losing ones as captures (chess's own value
    // since 2026-12-07 is 90; every other game's 0), late ones by count.
    ("futile_check_see_margin", 90, 0),
    ("move_count_prunes_checks", 1, 0),
    // Stockfish 11's table-hit average, re-search lesson and history-guarded futility.
    ("lmr_tt_hit_average", 500, 0),
    ("lmr_research_history", 1, 0),
    ("futility_history_limit", 10_000, 0),
    // Stockfish 11's null-move details (the sharpened evaluation at least the static one;
    // verification, from depth 13 there, 6 to act at this test's depth, where the null move's
    // own depth can be 0) and its pruning of evasions.
    ("null_move_eval_static", 1, 0),
    ("null_move_verify_depth", 6, 0),
    ("prune_in_check", 1, 0),
];

#[test]
fn optional_settings_change_the_tree_and_keep_the_mates() {
    let kiwipete = ChessPosition::from_text(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    for &(name, value, off) in OPTIONAL_SETTINGS {
        common::assert_setting_changes_tree(&kiwipete, name, value, off, 9);
        let mut searcher = common::searcher_with(name, value);
        for &(fen, n) in MATES {
            let pos = ChessPosition::from_text(fen).unwrap();
            searcher.clear();
            let r = common::search_nodes(&mut searcher, &pos, Some(n as u32), MATE_NODES);
            assert_eq!(
                r.score,
                ScoreReport::Mate(n),
                "{name} {value}, {fen}: {r:?}"
            );
        }
    }
}

#[test]
fn self_play_games_are_legal() {
    let mut searcher = Searcher::new(8);
    for (game, threads) in [(0, 1), (1, 2)] {
        searcher.clear();
        searcher.options_mut().threads = threads;
        let mut pos = ChessPosition::start_position();
        for ply in 0..60 {
            let mut moves = MoveList::new();
            pos.generate_moves(&mut moves);
            if moves.is_empty() || pos.rule_outcome(0).is_some() {
                break;
            }
            let r = common::search_nodes(&mut searcher, &pos, None, 4_000 + 500 * game);
            let m = r
                .best_move
                .unwrap_or_else(|| panic!("no move at ply {ply}"));
            assert!(
                moves.contains(&m),
                "illegal {m:?} at ply {ply} in {}",
                pos.to_text()
            );
            pos.make_move(m);
        }
    }
}

#[test]
fn mated_and_stalemated_roots() {
    let mut searcher = Searcher::new(1);
    let control = SearchControl::new();
    // Fool's mate: White is mated, no move.
    let mated =
        ChessPosition::from_text("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
            .unwrap();
    assert_eq!(mated.outcome_without_moves(), Outcome::Loss);
    let r = searcher.search(
        &mated,
        &Limits::default(),
        &control,
        &mut |_: &SearchInfo| {},
    );
    assert_eq!((r.best_move, r.score), (None, ScoreReport::Mate(0)));
    let stalemate = ChessPosition::from_text("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    let r = searcher.search(
        &stalemate,
        &Limits::default(),
        &control,
        &mut |_: &SearchInfo| {},
    );
    assert_eq!((r.best_move, r.score), (None, ScoreReport::Centipawns(0)));
}
