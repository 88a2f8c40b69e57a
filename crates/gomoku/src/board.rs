//! The incremental board: stones, one bit-packed key per board line, the four line patterns
//! and both colours' pattern summaries of every empty cell, the counts of every threat class
//! per colour, and the candidate set.
//!
//! A placement writes two bits into the four line words through its cell, then re-reads the
//! pattern of the changed direction for the empty cells within the half window on each of
//! the four lines (at most 40 cells, found from the line word itself), from one table read
//! that serves both colours. What it changes is saved (the previous per-ply totals, the
//! candidate words its box touches and the previous data of each changed cell), so taking a
//! stone back restores instead of recomputing. Nothing is ever rescanned.

use crate::cellset::{CellSet, WORDS};
use crate::pattern::{Pattern, PatternTable, MAX_HALF};
use crate::rule::Rule;
use crate::threat::{CellSummary, Codes, Threat, THREAT_KINDS};

/// Stone codes on the board (also the absolute colour codes inside line keys).
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
/// The key code of a cell off the board.
const WALL: u128 = 3;

/// The four line directions `(dx, dy)`: horizontal, vertical, diagonal, anti-diagonal.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Candidate radius: a cell within this Chebyshev distance of a stone is a candidate.
/// Two covers every point that makes a three or a four (they lie within two cells of an own
/// stone along a line).
const NEAR_RADIUS: usize = 2;

/// Wall cells kept beyond both ends of every line word, so that the windows of every cell
/// within a half window of a board cell lie inside its word.
const PAD: usize = 2 * MAX_HALF;

/// What the board keeps per empty cell: the pattern of each direction for both colours
/// (byte `d` of `pats`: black in the low nibble, white in the high one, updated in a
/// register: a byte store followed by a word read would stall on store forwarding) and
/// what each colour's four patterns add up to, so that a threat or score query is one read.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct Cell {
    pats: u32,
    sum: [CellSummary; 2],
}

/// Slots of [`Board::cells`]: the most cells a board has (32 x 32), a power of two.
const CELL_SLOTS: usize = crate::MAX_CELLS;
const _: () = assert!(CELL_SLOTS.is_power_of_two());

/// Most cells one placement can change: the empty cells within a half window on four lines.
const MAX_CHANGED: usize = 4 * 2 * MAX_HALF;

/// What the board knows about one empty cell for one colour.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CellInfo {
    pub patterns: [Pattern; 4],
    pub threat: Threat,
    pub score: i16,
}

/// The per-ply totals, saved whole on every placement.
#[derive(Copy, Clone, Debug, Default)]
struct Totals {
    /// Per colour, the number of empty cells of each threat (indices past
    /// [`THREAT_KINDS`] stay zero: a masked index needs no bounds check).
    threat_count: [[u16; COUNT_SLOTS]; 2],
    score_sum: [i32; 2],
    /// The last cell that became a five point, per colour (a hint; checked before use).
    last_five: [u16; 2],
    /// Where this ply's saved cells start in the cell cache.
    cache_start: u32,
}

impl Totals {
    /// Moves one empty cell of `COLOR` from the summary `old` to `new`.
    #[inline(always)]
    fn account<const COLOR: usize>(&mut self, cell: usize, old: CellSummary, new: CellSummary) {
        if old == new {
            return;
        }
        let t = &mut self.threat_count[COLOR];
        t[slot_of(old.threat)] -= 1;
        t[slot_of(new.threat)] += 1;
        self.score_sum[COLOR] += new.score as i32 - old.score as i32;
        if new.threat == Threat::Five {
            self.last_five[COLOR] = cell as u16;
        }
    }

    /// Adds (`sign` 1) or removes (-1) one empty cell of `COLOR` with the summary `s`
    /// (straight-line code per colour: a loop over both colours did not unroll well).
    #[inline(always)]
    fn count<const COLOR: usize>(&mut self, s: CellSummary, sign: i32) {
        let t = &mut self.threat_count[COLOR][slot_of(s.threat)];
        *t = (*t as i32 + sign) as u16;
        self.score_sum[COLOR] += sign * s.score as i32;
    }
}

