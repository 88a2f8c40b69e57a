//! Legal move generation for any compiled variant: per-piece target sets from the tables, then
//! legality by the facts of [`KingSafety`]: a move that neither starts on a sensitive square nor
//! fills one, made while not in check, is legal without a test; the rest (king moves, checks,
//! pins, en passant, castling) are tested by looking backwards from the king once.

use crate::attacks::KingSafety;
use crate::position::*;
use crate::tables::TermKind;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::{Move, MoveList};

/// Where generated moves go: a list, or a count (perft's last ply) from the same code.
pub(crate) trait MoveSink<B> {
    /// A move from `from` to each square of `targets`, all with `flags`.
    fn add(&mut self, from: Square, targets: B, flags: u16);
}

/// Counts moves without building them.
pub(crate) struct Counter(pub u64);

impl<B: Bitboard> MoveSink<B> for Counter {
    #[inline(always)]
    fn add(&mut self, _from: Square, targets: B, _flags: u16) {
        self.0 += targets.count() as u64;
    }
}

/// Appends moves to a list.
pub(crate) struct Collector<'a>(pub &'a mut MoveList);

impl<B: Bitboard> MoveSink<B> for Collector<'_> {
    #[inline(always)]
    fn add(&mut self, from: Square, targets: B, flags: u16) {
        for to in targets.squares() {
            self.0.push(Move::new(from, to, flags));
        }
    }
}

impl<B: Bitboard> FairyPosition<B> {
    /// Generates the legal moves into `sink`; with `NOISY_ONLY` (and not in check) only
    /// captures and promotions.
    pub(crate) fn generate<S: MoveSink<B>, const NOISY_ONLY: bool>(&self, sink: &mut S) {
        // A game ended by a rule that acts at once (a bare king) has no moves, as in
        // Fairy-Stockfish.
        if self.rules.spec.extinction.is_some() && self.extinction_outcome().is_some() {
            return;
        }
        if !self.rules.spec.checking {
            return self.generate_without_checks::<S, NOISY_ONLY>(sink);
        }
        let safety = self.king_safety();
        self.generate_with::<S, NOISY_ONLY>(sink, &safety);
    }

    fn generate_with<S: MoveSink<B>, const NOISY_ONLY: bool>(
        &self,
        sink: &mut S,
        safety: &KingSafety<B>,
    ) {
        let r = &*self.rules;
        let us = self.side;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[(!us).index()];
        let occ = own | enemy;
        let empty = r.all & !occ;
        let k = self.king[us.index()];
        let in_check = !safety.checkers.is_empty();
        let noisy = NOISY_ONLY && !in_check;
        let promo_region = r.promotion_region[us.index()];
        let evasion = if in_check {
            self.evasion_mask(safety)
        } else {
            r.all
        };
        let king_only = safety.checkers.has_many() && !r.double_check_blockable;

        for (t, per_color) in r.moves.iter().enumerate() {
            let mine = self.pieces(us, t);
            if mine.is_empty() || Some(t) == r.spec.royal || king_only {
                continue;
            }
            let promotes = r.promoting_mask >> t & 1 == 1;
            let tables = &per_color[us.index()];
            for from in mine.squares() {
                let mut targets = r.targets(t, us, from, own, enemy);
                if let Some(ds) = &tables.double_step {
                    if !noisy {
                        for to in (ds.get(from) & empty).squares() {
                            if empty.contains(Square((from.0 + to.0) / 2)) {
                                targets.set(to);
                            }
                        }
                    }
                }
                if noisy {
                    targets &= if promotes {
                        enemy | promo_region
                    } else {
                        enemy
                    };
                }
                targets &= evasion;
                if targets.is_empty() {
                    continue;
                }
                let full = in_check || safety.sensitive_from.contains(from);
                let unsure = if full {
                    targets
                } else {
                    targets & safety.sensitive_to & empty
                };
                let mut legal = targets.without(unsure);
                for to in unsure.squares() {
                    let captured = if enemy.contains(to) { to } else { NO_SQUARE };
                    if self.safe_after(safety, from, to, captured, k) {
                        legal.set(to);
                    }
                }
                self.emit(sink, t, from, legal, promotes, noisy.then_some(enemy));
            }
        }

        if let Some(royal) = r.spec.royal {
            if k != NO_SQUARE {
                let mut targets = r.targets(royal, us, k, own, enemy);
                if noisy {
                    targets &= enemy;
                }
                let mut legal = B::EMPTY;
                for to in targets.squares() {
                    let captured = if enemy.contains(to) { to } else { NO_SQUARE };
                    if self.safe_after(safety, k, to, captured, to) {
                        legal.set(to);
                    }
                }
                self.emit(sink, royal, k, legal, false, None);
            }
        }

        if !in_check && !NOISY_ONLY && self.castling != 0 {
            self.generate_castling(sink);
        }
        if self.ep != NO_SQUARE && !king_only {
            for (t, inverted) in &r.pawn_attackers[us.index()] {
                for from in (inverted.get(self.ep) & self.pieces(us, *t)).squares() {
                    if self.safe_after(safety, from, self.ep, self.ep_victim, k) {
                        sink.add(from, B::from_square(self.ep), KIND_EN_PASSANT << KIND_SHIFT);
                    }
                }
            }
        }
    }

