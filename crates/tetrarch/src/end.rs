//! How a game ended: the result of [`Game::outcome`] together with the rule that decided it,
//! as a GUI announces it ("checkmate", "five in a row", "threefold repetition").

use crate::info::GameInfo;
use crate::Game;
use core::fmt;
use tetrarch_movegen::{Outcome, Position};

/// The rule that ended a game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EndReason {
    /// In check with no legal move.
    Checkmate,
    /// Not in check and no legal move (a draw in chess and Raumschach, a loss in xiangqi).
    Stalemate,
    /// The last move made five (or more, where the rule counts it) in a row.
    Five,
    /// The last move completed the row a connect-N game asks for (other than gomoku's five).
    Row,
    /// A side lost the pieces the variant says it must keep (shatranj's bare king).
    Extinction,
    /// Every cell is taken and nobody has five.
    BoardFull,
    /// The side to move has no legal placement left without a five on the board.
    NoLegalMove,
    /// 100 plies without a capture (or pawn move in chess and Raumschach).
    MoveRule,
    /// The same position for the third time.
    Repetition,
    /// A repetition that one side forced by checking or chasing with every move (xiangqi).
    PerpetualCheckOrChase,
    /// Neither side can ever mate (chess: bare kings, a lone minor piece, same-coloured bishops).
    InsufficientMaterial,
}

impl EndReason {
    /// The reason in words, as the GUI prints it after the result.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Five => "five in a row",
            EndReason::Row => "a completed row",
            EndReason::Extinction => "extinction",
            EndReason::BoardFull => "full board",
            EndReason::NoLegalMove => "no legal move",
            EndReason::MoveRule => "50-move rule",
            EndReason::Repetition => "threefold repetition",
            EndReason::PerpetualCheckOrChase => "perpetual check or chase",
            EndReason::InsufficientMaterial => "insufficient material",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// A finished game: the result from the side to move's point of view, and why.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GameEnd {
    /// The result for the side to move.
    pub outcome: Outcome,
    /// Which rule ended the game.
    pub reason: EndReason,
}

impl Game {
    /// The end of the game if it is over here: [`Game::outcome`] with the rule that decided it.
    pub fn end(&self) -> Option<GameEnd> {
        let outcome = self.outcome()?;
        let no_moves = self.final_outcome().is_some();
        let in_check = with_position!(self, p => p.in_check());
        let law = with_position!(self, p => p.rule_outcome(0));
        let reason = match with_position!(self, p => p.own_end(law)) {
            Some(reason) => reason,
            // Mate stands even on the move rule's last ply.
            None if no_moves && in_check => EndReason::Checkmate,
            None if law.is_none() => EndReason::Stalemate,
            None if with_position!(self, p => p.move_rule_reached()) => EndReason::MoveRule,
            None => {
                with_position!(self, p => p.claim_end(outcome)).unwrap_or(EndReason::Repetition)
            }
        };
        Some(GameEnd { outcome, reason })
    }

    /// `end` in words: "Black wins by checkmate", "draw by threefold repetition".
    pub fn describe_end(&self, end: GameEnd) -> String {
        format!("{} by {}", self.describe_outcome(end.outcome), end.reason)
    }
}
