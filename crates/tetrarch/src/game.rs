//! A game in progress: an enum over the concrete positions, each method one `match`.

use crate::info::{FlipError, GameInfo, MoveNotation, ScoreUnit};
use crate::variant::{FileKind, FileVariant};
use crate::{Error, Game, Variant};
use tetrarch_eval::{EvalBreakdown, Evaluate, Wdl};
use tetrarch_fairy::{CompiledVariant, FairyPosition, PlacementSpec};
use tetrarch_gomoku::{ConnectPosition, GomokuPosition, Rule};
use tetrarch_movegen::{perft, perft_divide, perft_parallel, Color, Move, MoveList, Notation};
use tetrarch_movegen::{NotationError, Outcome, Position};
use tetrarch_search::ScoreReport;

/// The deepest perft accepted. Chess perft(15) is about 2 * 10^21 nodes, far past any run; the
/// bound is there so a typo (`--depth 99`) gets a clear error rather than a silent hang.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// A position's static evaluation (UCI `eval`).
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The evaluation from White's (the first player's) point of view, in the game's units.
    pub white: i32,
    /// Its terms, where the game traces them (chess, xiangqi).
    pub breakdown: Option<EvalBreakdown>,
}

/// A placement game from a file: five in a row on a gomoku board is gomoku (freestyle with
/// overlines, standard without); any other row length is connect-N.
fn placement_game(p: &PlacementSpec, text: Option<&str>) -> Result<Game, NotationError> {
    let gomoku_sizes = tetrarch_gomoku::MIN_SIDE..=tetrarch_gomoku::MAX_SIDE;
    if p.connect == 5
        && gomoku_sizes.contains(&(p.width as usize))
        && gomoku_sizes.contains(&(p.height as usize))
    {
        let rule = if p.overline {
            Rule::Freestyle
        } else {
            Rule::Standard
        };
        let position = match text {
            None => GomokuPosition::new(p.width as usize, p.height as usize, rule)?,
            Some(t) => GomokuPosition::from_text(t)?,
        };
        if (position.width(), position.height(), position.rule())
            != (p.width as usize, p.height as usize, rule)
        {
            return Err(NotationError::new(format!(
                "this is a {}x{} {} position, not {}",
                position.width(),
                position.height(),
                position.rule(),
                p.name
            )));
        }
        return Ok(Game::Gomoku(position));
    }
    let position = match text {
        None => ConnectPosition::new(
            p.width as usize,
            p.height as usize,
            p.connect as usize,
            p.overline,
        )?,
        Some(t) => ConnectPosition::from_text(t)?,
    };
    if (
        position.width(),
        position.height(),
        position.connect(),
        position.overline(),
    ) != (
        p.width as usize,
        p.height as usize,
        p.connect as usize,
        p.overline,
    ) {
        return Err(NotationError::new(format!(
            "this position is not on {}'s {}x{} board with {} in a row",
            p.name, p.width, p.height, p.connect
        )));
    }
    Ok(Game::Connect(position.named(&p.name, &p.source)))
}

/// The start (`None`) or a position text of a file variant.
fn file_game(f: &FileVariant, text: Option<&str>) -> Result<Game, NotationError> {
    fn board<B: tetrarch_geometry::Bitboard>(
        rules: &std::sync::Arc<tetrarch_fairy::tables::Rules<B>>,
        text: Option<&str>,
    ) -> Result<FairyPosition<B>, NotationError> {
        match text {
            None => FairyPosition::start(rules.clone()),
            Some(t) => FairyPosition::from_fen(rules.clone(), t),
        }
    }
    Ok(match f.kind() {
        FileKind::Board(CompiledVariant::Small(r)) => Game::FairySmall(board(r, text)?),
        FileKind::Board(CompiledVariant::Medium(r)) => Game::FairyMedium(board(r, text)?),
        FileKind::Board(CompiledVariant::Large(r)) => Game::FairyLarge(board(r, text)?),
        FileKind::Placement(p) => placement_game(p, text)?,
    })
}

impl Game {
    /// The start position of `variant`.
    ///
    /// # Panics
    /// If a hand-built [`Variant::Gomoku`] has a side outside 5..=32; [`Variant::parse`] never
    /// returns one. File variants' start positions are checked when their file is loaded.
    pub fn new(variant: Variant) -> Game {
        variant.start_with(|f| {
            file_game(f, None)
                .unwrap_or_else(|e| panic!("{}: start position checked at load: {e}", f.name()))
        })
    }