    /// Sends the legal targets of a piece of type `t`, split into promotions and plain moves;
    /// with `captures_only`, plain moves only onto those squares (the quiescence search's
    /// promotions without their non-promoting twins).
    #[inline(always)]
    fn emit<S: MoveSink<B>>(
        &self,
        sink: &mut S,
        t: usize,
        from: Square,
        legal: B,
        promotes: bool,
        captures_only: Option<B>,
    ) {
        let r = &*self.rules;
        let us = self.side;
        let mut plain = legal;
        if promotes {
            let region = r.promotion_region[us.index()];
            let promo = legal & region;
            if !promo.is_empty() {
                let counts = &self.counts[us.index()];
                for &p in &r.spec.promotion.types[us.index()] {
                    let limit = r.spec.promotion.limits[p];
                    if limit == 0 || (counts[p] as u32) < limit {
                        sink.add(from, promo, p as u16 + 1);
                    }
                }
                if r.spec.promotion.mandatory {
                    plain = legal.without(region);
                }
            }
        }
        if r.spec.immobility_illegal {
            plain = plain.without(r.moves[t][us.index()].immobile);
        }
        if let Some(enemy) = captures_only {
            plain &= enemy;
        }
        sink.add(from, plain, 0);
    }

    /// In single check without screen-hoppers around: the checker and the squares between it
    /// and the king (a superset: every candidate is still tested).
    fn evasion_mask(&self, safety: &KingSafety<B>) -> B {
        let r = &*self.rules;
        if r.has_screens || safety.checkers.has_many() {
            return r.all;
        }
        let k = self.king[self.side.index()];
        let checker = safety.checkers.first().expect("a checker");
        let mut mask = safety.checkers;
        let rays = &r.rays[0];
        for d in 0..r.dirs.len() {
            if rays.ray(k, d).contains(checker) {
                mask |= rays.ray(k, d).without(rays.ray(checker, d));
            }
        }
        for term in &r.attacks[(!self.side).index()] {
            if let TermKind::Lame(table) = &term.kind {
                for (leg, origins) in table.legs(k) {
                    if origins.contains(checker) {
                        mask.set(leg);
                    }
                }
            }
        }
        mask
    }

    /// Castling as Fairy-Stockfish plays it: the squares between king and rook and both
    /// destinations empty, the king not in check and not passing an attacked square.
    fn generate_castling<S: MoveSink<B>>(&self, sink: &mut S) {
        let us = self.side;
        let shape = self.rules.shape;
        let occ = self.occupied();
        let kfrom = self.king[us.index()];
        if kfrom == NO_SQUARE {
            return;
        }
        for side in 0..2 {
            let i = 2 * us.index() + side;
            if self.castling >> i & 1 == 0 {
                continue;
            }
            let (kto, rfrom, rto) = self.castle_squares(i);
            let (kf, kt, rf, rt) = (
                shape.coord(kfrom).file,
                shape.coord(kto).file,
                shape.coord(rfrom).file,
                shape.coord(rto).file,
            );
            let rank = shape.coord(kfrom).rank;
            let mut clear = true;
            for f in kf.min(kt)..=kf.max(kt) {
                let sq = shape.square(tetrarch_geometry::Coord::new(f, rank, 0));
                clear &= sq == kfrom || sq == rfrom || !occ.contains(sq);
            }
            for f in rf.min(rt)..=rf.max(rt) {
                let sq = shape.square(tetrarch_geometry::Coord::new(f, rank, 0));
                clear &= sq == kfrom || sq == rfrom || !occ.contains(sq);
            }
            if !clear {
                continue;
            }
            // Every square from the destination back to (not including) the start.
            let mut safe = true;
            let mut f = kt;
            while f != kf {
                let sq = shape.square(tetrarch_geometry::Coord::new(f, rank, 0));
                if self.attacked(sq, !us) {
                    safe = false;
                    break;
                }
                f = if kt > kf { f - 1 } else { f + 1 };
            }
            if safe && kto != kfrom {
                let kind = if side == 0 {
                    KIND_CASTLE_KINGSIDE
                } else {
                    KIND_CASTLE_QUEENSIDE
                };
                sink.add(kfrom, B::from_square(kto), kind << KIND_SHIFT);
            }
        }
    }

    /// `checking = false`: every move that would give check is illegal, found by playing it.
    fn generate_without_checks<S: MoveSink<B>, const NOISY_ONLY: bool>(&self, sink: &mut S) {
        let safety = self.king_safety();
        let mut all = MoveList::new();
        self.generate_with::<_, NOISY_ONLY>(&mut Collector(&mut all), &safety);
        let mut p = self.clone();
        for m in all {
            p.do_move(m);
            let gives_check = p.king_attacked();
            p.undo_move(m);
            if !gives_check {
                sink.add(m.from(), B::from_square(m.to()), m.flags());
            }
        }
    }

    /// Every legal move.
    pub(crate) fn legal_moves(&self, moves: &mut MoveList) {
        self.generate::<_, false>(&mut Collector(moves));
    }

    /// Captures and promotions (every evasion in check).
    pub(crate) fn noisy_moves(&self, moves: &mut MoveList) {
        self.generate::<_, true>(&mut Collector(moves));
    }

    /// The number of legal moves, counted without building them.
    pub(crate) fn legal_move_count(&self) -> u64 {
        let mut c = Counter(0);
        self.generate::<_, false>(&mut c);
        c.0
    }
}