/// Under renju, the cells exactly a half window (five cells) from a new white stone, as
/// chunk bits (the low bit of each cell's two, the stone at chunk position `2 half`): the
/// stone cannot change their patterns. White's fives are five or more, so a cell's white
/// pattern never reads five cells out, and its black pattern reads only whether that cell is
/// black (an overline). The test `renju_far_cells_are_skipped_soundly` checks this on the
/// whole renju table. (Black stones skip nothing: testing the cells between for a white
/// stone, which would make them irrelevant too, cost more than the visits it saved.)
#[inline(always)]
fn renju_far_skips<const HALF: usize>(stone: u8) -> u64 {
    let far = 1u64 << (2 * HALF) | 1u64 << (2 * 3 * HALF);
    if stone == WHITE {
        far
    } else {
        0
    }
}

/// Slots per colour in [`Totals::threat_count`]: a power of two above [`THREAT_KINDS`].
const COUNT_SLOTS: usize = 16;

/// The threat-count slot of `t`.
#[inline(always)]
fn slot_of(t: Threat) -> usize {
    t as usize & (COUNT_SLOTS - 1)
}

/// Candidate-set words a candidate box can touch: the box spans at most `4 width + 5 <= 133`
/// cells, so at most four words.
const BOX_WORDS: usize = 4;

/// A cell's candidate box (the cells within [`NEAR_RADIUS`], on the board) as the
/// [`BOX_WORDS`] candidate-set words from `first_word` on.
#[derive(Copy, Clone, Debug)]
struct CandidateBox {
    first_word: u8,
    words: [u64; BOX_WORDS],
}

impl CandidateBox {
    fn new(x: usize, y: usize, width: usize, height: usize) -> CandidateBox {
        let (x0, x1) = (
            x.saturating_sub(NEAR_RADIUS),
            (x + NEAR_RADIUS).min(width - 1),
        );
        let (y0, y1) = (
            y.saturating_sub(NEAR_RADIUS),
            (y + NEAR_RADIUS).min(height - 1),
        );
        // The first word, moved down so that all the words exist.
        let first = ((y0 * width + x0) / 64).min(WORDS - BOX_WORDS);
        let mut words = [0u64; BOX_WORDS];
        for row in y0..=y1 {
            for c in row * width + x0..=row * width + x1 {
                words[c / 64 - first] |= 1 << (c % 64);
            }
        }
        CandidateBox {
            first_word: first as u8,
            words,
        }
    }
}

/// What a placement saves for its take-back: the totals, and the candidate words its box
/// may have changed (not the whole 1024-bit set).
#[derive(Copy, Clone, Debug)]
struct Undo {
    totals: Totals,
    /// The first of the [`BOX_WORDS`] saved candidate words.
    first_word: u8,
    words: [u64; BOX_WORDS],
}

/// The incremental board.
#[derive(Clone, Debug)]
pub struct Board {
    width: usize,
    height: usize,
    /// Renju: the placement skips the cells five away that the stone cannot change
    /// ([`renju_far_skips`]).
    renju: bool,
    table: &'static PatternTable,
    codes: &'static Codes,
    half: usize,
    stones: Vec<u8>,
    occupied: CellSet,
    /// Every line's key word: two bits per cell, cell `p` of the line at bits `2 (PAD + p)`.
    lines: Vec<u128>,
    /// Where each direction's lines start in `lines`.
    line_base: [usize; 4],
    /// `(x, y)` of every cell.
    xy: Vec<(u8, u8)>,
    /// Every cell's data (stale for stones), [`CELL_SLOTS`] long whatever the board size, so
    /// that the hot loops index it with a mask instead of a bounds test.
    cells: Box<[Cell; CELL_SLOTS]>,
    totals: Totals,
    /// Empty cells within two cells of a stone.
    candidates: CellSet,
    /// Every cell's candidate box.
    boxes: Vec<CandidateBox>,
    history: Vec<Undo>,
    /// The previous data of the cells each placement touched, ply after ply: the first
    /// `cache_len` entries (the vector only grows, so that a placement writes its entries
    /// without pushing).
    cache: Vec<(u16, Cell)>,
    cache_len: usize,
    stone_count: usize,
}

