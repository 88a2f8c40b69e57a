//! Moves after a claimable draw: a GUI sends the whole game, and a repetition or the 50-move
//! rule must not make the engine refuse the rest of it and answer for the wrong position.
//! The engine accepts every legal move (the GUI adjudicates, as with Stockfish) and searches
//! the position it was given; only mate and stalemate end the game.

mod support;

use support::{Session, SECOND};
use tetrarch::{Game, Variant};

/// The game `variant` after `moves` (coordinate notation) from `fen`, played by the facade.
fn game_after(variant: Variant, fen: Option<&str>, moves: &[&str]) -> Game {
    let mut game = match fen {
        Some(f) => Game::from_text(variant, f).expect("test FEN parses"),
        None => Game::new(variant),
    };
    for m in moves {
        game.play_text(m).expect("test moves are legal");
    }
    game
}

/// The output up to `bestmove`, checked for refusals, and the move it names.
fn best_move_after(s: &Session, done: &str) -> String {
    let seen = s.until(10 * SECOND, |l| l.starts_with(done));
    assert!(
        !seen
            .iter()
            .any(|l| l.contains("error") || l.contains("Illegal")),
        "{seen:#?}"
    );
    let last = seen.last().unwrap();
    last.split_whitespace().nth(1).unwrap().to_string()
}

#[test]
fn uci_accepts_a_move_after_threefold_repetition() {
    let moves = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4";
    let mut s = Session::start();
    s.send("uci");
    s.send(&format!("position startpos moves {moves}"));
    s.send("go depth 4");
    let best = best_move_after(&s, "bestmove");
    let game = game_after(Variant::Chess, None, &moves.split(' ').collect::<Vec<_>>());
    assert!(game.parse_move(&best).is_ok(), "{best} is not Black's move");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn uci_accepts_moves_past_the_fifty_move_rule() {
    let fen = "8/8/8/4k3/8/8/3QK3/8 w - - 99 80";
    let mut s = Session::start();
    s.send(&format!("position fen {fen} moves d2d3 e5e6"));
    s.send("go depth 4");
    let best = best_move_after(&s, "bestmove");
    let game = game_after(Variant::Chess, Some(fen), &["d2d3", "e5e6"]);
    assert!(game.parse_move(&best).is_ok(), "{best} is not White's move");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

/// The xiangqi reproducer: 102 plies without capture, then a move for a king already moved.
const XIANGQI_FEN: &str = "9/9/5k3/9/9/2B6/7R1/9/4Kr3/6B2 w - - 98 192";

#[test]
fn uci_xiangqi_accepts_moves_past_the_move_rule() {
    let moves = ["e2e3", "f8f9", "e3d3", "f9f8"];
    let mut s = Session::start();
    s.send("setoption name UCI_Variant value xiangqi");
    s.send(&format!(
        "position fen {XIANGQI_FEN} moves {}",
        moves.join(" ")
    ));
    s.send("go movetime 100");
    let best = best_move_after(&s, "bestmove");
    let game = game_after(Variant::Xiangqi, Some(XIANGQI_FEN), &moves);
    assert!(game.parse_move(&best).is_ok(), "{best} is not Red's move");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn ucci_accepts_moves_past_the_move_rule() {
    // The same game in UCCI's ranks 0-9.
    let mut s = Session::start();
    s.send("ucci");
    s.until(5 * SECOND, |l| l == "ucciok");
    s.send(&format!(
        "position fen {XIANGQI_FEN} moves e1e2 f7f8 e2d2 f8f7"
    ));
    s.send("go depth 3");
    let best = best_move_after(&s, "bestmove");
    // Back to UCI ranks (1-10) to check it with the facade.
    let b = best.as_bytes();
    let uci = format!(
        "{}{}{}{}",
        b[0] as char,
        (b[1] - b'0') + 1,
        b[2] as char,
        (b[3] - b'0') + 1
    );
    let game = game_after(
        Variant::Xiangqi,
        Some(XIANGQI_FEN),
        &["e2e3", "f8f9", "e3d3", "f9f8"],
    );
    let legal: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .collect();
    assert!(legal.contains(&uci), "{best} ({uci}) not in {legal:?}");
    s.send("quit");
    s.until(5 * SECOND, |l| l == "bye");
}

#[test]
fn xboard_plays_on_after_threefold_repetition() {
    let moves = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4",
    ];
    let mut s = Session::start();
    for line in ["xboard", "protover 2", "new", "force"] {
        s.send(line);
    }
    for m in moves {
        s.send(&format!("usermove {m}"));
    }
    s.send("sd 3");
    s.send("go");
    let best = best_move_after(&s, "move ");
    let game = game_after(Variant::Chess, None, &moves);
    assert!(game.parse_move(&best).is_ok(), "{best} is not Black's move");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn a_mated_side_still_gets_no_move() {
    // Mate is a true end: UCI answers `bestmove (none)`, and a move after it is refused.
    let mut s = Session::start();
    s.send("position startpos moves f2f3 e7e5 g2g4 d8h4 a2a3");
    let seen = s.until(5 * SECOND, |l| l.contains("refused"));
    assert!(seen.last().unwrap().contains("game is over"), "{seen:?}");
    s.send("go depth 3");
    s.until(5 * SECOND, |l| l == "bestmove (none)");
    s.send("quit");
    s.exits_within(5 * SECOND);
}
