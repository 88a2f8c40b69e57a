//! VCT: victory by continuous threats (threes and fours). After an attacker's three the
//! defender may answer with any move that removes every open-four point of the attacker, or
//! with a four of its own; the attacker must win against all of them.

use crate::board::DIRECTIONS;
use crate::cellset::CellSet;
use crate::pattern::MAX_HALF as HALF;
use crate::threat::Threat;
use crate::vcf::{try_attacks, vcf_attack, Solver};
use crate::GomokuPosition;
use tetrarch_movegen::{Move, Position};

/// Longest VCT searched, in attacker moves; iterative deepening tries 1, 2, ... up to this.
pub const MAX_VCT_DEPTH: u32 = 12;
/// Depth of the VCF tried at every VCT attacker node.
const VCF_DEPTH_IN_VCT: u32 = 16;

/// Finds a VCT for the side to move: the principal line (attacker's threat, the defender's
/// first refutation tried, ...) ending with the attacker's five. Every defence was searched,
/// the line shows one of them. `None` when there is none within [`MAX_VCT_DEPTH`] or the
/// `node_budget` (make_move calls) runs out first.
pub fn solve_vct(pos: &mut GomokuPosition, node_budget: u64) -> Option<Vec<Move>> {
    if pos.is_won() {
        return None;
    }
    let mut solver = Solver::new(node_budget);
    for depth in 1..=MAX_VCT_DEPTH {
        let mut line = Vec::new();
        if vct_attack(pos, &mut solver, depth, &mut line) {
            return Some(line);
        }
        if solver.aborted {
            break;
        }
    }
    None
}

/// Attacker to move: whether threats win within `depth` attacker moves.
fn vct_attack(
    pos: &mut GomokuPosition,
    solver: &mut Solver,
    depth: u32,
    line: &mut Vec<Move>,
) -> bool {
    let me = pos.side_to_move().index();
    let op = 1 - me;
    if vcf_attack(pos, solver, VCF_DEPTH_IN_VCT.min(depth * 2 + 2), line) {
        return true;
    }
    if depth == 0 || solver.aborted {
        return false;
    }
    let key = pos.key();
    if solver.vct_table.failed(key, depth) {
        return false;
    }
    let op_fives = pos.threat_cells(op, Threat::Five, Threat::Five);
    if !op_fives.is_empty() {
        // The defender countered with a four: block it (a block need not be a threat: the
        // threats already on the board may still win), unless it has two five points.
        let won = match op_fives.as_slice() {
            [c] if pos.can_play(me, *c) => {
                let m = GomokuPosition::placement_move(*c);
                if !solver.tick() {
                    return false;
                }
                pos.make_move(m);
                let start = line.len();
                line.push(m);
                let won = vct_defend(pos, solver, depth - 1, line);
                pos.unmake_move(m);
                if !won {
                    line.truncate(start);
                }
                won
            }
            _ => false,
        };
        if !won && !solver.aborted {
            solver.vct_table.store(key, depth);
        }
        return won;
    }
    let candidates = pos.threat_cells(me, Threat::Three, Threat::OpenFour);
    match try_attacks(pos, solver, candidates, depth, line, vct_defend) {
        Some(true) => return true,
        Some(false) => {}
        None => return false,
    }
    if !solver.aborted {
        solver.vct_table.store(key, depth);
    }
    false
}

/// Whether `color` has a point making five or an open four (a threat that wins by itself).
fn has_winning_point(pos: &GomokuPosition, color: usize) -> bool {
    !pos.threat_cells(color, Threat::OpenFour, Threat::Five)
        .is_empty()
}

/// The defender's sensible answers after an attacker's threat: blocks of a four, else every
/// cell on the lines of the attacker's open-four points that removes them all, plus the
/// defender's own fours.
fn defences(pos: &mut GomokuPosition, solver: &mut Solver) -> Vec<usize> {
    let me = pos.side_to_move().index();
    let att = 1 - me;
    let att_fives = pos.threat_cells(att, Threat::Five, Threat::Five);
    if !att_fives.is_empty() {
        return att_fives
            .into_iter()
            .filter(|&c| pos.can_play(me, c))
            .collect();
    }
    let threats = pos.threat_cells(att, Threat::OpenFour, Threat::OpenFour);
    // A defence must change every threat point: lie on one of its four lines (or on it).
    let mut candidates: Option<CellSet> = None;
    for &t in &threats {
        let mut lines = CellSet::default();
        for d in 0..DIRECTIONS.len() {
            if pos.board().pattern(t, att, d).fours() == 0 {
                continue;
            }
            for k in -(HALF as isize)..=HALF as isize {
                if let Some(c) = pos.board().step(t, d, k) {
                    lines.insert(c);
                }
            }
        }
        candidates = Some(match candidates {
            None => lines,
            Some(prev) => prev.intersection(&lines),
        });
    }
    let mut out = Vec::new();
    for c in candidates.unwrap_or_default().iter() {
        if !pos.can_play(me, c) {
            continue;
        }
        if !solver.tick() {
            return out;
        }
        let m = GomokuPosition::placement_move(c);
        pos.make_move(m);
        let stops = !has_winning_point(pos, att);
        pos.unmake_move(m);
        if stops {
            out.push(c);
        }
    }
    for c in pos.threat_cells(me, Threat::Four, Threat::OpenFour) {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    if out.is_empty() {
        // Nothing stops the threat: show the most natural try, taking one threat point.
        if let Some(&t) = threats.first() {
            if pos.can_play(me, t) {
                out.push(t);
            }
        }
    }
    out
}

/// Defender to move after the attacker's threat: the attacker must win against every
/// defence.
fn vct_defend(
    pos: &mut GomokuPosition,
    solver: &mut Solver,
    depth: u32,
    line: &mut Vec<Move>,
) -> bool {
    let me = pos.side_to_move().index();
    let att = 1 - me;
    if pos.board().threat_count(me, Threat::Five) > 0 {
        return false;
    }
    if !has_winning_point(pos, att) {
        return false; // not a threat after all
    }
    let replies = defences(pos, solver);
    if solver.aborted {
        return false;
    }
    if replies.is_empty() {
        return true; // every answer is forbidden to the defender
    }
    let start = line.len();
    for (i, &r) in replies.iter().enumerate() {
        if !solver.tick() {
            return false;
        }
        let m = GomokuPosition::placement_move(r);
        pos.make_move(m);
        let mut sub = Vec::new();
        let won = vct_attack(pos, solver, depth, &mut sub);
        pos.unmake_move(m);
        if !won {
            line.truncate(start);
            return false;
        }
        if i == 0 {
            line.push(m);
            line.extend(sub);
        }
    }
    true
}
