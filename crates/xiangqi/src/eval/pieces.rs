//! The pieces' attacks, and the terms of the three attacking pieces: horse mobility through
//! its legs, chariot mobility and files, cannon mobility and cannons on the enemy general's
//! file or rank, and what each brings against the enemy palace.

use super::masks::{between, cannon_control, CROSSED, FILES, FILE_A, FILE_I, PALACE};
use super::{sign, EvalInfo, B};
use crate::tables::TABLES;
use crate::weights::*;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_eval::{term, EvalSink};
use tetrarch_geometry::{Bitboard, Bitboard128};
use tetrarch_movegen::Color;

/// The attacks of `color`'s general, advisors, elephants and soldiers: the pieces whose
/// guard decides where the other side's pieces may safely go.
#[inline(always)]
pub(super) fn init(pos: &XiangqiPosition, color: Color, info: &mut EvalInfo) {
    let t = &*TABLES;
    let c = color.index();
    let occ = pos.occupied();
    info.add_attacks(
        color,
        PieceKind::King,
        t.king[c][pos.king_square(color).index()],
    );
    for sq in pos.pieces(color, PieceKind::Advisor).squares() {
        info.add_attacks(color, PieceKind::Advisor, t.advisor[c][sq.index()]);
    }
    for sq in pos.pieces(color, PieceKind::Elephant).squares() {
        info.add_attacks(color, PieceKind::Elephant, t.elephant[c].get(sq, occ));
    }
    // Soldiers by shifts: one step forward, and sideways once across the river. No two
    // soldiers share a target within one of the three sets.
    let soldiers = pos.pieces(color, PieceKind::Soldier).0;
    let forward = match color {
        Color::White => soldiers << 9,
        Color::Black => soldiers >> 9,
    } & super::masks::BOARD;
    let crossed = soldiers & CROSSED[c].0;
    let left = (crossed & !FILE_A) >> 1;
    let right = (crossed & !FILE_I) << 1;
    for set in [forward, left, right] {
        info.add_attacks(color, PieceKind::Soldier, Bitboard128(set));
    }
}

/// Where `color`'s pieces count mobility: not on an own piece, not on a square an enemy
/// soldier, advisor or elephant guards (a piece that goes there is traded for a lesser one).
#[inline(always)]
pub(super) fn set_mobility_area(pos: &XiangqiPosition, color: Color, info: &mut EvalInfo) {
    let them = color.opponent();
    let cheap = info.by(them, PieceKind::Soldier)
        | info.by(them, PieceKind::Advisor)
        | info.by(them, PieceKind::Elephant);
    info.mobility_area[color.index()] = !(pos.color_pieces(color) | cheap);
}

/// Mobility, files, cannon lines and palace attacks of `color`'s horses, chariots and
/// cannons, and the palace attacks of its soldiers.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &XiangqiPosition,
    color: Color,
    info: &mut EvalInfo,
    sink: &mut S,
) {
    let t = &*TABLES;
    let c = color.index();
    let s = sign(color);
    let them = color.opponent();
    let occ = pos.occupied();
    let area = info.mobility_area[c];
    let their_palace = PALACE[them.index()];
    let their_king = pos.king_square(them);
    let mut attackers = 0;
    let mut units = 0;
    let mut palace_attack = |attacks: B, kind: PieceKind| {
        let hits = attacks & their_palace;
        if !hits.is_empty() {
            attackers += 1;
            units += KING_ATTACK_UNITS[kind.index()] + hits.count() as i32;
        }
    };

    for sq in pos.pieces(color, PieceKind::Horse).squares() {
        let a = t.horse.get(sq, occ);
        info.add_attacks(color, PieceKind::Horse, a);
        palace_attack(a, PieceKind::Horse);
        term!(sink, HORSE_MOBILITY[(a & area).count() as usize], s);
    }

    let all_soldiers = pos.by_kind[PieceKind::Soldier.index()];
    let own_soldiers = pos.pieces(color, PieceKind::Soldier);
    for sq in pos.pieces(color, PieceKind::Chariot).squares() {
        let a = t.rays.slide(sq, occ);
        info.add_attacks(color, PieceKind::Chariot, a);
        palace_attack(a, PieceKind::Chariot);
        term!(sink, CHARIOT_MOBILITY[(a & area).count() as usize], s);
        let file = Bitboard128(FILES[sq.index() % 9]);
        if (all_soldiers & file).is_empty() {
            term!(sink, CHARIOT_OPEN_FILE, s);
        } else if (own_soldiers & file).is_empty() {
            term!(sink, CHARIOT_SEMI_OPEN_FILE, s);
        }
    }

    let enemies = pos.color_pieces(them);
    for sq in pos.pieces(color, PieceKind::Cannon).squares() {
        let control = cannon_control(sq, occ);
        info.add_attacks(color, PieceKind::Cannon, control);
        palace_attack(control, PieceKind::Cannon);
        let quiet = t.rays.slide(sq, occ) & !occ;
        info.cannon_moves[c] |= quiet | (control & enemies);
        term!(sink, CANNON_MOBILITY[(quiet & area).count() as usize], s);
        let screens = (between(sq, their_king) & occ).count().min(3) as usize;
        if sq.index() % 9 == their_king.index() % 9 {
            term!(sink, CANNON_KING_FILE[screens], s);
        } else if sq.index() / 9 == their_king.index() / 9 {
            term!(sink, CANNON_KING_RANK[screens], s);
        }
    }

    // Soldiers near the palace (the ones across the river; the others never reach it).
    for sq in (own_soldiers & CROSSED[c]).squares() {
        palace_attack(t.soldier[c][sq.index()], PieceKind::Soldier);
    }
    info.palace_attackers[c] = attackers;
    info.palace_attack_units[c] = units;
}
