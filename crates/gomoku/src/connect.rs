//! Connect-N: stones placed on an empty `width` x `height` board (2 to 32 a side), the first
//! row of N in any direction wins; with `overline` false only exactly N wins. The placement
//! games of variant files (tic-tac-toe, four in a row) that are not five in a row, which
//! [`crate::GomokuPosition`] plays with its threat machinery.
//!
//! Cells and moves as in gomoku: `y * width + x` with `(0, 0)` the top-left corner, the move
//! `Move::new(cell, cell, 1)`, cells named `h8` (column letters, row from the top). Position
//! text: `<w>x<h> connect<N>[-exact] <b|w> [b:cells] [w:cells]`.

use crate::coords::{cell_name, column_name, parse_cell};
use std::sync::OnceLock;
use tetrarch_eval::{Evaluate, SearchParams};
use tetrarch_geometry::Square;
use tetrarch_movegen::{Color, Move, MoveList, NotationError, Outcome, Position};

/// Side limits of a connect board.
pub const CONNECT_MIN_SIDE: usize = 2;
/// Largest side of a connect board.
pub const CONNECT_MAX_SIDE: usize = 32;

/// The four line directions: across, down, and the two diagonals.
const LINES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Window weights of the evaluation: a line of N cells holding `k` stones of one side and
/// none of the other is worth `WINDOW_BASE^k` (open lines with more stones count far more).
const WINDOW_BASE: i32 = 4;
/// The side to move's bonus (in placement games the move is worth a lot).
const TEMPO: i32 = 8;
/// Candidates are empty cells within this distance of a stone (all cells on small boards).
const CANDIDATE_DISTANCE: i32 = 2;
/// Boards this small consider every empty cell.
const SMALL_BOARD: usize = 36;

fn keys() -> &'static [u64] {
    static KEYS: OnceLock<Vec<u64>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = tetrarch_hash::SplitMix64(0x0C07_7EC7_5EED);
        (0..2 * CONNECT_MAX_SIDE * CONNECT_MAX_SIDE + 1)
            .map(|_| rng.next())
            .collect()
    })
}

/// A connect-N position.
#[derive(Clone, Debug)]
pub struct ConnectPosition {
    width: u8,
    height: u8,
    connect: u8,
    overline: bool,
    /// 0 empty, 1 the first player's stone (movegen's White), 2 the second's.
    cells: Vec<u8>,
    side: Color,
    key: u64,
    stones: usize,
    /// The last move completed a winning row: the side to move has lost.
    won: bool,
    history: Vec<(Move, bool)>,
    /// The variant's name and the file defining it, when it came from one (`tictactoe`,
    /// `variants/connect.ini`).
    name: Option<std::sync::Arc<(String, String)>>,
}

impl ConnectPosition {
    /// An empty board, the first player to move.
    pub fn new(
        width: usize,
        height: usize,
        connect: usize,
        overline: bool,
    ) -> Result<Self, NotationError> {
        for (what, n) in [("width", width), ("height", height)] {
            if !(CONNECT_MIN_SIDE..=CONNECT_MAX_SIDE).contains(&n) {
                return Err(NotationError::new(format!(
                    "board {what} {n} out of range ({CONNECT_MIN_SIDE} to {CONNECT_MAX_SIDE})"
                )));
            }
        }
        if connect < 2 || connect > width.max(height) {
            return Err(NotationError::new(format!(
                "{connect} in a row cannot be made on a {width}x{height} board"
            )));
        }
        Ok(ConnectPosition {
            width: width as u8,
            height: height as u8,
            connect: connect as u8,
            overline,
            cells: vec![0; width * height],
            side: Color::White,
            key: 0,
            stones: 0,
            won: false,
            history: Vec::new(),
            name: None,
        })
    }

    /// The same position carrying the name of the variant it plays and its file.
    pub fn named(mut self, name: &str, source: &str) -> Self {
        self.name = Some(std::sync::Arc::new((name.to_string(), source.to_string())));
        self
    }

