//! The position contract for the search and perft, and the game's laws: checkmate loses,
//! stalemate draws, the 50-move rule and repetition as in chess.

use crate::position::{Bb, RaumschachPosition};
use crate::rules::{CELLS, PROMOTION_ZONES};
use crate::tablebase::TbValue;
use crate::PieceKind;
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::{is_repetition_draw, Color, Move, MoveList, Outcome, Position};

/// The 50-move rule: the game is drawn after 100 plies without a capture or a pawn move.
const FIFTY_MOVE_PLIES: u32 = 100;

impl RaumschachPosition {
    /// Whether `m` (any word) is legal here, without generating the move list: the piece's own
    /// targets, then the same check and pin rules as the generator.
    fn check_legal(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        if from.index() >= CELLS || to.index() >= CELLS {
            return false;
        }
        let us = self.side;
        let them = !us;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        if !own.contains(from) || own.contains(to) {
            return false;
        }
        let t = self.tables;
        let occ = own | enemy;
        let kind = self.kind_at(from);
        let promo_cell = PROMOTION_ZONES[us.index()].contains(to);
        let flags = m.flags();
        if kind == PieceKind::Pawn {
            let targets = (t.pawn_push[us.index()].get(from) & !occ)
                | (t.pawn_capture[us.index()].get(from) & enemy);
            let flags_ok = if promo_cell {
                PieceKind::PROMOTIONS.iter().any(|&k| k as u16 == flags)
            } else {
                flags == 0
            };
            if !targets.contains(to) || !flags_ok {
                return false;
            }
        } else if flags != 0 || !self.piece_attacks(kind, from, occ).contains(to) {
            return false;
        }
        if kind == PieceKind::King {
            return !self.attacked_by(to, them, occ ^ Bb::from_square(from));
        }
        let safety = self.king_safety();
        let k = self.king[us.index()];
        match safety.checkers.count() {
            0 => {}
            1 => {
                let checker = safety.checkers.first().expect("one checker");
                if !(t.between(k, checker) | safety.checkers).contains(to) {
                    return false;
                }
            }
            _ => return false,
        }
        !safety.pinned.contains(from) || self.pin_ray(from).contains(to)
    }

    /// Whether `color` has a piece other than pawns and the king.
    fn has_pieces(&self, color: Color) -> bool {
        let pieces = self.by_kind[PieceKind::Pawn.index()] | self.by_kind[PieceKind::King.index()];
        self.by_color[color.index()].intersects(!pieces)
    }

    /// The kind of the piece on `sq` (which must be occupied).
    #[inline(always)]
    pub(crate) fn kind_at(&self, sq: Square) -> PieceKind {
        PieceKind::from_index(self.board[sq.index()] & 7).expect("occupied cell")
    }
}

impl Position for RaumschachPosition {
    const MAX_SQUARES: usize = CELLS;
    const PIECE_CODES: usize = 16;

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline(always)]
    fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    fn generate_moves(&self, moves: &mut MoveList) {
        self.legal_moves(moves);
    }

    #[inline]
    fn generate_noisy(&self, moves: &mut MoveList) {
        self.noisy_moves(moves);
    }

    fn is_legal(&self, m: Move) -> bool {
        self.check_legal(m)
    }

    #[inline]
    fn make_move(&mut self, m: Move) {
        self.do_move(m);
    }

    #[inline]
    fn unmake_move(&mut self, m: Move) {
        self.undo_move(m);
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.king_attacked()
    }

    #[inline]
    fn is_noisy(&self, m: Move) -> bool {
        self.board[m.to().index()] != 0 || m.flags() != 0
    }

    fn rule_outcome(&self, ply: usize) -> Option<Outcome> {
        if self.halfmove >= FIFTY_MOVE_PLIES as u16 {
            // A mate given on the hundredth ply still wins, as in chess.
            if self.in_check() && self.legal_move_count() == 0 {
                return None;
            }
            return Some(Outcome::Draw);
        }
        // Only positions since the last capture or pawn move (and since the last null move)
        // can repeat.
        let n = self.history.len();
        let reach = (self.halfmove.min(self.since_null) as usize).min(n);
        if is_repetition_draw(self.key, reach, ply, |back| self.history[n - back]) {
            return Some(Outcome::Draw);
        }
        None
    }

    fn outcome_without_moves(&self) -> Outcome {
        if self.in_check() {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }

    /// The loaded tablebases' value ([`crate::tablebase::set_tablebases`]). A win or loss
    /// is given only when the mate comes before the 50-move rule could end the game (the
    /// tables ignore that rule); a draw always holds.
    #[inline]
    fn probe_tablebase(&self) -> Option<(Outcome, u32)> {
        let value = crate::tablebase::probe_loaded(self)?;
        let within_rule = |plies: u32| self.halfmove as u32 + plies <= FIFTY_MOVE_PLIES;
        match value {
            TbValue::Draw => Some((Outcome::Draw, 0)),
            TbValue::Win(n) if within_rule(n) => Some((Outcome::Win, n)),
            TbValue::Loss(n) if within_rule(n) => Some((Outcome::Loss, n)),
            _ => None,
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

    #[inline]
    fn count_moves(&self) -> u64 {
        self.legal_move_count()
    }

    fn noisy_order(&self, m: Move) -> i32 {
        let victim = match self.board[m.to().index()] & 7 {
            0 => 0,
            v => crate::weights::ORDER_VALUE[v as usize],
        };
        let attacker = crate::weights::ORDER_VALUE[(self.board[m.from().index()] & 7) as usize];
        let promo = crate::weights::ORDER_VALUE[(m.flags() & 7) as usize];
        // Most valuable victim first, least valuable attacker among equals.
        16 * (victim + promo) - attacker / 8
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.see_at_least(m, threshold)
    }

    #[inline]
    fn moved_piece(&self, m: Move) -> usize {
        (self.board[m.from().index()] & 15) as usize
    }

    #[inline]
    fn captured_piece(&self, m: Move) -> usize {
        // The victim's kind (0: a promotion that takes nothing).
        (self.board[m.to().index()] & 7) as usize
    }

    fn gives_check(&self, m: Move) -> bool {
        let t = self.tables;
        let us = self.side;
        let (from, to) = (m.from(), m.to());
        let ksq = self.king[(!us).index()];
        let occ = (self.occupied() & !Bb::from_square(from)) | Bb::from_square(to);
        let kind = match m.flags() & 7 {
            0 => self.kind_at(from),
            p => PieceKind::from_index(p as u8).expect("promotion kind"),
        };
        let direct = match kind {
            PieceKind::Pawn => t.pawn_capture[us.index()].get(to).contains(ksq),
            PieceKind::King => false,
            _ => self.piece_attacks(kind, to, occ).contains(ksq),
        };
        if direct {
            return true;
        }
        // Discovered: one of our other sliders now sees the king.
        let (rq, bq, uq) = self.slider_sets(us);
        let snipers = ((t.rook_reach[ksq.index()] & rq)
            | (t.bishop_reach[ksq.index()] & bq)
            | (t.unicorn_reach[ksq.index()] & uq))
            & !Bb::from_square(from);
        snipers
            .squares()
            .any(|s| (t.between(ksq, s) & occ).is_empty())
    }
}
