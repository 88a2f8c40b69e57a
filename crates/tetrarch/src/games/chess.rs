//! Chess: its facade answers (SAN, the 50-move rule, insufficient material) and its name.

use super::{BuiltInGame, MOVE_RULE_PLIES};
use crate::bench::BenchPosition;
use crate::info::{FlipError, GameInfo, MoveNotation};
use crate::{EndReason, Variant};
use tetrarch_chess::ChessPosition;
use tetrarch_eval::{EvalBreakdown, WinRateModel};
use tetrarch_movegen::{Move, Notation, NotationError, Outcome};

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

impl BuiltInGame for ChessPosition {
    type Params = ();

    fn name(_: &()) -> String {
        "chess".into()
    }

    /// `chess`, and XBoard's `normal`.
    fn parse_name(lower: &str) -> Option<Result<(), String>> {
        matches!(lower, "chess" | "normal").then_some(Ok(()))
    }

    fn offered_names() -> Vec<String> {
        vec!["chess".into()]
    }

    fn start(_: &()) -> Self {
        ChessPosition::start_position()
    }

    fn read(_: &(), text: &str) -> Result<Self, NotationError> {
        ChessPosition::from_text(text)
    }

    /// The start, Kiwipete, a quiet middle game and an endgame.
    const BENCH_POSITIONS: &'static [BenchPosition] = &[
        BenchPosition {
            variant: "chess",
            fen: None,
            moves: "",
            depth: 14,
        },
        BenchPosition {
            variant: "chess",
            fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            moves: "",
            depth: 12,
        },
        BenchPosition {
            variant: "chess",
            fen: Some("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
            moves: "",
            depth: 13,
        },
        BenchPosition {
            variant: "chess",
            fen: Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
            moves: "",
            depth: 18,
        },
    ];

    const PERFT_FILE: Option<&'static str> = Some("tests/data/perft/chess.epd");
}
