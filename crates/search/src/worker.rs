//! One search thread's state: its copy of the position, its stack, its ordering tables, and
//! what it shares with the other threads (the transposition table and the stop flags).

use core::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;

use tetrarch_eval::{Evaluate, SearchParams};
use tetrarch_hash::TranspositionTable;
use tetrarch_movegen::{Move, Outcome, Position};

use crate::history::{OrderingTables, PieceTo};
use crate::score::{mate_in, mated_in, INFINITE, MAX_PLY};
use crate::stats::Counters;
use crate::time::TimeManager;
use crate::{Limits, SearchControl};

/// How often (in nodes) the main thread looks at the clock and the stop flag, and every
/// thread publishes its node count. A power of two: the test is a mask.
pub(crate) const POLL_INTERVAL: u64 = 1024;

/// How often the main thread looks at the clock when the hard bound is under
/// [`FAST_POLL_BELOW`]: in bullet games (and unoptimised builds) a thousand nodes can take
/// longer than the whole move.
pub(crate) const FAST_POLL_INTERVAL: u64 = 64;

/// The hard bound under which the main thread polls every [`FAST_POLL_INTERVAL`] nodes.
pub(crate) const FAST_POLL_BELOW: std::time::Duration = std::time::Duration::from_millis(100);

/// What all search threads share: only the table and atomics.
#[derive(Debug)]
pub(crate) struct Shared<'a> {
    pub tt: &'a TranspositionTable,
    pub control: &'a SearchControl,
    /// Set by the main thread when the search must end (time, nodes, stop, done).
    pub abort: AtomicBool,
    /// Each thread's node count, published every [`POLL_INTERVAL`] nodes.
    pub nodes: Vec<AtomicU64>,
    /// Positions the game's tablebases scored, all threads.
    pub tb_hits: AtomicU64,
    pub selective: bool,
    /// The game's margins, with any overrides applied.
    pub params: SearchParams,
    /// Late-move reductions `[depth][move number]` from `params` (kept by the searcher
    /// between searches: building it costs 4,096 logarithms).
    pub reductions: &'a ReductionTable,
    /// Lazy SMP: the deepest iteration a helper thread completed, and its result. The main
    /// thread adopts it when it is deeper than its own, so a helper that runs ahead shortens
    /// the time to depth instead of only filling the table.
    pub deepest: Deepest,
}

/// The deepest completed helper iteration (multi-PV searches do not share: each line is the
/// main thread's).
#[derive(Debug, Default)]
pub(crate) struct Deepest {
    /// Whether helpers publish (two or more threads, one line).
    pub enabled: bool,
    /// The depth of `result`, readable without the lock; 0 until a helper completes one.
    pub depth: AtomicI32,
    /// The depth the main thread is searching: helpers keep ahead of it.
    pub main_depth: AtomicI32,
    /// The depth a helper last started searching (the main thread leaves it to the helper).
    pub helper_depth: AtomicI32,
    pub result: Mutex<Option<RootMove>>,
}

impl Deepest {
    pub(crate) fn new(enabled: bool) -> Self {
        Deepest {
            enabled,
            ..Deepest::default()
        }
    }

    /// Records a helper's completed iteration at `depth` if it is the deepest yet.
    pub(crate) fn publish(&self, depth: i32, best: &RootMove) {
        if !self.enabled || depth <= self.depth.load(Relaxed) {
            return;
        }
        let mut result = self.result.lock().unwrap_or_else(|e| e.into_inner());
        if depth > self.depth.load(Relaxed) {
            *result = Some(best.clone());
            self.depth.store(depth, Relaxed);
        }
    }

    /// Whether a helper is searching iteration `depth` (and has not yet completed it).
    pub(crate) fn helper_searching(&self, depth: i32) -> bool {
        self.enabled && self.helper_depth.load(Relaxed) == depth && self.depth.load(Relaxed) < depth
    }

    /// A helper's result deeper than `depth`, with its depth.
    pub(crate) fn deeper_than(&self, depth: i32) -> Option<(i32, RootMove)> {
        if !self.enabled || self.depth.load(Relaxed) <= depth {
            return None;
        }
        let result = self.result.lock().unwrap_or_else(|e| e.into_inner());
        let d = self.depth.load(Relaxed);
        result.clone().map(|rm| (d, rm))
    }
}

