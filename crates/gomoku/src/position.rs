//! The gomoku position: stones, side to move, key and history, and the position contract.

use crate::coords::{cell_name, parse_cell};
use crate::reference::{self, Grid, BLACK, EMPTY, WHITE};
use crate::rule::Rule;
use tetrarch_geometry::Square;
use tetrarch_hash::zobrist_keys;
use tetrarch_movegen::{Color, Move, MoveList, Notation, NotationError, Outcome, Position};

/// The largest board side.
pub const MAX_SIDE: usize = 32;
/// The smallest board side: a five must fit.
pub const MIN_SIDE: usize = 5;
/// Cells of the largest board.
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// Flag bits of a placement move: [`Move::NULL`] is the all-zero word, so a stone on cell 0
/// still needs a non-zero word.
const PLACE_FLAG: u16 = 1;

/// Zobrist keys: one per cell and colour, then the side to move.
static ZOBRIST: [u64; 2 * MAX_CELLS + 1] = zobrist_keys(0x676f_6d6f_6b75_0001);
const SIDE_KEY: usize = 2 * MAX_CELLS;

/// What make_move saves for unmake_move.
#[derive(Copy, Clone, Debug)]
struct Undo {
    key: u64,
    won: bool,
}

/// A gomoku position on a `width` x `height` board (5..=32 each) under one [`Rule`].
///
/// Black, the first player, is movegen's [`Color::White`]; white is [`Color::Black`].
/// Cells are numbered `y * width + x` with `(0, 0)` the top-left corner (Gomocup). A move is
/// the placement `Move::new(cell, cell, 1)`.
#[derive(Clone, Debug)]
pub struct GomokuPosition {
    width: u8,
    height: u8,
    rule: Rule,
    grid: Grid,
    side: Color,
    key: u64,
    /// The previous move made a winning five: the side to move has lost.
    won: bool,
    stones: usize,
    history: Vec<Undo>,
}

impl GomokuPosition {
    /// An empty board with black to move.
    pub fn new(width: usize, height: usize, rule: Rule) -> Result<Self, NotationError> {
        for (what, n) in [("width", width), ("height", height)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&n) {
                return Err(NotationError::new(format!(
                    "board {what} {n} out of range (gomoku boards are {MIN_SIDE}..={MAX_SIDE} per side)"
                )));
            }
        }
        Ok(GomokuPosition {
            width: width as u8,
            height: height as u8,
            rule,
            grid: Grid::new(width, height),
            side: Color::White,
            key: 0,
            won: false,
            stones: 0,
            history: Vec::new(),
        })
    }

    /// Board width (number of columns, x).
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// Board height (number of rows, y).
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// The rule set.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Number of stones on the board.
    pub fn stone_count(&self) -> usize {
        self.stones
    }

    /// The placement on `(x, y)` (Gomocup 0-based, x = column, y = row from the top). Only
    /// checks that the cell is on the board; [`Position::is_legal`] checks the rest.
    pub fn move_at(&self, x: usize, y: usize) -> Result<Move, NotationError> {
        if x >= self.width() || y >= self.height() {
            return Err(NotationError::new(format!(
                "cell {x},{y} is off the {}x{} board",
                self.width, self.height
            )));
        }
        Ok(Self::placement(y * self.width() + x))
    }

    /// The `(x, y)` of a placement (Gomocup 0-based).
    pub fn coords(&self, m: Move) -> (usize, usize) {
        let i = m.to().index();
        (i % self.width(), i / self.width())
    }

    /// The stone on `(x, y)`: `Some(Color::White)` for black (first player), `None` if empty
    /// or off the board.
    pub fn stone_at(&self, x: usize, y: usize) -> Option<Color> {
        match self.grid.get(x as isize, y as isize) {
            Some(BLACK) => Some(Color::White),
            Some(WHITE) => Some(Color::Black),
            _ => None,
        }
    }

    /// The cells where black may not play (renju only; empty otherwise), row by row. A cell
    /// where black would make an exact five is never forbidden.
    pub fn forbidden_points(&self) -> Vec<Move> {
        if self.rule != Rule::Renju {
            return Vec::new();
        }
        let mut grid = self.grid.clone();
        let mut out = Vec::new();
        for y in 0..self.height() {
            for x in 0..self.width() {
                if reference::is_forbidden(&mut grid, x as isize, y as isize) {
                    out.push(Self::placement(y * self.width() + x));
                }
            }
        }
        out
    }

    /// Whether the previous move made a winning five (the side to move has lost).
    pub fn is_won(&self) -> bool {
        self.won
    }

    fn placement(cell: usize) -> Move {
        Move::new(Square::new(cell), Square::new(cell), PLACE_FLAG)
    }

    /// The cell of `m` if it is a well-formed placement on this board.
    fn cell_of(&self, m: Move) -> Option<usize> {
        let i = m.to().index();
        (m.flags() == PLACE_FLAG && m.from() == m.to() && i < self.width() * self.height())
            .then_some(i)
    }

    fn xy(&self, cell: usize) -> (isize, isize) {
        (
            (cell % self.width()) as isize,
            (cell / self.width()) as isize,
        )
    }

    fn side_stone(&self) -> u8 {
        reference::stone_of(self.side)
    }

    /// Whether the side to move may play on the empty `cell` (forbidden points aside from
    /// emptiness).
    fn allowed(&self, cell: usize) -> bool {
        if self.grid.cells[cell] != EMPTY {
            return false;
        }
        if self.rule.has_forbidden(self.side) {
            let (x, y) = self.xy(cell);
            let mut g = self.grid.clone();
            return !reference::is_forbidden(&mut g, x, y);
        }
        true
    }

    fn place(&mut self, cell: usize, stone: u8) {
        self.grid.cells[cell] = stone;
        self.key ^= ZOBRIST[cell * 2 + (stone - 1) as usize];
        self.stones += 1;
    }

    fn remove(&mut self, cell: usize) {
        let stone = self.grid.cells[cell];
        self.grid.cells[cell] = EMPTY;
        self.key ^= ZOBRIST[cell * 2 + (stone - 1) as usize];
        self.stones -= 1;
    }
}

