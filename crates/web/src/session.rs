//! A game as the page plays it: the start position, the moves played from it, and everything
//! the page shows about it (legal moves with their cells, status, move list, PGN, the board).
//! Plain Rust, so it is tested natively; `bindings.rs` hands it to JavaScript.

use crate::board::{board_view, BoardView};
use crate::cells::move_cells;
use tetrarch::{Color, Error, Game, Move, Outcome, Variant};

/// A legal move as the page offers it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveInfo {
    /// The coordinate notation (`e2e4`, `h3e3`, `Bb2Bb3`, `h8`).
    pub text: String,
    /// The notation for people: SAN in chess, the coordinate notation elsewhere.
    pub readable: String,
    /// The cell the piece leaves (`None` for a placement).
    pub from: Option<String>,
    pub to: String,
    /// The promotion piece's letter.
    pub promotion: Option<char>,
}

/// Where the game stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Status {
    /// Whether the game is over (no move can be played, or a rule ended it).
    pub over: bool,
    /// "White to move", "Red wins by checkmate", "draw by stalemate".
    pub text: String,
    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub result: &'static str,
    /// The side to move, 0 for the first player, 1 for the second.
    pub side: u8,
    /// Its name in this game (White, Red, Black...).
    pub side_name: &'static str,
    pub in_check: bool,
}

/// A game from a start position, with its moves.
#[derive(Clone, Debug)]
pub struct Session {
    start: Game,
    moves: Vec<Move>,
    game: Game,
}

impl Session {
    /// The start position of `variant` (a name as [`Variant::parse`] reads it).
    pub fn new(variant: &str) -> Result<Session, Error> {
        Ok(Session::from_game(Game::new(Variant::parse(variant)?)))
    }

    /// A game of `variant` from `text` (FEN, 3D FEN, gomoku board text).
    pub fn from_text(variant: &str, text: &str) -> Result<Session, Error> {
        Ok(Session::from_game(Game::from_text(
            Variant::parse(variant)?,
            text.trim(),
        )?))
    }

    /// `start` (a position text, or empty for the variant's start) followed by `moves`
    /// (coordinate notation, separated by spaces): how the page hands a game to its worker.
    pub fn replay(variant: &str, start: &str, moves: &str) -> Result<Session, Error> {
        let mut session = if start.trim().is_empty() {
            Session::new(variant)?
        } else {
            Session::from_text(variant, start)?
        };
        for m in moves.split_whitespace() {
            session.play(m)?;
        }
        Ok(session)
    }

    fn from_game(game: Game) -> Session {
        Session {
            start: game.clone(),
            moves: Vec::new(),
            game,
        }
    }

    /// Starts again from `text`, in the same variant. On an error the game is kept.
    pub fn set_position(&mut self, text: &str) -> Result<(), Error> {
        *self = Session::from_game(Game::from_text(self.game.variant(), text.trim())?);
        Ok(())
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn variant_name(&self) -> String {
        self.game.variant().name()
    }

    /// Every legal move, or none once the game is over (a rule draw ends it here: the page is
    /// the referee).
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        if self.game.end().is_some() {
            return Vec::new();
        }
        self.game
            .legal_moves()
            .into_iter()
            .map(|m| self.move_info(m))
            .collect()
    }

    fn move_info(&self, m: Move) -> MoveInfo {
        let text = self.game.format_move(m);
        let cells = move_cells(&text);
        MoveInfo {
            readable: self.game.readable_move(m),
            from: cells.as_ref().and_then(|c| c.from.clone()),
            to: cells
                .as_ref()
                .map_or_else(|| text.clone(), |c| c.to.clone()),
            promotion: cells.and_then(|c| c.promotion),
            text,
        }
    }

    /// Plays `text` (coordinate notation, or SAN in chess). The error is the game's reason.
    pub fn play(&mut self, text: &str) -> Result<MoveInfo, Error> {
        if let Some(end) = self.game.end() {
            return Err(Error::GameOver {
                result: self.game.describe_end(end),
            });
        }
        let m = self.game.parse_readable_move(text)?;
        let info = self.move_info(m);
        self.game.play(m)?;
        self.moves.push(m);
        Ok(info)
    }

    /// Why `text` cannot be played here, or `None` if it can.
    pub fn refusal(&self, text: &str) -> Option<String> {
        if let Some(end) = self.game.end() {
            return Some(format!("the game is over: {}", self.game.describe_end(end)));
        }
        self.game
            .parse_readable_move(text)
            .err()
            .map(|e| e.to_string())
    }