impl Shared<'_> {
    pub(crate) fn total_nodes(&self) -> u64 {
        self.nodes.iter().map(|n| n.load(Relaxed)).sum()
    }

    /// The late-move reduction of the `moves`-th move at `depth`.
    #[inline]
    pub(crate) fn reduction(&self, depth: i32, moves: usize) -> i32 {
        self.reductions.get(depth, moves)
    }

    /// Quiet moves searched at `depth` before move-count pruning drops the rest (halved when
    /// not improving): `move_count_base + depth ^ (move_count_power / 100)`.
    pub(crate) fn move_count_limit(&self, depth: i32) -> i32 {
        self.reductions.1[depth.clamp(0, 63) as usize]
    }
}

/// Late-move reductions `[depth][move number]`: `base + ln(d) ln(n) / divisor`, the base and
/// divisor in hundredths (the search parameters `lmr_base` and `lmr_divisor`).
#[derive(Clone, Debug)]
pub(crate) struct ReductionTable(Box<[[u8; 64]; 64]>, Box<[i32; 64]>);

impl ReductionTable {
    /// The reduction of the `moves`-th move at `depth` (both clamped to the table).
    #[inline]
    pub(crate) fn get(&self, depth: i32, moves: usize) -> i32 {
        self.0[depth.clamp(0, 63) as usize][moves.min(63)] as i32
    }

    pub(crate) fn new(params: &SearchParams) -> Self {
        let base = params.lmr_base as f64 / 100.0;
        let divisor = (params.lmr_divisor as f64 / 100.0).max(0.01);
        let mut t = Box::new([[0u8; 64]; 64]);
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                let v = base + (d as f64).ln() * (n as f64).ln() / divisor;
                *r = v.clamp(0.0, 63.0) as u8;
            }
        }
        let power = params.move_count_power as f64 / 100.0;
        let mut counts = Box::new([0i32; 64]);
        for (d, c) in counts.iter_mut().enumerate() {
            *c = params.move_count_base + ((d as f64).powf(power) + 1e-9) as i32;
        }
        ReductionTable(t, counts)
    }
}

/// What only the main thread carries: the clock, the node limit and the progress hook.
#[derive(Debug)]
pub(crate) struct MainControl<'a> {
    pub time: TimeManager,
    pub node_limit: Option<u64>,
    /// Pondering and no `ponderhit` yet: no time limit.
    pub pondering: bool,
    /// Other threads' nodes at the last poll.
    pub others: u64,
    /// The depth limit: a helper that completes it ends the search.
    pub max_depth: i32,
    /// A short hard bound: the clock is read every [`FAST_POLL_INTERVAL`] nodes.
    pub fast_poll: bool,
    /// Told of each root move started (`crate::progress`).
    pub progress: Option<crate::progress::ProgressHook<'a>>,
}

/// The number of nodes the table-hit average (`Worker::tt_hit_average`) spans...
const TT_HIT_WINDOW: u32 = 4096;
/// ...and the fixed-point unit of one hit (Stockfish 11's pair of constants).
const TT_HIT_RESOLUTION: u32 = 1024;

/// One ply of the search stack.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Frame {
    /// The move played from this ply (null before the first).
    pub current: Move,
    /// Whether `current` is a null move.
    pub null: bool,
    /// Whether `current` is noisy (for the recapture extension).
    pub noisy: bool,
    /// Static evaluation here (`-INFINITE` in check).
    pub eval: i32,
    pub killers: [Move; 2],
    /// `current` as continuation history sees it.
    pub piece_to: PieceTo,
    /// The move left out of this node's search (singular extension test), or null.
    pub excluded: Move,
    /// Moves searched so far at this ply, `current` included.
    pub move_count: usize,
    /// Whether `current` was extended two plies (a singular move far above the others).
    pub double_extended: bool,
    /// The history sum of the last quiet move reduced here (Stockfish 11's `statScore`):
    /// the child compares its own moves with it. Reset for the grandchildren at each node,
    /// so siblings pass it on.
    pub stat_score: i32,
}

