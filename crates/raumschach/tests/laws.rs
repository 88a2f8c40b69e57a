//! The game's laws (50 moves, repetition, null moves) and the search hooks (ordering, static
//! exchange, evaluation symmetry).

use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Move, MoveList, Notation, Outcome, Position};
use tetrarch_raumschach::{weights::TEMPO, RaumschachPosition};

fn play(pos: &mut RaumschachPosition, moves: &[&str]) {
    for text in moves {
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.make_move(m);
    }
}

#[test]
fn fifty_move_rule() {
    let fen = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|R4/5/5/5/4K w - - 99 80";
    let mut pos = RaumschachPosition::from_text(fen).unwrap();
    assert_eq!(pos.rule_outcome(0), None);
    play(&mut pos, &["Ae1Ad1"]);
    assert_eq!(pos.halfmove_clock(), 100);
    assert_eq!(pos.rule_outcome(0), Some(Outcome::Draw));
    // A mate given on the hundredth ply still wins: Black is mated, not drawn.
    let mated = "4k/5/5/5/5|5/3Q1/5/5/5|5/5/5/5/5|5/5/5/5/5|5/3R1/5/5/K4 b - - 100 80";
    let pos = RaumschachPosition::from_text(mated).unwrap();
    assert_eq!(pos.rule_outcome(0), None);
    assert_eq!(pos.outcome_without_moves(), Outcome::Loss);
}

#[test]
fn repetition_draws_twice_in_the_tree_three_times_before_it() {
    let mut pos = RaumschachPosition::start_position();
    let there_and_back = ["Ab1Ac3", "Eb5Ec3", "Ac3Ab1", "Ec3Eb5"];
    play(&mut pos, &there_and_back);
    // Second occurrence: a draw only if the first one is inside the search tree.
    assert_eq!(pos.rule_outcome(0), None);
    assert_eq!(pos.rule_outcome(5), Some(Outcome::Draw));
    play(&mut pos, &there_and_back);
    assert_eq!(pos.rule_outcome(0), Some(Outcome::Draw));
    // A pawn move resets: nothing before it can repeat.
    play(&mut pos, &["Ab2Ab3"]);
    assert_eq!(pos.rule_outcome(0), None);
}

#[test]
fn null_move_round_trip_and_permission() {
    let start = RaumschachPosition::start_position();
    let mut pos = start.clone();
    assert!(pos.null_move_allowed());
    pos.make_null_move();
    assert_eq!(pos.key(), pos.compute_key());
    assert_ne!(pos.key(), start.key());
    assert_eq!(pos.side_to_move(), start.side_to_move().opponent());
    pos.unmake_null_move();
    assert_eq!(pos, start);
    let pawns_only = RaumschachPosition::from_text(
        "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/P4/5|5/5/5/5/4K w - - 0 1",
    )
    .unwrap();
    assert!(!pawns_only.null_move_allowed());
    let in_check = RaumschachPosition::from_text(
        "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4R/5/5/5/K4 b - - 0 1",
    )
    .unwrap();
    assert!(in_check.in_check());
    assert!(!in_check.null_move_allowed());
}

fn find(pos: &RaumschachPosition, text: &str) -> Move {
    pos.parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn ordering_and_static_exchange() {
    // The White queen on Cc3 can take an undefended rook on Ce5, or a knight on Bc3 that the
    // bishop on Ac2 defends.
    let pos = RaumschachPosition::from_text(
        "5/4k/5/5/5|5/2p2/5/5/5|4r/5/2Q2/5/5|5/5/2n2/5/5|5/5/5/2b2/K4 w - - 0 1",
    )
    .unwrap();
    let take_rook = find(&pos, "Cc3Ce5");
    let take_knight = find(&pos, "Cc3Bc3");
    assert!(pos.noisy_order(take_rook) > pos.noisy_order(take_knight));
    assert!(pos.see_ge(take_rook, 0));
    assert!(pos.see_ge(take_rook, 400));
    // Queen for a knight defended by the bishop on Ac2: loses material.
    assert!(!pos.see_ge(take_knight, 0));
    assert!(pos.see_ge(take_knight, -1000));
    // Quiet moves: only non-positive thresholds pass.
    let quiet = find(&pos, "Cc3Cd3");
    assert!(pos.see_ge(quiet, 0));
    assert!(!pos.see_ge(quiet, 1));
    let mut noisy = MoveList::new();
    pos.generate_noisy(&mut noisy);
    assert!(noisy.contains(&take_rook) && noisy.contains(&take_knight));
    assert!(!noisy.contains(&quiet));
}

/// The position with colours swapped and the board mirrored through rank and level.
fn flipped(pos: &RaumschachPosition) -> RaumschachPosition {
    let fen = pos.to_text();
    let mut fields = fen.split(' ');
    let board = fields.next().unwrap();
    let side = if fields.next().unwrap() == "w" {
        "b"
    } else {
        "w"
    };
    let levels: Vec<String> = board
        .split('|')
        .rev()
        .map(|level| {
            level
                .split('/')
                .rev()
                .map(|rank| {
                    rank.chars()
                        .map(|c| {
                            if c.is_ascii_uppercase() {
                                c.to_ascii_lowercase()
                            } else {
                                c.to_ascii_uppercase()
                            }
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    RaumschachPosition::from_text(&format!("{} {side} - - 0 1", levels.join("|"))).unwrap()
}

#[test]
fn evaluation_is_colour_symmetric() {
    let start = RaumschachPosition::start_position();
    // The start is symmetric (a point reflection; every term is symmetric in the file).
    assert_eq!(start.evaluate(), TEMPO);
    let mut pos = start.clone();
    let mut moves = MoveList::new();
    for i in 0..40usize {
        moves.clear();
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        pos.make_move(moves[(i * 7919) % moves.len()]);
        assert_eq!(
            pos.evaluate(),
            flipped(&pos).evaluate(),
            "{}",
            pos.to_text()
        );
    }
}

#[test]
fn evaluation_prefers_material_and_advanced_pawns() {
    let base = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/P4/5|5/5/5/5/4K w - - 0 1";
    let advanced = "4k/5/5/5/5|5/P4/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/4K w - - 0 1";
    let queen = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/Q4/5|5/5/5/5/4K w - - 0 1";
    let e = |f: &str| RaumschachPosition::from_text(f).unwrap().evaluate();
    assert!(e(advanced) > e(base) + 30);
    assert!(e(queen) > e(base) + 700);
}
