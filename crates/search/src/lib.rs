//! One alpha-beta search for every game: principal variation search with iterative
//! deepening, aspiration windows, a shared transposition table, a staged move picker,
//! null move, late-move reductions, futility pruning, extensions, quiescence, a time
//! manager, MultiPV, skill levels and Lazy SMP.
//!
//! Invariants:
//! - The search knows no game: it is generic over [`Position`] + [`Evaluate`] and
//!   monomorphised per game; no `dyn` below [`Searcher::search`].
//! - It never prints: everything goes through the `on_info` callback and `tracing`
//!   (spans per iteration, never per node).
//! - Threads share only the transposition table and atomics; `search` always returns a
//!   legal move when one exists, also when stopped at once.
//!
//! # Example
//!
//! ```
//! use tetrarch_chess::ChessPosition;
//! use tetrarch_movegen::Notation;
//! use tetrarch_search::{Limits, ScoreReport, SearchControl, Searcher};
//!
//! // A back-rank mate in one.
//! let pos = ChessPosition::from_text("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
//! let mut searcher = Searcher::new(16); // MiB of transposition table
//! let limits = Limits { depth: Some(6), ..Limits::default() };
//! let mut lines = 0;
//! let result = searcher.search(&pos, &limits, &SearchControl::new(), &mut |_info| lines += 1);
//! assert_eq!(pos.format_move(result.best_move.unwrap()), "a1a8");
//! assert_eq!(result.score, ScoreReport::Mate(1));
//! assert!(lines > 0);
//! ```

#![warn(missing_docs)]

mod clock;
mod control;
mod history;
mod iterate;
mod limits;
mod movepick;
mod node;
mod probe;
mod progress;
mod qsearch;
mod report;
mod score;
mod search;
mod skill;
mod stats;
mod time;
mod worker;

use core::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Duration;

use tetrarch_eval::{Evaluate, SearchParams};
use tetrarch_hash::TranspositionTable;
use tetrarch_movegen::{Move, MoveList, Position};

pub use control::SearchControl;
pub use limits::{Limits, SearchOptions};
pub use probe::TableProbe;
pub use progress::RootProgress;
pub use report::{ScoreReport, SearchInfo, SearchResult};
pub use score::{MATE, MATE_BOUND, MAX_PLY};
pub use stats::SearchStatistics;
pub use time::TimeManager;

use history::OrderingTables;
use score::INFINITE;
use worker::{Deepest, DepthLimits, MainControl, ReductionTable, RootMove, Shared, Worker};

/// Stack of each helper thread: the search recurses up to `MAX_PLY` frames of a few KiB.
const HELPER_STACK: usize = 16 << 20;

/// The engine's search: owns the transposition table shared by its threads and the options.
/// Not generic: one per engine; [`Searcher::search`] is generic per game.
#[derive(Debug)]
pub struct Searcher {
    tt: TranspositionTable,
    options: SearchOptions,
    /// One set of ordering tables per thread, kept (aged) between searches.
    tables: Vec<OrderingTables>,
    statistics: SearchStatistics,
    /// The reduction table of the last search and the parameters it was built from.
    reductions: Option<(SearchParams, ReductionTable)>,
    /// Random choice of skill level 0.
    rng: tetrarch_hash::SplitMix64,
}

