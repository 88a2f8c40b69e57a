//! A perpetual-chase test after Fairy-Stockfish's xiangqi adjudication, written from its
//! described behaviour: a move "chases" the enemy pieces it newly attacks (directly or by
//! discovery) that are unprotected, or that are worth more than the attacker (a horse or
//! cannon on a chariot; an advisor or elephant on a chariot, cannon or horse). Generals and
//! soldiers still on their own side of the river are never chased, and attacks between two
//! pieces of the same kind that could take each other do not count (unless the victim is
//! pinned). Over a repetition, a side whose every move kept chasing the same piece loses.
//!
//! Covered: direct and discovered attacks, protection by any piece not pinned to its general,
//! a general's protection that would face the other general, pinned victims, the asymmetric
//! horse pair, a protector newly pinned ("fake roots"), and threats masked by a new
//! discovered check. "Pinned" here means "its removal exposes the general"; Fairy-Stockfish's
//! blockers also count the single screen of a cannon that gives check, a difference that only
//! shows in positions with cannon checks.

use crate::piece::NO_PIECE;
use crate::tables::TABLES;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_geometry::{Bitboard, Bitboard128, Square};
use tetrarch_movegen::{Color, Move, Outcome};

type B = Bitboard128;

/// Capture targets of a `kind` piece of `color` on `sq` over occupancy `occ` (any colour).
fn attacks(kind: PieceKind, color: Color, sq: Square, occ: B) -> B {
    let t = &*TABLES;
    let c = color.index();
    match kind {
        PieceKind::King => t.king[c][sq.index()],
        PieceKind::Advisor => t.advisor[c][sq.index()],
        PieceKind::Elephant => t.elephant[c].get(sq, occ),
        PieceKind::Horse => t.horse.get(sq, occ),
        PieceKind::Chariot => t.rays.slide(sq, occ),
        PieceKind::Cannon => t.rays.hop(sq, occ),
        PieceKind::Soldier => t.soldier[c][sq.index()],
    }
}

/// Follows a set of pieces back over move `m`: a piece on `m`'s destination came from its
/// origin.
fn undo_board(b: B, m: Move) -> B {
    if b.contains(m.to()) {
        (b ^ B::from_square(m.to())) | B::from_square(m.from())
    } else {
        b
    }
}

impl XiangqiPosition {
    /// The pieces of `owner` whose removal would expose `victim`'s general to the pieces of
    /// `victim`'s opponent: `owner == victim` gives the pinned pieces, the other colour the
    /// pieces whose move would give a discovered check.
    fn blockers(&self, victim: Color, owner: Color) -> B {
        let t = &*TABLES;
        let king = self.kings[victim.index()];
        let candidates = self.by_color[owner.index()] & !self.by_kind[PieceKind::King.index()];
        let them = self.by_color[victim.opponent().index()];
        let near = t.lines[king.index()]
            .iter()
            .fold(t.diagonal[king.index()], |a, &l| a | l);
        let mut blockers = B::EMPTY;
        for sq in (candidates & near).squares() {
            let bit = B::from_square(sq);
            if self.king_attacked(victim, king, self.occupied() ^ bit, them & !bit) {
                blockers.set(sq);
            }
        }
        blockers
    }

    /// `color`'s pinned pieces.
    fn pinned(&self, color: Color) -> B {
        self.blockers(color, color)
    }

