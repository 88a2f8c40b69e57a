//! The laws that end a game besides mate: repetition, the 50-move rule, insufficient
//! material; and the verdict when no legal move exists.

use crate::movegen::count_legal;
use crate::position::ChessPosition;
use crate::types::PieceKind;
use tetrarch_movegen::{is_repetition_draw, Outcome};

/// Light squares (b1, d1, ...: a square whose file + rank is odd).
const LIGHT_SQUARES: u64 = 0x55AA_55AA_55AA_55AA;

impl ChessPosition {
    /// Whether the position is a draw by repetition as the search sees it: an earlier
    /// occurrence at or after the root (`ply` plies back at most) suffices, an earlier one
    /// before the root needs a second (threefold, as the laws say).
    pub fn is_repetition(&self, ply: usize) -> bool {
        let reach = (self.halfmove.min(self.since_null) as usize).min(self.history.len());
        let n = self.history.len();
        is_repetition_draw(self.key, reach, ply, |back| self.history[n - back].key)
    }

    /// Whether neither side can ever mate: bare kings, one minor piece, or only bishops all
    /// on squares of one colour.
    pub fn is_insufficient_material(&self) -> bool {
        let k = &self.by_kind;
        if k[PieceKind::Pawn.index()] | k[PieceKind::Rook.index()] | k[PieceKind::Queen.index()]
            != 0
        {
            return false;
        }
        let minors = k[PieceKind::Knight.index()] | k[PieceKind::Bishop.index()];
        if minors.count_ones() <= 1 {
            return true;
        }
        let bishops = k[PieceKind::Bishop.index()];
        k[PieceKind::Knight.index()] == 0
            && (bishops & LIGHT_SQUARES == 0 || bishops & !LIGHT_SQUARES == 0)
    }

    /// The game-law verdict at a search node `ply` plies from the root.
    pub(crate) fn law_outcome(&self, ply: usize) -> Option<Outcome> {
        if self.halfmove >= 100 {
            // A mate given on the 100th half-move stands.
            if self.checkers() != 0 && count_legal(self) == 0 {
                return Some(Outcome::Loss);
            }
            return Some(Outcome::Draw);
        }
        if self.is_repetition(ply) || self.is_insufficient_material() {
            return Some(Outcome::Draw);
        }
        None
    }

    /// Checkmate is a loss, stalemate a draw.
    pub(crate) fn no_move_outcome(&self) -> Outcome {
        if self.checkers() != 0 {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }

    /// A null move is unsound in check and in pawn endings (zugzwang).
    pub(crate) fn null_allowed(&self) -> bool {
        let us = self.by_color[self.side.index()];
        let pieces =
            us & !(self.by_kind[PieceKind::Pawn.index()] | self.by_kind[PieceKind::King.index()]);
        pieces != 0 && self.checkers() == 0
    }
}
