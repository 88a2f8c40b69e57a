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

/// Quick depths in `cargo test`: every count up to 300k leaves (start position to D3); every
/// count when `RAUMSCHACH_DEEP_PERFT` is set (start position D4: 15.6M leaves).
#[test]
fn data_file_counts_match() {
    let cases = cases();
    assert!(
        cases.len() >= 11,
        "the start position and the added positions"
    );
    let deep = std::env::var_os("RAUMSCHACH_DEEP_PERFT").is_some();
    for (fen, counts) in cases {
        let mut pos = RaumschachPosition::from_text(&fen).expect(&fen);
        assert_eq!(
            pos.to_text(),
            fen,
            "the data file holds texts as the writer writes them"
        );
        for (depth, expected) in counts {
            if expected > 300_000 && !deep {
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
    for (fen, counts) in cases() {
        let mut pos = RaumschachPosition::from_text(&fen).expect(&fen);
        for (depth, expected) in counts.into_iter().filter(|&(d, _)| d <= 2) {
            assert_eq!(
                reference::perft(&mut pos, depth),
                expected,
                "{fen} depth {depth}"
            );
        }
    }
}

#[test]
fn mate_and_stalemate_outcomes() {
    use tetrarch_movegen::{Outcome, Position};
    let mate = RaumschachPosition::from_text(
        "4k/5/5/5/5|5/3Q1/5/5/5|5/5/5/5/5|5/5/5/5/5|5/3R1/5/5/K4 b - - 0 1",
    )
    .unwrap();
    assert!(mate.in_check());
    assert_eq!(mate.count_moves(), 0);
    assert_eq!(mate.outcome_without_moves(), Outcome::Loss);
    let stalemate = RaumschachPosition::from_text(
        "4k/R4/5/5/5|R4/R4/5/5/5|5/5/5/5/5|5/5/5/5/5|3R1/5/5/5/K4 b - - 0 1",
    )
    .unwrap();
    assert!(!stalemate.in_check());
    assert_eq!(stalemate.count_moves(), 0);
    assert_eq!(stalemate.outcome_without_moves(), Outcome::Draw);
}
