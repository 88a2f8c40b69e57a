//! Position text, move notation, rendered boards (insta snapshots) and bad input.

use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Color, Notation, Position};

#[test]
fn start_position_and_round_trips() {
    let p = GomokuPosition::start_position();
    assert_eq!(p.to_text(), "15x15 freestyle b");
    assert_eq!((p.width(), p.height(), p.rule()), (15, 15, Rule::Freestyle));
    assert_eq!(
        p.side_to_move(),
        Color::White,
        "black (first player) is movegen's White"
    );
    for text in [
        "15x15 renju w b:h8",
        "20x20 freestyle b b:a1,t20 w:j10,k11",
        "32x5 caro w b:a1,af5",
        "5x32 standard b",
    ] {
        let p = GomokuPosition::from_text(text).unwrap();
        assert_eq!(p.to_text(), text);
    }
    // A square size may be written alone; the side may be spelt out.
    let p = GomokuPosition::from_text("19 standard white b:j10").unwrap();
    assert_eq!(p.to_text(), "19x19 standard w b:j10");
}

#[test]
fn moves_in_both_notations() {
    let p = GomokuPosition::new(15, 15, Rule::Renju).unwrap();
    let a = p.parse_move("h8").unwrap();
    let b = p.parse_move("7,7").unwrap();
    assert_eq!(a, b);
    assert_eq!(p.coords(a), (7, 7));
    assert_eq!(p.format_move(a), "h8");
    assert_eq!(p.move_at(0, 14).unwrap(), p.parse_move("a15").unwrap());
    assert_eq!(
        p.parse_move(" 14 , 0 ").unwrap(),
        p.parse_move("O1").unwrap()
    );
    // Every empty cell of a 32-wide board round-trips through both notations.
    let wide = GomokuPosition::new(32, 32, Rule::Freestyle).unwrap();
    for (x, y) in [(0, 0), (25, 3), (26, 31), (31, 31)] {
        let m = wide.move_at(x, y).unwrap();
        assert_eq!(wide.parse_move(&wide.format_move(m)).unwrap(), m);
        assert_eq!(wide.parse_move(&format!("{x},{y}")).unwrap(), m);
    }
}

#[test]
fn bad_input_is_named() {
    let err = |t: &str| GomokuPosition::from_text(t).unwrap_err().0;
    assert!(err("4x15 freestyle b").contains("width 4 out of range"));
    assert!(err("15x33 freestyle b").contains("height 33 out of range"));
    assert!(err("").contains("empty position text"));
    assert!(err("15x15").contains("lacks the rule"));
    assert!(err("15x15 gomoku b").contains("unknown gomoku rule 'gomoku'"));
    assert!(err("15x15 renju").contains("lacks the side"));
    assert!(err("15x15 renju x").contains("bad side to move 'x'"));
    assert!(err("15xx renju b").contains("bad board size '15xx'"));
    assert!(err("15x15 renju b b:h8,h8").contains("cell h8 is given two stones"));
    assert!(err("15x15 renju b b:h8 w:h8").contains("cell h8 is given two stones"));
    assert!(err("15x15 renju b b:z9").contains("off the 15x15 board"));
    assert!(err("15x15 renju b h8").contains("unexpected 'h8'"));
    assert!(err("15x15 renju b b:h8 b:i9").contains("listed twice"));
    assert!(err("15x15 renju b b:a1,a2,a3,a4,a5").contains("already has a five"));
    assert!(GomokuPosition::new(5, 4, Rule::Caro)
        .unwrap_err()
        .0
        .contains("height 4"));

    let mut p = GomokuPosition::from_text("15x15 freestyle b b:h8 w:i9").unwrap();
    let e = |p: &GomokuPosition, t: &str| p.parse_move(t).unwrap_err().0;
    assert!(e(&p, "h8").contains("occupied"));
    assert!(e(&p, "15,0").contains("off the 15x15 board"));
    assert!(e(&p, "p1").contains("off the 15x15 board"));
    assert!(e(&p, "h").contains("expected 'x,y'"));
    assert!(e(&p, "-1,3").contains("not a number"));
    assert!(p.move_at(15, 0).is_err());
    // After a five the game is over.
    let mut q = GomokuPosition::from_text("15x15 freestyle b b:a1,a2,a3,a4 w:c1,c2,c3,c4").unwrap();
    let m = q.parse_move("a5").unwrap();
    q.make_move(m);
    assert!(e(&q, "h8").contains("game is over"));
    // is_legal accepts any word without panicking.
    for w in [
        0u32,
        1,
        u32::MAX,
        0x0010_0401,
        0x0010_0000 | 1023 | 1023 << 10,
    ] {
        assert!(!p.is_legal(tetrarch_movegen::Move(w)) || w == 0x0010_0401);
    }
    let m = p.parse_move("j10").unwrap();
    p.make_move(m);
    p.unmake_move(m);
}

#[test]
fn rendered_boards() {
    let renju = GomokuPosition::from_text(
        "15x15 renju b b:g9,h10,i10,j9,j8,i7,h7,g8 w:a15,o15,o1,n1,i1,f1,c5,d14",
    )
    .unwrap();
    insta::assert_snapshot!("renju_forbidden_points", renju.render());
    let rect = GomokuPosition::from_text("28x6 caro w b:a1,ab6,m3 w:n4").unwrap();
    insta::assert_snapshot!("caro_rectangular_wide", rect.render());
    let mut won = GomokuPosition::from_text("7x7 standard b b:b2,c3,d4,e5 w:a7,b7,c7,d7").unwrap();
    let m = won.parse_move("f6").unwrap();
    won.make_move(m);
    insta::assert_snapshot!("standard_game_over", won.render());
}
