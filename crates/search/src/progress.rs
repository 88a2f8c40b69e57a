//! Live progress of the root move loop, for protocols that show it while a search runs:
//! UCI's `currmove`/`currmovenumber`, XBoard's `stat01` answer to `.` in analysis.
//!
//! The main thread calls the hook once per root move it starts, never below the root, so the
//! cost is one clock read per root move.

use core::time::Duration;
use tetrarch_eval::Evaluate;
use tetrarch_movegen::{Move, Position};

use crate::worker::Worker;

/// The root move the main thread has just started to search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RootProgress {
    /// The iteration's depth.
    pub depth: i32,
    /// The move being searched.
    pub mv: Move,
    /// Its 1-based number in this iteration's root order (Stockfish's `currmovenumber`).
    pub number: usize,
    /// The root moves of the search (after `searchmoves`).
    pub moves: usize,
    /// Nodes searched so far, all threads (the others' as last published).
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
}

/// The caller's hook for [`RootProgress`], held by the main thread's control.
pub(crate) struct ProgressHook<'a>(pub &'a mut dyn FnMut(&RootProgress));

impl core::fmt::Debug for ProgressHook<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ProgressHook")
    }
}

impl<P: Position + Evaluate> Worker<'_, P> {
    /// Reports that the root move loop starts `mv`, the `number`-th root move (main thread).
    #[inline]
    pub(crate) fn report_root_move(&mut self, mv: Move, number: usize) {
        let moves = self.root_moves.len();
        let (depth, nodes) = (self.root_depth, self.nodes);
        if let Some(main) = &mut self.main {
            if let Some(hook) = &mut main.progress {
                let time = main.time.elapsed();
                (hook.0)(&RootProgress {
                    depth,
                    mv,
                    number,
                    moves,
                    nodes: nodes + main.others,
                    time,
                });
            }
        }
    }
}
