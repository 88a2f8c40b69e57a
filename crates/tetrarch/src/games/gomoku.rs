//! Gomoku: Black moves first, scores in points and in words, Gomocup coordinates, the board
//! size and rule set in its name.

use super::BuiltInGame;
use crate::bench::BenchPosition;
use crate::info::{FlipError, GameInfo, MoveNotation, ScoreUnit};
use crate::{EndReason, Variant};
use tetrarch_eval::WinRateModel;
use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Color, Move, Notation, NotationError, Outcome};
use tetrarch_search::ScoreReport;

/// Board sizes a gomoku variant may have (per side): the gomoku crate's.
const GOMOKU_SIZES: core::ops::RangeInclusive<u8> =
    tetrarch_gomoku::MIN_SIDE as u8..=tetrarch_gomoku::MAX_SIDE as u8;

/// The board sizes offered to GUIs by name (`gomoku15`, `gomoku20-renju`): Gomocup's two.
const OFFERED_SIZES: [u8; 2] = [15, 20];

/// Why a placement game has no colour mirror (UCI `flip`).
pub(super) const STONES_DO_NOT_MIRROR: FlipError = FlipError::Undefined(
    "the first player's stones cannot become the second's: the stone counts and the rules of each colour differ",
);

/// A placement move in Gomocup's `x,y` when `notation` asks for it.
pub(super) fn gomocup_move(notation: MoveNotation, (x, y): (usize, usize)) -> Option<String> {
    (notation == MoveNotation::Gomocup).then(|| format!("{x},{y}"))
}

/// Gomoku and connect-N name the first player Black.
pub(super) fn placement_side_name(color: Color) -> &'static str {
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
        Err(STONES_DO_NOT_MIRROR)
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
        gomocup_move(notation, self.coords(m))
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

impl BuiltInGame for GomokuPosition {
    type Params = (u8, u8, Rule);

    /// `gomoku[SIZE][-RULE]`: SIZE is `15` or `15x20` (the side when square), RULE left out
    /// for freestyle.
    fn name(&(width, height, rule): &(u8, u8, Rule)) -> String {
        let size = if width == height {
            width.to_string()
        } else {
            format!("{width}x{height}")
        };
        match rule {
            Rule::Freestyle => format!("gomoku{size}"),
            rule => format!("gomoku{size}-{}", rule.name()),
        }
    }

    /// `gomoku[SIZE][-RULE]` where SIZE is `15` or `15x20` (default 15) and RULE is
    /// `freestyle` (default), `standard`, `renju` or `caro`: `gomoku15`, `gomoku20`,
    /// `gomoku15-renju`, `gomoku19x15-caro`.
    fn parse_name(lower: &str) -> Option<Result<(u8, u8, Rule), String>> {
        let rest = lower.strip_prefix("gomoku")?;
        let (size, rule) = match rest.split_once('-') {
            Some((size, rule)) => (size, Some(rule)),
            None => (rest, None),
        };
        if !size.is_empty() && !size.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let rule = match rule {
            None => Rule::Freestyle,
            Some(rule) => match Rule::from_name(rule) {
                Ok(rule) => rule,
                Err(e) => return Some(Err(e.0)),
            },
        };
        if size.is_empty() {
            return Some(Ok((15, 15, rule)));
        }
        let side = |text: &str| {
            text.parse::<u8>()
                .ok()
                .filter(|n| GOMOKU_SIZES.contains(n))
                .ok_or_else(|| {
                    format!(
                        "board size '{text}' is not a number from {} to {}",
                        GOMOKU_SIZES.start(),
                        GOMOKU_SIZES.end()
                    )
                })
        };
        let (w, h) = size.split_once('x').unwrap_or((size, size));
        Some(side(w).and_then(|w| Ok((w, side(h)?, rule))))
    }

    fn name_pattern() -> Option<&'static str> {
        Some("gomokuWxH[-RULE]")
    }

    /// Gomocup's two sizes under every rule set.
    fn offered_names() -> Vec<String> {
        let mut names = Vec::new();
        for size in OFFERED_SIZES {
            for rule in Rule::ALL {
                names.push(Self::name(&(size, size, rule)));
            }
        }
        names
    }

    /// # Panics
    /// If a hand-built [`Variant::Gomoku`] has a side outside 5..=32; names never do.
    fn start(&(width, height, rule): &(u8, u8, Rule)) -> Self {
        GomokuPosition::new(width as usize, height as usize, rule)
            .unwrap_or_else(|e| panic!("Game::new(gomoku {width}x{height}): {e}"))
    }

    /// The text must be of this board size and rule set.
    fn read(params: &(u8, u8, Rule), text: &str) -> Result<Self, NotationError> {
        let position = GomokuPosition::from_text(text)?;
        let own = (
            position.width() as u8,
            position.height() as u8,
            position.rule(),
        );
        if own != *params {
            return Err(NotationError(format!(
                "this is a {} position",
                Self::name(&own)
            )));
        }
        Ok(position)
    }

    /// An open game under freestyle and a renju opening (forbidden moves in play).
    const BENCH_POSITIONS: &'static [BenchPosition] = &[
        BenchPosition {
            variant: "gomoku15",
            fen: None,
            moves: "h8 i9 h9 h10 i8 g8",
            depth: 12,
        },
        BenchPosition {
            variant: "gomoku15-renju",
            fen: None,
            moves: "h8 i9 j8 i8 i7",
            depth: 12,
        },
    ];

    /// No perft file: gomoku's move list is every empty cell, so perft counts only the board.
    const PERFT_FILE: Option<&'static str> = None;
}
