#![no_main]
//! Chess position text (FEN) from arbitrary bytes.

use libfuzzer_sys::fuzz_target;
use tetrarch::Variant;

fuzz_target!(|data: &[u8]| tetrarch_fuzz::position_text(Variant::Chess, data));
