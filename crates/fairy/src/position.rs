//! The position of a file-defined variant: one board of piece codes and bitboards per colour and
//! per piece type, the rule state (castling, en passant, clocks), the key and its history.

use crate::reader::MAX_PIECE_TYPES;
use crate::tables::Rules;
use std::sync::{Arc, OnceLock};
use tetrarch_eval::EvalAccumulator;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_hash::SplitMix64;
use tetrarch_movegen::{Color, Move};

/// "No square" (no king, no en passant square).
pub const NO_SQUARE: Square = Square(u16::MAX);

/// Move flag layout: bits 0-4 the promotion piece type plus one (0: none), bits 5-6 the kind.
pub const PROMOTION_MASK: u16 = 0x1F;
pub const KIND_SHIFT: u16 = 5;
pub const KIND_EN_PASSANT: u16 = 1;
pub const KIND_CASTLE_KINGSIDE: u16 = 2;
pub const KIND_CASTLE_QUEENSIDE: u16 = 3;

/// Board codes: piece type plus one in bits 0-4, colour in bit 5 (0 is an empty square).
#[inline(always)]
pub const fn code(color: Color, t: usize) -> u8 {
    (t as u8 + 1) | (color as u8) << 5
}

/// Zobrist keys for every code and square of the largest board, the side, castling rights and
/// en passant squares: built once per process from a fixed seed.
pub(crate) struct Keys {
    pub piece: Box<[u64]>,
    pub side: u64,
    pub castling: [u64; 16],
    pub en_passant: Box<[u64]>,
}

/// Cells of the largest board any variant may have (an 8x8x8 cube).
pub(crate) const KEY_CELLS: usize = 512;

pub(crate) fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = SplitMix64(0x0FA1_2F5E_ED00_7E77);
        let piece = (0..64 * KEY_CELLS).map(|_| rng.next()).collect();
        let side = rng.next();
        let mut castling = [0u64; 16];
        for (i, k) in castling.iter_mut().enumerate().skip(1) {
            *k = rng.next() ^ i as u64;
        }
        let en_passant = (0..KEY_CELLS).map(|_| rng.next()).collect();
        Keys {
            piece,
            side,
            castling,
            en_passant,
        }
    })
}

/// What a move changed that cannot be recomputed when it is taken back.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Undo {
    pub moved: u8,
    pub captured: u8,
    pub captured_sq: Square,
    pub castling: u8,
    pub ep: Square,
    pub ep_victim: Square,
    pub halfmove: u32,
    pub key: u64,
    pub acc: EvalAccumulator,
    pub since_null: u32,
}

/// A position of a file-defined variant on a board held in `B`.
#[derive(Clone)]
pub struct FairyPosition<B: Bitboard> {
    pub(crate) rules: Arc<Rules<B>>,
    pub(crate) board: Box<[u8]>,
    pub(crate) by_color: [B; 2],
    pub(crate) by_type: [B; MAX_PIECE_TYPES],
    pub(crate) counts: [[u8; MAX_PIECE_TYPES]; 2],
    pub(crate) king: [Square; 2],
    pub(crate) side: Color,
    /// Bits: White kingside, White queenside, Black kingside, Black queenside.
    pub(crate) castling: u8,
    /// The rook of each castling right.
    pub(crate) castle_rooks: [Square; 4],
    pub(crate) ep: Square,
    pub(crate) ep_victim: Square,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) key: u64,
    pub(crate) acc: EvalAccumulator,
    pub(crate) undo: Vec<Undo>,
    /// Key before each move made, oldest first.
    pub(crate) history: Vec<u64>,
    /// Whether each move made gave check (perpetual check).
    pub(crate) checks: Vec<bool>,
    /// Plies since the last null move (repetition must not look across it).
    pub(crate) since_null: u32,
}

impl<B: Bitboard> core::fmt::Debug for FairyPosition<B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "FairyPosition({}: {})",
            self.rules.spec.name,
            crate::fen::format(self)
        )
    }
}

