//! End-game scaling: endings that material says are won but that cannot or can rarely be won
//! get their end-game half scaled down (out of [`FULL`]). Hand-set, from the classical endgame
//! lore (a side without attacking pieces cannot mate; a lone soldier does not beat two
//! defenders; a lone horse or cannon does not beat a full or near-full defence).

use crate::{PieceKind, XiangqiPosition};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Color;

/// No scaling.
pub(super) const FULL: i32 = 64;
/// The stronger side has nothing that can give mate.
const NO_ATTACKERS: i32 = 0;
/// The stronger side attacks with soldiers only, one of them, against two defenders or more.
const LONE_SOLDIER: i32 = 16;
/// The stronger side attacks with one horse or cannon only against enough defenders (three
/// for a horse, two for a cannon).
const LONE_MINOR: i32 = 16;

/// The end-game scale of `pos`, out of [`FULL`].
#[inline(always)]
pub(super) fn eg_scale(pos: &XiangqiPosition) -> i32 {
    // Every rule needs a side with at most one chariot, horse or cannon.
    let majors = pos.by_kind[PieceKind::Chariot.index()]
        | pos.by_kind[PieceKind::Horse.index()]
        | pos.by_kind[PieceKind::Cannon.index()];
    if (majors & pos.color_pieces(Color::White)).has_many()
        && (majors & pos.color_pieces(Color::Black)).has_many()
    {
        return FULL;
    }
    let count = |color: Color, kind: PieceKind| pos.pieces(color, kind).count() as i32;
    let material = |color: Color| {
        9 * count(color, PieceKind::Chariot)
            + 4 * (count(color, PieceKind::Horse) + count(color, PieceKind::Cannon))
            + 2 * (count(color, PieceKind::Advisor) + count(color, PieceKind::Elephant))
            + count(color, PieceKind::Soldier)
    };
    let strong = match material(Color::White).cmp(&material(Color::Black)) {
        core::cmp::Ordering::Greater => Color::White,
        core::cmp::Ordering::Less => Color::Black,
        core::cmp::Ordering::Equal => return FULL,
    };
    let weak = strong.opponent();
    let chariots = count(strong, PieceKind::Chariot);
    let horses = count(strong, PieceKind::Horse);
    let cannons = count(strong, PieceKind::Cannon);
    let soldiers = count(strong, PieceKind::Soldier);
    let defenders = count(weak, PieceKind::Advisor) + count(weak, PieceKind::Elephant);
    if chariots + horses + cannons + soldiers == 0 {
        return NO_ATTACKERS;
    }
    if chariots + horses + cannons == 0 && soldiers == 1 && defenders >= 2 {
        return LONE_SOLDIER;
    }
    if chariots == 0 && soldiers == 0 && horses + cannons == 1 {
        let needed = if horses == 1 { 3 } else { 2 };
        if defenders >= needed {
            return LONE_MINOR;
        }
    }
    FULL
}
