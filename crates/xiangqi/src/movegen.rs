//! Legal move generation and bulk counting.
//!
//! Pseudo-legal targets come from the data-built tables; legality avoids making the move:
//! when not in check, a piece that stands on no "danger" square (a line from its general
//! holding an enemy chariot, cannon or general, or a leg of a horse attack) and lands off
//! those lines cannot expose its general, so its moves are legal without a test. Every other
//! move is tested with [`XiangqiPosition::safe_after`] on updated occupancy bitboards.

use crate::tables::TABLES;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_movegen::{Move, MoveList};

type B = Bitboard128;

/// Receives legal moves: appended to a list or only counted.
pub(crate) trait MoveSink {
    /// Every square of `targets` is a legal destination from `from`.
    fn add_all(&mut self, from: Square, targets: B);
    /// One legal move.
    fn add(&mut self, from: Square, to: Square);
}

impl MoveSink for MoveList {
    #[inline(always)]
    fn add_all(&mut self, from: Square, targets: B) {
        for to in targets.squares() {
            self.push(Move::new(from, to, 0));
        }
    }
    #[inline(always)]
    fn add(&mut self, from: Square, to: Square) {
        self.push(Move::new(from, to, 0));
    }
}

/// Counts moves without storing them (perft's last ply).
pub(crate) struct MoveCounter(pub u64);

impl MoveSink for MoveCounter {
    #[inline(always)]
    fn add_all(&mut self, _from: Square, targets: B) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn add(&mut self, _from: Square, _to: Square) {
        self.0 += 1;
    }
}

impl XiangqiPosition {
    /// Pseudo-legal destinations of the `kind` piece of the side to move on `from`, own pieces
    /// excluded.
    #[inline(always)]
    pub(crate) fn targets(&self, kind: PieceKind, from: Square) -> B {
        let t = &*TABLES;
        let us = self.side.index();
        let occ = self.occupied();
        let own = self.by_color[us];
        let i = from.index();
        let raw = match kind {
            PieceKind::King => t.king[us][i],
            PieceKind::Advisor => t.advisor[us][i],
            PieceKind::Elephant => t.elephant[us].get(from, occ),
            PieceKind::Horse => t.horse.get(from, occ),
            PieceKind::Chariot => t.rays.slide(from, occ),
            PieceKind::Cannon => {
                (t.rays.slide(from, occ) & !occ) | (t.rays.hop(from, occ) & self.by_color[us ^ 1])
            }
            PieceKind::Soldier => t.soldier[us][i],
        };
        raw & !own
    }

    /// The danger squares for the side to move: `(lines, lines | legs)` (see the module doc).
    #[inline(always)]
    fn danger(&self) -> (B, B) {
        let t = &*TABLES;
        let us = self.side;
        let them = self.by_color[us.opponent().index()];
        let king = self.kings[us.index()];
        let line_attackers = (self.by_kind[PieceKind::Chariot.index()]
            | self.by_kind[PieceKind::Cannon.index()]
            | self.by_kind[PieceKind::King.index()])
            & them;
        let mut lines = B::EMPTY;
        for d in 0..4 {
            let ray = t.lines[king.index()][d];
            if ray.intersects(line_attackers) {
                lines |= ray;
            }
        }
        let horses = self.by_kind[PieceKind::Horse.index()] & them;
        let legs = if t.horse_reach[king.index()].intersects(horses) {
            t.diagonal[king.index()]
        } else {
            B::EMPTY
        };
        (lines, lines | legs)
    }

