//! The plain reference generator: every piece's destinations walked step by step with the
//! movegen's [`destinations`], each candidate played and kept only if no enemy piece's walked
//! captures reach the mover's king. Slow and obviously correct; the fast generator is tested
//! against it.

use crate::position::*;
use tetrarch_geometry::{Bitboard, Coord, Direction, Square};
use tetrarch_movegen::reference::{destinations, Occupant};
use tetrarch_movegen::{Color, Move, PieceRule, Step, StepKind, StepMode};

impl<B: Bitboard> FairyPosition<B> {
    /// `color`'s steps of type `t` from `sq`.
    fn reference_rule(&self, color: Color, t: usize, sq: Square) -> PieceRule {
        let p = &self.rules.spec.pieces[t];
        let mirror = |s: Step| crate::tables::mirrored(s, color);
        PieceRule {
            steps: p
                .steps
                .iter()
                .copied()
                .chain(
                    p.conditional
                        .iter()
                        .filter(|(_, r)| r[color.index()].contains(sq))
                        .map(|(s, _)| *s),
                )
                .map(mirror)
                .collect(),
        }
    }

    fn reference_destinations(&self, from: Square) -> Vec<Square> {
        self.reference_destinations_onto(from, NO_SQUARE)
    }

    /// Destinations with `target` seen as an enemy piece (to ask whether it is attacked).
    fn reference_destinations_onto(&self, from: Square, target: Square) -> Vec<Square> {
        let (color, t) = self.piece_at(from).expect("a piece");
        let zone = self.rules.spec.pieces[t].zone[color.index()].clone();
        let rule = self.reference_rule(color, t, from);
        destinations(
            self.rules.shape,
            from,
            &rule,
            |s| zone.as_ref().is_none_or(|z| z.contains(s)),
            |s| match self.piece_at(s) {
                _ if s == target => Occupant::Enemy,
                None => Occupant::Empty,
                Some((c, _)) if c == color => Occupant::Own,
                Some(_) => Occupant::Enemy,
            },
        )
    }

    /// Whether any piece of `by` captures onto `sq` by walking its steps.
    fn reference_attacked(&self, sq: Square, by: Color) -> bool {
        self.rules.shape.squares().any(|from| {
            matches!(self.piece_at(from), Some((c, _)) if c == by)
                && self.reference_destinations_onto(from, sq).contains(&sq)
        })
    }