    /// The variant's name, if it has one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_ref().map(|n| n.0.as_str())
    }

    /// The file that defined the variant, if any.
    pub fn source(&self) -> Option<&str> {
        self.name.as_ref().map(|n| n.1.as_str())
    }

    /// Board width in cells.
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// Board height in cells.
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// How many in a row win.
    pub fn connect(&self) -> usize {
        self.connect as usize
    }

    /// Whether longer rows win too.
    pub fn overline(&self) -> bool {
        self.overline
    }

    /// Whether the last move won.
    pub fn is_won(&self) -> bool {
        self.won
    }

    /// The stone on `(x, y)`.
    pub fn stone_at(&self, x: usize, y: usize) -> Option<Color> {
        match self.cells[y * self.width() + x] {
            1 => Some(Color::White),
            2 => Some(Color::Black),
            _ => None,
        }
    }

    /// The cell's `(x, y)`.
    pub fn coords(&self, m: Move) -> (usize, usize) {
        let c = m.from().index();
        (c % self.width(), c / self.width())
    }

    fn placement(cell: usize) -> Move {
        Move::new(Square::new(cell), Square::new(cell), 1)
    }

    fn stone(color: Color) -> u8 {
        color.index() as u8 + 1
    }

    /// The length of the row of `stone` through `(x, y)` along `(dx, dy)`, the cell itself
    /// counted as holding it.
    fn run(&self, x: i32, y: i32, (dx, dy): (i32, i32), stone: u8) -> usize {
        let (w, h) = (self.width as i32, self.height as i32);
        let mut n = 1;
        for sign in [1, -1] {
            let (mut cx, mut cy) = (x + sign * dx, y + sign * dy);
            while cx >= 0
                && cy >= 0
                && cx < w
                && cy < h
                && self.cells[(cy * w + cx) as usize] == stone
            {
                n += 1;
                cx += sign * dx;
                cy += sign * dy;
            }
        }
        n
    }

    /// Whether `color` placing on `cell` makes a winning row.
    fn wins_at(&self, cell: usize, color: Color) -> bool {
        let (x, y) = ((cell % self.width()) as i32, (cell / self.width()) as i32);
        let n = self.connect as usize;
        LINES.iter().any(|&d| {
            let r = self.run(x, y, d, Self::stone(color));
            r == n || (self.overline && r > n)
        })
    }

    fn put(&mut self, cell: usize, color: Color) {
        self.cells[cell] = Self::stone(color);
        self.key ^= keys()[2 * cell + color.index()];
        self.stones += 1;
    }

    /// Reads the position text (see the module documentation).
    pub fn from_text(text: &str) -> Result<Self, NotationError> {
        let err = |m: String| NotationError::new(m);
        let mut toks = text.split_whitespace();
        let size = toks.next().ok_or_else(|| {
            err("empty position text: expected '<w>x<h> connect<N> <b|w> ...'".into())
        })?;
        let (w, h) = match size.split_once(['x', 'X']) {
            Some((w, h)) => (w.parse::<usize>().ok(), h.parse::<usize>().ok()),
            None => (size.parse().ok(), size.parse().ok()),
        };
        let (Some(w), Some(h)) = (w, h) else {
            return Err(err(format!("bad board size '{size}': expected like 8x8")));
        };
        let rule = toks.next().unwrap_or("");
        let (n, overline) = match rule.strip_prefix("connect") {
            Some(rest) => match rest.strip_suffix("-exact") {
                Some(n) => (n.parse::<usize>().ok(), false),
                None => (rest.parse::<usize>().ok(), true),
            },
            None => (None, true),
        };
        let Some(n) = n else {
            return Err(err(format!(
                "bad rule '{rule}': expected connect<N> or connect<N>-exact"
            )));
        };
        let mut pos = ConnectPosition::new(w, h, n, overline)?;
        let side = match toks.next() {
            Some("b") => Color::White,
            Some("w") => Color::Black,
            other => {
                return Err(err(format!(
                    "bad side to move '{}': expected 'b' (first player) or 'w'",
                    other.unwrap_or("")
                )))
            }
        };
        for tok in toks {
            let (color, list) = if let Some(l) = tok.strip_prefix("b:") {
                (Color::White, l)
            } else if let Some(l) = tok.strip_prefix("w:") {
                (Color::Black, l)
            } else {
                return Err(err(format!(
                    "unexpected '{tok}': stones are written 'b:a1,b2' and 'w:c3'"
                )));
            };
            for name in list.split(',').filter(|s| !s.is_empty()) {
                let (x, y) = parse_cell(name, w, h)?;
                let cell = y * w + x;
                if pos.cells[cell] != 0 {
                    return Err(err(format!("cell {name} is given two stones")));
                }
                pos.put(cell, color);
            }
        }
        pos.side = side;
        if side == Color::Black {
            pos.key ^= keys()[2 * CONNECT_MAX_SIDE * CONNECT_MAX_SIDE];
        }
        let rows = |color: Color| {
            (0..pos.cells.len())
                .any(|c| pos.cells[c] == Self::stone(color) && pos.wins_at(c, color))
        };
        if rows(side) {
            return Err(err(
                "the side to move already has a winning row: the game ended before its move".into(),
            ));
        }
        pos.won = rows(!side);
        Ok(pos)
    }

    /// The text [`Self::from_text`] reads back.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{}x{} connect{}{} {}",
            self.width,
            self.height,
            self.connect,
            if self.overline { "" } else { "-exact" },
            if self.side == Color::White { "b" } else { "w" }
        );
        for (prefix, color) in [("b:", Color::White), ("w:", Color::Black)] {
            let cells: Vec<String> = (0..self.cells.len())
                .filter(|&c| self.cells[c] == Self::stone(color))
                .map(|c| cell_name(c % self.width(), c / self.width()))
                .collect();
            if !cells.is_empty() {
                out.push(' ');
                out.push_str(prefix);
                out.push_str(&cells.join(","));
            }
        }
        out
    }

    /// Writes a move as its cell (`b2`).
    pub fn format_move(&self, m: Move) -> String {
        let (x, y) = self.coords(m);
        cell_name(x, y)
    }

    /// Parses a cell (`b2` or `x,y`) that is legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let (x, y) = parse_cell(text, self.width(), self.height())?;
        let m = Self::placement(y * self.width() + x);
        if self.won {
            return Err(NotationError::new(format!(
                "move '{}': the game is over",
                text.trim()
            )));
        }
        if !self.is_legal(m) {
            return Err(NotationError::new(format!(
                "move '{}': the cell is taken",
                text.trim()
            )));
        }
        Ok(m)
    }

    /// The board for people: `X` first player, `O` second.
    pub fn render(&self) -> String {
        let mut out = String::from("    ");
        for x in 0..self.width() {
            out.push_str(&format!("{:>3}", column_name(x)));
        }
        out.push('\n');
        for y in 0..self.height() {
            out.push_str(&format!("{:>3} ", y + 1));
            for x in 0..self.width() {
                let c = match self.stone_at(x, y) {
                    Some(Color::White) => 'X',
                    Some(Color::Black) => 'O',
                    None => '.',
                };
                out.push_str(&format!("{c:>3}"));
            }
            out.push('\n');
        }
        out.push_str(&format!(
            "{} in a row{}, {} to move\n",
            self.connect,
            if self.overline { "" } else { " (exactly)" },
            if self.side == Color::White { "X" } else { "O" }
        ));
        out
    }

    /// Immediate wins of `color`.
    fn winning_cells(&self, color: Color) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&c| self.cells[c] == 0 && self.wins_at(c, color))
            .collect()
    }
}