impl Position for GomokuPosition {
    const MAX_SQUARES: usize = MAX_CELLS;

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn generate_moves(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        for cell in 0..self.width() * self.height() {
            if self.allowed(cell) {
                moves.push(Self::placement(cell));
            }
        }
    }

    fn generate_noisy(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        let own = self.side_stone();
        let opp = reference::opponent(own);
        let mut blocks = MoveList::new();
        for cell in 0..self.width() * self.height() {
            if !self.allowed(cell) {
                continue;
            }
            let (x, y) = self.xy(cell);
            if reference::makes_five(&self.grid, x, y, own, self.rule) {
                moves.push(Self::placement(cell));
            } else if reference::makes_five(&self.grid, x, y, opp, self.rule) {
                blocks.push(Self::placement(cell));
            }
        }
        if moves.is_empty() {
            moves.extend(blocks);
        }
    }

    fn is_legal(&self, m: Move) -> bool {
        !self.won && self.cell_of(m).is_some_and(|c| self.allowed(c))
    }

    fn make_move(&mut self, m: Move) {
        let cell = m.to().index();
        self.history.push(Undo {
            key: self.key,
            won: self.won,
        });
        let (x, y) = self.xy(cell);
        let stone = self.side_stone();
        self.won = reference::makes_five(&self.grid, x, y, stone, self.rule);
        self.place(cell, stone);
        self.side = !self.side;
        self.key ^= ZOBRIST[SIDE_KEY];
    }

    fn unmake_move(&mut self, m: Move) {
        let undo = self.history.pop().expect("unmake_move without make_move");
        self.remove(m.to().index());
        self.side = !self.side;
        self.key = undo.key;
        self.won = undo.won;
    }

    fn in_check(&self) -> bool {
        false
    }

    fn is_noisy(&self, m: Move) -> bool {
        let Some(cell) = self.cell_of(m) else {
            return false;
        };
        if self.grid.cells[cell] != EMPTY {
            return false;
        }
        let (x, y) = self.xy(cell);
        let own = self.side_stone();
        reference::makes_five(&self.grid, x, y, own, self.rule)
            || reference::makes_five(&self.grid, x, y, reference::opponent(own), self.rule)
    }

    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        if self.won {
            Some(Outcome::Loss)
        } else if self.stones == self.width() * self.height() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn outcome_without_moves(&self) -> Outcome {
        if self.won {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }

    fn make_null_move(&mut self) {
        self.history.push(Undo {
            key: self.key,
            won: self.won,
        });
        self.won = false;
        self.side = !self.side;
        self.key ^= ZOBRIST[SIDE_KEY];
    }

    fn unmake_null_move(&mut self) {
        let undo = self
            .history
            .pop()
            .expect("unmake_null_move without make_null_move");
        self.side = !self.side;
        self.key = undo.key;
        self.won = undo.won;
    }

    fn null_move_allowed(&self) -> bool {
        false
    }
}

impl Notation for GomokuPosition {
    fn start_position() -> Self {
        GomokuPosition::new(15, 15, Rule::Freestyle).expect("15x15 is a valid board")
    }

    fn from_text(text: &str) -> Result<Self, NotationError> {
        crate::text::parse_position(text)
    }

    fn to_text(&self) -> String {
        crate::text::write_position(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let (x, y) = parse_cell(text, self.width(), self.height())?;
        let m = self.move_at(x, y)?;
        let name = cell_name(x, y);
        if self.won {
            return Err(NotationError::new(format!(
                "illegal move '{text}': the game is over (the last move made five)"
            )));
        }
        if self.grid.cells[m.to().index()] != EMPTY {
            return Err(NotationError::new(format!(
                "illegal move '{text}': cell {name} ({x},{y}) is occupied"
            )));
        }
        if !self.is_legal(m) {
            return Err(NotationError::new(format!(
                "illegal move '{text}': {name} ({x},{y}) is forbidden for black under renju"
            )));
        }
        Ok(m)
    }

    fn format_move(&self, m: Move) -> String {
        let (x, y) = self.coords(m);
        cell_name(x, y)
    }

    fn render(&self) -> String {
        crate::text::render(self)
    }
}

/// Crate-internal access for the text module.
impl GomokuPosition {
    pub(crate) fn put_stone(&mut self, x: usize, y: usize, color: Color) {
        let cell = y * self.width() + x;
        self.place(cell, reference::stone_of(color));
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.side = side;
            self.key ^= ZOBRIST[SIDE_KEY];
        }
    }

    pub(crate) fn set_won(&mut self, won: bool) {
        self.won = won;
    }

    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }
}
