//! The referee: every move of a game is checked and played with our own rules crates, and
//! the game ends when their laws say so.
//!
//! Chess: checkmate, stalemate, threefold repetition, the fifty-move rule, insufficient
//! material. Xiangqi (Fairy-Stockfish's rules, as the xiangqi crate implements them): no legal
//! move loses (mate or stalemate), perpetual check and perpetual chase lose, other threefold
//! repetitions draw, 100 plies without a capture draw. Raumschach: mate, stalemate, threefold
//! repetition, fifty moves. Gomoku: a five under the rule set (exactly five in standard,
//! renju for black and caro; caro's five must not be blocked at both ends), the full board;
//! in renju a forbidden point played by black loses.

use tetrarch::gomoku::parse_cell;
use tetrarch::{with_position, Color, EndReason, Game, Move, Outcome, Position};

/// The result of a game. White is whoever moves first (gomoku's black, xiangqi's red).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// The win of `color`.
    pub fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// PGN's result token.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Half-points (0, 1, 2) for the side `color`.
    pub fn half_points(self, color: Color) -> u8 {
        match (self, color) {
            (GameResult::Draw, _) => 1,
            (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black) => 2,
            _ => 0,
        }
    }
}

/// How a game ended, as PGN's `Termination` tag names it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Termination {
    /// By the rules of the game.
    Normal,
    TimeForfeit,
    /// An illegal, forbidden or unparseable move.
    IllegalMove,
    /// An engine crashed, stalled or broke the protocol.
    Abandoned,
    /// By the runner: engines' scores, the move cap, a resignation.
    Adjudication,
}

impl Termination {
    pub fn pgn(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::TimeForfeit => "time forfeit",
            Termination::IllegalMove => "rules infraction",
            Termination::Abandoned => "abandoned",
            Termination::Adjudication => "adjudication",
        }
    }
}

/// The end of a game: who won, why (for people: "Red mates"), and the PGN category.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ending {
    pub result: GameResult,
    pub reason: String,
    pub termination: Termination,
}

/// A game in progress, checked move by move.
#[derive(Clone, Debug)]
pub struct Referee {
    game: Game,
    /// Zobrist keys of every position from the start, and whether its side to move was in check.
    keys: Vec<u64>,
    checks: Vec<bool>,
}

impl Referee {
    /// A referee for the game starting at `start` after `moves` (the opening).
    pub fn new(start: &Game, moves: &[Move]) -> Referee {
        let mut referee = Referee {
            game: start.clone(),
            keys: Vec::new(),
            checks: Vec::new(),
        };
        referee.note_position();
        for &m in moves {
            referee
                .game
                .play(m)
                .expect("opening moves are checked when read");
            referee.note_position();
        }
        referee
    }

    fn note_position(&mut self) {
        let (key, check) = with_position!(&self.game, p => (p.key(), p.in_check()));
        self.keys.push(key);
        self.checks.push(check);
    }

    /// The current position.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Checks and plays `text` (the game's coordinate notation) for the side to move. The
    /// error says why it is not a legal move (a renju forbidden point is named as such).
    pub fn play(&mut self, text: &str) -> Result<Move, String> {
        let m = self
            .game
            .parse_move(text)
            .map_err(|e| match self.forbidden(text) {
                Some(why) => why,
                None => e.to_string(),
            })?;
        self.game.play(m).map_err(|e| e.to_string())?;
        self.note_position();
        Ok(m)
    }

    /// Why `text` is a forbidden renju point for black, if it is one.
    fn forbidden(&self, text: &str) -> Option<String> {
        let Game::Gomoku(p) = &self.game else {
            return None;
        };
        let (x, y) = parse_cell(text, p.width(), p.height()).ok()?;
        let m = p.move_at(x, y).ok()?;
        p.forbidden_points()
            .contains(&m)
            .then(|| format!("'{text}' is a forbidden point for black (renju: double three, double four or overline)"))
    }

