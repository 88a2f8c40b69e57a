//! The `position [startpos | fen TEXT] [moves M...]` command, shared by UCI and UCCI.

use super::games::{self, MoveStyle};
use super::tokens::{parse_position, StartPoint};
use tetrarch::{Game, Variant};

/// The game a `position` command sets up, errors reported through `error`. `None` means
/// the position is unchanged; a refused move gives the position set before it. `chess960`
/// (UCI's `UCI_Chess960`) reads and writes castling king-takes-rook from the start on.
pub fn set_up(
    variant: &Variant,
    args: &str,
    style: MoveStyle,
    chess960: bool,
    mut error: impl FnMut(String),
) -> Option<Game> {
    let command = match parse_position(args) {
        Ok(c) => c,
        Err(e) => {
            error(e);
            return None;
        }
    };
    let mut game = match &command.start {
        StartPoint::StartPos => Game::new(variant.clone()),
        StartPoint::Fen(fen) => match games::game_from_text(variant, fen) {
            Ok(g) => g,
            Err(e) => {
                error(format!("position unchanged: {e}"));
                return None;
            }
        },
    };
    game.set_chess960(chess960);
    for (i, text) in command.moves.iter().enumerate() {
        if let Err(e) = games::play_text(&mut game, text, style) {
            error(format!(
                "position: move {} '{text}' refused, position set before it: {e}",
                i + 1
            ));
            break;
        }
    }
    Some(game)
}
