//! What the facade, the protocols and the tools ask a game beyond the search's `Position`:
//! one `impl GameInfo` per position type answers it, so adding a game is one enum arm in
//! [`crate::Game`] and one impl here, and no `match` elsewhere guesses for a game it does not
//! know.

use crate::variant::FileVariant;
use crate::{EndReason, Variant};
use tetrarch_chess::ChessPosition;
use tetrarch_eval::{EvalBreakdown, WinRateModel};
use tetrarch_fairy::{CompiledVariant, FairyPosition, PlacementSpec};
use tetrarch_geometry::{Bitboard128, Bitboard512, Bitboard64};
use tetrarch_gomoku::{ConnectPosition, GomokuPosition};
use tetrarch_movegen::{Color, Move, NotationError, Outcome, Position};
use tetrarch_search::ScoreReport;

/// Plies without a capture (or pawn move) after which the chess family's move rule draws:
/// the 50-move rule of chess and Raumschach, and Fairy-Stockfish's 50-move rule in xiangqi.
const MOVE_RULE_PLIES: u32 = 100;
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_xiangqi::XiangqiPosition;

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

impl GameInfo for ChessPosition {
    fn variant(&self) -> Variant {
        Variant::Chess
    }

    fn board_size(&self) -> (u8, u8, u8) {
        (8, 8, 1)
    }

    fn readable_move(&self, m: Move) -> Option<String> {
        Some(self.san(m))
    }

    fn parse_readable_move(&self, text: &str) -> Option<Result<Move, NotationError>> {
        Some(self.parse_san(text))
    }

    fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
        (notation == MoveNotation::San).then(|| self.san(m))
    }

    fn parse_move_in(
        &self,
        text: &str,
        notation: MoveNotation,
    ) -> Option<Result<Move, NotationError>> {
        (notation == MoveNotation::San).then(|| self.parse_san(text))
    }

    fn move_rule_reached(&self) -> bool {
        u32::from(self.halfmove_clock()) >= MOVE_RULE_PLIES
    }

    fn claim_end(&self, _outcome: Outcome) -> Option<EndReason> {
        self.is_insufficient_material()
            .then_some(EndReason::InsufficientMaterial)
    }

    fn color_flipped(&self) -> Result<Self, FlipError> {
        ChessPosition::color_flipped(self).map_err(FlipError::Unreadable)
    }

    fn eval_breakdown(&self) -> Option<EvalBreakdown> {
        Some(ChessPosition::eval_breakdown(self))
    }

    fn set_chess960(&mut self, on: bool) {
        ChessPosition::set_chess960(self, on);
    }

    fn win_rate_model(&self) -> Option<WinRateModel> {
        Some(tetrarch_chess::wdl::WIN_RATE_MODEL)
    }

    fn wdl_material(&self) -> Option<i32> {
        Some(ChessPosition::wdl_material(self))
    }
}

impl GameInfo for XiangqiPosition {
    fn variant(&self) -> Variant {
        Variant::Xiangqi
    }

    fn board_size(&self) -> (u8, u8, u8) {
        (9, 10, 1)
    }

    fn side_name(&self, color: Color) -> &'static str {
        match color {
            Color::White => "Red",
            Color::Black => "Black",
        }
    }

    fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
        match notation {
            MoveNotation::Iccs => Some(self.format_iccs(m)),
            MoveNotation::San => Some(self.san(m)),
            MoveNotation::Wxf => Some(self.wxf(m)),
            _ => None,
        }
    }

    fn parse_move_in(
        &self,
        text: &str,
        notation: MoveNotation,
    ) -> Option<Result<Move, NotationError>> {
        match notation {
            MoveNotation::Iccs => Some(self.parse_iccs(text)),
            MoveNotation::San => Some(self.parse_san(text)),
            _ => None,
        }
    }

    fn move_rule_reached(&self) -> bool {
        self.halfmove_clock() >= MOVE_RULE_PLIES
    }

    fn claim_end(&self, outcome: Outcome) -> Option<EndReason> {
        (outcome != Outcome::Draw).then_some(EndReason::PerpetualCheckOrChase)
    }

    fn color_flipped(&self) -> Result<Self, FlipError> {
        XiangqiPosition::color_flipped(self).map_err(FlipError::Unreadable)
    }

    fn eval_breakdown(&self) -> Option<EvalBreakdown> {
        Some(XiangqiPosition::eval_breakdown(self))
    }

    fn win_rate_model(&self) -> Option<WinRateModel> {
        Some(tetrarch_xiangqi::wdl::WIN_RATE_MODEL)
    }

    fn wdl_material(&self) -> Option<i32> {
        Some(XiangqiPosition::wdl_material(self))
    }
}

