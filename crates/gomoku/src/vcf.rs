//! VCF: victory by continuous fours. The attacker plays only fours; every defence is forced
//! (the four's completion point), so the tree is narrow and deep.

use crate::solver_table::{FailTable, PROVEN};
use crate::threat::Threat;
use crate::GomokuPosition;
use tetrarch_movegen::{Move, Position};

/// Longest VCF searched, in attacker fours (the final five not counted; real VCFs on 15x15
/// rarely exceed 20).
pub const MAX_VCF_DEPTH: u32 = 40;

/// The search state shared by the VCF and VCT solvers.
#[derive(Debug)]
pub(crate) struct Solver {
    pub nodes: u64,
    pub budget: u64,
    pub aborted: bool,
    pub vcf_table: FailTable,
    pub vct_table: FailTable,
    /// Set when a search stopped at its depth limit with moves left to try: only then can a
    /// deeper iteration find more.
    pub deeper: bool,
}

impl Solver {
    pub fn new(budget: u64) -> Self {
        Solver {
            nodes: 0,
            budget,
            aborted: false,
            vcf_table: FailTable::new(budget),
            vct_table: FailTable::new(budget),
            deeper: false,
        }
    }

    /// Counts a node; false (and `aborted`) once the budget is spent.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
        }
        !self.aborted
    }
}

/// Finds a shortest VCF for the side to move: the moves (attacker, forced block, attacker,
/// ...) ending with the attacker's five. If the defender's block would be a renju-forbidden
/// point, the line ends with the attacker's four (the five follows whatever is played).
/// `None` when there is none within [`MAX_VCF_DEPTH`] or the `node_budget` (make_move calls)
/// runs out first.
pub fn solve_vcf(pos: &mut GomokuPosition, node_budget: u64) -> Option<Vec<Move>> {
    solve_vcf_within(pos, MAX_VCF_DEPTH, node_budget).0
}

/// [`solve_vcf`] with at most `max_depth` attacker moves; also tells whether the budget ran
/// out (then `None` means "unknown", not "no VCF").
pub fn solve_vcf_within(
    pos: &mut GomokuPosition,
    max_depth: u32,
    node_budget: u64,
) -> (Option<Vec<Move>>, bool) {
    if pos.is_won() {
        return (None, false);
    }
    let mut solver = Solver::new(node_budget);
    // Iterative deepening: the first line found is a shortest one; the failure table keeps
    // the shallower iterations cheap.
    for depth in 1..=max_depth {
        let mut line = Vec::new();
        if vcf_attack(pos, &mut solver, depth, &mut line) {
            return (Some(line), false);
        }
        if solver.aborted || !solver.deeper {
            break;
        }
        solver.deeper = false;
    }
    (None, solver.aborted)
}

/// Attacker to move: whether fours alone win within `depth` attacker moves. On success the
/// winning line is appended to `line`.
pub(crate) fn vcf_attack(
    pos: &mut GomokuPosition,
    solver: &mut Solver,
    depth: u32,
    line: &mut Vec<Move>,
) -> bool {
    let me = pos.side_to_move().index();
    let op = 1 - me;
    if let Some(five) = pos.board().five_point(me) {
        line.push(GomokuPosition::placement_move(five));
        return true;
    }
    if solver.aborted {
        return false;
    }
    if depth == 0 {
        solver.deeper = true;
        return false;
    }
    let key = pos.key();
    if let Some(d) = solver.vcf_table.probe(key) {
        if d >= depth {
            solver.deeper |= d != PROVEN;
            return false;
        }
    }
    let outer_deeper = core::mem::replace(&mut solver.deeper, false);
    let op_fives = pos.threat_cells(op, Threat::Five, Threat::Five);
    let candidates = if op_fives.is_empty() {
        pos.threat_cells(me, Threat::Four, Threat::OpenFour)
    } else if op_fives.len() == 1 && pos.board().threat(op_fives[0], me) >= Threat::Four {
        // The opponent threatens five: only a block that is also our four keeps the VCF.
        op_fives
            .iter()
            .copied()
            .filter(|&c| pos.can_play(me, c))
            .collect()
    } else {
        Vec::new()
    };
    match try_attacks(pos, solver, candidates, depth, line, vcf_defend) {
        Some(true) => return true,
        Some(false) => {}
        None => return false,
    }
    let limited = solver.deeper;
    if !solver.aborted {
        solver
            .vcf_table
            .store(key, if limited { depth } else { PROVEN });
    }
    solver.deeper = outer_deeper || limited;
    false
}

/// Tries the attacker's `candidates` in order (open fours first, then by the attacker's
/// pattern score), answering each with `defend` at `depth - 1`. `Some(true)` once one wins
/// (its line appended to `line`), `Some(false)` when none does, `None` when the node budget
/// ran out before a move could be tried.
pub(crate) fn try_attacks(
    pos: &mut GomokuPosition,
    solver: &mut Solver,
    mut candidates: Vec<usize>,
    depth: u32,
    line: &mut Vec<Move>,
    defend: fn(&mut GomokuPosition, &mut Solver, u32, &mut Vec<Move>) -> bool,
) -> Option<bool> {
    let me = pos.side_to_move().index();
    candidates.sort_by_key(|&c| {
        let info = pos.board().info(c, me);
        (
            core::cmp::Reverse(info.threat),
            core::cmp::Reverse(info.score),
        )
    });
    for c in candidates {
        if !solver.tick() {
            return None;
        }
        let m = GomokuPosition::placement_move(c);
        pos.make_move(m);
        let start = line.len();
        line.push(m);
        let won = defend(pos, solver, depth - 1, line);
        pos.unmake_move(m);
        if won {
            return Some(true);
        }
        line.truncate(start);
    }
    Some(false)
}

/// Defender to move after the attacker's four: the block is forced.
fn vcf_defend(
    pos: &mut GomokuPosition,
    solver: &mut Solver,
    depth: u32,
    line: &mut Vec<Move>,
) -> bool {
    let me = pos.side_to_move().index();
    let att = 1 - me;
    if pos.board().threat_count(me, Threat::Five) > 0 {
        return false; // the defender makes five first
    }
    let att_fives: Vec<usize> = pos
        .board()
        .candidates()
        .iter()
        .filter(|&c| pos.board().threat(c, att) == Threat::Five)
        .collect();
    match att_fives.as_slice() {
        [] => false,
        [block] => {
            if !pos.can_play(me, *block) {
                return true; // forbidden block (renju black): the five comes anyway
            }
            if !solver.tick() {
                return false;
            }
            let m = GomokuPosition::placement_move(*block);
            pos.make_move(m);
            line.push(m);
            let won = vcf_attack(pos, solver, depth, line);
            pos.unmake_move(m);
            won
        }
        [first, second, ..] => {
            // Two completion points: block one, five on the other.
            if pos.can_play(me, *first) {
                line.push(GomokuPosition::placement_move(*first));
                line.push(GomokuPosition::placement_move(*second));
            } else {
                line.push(GomokuPosition::placement_move(*second));
                line.push(GomokuPosition::placement_move(*first));
            }
            true
        }
    }
}