    /// The side to move's pieces chased by `m`, the move just made (`captured`: whether it
    /// took a piece) from `previous`.
    fn chased_by(&self, m: Move, captured: bool, previous: &XiangqiPosition) -> B {
        let t = &*TABLES;
        let victim = self.side;
        let chaser = victim.opponent();
        let occ = self.occupied();
        let v = |k: PieceKind| self.pieces(victim, k);
        let own_half = crate::rules::Zone::OwnHalf.squares(victim);
        let exempt = v(PieceKind::King) | (v(PieceKind::Soldier) & own_half);
        let pins = self.pinned(victim);
        let other_king = self.kings[chaser.index()];
        let mut chased = B::EMPTY;
        let mut add = |from: Square, kind: PieceKind, targets: B| {
            let mut targets = targets & !exempt;
            if targets.is_empty() {
                return;
            }
            match kind {
                PieceKind::Horse | PieceKind::Cannon => chased |= targets & v(PieceKind::Chariot),
                PieceKind::Elephant | PieceKind::Advisor => {
                    chased |= targets
                        & (v(PieceKind::Chariot) | v(PieceKind::Cannon) | v(PieceKind::Horse))
                }
                _ => {}
            }
            // Mutual attacks between pieces of one kind do not count, except on pinned
            // pieces and for a horse whose victim horse cannot strike back (its leg, a
            // diagonal neighbour of the attacker, is occupied).
            if kind == PieceKind::Horse && t.diagonal[from.index()].intersects(occ) {
                for h in (targets & v(PieceKind::Horse)).squares() {
                    if t.horse.get(h, occ).contains(from) {
                        targets.clear(h);
                    }
                }
            } else {
                targets &= !v(kind) | pins;
            }
            let without = occ ^ B::from_square(from);
            for s in targets.squares() {
                let roots = self.attackers_to(s, victim, without, without) & !pins;
                // Defended only by the general, which would then face the other one.
                let king_only =
                    roots == v(PieceKind::King) && t.rays.slide(other_king, without).contains(s);
                if roots.is_empty() || king_only {
                    chased.set(s);
                }
            }
        };
        let (from, to) = (m.from(), m.to());
        let moved = self.piece_at(to).map_or(PieceKind::King, |p| p.kind);
        let victims = self.by_color[victim.index()];
        if moved != PieceKind::King && moved != PieceKind::Soldier {
            let mut direct = attacks(moved, chaser, to, occ) & victims;
            if matches!(moved, PieceKind::Chariot | PieceKind::Cannon) {
                // Only new attacks: not along the line the piece moved on.
                let d = t.line_direction[from.index()][to.index()] as usize;
                direct &= !(t.lines[from.index()][d] | t.lines[from.index()][d ^ 1]);
                direct.clear(from);
            }
            add(to, moved, direct);
        }
        let c = |k: PieceKind| self.pieces(chaser, k);
        let rook_lines = |sq: Square| t.lines[sq.index()].iter().fold(B::EMPTY, |a, &l| a | l);
        let candidates = (t.orthogonal[from.index()] & c(PieceKind::Horse))
            | (t.diagonal[from.index()] & c(PieceKind::Elephant))
            | (rook_lines(from) & (c(PieceKind::Cannon) | c(PieceKind::Chariot)))
            | (rook_lines(to) & c(PieceKind::Cannon));
        let before = if captured {
            occ
        } else {
            occ ^ B::from_square(to)
        } ^ B::from_square(from);
        for s in candidates.squares() {
            let kind = self.piece_at(s).map_or(PieceKind::King, |p| p.kind);
            let discovered =
                victims & attacks(kind, chaser, s, occ) & !attacks(kind, chaser, s, before);
            add(s, kind, discovered);
        }
        // A protector newly pinned no longer protects ("fake roots"): the pieces it guarded
        // that the chaser attacks with a piece free to capture are chased.
        let new_pins = self.pinned(victim) & !previous.pinned(victim);
        let chaser_pinned = self.pinned(chaser);
        for s in new_pins.squares() {
            let kind = self.piece_at(s).map_or(PieceKind::King, |p| p.kind);
            let guarded = victims & !exempt & attacks(kind, victim, s, occ);
            for s2 in guarded.squares() {
                if !(self.attackers_to(s2, chaser, occ, occ) & !chaser_pinned).is_empty() {
                    chased.set(s2);
                }
            }
        }
        // A chaser's piece that newly masks a discovered check threatens what it attacks,
        // unless the general could safely take it back.
        let victim_king = self.kings[victim.index()];
        let king_reach = t.king[victim.index()][victim_king.index()];
        let new_discoverers = self.blockers(victim, chaser) & !previous.blockers(victim, chaser);
        for s in new_discoverers.squares() {
            let kind = self.piece_at(s).map_or(PieceKind::King, |p| p.kind);
            let threats = attacks(kind, chaser, s, occ) & victims;
            chased |= threats & !king_reach;
            let bit = B::from_square(s);
            let bare = occ ^ bit ^ B::from_square(victim_king);
            for s2 in (threats & king_reach).squares() {
                if !(self.attackers_to(s2, chaser, bare, bare) & !bit).is_empty() {
                    chased.set(s2);
                }
            }
        }
        chased
    }

    /// The chase verdict for a repetition found `i` plies back (perpetual check excluded):
    /// `Win` if only the opponent kept chasing, `Loss` if only the side to move did, else
    /// `Draw`.
    pub(crate) fn chase_verdict(&self, i: usize) -> Outcome {
        let n = self.history.len();
        let plies_from_null = self.plies_from_null as usize;
        // chased[j]: the pieces chased in the position j plies ago by the move that led there.
        let mut chased = Vec::with_capacity(i + 1);
        let mut pos = self.clone();
        for j in 0..=i {
            if j >= plies_from_null {
                chased.push(B::EMPTY);
                break;
            }
            let undo = self.history[n - 1 - j];
            let mut previous = pos.clone();
            previous.undo_move(undo.mv);
            chased.push(pos.chased_by(undo.mv, undo.captured != NO_PIECE, &previous));
            pos = previous;
        }
        chased.resize(i + 1, B::EMPTY);
        let mv = |j: usize| self.history[n - 1 - j].mv;
        let mut chase_them = undo_board(chased[0], mv(1)) & chased[2];
        let mut chase_us = undo_board(chased[1], mv(2)) & chased[3];
        let mut k = 4;
        while k <= i {
            if k != plies_from_null {
                chase_them = undo_board(chase_them, mv(k - 1)) & chased[k];
            }
            if k + 2 <= i {
                chase_us = undo_board(chase_us, mv(k)) & chased[k + 1];
            }
            k += 2;
        }
        match (chase_them.is_empty(), chase_us.is_empty()) {
            (false, true) => Outcome::Win,
            (true, false) => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }
}
