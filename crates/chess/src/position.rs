//! The chess position: bitboards plus a mailbox, the state FEN describes, the incremental
//! Zobrist key and evaluation accumulator, and the history that make/unmake push and pop.

use crate::attacks::{bishop_attacks, rook_attacks, KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
use crate::types::{
    code_color, code_kind, from_sq, move_kind, piece_code, promotion_kind, to_sq, MoveKind,
    PieceCode, PieceKind, NO_PIECE,
};
use crate::weights::{PIECE_SQUARE, SEE_VALUE};
use crate::zobrist::{castling_key, en_passant_key, piece_key, side_key};
use crate::CastlingRights;
use tetrarch_eval::EvalAccumulator;
use tetrarch_movegen::{Color, Move};

/// "No en-passant square".
pub const NO_SQUARE: u8 = 64;

/// What unmake needs to restore, pushed by every make (and null move).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Undo {
    pub key: u64,
    pub acc: EvalAccumulator,
    pub captured: PieceCode,
    pub castling: CastlingRights,
    pub en_passant: u8,
    pub halfmove: u16,
    pub since_null: u16,
}

/// A chess position with its game history (for repetition) and incremental key and
/// evaluation totals. Build one with [`tetrarch_movegen::Notation::from_text`] or
/// `start_position`.
#[derive(Clone)]
pub struct ChessPosition {
    /// Pieces by [`PieceKind`] index, both colours.
    pub(crate) by_kind: [u64; 6],
    /// Pieces by colour index.
    pub(crate) by_color: [u64; 2],
    /// Packed piece per square, [`NO_PIECE`] when empty.
    pub(crate) board: [PieceCode; 64],
    pub(crate) side: Color,
    /// Remaining castling rights.
    pub(crate) castling: CastlingRights,
    /// The rook square of each castling right, by right index (0 White short .. 3 Black long).
    pub(crate) castle_rook: [u8; 4],
    /// Per right: squares that must be empty (all the king and rook cross or land on, but
    /// themselves) and squares the king crosses or lands on, which must not be attacked.
    pub(crate) castle_path: [(u64, u64); 4],
    /// Rights kept when a move touches a square: `castling &= castle_mask[from] & [to]`.
    pub(crate) castle_mask: [CastlingRights; 64],
    /// Whether castling moves print as king-takes-rook (Chess960 starting squares).
    pub(crate) chess960: bool,
    /// En-passant target square, set only when an enemy pawn could capture there.
    pub(crate) en_passant: u8,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    /// Plies since the last null move (repetitions never reach across one).
    pub(crate) since_null: u16,
    pub(crate) key: u64,
    pub(crate) acc: EvalAccumulator,
    pub(crate) history: Vec<Undo>,
}

impl core::fmt::Debug for ChessPosition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "ChessPosition({})", crate::fen::write_fen(self))
    }
}

impl PartialEq for ChessPosition {
    /// Same board, rights, clocks, key and history (what make/unmake must restore).
    fn eq(&self, other: &Self) -> bool {
        self.by_kind == other.by_kind
            && self.by_color == other.by_color
            && self.board == other.board
            && self.side == other.side
            && self.castling == other.castling
            && self.castle_rook == other.castle_rook
            && self.en_passant == other.en_passant
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.since_null == other.since_null
            && self.key == other.key
            && self.acc == other.acc
            && self.history == other.history
    }
}

impl Eq for ChessPosition {}

impl ChessPosition {
    /// An empty board, White to move, no rights: the FEN reader fills it.
    pub(crate) fn empty() -> Self {
        ChessPosition {
            by_kind: [0; 6],
            by_color: [0; 2],
            board: [NO_PIECE; 64],
            side: Color::White,
            castling: CastlingRights::empty(),
            castle_rook: [7, 0, 63, 56],
            castle_path: [(0, 0); 4],
            castle_mask: [CastlingRights::all(); 64],
            chess960: false,
            en_passant: NO_SQUARE,
            halfmove: 0,
            fullmove: 1,
            since_null: 0,
            key: 0,
            acc: EvalAccumulator::default(),
            history: Vec::with_capacity(256),
        }
    }

    /// All occupied squares.
    #[inline(always)]
    pub fn occupied(&self) -> u64 {
        self.by_color[0] | self.by_color[1]
    }

