//! Raumschach: the 5x5x5 board, moves with piece letters for people, and its name.

use super::{BuiltInGame, MOVE_RULE_PLIES};
use crate::bench::BenchPosition;
use crate::info::{FlipError, GameInfo, MoveNotation};
use crate::Variant;
use tetrarch_eval::WinRateModel;
use tetrarch_movegen::{Move, Notation, NotationError};
use tetrarch_raumschach::RaumschachPosition;

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

impl BuiltInGame for RaumschachPosition {
    type Params = ();

    fn name(_: &()) -> String {
        "raumschach".into()
    }

    fn parse_name(lower: &str) -> Option<Result<(), String>> {
        (lower == "raumschach").then_some(Ok(()))
    }

    fn offered_names() -> Vec<String> {
        vec!["raumschach".into()]
    }

    fn start(_: &()) -> Self {
        RaumschachPosition::start_position()
    }

    fn read(_: &(), text: &str) -> Result<Self, NotationError> {
        RaumschachPosition::from_text(text)
    }

    /// The start.
    const BENCH_POSITIONS: &'static [BenchPosition] = &[BenchPosition {
        variant: "raumschach",
        fen: None,
        moves: "",
        depth: 10,
    }];

    /// Built by `cargo xtask book --variant raumschach` (its header says how).
    const BOOK: Option<(&'static str, &'static str)> = Some((
        "crates/tetrarch/books/raumschach.txt",
        include_str!("../../books/raumschach.txt"),
    ));

    const PERFT_FILE: Option<&'static str> = Some("tests/data/perft/raumschach.epd");
}
