//! Xiangqi (Chinese chess) on the shared layers, after MaxQi: the pieces are data on the
//! table-driven movegen machinery (lame leapers, a hopper, palace and river zones), and only
//! the flying-general rule and the game-end law are code here.
//!
//! Invariants:
//! - Squares are `rank * 9 + file`, rank 0 = Red's back rank (rank 1 in Fairy-Stockfish's
//!   notation); Red is [`Color::White`] and moves first.
//! - Move generation is legal (own general never attacked, generals never facing); the
//!   position keeps its own key history for the repetition law.
//! - FEN and move texts are Fairy-Stockfish's; ICCS (ranks 0-9) is available for UCCI.
//!
//! # Example
//!
//! ```
//! use tetrarch_movegen::{perft, Notation, Position};
//! use tetrarch_xiangqi::XiangqiPosition;
//!
//! let mut pos = XiangqiPosition::start_position();
//! assert_eq!(perft(&mut pos, 3), 79_666);
//!
//! // Fairy-Stockfish's coordinates: ranks 1-10 from Red's side.
//! let cannon = pos.parse_move("h3e3").unwrap();
//! pos.make_move(cannon);
//! assert_eq!(pos.to_text(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
//! ```

#![warn(missing_docs)]

mod attacks;
mod chase;
mod eval;
mod fen;
mod flip;
mod game_end;
mod movegen;
mod notation;
mod piece;
mod position;
pub mod reference;
pub mod rules;
mod san;
pub mod search_params;
mod see;
mod tables;
pub mod wdl;
pub mod weights;
mod wxf;

pub use eval::weight_tables;
pub use fen::START_FEN;
pub use game_end::FIFTY_MOVE_PLIES;
pub use piece::{Piece, PieceKind};
pub use position::XiangqiPosition;
pub use weights::{MATERIAL, MAX_PHASE, PHASE, SEE_VALUE};

use movegen::MoveCounter;
use tetrarch_geometry::{Bitboard, Bitboard128};
use tetrarch_movegen::{Color, Move, MoveList, Notation, NotationError, Outcome, Position};

impl Position for XiangqiPosition {
    const MAX_SQUARES: usize = rules::SQUARES;
    const PIECE_CODES: usize = 14;

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline(always)]
    fn key(&self) -> u64 {
        self.key
    }

    fn generate_moves(&self, moves: &mut MoveList) {
        self.legal_moves(moves, Bitboard128(!0));
    }

    fn generate_noisy(&self, moves: &mut MoveList) {
        let mask = if self.checked {
            Bitboard128(!0)
        } else {
            self.color_pieces(self.side.opponent())
        };
        self.legal_moves(moves, mask);
    }

    fn is_legal(&self, m: Move) -> bool {
        self.move_is_legal(m)
    }

    #[inline]
    fn make_move(&mut self, m: Move) {
        self.do_move(m);
    }

    #[inline]
    fn unmake_move(&mut self, m: Move) {
        self.undo_move(m);
    }

    #[inline(always)]
    fn in_check(&self) -> bool {
        self.checked
    }

    #[inline]
    fn is_noisy(&self, m: Move) -> bool {
        self.piece_at(m.to()).is_some()
    }

    fn rule_outcome(&self, ply: usize) -> Option<Outcome> {
        self.law_outcome(ply)
    }

    /// Checkmate and stalemate both lose for the side to move.
    fn outcome_without_moves(&self) -> Outcome {
        Outcome::Loss
    }

    fn make_null_move(&mut self) {
        self.do_null();
    }

    fn unmake_null_move(&mut self) {
        self.undo_null();
    }

    /// Not in check, and enough attackers (a chariot, or two horses/cannons) that passing is
    /// a fair test rather than a zugzwang trap.
    fn null_move_allowed(&self) -> bool {
        let us = self.side;
        let weight = 2 * self.pieces(us, PieceKind::Chariot).count()
            + self.pieces(us, PieceKind::Horse).count()
            + self.pieces(us, PieceKind::Cannon).count();
        !self.checked && weight >= 2
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        let mut c = MoveCounter(0);
        self.legal_moves(&mut c, Bitboard128(!0));
        c.0
    }

    /// MVV/LVA: the most valuable victim first, then the cheapest attacker.
    fn noisy_order(&self, m: Move) -> i32 {
        let victim = self
            .piece_at(m.to())
            .map_or(0, |p| SEE_VALUE[p.kind.index()]);
        let attacker = self
            .piece_at(m.from())
            .map_or(0, |p| SEE_VALUE[p.kind.index()]);
        victim * 16 - attacker / 16
    }

    #[inline]
    fn moved_piece(&self, m: Move) -> usize {
        (self.board[m.from().index()] as usize).min(13)
    }

    #[inline]
    fn captured_piece(&self, m: Move) -> usize {
        // Kinds 0-6; 7 for a noisy move that takes nothing (none in xiangqi so far).
        self.piece_at(m.to()).map_or(7, |p| p.kind.index())
    }

    fn gives_check(&self, m: Move) -> bool {
        self.move_gives_check(m)
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.see(m) >= threshold
    }

    fn escapes_capture(&self, m: Move) -> bool {
        XiangqiPosition::escapes_capture(self, m)
    }
}

impl Notation for XiangqiPosition {
    fn start_position() -> Self {
        XiangqiPosition::from_fen(START_FEN).expect("the start FEN is valid")
    }

    fn from_text(text: &str) -> Result<Self, NotationError> {
        XiangqiPosition::from_fen(text)
    }

    fn to_text(&self) -> String {
        self.fen()
    }

    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        self.parse_uci(text)
    }

    fn format_move(&self, m: Move) -> String {
        XiangqiPosition::format_uci(m)
    }

    fn render(&self) -> String {
        self.board_diagram()
    }
}

impl Default for XiangqiPosition {
    fn default() -> Self {
        XiangqiPosition::start_position()
    }
}
