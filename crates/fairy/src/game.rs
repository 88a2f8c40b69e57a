//! The position contract for perft and the search, and the game's laws from the variant's
//! keys: checkmate and stalemate values, the n-move and n-fold rules, perpetual check, the
//! bare-king (extinction) rule.

use crate::position::*;
use crate::spec::GameValue;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::{Color, Move, MoveList, Outcome, Position};

fn outcome(v: GameValue) -> Outcome {
    match v {
        GameValue::Win => Outcome::Win,
        GameValue::Loss => Outcome::Loss,
        GameValue::Draw => Outcome::Draw,
    }
}

fn opposite(v: GameValue) -> GameValue {
    match v {
        GameValue::Win => GameValue::Loss,
        GameValue::Loss => GameValue::Win,
        GameValue::Draw => GameValue::Draw,
    }
}

impl<B: Bitboard> FairyPosition<B> {
    /// The extinction verdict for the side to move, as Fairy-Stockfish reads its keys.
    pub fn extinction_outcome(&self) -> Option<Outcome> {
        let e = self.rules.spec.extinction.as_ref()?;
        let count = |c: Color, t: Option<usize>| -> u32 {
            match t {
                None => self.by_color[c.index()].count(),
                Some(t) => self.counts[c.index()][t] as u32,
            }
        };
        let groups: Vec<Option<usize>> = if e.all_pieces {
            vec![None]
        } else {
            e.types.iter().map(|&t| Some(t)).collect()
        };
        for c in Color::ALL {
            for &t in &groups {
                let claim = (e.claim && c == self.side) as u32;
                if count(c, t) <= e.count && count(!c, t) >= e.opponent_count + claim {
                    let v = if c == self.side {
                        e.value
                    } else {
                        opposite(e.value)
                    };
                    return Some(outcome(v));
                }
            }
        }
        None
    }

    /// The repetition verdict: `n_fold_rule` occurrences (one inside the search tree is
    /// enough), and with perpetual check illegal the side that checked throughout loses.
    fn repetition_outcome(&self, ply: usize) -> Option<Outcome> {
        let spec = &self.rules.spec;
        let n = self.history.len();
        let reach = (self.halfmove as usize)
            .min(self.since_null as usize)
            .min(n);
        let mut seen = 0;
        let mut back = 4;
        while back <= reach {
            if self.history[n - back] == self.key {
                seen += 1;
                if back <= ply || seen + 1 >= spec.n_fold_rule {
                    return Some(self.cycle_verdict(back));
                }
            }
            back += 2;
        }
        None
    }

    /// Who a repetition `back` plies long favours.
    fn cycle_verdict(&self, back: usize) -> Outcome {
        let spec = &self.rules.spec;
        if spec.perpetual_check_illegal {
            let n = self.checks.len();
            let theirs = (1..=back).step_by(2).all(|i| self.checks[n - i]);
            let ours = (2..=back).step_by(2).all(|i| self.checks[n - i]);
            if theirs && !ours {
                return Outcome::Win;
            }
            if ours && !theirs {
                return Outcome::Loss;
            }
        }
        outcome(spec.n_fold_value)
    }

    /// Whether `m` gives check, from the attack terms with the moved piece on its new square.
    fn check_after(&self, m: Move) -> bool {
        let kind = m.flags() >> KIND_SHIFT;
        let us = self.side;
        let k = self.king[(!us).index()];
        if k == NO_SQUARE {
            return false;
        }
        if kind != 0 {
            let mut p = self.clone();
            p.do_move(m);
            return p.king_attacked();
        }
        let (from, to) = (m.from(), m.to());
        let Some((_, t)) = self.piece_at(from) else {
            return false;
        };
        let promo = (m.flags() & PROMOTION_MASK) as usize;
        let landed = if promo != 0 { promo - 1 } else { t };
        let terms = &self.rules.attacks[us.index()];
        let mut sets = self.term_sets(terms, us);
        for (term, set) in terms.iter().zip(sets.iter_mut()) {
            set.clear(from);
            if term.types >> landed & 1 == 1 {
                set.set(to);
            }
        }
        let occ = (self.occupied() & !B::from_square(from)) | B::from_square(to);
        self.attacked_with(terms, &sets, k, occ, B::EMPTY)
    }

    fn has_pieces(&self, color: Color) -> bool {
        let r = &self.rules;
        (0..r.spec.pieces.len()).any(|t| {
            Some(t) != r.spec.royal
                && r.pawn_mask >> t & 1 == 0
                && self.counts[color.index()][t] > 0
        })
    }
}

impl<B: Bitboard> Position for FairyPosition<B> {
    const MAX_SQUARES: usize = B::CAPACITY;

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline(always)]
    fn key(&self) -> u64 {
        self.key
    }

    fn generate_moves(&self, moves: &mut MoveList) {
        self.legal_moves(moves);
    }

    fn generate_noisy(&self, moves: &mut MoveList) {
        self.noisy_moves(moves);
    }

    fn is_legal(&self, m: Move) -> bool {
        let from = m.from();
        if from.index() >= self.rules.shape.len()
            || m.to().index() >= self.rules.shape.len()
            || !self.by_color[self.side.index()].contains(from)
        {
            return false;
        }
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves.contains(&m)
    }

    fn make_move(&mut self, m: Move) {
        self.do_move(m);
    }

    fn unmake_move(&mut self, m: Move) {
        self.undo_move(m);
    }

    fn in_check(&self) -> bool {
        self.king_attacked()
    }

    fn is_noisy(&self, m: Move) -> bool {
        self.board[m.to().index()] != 0
            || m.flags() != 0 && m.flags() >> KIND_SHIFT < KIND_CASTLE_KINGSIDE
    }

    fn rule_outcome(&self, ply: usize) -> Option<Outcome> {
        if let Some(o) = self.extinction_outcome() {
            return Some(o);
        }
        let rule = self.rules.spec.n_move_rule;
        if rule > 0 && self.halfmove >= 2 * rule {
            if self.in_check() && self.legal_move_count() == 0 {
                return None;
            }
            return Some(Outcome::Draw);
        }
        self.repetition_outcome(ply)
    }

    fn outcome_without_moves(&self) -> Outcome {
        if let Some(o) = self.extinction_outcome() {
            return o;
        }
        let spec = &self.rules.spec;
        if self.in_check() {
            outcome(spec.checkmate_value)
        } else {
            outcome(spec.stalemate_value)
        }
    }

    fn make_null_move(&mut self) {
        self.do_null();
    }

    fn unmake_null_move(&mut self) {
        self.undo_null();
    }

    fn null_move_allowed(&self) -> bool {
        !self.in_check() && self.has_pieces(self.side)
    }

    fn count_moves(&self) -> u64 {
        self.legal_move_count()
    }

    fn noisy_order(&self, m: Move) -> i32 {
        let values = &self.rules.eval.values;
        let value_on = |sq: Square| self.piece_at(sq).map_or(0, |(_, t)| values[t]);
        let promo = (m.flags() & PROMOTION_MASK) as usize;
        let promo_value = if promo != 0 { values[promo - 1] } else { 0 };
        let victim = if m.flags() >> KIND_SHIFT == KIND_EN_PASSANT {
            value_on(self.ep_victim)
        } else {
            value_on(m.to())
        };
        16 * (victim + promo_value) - value_on(m.from()) / 8
    }

    fn gives_check(&self, m: Move) -> bool {
        self.check_after(m)
    }
}