    /// The rules' verdict on the current position, if the game is over: the facade's
    /// [`Game::end`] (which rule decided), in cutechess-style words, with xiangqi's perpetual
    /// told apart as check or chase from the game's history.
    pub fn verdict(&self) -> Option<Ending> {
        let game = &self.game;
        let end = game.end()?;
        let mover = game.side_to_move();
        let result = match end.outcome {
            Outcome::Win => GameResult::win_for(mover),
            Outcome::Loss => GameResult::win_for(mover.opponent()),
            Outcome::Draw => GameResult::Draw,
        };
        let name = |c: Color| game.side_name(c);
        let winner = match result {
            GameResult::WhiteWins => Color::White,
            _ => Color::Black,
        };
        let loser = winner.opponent();
        let drawn = result == GameResult::Draw;
        let reason = match end.reason {
            EndReason::Checkmate => format!("{} mates", name(winner)),
            EndReason::Stalemate if drawn => "Draw by stalemate".into(),
            EndReason::Stalemate => format!("{} wins: {} is stalemated", name(winner), name(loser)),
            EndReason::Five => format!("{} makes five", name(winner)),
            EndReason::Row => format!("{} completes a row", name(winner)),
            EndReason::Extinction if drawn => "Draw by extinction".into(),
            EndReason::Extinction => format!("{} wins by extinction", name(winner)),
            EndReason::BoardFull => "Draw: the board is full".into(),
            EndReason::NoLegalMove if drawn => "Draw: no legal move is left".into(),
            EndReason::NoLegalMove => {
                format!("{} wins: {} has no legal move", name(winner), name(loser))
            }
            EndReason::MoveRule if matches!(game, Game::Xiangqi(_)) => {
                "Draw by the fifty-move rule (100 plies without a capture)".into()
            }
            EndReason::MoveRule => "Draw by fifty moves rule".into(),
            EndReason::Repetition => "Draw by 3-fold repetition".into(),
            EndReason::InsufficientMaterial => "Draw by insufficient mating material".into(),
            EndReason::PerpetualCheckOrChase => {
                let what = if self.loser_checked_throughout(loser) {
                    "perpetual check"
                } else {
                    "perpetual chase"
                };
                format!("{} wins: {} repeats by {what}", name(winner), name(loser))
            }
        };
        Some(Ending {
            result,
            reason,
            termination: Termination::Normal,
        })
    }

