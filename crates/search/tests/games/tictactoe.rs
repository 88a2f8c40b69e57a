//! Tic-tac-toe as a placement game: noisy moves are wins and forced blocks (gomoku's "fours
//! and forced blocks" in miniature), the previous move's line ends the game.

use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Color, Move, MoveList, Outcome, Position};

use super::mv;

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

#[derive(Clone, Debug)]
pub struct TicTacToe {
    /// 0 empty, 1 first player, 2 second.
    pub cells: [u8; 9],
    pub side: Color,
    pub moves_made: Vec<usize>,
}

impl TicTacToe {
    pub fn new() -> Self {
        TicTacToe {
            cells: [0; 9],
            side: Color::White,
            moves_made: Vec::new(),
        }
    }

    fn stone(side: Color) -> u8 {
        side.index() as u8 + 1
    }

    pub fn winner_line(&self, stone: u8) -> bool {
        LINES
            .iter()
            .any(|l| l.iter().all(|&c| self.cells[c] == stone))
    }

    /// Whether placing `stone` on `cell` completes a line.
    fn completes(&self, cell: usize, stone: u8) -> bool {
        LINES
            .iter()
            .any(|l| l.contains(&cell) && l.iter().all(|&c| c == cell || self.cells[c] == stone))
    }

    pub fn cell_move(cell: usize) -> Move {
        mv(cell as u16 + 1, cell as u16 + 1, 0)
    }

    /// Plain negamax value with the search's conventions: mate scores by ply.
    pub fn solve(&mut self, ply: usize) -> i32 {
        if let Some(o) = self.rule_outcome(ply) {
            return match o {
                Outcome::Loss => -32_000 + ply as i32,
                Outcome::Win => 32_000 - ply as i32,
                Outcome::Draw => 0,
            };
        }
        let mut moves = MoveList::new();
        self.generate_moves(&mut moves);
        if moves.is_empty() {
            return 0;
        }
        let mut best = -40_000;
        for m in moves {
            self.make_move(m);
            best = best.max(-self.solve(ply + 1));
            self.unmake_move(m);
        }
        best
    }
}

impl Position for TicTacToe {
    const MAX_SQUARES: usize = 10;
    const HAS_CHECK: bool = false;
    const HAS_EXCHANGES: bool = false;
    fn side_to_move(&self) -> Color {
        self.side
    }
    fn key(&self) -> u64 {
        let mut k = self.side as u64;
        for (i, &c) in self.cells.iter().enumerate() {
            k = k.wrapping_mul(3).wrapping_add(c as u64) ^ (i as u64) << 40;
        }
        k.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn generate_moves(&self, moves: &mut MoveList) {
        if self.winner_line(1) || self.winner_line(2) {
            return;
        }
        for c in 0..9 {
            if self.cells[c] == 0 {
                moves.push(Self::cell_move(c));
            }
        }
    }
    fn generate_noisy(&self, moves: &mut MoveList) {
        let mut all = MoveList::new();
        self.generate_moves(&mut all);
        moves.extend(all.into_iter().filter(|&m| self.is_noisy(m)));
    }
    fn is_legal(&self, m: Move) -> bool {
        let c = m.from().0 as usize;
        (1..=9).contains(&c)
            && m.to() == m.from()
            && m.flags() == 0
            && self.cells[c - 1] == 0
            && !(self.winner_line(1) || self.winner_line(2))
    }
    fn make_move(&mut self, m: Move) {
        let c = m.from().0 as usize - 1;
        self.cells[c] = Self::stone(self.side);
        self.moves_made.push(c);
        self.side = !self.side;
    }
    fn unmake_move(&mut self, _m: Move) {
        let c = self.moves_made.pop().unwrap();
        self.cells[c] = 0;
        self.side = !self.side;
    }
    fn in_check(&self) -> bool {
        false
    }
    fn is_noisy(&self, m: Move) -> bool {
        let c = m.from().0 as usize - 1;
        self.completes(c, Self::stone(self.side)) || self.completes(c, Self::stone(!self.side))
    }
    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        // The previous move made a line: the side to move has lost.
        self.winner_line(Self::stone(!self.side))
            .then_some(Outcome::Loss)
    }
    fn outcome_without_moves(&self) -> Outcome {
        Outcome::Draw
    }
    fn make_null_move(&mut self) {
        unreachable!("null move is never allowed")
    }
    fn unmake_null_move(&mut self) {
        unreachable!("null move is never allowed")
    }
    fn null_move_allowed(&self) -> bool {
        false
    }
    fn quiet_order(&self, m: Move) -> i32 {
        // The centre first, corners next.
        match m.from().0 - 1 {
            4 => 2,
            0 | 2 | 6 | 8 => 1,
            _ => 0,
        }
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self) -> i32 {
        // Open lines for the side to move minus the opponent's: a heuristic, not the value.
        let me = Self::stone(self.side);
        let you = Self::stone(!self.side);
        let open = |s: u8, o: u8| {
            LINES
                .iter()
                .filter(|l| {
                    l.iter().any(|&c| self.cells[c] == s) && l.iter().all(|&c| self.cells[c] != o)
                })
                .count() as i32
        };
        10 * (open(me, you) - open(you, me))
    }
}
