//! What the facade, the protocols and the tools ask a game beyond the search's `Position`:
//! one `impl GameInfo` per position type answers it, in the game's file under `games/`, so no
//! `match` elsewhere guesses for a game it does not know.

use crate::{EndReason, Variant};
use tetrarch_eval::{EvalBreakdown, WinRateModel};
use tetrarch_gomoku::GomokuPosition;
use tetrarch_movegen::{Color, Move, NotationError, Outcome, Position};
use tetrarch_search::ScoreReport;

/// How a game's scores read: centipawns shown as pawns (`+0.35`), or raw points.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ScoreUnit {
    /// Centipawns, printed as pawns.
    Centipawns,
    /// Raw points (gomoku's pattern units).
    Points,
}

/// A move notation a protocol may speak besides the game's own coordinates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MoveNotation {
    /// The game's coordinate notation (UCI `e2e4`, Fairy-Stockfish's `h3e3`, `Bc2Cc3`, `h8`).
    Coordinates,
    /// XBoard's coordinates: on boards of ten ranks these count from 0, as ICCS does for
    /// xiangqi (`h2e2`, which UCCI and XBoard xiangqi engines write) and as XBoard and
    /// Fairy-Stockfish do for grand chess; other boards are unchanged.
    Iccs,
    /// Gomocup's `x,y` for placement games.
    Gomocup,
    /// Standard Algebraic Notation for game records (PGN): chess SAN (`Nf3`, `O-O`), xiangqi
    /// SAN as Fairy-Stockfish writes it (`Che3`, `A10e9`); other games use their coordinates.
    San,
    /// WXF, the xiangqi notation for people (`C2=5`, `H8+7`, `R+=6`); other games use their
    /// coordinates.
    Wxf,
}

/// The game knowledge above the search's contract.
pub trait GameInfo: Position {
    /// Which variant this position plays.
    fn variant(&self) -> Variant;

    /// The board's files, ranks and levels (1 on flat boards), as the page draws it.
    fn board_size(&self) -> (u8, u8, u8);

    /// How people call the sides: White/Black unless the game says otherwise.
    fn side_name(&self, color: Color) -> &'static str {
        match color {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// How the game's scores read.
    fn score_unit(&self) -> ScoreUnit {
        ScoreUnit::Centipawns
    }

    /// The move for people (SAN in chess); `None`: the coordinate notation.
    fn readable_move(&self, _m: Move) -> Option<String> {
        None
    }

    /// Reads a move for people when the coordinate notation did not (SAN in chess); `None`
    /// when the game has no other notation.
    fn parse_readable_move(&self, _text: &str) -> Option<Result<Move, NotationError>> {
        None
    }

    /// Whether [`GameInfo::parse_readable_move`] reads the coordinate form too (Raumschach's
    /// `UBb1Cc2` is the coordinates with a piece letter): its error then names the real fault
    /// even for a text shaped like coordinates, so it is the one shown.
    fn readable_notation_reads_coordinates(&self) -> bool {
        false
    }

    /// `m` in `notation`; `None` when the game writes it in its coordinates.
    fn format_move_in(&self, _m: Move, _notation: MoveNotation) -> Option<String> {
        None
    }

    /// Reads a move in `notation`; `None` when the game reads it as its coordinates.
    fn parse_move_in(
        &self,
        _text: &str,
        _notation: MoveNotation,
    ) -> Option<Result<Move, NotationError>> {
        None
    }

    /// Why the game ended, when the game words it itself ("Black wins with five"); `None`
    /// for the chess family's mate, stalemate and rule texts.
    fn end_reason(&self, _winner: Option<Color>) -> Option<String> {
        None
    }

    /// The rule that ended the game, when the game decides it before the chess family's order
    /// (mate, stalemate, the move rule, [`GameInfo::claim_end`], repetition): a row of stones,
    /// a full board, a bare king. `law` is the position's `rule_outcome(0)`.
    fn own_end(&self, _law: Option<Outcome>) -> Option<EndReason> {
        None
    }

    /// Whether the game's move rule (50 moves in chess) has drawn.
    fn move_rule_reached(&self) -> bool {
        false
    }

    /// A rule other than repetition that ended the game once mate, stalemate and the move rule
    /// are ruled out (insufficient material, perpetual check).
    fn claim_end(&self, _outcome: Outcome) -> Option<EndReason> {
        None
    }

    /// The gomoku position, for gomoku's own tools (the Gomocup protocol, the VCF solver).
    fn as_gomoku(&self) -> Option<&GomokuPosition> {
        None
    }

    /// The position with the colours exchanged (UCI `flip`, as Stockfish's), or why the game
    /// has no such mirror (`Err`).
    fn color_flipped(&self) -> Result<Self, FlipError>
    where
        Self: Sized,
    {
        Err(FlipError::Undefined(
            "its sides do not mirror onto each other",
        ))
    }

    /// The evaluation by term (UCI `eval`), where the game traces its terms; `None`: only the
    /// total is known.
    fn eval_breakdown(&self) -> Option<EvalBreakdown> {
        None
    }

    /// UCI's `UCI_Chess960`: castling written and read king-takes-rook. Only chess has it;
    /// other games ignore it.
    fn set_chess960(&mut self, _on: bool) {}

    /// A score in words for people (gomoku's win chance and threats), where the game's units
    /// mean nothing to a player; `None`: pawns (`+0.35`) or mate read well as they are.
    fn score_words(&self, _score: ScoreReport) -> Option<String> {
        None
    }

    /// The game's win-rate model, fitted to its own games (`UCI_ShowWDL`); `None` where no
    /// model was fitted.
    fn win_rate_model(&self) -> Option<WinRateModel> {
        None
    }

    /// The position's input to [`GameInfo::win_rate_model`] besides the score (the material
    /// on the board, as the game counts it); `None` where the game has no model.
    fn wdl_material(&self) -> Option<i32> {
        None
    }
}

/// Why a position could not be flipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FlipError {
    /// The game has no colour mirror: the reason.
    Undefined(&'static str),
    /// The mirrored position text did not read back (a bug in the game's flip).
    Unreadable(NotationError),
}