impl Board {
    /// An empty board.
    pub fn new(width: usize, height: usize, rule: Rule) -> Board {
        let n = width * height;
        let table = PatternTable::get(rule);
        let line_counts = [height, width, width + height - 1, width + height - 1];
        let mut line_base = [0; 4];
        let mut total = 0;
        for d in 0..4 {
            line_base[d] = total;
            total += line_counts[d];
        }
        let mut b = Board {
            width,
            height,
            renju: rule == Rule::Renju,
            table,
            codes: Codes::get(rule),
            half: table.half(),
            stones: vec![EMPTY; n],
            occupied: CellSet::default(),
            lines: vec![0; total],
            line_base,
            xy: (0..n)
                .map(|c| ((c % width) as u8, (c / width) as u8))
                .collect(),
            cells: Box::new([Cell::default(); CELL_SLOTS]),
            totals: Totals::default(),
            candidates: CellSet::default(),
            boxes: (0..n)
                .map(|c| CandidateBox::new(c % width, c / width, width, height))
                .collect(),
            history: Vec::with_capacity(n + 1),
            cache: Vec::new(),
            cache_len: 0,
            stone_count: 0,
        };
        for d in 0..4 {
            for id in 0..line_counts[d] {
                let extent = if d == 1 { height } else { width };
                let mut word = 0u128;
                for q in -(PAD as isize)..(extent + PAD) as isize {
                    if b.line_cell(d, id, q).is_none() {
                        word |= WALL << (2 * (q + PAD as isize));
                    }
                }
                b.lines[line_base[d] + id] = word;
            }
        }
        for cell in 0..n {
            let (x, y) = b.xy(cell);
            let mut c = Cell::default();
            for d in 0..4 {
                let (word, p) = b.line_word(d, x as usize, y as usize);
                c.pats |= (table.packed(b.window(word, p)) as u32) << (8 * d);
            }
            c.sum = b.summaries_of(c.pats);
            b.cells[cell] = c;
            b.count(cell, 1);
        }
        b
    }

    /// The board cell at position `q` of line `id` in direction `d`, if there is one.
    fn line_cell(&self, d: usize, id: usize, q: isize) -> Option<usize> {
        let (w, h) = (self.width as isize, self.height as isize);
        let id = id as isize;
        let (x, y) = match d {
            0 => (q, id),
            1 => (id, q),
            2 => (q, q - id + h - 1),
            _ => (q, id - q),
        };
        (x >= 0 && y >= 0 && x < w && y < h).then(|| (y * w + x) as usize)
    }

    /// The index in `lines` of the line through `(x, y)` in direction `d`, and the cell's
    /// position on it.
    #[inline(always)]
    fn line_of(&self, d: usize, x: usize, y: usize) -> (usize, usize) {
        let (id, p) = match d {
            0 => (y, x),
            1 => (x, y),
            2 => (x + self.height - 1 - y, x),
            _ => (x + y, x),
        };
        (self.line_base[d] + id, p)
    }

    #[inline(always)]
    fn line_word(&self, d: usize, x: usize, y: usize) -> (u128, usize) {
        let (i, p) = self.line_of(d, x, y);
        (self.lines[i], p)
    }

    /// The table key of the cell at position `p` of a line word: the window of `half` cells
    /// each side, the centre taken out.
    #[inline(always)]
    fn window(&self, word: u128, p: usize) -> u32 {
        let h = self.half as u32;
        let w = (word >> (2 * (PAD + p - self.half))) as u32 & ((1 << (4 * h + 2)) - 1);
        (w & ((1 << (2 * h)) - 1)) | (w >> (2 * h + 2)) << (2 * h)
    }

    /// Both colours' summaries of four packed patterns.
    #[inline(always)]
    fn summaries_of(&self, pats: u32) -> [CellSummary; 2] {
        self.codes.summaries_of(pats)
    }

    pub fn len(&self) -> usize {
        self.stones.len()
    }

    #[inline(always)]
    pub fn stone(&self, cell: usize) -> u8 {
        self.stones[cell]
    }

