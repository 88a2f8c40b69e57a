//! The subtraction game: take 1, 2 or 3 stones; whoever takes the last stone wins.
//! A position is lost exactly when the pile is a multiple of four.

use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Color, Move, MoveList, Outcome, Position};

use super::mv;

#[derive(Clone, Debug)]
pub struct TakeAway {
    pub stones: u32,
    pub side: Color,
    history: Vec<u32>,
}

impl TakeAway {
    pub fn new(stones: u32) -> Self {
        TakeAway {
            stones,
            side: Color::White,
            history: Vec::new(),
        }
    }
}

impl Position for TakeAway {
    const MAX_SQUARES: usize = 8;
    fn side_to_move(&self) -> Color {
        self.side
    }
    fn key(&self) -> u64 {
        (self.stones as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ self.side as u64
    }
    fn generate_moves(&self, moves: &mut MoveList) {
        for take in 1..=3.min(self.stones) {
            moves.push(mv(take as u16, take as u16, 0));
        }
    }
    fn generate_noisy(&self, _moves: &mut MoveList) {}
    fn is_legal(&self, m: Move) -> bool {
        let t = m.from().0 as u32;
        (1..=3).contains(&t) && m.to().0 as u32 == t && m.flags() == 0 && t <= self.stones
    }
    fn make_move(&mut self, m: Move) {
        self.history.push(self.stones);
        self.stones -= m.from().0 as u32;
        self.side = !self.side;
    }
    fn unmake_move(&mut self, _m: Move) {
        self.stones = self.history.pop().unwrap();
        self.side = !self.side;
    }
    fn in_check(&self) -> bool {
        false
    }
    fn is_noisy(&self, _m: Move) -> bool {
        false
    }
    fn rule_outcome(&self, _ply: usize) -> Option<Outcome> {
        None
    }
    fn outcome_without_moves(&self) -> Outcome {
        Outcome::Loss
    }
    fn make_null_move(&mut self) {
        self.side = !self.side;
    }
    fn unmake_null_move(&mut self) {
        self.side = !self.side;
    }
    fn null_move_allowed(&self) -> bool {
        // Every position is a zugzwang: passing from a lost pile would win.
        false
    }
}

impl Evaluate for TakeAway {
    fn evaluate(&self) -> i32 {
        0
    }
}
