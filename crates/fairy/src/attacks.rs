//! Attack detection read backwards from the attacked square through the compiled attack terms,
//! and the per-node facts legality needs: checkers, and the squares where a move might expose
//! the king (pinned pieces, the lines of screen-hopping attackers, lame leapers' legs).

use crate::position::{FairyPosition, NO_SQUARE};
use crate::tables::{AttackTerm, TermKind};
use smallvec::SmallVec;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::Color;

/// The attackers of each term of one colour, gathered once per node.
pub(crate) type TermSets<B> = SmallVec<[B; 32]>;

/// What a node's move generation needs to know about the mover's king.
#[derive(Clone, Debug)]
pub(crate) struct KingSafety<B> {
    /// The enemy's attacker sets per term, then per flying-general term.
    pub sets: TermSets<B>,
    pub royal_sets: TermSets<B>,
    pub checkers: B,
    /// Own pieces whose leaving might expose the king.
    pub sensitive_from: B,
    /// Empty squares whose filling might expose the king (becoming a screen).
    pub sensitive_to: B,
}

impl<B: Bitboard> FairyPosition<B> {
    /// The attacker sets of `by`'s terms.
    #[inline]
    pub(crate) fn term_sets(&self, terms: &[AttackTerm<B>], by: Color) -> TermSets<B> {
        terms.iter().map(|t| self.pieces_of(by, t.types)).collect()
    }

    /// Whether a term's pieces (`set`) attack `sq` with `occ` occupied.
    #[inline(always)]
    fn term_hits(&self, term: &AttackTerm<B>, set: B, sq: Square, occ: B) -> B {
        if let Some(z) = term.zone {
            if !z.contains(sq) {
                return B::EMPTY;
            }
        }
        let rays = &self.rules.rays;
        match &term.kind {
            TermKind::Leap(table) => table.get(sq) & set,
            TermKind::Slide(r) => {
                match rays[r.table as usize].first_blocker(sq, r.dir as usize, occ) {
                    Some(b) if set.contains(b) => B::from_square(b),
                    _ => B::EMPTY,
                }
            }
            TermKind::Lame(table) => table.get(sq, occ) & set,
            TermKind::Hurdle(r) => {
                let d = r.dir as usize;
                let hit = rays[0]
                    .first_blocker(sq, d, occ)
                    .and_then(|screen| rays[0].first_blocker(screen, d, occ));
                match hit {
                    Some(b) if set.contains(b) => B::from_square(b),
                    _ => B::EMPTY,
                }
            }
            TermKind::Grass(r) => {
                let d = r.dir as usize;
                let hit = self
                    .rules
                    .neighbour(sq, d)
                    .filter(|h| occ.contains(*h))
                    .and_then(|h| rays[0].first_blocker(h, d, occ));
                match hit {
                    Some(b) if set.contains(b) => B::from_square(b),
                    _ => B::EMPTY,
                }
            }
        }
    }

    /// Whether `by` attacks `sq` with `occ` occupied, ignoring its pieces on `exclude` (one
    /// just captured). `sets` are `by`'s term sets.
    #[inline]
    pub(crate) fn attacked_with(
        &self,
        terms: &[AttackTerm<B>],
        sets: &[B],
        sq: Square,
        occ: B,
        exclude: B,
    ) -> bool {
        terms.iter().zip(sets).any(|(term, &set)| {
            let set = set & !exclude;
            !set.is_empty() && !self.term_hits(term, set, sq, occ).is_empty()
        })
    }

    /// Every piece of `by` attacking `sq`.
    pub(crate) fn attackers_with(
        &self,
        terms: &[AttackTerm<B>],
        sets: &[B],
        sq: Square,
        occ: B,
    ) -> B {
        let mut b = B::EMPTY;
        for (term, &set) in terms.iter().zip(sets) {
            if !set.is_empty() {
                b |= self.term_hits(term, set, sq, occ);
            }
        }
        b
    }

    /// Whether `by` attacks `sq` in the current position (castling paths).
    pub(crate) fn attacked(&self, sq: Square, by: Color) -> bool {
        let terms = &self.rules.attacks[by.index()];
        let sets = self.term_sets(terms, by);
        self.attacked_with(terms, &sets, sq, self.occupied(), B::EMPTY)
    }