impl Searcher {
    /// A searcher with a transposition table of `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Self {
        Searcher {
            tt: TranspositionTable::new(hash_mib),
            options: SearchOptions::default(),
            tables: Vec::new(),
            statistics: SearchStatistics::default(),
            reductions: None,
            rng: tetrarch_hash::SplitMix64(0x7E7_8A8C),
        }
    }

    /// Reallocates the table (emptied); when `mib` MiB cannot be had the old table stays, with
    /// its entries, and the error says so.
    pub fn set_hash_size(&mut self, mib: usize) -> Result<(), tetrarch_hash::TableAllocError> {
        self.tt.try_resize(mib)
    }

    /// The table's size in MiB.
    pub fn hash_size_mib(&self) -> usize {
        self.tt.size_mib()
    }

    /// Forgets everything learned (new game): table, history, counter-moves.
    pub fn clear(&mut self) {
        self.tt.clear();
        for t in &mut self.tables {
            t.clear();
        }
    }

    /// The options the next search uses.
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// The options, to change them between searches.
    pub fn options_mut(&mut self) -> &mut SearchOptions {
        &mut self.options
    }

    /// What the last search measured.
    pub fn statistics(&self) -> &SearchStatistics {
        &self.statistics
    }

    /// Permille of the table filled by the current search.
    pub fn hashfull(&self) -> usize {
        self.tt.hashfull()
    }

    /// Searches `pos` within `limits`, reporting each iteration to `on_info`; blocks until
    /// done. Returns at once with a legal move when `control` is stopped.
    pub fn search<P: Position + Evaluate>(
        &mut self,
        pos: &P,
        limits: &Limits,
        control: &SearchControl,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_with_progress(pos, limits, control, on_info, None)
    }

    /// [`Searcher::search`], also telling `on_progress` of each root move the main thread
    /// starts (see [`RootProgress`]).
    pub fn search_with_progress<P: Position + Evaluate>(
        &mut self,
        pos: &P,
        limits: &Limits,
        control: &SearchControl,
        on_info: &mut dyn FnMut(&SearchInfo),
        on_progress: Option<&mut dyn FnMut(&RootProgress)>,
    ) -> SearchResult {
        let mut time = TimeManager::new(limits, self.options.move_overhead);
        time.restart();
        self.tt.new_search();
        self.statistics = SearchStatistics::default();
        let root_moves = root_moves(pos, &limits.search_moves);
        if root_moves.is_empty() {
            let score = Worker::<P>::outcome_score(pos.outcome_without_moves(), 0);
            return SearchResult {
                best_move: None,
                ponder_move: None,
                score: ScoreReport::from_score(score),
                depth: 0,
                nodes: 0,
            };
        }
        if self.options.skill_level == Some(0) {
            return skill::random_move(&root_moves, &mut self.rng, pos.key());
        }
        if let Some(result) = self.root_proof(pos, limits, &time, &root_moves, on_info) {
            return result;
        }
        time.mark_checked();

        let threads = self.options.threads.max(1);
        while self.tables.len() < threads {
            self.tables.push(OrderingTables::default());
        }
        let params = self.options.params_over(P::SEARCH_PARAMS);
        let continuations = 2 + (params.history_four_plies > 0) as usize;
        for t in &mut self.tables[..threads] {
            t.fit(P::MAX_SQUARES, P::PIECE_CODES, continuations);
            t.age();
        }
        let depth_limits = DepthLimits::new(limits, self.options.skill_depth());
        let node_limit = match (limits.nodes, self.options.nodes_per_move) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let reductions = cached_reductions(&mut self.reductions, params);
        let shared = Shared {
            tt: &self.tt,
            control,
            abort: AtomicBool::new(false),
            nodes: (0..threads).map(|_| AtomicU64::new(0)).collect(),
            tb_hits: AtomicU64::new(0),
            selective: self.options.selective,
            params,
            reductions,
            deepest: Deepest::new(threads > 1 && self.options.multipv <= 1),
        };
        let fast_poll = time
            .bounds()
            .1
            .is_some_and(|hard| hard < worker::FAST_POLL_BELOW);
        let main_control = MainControl {
            time,
            node_limit,
            pondering: limits.ponder,
            others: 0,
            max_depth: depth_limits.max_depth,
            fast_poll,
            progress: on_progress.map(|hook| progress::ProgressHook(hook)),
        };
        let multipv = self.options.multipv.max(1);
        let (main_tables, helper_tables) = self.tables[..threads]
            .split_first_mut()
            .expect("one thread");
        let mut statistics = SearchStatistics::default();
        let (outcome, counters, main_nodes) = std::thread::scope(|scope| {
            let shared = &shared;
            for (i, tables) in helper_tables.iter_mut().enumerate() {
                let pos = pos.clone();
                let moves = root_moves.clone();
                let helper_limits = depth_limits.clone();
                let spawned = std::thread::Builder::new()
                    .name(format!("search-{}", i + 1))
                    .stack_size(HELPER_STACK)
                    .spawn_scoped(scope, move || {
                        let mut w = Worker::new(pos, shared, i + 1, tables, moves, None);
                        w.iterate(&helper_limits, 1, None);
                        w.publish_nodes();
                    });
                if let Err(e) = spawned {
                    tracing::warn!("could not start search thread {}: {e}", i + 1);
                }
            }
            let mut main = Worker::new(
                pos.clone(),
                shared,
                0,
                main_tables,
                root_moves.clone(),
                Some(main_control),
            );
            let outcome = main.iterate(&depth_limits, multipv, Some(on_info));
            // UCI: with `infinite` or while pondering, the answer waits for `stop`/`ponderhit`.
            while !control.is_stopped()
                && (limits.infinite || (limits.ponder && !control.is_ponderhit()))
            {
                std::thread::sleep(Duration::from_millis(1));
            }
            shared
                .abort
                .store(true, core::sync::atomic::Ordering::Relaxed);
            main.publish_nodes();
            (outcome, main.counters.clone(), main.nodes)
        });
        statistics.add(&counters);
        statistics.nodes = shared.total_nodes().max(main_nodes);
        statistics.iteration_nodes = outcome.iteration_nodes.clone();
        tracing::debug!(
            nodes = statistics.nodes,
            tt_hit_rate = statistics.tt_hit_rate(),
            first_move_cut_rate = statistics.first_move_cut_rate(),
            branching_factor = statistics.branching_factor().unwrap_or(0.0),
            "search done"
        );
        self.statistics = statistics;
        let best = outcome.best_move.unwrap_or(root_moves[0].mv);
        SearchResult {
            best_move: Some(best),
            ponder_move: outcome
                .ponder_move
                .or_else(|| ponder_from_table(pos, best, &self.tt)),
            score: ScoreReport::from_score(outcome.score),
            depth: outcome.completed_depth,
            nodes: self.statistics.nodes,
        }
    }
}

