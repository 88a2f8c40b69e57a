//! The search's clock. `std::time::Instant` and `SystemTime` panic on `wasm32-unknown-unknown`
//! (no OS clock there); `web-time` re-exports the std types on every other target and reads
//! the browser's `performance.now()` / `Date.now()` on the web, so the same search runs in a
//! page. Everything in this crate that reads the time goes through here.

pub(crate) use web_time::{Instant, SystemTime, UNIX_EPOCH};