    /// Pieces of one colour and kind.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> u64 {
        self.by_kind[kind.index()] & self.by_color[color.index()]
    }

    /// All pieces of one colour.
    #[inline(always)]
    pub fn color_pieces(&self, color: Color) -> u64 {
        self.by_color[color.index()]
    }

    /// The knights, bishops, rooks and queens of `color`, valued at their exchange values
    /// (endgame scaling and the search's light-ending extension read it).
    pub(crate) fn non_pawn_material(&self, color: Color) -> i32 {
        [
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ]
        .into_iter()
        .map(|k| self.pieces(color, k).count_ones() as i32 * SEE_VALUE[k.index()])
        .sum()
    }

    /// The packed piece on a square: `kind + 6 * colour` (White 0-5, Black 6-11), 12 if empty.
    #[inline(always)]
    pub fn piece_at(&self, sq: usize) -> PieceCode {
        self.board[sq]
    }

    /// The piece on a square, decoded: its colour and kind, `None` if empty.
    pub fn piece_on(&self, sq: usize) -> Option<(Color, PieceKind)> {
        let code = self.board[sq];
        (code != NO_PIECE).then(|| (code_color(code), code_kind(code)))
    }

    /// The castling rights still held.
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The square of `color`'s king.
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> usize {
        self.pieces(color, PieceKind::King).trailing_zeros() as usize
    }

    /// The en-passant target square, if a capture there is possible.
    pub fn en_passant_square(&self) -> Option<usize> {
        (self.en_passant != NO_SQUARE).then_some(self.en_passant as usize)
    }

    /// Halfmoves since the last capture or pawn move (the 50-move clock).
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// Pieces of any colour attacking `sq` when `occupied` holds the blockers.
    #[inline(always)]
    pub fn attackers_to(&self, sq: usize, occupied: u64) -> u64 {
        let k = &self.by_kind;
        (PAWN_ATTACKS[0][sq] & k[0] & self.by_color[1])
            | (PAWN_ATTACKS[1][sq] & k[0] & self.by_color[0])
            | (KNIGHT_ATTACKS[sq] & k[1])
            | (KING_ATTACKS[sq] & k[5])
            | (bishop_attacks(sq, occupied) & (k[2] | k[4]))
            | (rook_attacks(sq, occupied) & (k[3] | k[4]))
    }

    /// Pieces of colour `by` attacking `sq` when `occupied` holds the blockers.
    #[inline(always)]
    pub fn attackers_of(&self, sq: usize, by: Color, occupied: u64) -> u64 {
        let k = &self.by_kind;
        ((PAWN_ATTACKS[by.opponent().index()][sq] & k[0])
            | (KNIGHT_ATTACKS[sq] & k[1])
            | (KING_ATTACKS[sq] & k[5])
            | (bishop_attacks(sq, occupied) & (k[2] | k[4]))
            | (rook_attacks(sq, occupied) & (k[3] | k[4])))
            & self.by_color[by.index()]
    }

    /// Whether `by` attacks `sq` when `occupied` holds the blockers.
    #[inline(always)]
    pub fn is_attacked(&self, sq: usize, by: Color, occupied: u64) -> bool {
        let them = self.by_color[by.index()];
        let k = &self.by_kind;
        (PAWN_ATTACKS[by.opponent().index()][sq] & k[0] & them) != 0
            || (KNIGHT_ATTACKS[sq] & k[1] & them) != 0
            || (KING_ATTACKS[sq] & k[5] & them) != 0
            || (bishop_attacks(sq, occupied) & (k[2] | k[4]) & them) != 0
            || (rook_attacks(sq, occupied) & (k[3] | k[4]) & them) != 0
    }

    /// Enemy pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> u64 {
        let ksq = self.king_square(self.side);
        self.attackers_of(ksq, self.side.opponent(), self.occupied())
    }

    /// Places a piece, updating boards, key and accumulator.
    #[inline(always)]
    pub(crate) fn put_piece(&mut self, code: PieceCode, sq: usize) {
        self.put_piece_quiet(code, sq);
        self.key ^= piece_key(code, sq);
        let c = code_color(code).index();
        self.acc.add(
            c,
            PIECE_SQUARE[code as usize][sq],
            crate::weights::PHASE[code_kind(code).index()],
        );
    }

    /// Removes a piece, updating boards, key and accumulator.
    #[inline(always)]
    pub(crate) fn remove_piece(&mut self, sq: usize) -> PieceCode {
        let code = self.board[sq];
        self.remove_piece_quiet(sq);
        self.key ^= piece_key(code, sq);
        let c = code_color(code).index();
        self.acc.remove(
            c,
            PIECE_SQUARE[code as usize][sq],
            crate::weights::PHASE[code_kind(code).index()],
        );
        code
    }

    /// Moves a piece to an empty square, updating boards, key and accumulator.
    #[inline(always)]
    fn move_piece(&mut self, from: usize, to: usize) {
        let code = self.board[from];
        self.move_piece_quiet(from, to);
        self.key ^= piece_key(code, from) ^ piece_key(code, to);
        let table = &PIECE_SQUARE[code as usize];
        let delta = table[to] - table[from];
        self.acc.add(code_color(code).index(), delta, 0);
    }

    /// Places a piece on the boards only (unmake restores key and totals wholesale).
    #[inline(always)]
    fn put_piece_quiet(&mut self, code: PieceCode, sq: usize) {
        let bit = 1u64 << sq;
        self.board[sq] = code;
        self.by_kind[code_kind(code).index()] |= bit;
        self.by_color[code_color(code).index()] |= bit;
    }

    #[inline(always)]
    fn remove_piece_quiet(&mut self, sq: usize) {
        let code = self.board[sq];
        let bit = 1u64 << sq;
        self.board[sq] = NO_PIECE;
        self.by_kind[code_kind(code).index()] ^= bit;
        self.by_color[code_color(code).index()] ^= bit;
    }

    #[inline(always)]
    fn move_piece_quiet(&mut self, from: usize, to: usize) {
        let code = self.board[from];
        let bits = (1u64 << from) | (1u64 << to);
        self.board[from] = NO_PIECE;
        self.board[to] = code;
        self.by_kind[code_kind(code).index()] ^= bits;
        self.by_color[code_color(code).index()] ^= bits;
    }

    /// The king's and rook's destinations when `color` castles with the rook on `rook_sq`.
    #[inline(always)]
    pub(crate) fn castling_targets(color: Color, king_sq: usize, rook_sq: usize) -> (usize, usize) {
        let base = if color == Color::White { 0 } else { 56 };
        if rook_sq > king_sq {
            (base + 6, base + 5)
        } else {
            (base + 2, base + 3)
        }
    }

    /// What every ply does first, a move or a pass: remember what unmake restores, hand the
    /// turn over in the key and let any en-passant right lapse.
    #[inline(always)]
    fn begin_ply(&mut self) {
        self.history.push(Undo {
            key: self.key,
            acc: self.acc,
            captured: NO_PIECE,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove: self.halfmove,
            since_null: self.since_null,
        });
        self.key ^= side_key();
        if self.en_passant != NO_SQUARE {
            self.key ^= en_passant_key(self.en_passant as usize & 7);
            self.en_passant = NO_SQUARE;
        }
        self.halfmove += 1;
    }

    /// Plays a legal move (see [`tetrarch_movegen::Position::make_move`]).
    pub(crate) fn do_move(&mut self, m: Move) {
        let (from, to) = (from_sq(m), to_sq(m));
        let us = self.side;
        self.begin_ply();
        self.since_null += 1;
        match move_kind(m) {
            MoveKind::Castling => {
                let (kt, rt) = Self::castling_targets(us, from, to);
                let king = self.remove_piece(from);
                let rook = self.remove_piece(to);
                self.put_piece(king, kt);
                self.put_piece(rook, rt);
            }
            MoveKind::EnPassant => {
                let cap = to ^ 8;
                self.remove_piece(cap);
                self.move_piece(from, to);
                self.halfmove = 0;
                self.history.last_mut().expect("pushed above").captured =
                    piece_code(us.opponent(), PieceKind::Pawn);
            }
            kind => {
                let captured = self.board[to];
                if captured != NO_PIECE {
                    self.remove_piece(to);
                    self.halfmove = 0;
                    self.history.last_mut().expect("pushed above").captured = captured;
                }
                let mover = self.board[from];
                if code_kind(mover) == PieceKind::Pawn {
                    self.halfmove = 0;
                    if kind == MoveKind::Promotion {
                        self.remove_piece(from);
                        self.put_piece(piece_code(us, promotion_kind(m)), to);
                    } else {
                        self.move_piece(from, to);
                        if from ^ to == 16 {
                            let ep = (from + to) / 2;
                            let their_pawns = self.pieces(us.opponent(), PieceKind::Pawn);
                            if PAWN_ATTACKS[us.index()][ep] & their_pawns != 0 {
                                self.en_passant = ep as u8;
                                self.key ^= en_passant_key(ep & 7);
                            }
                        }
                    }
                } else {
                    self.move_piece(from, to);
                }
            }
        }
        let rights = self.castling & self.castle_mask[from] & self.castle_mask[to];
        if rights != self.castling {
            self.key ^= castling_key(self.castling.bits()) ^ castling_key(rights.bits());
            self.castling = rights;
        }
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.side = us.opponent();
    }

    /// Takes back `m` (see [`tetrarch_movegen::Position::unmake_move`]).
    pub(crate) fn undo_move(&mut self, m: Move) {
        let undo = self.history.pop().expect("unmake_move without a move made");
        let (from, to) = (from_sq(m), to_sq(m));
        let us = self.side.opponent();
        self.side = us;
        if us == Color::Black {
            self.fullmove -= 1;
        }
        match move_kind(m) {
            MoveKind::Castling => {
                let (kt, rt) = Self::castling_targets(us, from, to);
                self.remove_piece_quiet(kt);
                self.remove_piece_quiet(rt);
                self.put_piece_quiet(piece_code(us, PieceKind::King), from);
                self.put_piece_quiet(piece_code(us, PieceKind::Rook), to);
            }
            MoveKind::EnPassant => {
                self.move_piece_quiet(to, from);
                self.put_piece_quiet(undo.captured, to ^ 8);
            }
            MoveKind::Promotion => {
                self.remove_piece_quiet(to);
                self.put_piece_quiet(piece_code(us, PieceKind::Pawn), from);
                if undo.captured != NO_PIECE {
                    self.put_piece_quiet(undo.captured, to);
                }
            }
            MoveKind::Normal => {
                self.move_piece_quiet(to, from);
                if undo.captured != NO_PIECE {
                    self.put_piece_quiet(undo.captured, to);
                }
            }
        }
        self.key = undo.key;
        self.acc = undo.acc;
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.since_null = undo.since_null;
    }

    /// Passes the turn (null-move pruning).
    pub(crate) fn do_null_move(&mut self) {
        self.begin_ply();
        self.since_null = 0;
        self.side = self.side.opponent();
    }

    pub(crate) fn undo_null_move(&mut self) {
        let undo = self
            .history
            .pop()
            .expect("unmake_null_move without a null move");
        self.side = self.side.opponent();
        self.key = undo.key;
        self.acc = undo.acc;
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.since_null = undo.since_null;
    }

    /// The key computed from scratch (tests check it equals the incremental one).
    pub fn compute_key(&self) -> u64 {
        let mut key = castling_key(self.castling.bits());
        for sq in 0..64 {
            if self.board[sq] != NO_PIECE {
                key ^= piece_key(self.board[sq], sq);
            }
        }
        if self.en_passant != NO_SQUARE {
            key ^= en_passant_key(self.en_passant as usize & 7);
        }
        if self.side == Color::Black {
            key ^= side_key();
        }
        key
    }

    /// The incremental material, piece-square and phase totals.
    pub fn accumulator(&self) -> EvalAccumulator {
        self.acc
    }

    /// The accumulator computed from scratch (tests check it equals the incremental one).
    pub fn compute_accumulator(&self) -> EvalAccumulator {
        let mut acc = EvalAccumulator::default();
        for (sq, &code) in self.board.iter().enumerate() {
            if code != NO_PIECE {
                acc.add(
                    code_color(code).index(),
                    PIECE_SQUARE[code as usize][sq],
                    crate::weights::PHASE[code_kind(code).index()],
                );
            }
        }
        acc
    }

    /// Recomputes key and accumulator after the FEN reader placed pieces quietly.
    pub(crate) fn refresh_derived(&mut self) {
        self.key = self.compute_key();
        self.acc = self.compute_accumulator();
    }

    /// Places a piece without key/accumulator updates (FEN reading).
    pub(crate) fn place(&mut self, code: PieceCode, sq: usize) {
        self.put_piece_quiet(code, sq);
    }
}
