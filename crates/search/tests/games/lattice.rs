//! A synthetic game with transpositions, noisy moves, dead ends and a pseudo-random
//! evaluation: a walk on a lattice. The state is `(x, y, side)`; a move adds one of a few
//! step vectors chosen by a hash of the state. The game ends (no moves) at `x + y >= limit`
//! or where the hash says so, with a hashed win, loss or draw. Many move orders reach the
//! same state, so the transposition table is exercised, and its value is computed exactly
//! by [`Lattice::minimax`] (with quiescence over the noisy moves).

use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Color, Move, MoveList, Outcome, Position};

use super::mv;

const STEPS: [(u32, u32); 6] = [(1, 0), (0, 1), (1, 1), (2, 0), (0, 2), (2, 1)];
/// Flag bit of a noisy move.
const NOISY: u16 = 1;

#[derive(Clone, Debug)]
pub struct Lattice {
    pub x: u32,
    pub y: u32,
    pub side: Color,
    pub limit: u32,
    pub seed: u64,
    /// Whether some states end the game early (one in sixteen).
    pub dead_ends: bool,
    history: Vec<(u32, u32)>,
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Lattice {
    pub fn new(limit: u32, seed: u64) -> Self {
        Lattice {
            x: 0,
            y: 0,
            side: Color::White,
            limit,
            seed,
            dead_ends: true,
            history: Vec::new(),
        }
    }

    fn hash(&self) -> u64 {
        mix(self.seed ^ mix((self.x as u64) << 32 | (self.y as u64) << 1 | self.side as u64))
    }

    /// The moves: `(step index, noisy)`.
    fn moves(&self) -> Vec<(usize, bool)> {
        if self.x + self.y >= self.limit {
            return Vec::new();
        }
        let h = self.hash();
        // One state in sixteen is a dead end.
        if self.dead_ends && h & 15 == 0 && self.x + self.y > 0 {
            return Vec::new();
        }
        (0..STEPS.len())
            .filter(|i| h >> (8 + i) & 1 == 1 || *i == (h % 6) as usize)
            .map(|i| (i, h >> (20 + i) & 3 == 0))
            .collect()
    }

    /// Plain negamax to `depth`, then quiescence over noisy moves with stand-pat, with the
    /// search's score conventions (mates by ply from the root).
    pub fn minimax(&mut self, depth: i32, ply: usize) -> i32 {
        if depth <= 0 {
            return self.quiescence();
        }
        let moves = self.moves();
        if moves.is_empty() {
            return self.terminal(ply);
        }
        let mut best = -40_000;
        for (i, noisy) in moves {
            let m = mv(i as u16 + 1, i as u16 + 1, noisy as u16 * NOISY);
            self.make_move(m);
            best = best.max(-self.minimax(depth - 1, ply + 1));
            self.unmake_move(m);
        }
        best
    }

    /// Stand-pat and noisy moves only: like every engine's quiescence (out of check), it
    /// does not notice that a position without moves has ended.
    fn quiescence(&mut self) -> i32 {
        let moves = self.moves();
        let mut best = self.evaluate();
        for (i, noisy) in moves {
            if noisy {
                let m = mv(i as u16 + 1, i as u16 + 1, NOISY);
                self.make_move(m);
                best = best.max(-self.quiescence());
                self.unmake_move(m);
            }
        }
        best
    }

    fn terminal(&self, ply: usize) -> i32 {
        match self.outcome_without_moves() {
            Outcome::Win => 32_000 - ply as i32,
            Outcome::Loss => -32_000 + ply as i32,
            Outcome::Draw => 0,
        }
    }
}

impl Position for Lattice {
    const MAX_SQUARES: usize = 8;
    fn side_to_move(&self) -> Color {
        self.side
    }
    fn key(&self) -> u64 {
        self.hash()
    }
    fn generate_moves(&self, moves: &mut MoveList) {
        for (i, noisy) in self.moves() {
            moves.push(mv(i as u16 + 1, i as u16 + 1, noisy as u16 * NOISY));
        }
    }
    fn generate_noisy(&self, moves: &mut MoveList) {
        for (i, noisy) in self.moves() {
            if noisy {
                moves.push(mv(i as u16 + 1, i as u16 + 1, NOISY));
            }
        }
    }
    fn is_legal(&self, m: Move) -> bool {
        let i = m.from().0 as usize;
        m.to() == m.from()
            && self
                .moves()
                .iter()
                .any(|&(j, noisy)| j + 1 == i && m.flags() == noisy as u16 * NOISY)
    }
    fn make_move(&mut self, m: Move) {
        let (dx, dy) = STEPS[m.from().0 as usize - 1];
        self.history.push((self.x, self.y));
        self.x += dx;
        self.y += dy;
        self.side = !self.side;
    }
    fn unmake_move(&mut self, _m: Move) {
        (self.x, self.y) = self.history.pop().unwrap();
        self.side = !self.side;
    }
    fn in_check(&self) -> bool {
        false
    }
    fn is_noisy(&self, m: Move) -> bool {
        m.flags() & NOISY != 0
    }
    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        None
    }
    fn outcome_without_moves(&self) -> Outcome {
        match self.hash() >> 40 & 3 {
            0 => Outcome::Win,
            1 => Outcome::Draw,
            _ => Outcome::Loss,
        }
    }
    fn make_null_move(&mut self) {
        self.history.push((self.x, self.y));
        self.side = !self.side;
    }
    fn unmake_null_move(&mut self) {
        self.history.pop();
        self.side = !self.side;
    }
    fn null_move_allowed(&self) -> bool {
        true
    }
    fn noisy_order(&self, m: Move) -> i32 {
        m.from().0 as i32
    }
}

impl Evaluate for Lattice {
    fn evaluate(&self) -> i32 {
        (self.hash() >> 44 & 511) as i32 - 256
    }
}
