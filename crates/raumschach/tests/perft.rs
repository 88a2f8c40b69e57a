//! Perft against the shared data file (quick depths) and against the reference generator.

use tetrarch_movegen::{perft, Notation};
use tetrarch_raumschach::{reference, RaumschachPosition};

/// `/work/main/tests/data/perft/raumschach.epd`: `FEN ;D1 n ;D2 n ...`; lines starting with `#`
/// are comments.
const DATA: &str = include_str!("../../../tests/data/perft/raumschach.epd");

/// Positions and their `(depth, count)` pairs.
fn cases() -> Vec<(String, Vec<(u32, u64)>)> {
    DATA.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().expect("fen").trim().to_string();
            let counts = parts
                .map(|p| {
                    let mut w = p.split_whitespace();
                    let d = w.next().expect("depth")[1..].parse().expect("depth number");
                    let n = w.next().expect("count").parse().expect("count number");
                    (d, n)
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

/// Quick depths in `cargo test`: every count up to 300k leaves (start position to D3).
#[test]
fn data_file_counts_match() {
    let cases = cases();
    assert!(!cases.is_empty());
    for (fen, counts) in cases {
        let mut pos = RaumschachPosition::from_text(&fen).expect(&fen);
        for (depth, expected) in counts {
            if expected > 300_000 {
                continue;
            }
            assert_eq!(perft(&mut pos, depth), expected, "{fen} depth {depth}");
        }
    }
}

#[test]
fn start_position_depth_3() {
    let mut pos = RaumschachPosition::start_position();
    assert_eq!(perft(&mut pos, 1), 61);
    assert_eq!(perft(&mut pos, 2), 3615);
    assert_eq!(perft(&mut pos, 3), 237_316);
}

#[test]
fn reference_generator_agrees_at_depth_2() {
    let mut pos = RaumschachPosition::start_position();
    assert_eq!(reference::perft(&mut pos, 2), 3615);
}