    /// Takes back the last move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        if self.moves.pop().is_none() {
            return false;
        }
        let mut game = self.start.clone();
        for &m in &self.moves {
            game.play(m).expect("a move played before stays legal");
        }
        self.game = game;
        true
    }

    pub fn status(&self) -> Status {
        let side = self.game.side_to_move();
        let side_name = self.game.side_name(side);
        let in_check = self.game.outcome().is_none() && self.in_check();
        let (over, text, result) = match self.game.end() {
            None => (false, format!("{side_name} to move"), "*"),
            Some(end) => {
                let first_wins = (end.outcome == Outcome::Win) == (side == Color::White);
                let result = match end.outcome {
                    Outcome::Draw => "1/2-1/2",
                    _ if first_wins => "1-0",
                    _ => "0-1",
                };
                (true, self.game.describe_end(end), result)
            }
        };
        Status {
            over,
            text,
            result,
            side: side.index() as u8,
            side_name,
            in_check,
        }
    }

    fn in_check(&self) -> bool {
        tetrarch::with_position!(&self.game, p => tetrarch::Position::in_check(p))
    }

    /// The current position text.
    pub fn position_text(&self) -> String {
        self.game.to_text()
    }

    /// The start position's text.
    pub fn start_text(&self) -> String {
        self.start.to_text()
    }

    /// The moves played, each as its coordinate text and its readable text.
    pub fn moves(&self) -> Vec<(String, String)> {
        let mut game = self.start.clone();
        self.moves
            .iter()
            .map(|&m| {
                let texts = (game.format_move(m), game.readable_move(m));
                game.play(m).expect("a move played before stays legal");
                texts
            })
            .collect()
    }

    /// The moves in coordinate notation, separated by spaces (what [`Session::replay`] reads).
    pub fn move_texts(&self) -> String {
        let texts: Vec<String> = self.moves().into_iter().map(|(text, _)| text).collect();
        texts.join(" ")
    }

    /// The move list for people, numbered by full move: `1. e4 e5 2. Nf3`, starting from the
    /// position's move number, `1... e5` when the second player moved first.
    pub fn numbered_moves(&self) -> String {
        let mut number = self.start_move_number();
        let mut side = self.start.side_to_move();
        let mut out = String::new();
        for (i, (_, readable)) in self.moves().into_iter().enumerate() {
            if side == Color::White {
                out.push_str(&format!("{number}. "));
            } else if i == 0 {
                out.push_str(&format!("{number}... "));
            }
            out.push_str(&readable);
            out.push(' ');
            if side == Color::Black {
                number += 1;
            }
            side = side.opponent();
        }
        out.truncate(out.trim_end().len());
        out
    }

    /// The position text's move number (its last field), or 1.
    fn start_move_number(&self) -> u32 {
        match self.start {
            Game::Gomoku(_) | Game::Connect(_) => 1,
            _ => self
                .start
                .to_text()
                .split_whitespace()
                .last()
                .and_then(|n| n.parse().ok())
                .unwrap_or(1),
        }
    }

    /// The game as PGN: the seven tag roster, `Variant` outside chess, `SetUp`/`FEN` when
    /// the game did not start from the start position, SAN movetext in chess (coordinates in
    /// xiangqi, as Fairy-Stockfish's UCI writes them), the result.
    pub fn pgn(&self, white: &str, black: &str) -> String {
        let variant = self.game.variant();
        let result = self.status().result;
        let mut tags = vec![
            ("Event", "tetrarch game".to_string()),
            ("Site", "tetrarch web".into()),
            ("Date", "????.??.??".into()),
            ("Round", "-".into()),
            ("White", white.into()),
            ("Black", black.into()),
            ("Result", result.into()),
        ];
        if variant != Variant::Chess {
            tags.push(("Variant", variant.name()));
        }
        let start = self.start.to_text();
        if start != Game::new(variant).to_text() {
            tags.push(("SetUp", "1".into()));
            tags.push(("FEN", start));
        }
        let mut out: String = tags
            .iter()
            .map(|(name, value)| format!("[{name} \"{}\"]\n", value.replace('"', "'")))
            .collect();
        out.push('\n');
        let movetext = format!("{} {result}", self.numbered_moves());
        out.push_str(&wrap(movetext.trim_start(), 80));
        out.push('\n');
        out
    }

    /// The cells where the side to move may not play (renju's forbidden points for black).
    pub fn forbidden_cells(&self) -> Vec<String> {
        match &self.game {
            Game::Gomoku(p) if self.game.side_to_move() == Color::White => p
                .forbidden_points()
                .into_iter()
                .map(|m| self.game.format_move(m))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The last move played, with its cells (for the board's highlight).
    pub fn last_move(&self) -> Option<MoveInfo> {
        let &last = self.moves.last()?;
        let mut before = self.clone();
        before.undo();
        Some(before.move_info(last))
    }

    pub fn board(&self) -> BoardView {
        board_view(&self.game)
    }
}

/// Breaks `text` into lines of at most `width` characters at spaces (PGN export format).
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for word in text.split_whitespace() {
        if line_len > 0 && line_len + 1 + word.len() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out
}
