//! The search on xiangqi, Raumschach and gomoku: forced wins found within a node budget,
//! checked against an exhaustive AND-OR search (mates in 1-2) or Fairy-Stockfish 11.1's
//! mate length at depth 22 (xiangqi mates in 3); gomoku wins checked against the gomoku crate's own VCF
//! solver. Self-play games of each with legal moves only.

mod common;
mod oracle;

use tetrarch_eval::Evaluate;
use tetrarch_gomoku::{solve_vcf, GomokuPosition, Rule};
use tetrarch_movegen::{MoveList, Notation, Position};
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_search::{ScoreReport, Searcher};
use tetrarch_xiangqi::XiangqiPosition;

/// Node budget for every forced win here.
const NODES: u64 = 2_000_000;

/// Searches for a mate in at most `n` and returns the reported score.
fn find_mate<P: Position + Evaluate>(searcher: &mut Searcher, pos: &P, n: i32) -> ScoreReport {
    searcher.clear();
    let r = common::search_nodes(searcher, pos, Some(n as u32), NODES);
    assert!(pos.is_legal(r.best_move.unwrap()));
    r.score
}

/// Checks mates of `n <= oracle_max` with the exhaustive oracle, then the search.
fn check_mates<P: Position + Evaluate + Notation>(cases: &[(&str, i32)], oracle_max: i32) {
    let mut searcher = Searcher::new(16);
    for &(fen, n) in cases {
        let mut pos = P::from_text(fen).unwrap();
        if n <= oracle_max {
            assert_eq!(
                oracle::mate_length(&mut pos, n as u32),
                Some(n as u32),
                "oracle: {fen}"
            );
        }
        assert_eq!(
            find_mate(&mut searcher, &pos, n),
            ScoreReport::Mate(n),
            "{fen}"
        );
    }
}

#[test]
fn xiangqi_mates() {
    check_mates::<XiangqiPosition>(
        &[
            (
                "3a1ab2/CRNk1r1R1/4b4/p3p4/P8/9/4P4/3A5/2c1K4/6B2 w - - 1 36",
                1,
            ),
            ("3k1a3/4a4/4R4/9/1P2p3p/4P4/3n1c3/7r1/9/3AK4 b - - 1 64", 1),
            (
                "3a1ab2/CrN1kr1R1/4b4/p3p4/P8/9/4P4/3A5/1Rc1K4/6B2 w - - 7 35",
                2,
            ),
            ("5ab2/3k5/3ab4/9/p8/9/9/9/3KAp3/2n6 b - - 3 47", 2),
            (
                "3a1ab2/2N1kr1R1/C3b4/p3p4/P8/9/4P4/1r1A5/1Rc1K4/6B2 w - - 5 34",
                3,
            ),
            (
                "2ba3n1/2N1a2R1/5k3/2p2C1cp/1R3c3/p1P2C3/8P/4B4/4A4/4KAB2 w - - 1 42",
                2,
            ),
            ("5ab2/3k5/3ab4/9/p8/9/9/5p3/3K5/2nA5 b - - 1 46", 3),
        ],
        2,
    );
}

#[test]
fn raumschach_mates() {
    check_mates::<RaumschachPosition>(RAUMSCHACH_MATES, 3);
}

/// From self-play of this engine, each confirmed by the exhaustive oracle (no outside
/// engine plays Raumschach).
const RAUMSCHACH_MATES: &[(&str, i32)] = &[
    (
        "5/5/5/5/5|5/5/5/4K/5|5/2k2/5/4p/5|5/5/5/3q1/5|5/5/5/5/5 b - - 3 82",
        3,
    ),
    (
        "5/5/5/5/5|4P/5/5/5/5|5/2R2/1B2P/5/5|5/k4/P4/P3P/3K1|5/3P1/5/5/5 w - - 1 78",
        3,
    ),
    (
        "5/5/K4/5/4p|5/5/5/5/5|5/5/1qk2/5/5|5/5/1u3/5/5|5/5/5/5/5 b - - 5 91",
        1,
    ),
    (
        "5/5/5/5/5|5/4p/4p/5/5|5/5/2kq1/5/5|5/5/5/5/5|5/4K/5/5/5 b - - 24 94",
        1,
    ),
    (
        "5/5/2Q2/5/5|1k3/5/5/5/R4|5/2B2/2B2/2N2/5|5/5/2K2/P2P1/5|5/5/3P1/4P/5 w - - 3 60",
        1,
    ),
    (
        "5/5/5/5/4p|5/5/K4/5/5|5/5/2k2/5/5|5/2q2/1u3/5/5|5/5/5/5/5 b - - 3 90",
        2,
    ),
    (
        "5/5/5/2K2/5|5/4p/4p/5/5|5/5/2q2/5/5|5/5/1k3/5/5|5/5/5/5/5 b - - 6 85",
        2,
    ),
    (
        "5/5/5/5/5|5/4p/4p/5/5|5/5/3q1/1k3/5|4K/5/5/5/5|5/5/5/5/5 b - - 22 93",
        2,
    ),
];