impl Position for ConnectPosition {
    const MAX_SQUARES: usize = CONNECT_MAX_SIDE * CONNECT_MAX_SIDE;
    const HAS_CHECK: bool = false;
    const HAS_EXCHANGES: bool = false;

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
        for c in 0..self.cells.len() {
            if self.cells[c] == 0 {
                moves.push(Self::placement(c));
            }
        }
    }

    /// Winning placements, else the cells that stop the opponent's immediate win.
    fn generate_noisy(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        let mut cells = self.winning_cells(self.side);
        if cells.is_empty() {
            cells = self.winning_cells(!self.side);
        }
        moves.extend(cells.into_iter().map(Self::placement));
    }

    fn is_legal(&self, m: Move) -> bool {
        let c = m.from().index();
        !self.won
            && m.from() == m.to()
            && m.flags() == 1
            && c < self.cells.len()
            && self.cells[c] == 0
    }

    fn make_move(&mut self, m: Move) {
        let c = m.from().index();
        let wins = self.wins_at(c, self.side);
        self.history.push((m, self.won));
        self.put(c, self.side);
        self.won = wins;
        self.side = !self.side;
        self.key ^= keys()[2 * CONNECT_MAX_SIDE * CONNECT_MAX_SIDE];
    }

    fn unmake_move(&mut self, m: Move) {
        let (_, won) = self.history.pop().expect("a move to take back");
        self.side = !self.side;
        self.key ^= keys()[2 * CONNECT_MAX_SIDE * CONNECT_MAX_SIDE];
        let c = m.from().index();
        self.cells[c] = 0;
        self.key ^= keys()[2 * c + self.side.index()];
        self.stones -= 1;
        self.won = won;
    }

    fn in_check(&self) -> bool {
        false
    }

    fn is_noisy(&self, m: Move) -> bool {
        let c = m.from().index();
        self.wins_at(c, self.side) || self.wins_at(c, !self.side)
    }

    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        if self.won {
            Some(Outcome::Loss)
        } else if self.stones == self.cells.len() {
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
        unreachable!("connect games never pass: null_move_allowed is false")
    }

    fn unmake_null_move(&mut self) {
        unreachable!("connect games never pass: null_move_allowed is false")
    }

    fn null_move_allowed(&self) -> bool {
        false
    }

    fn count_moves(&self) -> u64 {
        if self.won {
            0
        } else {
            (self.cells.len() - self.stones) as u64
        }
    }

    /// Near the stones only (every cell on small boards and on the empty board's centre).
    fn generate_search_moves(&self, moves: &mut MoveList) {
        if self.won {
            return;
        }
        if self.cells.len() <= SMALL_BOARD {
            return self.generate_moves(moves);
        }
        if self.stones == 0 {
            let c = (self.height() / 2) * self.width() + self.width() / 2;
            moves.push(Self::placement(c));
            return;
        }
        let (w, h) = (self.width as i32, self.height as i32);
        for c in 0..self.cells.len() {
            if self.cells[c] != 0 {
                continue;
            }
            let (x, y) = ((c % self.width()) as i32, (c / self.width()) as i32);
            let near = (-CANDIDATE_DISTANCE..=CANDIDATE_DISTANCE).any(|dy| {
                (-CANDIDATE_DISTANCE..=CANDIDATE_DISTANCE).any(|dx| {
                    let (nx, ny) = (x + dx, y + dy);
                    nx >= 0
                        && ny >= 0
                        && nx < w
                        && ny < h
                        && self.cells[(ny * w + nx) as usize] != 0
                })
            });
            if near {
                moves.push(Self::placement(c));
            }
        }
    }

    fn quiet_order(&self, m: Move) -> i32 {
        // Cells with more own and enemy stones around come first.
        let c = m.from().index();
        let (x, y) = ((c % self.width()) as i32, (c / self.width()) as i32);
        LINES
            .iter()
            .map(|&d| {
                self.run(x, y, d, Self::stone(self.side))
                    + self.run(x, y, d, Self::stone(!self.side))
            })
            .sum::<usize>() as i32
    }
}