    /// Reads `text`, the game's position notation (FEN for the chess family).
    pub fn from_text(variant: Variant, text: &str) -> Result<Game, Error> {
        let bad = |e: NotationError| Error::BadPosition {
            variant: variant.name(),
            text: text.to_string(),
            reason: e.0,
        };
        variant
            .read_with(text, |f, text| file_game(f, Some(text)))
            .map_err(bad)
    }

    /// Which game this is.
    pub fn variant(&self) -> Variant {
        with_position!(self, p => p.variant())
    }

    /// The position text that [`Game::from_text`] reads back.
    pub fn to_text(&self) -> String {
        with_position!(self, p => p.to_text())
    }

    /// Parses a legal move in the game's coordinate notation (UCI `e2e4`, Fairy-Stockfish's
    /// xiangqi `h3e3`, gomoku `h8`).
    /// When no move is legal (mate, stalemate, a five) the error says the game is over.
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        with_position!(self, p => p.parse_move(text.trim()))
            .map_err(|e| self.game_over_error().unwrap_or_else(|| illegal(text, e)))
    }

    /// Parses a move as people type it: the coordinate notation, or SAN (`Nf3`, `O-O`) in chess.
    pub fn parse_readable_move(&self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        let coordinate_error = match self.parse_move(text) {
            Ok(m) => return Ok(m),
            Err(e) => e,
        };
        match with_position!(self, p => p.parse_readable_move(text)) {
            None => Err(match coordinate_error {
                Error::IllegalMove { text, reason } => Error::IllegalMove {
                    reason: strip_repeated_text(&reason, &text),
                    text,
                },
                other => other,
            }),
            Some(Ok(m)) => Ok(m),
            // One reason, from the notation the text is written in: coordinates when it has
            // their shape (two squares), else the readable notation's.
            Some(Err(readable_error)) => {
                let reads_coordinates =
                    with_position!(self, p => p.readable_notation_reads_coordinates());
                let reason = if looks_like_coordinates(text) && !reads_coordinates {
                    reason_of(coordinate_error)
                } else {
                    readable_error.0
                };
                Err(Error::IllegalMove {
                    text: text.to_string(),
                    reason: strip_repeated_text(&reason, text),
                })
            }
        }
    }

    /// Writes `m` in `notation` (the coordinates when the game has no such notation).
    pub fn format_move_in(&self, m: Move, notation: MoveNotation) -> String {
        with_position!(self, p => p.format_move_in(m, notation))
            .unwrap_or_else(|| self.format_move(m))
    }

    /// Parses a legal move written in `notation`.
    pub fn parse_move_in(&self, text: &str, notation: MoveNotation) -> Result<Move, Error> {
        match with_position!(self, p => p.parse_move_in(text.trim(), notation)) {
            None => self.parse_move(text),
            Some(result) => {
                result.map_err(|e| self.game_over_error().unwrap_or_else(|| illegal(text, e)))
            }
        }
    }

    /// The board's files, ranks and levels (1 on flat boards).
    pub fn board_size(&self) -> (u8, u8, u8) {
        with_position!(self, p => p.board_size())
    }

    /// How the game's scores read.
    pub fn score_unit(&self) -> ScoreUnit {
        with_position!(self, p => p.score_unit())
    }

    /// Win, draw and loss chances per mille for the side to move, read from `score` (the
    /// search's, side to move's view) by the game's fitted win-rate model: UCI's
    /// `UCI_ShowWDL`. A mate is certain (1000/0/0 or 0/0/1000). `None` for a game without a
    /// model.
    pub fn wdl(&self, score: ScoreReport) -> Option<Wdl> {
        let model = with_position!(self, p => GameInfo::win_rate_model(p))?;
        let material = with_position!(self, p => GameInfo::wdl_material(p))?;
        Some(match score {
            ScoreReport::Mate(n) if n > 0 => Wdl::WIN,
            ScoreReport::Mate(_) => Wdl::LOSS,
            ScoreReport::Centipawns(cp) => model.wdl(cp, material),
        })
    }

    /// `score` (the search's, side to move's view) in words for people, where the game has
    /// them (gomoku: "about 64% for Black; White threatens five", "Black wins in 7"); `None`
    /// where pawns or mate read well as they are.
    pub fn score_words(&self, score: ScoreReport) -> Option<String> {
        with_position!(self, p => p.score_words(score))
    }

    /// The position's input to the game's win-rate model besides the score (its material,
    /// as the game counts it); `None` for a game without a model. `cargo xtask wdl` fits the
    /// model with it.
    pub fn wdl_material(&self) -> Option<i32> {
        with_position!(self, p => GameInfo::wdl_material(p))
    }

    /// The game's own words for how it ended (placement games), if it has them.
    pub fn end_reason(&self, winner: Option<Color>) -> Option<String> {
        with_position!(self, p => p.end_reason(winner))
    }

    /// The gomoku position, for gomoku's own tools.
    pub fn as_gomoku(&self) -> Option<&GomokuPosition> {
        with_position!(self, p => p.as_gomoku())
    }

    /// Writes `m` in the game's coordinate notation.
    pub fn format_move(&self, m: Move) -> String {
        with_position!(self, p => p.format_move(m))
    }

    /// Writes `m` for people: SAN in chess, the coordinate notation elsewhere.
    pub fn readable_move(&self, m: Move) -> String {
        with_position!(self, p => p.readable_move(m)).unwrap_or_else(|| self.format_move(m))
    }

    /// A line of moves (a PV) for people, each written in the position it is played from.
    /// Stops at the first move that is not legal (a stale PV tail).
    pub fn readable_line(&self, moves: &[Move]) -> Vec<String> {
        let mut game = self.clone();
        let mut out = Vec::with_capacity(moves.len());
        for &m in moves {
            if !game.is_legal(m) {
                break;
            }
            out.push(game.readable_move(m));
            with_position!(&mut game, p => p.make_move(m));
        }
        out
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        with_position!(self, p => p.is_legal(m))
    }

    /// Plays `m` if it is legal. Draw rules that a player could claim (repetition, the
    /// 50-move rule, xiangqi's perpetual check or chase) do not stop the game: as in Stockfish
    /// and Fairy-Stockfish, adjudicating them is the GUI's job, so every legal move is accepted.
    /// Only a game with no legal move left (mate, stalemate, a five, a full board) refuses.
    pub fn play(&mut self, m: Move) -> Result<(), Error> {
        if !self.is_legal(m) {
            return Err(self
                .game_over_error()
                .unwrap_or_else(|| Error::IllegalMove {
                    text: format!("{m:?}"),
                    reason: "not a legal move in this position".into(),
                }));
        }
        with_position!(self, p => p.make_move(m));
        Ok(())
    }

    /// Parses `text` (coordinate notation) and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, Error> {
        let m = self.parse_move(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// The result of a game that cannot go on (no legal move), as the error a further move gets.
    pub fn game_over_error(&self) -> Option<Error> {
        self.final_outcome().map(|outcome| Error::GameOver {
            result: self.describe_outcome(outcome),
        })
    }

    /// Every legal move, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = MoveList::new();
        with_position!(self, p => p.generate_moves(&mut moves));
        moves.to_vec()
    }

    /// The side to move (`White` is whoever moves first).
    pub fn side_to_move(&self) -> Color {
        with_position!(self, p => p.side_to_move())
    }

    /// How people call `color` in this game: White/Black, Red/Black in xiangqi, and in gomoku
    /// Black (the first player) and White.
    pub fn side_name(&self, color: Color) -> &'static str {
        with_position!(self, p => p.side_name(color))
    }

    /// The result if no move can be played here, from the side to move's point of view:
    /// checkmate, stalemate, a five, a full board. Unlike [`Game::outcome`] it leaves out the
    /// rules a player may claim, after which the game can go on.
    pub fn final_outcome(&self) -> Option<Outcome> {
        with_position!(self, p => (p.count_moves() == 0).then(|| p.outcome_without_moves()))
    }

    /// The result if the game is over here, from the side to move's point of view: checkmate,
    /// stalemate, the rules' draws (repetition, 50 moves, material), a five, a full board.
    /// A referee ends the game here; an engine told to go on still searches (see [`Game::play`]).
    pub fn outcome(&self) -> Option<Outcome> {
        with_position!(self, p => p
            .rule_outcome(0)
            .or_else(|| (p.count_moves() == 0).then(|| p.outcome_without_moves())))
    }

    /// `outcome` in words: "Black wins", "draw".
    pub fn describe_outcome(&self, outcome: Outcome) -> String {
        let mover = self.side_to_move();
        match outcome {
            Outcome::Win => format!("{} wins", self.side_name(mover)),
            Outcome::Loss => format!("{} wins", self.side_name(mover.opponent())),
            Outcome::Draw => "draw".into(),
        }
    }

    /// The static evaluation, with its terms where the game has them.
    pub fn evaluation(&self) -> Evaluation {
        let mover = with_position!(self, p => p.evaluate());
        Evaluation {
            white: mover * self.side_to_move().sign(),
            breakdown: with_position!(self, p => GameInfo::eval_breakdown(p)),
        }
    }

    /// The position with the colours exchanged, as Stockfish's `flip`: the board mirrored,
    /// every piece changing side, the other side to move; the move history starts afresh.
    /// Games without such a mirror (gomoku, variant files) say why.
    pub fn flipped(&self) -> Result<Game, Error> {
        fn wrap<P>(flipped: Result<P, FlipError>, game: &Game) -> Result<P, Error> {
            flipped.map_err(|e| match e {
                FlipError::Undefined(reason) => Error::Unsupported {
                    what: "flip",
                    variant: game.variant().name(),
                    reason: reason.to_string(),
                },
                FlipError::Unreadable(e) => Error::BadPosition {
                    variant: game.variant().name(),
                    text: game.to_text(),
                    reason: format!("its flip does not read back: {e}"),
                },
            })
        }
        with_position!(self, p => wrap(GameInfo::color_flipped(p), self).map(Game::from))
    }

    /// Writes and reads castling king-takes-rook (`e1h1`) or not, as UCI's `UCI_Chess960`
    /// asks (chess only; a position whose castling needs the Chess960 rules keeps them).
    pub fn set_chess960(&mut self, on: bool) {
        with_position!(self, p => GameInfo::set_chess960(p, on))
    }

    /// The board drawn for people.
    pub fn render(&self) -> String {
        with_position!(self, p => p.render())
    }

    /// Perft: the number of legal move sequences of `depth` plies (1 to [`MAX_PERFT_DEPTH`]).
    pub fn perft(&self, depth: u32) -> Result<u64, Error> {
        check_perft_depth(depth)?;
        Ok(with_position!(self, p => perft(&mut p.clone(), depth)))
    }

    /// Perft split by root move. With `parallel`, root moves are spread over the current rayon
    /// pool; the counts are the same either way.
    pub fn perft_divide(&self, depth: u32, parallel: bool) -> Result<Vec<(Move, u64)>, Error> {
        check_perft_depth(depth)?;
        Ok(with_position!(self, p => if parallel {
            perft_parallel(p, depth)
        } else {
            perft_divide(&mut p.clone(), depth)
        }))
    }
}