    /// When in check: the squares a non-general move must reach to have a chance of ending
    /// the check (capture or block a single checker), and the cannon screen, whose own moves
    /// may end it by leaving the line. Every square and no screen under a double check.
    #[inline]
    fn evasion_squares(&self) -> (B, B) {
        let t = &*TABLES;
        let us = self.side;
        let them = self.by_color[us.opponent().index()];
        let king = self.kings[us.index()];
        let occ = self.occupied();
        let kind = |k: PieceKind| self.by_kind[k.index()] & them;
        let horses = t.horse_attackers.get(king, occ) & kind(PieceKind::Horse);
        let soldiers =
            t.soldier_attackers[us.opponent().index()][king.index()] & kind(PieceKind::Soldier);
        let mut checkers = horses | soldiers;
        let mut block = B::EMPTY;
        let mut screen = B::EMPTY;
        if let Some(h) = horses.first() {
            // The horse's leg: next to the horse, diagonal to the general.
            block |= t.orthogonal[h.index()] & t.diagonal[king.index()];
        }
        for d in 0..4 {
            let Some(first) = t.rays.first_blocker(king, d, occ) else {
                continue;
            };
            let between = |far: Square| t.rays.ray(king, d) & !t.rays.ray(far, d);
            if kind(PieceKind::Chariot).contains(first) {
                checkers.set(first);
                block |= between(first);
            } else if let Some(second) = t.rays.first_blocker(first, d, occ) {
                if kind(PieceKind::Cannon).contains(second) {
                    checkers.set(second);
                    block |= between(second) & !B::from_square(first);
                    screen.set(first);
                }
            }
        }
        if checkers.has_many() {
            (Bitboard128(!0), B::EMPTY)
        } else {
            (checkers | block, screen)
        }
    }

    /// Feeds every legal move whose destination lies in `mask` to `sink`.
    #[inline(always)]
    pub(crate) fn legal_moves<S: MoveSink>(&self, sink: &mut S, mask: B) {
        let t = &*TABLES;
        let us = self.side.index();
        let own = self.by_color[us];
        let enemy = self.by_color[us ^ 1];
        let occ = own | enemy;
        let allowed = mask & !own;
        let king = self.kings[us];
        for to in (t.king[us][king.index()] & allowed).squares() {
            if self.safe_after(king, to) {
                sink.add(king, to);
            }
        }
        let in_check = self.checked;
        let (lines, danger) = self.danger();
        let (evasion, screen) = if in_check {
            self.evasion_squares()
        } else {
            (B::EMPTY, B::EMPTY)
        };
        // One piece's legal moves among its pseudo-legal `targets`.
        let mut emit = |from: Square, targets: B| {
            if in_check {
                let candidates = if screen.contains(from) {
                    targets
                } else {
                    targets & evasion
                };
                for to in candidates.squares() {
                    if self.safe_after(from, to) {
                        sink.add(from, to);
                    }
                }
            } else if danger.contains(from) {
                for to in targets.squares() {
                    if self.safe_after_quiet(from, to) {
                        sink.add(from, to);
                    }
                }
            } else {
                sink.add_all(from, targets & !lines);
                for to in (targets & lines).squares() {
                    if self.safe_after_quiet(from, to) {
                        sink.add(from, to);
                    }
                }
            }
        };
        let kind = |k: PieceKind| own & self.by_kind[k.index()];
        for from in kind(PieceKind::Chariot).squares() {
            emit(from, t.rays.slide(from, occ) & allowed);
        }
        for from in kind(PieceKind::Cannon).squares() {
            let quiet = t.rays.slide(from, occ) & !occ;
            let captures = t.rays.hop(from, occ) & enemy;
            emit(from, (quiet | captures) & mask);
        }
        for from in kind(PieceKind::Horse).squares() {
            emit(from, t.horse.get(from, occ) & allowed);
        }
        for from in kind(PieceKind::Soldier).squares() {
            emit(from, t.soldier[us][from.index()] & allowed);
        }
        for from in kind(PieceKind::Advisor).squares() {
            emit(from, t.advisor[us][from.index()] & allowed);
        }
        for from in kind(PieceKind::Elephant).squares() {
            emit(from, t.elephant[us].get(from, occ) & allowed);
        }
    }

    /// Whether the move word `m` is a legal move here (any 32-bit word is accepted).
    pub(crate) fn move_is_legal(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        if m.flags() != 0 || from.index() >= 90 || to.index() >= 90 {
            return false;
        }
        let Some(p) = self.piece_at(from) else {
            return false;
        };
        p.color == self.side && self.targets(p.kind, from).contains(to) && self.safe_after(from, to)
    }
}
