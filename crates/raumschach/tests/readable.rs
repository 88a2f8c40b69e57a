//! Moves for people (`UBb1Cc2`, `Db5xEa5=Q`, docs/raumschach.md#notation): written from the
//! position, read back to the same move, every part checked against the board.

use tetrarch_movegen::{Move, MoveList, Notation, Position};
use tetrarch_raumschach::RaumschachPosition;

fn legal(pos: &RaumschachPosition) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    moves.iter().copied().collect()
}

#[test]
fn the_piece_letter_comes_first_and_pawns_have_none() {
    let pos = RaumschachPosition::start_position();
    let readable = |coordinates: &str| pos.readable(pos.parse_move(coordinates).unwrap());
    assert_eq!(readable("Bb1Cc2"), "UBb1Cc2"); // a unicorn, the example form
    assert_eq!(readable("Ab1Ac3"), "NAb1Ac3");
    assert_eq!(readable("Bb2Bb3"), "Bb2Bb3"); // a pawn: the coordinates alone
    for text in ["UBb1Cc2", "NAb1Ac3", "Bb2Bb3", "Bb1Cc2", "UBb1-Cc2"] {
        let m = pos.parse_readable(text).unwrap();
        assert_eq!(pos.parse_move(&pos.format_move(m)).unwrap(), m, "{text}");
    }
}

#[test]
fn captures_promotions_and_checks_are_marked() {
    // White's pawn on Db5 captures the rook on Ea5 and promotes; Black's king is on Ce3.
    let pos = RaumschachPosition::from_text(
        "r4/5/5/5/5|1P3/5/5/5/5|5/5/4k/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    let m = pos.parse_move("Db5Ea5q").unwrap();
    assert_eq!(pos.readable(m), "Db5xEa5=Q");
    for text in ["Db5xEa5=Q", "Db5Ea5=Q", "Db5xEa5q", "Db5Ea5q", "Db5xEa5=Q!"] {
        assert_eq!(pos.parse_readable(text).unwrap(), m, "{text}");
    }
    // A check and a mate are marked as SAN marks them.
    let mate = RaumschachPosition::from_text(
        "k4/5/5/5/1R3|5/5/5/5/1R3|5/5/5/5/5|5/5/5/5/5|4R/R4/5/5/4K w - - 0 1",
    )
    .unwrap();
    let m = mate.parse_move("Ae5Aa5").unwrap();
    assert_eq!(mate.readable(m), "RAe5Aa5#");
}

#[test]
fn random_games_read_back_and_mark_every_check() {
    let mut pos = RaumschachPosition::start_position();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..120 {
        let moves = legal(&pos);
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            let text = pos.readable(m);
            assert_eq!(pos.parse_readable(&text), Ok(m), "{text}");
            assert_eq!(pos.parse_readable(&pos.format_move(m)), Ok(m), "{text}");
            let mut after = pos.clone();
            after.make_move(m);
            assert_eq!(text.ends_with(['+', '#']), after.in_check(), "{text}");
            assert_eq!(text.contains('x'), pos.piece_at(m.to()).is_some(), "{text}");
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        pos.make_move(moves[(seed % moves.len() as u64) as usize]);
    }
}

#[test]
fn wrong_parts_are_named() {
    let pos = RaumschachPosition::start_position();
    let error = |text: &str| pos.parse_readable(text).unwrap_err().to_string();
    assert_eq!(
        error("NBb1Cc2"),
        "move 'NBb1Cc2': the piece on Bb1 is a unicorn, not a knight (N)"
    );
    assert_eq!(
        error("UBb1xCc2"),
        "move 'UBb1xCc2': 'x' marks a capture, but Cc2 is empty"
    );
    assert_eq!(error("UBb1Cc3"), "move 'UBb1Cc3': illegal in this position");
    assert!(error("ZBb1Cc2").contains("bad piece letter 'Z'"));
    assert!(error("uBb1Cc2").contains("bad piece letter 'u'"));
    assert!(error("UBb1Cc2=K").contains("bad promotion piece 'K'"));
    assert!(error("UBb1Cc2=").contains("'=' without a promotion piece"));
    assert!(error("UFb1Cc2").contains("bad from cell 'Fb1'"));
    assert!(error("UBb1Cc9").contains("bad to cell 'Cc9'"));
    assert!(error("Cc3Dc4").contains("no piece on Cc3"));
    assert!(error("UAB").contains("expected [piece letter] from-cell"));
    assert!(error("é").contains("not ASCII"));
    // A promotion needs its piece.
    let pos = RaumschachPosition::from_text(
        "r4/5/5/5/5|1P3/5/5/5/5|5/5/4k/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    assert!(pos
        .parse_readable("Db5xEa5")
        .unwrap_err()
        .to_string()
        .contains("promotion piece missing"));
}