    #[inline(always)]
    pub fn is_empty(&self, cell: usize) -> bool {
        self.stones[cell] == EMPTY
    }

    #[inline(always)]
    pub fn xy(&self, cell: usize) -> (isize, isize) {
        let (x, y) = self.xy[cell];
        (x as isize, y as isize)
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
    pub fn info(&self, cell: usize, color: usize) -> CellInfo {
        let sum = self.cells[cell].sum[color];
        CellInfo {
            patterns: core::array::from_fn(|d| self.pattern(cell, color, d)),
            threat: sum.threat,
            score: sum.score,
        }
    }

    #[inline(always)]
    pub fn pattern(&self, cell: usize, color: usize, d: usize) -> Pattern {
        let p = self.cells[cell].pats >> (8 * d + 4 * color);
        Pattern::from_code(p as u8 & 15)
    }

    #[inline(always)]
    pub fn threat(&self, cell: usize, color: usize) -> Threat {
        self.cells[cell].sum[color].threat
    }

    /// The move-ordering score of an empty cell for `color`.
    #[inline(always)]
    pub fn score(&self, cell: usize, color: usize) -> i16 {
        self.cells[cell].sum[color].score
    }

    /// Whether black's patterns on the empty `cell` could make it forbidden (renju).
    #[inline(always)]
    pub fn suspicious(&self, cell: usize) -> bool {
        self.cells[cell].sum[0].suspicious != 0
    }

    /// Number of empty cells where `color` has `threat`.
    #[inline(always)]
    pub fn threat_count(&self, color: usize, threat: Threat) -> usize {
        self.totals.threat_count[color][slot_of(threat)] as usize
    }

    /// Number of empty cells where `color` has `threat` or better.
    #[inline(always)]
    pub fn threat_count_at_least(&self, color: usize, threat: Threat) -> usize {
        self.totals.threat_count[color][threat as usize..THREAT_KINDS]
            .iter()
            .map(|&n| n as usize)
            .sum()
    }

    /// Sum of `color`'s cell scores over the empty cells.
    #[inline(always)]
    pub fn score_sum(&self, color: usize) -> i32 {
        self.totals.score_sum[color]
    }

    /// Empty cells within two cells of a stone.
    #[inline(always)]
    pub fn candidates(&self) -> &CellSet {
        &self.candidates
    }

    /// A five point of `color`, if it has one.
    #[inline]
    pub fn five_point(&self, color: usize) -> Option<usize> {
        if self.totals.threat_count[color][Threat::Five as usize] == 0 {
            return None;
        }
        let hint = self.totals.last_five[color] as usize;
        if self.is_empty(hint) && self.threat(hint, color) == Threat::Five {
            return Some(hint);
        }
        self.candidates()
            .iter()
            .find(|&c| self.threat(c, color) == Threat::Five)
    }

    /// The key of the empty `cell` along `d` with black stones added on the cells of
    /// `extra` (for the renju checks, which look at positions a few stones ahead without
    /// playing them).
    pub fn key_with(&self, cell: usize, d: usize, extra: &[usize]) -> u32 {
        let (x, y) = self.xy[cell];
        let (i, p) = self.line_of(d, x as usize, y as usize);
        let mut word = self.lines[i];
        for &e in extra {
            let (ex, ey) = self.xy[e];
            let (j, q) = self.line_of(d, ex as usize, ey as usize);
            if j == i {
                word |= (BLACK as u128) << (2 * (PAD + q));
            }
        }
        self.window(word, p)
    }

    /// The direction of the line through the cells `a` and `b` if they lie on one within
    /// a half window of each other, with the signed distance from `a` to `b` along it.
    #[inline]
    pub fn line_between(&self, a: usize, b: usize) -> Option<(usize, isize)> {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        let (dx, dy) = (bx - ax, by - ay);
        let half = self.half as isize;
        let (d, k) = if dy == 0 {
            (0, dx)
        } else if dx == 0 {
            (1, dy)
        } else if dx == dy {
            (2, dx)
        } else if dx == -dy {
            (3, dx)
        } else {
            return None;
        };
        (k != 0 && k.abs() <= half).then_some((d, k))
    }

    /// The threat `color` would have on the empty `cell` if `stone` were also on `at`
    /// (another empty cell): only the line through both changes.
    pub fn threat_with(&self, cell: usize, color: usize, at: usize, stone: u8) -> Threat {
        let Some((d, _)) = self.line_between(cell, at) else {
            return self.threat(cell, color);
        };
        let (x, y) = self.xy[cell];
        let (i, p) = self.line_of(d, x as usize, y as usize);
        let (ax, ay) = self.xy[at];
        let (_, q) = self.line_of(d, ax as usize, ay as usize);
        let word = self.lines[i] | (stone as u128) << (2 * (PAD + q));
        let shift = 8 * d as u32;
        let pats = self.cells[cell].pats & !(0xFF << shift)
            | (self.table.packed(self.window(word, p)) as u32) << shift;
        self.codes.summaries_of(pats)[color].threat
    }

    /// The pattern table (for [`Self::key_with`] keys).
    pub fn table(&self) -> &'static PatternTable {
        self.table
    }

