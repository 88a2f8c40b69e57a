//! The engine: one [`Searcher`] (one transposition table) for every game.

use crate::Game;
use core::fmt;
use tetrarch_search::{
    Limits, RootProgress, SearchControl, SearchInfo, SearchResult, Searcher, TableProbe,
};

/// The search for any [`Game`]. Each call dispatches once to the search monomorphised for that
/// game's position type; the table and options are shared, so switching games between calls
/// only costs a [`Engine::searcher_mut`]`().clear()` if the caller wants a clean table.
pub struct Engine {
    searcher: Searcher,
}

impl Engine {
    /// An engine with a transposition table of `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Engine {
        Engine {
            searcher: Searcher::new(hash_mib),
        }
    }

    /// The searcher, for options (threads, MultiPV, hash size) and clearing.
    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// The searcher's current options.
    pub fn searcher(&self) -> &Searcher {
        &self.searcher
    }

    /// Searches `game` within `limits` until done or `control` says stop; `on_info` hears once
    /// per completed iteration. Blocks: run it on a thread of its own to keep reading input.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &SearchControl,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_with_progress(game, limits, control, on_info, None)
    }

    /// [`Engine::search`], also telling `on_progress` of each root move the main thread starts
    /// (UCI `currmove`, XBoard `stat01`).
    pub fn search_with_progress(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &SearchControl,
        on_info: &mut dyn FnMut(&SearchInfo),
        on_progress: Option<&mut dyn FnMut(&RootProgress)>,
    ) -> SearchResult {
        let searcher = &mut self.searcher;
        with_position!(game, p => searcher.search_with_progress(p, limits, control, on_info, on_progress))
    }
}

impl Engine {
    /// What the transposition table holds for `game`'s position (UCCI `probe`).
    pub fn probe(&self, game: &Game) -> Option<TableProbe> {
        let searcher = &self.searcher;
        with_position!(game, p => searcher.probe(p))
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("options", self.searcher.options())
            .finish_non_exhaustive()
    }
}
