//! Palace safety: the enemy's attack units on the palace, its safe checks and the palace
//! squares only the general guards, weighed by the piecewise-linear [`KING_DANGER`]; the
//! palace shape of general and advisors; linked elephants; and the worth of advisors and
//! elephants by how hard the enemy attacks.

use super::masks::{ahead_of, cannon_control, own_square, CROSSED, FILES, PALACE};
use super::{sign, EvalInfo};
use crate::tables::TABLES;
use crate::weights::*;
use crate::{PieceKind, XiangqiPosition};
use tetrarch_eval::{piecewise, term, EvalSink};
use tetrarch_geometry::{Bitboard, Bitboard128};
use tetrarch_movegen::Color;

/// The enemy's attack level against `color` (0..=8), as ElephantEye measures it: its chariots
/// and horses across the river count 2, its cannons and soldiers there 1, plus 2 per attacking
/// piece (a chariot counts 2) it has more than `color`.
#[inline(always)]
pub(super) fn attack_level(pos: &XiangqiPosition, color: Color) -> usize {
    let them = color.opponent();
    let far = CROSSED[them.index()];
    let heavy = pos.pieces(them, PieceKind::Chariot) | pos.pieces(them, PieceKind::Horse);
    let light = pos.pieces(them, PieceKind::Cannon) | pos.pieces(them, PieceKind::Soldier);
    let mut level = 2 * (heavy & far).count() as i32 + (light & far).count() as i32;
    let simple = |side: Color| {
        2 * pos.pieces(side, PieceKind::Chariot).count() as i32
            + pos.pieces(side, PieceKind::Horse).count() as i32
            + pos.pieces(side, PieceKind::Cannon).count() as i32
    };
    level += 2 * (simple(them) - simple(color)).max(0);
    level.min(8) as usize
}

/// Where [`KING_DANGER`]'s slopes start, in attack units.
const KING_DANGER_KNOTS: [i32; 4] = [0, 8, 16, 24];

/// The safety of `color`'s general and the worth of its defenders.
#[inline(always)]
pub(super) fn evaluate<S: EvalSink>(
    pos: &XiangqiPosition,
    color: Color,
    info: &EvalInfo,
    sink: &mut S,
) {
    let t = &*TABLES;
    let s = sign(color);
    let c = color.index();
    let them = color.opponent();
    let th = them.index();
    let ksq = pos.king_square(color);
    let occ = pos.occupied();

    if info.palace_attackers[th] > 0 {
        // Safe checks: squares we do not guard, not held by them, from which a piece of theirs
        // that can get there would check.
        let safe = !info.attacked[c] & !pos.color_pieces(them);
        let by = |kind: PieceKind| info.by(them, kind);
        let checks = [
            (
                PieceKind::Chariot,
                t.rays.slide(ksq, occ) & by(PieceKind::Chariot),
            ),
            (
                PieceKind::Horse,
                t.horse_attackers.get(ksq, occ) & by(PieceKind::Horse),
            ),
            (
                PieceKind::Cannon,
                cannon_control(ksq, occ) & info.cannon_moves[th],
            ),
            (
                PieceKind::Soldier,
                t.soldier_attackers[th][ksq.index()] & by(PieceKind::Soldier),
            ),
        ];
        let mut units = info.palace_attack_units[th];
        for (kind, squares) in checks {
            if squares.intersects(safe) {
                units += SAFE_CHECK_UNITS[kind.index()];
            }
        }
        // Palace squares they attack that no piece of ours but the general guards.
        let guards = (info.attacked[c] & !info.by(color, PieceKind::King)) | info.attacked_twice[c];
        let weak = PALACE[c] & info.attacked[th] & !guards;
        units += weak.count() as i32;
        piecewise!(sink, KING_DANGER, KING_DANGER_KNOTS, units, s);
    }

    // The palace shape: general and both advisors.
    let advisors = pos.pieces(color, PieceKind::Advisor);
    if advisors.count() == 2 {
        let home = own_square(color, 4);
        let centre = own_square(color, 13);
        let corners = [own_square(color, 3), own_square(color, 5)];
        let shape = if ksq == home {
            if corners.iter().all(|&sq| advisors.contains(sq)) {
                1
            } else if advisors.contains(centre) && corners.iter().any(|&sq| advisors.contains(sq)) {
                2
            } else {
                0
            }
        } else if ksq == centre {
            3
        } else {
            0
        };
        term!(sink, ADVISOR_SHAPE[shape], s);
    }
    // The general's file ahead of it: shielded by a piece of ours, or open to theirs.
    let ahead = Bitboard128(FILES[ksq.index() % 9] & ahead_of(color, ksq.index() / 9));
    if !ahead.intersects(pos.color_pieces(color)) {
        let theirs = ahead & pos.color_pieces(them) & !pos.pieces(them, PieceKind::King);
        term!(sink, KING_OPEN_FILE[usize::from(!theirs.is_empty())], s);
    }
    let elephants = pos.pieces(color, PieceKind::Elephant);
    if elephants.count() == 2 {
        let mut it = elephants.squares();
        if let (Some(a), Some(b)) = (it.next(), it.next()) {
            if t.elephant[c].get(a, occ).contains(b) {
                term!(sink, ELEPHANTS_LINKED, s);
            }
        }
    }

    let level = attack_level(pos, color);
    term!(sink, ADVISOR_BY_ATTACK[level], s * advisors.count() as i32);
    term!(
        sink,
        ELEPHANT_BY_ATTACK[level],
        s * elephants.count() as i32
    );
}
