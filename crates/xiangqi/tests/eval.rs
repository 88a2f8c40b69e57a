//! The evaluation and the search hooks: symmetry, river bonus, exchange evaluation, move
//! ordering and the null-move guard.

use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Notation, Position};
use tetrarch_xiangqi::XiangqiPosition;

fn pos(fen: &str) -> XiangqiPosition {
    XiangqiPosition::from_text(fen).unwrap()
}

/// The same position with colours swapped and the board turned over.
fn mirrored(fen: &str) -> XiangqiPosition {
    let mut fields = fen.split(' ');
    let board = fields.next().unwrap();
    let side = fields.next().unwrap();
    let flipped: Vec<String> = board
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let side = if side == "w" { "b" } else { "w" };
    pos(&format!("{} {side} - - 0 1", flipped.join("/")))
}

#[test]
fn evaluation_is_colour_symmetric() {
    for fen in [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23",
        "2bak2nr/4a4/nC5rP/p1p3pc1/2b3C2/4p1Bc1/P1P1P1P2/R3R3B/4A4/1N1A1K1N1 b - - 24 31",
    ] {
        assert_eq!(pos(fen).evaluate(), mirrored(fen).evaluate(), "{fen}");
    }
    let start = XiangqiPosition::start_position();
    // Equal material at the full middle-game phase: only the tempo bonus.
    let tempo = i32::from(tetrarch_xiangqi::weights::TEMPO[0].mg());
    assert_eq!(start.evaluate(), tempo);
}

#[test]
fn material_and_river_bonus() {
    // Red has an extra chariot.
    let up = pos("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    assert!(up.evaluate() > 800);
    // A soldier across the river is worth more than one at home.
    let home = pos("3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1");
    let crossed = pos("3k5/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1");
    assert!(crossed.evaluate() > home.evaluate() + 50);
}

#[test]
fn static_exchange() {
    let see = |fen: &str, mv: &str| {
        let p = pos(fen);
        let m = p.parse_move(mv).unwrap();
        (p.see(m), p.see_ge(m, 0))
    };
    // An unprotected soldier.
    assert_eq!(
        see("3k5/9/9/9/9/p8/9/9/9/R3K4 w - - 0 1", "a1a5"),
        (100, true)
    );
    // Protected by a chariot behind it.
    assert_eq!(
        see("r2k5/9/9/9/9/p8/9/9/9/R3K4 w - - 0 1", "a1a5"),
        (-800, false)
    );
    // Protected by a cannon over a screen (the horse on a8).
    assert_eq!(
        see("c2k5/9/n8/9/9/p8/9/9/9/R3K4 w - - 0 1", "a1a5"),
        (-800, false)
    );
    // Without a screen the cannon protects nothing.
    assert_eq!(
        see("c2k5/9/9/9/9/p8/9/9/9/R3K4 w - - 0 1", "a1a5"),
        (100, true)
    );
    // A quiet step onto a square a black soldier attacks loses the soldier.
    assert_eq!(
        see("3k5/9/9/9/9/p8/9/P8/9/4K4 w - - 0 1", "a3a4"),
        (-100, false)
    );
}

#[test]
fn escapes_are_moves_off_squares_the_opponent_wins_on() {
    let escapes = |fen: &str, mv: &str| {
        let p = pos(fen);
        let m = p.parse_move(mv).unwrap();
        Position::escapes_capture(&p, m)
    };
    // A horse attacked by a chariot, undefended: stepping away escapes.
    let fen = "3k5/9/9/9/r1N6/9/9/9/9/4K4 w - - 0 1";
    assert!(escapes(fen, "c6d8"));
    // Defended by a chariot behind it, a chariot for a horse loses: no threat.
    let fen = "3k5/9/9/9/r1N6/9/9/9/9/2R1K4 w - - 0 1";
    assert!(!escapes(fen, "c6d8"));
    // A chariot attacked by a cannon over a screen (the horse on c8) is threatened.
    let fen = "2ck5/9/2n6/9/9/9/9/2R6/9/4K4 w - - 0 1";
    assert!(escapes(fen, "c3d3"));
    // Without the screen nothing attacks it; an unattacked general's step is no escape.
    let fen = "2ck5/9/9/9/9/9/9/2R6/9/4K4 w - - 0 1";
    assert!(!escapes(fen, "c3d3"));
    assert!(!escapes(fen, "e1e2"));
}

#[test]
fn capture_ordering_prefers_big_victims_and_small_attackers() {
    // Red soldier on e6 can take the chariot on e7; Red chariot on a1 can take the soldier a5.
    let p = pos("3k5/9/9/4r4/4P4/p8/9/9/9/R3K4 w - - 0 1");
    let big = p.parse_move("e6e7").unwrap();
    let small = p.parse_move("a1a5").unwrap();
    assert!(p.is_noisy(big) && p.is_noisy(small));
    assert!(p.noisy_order(big) > p.noisy_order(small));
}

#[test]
fn null_move_guard() {
    assert!(XiangqiPosition::start_position().null_move_allowed());
    // In check (the chariot on d1 faces the general on d10).
    let check = pos("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1");
    assert!(check.in_check());
    assert!(!check.null_move_allowed());
    // Only soldiers left: zugzwang territory.
    let soldiers = pos("3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1");
    assert!(!soldiers.null_move_allowed());
}
