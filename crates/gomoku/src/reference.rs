//! The plain rescan-based rules: the oracle the incremental machinery is tested against.
//!
//! Slow on purpose: every question walks the board cell by cell from the definitions (RIF
//! renju rules for forbidden moves). Used by the tests (perft cross-check, proptests) and
//! nowhere on the search path.

use crate::rule::{LineRule, Rule};

/// No stone.
pub const EMPTY: u8 = 0;
/// A black stone (the first player).
pub const BLACK: u8 = 1;
/// A white stone.
pub const WHITE: u8 = 2;

/// The four line directions `(dx, dy)`: horizontal, vertical, diagonal, anti-diagonal.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A board as a plain grid of stones, row by row from the top (`y = 0`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// One byte per cell, row by row: [`EMPTY`], [`BLACK`] or [`WHITE`].
    pub cells: Vec<u8>,
}

/// The other colour's stone code.
pub const fn opponent(stone: u8) -> u8 {
    3 - stone
}

impl Grid {
    /// An empty board.
    pub fn new(width: usize, height: usize) -> Grid {
        Grid {
            width,
            height,
            cells: vec![EMPTY; width * height],
        }
    }

    /// The stone at `(x, y)`, `None` off the board.
    pub fn get(&self, x: isize, y: isize) -> Option<u8> {
        if x < 0 || y < 0 || x >= self.width as isize || y >= self.height as isize {
            None
        } else {
            Some(self.cells[y as usize * self.width + x as usize])
        }
    }

    /// Puts `stone` (or [`EMPTY`]) on `(x, y)`.
    pub fn set(&mut self, x: isize, y: isize, stone: u8) {
        self.cells[y as usize * self.width + x as usize] = stone;
    }

    /// The consecutive `stone`s through `(x, y)` along `(dx, dy)`, counting `(x, y)` itself as
    /// `stone`: the run length and the cells just beyond each end (`None` = off the board).
    pub fn run(
        &self,
        x: isize,
        y: isize,
        (dx, dy): (isize, isize),
        stone: u8,
    ) -> (usize, Option<u8>, Option<u8>) {
        let mut len = 1;
        let mut ends = [None, None];
        for (side, sign) in [(0, -1), (1, 1)] {
            let mut k = 1;
            loop {
                let c = self.get(x + sign * k * dx, y + sign * k * dy);
                if c == Some(stone) {
                    len += 1;
                    k += 1;
                } else {
                    ends[side] = c;
                    break;
                }
            }
        }
        (len, ends[0], ends[1])
    }
}

/// Whether a run of `stone`s through `(x, y)` along `dir` (with `(x, y)` counted as `stone`)
/// is a winning five under `line_rule`.
pub fn five_in_direction(
    grid: &Grid,
    x: isize,
    y: isize,
    dir: (isize, isize),
    stone: u8,
    line_rule: LineRule,
) -> bool {
    let (len, a, b) = grid.run(x, y, dir, stone);
    match line_rule {
        LineRule::FiveOrMore => len >= 5,
        LineRule::ExactFive => len == 5,
        LineRule::Caro => {
            let opp = Some(opponent(stone));
            len == 5 && !(a == opp && b == opp)
        }
    }
}

/// Whether `stone` placed on `(x, y)` makes a winning five under `rule`.
pub fn makes_five(grid: &Grid, x: isize, y: isize, stone: u8, rule: Rule) -> bool {
    let lr = rule.line_rule(color_of(stone));
    DIRECTIONS
        .iter()
        .any(|&d| five_in_direction(grid, x, y, d, stone, lr))
}

/// Movegen's colour of a stone code (black moves first = `Color::White`).
pub fn color_of(stone: u8) -> tetrarch_movegen::Color {
    if stone == BLACK {
        tetrarch_movegen::Color::White
    } else {
        tetrarch_movegen::Color::Black
    }
}

/// The stone code of a movegen colour.
pub fn stone_of(color: tetrarch_movegen::Color) -> u8 {
    match color {
        tetrarch_movegen::Color::White => BLACK,
        tetrarch_movegen::Color::Black => WHITE,
    }
}

