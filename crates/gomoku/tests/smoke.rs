use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Notation, Outcome, Position};

#[test]
fn five_wins_and_text_round_trips() {
    let mut p = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
    for mv in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"] {
        let m = p.parse_move(mv).unwrap();
        p.make_move(m);
    }
    let text = p.to_text();
    assert_eq!(text, "15x15 freestyle b b:h8,i8,j8,k8 w:a1,a2,a3,a4");
    let q = GomokuPosition::from_text(&text).unwrap();
    assert_eq!(q.key(), p.key());
    let m = p.parse_move("l8").unwrap();
    p.make_move(m);
    assert_eq!(p.rule_outcome(0), Some(Outcome::Loss));
    assert_eq!(p.count_moves(), 0);
}