impl GameInfo for RaumschachPosition {
    fn variant(&self) -> Variant {
        Variant::Raumschach
    }

    fn board_size(&self) -> (u8, u8, u8) {
        (5, 5, 5)
    }

    /// The piece letter before the coordinates (`UBb1Cc2`, `Db5xEa5=Q`).
    fn readable_move(&self, m: Move) -> Option<String> {
        Some(self.readable(m))
    }

    fn parse_readable_move(&self, text: &str) -> Option<Result<Move, NotationError>> {
        Some(self.parse_readable(text))
    }

    fn readable_notation_reads_coordinates(&self) -> bool {
        true
    }

    /// Records (a saved `play` game) write moves for people, as chess and xiangqi write SAN.
    fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
        (notation == MoveNotation::San).then(|| self.readable(m))
    }

    fn parse_move_in(
        &self,
        text: &str,
        notation: MoveNotation,
    ) -> Option<Result<Move, NotationError>> {
        (notation == MoveNotation::San).then(|| self.parse_readable(text))
    }

    fn color_flipped(&self) -> Result<Self, FlipError> {
        RaumschachPosition::color_flipped(self).map_err(FlipError::Unreadable)
    }

    fn move_rule_reached(&self) -> bool {
        u32::from(self.halfmove_clock()) >= MOVE_RULE_PLIES
    }

    fn win_rate_model(&self) -> Option<WinRateModel> {
        Some(tetrarch_raumschach::wdl::WIN_RATE_MODEL)
    }

    fn wdl_material(&self) -> Option<i32> {
        Some(RaumschachPosition::wdl_material(self))
    }
}

/// Gomoku and connect-N name the first player Black.
fn placement_side_name(color: Color) -> &'static str {
    match color {
        Color::White => "Black",
        Color::Black => "White",
    }
}

impl GameInfo for GomokuPosition {
    fn variant(&self) -> Variant {
        Variant::Gomoku {
            width: self.width() as u8,
            height: self.height() as u8,
            rule: self.rule(),
        }
    }

    fn color_flipped(&self) -> Result<Self, FlipError> {
        Err(FlipError::Undefined(
            "the first player's stones cannot become the second's: the stone counts and the rules of each colour differ",
        ))
    }

    fn board_size(&self) -> (u8, u8, u8) {
        (self.width() as u8, self.height() as u8, 1)
    }

    fn side_name(&self, color: Color) -> &'static str {
        placement_side_name(color)
    }

    fn score_unit(&self) -> ScoreUnit {
        ScoreUnit::Points
    }

    fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
        (notation == MoveNotation::Gomocup).then(|| {
            let (x, y) = self.coords(m);
            format!("{x},{y}")
        })
    }

    fn end_reason(&self, winner: Option<Color>) -> Option<String> {
        Some(match winner {
            Some(w) if self.is_won() => format!("{} wins with five", placement_side_name(w)),
            Some(w) => format!("{} wins by rule", placement_side_name(w)),
            None => "Draw: the board is full".into(),
        })
    }

    fn own_end(&self, law: Option<Outcome>) -> Option<EndReason> {
        Some(if self.is_won() {
            EndReason::Five
        } else if law.is_some() {
            EndReason::BoardFull
        } else {
            EndReason::NoLegalMove
        })
    }

    fn as_gomoku(&self) -> Option<&GomokuPosition> {
        Some(self)
    }

    fn score_words(&self, score: ScoreReport) -> Option<String> {
        Some(match score {
            ScoreReport::Mate(n) => self.describe_forced_win(n),
            ScoreReport::Centipawns(points) => self.describe_score(points),
        })
    }

    fn win_rate_model(&self) -> Option<WinRateModel> {
        Some(tetrarch_gomoku::wdl::WIN_RATE_MODEL)
    }

    fn wdl_material(&self) -> Option<i32> {
        Some(GomokuPosition::wdl_material(self))
    }
}

