//! The incremental board: stones, the line key of every cell in the four directions, the
//! pattern and threat of every empty cell for both colours, and the candidate set.
//!
//! A placement touches only the ten cells on each of the four lines through it (their keys
//! change in one slot, their patterns are re-read from the tables) and the 5x5 box around
//! it (candidates). Nothing is ever rescanned.

use crate::cellset::CellSet;
use crate::pattern::{slot, swap_colors, Pattern, PatternTable, HALF, KEY_WALL};
use crate::rule::Rule;
use crate::threat::{summarize, Threat, THREAT_KINDS};
use tetrarch_movegen::Color;

/// Stone codes on the board (also the absolute colour codes inside line keys).
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;

/// The four line directions `(dx, dy)`: horizontal, vertical, diagonal, anti-diagonal.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Candidate radius: a cell within this Chebyshev distance of a stone is a candidate.
/// Two covers every point that makes a three or a four (they lie within two cells of an own
/// stone along a line).
const NEAR_RADIUS: isize = 2;

/// What the board knows about one empty cell for one colour.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CellInfo {
    pub patterns: [Pattern; 4],
    pub threat: Threat,
    pub score: i16,
}

impl Default for CellInfo {
    fn default() -> Self {
        CellInfo {
            patterns: [Pattern::Dead; 4],
            threat: Threat::None,
            score: 0,
        }
    }
}

/// The incremental board.
#[derive(Clone, Debug)]
pub struct Board {
    width: usize,
    height: usize,
    renju: bool,
    cells: Vec<u8>,
    /// Line keys with absolute colours (1 black, 2 white, 3 wall), per cell and direction.
    keys: Vec<[u32; 4]>,
    /// Patterns, threat and score per cell for black `[0]` and white `[1]`; meaningful for
    /// empty cells only.
    info: Vec<[CellInfo; 2]>,
    /// Number of stones within [`NEAR_RADIUS`].
    near: Vec<u8>,
    candidates: CellSet,
    /// Empty cells where black's patterns could make a forbidden move (renju only).
    suspects: CellSet,
    threat_count: [[u16; THREAT_KINDS]; 2],
    score_sum: [i32; 2],
    tables: [&'static PatternTable; 2],
    stones: usize,
}

impl Board {
    /// An empty board.
    pub fn new(width: usize, height: usize, rule: Rule) -> Board {
        let n = width * height;
        let mut b = Board {
            width,
            height,
            renju: rule == Rule::Renju,
            cells: vec![EMPTY; n],
            keys: vec![[0; 4]; n],
            info: vec![[CellInfo::default(); 2]; n],
            near: vec![0; n],
            candidates: CellSet::default(),
            suspects: CellSet::default(),
            threat_count: [[0; THREAT_KINDS]; 2],
            score_sum: [0; 2],
            tables: [
                PatternTable::get(rule.line_rule(Color::White)),
                PatternTable::get(rule.line_rule(Color::Black)),
            ],
            stones: 0,
        };
        for cell in 0..n {
            let (x, y) = b.xy(cell);
            for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
                for k in (-(HALF as isize)..=HALF as isize).filter(|&k| k != 0) {
                    if !b.on_board(x + k * dx, y + k * dy) {
                        b.keys[cell][d] |= KEY_WALL << (2 * slot(k));
                    }
                }
            }
            b.refresh(cell);
            b.count(cell, 1);
        }
        b
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    #[inline(always)]
    pub fn stone(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    #[inline(always)]
    pub fn is_empty(&self, cell: usize) -> bool {
        self.cells[cell] == EMPTY
    }

    #[inline(always)]
    pub fn xy(&self, cell: usize) -> (isize, isize) {
        ((cell % self.width) as isize, (cell / self.width) as isize)
    }

    #[inline(always)]
    pub fn on_board(&self, x: isize, y: isize) -> bool {
        x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height
    }

    /// The cell `k` steps from `cell` along direction `d`, if on the board.
    #[inline(always)]
    pub fn step(&self, cell: usize, d: usize, k: isize) -> Option<usize> {
        let (x, y) = self.xy(cell);
        let (dx, dy) = DIRECTIONS[d];
        let (nx, ny) = (x + k * dx, y + k * dy);
        self.on_board(nx, ny)
            .then(|| ny as usize * self.width + nx as usize)
    }

    /// Black's `[0]` or white's `[1]` view of an empty cell.
    #[inline(always)]
    pub fn info(&self, cell: usize, color: usize) -> &CellInfo {
        &self.info[cell][color]
    }

    #[inline(always)]
    pub fn pattern(&self, cell: usize, color: usize, d: usize) -> Pattern {
        self.info[cell][color].patterns[d]
    }

    #[inline(always)]
    pub fn threat(&self, cell: usize, color: usize) -> Threat {
        self.info[cell][color].threat
    }

    /// Number of empty cells where `color` has `threat`.
    #[inline(always)]
    pub fn threat_count(&self, color: usize, threat: Threat) -> usize {
        self.threat_count[color][threat as usize] as usize
    }

    /// Number of empty cells where `color` has `threat` or better.
    pub fn threat_count_at_least(&self, color: usize, threat: Threat) -> usize {
        self.threat_count[color][threat as usize..]
            .iter()
            .map(|&n| n as usize)
            .sum()
    }

    /// Sum of `color`'s cell scores over the empty cells.
    #[inline(always)]
    pub fn score_sum(&self, color: usize) -> i32 {
        self.score_sum[color]
    }

    /// Empty cells within two cells of a stone.
    pub fn candidates(&self) -> &CellSet {
        &self.candidates
    }

    /// Empty cells where black could be forbidden (renju).
    pub fn suspects(&self) -> &CellSet {
        &self.suspects
    }

    /// Puts `stone` on the empty `cell`.
    pub fn place(&mut self, cell: usize, stone: u8) {
        debug_assert!(self.cells[cell] == EMPTY && (stone == BLACK || stone == WHITE));
        self.count(cell, -1);
        self.cells[cell] = stone;
        self.stones += 1;
        self.candidates.remove(cell);
        self.suspects.remove(cell);
        self.update_lines(cell, stone as u32);
        self.update_near(cell, 1);
    }

    /// Takes the stone off `cell`.
    pub fn remove(&mut self, cell: usize) {
        debug_assert!(self.cells[cell] != EMPTY);
        self.cells[cell] = EMPTY;
        self.stones -= 1;
        self.update_lines(cell, 0);
        self.update_near(cell, -1);
        self.refresh(cell);
        self.count(cell, 1);
    }

    /// Writes `code` into the slot of `cell` in the keys of the cells on its four lines and
    /// refreshes the empty ones.
    fn update_lines(&mut self, cell: usize, code: u32) {
        let (x, y) = self.xy(cell);
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            for k in (-(HALF as isize)..=HALF as isize).filter(|&k| k != 0) {
                let (nx, ny) = (x + k * dx, y + k * dy);
                if !self.on_board(nx, ny) {
                    continue;
                }
                let n = ny as usize * self.width + nx as usize;
                let shift = 2 * slot(-k);
                let empty = self.cells[n] == EMPTY;
                if empty {
                    self.count(n, -1);
                }
                self.keys[n][d] = self.keys[n][d] & !(3 << shift) | code << shift;
                if empty {
                    self.refresh_direction(n, d);
                    self.count(n, 1);
                }
            }
        }
    }

