//! The fast legal move generator: per-piece target sets masked by check and pin information,
//! whole-board pawn shifts, and sinks that either build a move list or only count (perft's
//! last ply) from the same code, monomorphised.
//!
//! Legality without make-and-test: a king step is legal when no enemy attacks the target with
//! the king lifted off the board; any other move is legal when it stays on its pin ray (if
//! pinned) and, in single check, captures the checker or lands between it and the king. With
//! no castling and no en passant there is no other case.

use crate::position::{Bb, RaumschachPosition};
use crate::rules::{ALL_CELLS, PROMOTION_ZONES};
use crate::PieceKind;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::{Move, MoveList};

/// Where generated moves go.
pub(crate) trait MoveSink {
    /// A piece that never promotes moving from `from` to each cell of `targets`.
    fn piece(&mut self, from: Square, targets: Bb);
    /// A pawn from `from` to `targets`; cells of `promo` count once per promotion piece.
    fn pawn(&mut self, from: Square, targets: Bb, promo: Bb);
    /// Pawns that all made the same step of `offset` cells, landing on `targets`.
    fn pawn_step(&mut self, targets: Bb, offset: i32, promo: Bb);
}

/// Counts moves without building them.
pub(crate) struct Counter(pub u64);

impl MoveSink for Counter {
    #[inline(always)]
    fn piece(&mut self, _from: Square, targets: Bb) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn pawn(&mut self, _from: Square, targets: Bb, promo: Bb) {
        self.0 += targets.count() as u64 + 4 * (targets & promo).count() as u64;
    }
    #[inline(always)]
    fn pawn_step(&mut self, targets: Bb, _offset: i32, promo: Bb) {
        self.0 += targets.count() as u64 + 4 * (targets & promo).count() as u64;
    }
}

/// Appends moves to a [`MoveList`].
pub(crate) struct Collector<'a>(pub &'a mut MoveList);

impl Collector<'_> {
    #[inline(always)]
    fn push_pawn(&mut self, from: Square, to: Square, promo: Bb) {
        if promo.contains(to) {
            for kind in PieceKind::PROMOTIONS {
                self.0.push(Move::new(from, to, kind as u16));
            }
        } else {
            self.0.push(Move::new(from, to, 0));
        }
    }
}

impl MoveSink for Collector<'_> {
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bb) {
        for to in targets.squares() {
            self.0.push(Move::new(from, to, 0));
        }
    }
    #[inline(always)]
    fn pawn(&mut self, from: Square, targets: Bb, promo: Bb) {
        for to in targets.squares() {
            self.push_pawn(from, to, promo);
        }
    }
    #[inline(always)]
    fn pawn_step(&mut self, targets: Bb, offset: i32, promo: Bb) {
        for to in targets.squares() {
            let from = Square((to.0 as i32 - offset) as u16);
            self.push_pawn(from, to, promo);
        }
    }
}

impl RaumschachPosition {
    /// Generates the legal moves into `sink`. With `NOISY_ONLY` (and not in check) only
    /// captures and promotions.
    #[inline(always)]
    pub(crate) fn generate<S: MoveSink, const NOISY_ONLY: bool>(&self, sink: &mut S) {
        let t = self.tables;
        let us = self.side;
        let them = !us;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        let occ = own | enemy;
        let k = self.king[us.index()];
        let safety = self.king_safety();
        let promo = PROMOTION_ZONES[us.index()];

        // King steps: test each target with the king lifted, so sliders see through it.
        let mut king_targets = t.king.get(k) & !own;
        if NOISY_ONLY && safety.checkers.is_empty() {
            king_targets &= enemy;
        }
        let lifted = occ ^ Bb::from_square(k);
        let mut safe = Bb::EMPTY;
        for to in king_targets.squares() {
            if !self.attacked_by(to, them, lifted) {
                safe.set(to);
            }
        }
        sink.piece(k, safe);

        if safety.checkers.has_many() {
            return;
        }
        let mut target = match safety.checkers.first() {
            Some(c) => t.between(k, c) | safety.checkers,
            None => ALL_CELLS & !own,
        };
        let in_check = !safety.checkers.is_empty();
        if NOISY_ONLY && !in_check {
            target &= enemy;
        }
        let free = own & !safety.pinned;

        for from in (free & self.by_kind[PieceKind::Knight.index()]).squares() {
            sink.piece(from, t.knight.get(from) & target);
        }
        for from in (free & self.by_kind[PieceKind::Bishop.index()]).squares() {
            sink.piece(from, t.bishop_slides.attacks(from, occ) & target);
        }
        for from in (free & self.by_kind[PieceKind::Unicorn.index()]).squares() {
            sink.piece(from, t.unicorn_slides.attacks(from, occ) & target);
        }
        for from in (free & self.by_kind[PieceKind::Rook.index()]).squares() {
            sink.piece(from, t.rook_slides.attacks(from, occ) & target);
        }
        for from in (free & self.by_kind[PieceKind::Queen.index()]).squares() {
            let a = t.rook_slides.attacks(from, occ)
                | t.bishop_slides.attacks(from, occ)
                | t.unicorn_slides.attacks(from, occ);
            sink.piece(from, a & target);
        }

        // Pawns: whole-board steps for the unpinned ones.
        let pawns = self.by_kind[PieceKind::Pawn.index()];
        let free_pawns = free & pawns;
        let empty = ALL_CELLS & !occ;
        let mut push_target = empty & target;
        if NOISY_ONLY && !in_check {
            push_target = empty & promo;
        }
        for shift in t.pawn_push_shifts[us.index()] {
            sink.pawn_step(shift.apply(free_pawns) & push_target, shift.offset, promo);
        }
        let capture_target = enemy & target;
        for shift in t.pawn_capture_shifts[us.index()] {
            sink.pawn_step(
                shift.apply(free_pawns) & capture_target,
                shift.offset,
                promo,
            );
        }

        // Pinned pieces move along their pin ray only (never while in check: two different
        // lines through the king meet only at the king).
        if !safety.pinned.is_empty() && !in_check {
            for from in safety.pinned.squares() {
                let ray = self.pin_ray(from);
                let code = self.board[from.index()];
                let kind = PieceKind::from_index(code & 7).expect("pinned cell holds a piece");
                if kind == PieceKind::Pawn {
                    let targets = (t.pawn_push[us.index()].get(from) & push_target)
                        | (t.pawn_capture[us.index()].get(from) & capture_target);
                    sink.pawn(from, targets & ray, promo);
                } else {
                    sink.piece(from, self.piece_attacks(kind, from, occ) & target & ray);
                }
            }
        }
    }

