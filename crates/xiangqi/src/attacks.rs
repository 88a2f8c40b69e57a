//! Attack detection and the flying-general rule (the generals may never face each other on
//! an open file: the enemy general "attacks" along its file like a chariot).

use crate::tables::{NO_LINE, TABLES};
use crate::{PieceKind, XiangqiPosition};
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_movegen::{Color, Move};

type B = Bitboard128;

/// Whether a chariot (or the facing general) in `sliders`, or a cannon over one screen,
/// reaches `king` along ray `d` on occupancy `occ`.
#[inline(always)]
fn line_attack(king: Square, d: usize, occ: B, sliders: B, cannons: B) -> bool {
    let rays = &TABLES.rays;
    let Some(first) = rays.first_blocker(king, d, occ) else {
        return false;
    };
    if sliders.contains(first) {
        return true;
    }
    match rays.first_blocker(first, d, occ) {
        Some(second) => cannons.contains(second),
        None => false,
    }
}

/// Whether a general on `king` is attacked by `attacker`'s pieces among `pieces`, with
/// `kinds` the per-kind squares and `occ` the occupancy.
///
/// Only chariots, cannons, horses, soldiers and the facing general can ever reach a general:
/// advisors and elephants never leave their own half.
#[inline(always)]
fn attacked(king: Square, attacker: Color, occ: B, kinds: &[B; 7], pieces: B) -> bool {
    let t = &*TABLES;
    let horses = kinds[PieceKind::Horse.index()] & pieces;
    if t.horse_attackers.get(king, occ).intersects(horses) {
        return true;
    }
    let soldiers = kinds[PieceKind::Soldier.index()] & pieces;
    if t.soldier_attackers[attacker.index()][king.index()].intersects(soldiers) {
        return true;
    }
    // The general counts as a chariot: it only ever shares a file with the other general.
    let sliders = (kinds[PieceKind::Chariot.index()] | kinds[PieceKind::King.index()]) & pieces;
    let cannons = kinds[PieceKind::Cannon.index()] & pieces;
    for d in 0..4 {
        if t.lines[king.index()][d].intersects(sliders | cannons)
            && line_attack(king, d, occ, sliders, cannons)
        {
            return true;
        }
    }
    false
}

impl XiangqiPosition {
    /// Whether `color`'s general on `king` would be attacked by the pieces `them` (a subset
    /// of the opponent's pieces) on a board with occupancy `occ`.
    #[inline(always)]
    pub(crate) fn king_attacked(&self, color: Color, king: Square, occ: B, them: B) -> bool {
        attacked(king, color.opponent(), occ, &self.by_kind, them)
    }

    /// Whether `m` (a legal move) gives check, without making it.
    pub(crate) fn move_gives_check(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        let Some(moved) = self.piece_at(from) else {
            return false;
        };
        let (from_bit, to_bit) = (B::from_square(from), B::from_square(to));
        let mut kinds = self.by_kind;
        if let Some(captured) = self.piece_at(to) {
            kinds[captured.kind.index()].clear(to);
        }
        kinds[moved.kind.index()] ^= from_bit | to_bit;
        let occ = (self.occupied() ^ from_bit) | to_bit;
        let ours = (self.by_color[self.side.index()] ^ from_bit) | to_bit;
        let enemy_king = self.kings[self.side.opponent().index()];
        attacked(enemy_king, self.side, occ, &kinds, ours)
    }

    /// Whether the side to move's general is attacked now.
    pub(crate) fn compute_in_check(&self) -> bool {
        let us = self.side;
        self.king_attacked(
            us,
            self.kings[us.index()],
            self.occupied(),
            self.by_color[us.opponent().index()],
        )
    }

    /// Whether the side to move's general is safe after moving the piece on `from` to `to`
    /// (a pseudo-legal move).
    #[inline(always)]
    pub(crate) fn safe_after(&self, from: Square, to: Square) -> bool {
        let us = self.side;
        let to_bit = B::from_square(to);
        let occ = (self.occupied() ^ B::from_square(from)) | to_bit;
        let them = self.by_color[us.opponent().index()] & !to_bit;
        let king = if from == self.kings[us.index()] {
            to
        } else {
            self.kings[us.index()]
        };
        !self.king_attacked(us, king, occ, them)
    }

    /// [`Self::safe_after`] for a non-general move when the side to move is not in check:
    /// only the lines through `from` and `to` and a horse leg vacated at `from` can change.
    #[inline(always)]
    pub(crate) fn safe_after_quiet(&self, from: Square, to: Square) -> bool {
        let t = &*TABLES;
        let us = self.side;
        let king = self.kings[us.index()];
        let to_bit = B::from_square(to);
        let occ = (self.occupied() ^ B::from_square(from)) | to_bit;
        let them = self.by_color[us.opponent().index()] & !to_bit;
        let sliders = (self.by_kind[PieceKind::Chariot.index()]
            | self.by_kind[PieceKind::King.index()])
            & them;
        let cannons = self.by_kind[PieceKind::Cannon.index()] & them;
        let dirs = &t.line_direction[king.index()];
        let (df, dt) = (dirs[from.index()], dirs[to.index()]);
        if df != NO_LINE && line_attack(king, df as usize, occ, sliders, cannons) {
            return false;
        }
        if dt != NO_LINE && dt != df && line_attack(king, dt as usize, occ, sliders, cannons) {
            return false;
        }
        if t.diagonal[king.index()].contains(from) {
            let horses = self.by_kind[PieceKind::Horse.index()] & them;
            if t.horse_attackers.get(king, occ).intersects(horses) {
                return false;
            }
        }
        true
    }

    /// Whether `color`'s pieces attack `sq` (any square, for exchanges): every piece kind,
    /// the general by its palace steps (not the flying rule), on occupancy `occ`, counting
    /// only the pieces in `pieces`. Returns the attackers.
    pub(crate) fn attackers_to(&self, sq: Square, color: Color, occ: B, pieces: B) -> B {
        let t = &*TABLES;
        let own = self.by_color[color.index()] & pieces;
        let kind = |k: PieceKind| self.by_kind[k.index()] & own;
        let mut a = t.horse_attackers.get(sq, occ) & kind(PieceKind::Horse);
        a |= t.soldier_attackers[color.index()][sq.index()] & kind(PieceKind::Soldier);
        // Palace and elephant steps are symmetric and their zones contain both ends.
        a |= t.king[color.index()][sq.index()] & kind(PieceKind::King);
        a |= t.advisor[color.index()][sq.index()] & kind(PieceKind::Advisor);
        a |= t.elephant[color.index()].get(sq, occ) & kind(PieceKind::Elephant);
        a |= t.rays.slide(sq, occ) & kind(PieceKind::Chariot);
        a |= t.rays.hop(sq, occ) & kind(PieceKind::Cannon);
        a
    }
}