impl Default for Frame {
    fn default() -> Self {
        Frame {
            current: Move::NULL,
            null: false,
            noisy: false,
            eval: -INFINITE,
            killers: [Move::NULL; 2],
            piece_to: PieceTo::NONE,
            excluded: Move::NULL,
            move_count: 0,
            double_extended: false,
            stat_score: 0,
        }
    }
}

/// A root move and what the last iteration learned about it.
#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub mv: Move,
    /// Score of the current iteration (`-INFINITE` until searched, and when it failed low).
    pub score: i32,
    /// Score of the last completed iteration.
    pub previous_score: i32,
    pub seldepth: i32,
    pub pv: Vec<Move>,
}

/// A search thread.
pub(crate) struct Worker<'a, P> {
    pub pos: P,
    pub sh: &'a Shared<'a>,
    pub id: usize,
    pub tables: &'a mut OrderingTables,
    pub stack: Vec<Frame>,
    /// Triangular principal-variation table: row `ply` holds the line from `ply`.
    pub pv: Vec<Move>,
    pub pv_len: Vec<usize>,
    pub root_moves: Vec<RootMove>,
    pub nodes: u64,
    pub seldepth: usize,
    pub root_depth: i32,
    pub pv_index: usize,
    /// Changes of the best root move in this iteration (time management).
    pub best_changes: u32,
    /// Running average of table hits over the last nodes (Stockfish 11's `ttHitAverage`),
    /// in [`TT_HIT_RESOLUTION`] units times [`TT_HIT_WINDOW`]: late moves are reduced less
    /// while the table keeps hitting (`lmr_tt_hit_average`).
    pub tt_hit_average: u32,
    /// While a null move is verified (`null_move_verify_depth`), the side that passed may not
    /// pass again before this ply (Stockfish's `nmpMinPly`); 0 when no verification runs.
    pub null_verify_ply: usize,
    /// The parity of the plies at which that side is to move (Stockfish's `nmpColor`).
    pub null_verify_side: usize,
    pub counters: Counters,
    pub main: Option<MainControl<'a>>,
    pub stopped: bool,
}

