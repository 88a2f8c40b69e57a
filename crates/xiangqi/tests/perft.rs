//! Perft against the reference counts of `tests/data/perft/xiangqi.epd` (Fairy-Stockfish
//! 11.1), every depth whose count is at most `QUICK_NODES`; `XIANGQI_PERFT_NODES` raises
//! the limit for slow, thorough runs.

use tetrarch_movegen::{perft, Notation};
use tetrarch_xiangqi::XiangqiPosition;

const SUITE: &str = include_str!("../../../tests/data/perft/xiangqi.epd");
/// Counts up to this many leaves run in `cargo test` (about a second in all).
const QUICK_NODES: u64 = 4_000_000;

/// `(fen, [(depth, count)])` per line.
fn suite() -> Vec<(String, Vec<(u32, u64)>)> {
    SUITE
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let counts = parts
                .map(|p| {
                    let mut w = p.split_whitespace();
                    let d = w.next().unwrap().trim_start_matches('D').parse().unwrap();
                    let n = w.next().unwrap().parse().unwrap();
                    (d, n)
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

#[test]
fn perft_suite_matches_fairy_stockfish() {
    let limit = std::env::var("XIANGQI_PERFT_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(QUICK_NODES);
    let cases = suite();
    assert_eq!(cases.len(), 9, "the suite has nine positions");
    let mut checked = 0;
    for (fen, counts) in cases {
        let mut pos = XiangqiPosition::from_text(&fen).unwrap();
        for (depth, expected) in counts {
            if expected > limit {
                continue;
            }
            assert_eq!(perft(&mut pos, depth), expected, "{fen} depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 36, "only {checked} counts checked");
}
