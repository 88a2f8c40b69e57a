//! Perft: the fast generator against the rescan-based reference, on small boards where renju
//! forbidden points and finished games change the counts; closed forms on empty boards.

use tetrarch_gomoku::{reference, GomokuPosition};
use tetrarch_movegen::{perft, perft_divide, Notation, Position};

/// The rescan reference is slow at depth 3; `GOMOKU_DEEP_PERFT=1` checks it there too
/// (`cargo xtask`'s slow checks set it).
fn deep() -> bool {
    std::env::var_os("GOMOKU_DEEP_PERFT").is_some()
}

fn fast(text: &str, depth: u32) -> u64 {
    perft(&mut GomokuPosition::from_text(text).unwrap(), depth)
}

fn both(text: &str, depth: u32) -> u64 {
    let mut pos = GomokuPosition::from_text(text).unwrap();
    let fast = perft(&mut pos, depth);
    let mut grid = pos.to_grid();
    let slow = reference::perft(
        &mut grid,
        pos.rule(),
        reference::stone_of(pos.side_to_move()),
        depth,
    );
    assert_eq!(fast, slow, "{text} depth {depth}");
    fast
}

#[test]
fn empty_boards_follow_the_closed_form() {
    for (text, cells) in [
        ("15x15 renju b", 225u64),
        ("32x32 freestyle b", 1024),
        ("7x5 caro b", 35),
    ] {
        let mut pos = GomokuPosition::from_text(text).unwrap();
        assert_eq!(perft(&mut pos, 1), cells);
        assert_eq!(perft(&mut pos, 2), cells * (cells - 1));
        if cells < 1000 {
            assert_eq!(perft(&mut pos, 3), cells * (cells - 1) * (cells - 2));
        }
    }
}

#[test]
fn renju_forbidden_points_cut_the_tree() {
    // Black has a double-three point (d4) and threes that become double threes one move on.
    let renju = "9x9 renju b b:b4,c4,d2,d3,f6 w:h1,h9,a9,a1";
    let free = renju.replace("renju", "freestyle");
    // The reference recomputes these every run; the literals guard against both drifting.
    let expect = [(71, 72), (5041, 5112), (347_918, 357_840)];
    for (depth, &(r, f)) in (1..=3).zip(expect.iter()) {
        let check = if depth < 3 || deep() { both } else { fast };
        assert_eq!(check(renju, depth), r, "renju depth {depth}");
        assert_eq!(check(&free, depth), f, "freestyle depth {depth}");
    }
    // Divide agrees with the totals.
    let mut pos = GomokuPosition::from_text(renju).unwrap();
    let divide = perft_divide(&mut pos, 2);
    assert_eq!(divide.iter().map(|d| d.1).sum::<u64>(), both(renju, 2));
}

#[test]
fn finished_games_are_leaves() {
    // Black has a straight four: black's five ends the game, so those branches stop.
    let depth = if deep() { 3 } else { 2 };
    for rule in ["freestyle", "standard", "renju", "caro"] {
        both(&format!("8x8 {rule} b b:c4,d4,e4,f4 w:a1,a8,h1,h8"), depth);
        both(&format!("8x8 {rule} w b:c4,d4,e4,f4 w:a1,a8,h1"), depth);
    }
    // Overlines: black b4 c4 d4 . f4 g4 (e4 makes six).
    for rule in ["freestyle", "standard", "renju", "caro"] {
        both(
            &format!("9x9 {rule} b b:b4,c4,d4,f4,g4 w:a1,a9,i1,i9,e9"),
            2,
        );
    }
}
