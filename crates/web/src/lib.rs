//! tetrarch in the browser: the games and the engine compiled to WebAssembly for the page in
//! `web/` (built by `cargo xtask web`).
//!
//! Invariants:
//! - Above the facade, beside the CLI: it asks the games through `tetrarch::Game` and knows no
//!   rule; cell names come from the games' own notation ([`cells`], [`board`]).
//! - Everything the page sees is plain Rust in [`session`] and [`engine`], tested natively;
//!   [`bindings`] only converts to JavaScript values.
//! - The search runs single-threaded here (no threads on `wasm32-unknown-unknown`); the page
//!   runs it in a Web Worker so the page never freezes.

pub mod bindings;
pub mod board;
pub mod cells;
pub mod engine;
pub mod session;

pub use session::{MoveInfo, Session, Status};
