//! What the search tells its caller: per-iteration information and the final result.

use core::time::Duration;
use tetrarch_hash::Bound;
use tetrarch_movegen::Move;

use crate::score::{MATE, MATE_BOUND};

/// A score as protocols print it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ScoreReport {
    /// Centipawns from the side to move's point of view.
    Centipawns(i32),
    /// Mate in `n` moves; negative when the side to move is being mated.
    Mate(i32),
}

impl ScoreReport {
    /// Converts an internal search score (mate scores count plies from the root).
    pub fn from_score(score: i32) -> ScoreReport {
        if score >= MATE_BOUND {
            ScoreReport::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            ScoreReport::Mate(-(MATE + score) / 2)
        } else {
            ScoreReport::Centipawns(score)
        }
    }
}

/// One line of search output (UCI `info`): sent once per completed iteration and per PV line,
/// and on aspiration fail-high/fail-low with `bound` set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The iteration's nominal depth.
    pub depth: i32,
    /// The deepest ply reached (quiescence and extensions).
    pub seldepth: i32,
    /// 1-based index of this line with MultiPV.
    pub multipv: usize,
    /// The line's score.
    pub score: ScoreReport,
    /// `Some(Lower)` on a fail-high, `Some(Upper)` on a fail-low line, `None` when exact.
    pub bound: Option<Bound>,
    /// Nodes of all threads so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Permille of the transposition table used by this search.
    pub hashfull: usize,
    /// Positions scored by the game's endgame tablebases, all threads.
    pub tbhits: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// What the search decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move.
    pub best_move: Option<Move>,
    /// The expected reply, to ponder on.
    pub ponder_move: Option<Move>,
    /// The best move's score.
    pub score: ScoreReport,
    /// The last completed depth.
    pub depth: i32,
    /// Nodes of all threads.
    pub nodes: u64,
}
