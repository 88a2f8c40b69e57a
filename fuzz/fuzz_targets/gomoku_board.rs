#![no_main]
//! Gomoku board text (`15x15 renju b b:h8 w:i9`) from arbitrary bytes; the first byte picks
//! the board and rule, so every variant's parser is reached.

use libfuzzer_sys::fuzz_target;
use tetrarch::Variant;

const VARIANTS: [&str; 6] = [
    "gomoku15",
    "gomoku20",
    "gomoku15-renju",
    "gomoku15-standard",
    "gomoku15-caro",
    "gomoku7x9",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let name = VARIANTS[pick as usize % VARIANTS.len()];
    let variant = Variant::parse(name).expect("a known variant");
    tetrarch_fuzz::position_text(variant, text);
});