    fn update_near(&mut self, cell: usize, delta: i8) {
        let (x, y) = self.xy(cell);
        for ny in y - NEAR_RADIUS..=y + NEAR_RADIUS {
            for nx in x - NEAR_RADIUS..=x + NEAR_RADIUS {
                if self.on_board(nx, ny) {
                    let n = ny as usize * self.width + nx as usize;
                    self.near[n] = self.near[n].wrapping_add_signed(delta);
                    self.candidates
                        .assign(n, self.near[n] > 0 && self.cells[n] == EMPTY);
                }
            }
        }
    }

    /// Re-reads all four patterns of `cell` from the tables and derives threat and score.
    fn refresh(&mut self, cell: usize) {
        for d in 0..4 {
            self.read_patterns(cell, d);
        }
        self.derive(cell);
    }

    /// Re-reads the pattern of `cell` along `d` only (the one line a placement changed).
    #[inline(always)]
    fn refresh_direction(&mut self, cell: usize, d: usize) {
        self.read_patterns(cell, d);
        self.derive(cell);
    }

    #[inline(always)]
    fn read_patterns(&mut self, cell: usize, d: usize) {
        let key = self.keys[cell][d];
        self.info[cell][0].patterns[d] = self.tables[0].pattern(key);
        self.info[cell][1].patterns[d] = self.tables[1].pattern(swap_colors(key));
    }

    /// Threat, score and renju suspicion from the four stored patterns.
    #[inline(always)]
    fn derive(&mut self, cell: usize) {
        let [black, white] = &mut self.info[cell];
        let b = summarize(&black.patterns);
        let w = summarize(&white.patterns);
        (black.threat, black.score) = (b.threat, b.score);
        (white.threat, white.score) = (w.threat, w.score);
        if self.renju {
            self.suspects.assign(cell, b.suspicious);
        }
    }

    /// Adds (`sign` 1) or removes (-1) an empty cell's threats and scores from the totals.
    #[inline(always)]
    fn count(&mut self, cell: usize, sign: i32) {
        if self.cells[cell] != EMPTY {
            return;
        }
        for color in 0..2 {
            let info = &self.info[cell][color];
            let t = &mut self.threat_count[color][info.threat as usize];
            *t = (*t as i32 + sign) as u16;
            self.score_sum[color] += sign * info.score as i32;
        }
    }
}
