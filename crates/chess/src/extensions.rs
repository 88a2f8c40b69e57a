//! The moves chess asks the search to see one ply further behind (`deserves_extension`):
//! Stockfish 11's castling extension and its last-captures extension.

use crate::position::ChessPosition;
use crate::types::{code_kind, move_kind, to_sq, MoveKind, PieceKind, NO_PIECE};
use crate::weights::SEE_VALUE;
use tetrarch_movegen::{Color, Move};

/// Both sides' pieces (not pawns or kings) worth at most this (two rooks, Stockfish 11's
/// `2 * RookValueMg`) make the board "light": a piece taken there decides the ending.
const LIGHT_MATERIAL: i32 = 2 * SEE_VALUE[PieceKind::Rook as usize];

impl ChessPosition {
    /// Castling, or the capture of a piece (more than a pawn) when little material is left:
    /// read before the move is made.
    pub(crate) fn decides_the_ending(&self, m: Move) -> bool {
        match move_kind(m) {
            MoveKind::Castling => true,
            MoveKind::Normal => {
                let victim = self.piece_at(to_sq(m));
                victim != NO_PIECE
                    && code_kind(victim) != PieceKind::Pawn
                    && self.non_pawn_material(Color::White) + self.non_pawn_material(Color::Black)
                        <= LIGHT_MATERIAL
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ChessPosition;
    use tetrarch_movegen::{Notation, Position};

    fn deserves(fen: &str, uci: &str) -> bool {
        let pos = ChessPosition::from_text(fen).unwrap();
        let m = pos.parse_move(uci).unwrap();
        pos.deserves_extension(m)
    }

    #[test]
    fn castling_and_captures_into_light_endings_are_extended() {
        // Castling, whatever the material.
        assert!(deserves(
            "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            "e1g1"
        ));
        // A rook taken with a rook each the only pieces: light.
        assert!(deserves(
            "6k1/pp3ppp/8/8/8/8/PP3PPP/3rR1K1 w - - 0 1",
            "e1d1"
        ));
        // The same capture with a knight each besides: not light.
        assert!(!deserves(
            "6k1/pp3ppp/2n5/8/8/2N5/PP3PPP/3rR1K1 w - - 0 1",
            "e1d1"
        ));
        // A pawn taken is never a deciding capture; a quiet move neither.
        assert!(!deserves(
            "4k3/pp3ppp/8/3p4/4P3/8/PP3PPP/6K1 w - - 0 1",
            "e4d5"
        ));
        assert!(!deserves(
            "4k3/pp3ppp/8/3p4/4P3/8/PP3PPP/6K1 w - - 0 1",
            "g1f1"
        ));
    }
}