    /// Whether every move of `loser` since the first occurrence of the repeated position gave
    /// check.
    fn loser_checked_throughout(&self, loser: Color) -> bool {
        let n = self.keys.len();
        let now = self.keys[n - 1];
        let Some(first) =
            (0..n - 1).find(|&i| self.keys[i] == now && (n - 1 - i).is_multiple_of(2))
        else {
            return false;
        };
        // Position i+1 follows the move made in position i; the mover in position i is known
        // from the current side to move and the parity.
        let mover_now = self.game.side_to_move();
        (first..n - 1)
            .filter(|&i| {
                let mover_at_i = if (n - 1 - i).is_multiple_of(2) {
                    mover_now
                } else {
                    mover_now.opponent()
                };
                mover_at_i == loser
            })
            .all(|i| self.checks[i + 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch::Variant;

    fn play_all(variant: &str, fen: Option<&str>, moves: &[&str]) -> Referee {
        let v = Variant::parse(variant).unwrap();
        let start = match fen {
            Some(f) => Game::from_text(v, f).unwrap(),
            None => Game::new(v),
        };
        let mut r = Referee::new(&start, &[]);
        for m in moves {
            assert!(r.verdict().is_none(), "the game ended before {m}");
            r.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        r
    }

    fn reason(r: &Referee) -> (GameResult, String) {
        let v = r.verdict().expect("game over");
        (v.result, v.reason)
    }

    #[test]
    fn chess_endings() {
        let r = play_all("chess", None, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert_eq!(reason(&r), (GameResult::BlackWins, "Black mates".into()));
        let r = play_all("chess", Some("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"), &["f7f8"]);
        assert_eq!(r.verdict().unwrap().result, GameResult::WhiteWins);
        let r = play_all("chess", Some("k7/8/1Q6/8/8/8/8/7K w - - 0 1"), &["b6c7"]);
        assert_eq!(reason(&r), (GameResult::Draw, "Draw by stalemate".into()));
        let r = play_all(
            "chess",
            None,
            &[
                "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
            ],
        );
        assert_eq!(
            reason(&r),
            (GameResult::Draw, "Draw by 3-fold repetition".into())
        );
        let r = play_all("chess", Some("k7/8/8/8/8/8/1q6/K6N w - - 0 1"), &["a1b2"]);
        assert_eq!(
            reason(&r),
            (
                GameResult::Draw,
                "Draw by insufficient mating material".into()
            )
        );
        let r = play_all("chess", Some("k7/8/8/8/8/8/8/K6R w - - 99 80"), &["h1h2"]);
        assert_eq!(
            reason(&r),
            (GameResult::Draw, "Draw by fifty moves rule".into())
        );
    }

    #[test]
    fn illegal_moves_are_refused_with_a_reason() {
        let mut r = play_all("chess", None, &[]);
        assert!(r.play("e2e5").is_err());
        assert!(r.play("zz").is_err());
        assert_eq!(
            r.game().side_to_move(),
            Color::White,
            "a refused move changes nothing"
        );
    }

    #[test]
    fn xiangqi_perpetual_check_loses_and_idle_repetition_draws() {
        let fen = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
        // The third occurrence comes at ply 9, with Red checking on every move.
        let mut moves = vec!["a2a10", "e10e9"];
        moves.extend([
            "a10a9", "e9e10", "a9a10", "e10e9", "a10a9", "e9e10", "a9a10",
        ]);
        let r = play_all("xiangqi", Some(fen), &moves);
        assert_eq!(
            reason(&r),
            (
                GameResult::BlackWins,
                "Black wins: Red repeats by perpetual check".into()
            )
        );
        let idle = ["a2b2", "e10e9", "b2a2", "e9e10"].repeat(2);
        let r = play_all("xiangqi", Some(fen), &idle);
        assert_eq!(
            reason(&r),
            (GameResult::Draw, "Draw by 3-fold repetition".into())
        );
    }

    #[test]
    fn gomoku_fives_forbidden_points_and_caro() {
        let r = play_all(
            "gomoku15",
            None,
            &["h8", "a1", "h9", "a3", "h10", "a5", "h11", "a7", "h12"],
        );
        assert_eq!(
            reason(&r),
            (GameResult::WhiteWins, "Black makes five".into())
        );
        // Renju: j8 would make two open threes for black (h8 i8 j8 across, j8 j9 j10 down).
        let mut r = play_all(
            "gomoku15-renju",
            None,
            &["h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"],
        );
        let forbidden = r.play("j8").unwrap_err();
        assert!(
            forbidden.contains("'j8' is a forbidden point for black"),
            "{forbidden}"
        );
        assert!(r.play("k12").is_ok(), "other points stay playable");
        // Caro: a five blocked at both ends does not win.
        let r = play_all(
            "gomoku15-caro",
            None,
            &["b1", "a1", "c1", "g1", "d1", "o15", "e1", "o13", "f1"],
        );
        assert!(r.verdict().is_none(), "blocked five: the game goes on");
        // Exactly five (standard): an overline is no win.
        let r = play_all(
            "gomoku15-standard",
            None,
            &[
                "a1", "o15", "b1", "o13", "c1", "o11", "e1", "o9", "f1", "o7", "d1",
            ],
        );
        assert!(
            r.verdict().is_none(),
            "six in a row does not win in standard"
        );
    }
}