    /// Whether `color`'s king is attacked or faces the other king on an open line.
    fn reference_in_danger(&self, color: Color) -> bool {
        let k = self.king[color.index()];
        if k == NO_SQUARE {
            return false;
        }
        // The king's square counts as holding an enemy piece for the walkers.
        if self.reference_attacked(k, !color) {
            return true;
        }
        if self.rules.spec.flying_general {
            let shape = self.rules.shape;
            for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let mut n = 1;
                while let Some(s) = shape.offset(k, Direction::flat(d.0, d.1), n) {
                    if let Some((c, t)) = self.piece_at(s) {
                        if c != color && Some(t) == self.rules.spec.royal {
                            return true;
                        }
                        break;
                    }
                    n += 1;
                }
            }
        }
        false
    }

    /// Every legal move, found the slow way.
    pub fn reference_moves(&self) -> Vec<Move> {
        let spec = &self.rules.spec;
        if self.extinction_outcome().is_some() {
            return Vec::new();
        }
        let shape = self.rules.shape;
        let us = self.side;
        let mut candidates: Vec<Move> = Vec::new();
        for from in shape.squares() {
            let Some((c, t)) = self.piece_at(from) else {
                continue;
            };
            if c != us {
                continue;
            }
            let mut tos = self.reference_destinations(from);
            // Double steps: twice a move-only leap from the region, both squares empty.
            if let Some(regions) = &spec.double_step {
                if spec.pawn_types.contains(&t) && regions[us.index()].contains(from) {
                    let zone = spec.pieces[t].zone[us.index()].clone();
                    for s in &spec.pieces[t].steps {
                        if s.kind != StepKind::Leap || s.mode != StepMode::MoveOnly {
                            continue;
                        }
                        let d = if us == Color::White {
                            s.dir
                        } else {
                            s.dir.mirrored()
                        };
                        if let (Some(a), Some(b)) =
                            (shape.offset(from, d, 1), shape.offset(from, d, 2))
                        {
                            if self.piece_at(a).is_none()
                                && self.piece_at(b).is_none()
                                && zone.as_ref().is_none_or(|z| z.contains(b))
                                && !tos.contains(&b)
                            {
                                tos.push(b);
                            }
                        }
                    }
                }
            }
            for to in tos {
                let promotes = spec.promotion.pawn_types.contains(&t)
                    && spec.promotion.region[us.index()].contains(to);
                if promotes {
                    for &p in &spec.promotion.types[us.index()] {
                        let limit = spec.promotion.limits[p];
                        if limit == 0 || (self.counts[us.index()][p] as u32) < limit {
                            candidates.push(Move::new(from, to, p as u16 + 1));
                        }
                    }
                    if spec.promotion.mandatory {
                        continue;
                    }
                }
                if spec.immobility_illegal {
                    let rule = self.reference_rule(us, t, to);
                    if destinations(shape, to, &rule, |_| true, |_| Occupant::Empty).is_empty() {
                        continue;
                    }
                }
                candidates.push(Move::new(from, to, 0));
            }
            // En passant: a pawn's capture step onto the passed square.
            if self.ep != NO_SQUARE && spec.pawn_types.contains(&t) {
                let rule = self.reference_rule(us, t, from);
                let onto_ep = rule.steps.iter().any(|s| {
                    s.kind == StepKind::Leap
                        && s.mode != StepMode::MoveOnly
                        && shape.offset(from, s.dir, 1) == Some(self.ep)
                });
                if onto_ep {
                    candidates.push(Move::new(from, self.ep, KIND_EN_PASSANT << KIND_SHIFT));
                }
            }
        }
        // Castling, as the rules read.
        if spec.castling.is_some() {
            let k = self.king[us.index()];
            if k != NO_SQUARE && !self.reference_in_danger(us) {
                for side in 0..2 {
                    let i = 2 * us.index() + side;
                    if self.castling >> i & 1 == 0 {
                        continue;
                    }
                    let (kto, rfrom, rto) = self.castle_squares(i);
                    let rank = shape.coord(k).rank;
                    let file = |s: Square| shape.coord(s).file;
                    let span = |a: u8, b: u8| a.min(b)..=a.max(b);
                    let clear = span(file(k), file(kto))
                        .chain(span(file(rfrom), file(rto)))
                        .map(|f| shape.square(Coord::new(f, rank, 0)))
                        .all(|s| s == k || s == rfrom || self.piece_at(s).is_none());
                    let passes_safely = span(file(k), file(kto))
                        .map(|f| shape.square(Coord::new(f, rank, 0)))
                        .filter(|&s| s != k)
                        .all(|s| !self.reference_attacked(s, !us));
                    if clear && passes_safely && kto != k {
                        let kind = if side == 0 {
                            KIND_CASTLE_KINGSIDE
                        } else {
                            KIND_CASTLE_QUEENSIDE
                        };
                        candidates.push(Move::new(k, kto, kind << KIND_SHIFT));
                    }
                }
            }
        }
        let mut p = self.clone();
        candidates
            .into_iter()
            .filter(|&m| {
                p.do_move(m);
                let ok =
                    !p.reference_in_danger(us) && (spec.checking || !p.reference_in_danger(!us));
                p.undo_move(m);
                ok
            })
            .collect()
    }
}

/// Perft with the reference generator at every ply.
pub fn perft<B: Bitboard>(pos: &mut FairyPosition<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.reference_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in moves {
        pos.do_move(m);
        n += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    n
}
