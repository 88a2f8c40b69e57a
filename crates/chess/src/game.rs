//! The chess position as the generic layers see it: [`Position`] for perft and search,
//! [`Notation`] for FEN and UCI text.

use crate::fen::{read_fen, write_fen, START_FEN};
use crate::movegen::{contains_legal, count_legal, legal_moves, noisy_moves};
use crate::position::ChessPosition;
use crate::types::{code_kind, from_sq, move_kind, to_sq, MoveKind, PieceKind, NO_PIECE};
use crate::uci::{format_uci, parse_uci, render};
use tetrarch_movegen::{Color, Move, MoveList, Notation, NotationError, Outcome, Position};

impl Position for ChessPosition {
    const MAX_SQUARES: usize = 64;
    const PIECE_CODES: usize = 12;

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline(always)]
    fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    fn generate_moves(&self, moves: &mut MoveList) {
        legal_moves(self, moves);
    }

    #[inline]
    fn generate_noisy(&self, moves: &mut MoveList) {
        noisy_moves(self, moves);
    }

    fn is_legal(&self, m: Move) -> bool {
        if m.is_null() || m.from().0 >= 64 || m.to().0 >= 64 || m.flags() >= 16 {
            return false;
        }
        let code = self.board[m.from().index()];
        if code == NO_PIECE || crate::types::code_color(code) != self.side {
            return false;
        }
        contains_legal(self, m)
    }

    #[inline]
    fn make_move(&mut self, m: Move) {
        self.do_move(m);
    }

    #[inline]
    fn unmake_move(&mut self, m: Move) {
        self.undo_move(m);
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    #[inline]
    fn is_noisy(&self, m: Move) -> bool {
        match move_kind(m) {
            MoveKind::Promotion | MoveKind::EnPassant => true,
            MoveKind::Castling => false,
            MoveKind::Normal => self.board[to_sq(m)] != NO_PIECE,
        }
    }

    fn rule_outcome(&self, ply: usize) -> Option<Outcome> {
        self.law_outcome(ply)
    }

    fn outcome_without_moves(&self) -> Outcome {
        self.no_move_outcome()
    }

    fn make_null_move(&mut self) {
        self.do_null_move();
    }

    fn unmake_null_move(&mut self) {
        self.undo_null_move();
    }

    fn null_move_allowed(&self) -> bool {
        self.null_allowed()
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        count_legal(self)
    }

    #[inline]
    fn noisy_order(&self, m: Move) -> i32 {
        self.mvv_lva(m)
    }

    #[inline]
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.static_exchange_ge(m, threshold)
    }

    #[inline]
    fn escapes_capture(&self, m: Move) -> bool {
        self.leaves_threatened_square(m)
    }

    #[inline]
    fn deserves_extension(&self, m: Move) -> bool {
        self.decides_the_ending(m)
    }

    #[inline]
    fn moved_piece(&self, m: Move) -> usize {
        (self.board[from_sq(m)] as usize).min(11)
    }

    #[inline]
    fn captured_piece(&self, m: Move) -> usize {
        match move_kind(m) {
            MoveKind::EnPassant => PieceKind::Pawn.index(),
            _ => match self.board[to_sq(m)] {
                // A promotion that takes nothing: a code no capture has.
                NO_PIECE => PieceKind::King.index() + 1,
                code => code_kind(code).index(),
            },
        }
    }

    #[inline]
    fn gives_check(&self, m: Move) -> bool {
        self.move_gives_check(m)
    }
}

impl Notation for ChessPosition {
    fn start_position() -> Self {
        read_fen(START_FEN).expect("the start FEN is valid")
    }

    fn from_text(text: &str) -> Result<Self, NotationError> {
        read_fen(text)
    }

    fn to_text(&self) -> String {
        write_fen(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        parse_uci(self, text)
    }

    fn format_move(&self, m: Move) -> String {
        format_uci(self, m)
    }

    fn render(&self) -> String {
        render(self)
    }
}
