#![no_main]
//! Chess SAN (and coordinate) moves from arbitrary bytes: the first line is a FEN (the start
//! position when it is not one), every further line a move to parse and, when legal, play.

use libfuzzer_sys::fuzz_target;
use tetrarch::{Game, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.lines();
    let mut game = lines
        .next()
        .and_then(|fen| Game::from_text(Variant::Chess, fen).ok())
        .unwrap_or_else(|| Game::new(Variant::Chess));
    for line in lines.take(64) {
        if let Ok(m) = game.parse_readable_move(line) {
            assert!(game.is_legal(m), "{line} parsed to an illegal move");
            let readable = game.readable_move(m);
            assert_eq!(game.parse_readable_move(&readable).ok(), Some(m), "{readable}");
            game.play(m).expect("a parsed move plays");
        }
    }
});
