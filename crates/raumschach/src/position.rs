//! The position: board, side to move, clocks, incremental key and evaluation totals, and the
//! history that make/unmake keep inside it.

use crate::eval::{eval_tables, EvalTables};
use crate::rules::{CELLS, SHAPE};
use crate::tables::{tables, Tables};
use crate::{Piece, PieceKind};
use tetrarch_eval::EvalAccumulator;
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_hash::zobrist_keys;
use tetrarch_movegen::{Color, Move};

pub(crate) type Bb = Bitboard128;

/// One key per (colour, kind, cell), indexed `(colour * 8 + kind) * 125 + cell`, then the side
/// key. The seed is this game's own, so no two games share keys.
const KEY_COUNT: usize = 2 * 8 * CELLS + 1;
static KEYS: [u64; KEY_COUNT] = zobrist_keys(0x5241_554D_5343_4843); // "RAUMSCHC"
const SIDE_KEY: u64 = KEYS[KEY_COUNT - 1];

#[inline(always)]
pub(crate) fn piece_key(code: u8, sq: Square) -> u64 {
    KEYS[code as usize * CELLS + sq.index()]
}

/// What make_move must remember for unmake_move beyond the key (kept in `history`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Undo {
    pub captured: u8,
    pub halfmove: u16,
    pub since_null: u16,
    pub acc: EvalAccumulator,
}

/// A Raumschach position with its own history (for repetition and unmake).
#[derive(Clone)]
pub struct RaumschachPosition {
    /// Piece code per cell ([`Piece::code`]), 0 when empty.
    pub(crate) board: [u8; CELLS],
    /// Cells of each kind (both colours), indexed by [`PieceKind::index`]; slot 0 unused.
    pub(crate) by_kind: [Bb; 8],
    /// Cells of each colour.
    pub(crate) by_color: [Bb; 2],
    /// Each side's king cell.
    pub(crate) king: [Square; 2],
    pub(crate) side: Color,
    pub(crate) halfmove: u16,
    /// Plies since the last null move (or since the position was set up): a repetition is
    /// only looked for after it, since a line with a pass in it repeats nothing real.
    pub(crate) since_null: u16,
    pub(crate) fullmove: u32,
    pub(crate) key: u64,
    pub(crate) acc: EvalAccumulator,
    /// Keys of every earlier position, oldest first (game moves and search moves alike).
    pub(crate) history: Vec<u64>,
    pub(crate) undo: Vec<Undo>,
    pub(crate) tables: &'static Tables,
    pub(crate) eval: &'static EvalTables,
}

impl core::fmt::Debug for RaumschachPosition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use tetrarch_movegen::Notation;
        f.debug_struct("RaumschachPosition")
            .field("fen", &self.to_text())
            .field("key", &format_args!("{:#018x}", self.key))
            .field("history", &self.history.len())
            .finish()
    }
}

impl PartialEq for RaumschachPosition {
    /// Equal boards, clocks, keys, totals and histories (the shared tables are not compared).
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.by_kind == other.by_kind
            && self.by_color == other.by_color
            && self.king == other.king
            && self.side == other.side
            && self.halfmove == other.halfmove
            && self.since_null == other.since_null
            && self.fullmove == other.fullmove
            && self.key == other.key
            && self.acc == other.acc
            && self.history == other.history
            && self.undo == other.undo
    }
}

