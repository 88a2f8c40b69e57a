//! Initiative (Stockfish 11's "complexity"): the leading side's end-game score grows with what
//! keeps a position winnable (passed pawns, pawns, pawns on both flanks, a king that outflanks
//! or has crossed the middle, a pure pawn ending) and shrinks where little is left to win with,
//! but never by more than the score itself, so it never changes who leads. Counted with the
//! sign of the end-game score, the terms stay linear for the tuner; where the cap binds, the
//! end game is zero, which the trace states as an end-game scale of zero.

use super::masks::{is_passed, squares};
use crate::position::ChessPosition;
use crate::types::{file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{term, EvalSink, Score};
use tetrarch_movegen::Color;

/// Files a-d and e-h.
const QUEEN_SIDE: u64 = 0x0F0F_0F0F_0F0F_0F0F;
const KING_SIDE: u64 = !QUEEN_SIDE;

/// The counts of the [`INITIATIVE`] weights, in its order.
#[inline(always)]
fn features(pos: &ChessPosition) -> [i32; 8] {
    let mut passed = 0;
    let mut pawns_all = 0u64;
    for color in [Color::White, Color::Black] {
        let c = color.index();
        let own = pos.pieces(color, PieceKind::Pawn);
        let theirs = pos.pieces(color.opponent(), PieceKind::Pawn);
        pawns_all |= own;
        for sq in squares(own) {
            passed += is_passed(c, own, theirs, sq) as i32;
        }
    }
    let (wk, bk) = (pos.king_square(Color::White), pos.king_square(Color::Black));
    let outflanking =
        file_of(wk).abs_diff(file_of(bk)) as i32 - rank_of(wk).abs_diff(rank_of(bk)) as i32;
    // A king past its own half of the board (White's beyond the fourth rank, Black's below
    // the fifth).
    let infiltration = rank_of(wk) > 3 || rank_of(bk) < 4;
    let both_flanks = pawns_all & QUEEN_SIDE != 0 && pawns_all & KING_SIDE != 0;
    let pieces = pos.occupied() & !pawns_all & !(1u64 << wk) & !(1u64 << bk);
    let almost_unwinnable = passed == 0 && outflanking < 0 && !both_flanks;
    [
        passed,
        pawns_all.count_ones() as i32,
        outflanking,
        infiltration as i32,
        both_flanks as i32,
        (pieces == 0) as i32,
        almost_unwinnable as i32,
        1,
    ]
}

/// Adds the initiative for the side leading the end game (`eg`, White-relative) to `sink`;
/// returns whether the cap binds, in which case the end-game score is zero.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(pos: &ChessPosition, eg: i32, sink: &mut S) -> bool {
    let s = eg.signum();
    if s == 0 {
        return false;
    }
    let f = features(pos);
    let mut complexity = Score::ZERO;
    for (i, &count) in f.iter().enumerate() {
        complexity += INITIATIVE[i] * count;
        term!(sink, INITIATIVE[i], s * count);
    }
    (complexity.eg() as i32) < -eg.abs()
}