    /// Whether the king of the side to move is attacked (or faces the other king where the
    /// flying general is a rule).
    pub(crate) fn king_attacked(&self) -> bool {
        self.royal_attacked(self.side)
    }

    /// Whether `color`'s king is attacked now.
    pub(crate) fn royal_attacked(&self, color: Color) -> bool {
        let k = self.king[color.index()];
        if k == NO_SQUARE {
            return false;
        }
        let them = !color;
        let r = &self.rules;
        let occ = self.occupied();
        let sets = self.term_sets(&r.attacks[them.index()], them);
        if self.attacked_with(&r.attacks[them.index()], &sets, k, occ, B::EMPTY) {
            return true;
        }
        let royal = self.term_sets(&r.royal_sight[them.index()], them);
        self.attacked_with(&r.royal_sight[them.index()], &royal, k, occ, B::EMPTY)
    }

    /// The facts about the mover's king for this node.
    pub(crate) fn king_safety(&self) -> KingSafety<B> {
        let us = self.side;
        let them = !us;
        let r = &self.rules;
        let terms = &r.attacks[them.index()];
        let sets = self.term_sets(terms, them);
        let royal_terms = &r.royal_sight[them.index()];
        let royal_sets = self.term_sets(royal_terms, them);
        let k = self.king[us.index()];
        let mut safety = KingSafety {
            sets,
            royal_sets,
            checkers: B::EMPTY,
            sensitive_from: B::EMPTY,
            sensitive_to: B::EMPTY,
        };
        if k == NO_SQUARE {
            return safety;
        }
        let occ = self.occupied();
        let own = self.by_color[us.index()];
        safety.checkers = self.attackers_with(terms, &safety.sets, k, occ);
        let all_terms = terms
            .iter()
            .zip(&safety.sets)
            .chain(royal_terms.iter().zip(&safety.royal_sets));
        for (term, &set) in all_terms {
            if set.is_empty() || term.zone.is_some_and(|z| !z.contains(k)) {
                continue;
            }
            match &term.kind {
                TermKind::Leap(_) => {}
                TermKind::Slide(rr) => {
                    let table = &r.rays[rr.table as usize];
                    let d = rr.dir as usize;
                    if let Some(b1) = table.first_blocker(k, d, occ) {
                        if own.contains(b1) {
                            if let Some(b2) = table.first_blocker(b1, d, occ) {
                                if set.contains(b2) && table.ray(k, d).contains(b2) {
                                    safety.sensitive_from.set(b1);
                                }
                            }
                        }
                    }
                }
                TermKind::Hurdle(rr) | TermKind::Grass(rr) => {
                    let ray = r.rays[0].ray(k, rr.dir as usize);
                    safety.sensitive_from |= ray & own;
                    safety.sensitive_to |= ray;
                }
                TermKind::Lame(table) => {
                    for (leg, origins) in table.legs(k) {
                        if own.contains(leg) && origins.intersects(set) {
                            safety.sensitive_from.set(leg);
                        }
                    }
                }
            }
        }
        safety
    }

    /// Whether the mover's king is safe after a move from `from` to `to` that removes the
    /// enemy piece on `captured` (if any) and leaves the king on `king_to`.
    #[inline]
    pub(crate) fn safe_after(
        &self,
        safety: &KingSafety<B>,
        from: Square,
        to: Square,
        captured: Square,
        king_to: Square,
    ) -> bool {
        if king_to == NO_SQUARE {
            return true;
        }
        let us = self.side;
        let them = !us;
        let mut occ = (self.occupied() & !B::from_square(from)) | B::from_square(to);
        let mut exclude = B::EMPTY;
        if captured != NO_SQUARE {
            exclude = B::from_square(captured);
            if captured != to {
                occ &= !exclude;
            }
        }
        let r = &self.rules;
        !self.attacked_with(
            &r.attacks[them.index()],
            &safety.sets,
            king_to,
            occ,
            exclude,
        ) && !self.attacked_with(
            &r.royal_sight[them.index()],
            &safety.royal_sets,
            king_to,
            occ,
            exclude,
        )
    }
}
