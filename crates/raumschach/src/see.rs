//! Static exchange evaluation: the material balance of the capture sequence on one cell when
//! both sides always recapture with their least valuable attacker (x-rays included, since
//! attackers are recomputed after each capture; pins ignored, as in most engines).

use crate::position::{Bb, RaumschachPosition};
use crate::weights::ORDER_VALUE;
use crate::PieceKind;
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Move;

/// Kinds from the cheapest to the dearest (the unicorn is worth less than the knight).
const LEAST_VALUABLE_FIRST: [PieceKind; 7] = [
    PieceKind::Pawn,
    PieceKind::Unicorn,
    PieceKind::Knight,
    PieceKind::Bishop,
    PieceKind::Rook,
    PieceKind::Queen,
    PieceKind::King,
];

impl RaumschachPosition {
    /// Whether `m` wins at least `threshold` centipawns after the best exchange sequence.
    pub(crate) fn see_at_least(&self, m: Move, threshold: i32) -> bool {
        let (from, to) = (m.from(), m.to());
        let promo = (m.flags() & 7) as usize;
        let mover = if promo != 0 {
            promo
        } else {
            (self.board[from.index()] & 7) as usize
        };
        let mut gain = ORDER_VALUE[(self.board[to.index()] & 7) as usize];
        if promo != 0 {
            gain += ORDER_VALUE[promo] - ORDER_VALUE[PieceKind::Pawn.index()];
        }
        let mut swap = gain - threshold;
        if swap < 0 {
            return false;
        }
        swap = ORDER_VALUE[mover] - swap;
        if swap <= 0 {
            return true;
        }
        let mut occ = self.occupied() & !Bb::from_square(from) & !Bb::from_square(to);
        let mut stm = self.side;
        let mut res = true;
        loop {
            stm = !stm;
            let stm_attackers = self.attackers_to(to, stm, occ);
            if stm_attackers.is_empty() {
                break;
            }
            res = !res;
            let (sq, kind) = LEAST_VALUABLE_FIRST
                .into_iter()
                .find_map(|k| {
                    (stm_attackers & self.by_kind[k.index()])
                        .first()
                        .map(|s| (s, k))
                })
                .expect("an attacker has a kind");
            if kind == PieceKind::King {
                // The king may only take last: if the other side still attacks, it cannot.
                let other = self.attackers_to(to, !stm, occ & !Bb::from_square(sq));
                return if other.is_empty() { res } else { !res };
            }
            swap = ORDER_VALUE[kind.index()] - swap;
            if swap < res as i32 {
                break;
            }
            occ &= !Bb::from_square(sq);
        }
        res
    }
}
