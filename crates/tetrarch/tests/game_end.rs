//! `Game::end`: each way a game ends, with the result and the rule that decided it.

use tetrarch::{EndReason, Game, Outcome, Variant};

fn after(variant: &str, text: Option<&str>, moves: &[&str]) -> Game {
    let variant = Variant::parse(variant).unwrap();
    let mut game = match text {
        Some(text) => Game::from_text(variant, text).unwrap(),
        None => Game::new(variant),
    };
    for m in moves {
        assert!(game.end().is_none(), "the game ended before {m}");
        game.play_text(m).unwrap();
    }
    game
}

fn described(game: &Game) -> String {
    let end = game.end().expect("the game is over");
    assert_eq!(Some(end.outcome), game.outcome(), "end agrees with outcome");
    game.describe_end(end)
}

#[test]
fn a_game_in_progress_has_no_end() {
    for v in ["chess", "xiangqi", "raumschach", "gomoku15-renju"] {
        assert_eq!(Game::new(Variant::parse(v).unwrap()).end(), None, "{v}");
    }
}

#[test]
fn chess_ends() {
    let mate = after("chess", None, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(mate.end().unwrap().reason, EndReason::Checkmate);
    assert_eq!(described(&mate), "Black wins by checkmate");

    let stalemate = after("chess", Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), &[]);
    assert_eq!(described(&stalemate), "draw by stalemate");

    let bare = after("chess", Some("8/8/8/4k3/8/8/4K3/8 w - - 0 1"), &[]);
    assert_eq!(described(&bare), "draw by insufficient material");

    let fifty = after("chess", Some("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), &[]);
    assert_eq!(described(&fifty), "draw by 50-move rule");

    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let repeated = after("chess", None, &[knights, knights].concat());
    assert_eq!(described(&repeated), "draw by threefold repetition");
}

#[test]
fn xiangqi_ends() {
    // Two rooks: one holds rank 9, the other mates along rank 10.
    let mate = after(
        "xiangqi",
        Some("4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"),
        &["b8b10"],
    );
    assert_eq!(described(&mate), "Red wins by checkmate");
    assert_eq!(mate.end().unwrap().outcome, Outcome::Loss);
}

#[test]
fn gomoku_ends() {
    let five = after(
        "gomoku15",
        None,
        &["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"],
    );
    assert_eq!(described(&five), "Black wins by five in a row");
    assert_eq!(five.end().unwrap().reason, EndReason::Five);
}

#[test]
fn file_variants_end_by_their_own_rules() {
    let bare = after("shatranj", Some("8/8/8/4k3/8/8/P3K3/R7 b - - 0 1"), &[]);
    assert_eq!(bare.end().unwrap().reason, EndReason::Extinction);
    assert_eq!(described(&bare), "White wins by extinction");

    let row = after("tictactoe", None, &["b2", "a1", "b1", "c1", "b3"]);
    assert_eq!(row.end().unwrap().reason, EndReason::Row);
    assert_eq!(described(&row), "Black wins by a completed row");

    let mate = after(
        "capablanca",
        Some("10/10/10/10/10/2k7/1q8/K9 w - - 0 1"),
        &[],
    );
    assert_eq!(described(&mate), "Black wins by checkmate");
    let fifty = after(
        "capablanca",
        Some("5k4/10/10/10/10/10/10/R4K4 w - - 100 80"),
        &[],
    );
    assert_eq!(described(&fifty), "draw by 50-move rule");
}