impl Searcher {
    /// Asks the game's own solver for a forced win before searching (gomoku's VCF and VCT),
    /// with a node budget of about a tenth of the time: a proven line is played at once and
    /// reported as a mate at its length. Only for a plain search of the whole position.
    fn root_proof<P: Position + Evaluate>(
        &self,
        pos: &P,
        limits: &Limits,
        time: &TimeManager,
        root_moves: &[RootMove],
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Option<SearchResult> {
        if !limits.search_moves.is_empty()
            || limits.infinite
            || limits.ponder
            || limits.mate.is_some()
            || self.options.multipv > 1
            || self.options.skill_level.is_some()
            || !self.options.selective
        {
            return None;
        }
        // Every limit given bounds the proof: a node limit alone once let a 20 ms turn spend
        // 80-140 ms proving (pbrain `INFO max_node 100000` beside `timeout_turn 20`).
        let by_nodes = limits
            .nodes
            .or(self.options.nodes_per_move)
            .map_or(ROOT_PROOF_MAX_NODES, |n| n / 2);
        let by_time = time.bounds().0.map_or(ROOT_PROOF_MAX_NODES, |soft| {
            soft.as_millis() as u64 * ROOT_PROOF_NODES_PER_MS
        });
        let budget = by_nodes.min(by_time).min(ROOT_PROOF_MAX_NODES);
        let line = pos.clone().prove_win(budget)?;
        let first = *line.first()?;
        if !root_moves.iter().any(|rm| rm.mv == first) {
            return None;
        }
        let score = score::mate_in(line.len());
        on_info(&SearchInfo {
            depth: line.len() as i32,
            seldepth: line.len() as i32,
            multipv: 1,
            score: ScoreReport::from_score(score),
            bound: None,
            nodes: 0,
            nps: 0,
            hashfull: self.tt.hashfull(),
            tbhits: 0,
            time: time.elapsed(),
            pv: line.clone(),
        });
        Some(SearchResult {
            best_move: Some(first),
            ponder_move: line.get(1).copied(),
            score: ScoreReport::from_score(score),
            depth: line.len() as i32,
            nodes: 0,
        })
    }
}

/// Root proofs get this many of the game's solver nodes per millisecond of the soft time
/// bound. Gomoku's VCT nodes cost 5 us or more (far more on a loaded machine): at 100 a
/// node per 10 us, the proof took 25-377 ms of a 240 ms move; 20 won 56-24 against 100
/// (gomoku15 freestyle, 0.3 s a move, 80 games, loaded machine; docs/gomoku.md)...
const ROOT_PROOF_NODES_PER_MS: u64 = 20;
/// ...and never more than this.
const ROOT_PROOF_MAX_NODES: u64 = 400_000;

/// The legal root moves (restricted to `search_moves` when given), in a first guess of
/// their order: noisy by the game's order first, then quiets by the game's quiet order.
fn root_moves<P: Position>(pos: &P, search_moves: &[Move]) -> Vec<RootMove> {
    let mut moves = MoveList::new();
    pos.generate_search_moves(&mut moves);
    if moves.is_empty() {
        pos.generate_moves(&mut moves);
    }
    if !search_moves.is_empty() {
        // Explicit moves may lie outside the game's candidate set: check them directly.
        moves = search_moves
            .iter()
            .copied()
            .filter(|&m| pos.is_legal(m))
            .collect();
    }
    let mut scored: Vec<(i64, Move)> = moves
        .iter()
        .map(|&m| {
            let key = if pos.is_noisy(m) {
                (1i64 << 40) + pos.noisy_order(m) as i64
            } else {
                pos.quiet_order(m) as i64
            };
            (key, m)
        })
        .collect();
    scored.sort_by_key(|&(k, _)| -k);
    scored
        .into_iter()
        .map(|(_, mv)| RootMove {
            mv,
            score: -INFINITE,
            previous_score: -INFINITE,
            seldepth: 0,
            pv: Vec::new(),
        })
        .collect()
}

/// The reply the table expects after `best` (when the PV is only one move long).
fn ponder_from_table<P: Position>(pos: &P, best: Move, tt: &TranspositionTable) -> Option<Move> {
    let mut p = pos.clone();
    p.make_move(best);
    let e = tt.probe(p.key())?;
    (!e.mv.is_null() && p.is_legal(e.mv)).then_some(e.mv)
}

/// The reduction table for `params`, rebuilt only when they differ from the cached one's.
fn cached_reductions(
    cache: &mut Option<(SearchParams, ReductionTable)>,
    params: SearchParams,
) -> &ReductionTable {
    if cache.as_ref().is_none_or(|(built, _)| *built != params) {
        *cache = Some((params, ReductionTable::new(&params)));
    }
    &cache.as_ref().expect("built above").1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reduction_table_follows_its_parameters() {
        let mut cache = None;
        let params = SearchParams::DEFAULT;
        let before = cached_reductions(&mut cache, params).get(20, 30);
        let mut deeper = params;
        deeper.lmr_base += 300;
        assert_eq!(
            cached_reductions(&mut cache, deeper).get(20, 30),
            before + 3
        );
        assert_eq!(cached_reductions(&mut cache, params).get(20, 30), before);
    }
}
