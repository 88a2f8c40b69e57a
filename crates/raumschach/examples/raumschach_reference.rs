//! Checks fast perft against the plain reference generator for positions read from stdin (one
//! 3D FEN per line, `#` lines skipped) and prints data-file lines when they agree:
//! `cargo run --release -p tetrarch-raumschach --example raumschach_reference -- DEPTH < fens`.

use std::io::BufRead;
use tetrarch_movegen::{perft, Notation, Position};
use tetrarch_raumschach::{reference, RaumschachPosition};

fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .map_or(3, |d| d.parse().expect("depth"));
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let fen = line.trim();
        if fen.is_empty() || fen.starts_with('#') {
            continue;
        }
        let mut pos = match RaumschachPosition::from_text(fen) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{fen}: {e}");
                continue;
            }
        };
        let mut out = fen.to_string();
        let mut agree = true;
        for d in 1..=depth {
            let fast = perft(&mut pos, d);
            let slow = reference::perft(&mut pos, d);
            if fast != slow {
                eprintln!("{fen}: depth {d} fast {fast} reference {slow}");
                agree = false;
            }
            out.push_str(&format!(" ;D{d} {fast}"));
        }
        eprintln!(
            "in check: {}, legal moves: {}",
            pos.in_check(),
            pos.count_moves()
        );
        if agree {
            println!("{out}");
        }
    }
}