impl RaumschachPosition {
    /// An empty board, White to move; pieces are added with `put` (used by the FEN reader).
    pub(crate) fn empty() -> Self {
        RaumschachPosition {
            board: [0; CELLS],
            by_kind: [Bb::EMPTY; 8],
            by_color: [Bb::EMPTY; 2],
            king: [Square(0); 2],
            side: Color::White,
            halfmove: 0,
            since_null: u16::MAX,
            fullmove: 1,
            key: 0,
            acc: EvalAccumulator::default(),
            history: Vec::with_capacity(256),
            undo: Vec::with_capacity(256),
            tables: tables(),
            eval: eval_tables(),
        }
    }

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// The cells holding `kind` pieces of `color`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bb {
        self.by_kind[kind.index()] & self.by_color[color.index()]
    }

    /// The cells holding `color`'s pieces.
    #[inline(always)]
    pub fn occupied_by(&self, color: Color) -> Bb {
        self.by_color[color.index()]
    }

    /// Every occupied cell.
    #[inline(always)]
    pub fn occupied(&self) -> Bb {
        self.by_color[0] | self.by_color[1]
    }

    /// `color`'s king cell.
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> Square {
        self.king[color.index()]
    }

    /// The halfmove clock (plies since the last capture or pawn move).
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The fullmove number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The White-relative material-and-square totals kept by make/unmake.
    pub fn accumulator(&self) -> EvalAccumulator {
        self.acc
    }

    /// The key computed from scratch; equal to [`tetrarch_movegen::Position::key`] always.
    pub fn compute_key(&self) -> u64 {
        let mut key = if self.side == Color::Black {
            SIDE_KEY
        } else {
            0
        };
        for sq in self.occupied().squares() {
            key ^= piece_key(self.board[sq.index()], sq);
        }
        key
    }

    /// The evaluation totals computed from scratch.
    pub fn compute_accumulator(&self) -> EvalAccumulator {
        let mut acc = EvalAccumulator::default();
        for sq in self.occupied().squares() {
            let p = self.piece_at(sq).expect("occupied cell");
            let (value, phase) = self.eval.piece(p, sq);
            acc.add(p.color.index(), value, phase);
        }
        acc
    }

    /// Places a piece on an empty cell, updating every derived field.
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        let code = p.code();
        self.board[sq.index()] = code;
        let bit = Bb::from_square(sq);
        self.by_kind[p.kind.index()] |= bit;
        self.by_color[p.color.index()] |= bit;
        if p.kind == PieceKind::King {
            self.king[p.color.index()] = sq;
        }
        self.key ^= piece_key(code, sq);
        let (value, phase) = self.eval.piece(p, sq);
        self.acc.add(p.color.index(), value, phase);
    }

    /// Replaces the whole position by `pieces` with `side` to move, clocks at zero and no
    /// history: the tablebase generator sets up millions of positions in one value this way.
    pub(crate) fn set_up(&mut self, pieces: &[(Square, Piece)], side: Color) {
        self.board = [0; CELLS];
        self.by_kind = [Bb::EMPTY; 8];
        self.by_color = [Bb::EMPTY; 2];
        self.side = Color::White;
        self.halfmove = 0;
        self.since_null = u16::MAX;
        self.fullmove = 1;
        self.key = 0;
        self.acc = EvalAccumulator::default();
        self.history.clear();
        self.undo.clear();
        for &(sq, p) in pieces {
            self.put(sq, p);
        }
        self.set_side(side);
    }

    /// Sets the side to move, keeping the key in step.
    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.key ^= SIDE_KEY;
            self.side = side;
        }
    }

    /// Removes `code` from `sq`: board and bitboards only (unmake restores key and totals).
    #[inline(always)]
    fn lift(&mut self, sq: Square, code: u8) {
        self.board[sq.index()] = 0;
        let bit = Bb::from_square(sq);
        self.by_kind[(code & 7) as usize] ^= bit;
        self.by_color[(code >> 3) as usize] ^= bit;
    }

    /// Puts `code` on the empty `sq`: board and bitboards only.
    #[inline(always)]
    fn drop(&mut self, sq: Square, code: u8) {
        self.board[sq.index()] = code;
        let bit = Bb::from_square(sq);
        self.by_kind[(code & 7) as usize] ^= bit;
        self.by_color[(code >> 3) as usize] ^= bit;
    }

    /// Key and evaluation totals for `code` arriving on or leaving `sq`.
    #[inline(always)]
    fn account(&mut self, sq: Square, code: u8, arriving: bool) {
        self.key ^= piece_key(code, sq);
        let (value, phase) = self.eval.code(code, sq);
        let color = (code >> 3) as usize;
        if arriving {
            self.acc.add(color, value, phase);
        } else {
            self.acc.remove(color, value, phase);
        }
    }

    /// Plays `m` (assumed legal).
    #[inline]
    pub(crate) fn do_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let code = self.board[from.index()];
        let captured = self.board[to.index()];
        self.undo.push(Undo {
            captured,
            halfmove: self.halfmove,
            since_null: self.since_null,
            acc: self.acc,
        });
        self.since_null = self.since_null.saturating_add(1);
        self.history.push(self.key);
        if captured != 0 {
            self.lift(to, captured);
            self.account(to, captured, false);
        }
        self.lift(from, code);
        self.account(from, code, false);
        let promo = (m.flags() & 7) as u8;
        let new_code = if promo != 0 { promo | (code & 8) } else { code };
        self.drop(to, new_code);
        self.account(to, new_code, true);
        if code & 7 == PieceKind::King as u8 {
            self.king[(code >> 3) as usize] = to;
        }
        self.halfmove = if captured != 0 || code & 7 == PieceKind::Pawn as u8 {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.key ^= SIDE_KEY;
    }

    /// Takes back `m`, the last move played.
    #[inline]
    pub(crate) fn undo_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let undo = self
            .undo
            .pop()
            .expect("unmake_move without a move to take back");
        self.key = self.history.pop().expect("history in step with undo");
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        let moved = self.board[to.index()];
        let code = if m.flags() & 7 != 0 {
            PieceKind::Pawn as u8 | (moved & 8)
        } else {
            moved
        };
        self.lift(to, moved);
        self.drop(from, code);
        if undo.captured != 0 {
            self.drop(to, undo.captured);
        }
        if code & 7 == PieceKind::King as u8 {
            self.king[(code >> 3) as usize] = from;
        }
        self.halfmove = undo.halfmove;
        self.since_null = undo.since_null;
        self.acc = undo.acc;
    }

    /// Passes the turn (null-move pruning).
    pub(crate) fn do_null(&mut self) {
        self.undo.push(Undo {
            captured: 0,
            halfmove: self.halfmove,
            since_null: self.since_null,
            acc: self.acc,
        });
        self.history.push(self.key);
        self.halfmove = self.halfmove.saturating_add(1);
        self.since_null = 0;
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.key ^= SIDE_KEY;
    }

    /// Takes back [`Self::do_null`].
    pub(crate) fn undo_null(&mut self) {
        let undo = self
            .undo
            .pop()
            .expect("unmake_null_move without a null move");
        self.key = self.history.pop().expect("history in step with undo");
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        self.halfmove = undo.halfmove;
        self.since_null = undo.since_null;
    }

    /// The name of a cell (`Aa1` .. `Ee5`).
    pub fn square_name(sq: Square) -> String {
        SHAPE.square_name(sq)
    }
}