    /// Every legal move, appended to `moves`.
    #[inline]
    pub(crate) fn legal_moves(&self, moves: &mut MoveList) {
        #[cfg(target_arch = "x86_64")]
        if has_bit_instructions() {
            // SAFETY: the CPU has every feature `legal_moves_bmi` is compiled for, as
            // `has_bit_instructions` has just checked.
            return unsafe { self.legal_moves_bmi(moves) };
        }
        self.generate::<_, false>(&mut Collector(moves));
    }

    /// Captures and promotions (every evasion when in check).
    #[inline]
    pub(crate) fn noisy_moves(&self, moves: &mut MoveList) {
        #[cfg(target_arch = "x86_64")]
        if has_bit_instructions() {
            // SAFETY: the CPU has every feature `noisy_moves_bmi` is compiled for, as
            // `has_bit_instructions` has just checked.
            return unsafe { self.noisy_moves_bmi(moves) };
        }
        self.generate::<_, true>(&mut Collector(moves));
    }

    /// The number of legal moves, counted without building them.
    #[inline]
    pub(crate) fn legal_move_count(&self) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if has_bit_instructions() {
            // SAFETY: the CPU has every feature `legal_move_count_bmi` is compiled for, as
            // `has_bit_instructions` has just checked.
            return unsafe { self.legal_move_count_bmi() };
        }
        self.legal_move_count_portable()
    }

    /// [`Self::legal_move_count`] compiled for the baseline CPU only (tests compare the two).
    #[doc(hidden)]
    pub fn legal_move_count_portable(&self) -> u64 {
        let mut c = Counter(0);
        self.generate::<_, false>(&mut c);
        c.0
    }

    /// The generator compiled with single-instruction population and leading/trailing zero
    /// counts (the default x86-64 target emulates `popcnt` with a dozen instructions, and the
    /// counter pop-counts every target set). Perft runs measurably faster (see
    /// `docs/raumschach.md`).
    ///
    /// # Safety
    /// The CPU must support `popcnt`, `lzcnt` and `bmi1`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    unsafe fn legal_move_count_bmi(&self) -> u64 {
        let mut c = Counter(0);
        self.generate::<_, false>(&mut c);
        c.0
    }

    /// [`Self::noisy_moves`] with the same instructions as [`Self::legal_move_count_bmi`].
    ///
    /// # Safety
    /// The CPU must support `popcnt`, `lzcnt` and `bmi1`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    unsafe fn noisy_moves_bmi(&self, moves: &mut MoveList) {
        self.generate::<_, true>(&mut Collector(moves));
    }

    /// [`Self::legal_moves`] with the same instructions as [`Self::legal_move_count_bmi`].
    ///
    /// # Safety
    /// The CPU must support `popcnt`, `lzcnt` and `bmi1`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    unsafe fn legal_moves_bmi(&self, moves: &mut MoveList) {
        self.generate::<_, false>(&mut Collector(moves));
    }
}

/// Whether this CPU has `popcnt`, `lzcnt` and `bmi1` (detected once by std, then a cached
/// load).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn has_bit_instructions() -> bool {
    std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
}
