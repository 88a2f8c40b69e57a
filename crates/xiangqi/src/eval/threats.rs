//! Threats: enemy pieces attacked by soldiers, by advisors and elephants, by horses and
//! cannons, or by chariots, when the attack wins something (the victim is worth more than the
//! attacker, or weakly defended), and hanging pieces.

use super::{sign, EvalInfo};
use crate::weights::*;
use crate::{Piece, PieceKind, XiangqiPosition};
use tetrarch_eval::{term, EvalSink};
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::Color;

/// `color`'s threats against the other side.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &XiangqiPosition,
    color: Color,
    info: &EvalInfo,
    sink: &mut S,
) {
    let s = sign(color);
    let (c, them) = (color.index(), color.opponent());
    let th = them.index();
    let by = |kind: PieceKind| info.by(color, kind);
    let their_king = pos.pieces(them, PieceKind::King);
    let targets = pos.color_pieces(them) & !their_king;
    if !targets.intersects(info.attacked[c]) {
        return;
    }
    let kind_at = |sq: Square| Piece::from_code(pos.board[sq.index()]).kind.index();
    // Defended strongly: by a soldier, advisor or elephant, or twice where we attack once.
    let cheap_guard = info.by(them, PieceKind::Soldier)
        | info.by(them, PieceKind::Advisor)
        | info.by(them, PieceKind::Elephant);
    let strongly_defended = cheap_guard | (info.attacked_twice[th] & !info.attacked_twice[c]);
    let weak = targets & !strongly_defended & info.attacked[c];

    for sq in (targets & by(PieceKind::Soldier)).squares() {
        term!(sink, THREAT_BY_SOLDIER[kind_at(sq)], s);
    }
    let valuable = pos.pieces(them, PieceKind::Horse)
        | pos.pieces(them, PieceKind::Chariot)
        | pos.pieces(them, PieceKind::Cannon);
    let defenders = by(PieceKind::Advisor) | by(PieceKind::Elephant);
    for sq in ((weak | valuable) & defenders).squares() {
        term!(sink, THREAT_BY_DEFENDER[kind_at(sq)], s);
    }
    let minors = by(PieceKind::Horse) | by(PieceKind::Cannon);
    for sq in ((weak | pos.pieces(them, PieceKind::Chariot)) & minors).squares() {
        term!(sink, THREAT_BY_MINOR[kind_at(sq)], s);
    }
    for sq in (weak & by(PieceKind::Chariot)).squares() {
        term!(sink, THREAT_BY_CHARIOT[kind_at(sq)], s);
    }
    let hanging = targets & info.attacked[c] & !info.attacked[th];
    if !hanging.is_empty() {
        term!(sink, HANGING, s * hanging.count() as i32);
    }
}