    /// Puts `stone` on the empty `cell`.
    pub fn place(&mut self, cell: usize, stone: u8) {
        debug_assert!(self.stones[cell] == EMPTY && (stone == BLACK || stone == WHITE));
        let (x, y) = self.xy[cell];
        let (x, y) = (x as usize, y as usize);
        let first_word = self.boxes[cell].first_word as usize;
        let words = self.candidates.words();
        self.history.push(Undo {
            totals: self.totals,
            first_word: first_word as u8,
            words: core::array::from_fn(|i| words[first_word + i]),
        });
        self.totals.cache_start = self.cache_len as u32;
        if self.cache.len() < self.cache_len + MAX_CHANGED {
            self.cache
                .resize(self.cache_len + MAX_CHANGED, (0, Cell::default()));
        }
        self.count(cell, -1);
        self.stones[cell] = stone;
        self.stone_count += 1;
        self.occupied.insert(cell);
        // Monomorphised per half window, renju and direction: masks, shifts and steps
        // become constants.
        if self.half == 4 {
            self.place_lines::<4, false>(cell, x, y, stone);
        } else if self.renju {
            self.place_lines::<MAX_HALF, true>(cell, x, y, stone);
        } else {
            self.place_lines::<MAX_HALF, false>(cell, x, y, stone);
        }
        self.update_candidates(cell);
    }

    #[inline(always)]
    fn place_lines<const HALF: usize, const RENJU: bool>(
        &mut self,
        cell: usize,
        x: usize,
        y: usize,
        stone: u8,
    ) {
        let skip = if RENJU {
            renju_far_skips::<HALF>(stone)
        } else {
            0
        };
        self.update_line::<HALF, RENJU, 0>(cell, x, y, stone, skip);
        self.update_line::<HALF, RENJU, 1>(cell, x, y, stone, skip);
        self.update_line::<HALF, RENJU, 2>(cell, x, y, stone, skip);
        self.update_line::<HALF, RENJU, 3>(cell, x, y, stone, skip);
    }

    /// Takes the stone off `cell` (the last one placed).
    pub fn remove(&mut self, cell: usize) {
        debug_assert!(self.stones[cell] != EMPTY);
        let (x, y) = self.xy[cell];
        for d in 0..4 {
            let (i, p) = self.line_of(d, x as usize, y as usize);
            self.lines[i] &= !(3u128 << (2 * (PAD + p)));
        }
        let start = self.totals.cache_start as usize;
        for &(n, c) in &self.cache[start..self.cache_len] {
            self.cells[n as usize & (CELL_SLOTS - 1)] = c;
        }
        self.cache_len = start;
        let undo = self.history.pop().expect("remove without place");
        self.totals = undo.totals;
        let first = undo.first_word as usize;
        self.candidates.words_mut()[first..first + BOX_WORDS].copy_from_slice(&undo.words);
        self.stones[cell] = EMPTY;
        self.stone_count -= 1;
        self.occupied.remove(cell);
    }

