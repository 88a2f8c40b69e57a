//! Adjudication by the engines' own scores and by length, off unless asked for (fastchess's
//! `-resign`, `-draw` and `-maxmoves`).
//!
//! - `-resign movecount=N score=S [twosided=true]`: a side whose own score stays at or below
//!   `-S` centipawns for N of its moves in a row loses; with `twosided`, only if the opponent's
//!   score stayed at or above `S` for its last N moves too.
//! - `-draw movenumber=M movecount=N score=S`: from full move M on, when both engines' scores
//!   stay within `±S` for N moves each (2N plies in a row), the game is drawn.
//! - `-maxmoves N`: a game that reaches N full moves is drawn.
//!
//! A move without a score (an engine that prints none) breaks every run.

use tetrarch::Color;

use super::protocol::Score;
use super::referee::{Ending, GameResult, Termination};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ResignRule {
    pub movecount: u32,
    pub score: i32,
    pub twosided: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct DrawRule {
    pub movenumber: u32,
    pub movecount: u32,
    pub score: i32,
}

/// The rules a match adjudicates by.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Rules {
    pub resign: Option<ResignRule>,
    pub draw: Option<DrawRule>,
    pub max_moves: Option<u32>,
}

/// One game's running counts.
#[derive(Clone, Debug)]
pub struct Adjudicator {
    rules: Rules,
    /// Consecutive own moves with score at or below -S / at or above S, per side.
    losing: [u32; 2],
    winning: [u32; 2],
    quiet_plies: u32,
}

impl Adjudicator {
    pub fn new(rules: Rules) -> Adjudicator {
        Adjudicator {
            rules,
            losing: [0; 2],
            winning: [0; 2],
            quiet_plies: 0,
        }
    }

    /// After `mover` played a move with `score` (its own view); `fullmove` is the number of
    /// full moves played so far (opening included). `names` gives the sides' names.
    pub fn after_move(
        &mut self,
        mover: Color,
        score: Option<Score>,
        plies: usize,
        names: impl Fn(Color) -> &'static str,
    ) -> Option<Ending> {
        let side = mover.index();
        let cp = score.map(Score::cp);
        if let Some(rule) = self.rules.resign {
            let s = rule.score;
            self.losing[side] = if cp.is_some_and(|v| v <= -s) {
                self.losing[side] + 1
            } else {
                0
            };
            self.winning[side] = if cp.is_some_and(|v| v >= s) {
                self.winning[side] + 1
            } else {
                0
            };
            let other = mover.opponent().index();
            if self.losing[side] >= rule.movecount
                && (!rule.twosided || self.winning[other] >= rule.movecount)
            {
                return Some(Ending {
                    result: GameResult::win_for(mover.opponent()),
                    reason: format!(
                        "{} resigns (adjudication: score at most -{s} cp for {} moves)",
                        names(mover),
                        rule.movecount
                    ),
                    termination: Termination::Adjudication,
                });
            }
        }
        if let Some(rule) = self.rules.draw {
            self.quiet_plies = if cp.is_some_and(|v| v.abs() <= rule.score) {
                self.quiet_plies + 1
            } else {
                0
            };
            let fullmoves = plies.div_ceil(2) as u32;
            if fullmoves >= rule.movenumber && self.quiet_plies >= 2 * rule.movecount {
                return Some(Ending {
                    result: GameResult::Draw,
                    reason: format!(
                        "Draw by adjudication: both scores within {} cp for {} moves",
                        rule.score, rule.movecount
                    ),
                    termination: Termination::Adjudication,
                });
            }
        }
        if let Some(n) = self.rules.max_moves {
            if plies >= 2 * n as usize {
                return Some(Ending {
                    result: GameResult::Draw,
                    reason: format!("Draw by adjudication: {n} moves played"),
                    termination: Termination::Adjudication,
                });
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(c: Color) -> &'static str {
        if c == Color::White {
            "White"
        } else {
            "Black"
        }
    }

    #[test]
    fn resigns_after_movecount_bad_scores() {
        let rules = Rules {
            resign: Some(ResignRule {
                movecount: 2,
                score: 500,
                twosided: false,
            }),
            ..Rules::default()
        };
        let mut a = Adjudicator::new(rules);
        assert!(a
            .after_move(Color::White, Some(Score::Cp(-600)), 1, names)
            .is_none());
        assert!(a
            .after_move(Color::Black, Some(Score::Cp(600)), 2, names)
            .is_none());
        let e = a
            .after_move(Color::White, Some(Score::Mate(-3)), 3, names)
            .unwrap();
        assert_eq!(e.result, GameResult::BlackWins);
        assert!(e.reason.starts_with("White resigns"), "{}", e.reason);
        // A missing score breaks the run.
        let mut a = Adjudicator::new(rules);
        a.after_move(Color::White, Some(Score::Cp(-600)), 1, names);
        a.after_move(Color::White, None, 3, names);
        assert!(a
            .after_move(Color::White, Some(Score::Cp(-600)), 5, names)
            .is_none());
    }

    #[test]
    fn two_sided_resignation_needs_both_views() {
        let rules = Rules {
            resign: Some(ResignRule {
                movecount: 1,
                score: 300,
                twosided: true,
            }),
            ..Rules::default()
        };
        let mut a = Adjudicator::new(rules);
        a.after_move(Color::White, Some(Score::Cp(100)), 1, names);
        assert!(
            a.after_move(Color::Black, Some(Score::Cp(-400)), 2, names)
                .is_none(),
            "White does not agree"
        );
        a.after_move(Color::White, Some(Score::Cp(350)), 3, names);
        assert_eq!(
            a.after_move(Color::Black, Some(Score::Cp(-400)), 4, names)
                .unwrap()
                .result,
            GameResult::WhiteWins
        );
    }

    #[test]
    fn draws_by_quiet_scores_and_by_length() {
        let rules = Rules {
            draw: Some(DrawRule {
                movenumber: 3,
                movecount: 1,
                score: 10,
            }),
            ..Rules::default()
        };
        let mut a = Adjudicator::new(rules);
        assert!(a
            .after_move(Color::White, Some(Score::Cp(5)), 1, names)
            .is_none());
        assert!(
            a.after_move(Color::Black, Some(Score::Cp(-5)), 2, names)
                .is_none(),
            "before move 3"
        );
        assert!(a
            .after_move(Color::White, Some(Score::Cp(0)), 5, names)
            .is_some());
        let mut capped = Adjudicator::new(Rules {
            max_moves: Some(2),
            ..Rules::default()
        });
        assert!(capped.after_move(Color::White, None, 3, names).is_none());
        let e = capped.after_move(Color::Black, None, 4, names).unwrap();
        assert_eq!(
            (e.result, e.reason.as_str()),
            (GameResult::Draw, "Draw by adjudication: 2 moves played")
        );
    }
}
