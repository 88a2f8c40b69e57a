//! The per-game knowledge the protocols need beyond the facade's common calls: which move
//! notation each protocol speaks, and how a finished game is announced.

use tetrarch::gomoku::GomokuPosition;
use tetrarch::search::SearchInfo;
use tetrarch::{with_position, Color, Game, Move, Outcome, Position, Variant};

/// The move notation a protocol speaks: the game's coordinates (UCI chess `e2e4`,
/// Fairy-Stockfish xiangqi `h3e3`, Raumschach, gomoku and file variants as their crates write
/// them), ICCS for xiangqi (UCCI, XBoard's xiangqi engines), Gomocup `x,y` for placement
/// games; each game answers for itself which of them it has.
pub type MoveStyle = tetrarch::MoveNotation;

/// Reads a position text for `variant` (xiangqi also with WXF's `H`/`E` letters).
pub fn game_from_text(variant: &Variant, text: &str) -> Result<Game, tetrarch::Error> {
    Game::from_text(variant.clone(), text)
}

/// Writes `m` (legal in `game`) in `style`.
pub fn format_move(game: &Game, m: Move, style: MoveStyle) -> String {
    game.format_move_in(m, style)
}

/// Parses a legal move written in `style`. A move refused there but legal with the ranks
/// of a ten-rank board numbered the other way (1-10 and 0-9: Fairy-Stockfish's and ICCS's
/// xiangqi) says so, since a GUI of the other convention is the likely cause.
pub fn parse_move(game: &Game, text: &str, style: MoveStyle) -> Result<Move, String> {
    game.parse_move_in(text, style).map_err(|e| {
        let message = match e {
            // The game's own message usually names the move already.
            tetrarch::Error::IllegalMove { text, reason } if !reason.contains(&text) => {
                format!("illegal move '{text}': {reason}")
            }
            tetrarch::Error::IllegalMove { reason, .. } => reason,
            other => other.to_string(),
        };
        match other_ranks_hint(game, text, style) {
            Some(hint) => format!("{message} ({hint})"),
            None => message,
        }
    })
}

/// Why `text`, refused in `style`, may have been meant: it is legal with the ranks numbered
/// the other way. `None` when it is not, or `style` has no other numbering.
fn other_ranks_hint(game: &Game, text: &str, style: MoveStyle) -> Option<String> {
    let (other, numbering) = match style {
        MoveStyle::Coordinates => (
            MoveStyle::Iccs,
            "0-9, as ICCS, UCCI, XBoard and Pikafish number them",
        ),
        MoveStyle::Iccs => (
            MoveStyle::Coordinates,
            "1-10, as Fairy-Stockfish numbers them",
        ),
        _ => return None,
    };
    game.parse_move_in(text, other).ok()?;
    Some(format!(
        "'{text}' is legal with the ranks numbered {numbering}"
    ))
}

/// Parses and plays a move, with the error naming it.
pub fn play_text(game: &mut Game, text: &str, style: MoveStyle) -> Result<Move, String> {
    let m = parse_move(game, text, style)?;
    game.play(m).map_err(|e| e.to_string())?;
    Ok(m)
}

/// A principal variation written in `style`, each move in the position it is played from;
/// stops at the first move that is no longer legal.
pub fn pv_texts(game: &Game, pv: &[Move], style: MoveStyle) -> Vec<String> {
    let mut game = game.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !game.is_legal(m) {
            break;
        }
        out.push(format_move(&game, m, style));
        with_position!(&mut game, p => p.make_move(m));
    }
    out
}

/// The principal variation of an exact search line written in `style`; `None` for a bound
/// line, which protocols without a bound notation leave unreported.
pub fn exact_pv_texts(game: &Game, info: &SearchInfo, style: MoveStyle) -> Option<Vec<String>> {
    if info.bound.is_some() {
        return None;
    }
    Some(pv_texts(game, &info.pv, style))
}

/// Whether the side to move is in check.
pub fn in_check(game: &Game) -> bool {
    with_position!(game, p => p.in_check())
}

