//! Exact perft counts from the repository's data file (`tests/data/perft/chess.epd`).
//!
//! Depths stay small enough for `cargo test`: every position to depth 4 and the cheaper ones
//! to depth 5 (at most ~20 million leaves each). `TETRARCH_PERFT_MAX_NODES` raises the cap.

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{perft, Notation};

const DATA: &str = include_str!("../../../tests/data/perft/chess.epd");

fn node_cap() -> u64 {
    std::env::var("TETRARCH_PERFT_MAX_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000_000)
}

#[test]
fn perft_suite_matches_reference_counts() {
    let cap = node_cap();
    let mut checked = 0;
    for line in DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut fields = line.split(';');
        let fen = fields.next().unwrap().trim();
        let mut pos = ChessPosition::from_text(fen).unwrap();
        for field in fields {
            let mut it = field.split_whitespace();
            let depth: u32 = it.next().unwrap()[1..].parse().unwrap();
            let expected: u64 = it.next().unwrap().parse().unwrap();
            if depth > 4 && expected > cap {
                continue;
            }
            let got = perft(&mut pos, depth);
            assert_eq!(got, expected, "perft({depth}) of {fen}");
            checked += 1;
        }
        assert_eq!(
            pos.to_text(),
            ChessPosition::from_text(fen).unwrap().to_text()
        );
    }
    assert!(checked >= 28, "only {checked} counts checked");
}