fn check_perft_depth(depth: u32) -> Result<(), Error> {
    if (1..=MAX_PERFT_DEPTH).contains(&depth) {
        Ok(())
    } else {
        Err(Error::DepthOutOfRange {
            what: "perft",
            depth: depth.into(),
            max: MAX_PERFT_DEPTH,
        })
    }
}

fn illegal(text: &str, e: NotationError) -> Error {
    Error::IllegalMove {
        text: text.trim().to_string(),
        reason: e.0,
    }
}

/// Whether `text` has the shape of a coordinate move: a square (letters then digits) twice,
/// an optional promotion letter after.
fn looks_like_coordinates(text: &str) -> bool {
    let mut rest = text;
    for _ in 0..2 {
        let letters = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        let digits = rest[letters..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if letters == 0 || digits == 0 {
            return false;
        }
        rest = &rest[letters + digits..];
    }
    rest.len() <= 1 && rest.bytes().all(|b| b.is_ascii_alphabetic())
}

/// A reason without the "illegal move 'e2e5'" / "bad move 'e2': " opening that the error's
/// own text already says.
fn strip_repeated_text(reason: &str, text: &str) -> String {
    // A notation's own "move 'X': reason" (Raumschach's parsers).
    if let Some(rest) = reason.strip_prefix(&format!("move '{text}': ")) {
        return rest.to_string();
    }
    for opening in ["illegal move", "bad move", "bad SAN move"] {
        let quoted = format!("{opening} '{text}'");
        if let Some(rest) = reason.strip_prefix(&quoted) {
            let rest = rest.trim_start_matches(':').trim();
            return if rest.is_empty() || rest == "in this position" {
                "not legal in this position".into()
            } else {
                rest.to_string()
            };
        }
    }
    reason.to_string()
}

fn reason_of(e: Error) -> String {
    match e {
        Error::IllegalMove { reason, .. } => reason,
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::strip_repeated_text;

    #[test]
    fn reasons_lose_only_a_repeated_opening() {
        let strip = |reason: &str| strip_repeated_text(reason, "NBb1Cc2");
        assert_eq!(strip("move 'NBb1Cc2': no piece on Bb1"), "no piece on Bb1");
        assert_eq!(
            strip("illegal move 'NBb1Cc2'"),
            "not legal in this position"
        );
        assert_eq!(strip("bad move 'NBb1Cc2': bad cell"), "bad cell");
        // Only "move 'X': " goes, so a sentence about the move stays whole.
        assert_eq!(
            strip("move 'NBb1Cc2' is not legal in this position"),
            "move 'NBb1Cc2' is not legal in this position"
        );
    }
}
