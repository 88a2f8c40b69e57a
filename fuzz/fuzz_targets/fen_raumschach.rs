#![no_main]
//! Raumschach position text (FEN) from arbitrary bytes.

use libfuzzer_sys::fuzz_target;
use tetrarch::Variant;

fuzz_target!(|data: &[u8]| tetrarch_fuzz::position_text(Variant::Raumschach, data));
