//! The variants read from files: their facade answers come from the file (names, board,
//! move rule); the registry (`registry.rs`) knows their names.

use super::gomoku::{gomocup_move, placement_side_name, STONES_DO_NOT_MIRROR};
use crate::info::{FlipError, GameInfo, MoveNotation, ScoreUnit};
use crate::variant::FileVariant;
use crate::{EndReason, Variant};
use tetrarch_fairy::{CompiledVariant, FairyPosition, PlacementSpec};
use tetrarch_geometry::{Bitboard128, Bitboard512, Bitboard64};
use tetrarch_gomoku::ConnectPosition;
use tetrarch_movegen::{Color, Move, NotationError, Outcome};

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
