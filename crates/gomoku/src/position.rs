//! The gomoku position: stones, side to move, key and history, and the position contract.

use crate::board::{Board, BLACK, WHITE};
use crate::coords::{cell_name, parse_cell};
use crate::forbidden;
use crate::pattern::Pattern;
use crate::reference::Grid;
use crate::rule::Rule;
use crate::threat::Threat;
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

/// Solver nodes spent on asking whether the opponent threatens a VCF ([`GomokuPosition::threat_pending`]).
const PENDING_VCF_NODES: u64 = 4000;

/// Zobrist keys: one per cell and colour, then the side to move.
static ZOBRIST: [u64; 2 * MAX_CELLS + 1] = zobrist_keys(0x676f_6d6f_6b75_0001);
const SIDE_KEY: usize = 2 * MAX_CELLS;

/// What make_move saves for unmake_move (the board keeps its own history).
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
    board: Board,
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
                    "board {what} {n} out of range \
                     (gomoku boards are {MIN_SIDE}..={MAX_SIDE} per side)"
                )));
            }
        }
        Ok(GomokuPosition {
            width: width as u8,
            height: height as u8,
            rule,
            board: Board::new(width, height, rule),
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
        if x >= self.width() || y >= self.height() {
            return None;
        }
        match self.board.stone(y * self.width() + x) {
            BLACK => Some(Color::White),
            WHITE => Some(Color::Black),
            _ => None,
        }
    }

    /// The cells where black may not play (renju only; empty otherwise), row by row. A cell
    /// where black would make an exact five is never forbidden.
    pub fn forbidden_points(&self) -> Vec<Move> {
        if self.rule != Rule::Renju {
            return Vec::new();
        }
        forbidden::forbidden_cells(&self.board)
            .iter()
            .map(Self::placement)
            .collect()
    }

    /// The pattern a stone of `color` on the empty `(x, y)` would make along direction `d`
    /// (0 horizontal, 1 vertical, 2 diagonal down-right, 3 anti-diagonal up-right), read
    /// from the incremental tables. `None` for occupied or off-board cells.
    pub fn pattern(&self, x: usize, y: usize, color: Color, d: usize) -> Option<Pattern> {
        let cell = self.empty_cell(x, y)?;
        Some(self.board.pattern(cell, color.index(), d))
    }

    /// The combined threat of a stone of `color` on the empty `(x, y)`.
    pub fn threat(&self, x: usize, y: usize, color: Color) -> Option<Threat> {
        let cell = self.empty_cell(x, y)?;
        Some(self.board.threat(cell, color.index()))
    }

    /// The candidate cells (empty, within two cells of a stone) as moves, in cell order.
    pub fn candidates(&self) -> Vec<Move> {
        self.board
            .candidates()
            .iter()
            .map(Self::placement)
            .collect()
    }

    fn empty_cell(&self, x: usize, y: usize) -> Option<usize> {
        let cell = y * self.width() + x;
        (x < self.width() && y < self.height() && self.board.is_empty(cell)).then_some(cell)
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

    /// The stone code of the side to move.
    fn side_stone(&self) -> u8 {
        self.side.index() as u8 + 1
    }

    /// Whether the side to move may play on `cell` (empty, and not forbidden to black).
    #[inline(always)]
    fn allowed(&self, cell: usize) -> bool {
        self.can_play(self.side.index(), cell)
    }

    fn place(&mut self, cell: usize, stone: u8) {
        self.board.place(cell, stone);
        self.key ^= ZOBRIST[cell * 2 + (stone - 1) as usize];
        self.stones += 1;
    }

    fn push_undo(&mut self) {
        self.history.push(Undo {
            key: self.key,
            won: self.won,
        });
    }

    fn pop_undo(&mut self) {
        let undo = self.history.pop().expect("unmake without make");
        self.key = undo.key;
        self.won = undo.won;
    }

    /// The incremental board (threat queries for the solvers and the search).
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// Whether `color` could play on `cell` (empty, and not forbidden if black), whoever is
    /// to move.
    #[inline(always)]
    pub(crate) fn can_play(&self, color: usize, cell: usize) -> bool {
        self.board.is_empty(cell)
            && !(color == 0
                && self.rule == Rule::Renju
                && forbidden::is_forbidden(&self.board, cell))
    }

    /// The cells where `color` has a threat in `min..=max` and could play, in cell order.
    pub(crate) fn threat_cells(&self, color: usize, min: Threat, max: Threat) -> Vec<usize> {
        if self.board.threat_count_at_least(color, min) == 0 {
            return Vec::new();
        }
        self.board
            .candidates()
            .iter()
            .filter(|&c| {
                let t = self.board.threat(c, color);
                t >= min && t <= max && self.can_play(color, c)
            })
            .collect()
    }

    /// Whether the side to move may play on `cell` (empty, not forbidden).
    #[inline(always)]
    pub(crate) fn may_play(&self, cell: usize) -> bool {
        self.allowed(cell)
    }

    /// The placement move on `cell`.
    pub(crate) fn placement_move(cell: usize) -> Move {
        Self::placement(cell)
    }

    /// Whether a threat sequence is pending: either side has a four-three or an open four
    /// to play, or the opponent would win by continuous fours if the side to
    /// move passed (a few thousand solver nodes). The clock gives such moves more time.
    pub fn threat_pending(&self) -> bool {
        if self.won {
            return false;
        }
        if (0..2).any(|c| self.board.threat_count_at_least(c, Threat::FourThree) > 0) {
            return true;
        }
        let mut p = self.clone();
        p.make_null_move();
        crate::solve_vcf_within(&mut p, crate::MAX_VCF_DEPTH, PENDING_VCF_NODES)
            .0
            .is_some()
    }

    /// A plain grid copy of the stones, for the reference rules.
    pub fn to_grid(&self) -> Grid {
        let mut g = Grid::new(self.width(), self.height());
        for cell in 0..self.board.len() {
            g.cells[cell] = self.board.stone(cell);
        }
        g
    }
}

impl Position for GomokuPosition {
    const MAX_SQUARES: usize = MAX_CELLS;
    const PIECE_CODES: usize = 2;
    const HAS_CHECK: bool = false;
    const HAS_EXCHANGES: bool = false;
    const QUIET_MOVES_END_GAMES: bool = false;

    fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline]
    fn moved_piece(&self, _m: Move) -> usize {
        self.side.index()
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn generate_moves(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        for cell in 0..self.board.len() {
            if self.allowed(cell) {
                moves.push(Self::placement(cell));
            }
        }
    }

    fn generate_noisy(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        crate::threats::noisy_moves(self, moves);
    }

    fn is_legal(&self, m: Move) -> bool {
        !self.won && self.cell_of(m).is_some_and(|c| self.allowed(c))
    }

    fn make_move(&mut self, m: Move) {
        let cell = m.to().index();
        self.push_undo();
        self.won = self.board.threat(cell, self.side.index()) == Threat::Five;
        self.place(cell, self.side_stone());
        self.side = !self.side;
        self.key ^= ZOBRIST[SIDE_KEY];
    }

    fn unmake_move(&mut self, m: Move) {
        self.board.remove(m.to().index());
        self.stones -= 1;
        self.side = !self.side;
        self.pop_undo();
    }

    /// The opponent has a five point: like check, only its answers (the blocks) keep the
    /// game going, and the side may not stand pat in quiescence.
    fn in_check(&self) -> bool {
        !self.won && self.board.threat_count(1 - self.side.index(), Threat::Five) > 0
    }

    fn gives_check(&self, m: Move) -> bool {
        self.cell_of(m).is_some_and(|c| {
            self.board.is_empty(c) && self.board.threat(c, self.side.index()) >= Threat::Four
        })
    }

    fn is_noisy(&self, m: Move) -> bool {
        self.cell_of(m).is_some_and(|cell| {
            self.board.is_empty(cell) && crate::threats::is_noisy_cell(self, cell)
        })
    }

    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        if self.won {
            Some(Outcome::Loss)
        } else if self.stones == self.board.len() {
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
        self.push_undo();
        self.won = false;
        self.side = !self.side;
        self.key ^= ZOBRIST[SIDE_KEY];
    }

    fn unmake_null_move(&mut self) {
        self.side = !self.side;
        self.pop_undo();
    }

    fn null_move_allowed(&self) -> bool {
        false
    }

    fn count_moves(&self) -> u64 {
        if self.won {
            return 0;
        }
        let empties = (self.board.len() - self.stones) as u64;
        if self.side == Color::White && self.rule == Rule::Renju {
            empties - forbidden::forbidden_cells(&self.board).len() as u64
        } else {
            empties
        }
    }

    fn generate_search_moves(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        if self.stones == 0 {
            let centre = self.height() / 2 * self.width() + self.width() / 2;
            moves.push(Self::placement(centre));
            return;
        }
        crate::movegen::search_moves(self, moves);
    }

    fn forced_outcome(&self) -> Option<(Outcome, u32)> {
        crate::outcome::forced_outcome(self)
    }

    /// VCF with a third of the budget, then VCT with the rest (not in caro, where an open
    /// four can fail: its solver assumes it wins).
    fn prove_win(&mut self, node_budget: u64) -> Option<Vec<Move>> {
        if let (Some(line), _) =
            crate::solve_vcf_within(self, crate::MAX_VCF_DEPTH, node_budget / 3)
        {
            return Some(line);
        }
        if self.rule == Rule::Caro {
            return None;
        }
        crate::solve_vct(self, node_budget - node_budget / 3)
    }

    fn quiet_order(&self, m: Move) -> i32 {
        crate::eval::order_score(self, m.to().index())
    }

    fn noisy_order(&self, m: Move) -> i32 {
        crate::eval::order_score(self, m.to().index())
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
        if !self.board.is_empty(m.to().index()) {
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
        self.place(cell, color.index() as u8 + 1);
    }

    /// Sets the side to move (the last step of reading a text).
    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.side = side;
            self.key ^= ZOBRIST[SIDE_KEY];
        }
    }

    pub(crate) fn set_won(&mut self, won: bool) {
        self.won = won;
    }
}