/// The offsets `k` (within 4 of `(x, y)`, which holds black) of the empty cells along `dir`
/// that complete an exact five containing `(x, y)`.
fn black_five_points(grid: &mut Grid, x: isize, y: isize, (dx, dy): (isize, isize)) -> Vec<isize> {
    let mut out = Vec::new();
    for k in -4isize..=4 {
        let (ex, ey) = (x + k * dx, y + k * dy);
        if k == 0 || grid.get(ex, ey) != Some(EMPTY) {
            continue;
        }
        let between_black = (1..k.abs())
            .all(|i| grid.get(x + k.signum() * i * dx, y + k.signum() * i * dy) == Some(BLACK));
        grid.set(ex, ey, BLACK);
        let five = between_black && grid.run(x, y, (dx, dy), BLACK).0 == 5;
        grid.set(ex, ey, EMPTY);
        if five {
            out.push(k);
        }
    }
    out
}

/// The number of fours black's stone on `(x, y)` forms along `dir`: a straight four (two
/// completion points five apart) counts once, two separate completion points count twice.
fn black_fours(grid: &mut Grid, x: isize, y: isize, dir: (isize, isize)) -> usize {
    let pts = black_five_points(grid, x, y, dir);
    let straight = pts.iter().any(|a| pts.iter().any(|b| b - a == 5));
    pts.len() - straight as usize
}

/// Whether black's stone on `(x, y)` (no four along `dir`) forms a real three along `dir`: one
/// more stone `q` makes a straight four containing both, and `q` neither makes five (the
/// game would end there) nor is itself forbidden.
fn black_real_three(grid: &mut Grid, x: isize, y: isize, (dx, dy): (isize, isize)) -> bool {
    for k in -3isize..=3 {
        let (qx, qy) = (x + k * dx, y + k * dy);
        if k == 0 || grid.get(qx, qy) != Some(EMPTY) {
            continue;
        }
        let between_black = (1..k.abs())
            .all(|i| grid.get(x + k.signum() * i * dx, y + k.signum() * i * dy) == Some(BLACK));
        if !between_black {
            continue;
        }
        grid.set(qx, qy, BLACK);
        let pts = black_five_points(grid, x, y, (dx, dy));
        grid.set(qx, qy, EMPTY);
        let straight = pts.iter().any(|a| pts.iter().any(|b| b - a == 5));
        if straight && !makes_five(grid, qx, qy, BLACK, Rule::Renju) && !is_forbidden(grid, qx, qy)
        {
            return true;
        }
    }
    false
}

/// Whether the empty `(x, y)` is a forbidden move for black under RIF renju rules: not an
/// exact five, and an overline, or two fours or more, or two real threes or more (a three is
/// real when its straight-four point is not itself forbidden: the recursive case).
pub fn is_forbidden(grid: &mut Grid, x: isize, y: isize) -> bool {
    if grid.get(x, y) != Some(EMPTY) || makes_five(grid, x, y, BLACK, Rule::Renju) {
        return false;
    }
    grid.set(x, y, BLACK);
    let result = (|| {
        if DIRECTIONS.iter().any(|&d| grid.run(x, y, d, BLACK).0 >= 6) {
            return true;
        }
        let fours: Vec<usize> = DIRECTIONS
            .iter()
            .map(|&d| black_fours(grid, x, y, d))
            .collect();
        if fours.iter().sum::<usize>() >= 2 {
            return true;
        }
        let mut threes = 0;
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            if fours[i] == 0 && black_real_three(grid, x, y, d) {
                threes += 1;
            }
        }
        threes >= 2
    })();
    grid.set(x, y, EMPTY);
    result
}

/// Whether some line of `stone`s on the board already is a winning five under `rule`.
pub fn has_five(grid: &Grid, stone: u8, rule: Rule) -> bool {
    let lr = rule.line_rule(color_of(stone));
    (0..grid.height as isize).any(|y| {
        (0..grid.width as isize).any(|x| {
            grid.get(x, y) == Some(stone)
                && DIRECTIONS
                    .iter()
                    .any(|&d| five_in_direction(grid, x, y, d, stone, lr))
        })
    })
}

