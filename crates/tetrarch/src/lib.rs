//! tetrarch: one engine family for chess, xiangqi, Raumschach, gomoku, and variants read from
//! Fairy-Stockfish-style variant files.
//!
//! This facade re-exports every layer and adds the one place that names the games: [`Variant`]
//! (which game, parsed from a name by a [`Registry`]), [`Game`] (an enum over the concrete
//! positions), [`GameInfo`] (what each position type answers beyond the search's contract)
//! and [`Engine`] (the search, dispatched to the right monomorphised instance).
//!
//! Invariants:
//! - Only this crate (and the binary above it) names the games; no lower layer depends on it.
//! - Dispatch happens once per call, by one `match` ([`with_position!`]) into generic code that
//!   the compiler specialises per game; nothing below it ever sees `dyn` or this enum.
//! - Every bad input (unknown variant, malformed position text, illegal move, out-of-range
//!   depth) comes back as an [`Error`] that names what is wrong; nothing here panics on input.
//!
//! # Example
//!
//! ```
//! use tetrarch::{Engine, Game, Limits, Registry, SearchControl};
//!
//! // One name for every game: chess, xiangqi, raumschach, gomoku15-renju, shatranj, ...
//! let variant = Registry::new().parse("xiangqi").unwrap();
//! let mut game = Game::new(variant);
//! game.play_text("h3e3").unwrap();
//! assert!(game.play_text("h3e3").is_err()); // no cannon there any more: a clear error
//!
//! let mut engine = Engine::new(16);
//! let limits = Limits { depth: Some(4), ..Limits::default() };
//! let result = engine.search(&game, &limits, &SearchControl::new(), &mut |_| {});
//! let reply = result.best_move.unwrap();
//! assert!(game.is_legal(reply));
//! println!("reply {}", game.format_move(reply));
//! ```

#![warn(missing_docs)]

// First: `games!` writes `with_position!`, which the modules after it use.
#[macro_use]
mod games;

mod bench;
mod book;
mod end;
mod engine;
mod error;
mod game;
mod info;
mod registry;
mod tablebase;
mod variant;

pub use bench::BenchPosition;
pub use book::{weighted_choice, Book, BookMove, BookRng, BOOK_MAGIC, MAX_WEIGHT};
pub use end::{EndReason, GameEnd};
pub use engine::Engine;
pub use error::Error;
pub use game::{Evaluation, MAX_PERFT_DEPTH};
pub use games::{bench_positions, perft_files, BuiltInGame, Game, PerftFile, Variant};
pub use info::{FlipError, GameInfo, MoveNotation, ScoreUnit};
pub use registry::Registry;
pub use tablebase::load_tablebases;
pub use tetrarch_fairy::LoadReport;
pub use variant::{FileKind, FileVariant};

pub use tetrarch_chess as chess;
pub use tetrarch_eval as eval;
pub use tetrarch_fairy as fairy;
pub use tetrarch_geometry as geometry;
pub use tetrarch_gomoku as gomoku;
pub use tetrarch_hash as hash;
pub use tetrarch_movegen as movegen;
pub use tetrarch_raumschach as raumschach;
pub use tetrarch_search as search;
pub use tetrarch_xiangqi as xiangqi;

pub use tetrarch_eval::{EvalBreakdown, TermRow, Wdl, WinRateModel};
pub use tetrarch_movegen::{Color, Move, Notation, Outcome, Position};
pub use tetrarch_search::{
    Limits, ScoreReport, SearchControl, SearchInfo, SearchOptions, SearchResult, Searcher,
};
