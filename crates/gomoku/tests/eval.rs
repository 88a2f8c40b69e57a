//! Evaluation, move ordering and the noisy (quiescence) moves on hand-made positions.

use tetrarch_eval::Evaluate;
use tetrarch_gomoku::GomokuPosition;
use tetrarch_movegen::{MoveList, Notation, Position};

fn pos(text: &str) -> GomokuPosition {
    GomokuPosition::from_text(text).unwrap()
}

fn noisy(p: &GomokuPosition) -> Vec<String> {
    let mut moves = MoveList::new();
    p.generate_noisy(&mut moves);
    let mut v: Vec<String> = moves.iter().map(|&m| p.format_move(m)).collect();
    v.sort();
    v
}

#[test]
fn evaluation_is_side_relative_and_sees_immediate_wins() {
    assert_eq!(GomokuPosition::start_position().evaluate(), 0);
    let one = pos("15x15 freestyle w b:h8");
    assert!(one.evaluate() < 0, "{}", one.evaluate());
    // The same stones, either side to move: the scores are opposite in sign.
    let b = pos("15x15 freestyle b b:g8,h8,i8 w:g9,h10");
    let w = pos("15x15 freestyle w b:g8,h8,i8 w:g9,h10");
    assert!(
        b.evaluate() > 0 && w.evaluate() < 0,
        "{} {}",
        b.evaluate(),
        w.evaluate()
    );
    // A five to play.
    assert_eq!(
        pos("15x15 freestyle b b:e8,f8,g8,h8 w:a1,a3,a5").evaluate(),
        6000
    );
    // The opponent has a straight four: two five points.
    assert_eq!(
        pos("15x15 freestyle w b:e8,f8,g8,h8 w:a1,a3,a5,a7").evaluate(),
        -6000
    );
}

#[test]
fn noisy_moves_follow_the_priorities() {
    // Black to move with a five point: only the win.
    assert_eq!(
        noisy(&pos("15x15 freestyle b b:e8,f8,g8,h8 w:d8,a3,a5,a7")),
        ["i8"]
    );
    // White to move must block black's four: the block only, even with its own threes.
    assert_eq!(
        noisy(&pos("15x15 freestyle w b:e8,f8,g8,h8 w:d8,b3,c3")),
        ["i8"]
    );
    // Own fours otherwise: black g8 h8 i8 blocked on f8 -> j8 and k8 make fours.
    assert_eq!(
        noisy(&pos("15x15 freestyle b b:g8,h8,i8 w:f8,a1")),
        ["j8", "k8"]
    );
    // is_noisy agrees with the list.
    let p = pos("15x15 freestyle b b:g8,h8,i8 w:f8,a1");
    let mut all = MoveList::new();
    p.generate_moves(&mut all);
    let listed = noisy(&p);
    for m in all {
        assert_eq!(
            p.is_noisy(m),
            listed.contains(&p.format_move(m)),
            "{}",
            p.format_move(m)
        );
    }
}

#[test]
fn ordering_puts_wins_then_blocks_first() {
    // White to move: black threatens five at i8; white's own best point is elsewhere.
    let p = pos("15x15 freestyle w b:e8,f8,g8,h8 w:d8,b3,c3,d3");
    let mut moves = MoveList::new();
    p.generate_search_moves(&mut moves);
    assert_eq!(moves.len(), 1, "only the block is worth searching");
    let block = p.parse_move("i8").unwrap();
    let other = p.parse_move("e3").unwrap();
    assert!(p.quiet_order(block) > p.quiet_order(other));
}
