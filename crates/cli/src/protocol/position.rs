//! The `position [startpos | fen TEXT] [moves M...]` command, shared by UCI and UCCI.

use super::games::{self, MoveStyle};
use super::tokens::{parse_position, StartPoint};
use tetrarch::{Game, Variant};

/// The game a `position` command sets up, and the error for a refused move if any (the
/// game is then the position set before that move). `Err` means the position is unchanged.
pub fn set_up(
    variant: Variant,
    args: &str,
    style: MoveStyle,
) -> Result<(Game, Option<String>), String> {
    let command = parse_position(args)?;
    let mut game = match &command.start {
        StartPoint::StartPos => Game::new(variant),
        StartPoint::Fen(fen) => {
            games::game_from_text(variant, fen).map_err(|e| format!("position unchanged: {e}"))?
        }
    };
    for (i, text) in command.moves.iter().enumerate() {
        if let Err(e) = games::play_text(&mut game, text, style) {
            let refused = format!(
                "position: move {} '{text}' refused, position set before it: {e}",
                i + 1
            );
            return Ok((game, Some(refused)));
        }
    }
    Ok((game, None))
}