/// The legal moves of `stone` as `(x, y)`, row by row: every empty cell, less black's
/// forbidden cells under renju; none once a five stands on the board.
pub fn legal_moves(grid: &mut Grid, rule: Rule, stone: u8) -> Vec<(usize, usize)> {
    if has_five(grid, BLACK, rule) || has_five(grid, WHITE, rule) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for y in 0..grid.height {
        for x in 0..grid.width {
            if grid.cells[y * grid.width + x] != EMPTY {
                continue;
            }
            if rule == Rule::Renju && stone == BLACK && is_forbidden(grid, x as isize, y as isize) {
                continue;
            }
            out.push((x, y));
        }
    }
    out
}

/// Perft by rescanning: the number of legal move sequences of `depth` plies.
pub fn perft(grid: &mut Grid, rule: Rule, stone: u8, depth: u32) -> u64 {
    let moves = legal_moves(grid, rule, stone);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    let mut n = 0;
    for (x, y) in moves {
        grid.set(x as isize, y as isize, stone);
        n += perft(grid, rule, opponent(stone), depth - 1);
        grid.set(x as isize, y as isize, EMPTY);
    }
    n
}

/// The pattern of `stone` placed on the empty `(x, y)` along `dir`, by rescanning the eleven
/// cells of the window (`None` off the board) and applying the pattern definitions
/// recursively on arrays: the oracle of the incremental keys and the tables.
pub fn line_pattern(
    grid: &Grid,
    x: isize,
    y: isize,
    (dx, dy): (isize, isize),
    stone: u8,
    line_rule: LineRule,
) -> crate::Pattern {
    // 0 empty, 1 own, 2 opponent, 3 off the board; the centre (index 5) is own.
    let mut window = [0u8; 11];
    for (i, w) in window.iter_mut().enumerate() {
        let k = i as isize - 5;
        *w = match grid.get(x + k * dx, y + k * dy) {
            None => 3,
            Some(_) if k == 0 => 1,
            Some(EMPTY) => 0,
            Some(s) if s == stone => 1,
            Some(_) => 2,
        };
    }
    thread_local! {
        static MEMO: std::cell::RefCell<[std::collections::HashMap<[u8; 11], crate::Pattern>; 3]> =
            Default::default();
    }
    let i = line_rule as usize;
    MEMO.with(|m| classify_window(window, line_rule, &mut m.borrow_mut()[i]))
}

fn classify_window(
    w: [u8; 11],
    lr: LineRule,
    memo: &mut std::collections::HashMap<[u8; 11], crate::Pattern>,
) -> crate::Pattern {
    use crate::Pattern as P;
    if let Some(&p) = memo.get(&w) {
        return p;
    }
    let mut lo = 5;
    while lo > 0 && w[lo - 1] == 1 {
        lo -= 1;
    }
    let mut hi = 5;
    while hi < 10 && w[hi + 1] == 1 {
        hi += 1;
    }
    let len = hi - lo + 1;
    let result = if len >= 5 {
        let wins = match lr {
            LineRule::FiveOrMore => true,
            LineRule::ExactFive => len == 5,
            LineRule::Caro => len == 5 && !(w[lo - 1] == 2 && w[hi + 1] == 2),
        };
        if wins {
            P::F5
        } else {
            P::Overline
        }
    } else {
        let children: Vec<(isize, P)> = (0..11)
            .filter(|&i| w[i] == 0)
            .map(|i| {
                let mut c = w;
                c[i] = 1;
                (i as isize, classify_window(c, lr, memo))
            })
            .collect();
        let wins: Vec<isize> = children
            .iter()
            .filter(|c| c.1 == P::F5)
            .map(|c| c.0)
            .collect();
        let f4 = children.iter().filter(|c| c.1 == P::F4).count();
        let has = |ps: &[P]| children.iter().any(|c| ps.contains(&c.1));
        if !wins.is_empty() {
            if wins.iter().any(|a| wins.contains(&(a + 5))) {
                P::F4
            } else if wins.len() >= 2 {
                P::DoubleFour
            } else {
                P::B4
            }
        } else if f4 >= 2 {
            P::F3
        } else if f4 == 1 {
            P::F3S
        } else if has(&[P::B4, P::DoubleFour]) {
            P::B3
        } else if has(&[P::F3, P::F3S]) {
            P::F2
        } else if has(&[P::B3]) {
            P::B2
        } else if has(&[P::F2]) {
            P::F1
        } else if has(&[P::B2]) {
            P::B1
        } else {
            P::Dead
        }
    };
    memo.insert(w, result);
    result
}

