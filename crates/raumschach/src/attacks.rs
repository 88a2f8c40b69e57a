//! Attacks by reverse look-up: who attacks a cell is read from the cell's own tables (knight
//! and king leaps are symmetric, a pawn's attackers sit on the opposite colour's capture cells,
//! sliders are found on the cell's empty-board lines and confirmed by an empty `between`).

use crate::position::{Bb, RaumschachPosition};
use crate::PieceKind;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::Color;

/// Checkers of the side to move and its pinned pieces.
#[derive(Copy, Clone, Debug)]
pub(crate) struct KingSafety {
    pub checkers: Bb,
    pub pinned: Bb,
}

impl RaumschachPosition {
    /// Rook-like, bishop-like and unicorn-like pieces of `color` (queens in all three).
    #[inline(always)]
    pub(crate) fn slider_sets(&self, color: Color) -> (Bb, Bb, Bb) {
        let own = self.by_color[color.index()];
        let q = self.by_kind[PieceKind::Queen.index()];
        (
            (self.by_kind[PieceKind::Rook.index()] | q) & own,
            (self.by_kind[PieceKind::Bishop.index()] | q) & own,
            (self.by_kind[PieceKind::Unicorn.index()] | q) & own,
        )
    }

    /// The cells a piece of `kind` (not a pawn) on `sq` attacks given `occ`.
    #[inline(always)]
    pub(crate) fn piece_attacks(&self, kind: PieceKind, sq: Square, occ: Bb) -> Bb {
        let t = self.tables;
        match kind {
            PieceKind::Knight => t.knight.get(sq),
            PieceKind::Bishop => t.bishop_slides.attacks(sq, occ),
            PieceKind::Unicorn => t.unicorn_slides.attacks(sq, occ),
            PieceKind::Rook => t.rook_slides.attacks(sq, occ),
            PieceKind::Queen => {
                t.rook_slides.attacks(sq, occ)
                    | t.bishop_slides.attacks(sq, occ)
                    | t.unicorn_slides.attacks(sq, occ)
            }
            PieceKind::King => t.king.get(sq),
            PieceKind::Pawn => Bb::EMPTY,
        }
    }

    /// Sliders of `by` that would attack `sq` on an empty board.
    #[inline(always)]
    fn slider_candidates(&self, sq: Square, by: Color) -> Bb {
        let t = self.tables;
        let (rq, bq, uq) = self.slider_sets(by);
        (t.rook_reach[sq.index()] & rq)
            | (t.bishop_reach[sq.index()] & bq)
            | (t.unicorn_reach[sq.index()] & uq)
    }

    /// Leapers and pawns of `by` attacking `sq`.
    #[inline(always)]
    fn leaper_attackers(&self, sq: Square, by: Color) -> Bb {
        let t = self.tables;
        let theirs = self.by_color[by.index()];
        ((t.knight.get(sq) & self.by_kind[PieceKind::Knight.index()])
            | (t.king.get(sq) & self.by_kind[PieceKind::King.index()])
            | (t.pawn_capture[(!by).index()].get(sq) & self.by_kind[PieceKind::Pawn.index()]))
            & theirs
    }

    /// Whether `by` attacks `sq` when the occupied cells are `occ`.
    #[inline(always)]
    pub(crate) fn attacked_by(&self, sq: Square, by: Color, occ: Bb) -> bool {
        if !self.leaper_attackers(sq, by).is_empty() {
            return true;
        }
        let t = self.tables;
        let candidates = self.slider_candidates(sq, by) & occ;
        for s in candidates.squares() {
            if (t.between(sq, s) & occ).is_empty() {
                return true;
            }
        }
        false
    }

    /// Every piece of `by` attacking `sq` with occupancy `occ` (pieces off `occ` are ignored).
    pub(crate) fn attackers_to(&self, sq: Square, by: Color, occ: Bb) -> Bb {
        let t = self.tables;
        let mut attackers = self.leaper_attackers(sq, by) & occ;
        for s in (self.slider_candidates(sq, by) & occ).squares() {
            if (t.between(sq, s) & occ).is_empty() {
                attackers.set(s);
            }
        }
        attackers
    }

    /// Whether the side to move's king is attacked.
    #[inline]
    pub(crate) fn king_attacked(&self) -> bool {
        let us = self.side;
        self.attacked_by(self.king[us.index()], !us, self.occupied())
    }

    /// Whether the side that just moved left its own king attacked (an illegal position).
    pub(crate) fn opponent_king_attacked(&self) -> bool {
        let them = !self.side;
        self.attacked_by(self.king[them.index()], self.side, self.occupied())
    }

    /// The ray from the king of the side to move through `pinned` to the board's edge: the
    /// only cells a pinned piece may move to (its pinner is the first enemy piece on it).
    /// Pins are rare, so the direction is searched for rather than tabulated.
    pub(crate) fn pin_ray(&self, pinned: Square) -> Bb {
        let t = self.tables;
        let k = self.king[self.side.index()];
        for table in [&t.rook, &t.bishop, &t.unicorn] {
            for d in 0..table.directions() {
                let ray = table.ray(k, d);
                if ray.contains(pinned) {
                    return ray;
                }
            }
        }
        Bb::EMPTY
    }

    /// Checkers and pins of the side to move, in one pass over the enemy sliders that see the
    /// king's lines.
    #[inline(always)]
    pub(crate) fn king_safety(&self) -> KingSafety {
        let us = self.side;
        let them = !us;
        let t = self.tables;
        let k = self.king[us.index()];
        let own = self.by_color[us.index()];
        let occ = self.occupied();
        let mut s = KingSafety {
            checkers: self.leaper_attackers(k, them),
            pinned: Bb::EMPTY,
        };
        for sniper in self.slider_candidates(k, them).squares() {
            let between = t.between(k, sniper);
            let blockers = between & occ;
            if blockers.is_empty() {
                s.checkers.set(sniper);
            } else if !blockers.has_many() && blockers.intersects(own) {
                s.pinned |= blockers;
            }
        }
        s
    }
}