impl GameInfo for ConnectPosition {
    fn variant(&self) -> Variant {
        let name = self.name().unwrap_or("connect").to_string();
        let source = self.source().unwrap_or("").to_string();
        Variant::File(FileVariant::placement(PlacementSpec {
            name,
            source,
            width: self.width() as u8,
            height: self.height() as u8,
            connect: self.connect() as u8,
            overline: self.overline(),
        }))
    }

    fn color_flipped(&self) -> Result<Self, FlipError> {
        Err(FlipError::Undefined(
            "the first player's stones cannot become the second's: the stone counts and the rules of each colour differ",
        ))
    }

    fn board_size(&self) -> (u8, u8, u8) {
        (self.width() as u8, self.height() as u8, 1)
    }

    fn side_name(&self, color: Color) -> &'static str {
        placement_side_name(color)
    }

    fn score_unit(&self) -> ScoreUnit {
        ScoreUnit::Points
    }

    fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
        (notation == MoveNotation::Gomocup).then(|| {
            let (x, y) = self.coords(m);
            format!("{x},{y}")
        })
    }

    fn end_reason(&self, winner: Option<Color>) -> Option<String> {
        Some(match winner {
            Some(w) => format!(
                "{} wins with {} in a row",
                placement_side_name(w),
                self.connect()
            ),
            None => "Draw: the board is full".into(),
        })
    }

    fn own_end(&self, _law: Option<Outcome>) -> Option<EndReason> {
        Some(if self.is_won() {
            EndReason::Row
        } else {
            EndReason::BoardFull
        })
    }
}

/// Whether `notation` counts this board's ranks from 0 (XBoard on a flat board of ten ranks).
fn zero_based_ranks<B: tetrarch_geometry::Bitboard>(
    p: &FairyPosition<B>,
    notation: MoveNotation,
) -> bool {
    let shape = p.rules().shape;
    notation == MoveNotation::Iccs && shape.levels == 1 && shape.ranks == 10
}

/// A move text with every rank number moved by `delta` (`e2e4` and -1: `e1e3`).
fn shift_ranks(text: &str, delta: i32) -> String {
    let mut out = String::with_capacity(text.len() + 1);
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if !digits.is_empty() {
            let rank: i32 = digits.parse().unwrap_or(0);
            out.push_str(&(rank + delta).to_string());
            digits.clear();
        }
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            flush(&mut digits, &mut out);
            out.push(c);
        }
    }
    flush(&mut digits, &mut out);
    out
}

macro_rules! fairy_info {
    ($b:ty, $arm:ident) => {
        impl GameInfo for FairyPosition<$b> {
            fn variant(&self) -> Variant {
                Variant::File(FileVariant::board(CompiledVariant::$arm(
                    self.rules().clone(),
                )))
            }

            fn color_flipped(&self) -> Result<Self, FlipError> {
                Err(FlipError::Undefined(
                    "a variant file's sides need not mirror onto each other",
                ))
            }

            fn board_size(&self) -> (u8, u8, u8) {
                let shape = self.rules().shape;
                (shape.files, shape.ranks, shape.levels)
            }

            fn format_move_in(&self, m: Move, notation: MoveNotation) -> Option<String> {
                zero_based_ranks(self, notation).then(|| shift_ranks(&self.format_move(m), -1))
            }

            fn parse_move_in(
                &self,
                text: &str,
                notation: MoveNotation,
            ) -> Option<Result<Move, NotationError>> {
                zero_based_ranks(self, notation).then(|| {
                    if !text.bytes().all(|b| b.is_ascii_alphanumeric()) {
                        return Err(NotationError::new(format!("move '{text}': not a move")));
                    }
                    self.parse_move(&shift_ranks(text, 1))
                })
            }

            fn own_end(&self, _law: Option<Outcome>) -> Option<EndReason> {
                self.extinction_outcome().map(|_| EndReason::Extinction)
            }

            fn move_rule_reached(&self) -> bool {
                let rule = self.rules().spec.n_move_rule;
                rule > 0 && self.halfmove_clock() >= 2 * rule
            }
        }
    };
}
fairy_info!(Bitboard64, Small);
fairy_info!(Bitboard128, Medium);
fairy_info!(Bitboard512, Large);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_shift_for_xboard_on_ten_ranks() {
        assert_eq!(shift_ranks("e3e5", -1), "e2e4");
        assert_eq!(shift_ranks("a10a9", -1), "a9a8");
        assert_eq!(shift_ranks("b9b10q", -1), "b8b9q");
        assert_eq!(shift_ranks("a9a8", 1), "a10a9");
    }
}