impl Evaluate for ConnectPosition {
    const SEARCH_PARAMS: SearchParams = crate::search_params::SEARCH_PARAMS;

    /// Every window of N cells that only one side occupies counts `WINDOW_BASE^stones` for
    /// that side.
    fn evaluate(&self) -> i32 {
        let (w, h, n) = (self.width as i32, self.height as i32, self.connect as i32);
        let mut score = 0i32;
        for &(dx, dy) in &LINES {
            for y in 0..h {
                for x in 0..w {
                    let (ex, ey) = (x + dx * (n - 1), y + dy * (n - 1));
                    if ex < 0 || ey < 0 || ex >= w || ey >= h {
                        continue;
                    }
                    let mut count = [0i32; 3];
                    for i in 0..n {
                        count[self.cells[((y + dy * i) * w + x + dx * i) as usize] as usize] += 1;
                    }
                    let (a, b) = (count[1], count[2]);
                    if a > 0 && b == 0 {
                        score += WINDOW_BASE.pow(a.min(8) as u32);
                    } else if b > 0 && a == 0 {
                        score -= WINDOW_BASE.pow(b.min(8) as u32);
                    }
                }
            }
        }
        score.clamp(-20_000, 20_000) * self.side.sign() + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tictactoe_rows_win_and_text_round_trips() {
        let mut p = ConnectPosition::new(3, 3, 3, true).unwrap();
        for m in ["a1", "b1", "a2", "b2"] {
            let mv = p.parse_move(m).unwrap();
            p.make_move(mv);
        }
        assert!(!p.is_won());
        let mv = p.parse_move("a3").unwrap();
        p.make_move(mv);
        assert!(p.is_won());
        assert_eq!(p.rule_outcome(0), Some(Outcome::Loss));
        assert_eq!(p.count_moves(), 0);
        let text = p.to_text();
        assert_eq!(text, "3x3 connect3 w b:a1,a2,a3 w:b1,b2");
        let back = ConnectPosition::from_text(&text).unwrap();
        assert!(back.is_won());
        assert_eq!(back.key(), p.key());
        p.unmake_move(mv);
        assert!(!p.is_won());
        assert!(p.parse_move("a1").unwrap_err().0.contains("taken"));
        // Games of tic-tac-toe lasting all nine plies (the known 127,872 of the 255,168 games).
        assert_eq!(
            tetrarch_movegen::perft(&mut ConnectPosition::new(3, 3, 3, true).unwrap(), 9),
            127_872
        );
    }

    #[test]
    fn exact_rows_refuse_overlines() {
        let over = ConnectPosition::from_text("8x8 connect4-exact b b:a1,b1,c1,d1 w:a8,b8,c8,h8")
            .unwrap_err();
        assert!(over.0.contains("winning row"), "{over}");
        let lost =
            ConnectPosition::from_text("8x8 connect4-exact b b:a1,b1,d1,h1 w:a8,b8,c8,d8").unwrap();
        assert!(lost.is_won());
        let p =
            ConnectPosition::from_text("8x8 connect4-exact b b:a1,b1,d1,e1 w:a8,b8,c8,h8").unwrap();
        // c1 would make five: no win when exactly four is wanted.
        assert!(!p.wins_at(2, Color::White));
        let free =
            ConnectPosition::from_text("8x8 connect4 b b:a1,b1,d1,e1 w:a8,b8,c8,h8").unwrap();
        assert!(free.wins_at(2, Color::White));
    }
}
