//! The board state: a mailbox plus colour and kind bitboards, the Zobrist key, the
//! incremental evaluation totals and the history of earlier positions for the game-end law.

use crate::piece::NO_PIECE;
use crate::rules::SQUARES;
use crate::weights::{PHASE, PIECE_SQUARE};
use crate::{Piece, PieceKind};
use tetrarch_eval::EvalAccumulator;
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_hash::zobrist_keys;
use tetrarch_movegen::{Color, Move};

type B = Bitboard128;

/// 14 coloured pieces x 90 squares, then the side-to-move key. The seed spells "Xiangqi!".
const KEYS: [u64; 14 * SQUARES + 1] = zobrist_keys(0x5869_616E_6771_6921);
const SIDE_KEY: u64 = KEYS[14 * SQUARES];

#[inline(always)]
pub(crate) fn piece_key(code: u8, sq: Square) -> u64 {
    KEYS[code as usize * SQUARES + sq.index()]
}

/// What make_move must remember to take a move back, and what the repetition law reads:
/// the key and check status of the position the move was made from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Undo {
    /// The move made from this position ([`Move::NULL`] for a null move).
    pub mv: Move,
    pub key: u64,
    pub captured: u8,
    pub in_check: bool,
    pub null: bool,
    pub halfmove: u16,
    pub plies_from_null: u16,
}

/// A xiangqi position with its history (for repetition), Red = [`Color::White`].
#[derive(Clone, Debug)]
pub struct XiangqiPosition {
    pub(crate) board: [u8; SQUARES],
    pub(crate) by_color: [B; 2],
    pub(crate) by_kind: [B; 7],
    pub(crate) kings: [Square; 2],
    pub(crate) side: Color,
    pub(crate) key: u64,
    pub(crate) checked: bool,
    /// Plies since the last capture (soldier moves do not reset it, as in Fairy-Stockfish).
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    /// Plies since the start of the history or the last null move.
    pub(crate) plies_from_null: u16,
    pub(crate) acc: EvalAccumulator,
    pub(crate) history: Vec<Undo>,
}

impl PartialEq for XiangqiPosition {
    /// Same board, side, counters and key (the history is not compared).
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.key == other.key
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl XiangqiPosition {
    /// An empty board, Red to move; callers place pieces and then call [`Self::refresh`].
    pub(crate) fn empty() -> Self {
        XiangqiPosition {
            board: [NO_PIECE; SQUARES],
            by_color: [B::EMPTY; 2],
            by_kind: [B::EMPTY; 7],
            kings: [Square(0); 2],
            side: Color::White,
            key: 0,
            checked: false,
            halfmove: 0,
            fullmove: 1,
            plies_from_null: 0,
            acc: EvalAccumulator::default(),
            history: Vec::new(),
        }
    }

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let c = self.board[sq.index()];
        (c != NO_PIECE).then(|| Piece::from_code(c))
    }

    /// The squares of `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> B {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> B {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn color_pieces(&self, color: Color) -> B {
        self.by_color[color.index()]
    }

    /// The square of `color`'s general.
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// Plies since the last capture.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove as u32
    }

    /// Number of moves made since the position was set up (the history length).
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    #[inline(always)]
    pub(crate) fn put(&mut self, code: u8, sq: Square) {
        let p = Piece::from_code(code);
        self.board[sq.index()] = code;
        self.by_color[p.color.index()].set(sq);
        self.by_kind[p.kind.index()].set(sq);
        self.key ^= piece_key(code, sq);
        if p.kind == PieceKind::King {
            self.kings[p.color.index()] = sq;
        }
        self.acc.add(
            p.color.index(),
            PIECE_SQUARE[code as usize][sq.index()],
            PHASE[p.kind.index()],
        );
    }

    #[inline(always)]
    pub(crate) fn take(&mut self, sq: Square) -> u8 {
        let code = self.board[sq.index()];
        let p = Piece::from_code(code);
        self.board[sq.index()] = NO_PIECE;
        self.by_color[p.color.index()].clear(sq);
        self.by_kind[p.kind.index()].clear(sq);
        self.key ^= piece_key(code, sq);
        self.acc.remove(
            p.color.index(),
            PIECE_SQUARE[code as usize][sq.index()],
            PHASE[p.kind.index()],
        );
        code
    }

    /// The key computed from scratch (tests compare it with the incremental one).
    pub fn recomputed_key(&self) -> u64 {
        let mut k = if self.side == Color::Black {
            SIDE_KEY
        } else {
            0
        };
        for sq in self.occupied().squares() {
            k ^= piece_key(self.board[sq.index()], sq);
        }
        k
    }

    /// Recomputes the derived state (check flag) after a position is set up.
    pub(crate) fn refresh(&mut self) {
        self.checked = self.compute_in_check();
    }

    /// Plays `m` (which must be legal).
    pub(crate) fn do_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let captured = self.board[to.index()];
        self.history.push(Undo {
            mv: m,
            key: self.key,
            captured,
            in_check: self.checked,
            null: false,
            halfmove: self.halfmove,
            plies_from_null: self.plies_from_null,
        });
        let code = self.take(from);
        if captured != NO_PIECE {
            self.take(to);
            self.halfmove = 0;
        } else {
            self.halfmove += 1;
        }
        self.put(code, to);
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.key ^= SIDE_KEY;
        self.plies_from_null += 1;
        self.checked = self.compute_in_check();
    }

    /// Takes back `m`, the last move made.
    pub(crate) fn undo_move(&mut self, m: Move) {
        let u = self.history.pop().expect("unmake_move without a move made");
        let (from, to) = (m.from(), m.to());
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        let code = self.take(to);
        if u.captured != NO_PIECE {
            self.put(u.captured, to);
        }
        self.put(code, from);
        self.key = u.key;
        self.checked = u.in_check;
        self.halfmove = u.halfmove;
        self.plies_from_null = u.plies_from_null;
    }

    /// Passes the turn (null-move pruning).
    pub(crate) fn do_null(&mut self) {
        self.history.push(Undo {
            mv: Move::NULL,
            key: self.key,
            captured: NO_PIECE,
            in_check: self.checked,
            null: true,
            halfmove: self.halfmove,
            plies_from_null: self.plies_from_null,
        });
        self.side = !self.side;
        self.key ^= SIDE_KEY;
        self.halfmove += 1;
        self.plies_from_null = 0;
        self.checked = self.compute_in_check();
    }

    /// Takes back [`Self::do_null`].
    pub(crate) fn undo_null(&mut self) {
        let u = self
            .history
            .pop()
            .expect("unmake_null_move without a null move");
        debug_assert!(u.null);
        self.side = !self.side;
        self.key = u.key;
        self.checked = u.in_check;
        self.halfmove = u.halfmove;
        self.plies_from_null = u.plies_from_null;
    }
}