/// Whether `stone` may play on the empty `(x, y)` (renju black: not forbidden).
fn may_play(grid: &mut Grid, rule: Rule, stone: u8, x: isize, y: isize) -> bool {
    grid.get(x, y) == Some(EMPTY)
        && !(rule == Rule::Renju && stone == BLACK && is_forbidden(grid, x, y))
}

/// The empty cells where `stone` would make a winning five.
fn five_points(grid: &Grid, rule: Rule, stone: u8) -> Vec<(isize, isize)> {
    let mut out = Vec::new();
    for y in 0..grid.height as isize {
        for x in 0..grid.width as isize {
            if grid.get(x, y) == Some(EMPTY) && makes_five(grid, x, y, stone, rule) {
                out.push((x, y));
            }
        }
    }
    out
}

/// VCF by rescanning, the oracle of the fast solver: whether `stone` (to move) wins with
/// continuous fours within `depth` of its own moves. Same conventions as
/// [`crate::solve_vcf`]: a four is a move after which a five point exists through it; a
/// forced block on a renju-forbidden point loses for black; when the opponent has a five
/// point the attacker may only take it, and only if that is a four.
pub fn vcf_exists(grid: &mut Grid, rule: Rule, stone: u8, depth: u32) -> bool {
    if !five_points(grid, rule, stone).is_empty() {
        return true;
    }
    if depth == 0 {
        return false;
    }
    let op = opponent(stone);
    let op_fives = five_points(grid, rule, op);
    let before = five_points(grid, rule, stone);
    let is_four = |grid: &mut Grid, x: isize, y: isize| {
        grid.set(x, y, stone);
        let after = five_points(grid, rule, stone);
        grid.set(x, y, EMPTY);
        // A new five point on a line through the move.
        after.iter().any(|p| !before.contains(p))
    };
    let candidates: Vec<(isize, isize)> = match op_fives.as_slice() {
        [] => (0..grid.height as isize)
            .flat_map(|y| (0..grid.width as isize).map(move |x| (x, y)))
            .filter(|&(x, y)| grid.get(x, y) == Some(EMPTY))
            .collect(),
        [one] => vec![*one],
        _ => Vec::new(),
    };
    for (x, y) in candidates {
        if !may_play(grid, rule, stone, x, y) || !is_four(grid, x, y) {
            continue;
        }
        grid.set(x, y, stone);
        let won = vcf_defence_loses(grid, rule, op, depth - 1);
        grid.set(x, y, EMPTY);
        if won {
            return true;
        }
    }
    false
}

/// The defender `stone` to move after the attacker's four: whether it loses the VCF.
fn vcf_defence_loses(grid: &mut Grid, rule: Rule, stone: u8, depth: u32) -> bool {
    if !five_points(grid, rule, stone).is_empty() {
        return false;
    }
    let att = opponent(stone);
    match five_points(grid, rule, att).as_slice() {
        [] => false,
        [(x, y)] => {
            let (x, y) = (*x, *y);
            if !may_play(grid, rule, stone, x, y) {
                return true;
            }
            grid.set(x, y, stone);
            let won = vcf_exists(grid, rule, att, depth);
            grid.set(x, y, EMPTY);
            won
        }
        _ => true,
    }
}
