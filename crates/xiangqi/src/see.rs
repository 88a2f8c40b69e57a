//! Static exchange evaluation on one square, with x-rays: every capture removes the capturer
//! from the occupancy, so chariots behind it slide through and cannons find new screens.
//! Pins and the flying-general rule are ignored, as usual for SEE.

use crate::weights::SEE_VALUE;
use crate::{Piece, PieceKind, XiangqiPosition};
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_movegen::Move;

/// Exchange values; the general is priceless (it may only capture last).
fn value(kind: PieceKind) -> i32 {
    SEE_VALUE[kind.index()]
}

/// Cheapest first.
const ATTACKER_ORDER: [PieceKind; 7] = [
    PieceKind::Soldier,
    PieceKind::Advisor,
    PieceKind::Elephant,
    PieceKind::Horse,
    PieceKind::Cannon,
    PieceKind::Chariot,
    PieceKind::King,
];

impl XiangqiPosition {
    /// The material balance of `m` followed by the best sequence of recaptures on its square.
    pub fn see(&self, m: Move) -> i32 {
        let (from, to) = (m.from(), m.to());
        let Some(mover) = self.piece_at(from) else {
            return 0;
        };
        self.exchange(mover, from, to)
    }

    /// Whether quiet move `m` takes its piece off a square where the opponent wins material
    /// by capturing it: the exchange of the piece stepping back onto its origin loses
    /// (Stockfish's `!see_ge(reverse_move(m))`, read before the move).
    pub fn escapes_capture(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        match self.piece_at(from) {
            Some(mover) if self.piece_at(to).is_none() => self.exchange(mover, to, from) < 0,
            _ => false,
        }
    }

    /// The balance of `mover` stepping from `from` onto `to` (taking an enemy piece there; for
    /// `escapes_capture`, `to` is the mover's own square and takes nothing) and the best
    /// sequence of recaptures; every other piece stands where it stands now.
    fn exchange(&self, mover: Piece, from: Square, to: Square) -> i32 {
        let to_bit = Bitboard128::from_square(to);
        let mut gain = [0i32; 40];
        gain[0] = self
            .piece_at(to)
            .filter(|p| p.color != mover.color)
            .map_or(0, |p| value(p.kind));
        let mut on_square = value(mover.kind);
        let mut present = self.occupied() & !Bitboard128::from_square(from) & !to_bit;
        let mut side = mover.color.opponent();
        let mut d = 0;
        loop {
            let occ = present | to_bit;
            let attackers = self.attackers_to(to, side, occ, present);
            let Some((sq, kind)) = ATTACKER_ORDER.iter().find_map(|&k| {
                (attackers & self.by_kind[k.index()])
                    .first()
                    .map(|s| (s, k))
            }) else {
                break;
            };
            d += 1;
            gain[d] = on_square - gain[d - 1];
            if (-gain[d - 1]).max(gain[d]) < 0 || d + 1 == gain.len() {
                break;
            }
            on_square = value(kind);
            present.clear(sq);
            side = side.opponent();
        }
        while d > 0 {
            gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
            d -= 1;
        }
        gain[0]
    }
}