/// The gomoku position inside `game`, if it is gomoku.
pub fn gomoku(game: &Game) -> Option<&GomokuPosition> {
    game.as_gomoku()
}

/// A finished game as XBoard announces it: `("1-0", "White mates")`. `1-0` is a win for the
/// first player (White, Red, gomoku's Black).
pub fn game_result(game: &Game) -> Option<(&'static str, String)> {
    let outcome = game.outcome()?;
    let mover = game.side_to_move();
    let winner = match outcome {
        Outcome::Win => Some(mover),
        Outcome::Loss => Some(mover.opponent()),
        Outcome::Draw => None,
    };
    let no_moves = game.legal_moves().is_empty();
    let reason = game.end_reason(winner).unwrap_or_else(|| match winner {
        Some(w) if no_moves && in_check(game) => format!("{} mates", game.side_name(w)),
        Some(w) if no_moves => format!("{} wins by stalemate", game.side_name(w)),
        Some(w) => format!("{} wins by rule", game.side_name(w)),
        None if no_moves => "Stalemate".to_string(),
        None => "Draw by rule".to_string(),
    });
    let score = match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    Some((score, reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xiangqi_fen_accepts_wxf_letters() {
        let wxf = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1";
        let game = game_from_text(&Variant::Xiangqi, wxf).unwrap();
        assert_eq!(game.to_text(), Game::new(Variant::Xiangqi).to_text());
        assert!(game_from_text(&Variant::Chess, wxf).is_err());
    }

    #[test]
    fn xiangqi_styles_differ_by_rank_base() {
        let game = Game::new(Variant::Xiangqi);
        let m = parse_move(&game, "h2e2", MoveStyle::Iccs).unwrap();
        assert_eq!(format_move(&game, m, MoveStyle::Coordinates), "h3e3");
        assert_eq!(format_move(&game, m, MoveStyle::Iccs), "h2e2");
        assert_eq!(parse_move(&game, "h3e3", MoveStyle::Coordinates), Ok(m));
        assert!(parse_move(&game, "h3e3", MoveStyle::Iccs).is_err());
    }

    #[test]
    fn a_move_of_the_other_rank_numbering_is_named() {
        let game = Game::new(Variant::Xiangqi);
        let e = parse_move(&game, "h2e2", MoveStyle::Coordinates).unwrap_err();
        assert!(
            e.contains("'h2e2' is legal with the ranks numbered 0-9"),
            "{e}"
        );
        let e = parse_move(&game, "h3e3", MoveStyle::Iccs).unwrap_err();
        assert!(
            e.contains("'h3e3' is legal with the ranks numbered 1-10"),
            "{e}"
        );
        // Illegal both ways: no hint; chess has one numbering.
        let e = parse_move(&game, "a0a5", MoveStyle::Coordinates).unwrap_err();
        assert!(!e.contains("ranks numbered"), "{e}");
        let chess = Game::new(Variant::Chess);
        let e = parse_move(&chess, "e2e5", MoveStyle::Coordinates).unwrap_err();
        assert!(!e.contains("ranks numbered"), "{e}");
    }

    #[test]
    fn gomocup_points() {
        let game = Game::new(Variant::parse("gomoku15").unwrap());
        let m = game.legal_moves()[16];
        assert_eq!(format_move(&game, m, MoveStyle::Gomocup), "1,1");
    }

    #[test]
    fn results_name_the_winner_and_the_reason() {
        let mut game = Game::new(Variant::Chess);
        for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            game.play_text(m).unwrap();
        }
        assert_eq!(game_result(&game), Some(("0-1", "Black mates".to_string())));
        assert_eq!(game_result(&Game::new(Variant::Chess)), None);
        let mut g = Game::new(Variant::parse("gomoku15").unwrap());
        for m in ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"] {
            g.play_text(m).unwrap();
        }
        assert_eq!(
            game_result(&g),
            Some(("1-0", "Black wins with five".to_string()))
        );
    }
}