impl<B: Bitboard> FairyPosition<B> {
    /// An empty board of the variant, White to move.
    pub(crate) fn empty(rules: Arc<Rules<B>>) -> Self {
        let cells = rules.shape.len();
        FairyPosition {
            rules,
            board: vec![0; cells].into_boxed_slice(),
            by_color: [B::EMPTY; 2],
            by_type: [B::EMPTY; MAX_PIECE_TYPES],
            counts: [[0; MAX_PIECE_TYPES]; 2],
            king: [NO_SQUARE; 2],
            side: Color::White,
            castling: 0,
            castle_rooks: [NO_SQUARE; 4],
            ep: NO_SQUARE,
            ep_victim: NO_SQUARE,
            halfmove: 0,
            fullmove: 1,
            key: 0,
            acc: EvalAccumulator::default(),
            undo: Vec::new(),
            history: Vec::new(),
            checks: Vec::new(),
            since_null: 0,
        }
    }

    /// The variant's compiled rules.
    pub fn rules(&self) -> &Arc<Rules<B>> {
        &self.rules
    }

    /// The variant's name.
    pub fn variant_name(&self) -> &str {
        &self.rules.spec.name
    }

    /// Plies since the last capture or pawn move (the n-move rule's count).
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// `(colour, piece type)` on `sq`.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<(Color, usize)> {
        match self.board[sq.index()] {
            0 => None,
            c => Some((
                if c & 0x20 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                (c & 0x1F) as usize - 1,
            )),
        }
    }

    /// The pieces of `color` of type `t`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, t: usize) -> B {
        self.by_type[t] & self.by_color[color.index()]
    }

    /// The pieces of `color` whose type is in the bit mask `types`.
    #[inline(always)]
    pub(crate) fn pieces_of(&self, color: Color, mut types: u32) -> B {
        let mut b = B::EMPTY;
        while types != 0 {
            let t = types.trailing_zeros() as usize;
            types &= types - 1;
            b |= self.by_type[t];
        }
        b & self.by_color[color.index()]
    }

    #[inline(always)]
    pub(crate) fn occupied(&self) -> B {
        self.by_color[0] | self.by_color[1]
    }

    /// Puts a piece on an empty square, keeping key, sets and evaluation totals.
    #[inline(always)]
    pub(crate) fn put(&mut self, sq: Square, color: Color, t: usize) {
        let c = code(color, t);
        self.board[sq.index()] = c;
        self.by_color[color.index()].set(sq);
        self.by_type[t].set(sq);
        self.counts[color.index()][t] += 1;
        self.key ^= keys().piece[c as usize * KEY_CELLS + sq.index()];
        let e = &self.rules.eval;
        self.acc.add(color.index(), e.psq(c, sq), e.phase[t]);
        if Some(t) == self.rules.spec.royal {
            self.king[color.index()] = sq;
        }
    }

    /// Removes the piece on `sq`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, sq: Square) {
        let c = self.board[sq.index()];
        let (color, t) = self.piece_at(sq).expect("a piece to remove");
        self.board[sq.index()] = 0;
        self.by_color[color.index()].clear(sq);
        self.by_type[t].clear(sq);
        self.counts[color.index()][t] -= 1;
        self.key ^= keys().piece[c as usize * KEY_CELLS + sq.index()];
        let e = &self.rules.eval;
        self.acc.remove(color.index(), e.psq(c, sq), e.phase[t]);
        if Some(t) == self.rules.spec.royal && self.king[color.index()] == sq {
            self.king[color.index()] = NO_SQUARE;
        }
    }

    fn set_castling(&mut self, rights: u8) {
        let k = &keys().castling;
        self.key ^= k[self.castling as usize] ^ k[rights as usize];
        self.castling = rights;
    }

    fn set_ep(&mut self, ep: Square, victim: Square) {
        let k = &keys().en_passant;
        if self.ep != NO_SQUARE {
            self.key ^= k[self.ep.index()];
        }
        if ep != NO_SQUARE {
            self.key ^= k[ep.index()];
        }
        self.ep = ep;
        self.ep_victim = victim;
    }

    /// The castling rights that survive a move touching `sq` (king or rook leaving, a rook
    /// captured).
    fn rights_after_touch(&self, sq: Square, rights: u8) -> u8 {
        let mut r = rights;
        for i in 0..4 {
            if self.castle_rooks[i] == sq {
                r &= !(1 << i);
            }
        }
        for color in Color::ALL {
            if self.king[color.index()] == sq {
                r &= !(3 << (2 * color.index()));
            }
        }
        r
    }

    /// The castling king's destination and the rook's squares for right `i` (0-3).
    pub(crate) fn castle_squares(&self, i: usize) -> (Square, Square, Square) {
        let c = self.rules.spec.castling.as_ref().expect("castling rules");
        let color = if i < 2 { Color::White } else { Color::Black };
        let shape = self.rules.shape;
        let rank = match color {
            Color::White => c.rank,
            Color::Black => shape.ranks - 1 - c.rank,
        };
        let kingside = i.is_multiple_of(2);
        let king_file = if kingside {
            c.kingside_file
        } else {
            c.queenside_file
        };
        let rook_file = if kingside {
            king_file - 1
        } else {
            king_file + 1
        };
        let sq = |f: u8| shape.square(tetrarch_geometry::Coord::new(f, rank, 0));
        (sq(king_file), self.castle_rooks[i], sq(rook_file))
    }

    /// Plays `m`, which must be legal.
    pub(crate) fn do_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let flags = m.flags();
        let kind = flags >> KIND_SHIFT;
        let us = self.side;
        let moved = self.board[from.index()];
        let (_, t) = self.piece_at(from).expect("a piece to move");
        let mut undo = Undo {
            moved,
            captured: 0,
            captured_sq: to,
            castling: self.castling,
            ep: self.ep,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            key: self.key,
            acc: self.acc,
            since_null: self.since_null,
        };
        self.history.push(self.key);
        let mut new_ep = (NO_SQUARE, NO_SQUARE);
        let mut rights = self.castling;
        if kind == KIND_CASTLE_KINGSIDE || kind == KIND_CASTLE_QUEENSIDE {
            let i = 2 * us.index() + (kind == KIND_CASTLE_QUEENSIDE) as usize;
            let (kto, rfrom, rto) = self.castle_squares(i);
            let (_, rook_t) = self.piece_at(rfrom).expect("castling rook");
            self.remove(from);
            self.remove(rfrom);
            self.put(kto, us, t);
            self.put(rto, us, rook_t);
            rights &= !(3 << (2 * us.index()));
            self.halfmove += 1;
        } else {
            let victim_sq = if kind == KIND_EN_PASSANT {
                self.ep_victim
            } else {
                to
            };
            rights = self.rights_after_touch(from, rights);
            rights = self.rights_after_touch(victim_sq, rights);
            if self.board[victim_sq.index()] != 0 {
                undo.captured = self.board[victim_sq.index()];
                undo.captured_sq = victim_sq;
                self.remove(victim_sq);
            }
            self.remove(from);
            let promo = (flags & PROMOTION_MASK) as usize;
            let landed = if promo != 0 { promo - 1 } else { t };
            self.put(to, us, landed);
            let pawn = self.rules.pawn_mask >> t & 1 == 1;
            if pawn || undo.captured != 0 {
                self.halfmove = 0;
            } else {
                self.halfmove += 1;
            }
            if pawn && self.rules.spec.en_passant {
                if let Some(ds) = &self.rules.moves[t][us.index()].double_step {
                    if ds.get(from).contains(to) {
                        let passed = Square((from.0 + to.0) / 2);
                        if self.en_passant_possible(passed, !us) {
                            new_ep = (passed, to);
                        }
                    }
                }
            }
        }
        self.undo.push(undo);
        self.set_castling(rights);
        self.set_ep(new_ep.0, new_ep.1);
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.side = !us;
        self.key ^= keys().side;
        self.since_null += 1;
        let check = self.rules.spec.perpetual_check_illegal && self.king_attacked();
        self.checks.push(check);
    }

    /// Whether a pawn of `color` could capture onto `sq` (so an en passant square is set only
    /// when it can matter, as Stockfish does: repetitions then compare equal positions).
    fn en_passant_possible(&self, sq: Square, color: Color) -> bool {
        self.rules.pawn_attackers[color.index()]
            .iter()
            .any(|(t, inv)| inv.get(sq).intersects(self.pieces(color, *t)))
    }

    /// Takes back `m`, the last move made.
    pub(crate) fn undo_move(&mut self, m: Move) {
        let undo = self.undo.pop().expect("a move to take back");
        let (from, to) = (m.from(), m.to());
        let kind = m.flags() >> KIND_SHIFT;
        self.side = !self.side;
        let us = self.side;
        if us == Color::Black {
            self.fullmove -= 1;
        }
        if kind == KIND_CASTLE_KINGSIDE || kind == KIND_CASTLE_QUEENSIDE {
            let i = 2 * us.index() + (kind == KIND_CASTLE_QUEENSIDE) as usize;
            let (kto, rfrom, rto) = self.castle_squares(i);
            let (_, rook_t) = self.piece_at(rto).expect("castled rook");
            self.remove(kto);
            self.remove(rto);
            self.put_code(from, undo.moved);
            self.put(rfrom, us, rook_t);
        } else {
            self.remove(to);
            self.put_code(from, undo.moved);
            if undo.captured != 0 {
                self.put_code(undo.captured_sq, undo.captured);
            }
        }
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.ep_victim = undo.ep_victim;
        self.halfmove = undo.halfmove;
        self.key = undo.key;
        self.acc = undo.acc;
        self.since_null = undo.since_null;
        self.history.pop();
        self.checks.pop();
    }

    fn put_code(&mut self, sq: Square, c: u8) {
        let color = if c & 0x20 == 0 {
            Color::White
        } else {
            Color::Black
        };
        self.put(sq, color, (c & 0x1F) as usize - 1);
    }

    /// Passes the move (null-move pruning).
    pub(crate) fn do_null(&mut self) {
        let undo = Undo {
            moved: 0,
            captured: 0,
            captured_sq: NO_SQUARE,
            castling: self.castling,
            ep: self.ep,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            key: self.key,
            acc: self.acc,
            since_null: self.since_null,
        };
        self.undo.push(undo);
        self.history.push(self.key);
        self.checks.push(false);
        self.set_ep(NO_SQUARE, NO_SQUARE);
        self.side = !self.side;
        self.key ^= keys().side;
        self.since_null = 0;
    }

    pub(crate) fn undo_null(&mut self) {
        let undo = self.undo.pop().expect("a null move to take back");
        self.side = !self.side;
        self.ep = undo.ep;
        self.ep_victim = undo.ep_victim;
        self.key = undo.key;
        self.since_null = undo.since_null;
        self.history.pop();
        self.checks.pop();
    }

    /// The key recomputed from scratch (tests compare it with the incremental one).
    pub fn recomputed_key(&self) -> u64 {
        let k = keys();
        let mut key = 0;
        for sq in self.rules.shape.squares() {
            let c = self.board[sq.index()];
            if c != 0 {
                key ^= k.piece[c as usize * KEY_CELLS + sq.index()];
            }
        }
        if self.side == Color::Black {
            key ^= k.side;
        }
        key ^= k.castling[self.castling as usize];
        if self.ep != NO_SQUARE {
            key ^= k.en_passant[self.ep.index()];
        }
        key
    }
}
