//! Bad input through the facade: every case is an `Error` whose message names the problem.

use tetrarch::{Error, Game, Variant, MAX_PERFT_DEPTH};

fn chess() -> Game {
    Game::new(Variant::Chess)
}

#[test]
fn unknown_and_invalid_variants() {
    let e = Variant::parse("shogi").unwrap_err();
    assert!(matches!(e, Error::UnknownVariant { .. }));
    let text = e.to_string();
    assert!(
        text.starts_with("unknown variant 'shogi' (known: chess, xiangqi, raumschach, gomoku15,"),
        "{text}"
    );
    for name in ["gomoku4", "gomoku33", "gomoku15x0", "gomoku15-pro"] {
        let e = Variant::parse(name).unwrap_err();
        assert!(matches!(e, Error::InvalidVariant { .. }), "{name}: {e}");
        assert!(
            e.to_string()
                .starts_with(&format!("invalid variant '{name}': ")),
            "{e}"
        );
    }
}

#[test]
fn malformed_position_texts_name_the_field() {
    let cases = [
        (Variant::Chess, "", "FEN is empty"),
        (Variant::Chess, "8/8/8/8/8/8/8/8 w - - 0 1", "FEN field 1"),
        (
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - zero 1",
            "FEN field 5 (halfmove clock)",
        ),
        (
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
            "FEN has 3 fields",
        ),
        (
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            "unexpected 'extra'",
        ),
        (
            Variant::Xiangqi,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",
            "X",
        ),
        (Variant::Xiangqi, "", ""),
        (Variant::Raumschach, "rnknr/ppppp/5/5/5 w - - 0 1", ""),
        (
            Variant::parse("gomoku15").unwrap(),
            "15x15 freestyle b b:z99",
            "z99",
        ),
        (
            Variant::parse("gomoku15").unwrap(),
            "20x20 freestyle b",
            "this is a gomoku20 position",
        ),
    ];
    for (variant, text, detail) in cases {
        let e = Game::from_text(variant.clone(), text).unwrap_err();
        assert!(matches!(e, Error::BadPosition { .. }), "{text}: {e:?}");
        let message = e.to_string();
        let prefix = format!("bad {} position '{text}': ", variant.name());
        assert!(message.starts_with(&prefix), "{message}");
        assert!(
            message.len() > prefix.len(),
            "the reason is empty: {message}"
        );
        assert!(message.contains(detail), "'{detail}' not in: {message}");
    }
}

#[test]
fn illegal_and_malformed_moves() {
    let mut game = chess();
    for text in ["e2e5", "e7e5", "a1a1", "zz", "", "e2e4e5", "Nf6"] {
        let e = game.play_text(text).unwrap_err();
        assert!(matches!(e, Error::IllegalMove { .. }), "{text}: {e:?}");
        assert!(
            e.to_string().starts_with(&format!("illegal move '{text}'")),
            "{e}"
        );
    }
    // SAN is accepted where people type, and still checked.
    assert!(game.parse_readable_move("Nf3").is_ok());
    let e = game.parse_readable_move("Nf6").unwrap_err().to_string();
    assert!(e.starts_with("illegal move 'Nf6'"), "{e}");
    // A move of one game in another.
    let xiangqi = Game::new(Variant::Xiangqi);
    assert!(xiangqi.parse_move("e2e4").is_err());
    let gomoku = Game::new(Variant::parse("gomoku15").unwrap());
    assert!(gomoku.parse_move("e2e4").is_err());
    assert!(
        gomoku.parse_move("p1").is_err(),
        "column p is off a 15-wide board"
    );
    // A raw move word that is not legal here.
    let e = game.play(tetrarch::Move(0xFFFF_FFFF)).unwrap_err();
    assert!(matches!(e, Error::IllegalMove { .. }), "{e:?}");
}

#[test]
fn no_moves_after_the_game_ends() {
    let mut game = chess();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_text(m).unwrap();
    }
    assert_eq!(game.outcome(), Some(tetrarch::Outcome::Loss));
    assert_eq!(game.describe_outcome(tetrarch::Outcome::Loss), "Black wins");
    let e = game.play_text("a2a3").unwrap_err();
    assert!(
        matches!(e, Error::IllegalMove { .. } | Error::GameOver { .. }),
        "{e:?}"
    );
}

#[test]
fn perft_depth_limits() {
    let game = chess();
    for depth in [0, MAX_PERFT_DEPTH + 1, u32::MAX] {
        let e = game.perft(depth).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("perft depth {depth} is out of range (1 to {MAX_PERFT_DEPTH})")
        );
        assert!(game.perft_divide(depth, true).is_err());
    }
    assert_eq!(game.perft(1).unwrap(), 20);
}