    /// Writes `stone` into the line through `cell` in direction `D` and re-reads that
    /// direction of the empty cells within the half window of `cell` (under renju not those
    /// of `skip`), saving their previous data.
    #[inline(always)]
    fn update_line<const HALF: usize, const RENJU: bool, const D: usize>(
        &mut self,
        cell: usize,
        x: usize,
        y: usize,
        stone: u8,
        skip: u64,
    ) {
        let (i, p) = self.line_of(D, x, y);
        self.lines[i] |= (stone as u128) << (2 * (PAD + p));
        let word = self.lines[i];
        // The 4 half + 1 cells whose windows matter, from position p - 2 half: one 64-bit
        // chunk, so each window is a plain shift.
        let chunk = (word >> (2 * (PAD + p - 2 * HALF))) as u64;
        // The empty cells among the 2 half + 1 around the new stone, as the low bit of their
        // two: stones and walls (code 3, also every cell off the board) are not empty, so
        // the line word itself gives the bounds.
        let around = ((1u64 << (2 * (2 * HALF + 1))) - 1) << (2 * HALF);
        let mut empty = !(chunk | chunk >> 1) & 0x5555_5555_5555_5555 & around;
        if RENJU {
            empty &= !skip;
        }
        let (dx, dy) = DIRECTIONS[D];
        let delta = dy * self.width as isize + dx;
        // The cell at chunk position 0 (possibly off the board: only positions with empty
        // cells are used).
        let base = cell as isize - (2 * HALF) as isize * delta;
        let hb = 2 * HALF as u32;
        let window_mask = (1u64 << (2 * hb + 2)) - 1;
        let low_mask = (1u64 << hb) - 1;
        let shift = 8 * D as u32;
        let keep = !(0xFFu32 << shift);
        let (cells, cache) = (&mut *self.cells, &mut self.cache[..]);
        let mut top = self.cache_len;
        // Cut to its constant length (2^(4 half) keys), so that the masked keys below need
        // no bounds check.
        let table = &self.table.codes()[..1 << (4 * HALF)];
        let codes = self.codes;
        let totals = &mut self.totals;
        while empty != 0 {
            // Twice the chunk position of the next empty cell.
            let bit = empty.trailing_zeros();
            empty &= empty - 1;
            let n = (base + (bit / 2) as isize * delta) as usize;
            let win = chunk >> (bit - hb) & window_mask;
            let key = (win & low_mask) | (win >> (hb + 2)) << hb;
            let n = n & (CELL_SLOTS - 1); // no change: n is a board cell
            let old = cells[n];
            let pats = old.pats & keep | (table[key as usize] as u32) << shift;
            if pats == old.pats {
                continue; // most far-away changes leave the pattern as it was
            }
            cache[top] = (n as u16, old);
            top += 1;
            let sum = codes.summaries_of(pats);
            cells[n] = Cell { pats, sum };
            totals.account::<0>(n, old.sum[0], sum[0]);
            totals.account::<1>(n, old.sum[1], sum[1]);
        }
        self.cache_len = top;
    }

    /// Adds the candidate box of the new stone on `cell` (already in `occupied`): its
    /// empty cells join, `cell` leaves. Candidates are always empty, so one mask serves.
    #[inline(always)]
    fn update_candidates(&mut self, cell: usize) {
        let b = &self.boxes[cell];
        let first = b.first_word as usize;
        let occupied = &self.occupied.words()[first..first + BOX_WORDS];
        let words = &mut self.candidates.words_mut()[first..first + BOX_WORDS];
        for ((w, &m), &o) in words.iter_mut().zip(&b.words).zip(occupied) {
            *w = (*w | m) & !o;
        }
    }

