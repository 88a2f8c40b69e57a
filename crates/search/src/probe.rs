//! What the transposition table holds for a position, for protocols that ask (UCCI `probe`).

use tetrarch_hash::Bound;
use tetrarch_movegen::{Move, Position};

use crate::report::ScoreReport;
use crate::score::from_tt;
use crate::Searcher;

/// A table entry as the root of a search would read it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableProbe {
    /// The stored move, when there is one and it is legal in the position.
    pub best_move: Option<Move>,
    /// The stored score, from the side to move's point of view.
    pub score: ScoreReport,
    /// What the score says: exact, at least (fail high) or at most (fail low).
    pub bound: Bound,
    /// The depth it was searched to, in plies.
    pub depth: i32,
}

impl Searcher {
    /// The table's entry for `pos`, if it holds one.
    pub fn probe<P: Position>(&self, pos: &P) -> Option<TableProbe> {
        let entry = self.tt.probe(pos.key())?;
        Some(TableProbe {
            best_move: (!entry.mv.is_null() && pos.is_legal(entry.mv)).then_some(entry.mv),
            score: ScoreReport::from_score(from_tt(entry.score, 0)),
            bound: entry.bound,
            depth: entry.depth,
        })
    }
}