impl<'a, P: Position + Evaluate> Worker<'a, P> {
    pub(crate) fn new(
        pos: P,
        sh: &'a Shared<'a>,
        id: usize,
        tables: &'a mut OrderingTables,
        root_moves: Vec<RootMove>,
        main: Option<MainControl<'a>>,
    ) -> Self {
        Worker {
            pos,
            sh,
            id,
            tables,
            stack: vec![Frame::default(); MAX_PLY + 4],
            pv: vec![Move::NULL; (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: vec![0; MAX_PLY + 1],
            root_moves,
            nodes: 0,
            seldepth: 0,
            root_depth: 0,
            pv_index: 0,
            best_changes: 0,
            tt_hit_average: TT_HIT_WINDOW * TT_HIT_RESOLUTION / 2,
            null_verify_ply: 0,
            null_verify_side: 0,
            counters: Counters::default(),
            main,
            stopped: false,
        }
    }

    /// Folds one table probe into `tt_hit_average` (Stockfish 11's running average).
    #[inline]
    pub(crate) fn note_tt_probe(&mut self, hit: bool) {
        let kept = u64::from(TT_HIT_WINDOW - 1) * u64::from(self.tt_hit_average)
            / u64::from(TT_HIT_WINDOW);
        self.tt_hit_average = kept as u32 + hit as u32 * TT_HIT_RESOLUTION;
    }

    /// Whether the table hit on more than `per_1024` of the last nodes' probes.
    #[inline]
    pub(crate) fn tt_hits_above(&self, per_1024: i32) -> bool {
        i64::from(self.tt_hit_average) * 1024
            > i64::from(per_1024) * i64::from(TT_HIT_RESOLUTION * TT_HIT_WINDOW)
    }

    /// Counts a node and decides whether the search must end now. Cheap: one relaxed load,
    /// plus the clock every [`POLL_INTERVAL`] nodes on the main thread.
    #[inline]
    pub(crate) fn visit(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes & (POLL_INTERVAL - 1) == 0 {
            self.sh.nodes[self.id].store(self.nodes, Relaxed);
            if let Some(main) = &mut self.main {
                main.others = self.sh.total_nodes() - self.nodes;
                if self.sh.control.is_stopped() {
                    self.sh.abort.store(true, Relaxed);
                }
                if main.pondering && self.sh.control.is_ponderhit() {
                    main.pondering = false;
                    main.time.restart();
                }
                if !main.pondering && main.time.hard_expired() {
                    self.sh.abort.store(true, Relaxed);
                }
                // A helper finished the last depth: its result is the answer.
                if self.sh.deepest.depth.load(Relaxed) >= main.max_depth {
                    self.sh.abort.store(true, Relaxed);
                }
            }
        } else if self.nodes & (FAST_POLL_INTERVAL - 1) == 0 {
            if let Some(main) = &mut self.main {
                if main.fast_poll && !main.pondering && main.time.hard_expired() {
                    self.sh.abort.store(true, Relaxed);
                }
            }
        }
        if let Some(MainControl {
            node_limit: Some(limit),
            others,
            ..
        }) = &self.main
        {
            if self.nodes + others >= *limit {
                self.sh.abort.store(true, Relaxed);
            }
        }
        if self.sh.abort.load(Relaxed) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of a tablebase value at `ply`: a mate at its distance, 0 for a draw;
    /// `None` for a mate too far for the search's mate scores.
    #[inline]
    pub(crate) fn tablebase_score(&mut self, ply: usize) -> Option<i32> {
        let (outcome, plies) = self.pos.probe_tablebase()?;
        self.sh.tb_hits.fetch_add(1, Relaxed);
        let distance = ply + plies as usize;
        match outcome {
            Outcome::Draw => Some(0),
            _ if distance >= MAX_PLY => None,
            outcome => Some(Self::outcome_score(outcome, distance)),
        }
    }

    /// The score of a game-over verdict at `ply`.
    #[inline]
    pub(crate) fn outcome_score(outcome: Outcome, ply: usize) -> i32 {
        match outcome {
            Outcome::Win => mate_in(ply),
            Outcome::Loss => mated_in(ply),
            Outcome::Draw => 0,
        }
    }

    /// Records `m` followed by the line from `ply + 1` as the line from `ply`.
    #[inline]
    pub(crate) fn update_pv(&mut self, ply: usize, m: Move) {
        let row = (MAX_PLY + 1) * ply;
        let child = row + MAX_PLY + 1;
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        self.pv[row + ply] = m;
        for i in ply + 1..child_len {
            self.pv[row + i] = self.pv[child + i];
        }
        self.pv_len[ply] = child_len;
    }
}

/// The limits a worker obeys, besides time: collected once per search.
#[derive(Clone, Debug)]
pub(crate) struct DepthLimits {
    pub max_depth: i32,
    pub mate: Option<u32>,
}

impl DepthLimits {
    pub(crate) fn new(limits: &Limits, skill_depth: Option<i32>) -> Self {
        let mut max_depth = limits.depth.unwrap_or(MAX_PLY as i32 - 1);
        if let Some(d) = skill_depth {
            max_depth = max_depth.min(d);
        }
        DepthLimits {
            max_depth: max_depth.clamp(1, MAX_PLY as i32 - 1),
            mate: limits.mate,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The main thread leaves a depth to a helper only while the helper is still on it.
    #[test]
    fn helper_searching_is_the_unfinished_helper_depth() {
        let deepest = Deepest::new(true);
        deepest.helper_depth.store(7, Relaxed);
        assert!(deepest.helper_searching(7));
        assert!(!deepest.helper_searching(6));
        assert!(!deepest.helper_searching(8));
        let best = RootMove {
            mv: Move::NULL,
            score: 0,
            previous_score: 0,
            seldepth: 7,
            pv: Vec::new(),
        };
        deepest.publish(7, &best);
        assert!(
            !deepest.helper_searching(7),
            "completed: nothing to leave to it"
        );
        let single = Deepest::new(false);
        single.helper_depth.store(7, Relaxed);
        assert!(!single.helper_searching(7), "one thread never skips");
    }
}
