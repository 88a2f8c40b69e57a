//! What the caller asks of one search: its limits, and the engine options that outlive it.

use core::time::Duration;
use tetrarch_movegen::Move;

/// Limits of one search (UCI `go`). The default has no limit: the search runs until stopped
/// (or until it reaches the maximum depth).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this many plies of iterative deepening.
    pub depth: Option<i32>,
    /// Stop after about this many nodes (all threads together).
    pub nodes: Option<u64>,
    /// Think exactly this long (less the move overhead).
    pub movetime: Option<Duration>,
    /// With `movetime`: aim at this much instead, stopping between iterations once it has
    /// passed (later while the best move is unstable), never past `movetime` (a per-turn cap
    /// with a match clock to share, as Gomocup's `timeout_turn` and `time_left`).
    pub movetime_target: Option<Duration>,
    /// The side to move's remaining clock time.
    pub time_left: Option<Duration>,
    /// The side to move's increment per move.
    pub increment: Duration,
    /// Moves until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
    /// Stop once a mate in this many moves (or fewer) is proven.
    pub mate: Option<u32>,
    /// Search until `stop`, and do not return before it even when the search is finished.
    pub infinite: bool,
    /// Pondering: no time limit until `ponderhit`, and no return before `ponderhit` or `stop`.
    pub ponder: bool,
    /// Search only these root moves (empty: all).
    pub search_moves: Vec<Move>,
}

/// Engine options that hold across searches (UCI `setoption`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Search threads (Lazy SMP); 1 = single-threaded.
    pub threads: usize,
    /// Number of principal variations reported (UCI `MultiPV`).
    pub multipv: usize,
    /// Strength levels 0-5 (Maackesgeist's): 0 plays a random legal move, 1..=5 cap the depth
    /// at 2..=6 plies. `None` = full strength.
    pub skill_level: Option<u8>,
    /// Time kept back on every move for the GUI and the pipe, so the clock never runs out.
    pub move_overhead: Duration,
    /// A strength handicap: never search more than this many nodes per move.
    pub nodes_per_move: Option<u64>,
    /// Selective search (null move, reductions, futility and move-count pruning, SEE pruning,
    /// extensions). `false` leaves a plain alpha-beta whose fixed-depth values equal minimax:
    /// for tests and exact analysis.
    pub selective: bool,
    /// Search parameters set by name over the game's own (tuning runs, SPSA): each name is
    /// one of [`tetrarch_eval::SearchParams::NAMES`]; unknown names are refused when set
    /// through [`SearchOptions::set_param`].
    pub param_overrides: Vec<(String, i32)>,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            threads: 1,
            multipv: 1,
            skill_level: None,
            move_overhead: Duration::from_millis(30),
            nodes_per_move: None,
            selective: true,
            param_overrides: Vec::new(),
        }
    }
}

impl SearchOptions {
    /// Sets search parameter `name` to `value` for every game (over the game's own value);
    /// an error names an unknown parameter.
    pub fn set_param(&mut self, name: &str, value: i32) -> Result<(), String> {
        let mut probe = tetrarch_eval::SearchParams::DEFAULT;
        probe.set(name, value)?;
        self.param_overrides.retain(|(n, _)| n != name);
        self.param_overrides.push((name.to_string(), value));
        Ok(())
    }

    /// The game's parameters `base` with the overrides applied.
    pub fn params_over(&self, base: tetrarch_eval::SearchParams) -> tetrarch_eval::SearchParams {
        let mut params = base;
        for (name, value) in &self.param_overrides {
            // Names were checked when set; a stale one is skipped rather than failing a search.
            let _ = params.set(name, *value);
        }
        params
    }

    /// The depth cap of a skill level (Maackesgeist's table): level 0 does not search.
    pub fn skill_depth(&self) -> Option<i32> {
        self.skill_level
            .filter(|&l| l < 5 + 1)
            .map(|l| if l == 0 { 0 } else { l as i32 + 1 })
    }
}
