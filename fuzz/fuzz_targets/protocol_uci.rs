#![no_main]
//! The Uci command loop fed arbitrary bytes as a whole session.

use libfuzzer_sys::fuzz_target;
use tetrarch_cli::protocol::Protocol;

fuzz_target!(|data: &[u8]| tetrarch_fuzz::command_loop(Protocol::Uci, data));