    /// Adds (`sign` 1) or removes (-1) an empty cell's threats and scores from the totals.
    #[inline(always)]
    fn count(&mut self, cell: usize, sign: i32) {
        let [black, white] = self.cells[cell].sum;
        self.totals.count::<0>(black, sign);
        self.totals.count::<1>(white, sign);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Everything the board keeps about empty cells and its totals, for comparison.
    fn state(b: &Board) -> (Vec<Option<Cell>>, Totals, CellSet) {
        let cells = (0..b.len())
            .map(|c| b.is_empty(c).then_some(b.cells[c]))
            .collect();
        let mut t = b.totals;
        t.cache_start = 0;
        t.last_five = [0; 2];
        (cells, t, b.candidates)
    }

    fn same(a: &Board, b: &Board) -> bool {
        let (ca, ta, na) = state(a);
        let (cb, tb, nb) = state(b);
        ca == cb
            && na == nb
            && ta.threat_count == tb.threat_count
            && ta.score_sum == tb.score_sum
            && a.lines == b.lines
    }

    /// What [`renju_far_skips`] relies on, over every key of the renju table with an empty
    /// far cell (slot 0 is offset -5, slot 9 offset +5): a white stone there changes no entry.
    #[test]
    fn renju_far_cells_are_skipped_soundly() {
        let table = PatternTable::get(Rule::Renju);
        assert_eq!(table.half(), 5);
        for far in [0u32, 9] {
            for key in (0..1u32 << 20).filter(|k| k >> (2 * far) & 3 == EMPTY as u32) {
                let white = key | (WHITE as u32) << (2 * far);
                assert_eq!(table.packed(white), table.packed(key), "key {key:#x}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Placing and removing stones in any order leaves exactly the state of a board
        /// built from scratch with the stones that remain, and the threat totals equal a
        /// recount over the empty cells.
        #[test]
        fn incremental_equals_rebuilt(
            w in 5usize..=32, h in 5usize..=32,
            rule in prop_oneof![Just(Rule::Freestyle), Just(Rule::Standard),
                                Just(Rule::Renju), Just(Rule::Caro)],
            ops in proptest::collection::vec((any::<u16>(), 0u8..4), 1..120),
        ) {
            let mut b = Board::new(w, h, rule);
            let mut placed: Vec<usize> = Vec::new();
            for &(pick, op) in &ops {
                if op == 0 && !placed.is_empty() {
                    b.remove(placed.pop().unwrap());
                } else {
                    let empty: Vec<usize> = (0..b.len()).filter(|&c| b.is_empty(c)).collect();
                    if empty.is_empty() {
                        break;
                    }
                    // Mostly near the last stone, so that lines form.
                    let cell = match placed.last() {
                        Some(&last) if pick % 3 != 0 => {
                            let near: Vec<usize> = empty
                                .iter()
                                .copied()
                                .filter(|&c| {
                                    let (x, y) = b.xy(c);
                                    let (lx, ly) = b.xy(last);
                                    (x - lx).abs() <= 2 && (y - ly).abs() <= 2
                                })
                                .collect();
                            if near.is_empty() { empty[pick as usize % empty.len()] }
                            else { near[pick as usize % near.len()] }
                        }
                        _ => empty[pick as usize % empty.len()],
                    };
                    b.place(cell, [BLACK, WHITE][placed.len() % 2]);
                    placed.push(cell);
                }
            }
            let mut fresh = Board::new(w, h, rule);
            for (i, &c) in placed.iter().enumerate() {
                fresh.place(c, [BLACK, WHITE][i % 2]);
            }
            prop_assert!(same(&b, &fresh));
            // Totals against a direct recount.
            let mut count = [[0u16; COUNT_SLOTS]; 2];
            let mut sum = [0i32; 2];
            for c in (0..b.len()).filter(|&c| b.is_empty(c)) {
                for (color, (n, s)) in count.iter_mut().zip(&mut sum).enumerate() {
                    n[b.threat(c, color) as usize] += 1;
                    *s += b.score(c, color) as i32;
                }
            }
            prop_assert_eq!(b.totals.threat_count, count);
            prop_assert_eq!(b.totals.score_sum, sum);
            for (color, n) in count.iter().enumerate() {
                let five = b.five_point(color);
                prop_assert_eq!(five.is_some(), n[Threat::Five as usize] > 0);
                if let Some(f) = five {
                    prop_assert_eq!(b.threat(f, color), Threat::Five);
                }
            }
            while let Some(c) = placed.pop() {
                b.remove(c);
            }
            prop_assert!(same(&b, &Board::new(w, h, rule)));
        }
    }
}