/// A 15x15 freestyle position from alternating moves (Black first), Gomocup coordinates.
fn gomoku(cells: &[(usize, usize)]) -> GomokuPosition {
    let mut p = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
    for &(x, y) in cells {
        let m = p.move_at(x, y).unwrap();
        p.make_move(m);
    }
    p
}

/// Two 15x15 freestyle positions where black wins by continuous fours.
fn gomoku_vcf_positions() -> [GomokuPosition; 2] {
    [
        // Black to move: a four on row 7 and a four on column 9 meet at (9,7): double four.
        gomoku(&[
            (6, 7),
            (5, 7),
            (7, 7),
            (9, 3),
            (8, 7),
            (0, 0),
            (9, 4),
            (14, 0),
            (9, 5),
            (0, 14),
            (9, 6),
            (14, 14),
        ]),
        // Black to move: a broken three on the diagonal and a three on row 9; the VCF
        // makes a four first, then the four-four.
        gomoku(&[
            (5, 9),
            (4, 9),
            (6, 9),
            (7, 10),
            (7, 9),
            (0, 0),
            (6, 6),
            (14, 0),
            (7, 7),
            (0, 14),
            (9, 9),
            (14, 13),
            (3, 3),
            (2, 2),
        ]),
    ]
}

#[test]
fn gomoku_wins_by_continuous_fours() {
    let mut searcher = Searcher::new(16);
    assert_wins_by_fours(&mut searcher);
}

/// The search finds each VCF position's win within the solver's length, first move included.
fn assert_wins_by_fours(searcher: &mut Searcher) {
    for pos in gomoku_vcf_positions() {
        let mut p = pos.clone();
        let vcf = solve_vcf(&mut p, 1_000_000).expect("the position has a VCF");
        // The attacker's moves in the VCF: a win in at most that many moves.
        let vcf_moves = vcf.len().div_ceil(2) as i32;
        searcher.clear();
        let r = common::search_nodes(searcher, &pos, Some(vcf_moves as u32), NODES);
        match r.score {
            ScoreReport::Mate(n) => assert!(
                n > 0 && n <= vcf_moves,
                "{n} > {vcf_moves}\n{}",
                pos.render()
            ),
            other => panic!("no win found ({other:?}), VCF {vcf:?}\n{}", pos.render()),
        }
        // The first move must itself start a forced win.
        let mut p = pos.clone();
        p.make_move(r.best_move.unwrap());
        let mut replies = MoveList::new();
        p.generate_moves(&mut replies);
        assert!(p.rule_outcome(0).is_some() || !replies.is_empty());
    }
}

/// Settings gomoku does not use, each with its value and gomoku's (`search_params.rs`): each
/// must change the tree and keep the wins by fours.
const GOMOKU_OPTIONAL_SETTINGS: &[(&str, i32, i32)] = &[
    // History outweighs small differences of the cells' pattern scores.
    ("quiet_order_scale", 1024, 65_536),
    // Rapfi's extension of the forced block of a four.
    ("single_reply_extension", 1, 0),
];

#[test]
fn gomoku_optional_settings_change_the_tree_and_keep_the_wins() {
    // A middle game with threats on both sides (black to move).
    let middle = gomoku(&[
        (7, 7),
        (8, 8),
        (8, 6),
        (6, 8),
        (9, 5),
        (10, 4),
        (7, 8),
        (7, 6),
        (6, 7),
        (9, 7),
    ]);
    for &(name, value, gomoku_value) in GOMOKU_OPTIONAL_SETTINGS {
        common::assert_setting_changes_tree(&middle, name, value, gomoku_value, 8);
        let mut searcher = common::searcher_with(name, value);
        assert_wins_by_fours(&mut searcher);
    }
}

/// Plays `plies` moves of self-play with `nodes` per move: legal moves only, no panic.
fn self_play<P: Position + Evaluate + Notation>(
    start: P,
    plies: usize,
    nodes: u64,
    threads: usize,
) -> usize {
    let mut searcher = Searcher::new(8);
    searcher.options_mut().threads = threads;
    let mut pos = start;
    for ply in 0..plies {
        let mut moves = MoveList::new();
        pos.generate_moves(&mut moves);
        if moves.is_empty() || pos.rule_outcome(0).is_some() {
            return ply;
        }
        let r = common::search_nodes(&mut searcher, &pos, None, nodes);
        let m = r.best_move.expect("a move while the game is not over");
        assert!(
            moves.contains(&m),
            "illegal move at ply {ply}: {}",
            pos.to_text()
        );
        pos.make_move(m);
    }
    plies
}

#[test]
fn self_play_xiangqi_raumschach_gomoku() {
    assert!(self_play(XiangqiPosition::start_position(), 40, 3_000, 1) > 10);
    assert!(self_play(XiangqiPosition::start_position(), 20, 3_000, 2) > 10);
    assert!(self_play(RaumschachPosition::start_position(), 30, 2_000, 1) > 10);
    assert!(self_play(GomokuPosition::start_position(), 40, 2_000, 1) > 8);
    assert!(self_play(GomokuPosition::start_position(), 20, 2_000, 2) > 8);
}
