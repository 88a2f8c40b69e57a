//! Xiangqi: Red and Black, ICCS, SAN and WXF, perpetual check and chase, and its name.

use super::{BuiltInGame, MOVE_RULE_PLIES};
use crate::bench::BenchPosition;
use crate::info::{FlipError, GameInfo, MoveNotation};
use crate::{EndReason, Variant};
use tetrarch_eval::{EvalBreakdown, WinRateModel};
use tetrarch_movegen::{Color, Move, Notation, NotationError, Outcome};
use tetrarch_xiangqi::XiangqiPosition;

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

/// Xiangqi FENs in the WXF style name the horse `H` and the elephant `E`; Fairy-Stockfish's
/// use `N` and `B`. Both are read.
fn xiangqi_letters(text: &str) -> String {
    let (board, rest) = text.trim().split_once(' ').unwrap_or((text.trim(), ""));
    let board: String = board
        .chars()
        .map(|c| match c {
            'h' => 'n',
            'H' => 'N',
            'e' => 'b',
            'E' => 'B',
            other => other,
        })
        .collect();
    format!("{board} {rest}").trim().to_string()
}

impl BuiltInGame for XiangqiPosition {
    type Params = ();

    fn name(_: &()) -> String {
        "xiangqi".into()
    }

    fn parse_name(lower: &str) -> Option<Result<(), String>> {
        (lower == "xiangqi").then_some(Ok(()))
    }

    fn offered_names() -> Vec<String> {
        vec!["xiangqi".into()]
    }

    fn start(_: &()) -> Self {
        XiangqiPosition::start_position()
    }

    fn read(_: &(), text: &str) -> Result<Self, NotationError> {
        XiangqiPosition::from_text(&xiangqi_letters(text))
    }

    /// The start and a middle game with both cannons active.
    const BENCH_POSITIONS: &'static [BenchPosition] = &[
        BenchPosition {
            variant: "xiangqi",
            fen: None,
            moves: "",
            depth: 12,
        },
        BenchPosition {
            variant: "xiangqi",
            fen: Some("rnbakab1r/9/8n/p1p1p1p1p/5P3/9/P1c3P1P/1C4C2/1c5R1/2BAKABNR w - - 2 9"),
            moves: "",
            depth: 13,
        },
    ];

    const PERFT_FILE: Option<&'static str> = Some("tests/data/perft/xiangqi.epd");
}
