//! Shared by the fairy tests: the shipped library, positions of any width behind one call, and
//! the perft data files.

#![allow(dead_code)]

use std::sync::Arc;
use tetrarch_fairy::{compile, tables::Rules, CompiledVariant, FairyPosition, Library};
use tetrarch_geometry::Bitboard;

/// What a test does with a position, for every bitboard width.
pub trait WithPosition {
    type Out;
    fn run<B: Bitboard>(self, pos: FairyPosition<B>) -> Self::Out;
}

/// Builds the position `fen` (the start when `None`) of the shipped variant `name` and hands
/// it to `f`.
pub fn with_position<F: WithPosition>(
    lib: &Library,
    name: &str,
    fen: Option<&str>,
    f: F,
) -> F::Out {
    fn build<B: Bitboard>(r: Arc<Rules<B>>, fen: Option<&str>) -> FairyPosition<B> {
        match fen {
            Some(t) => FairyPosition::from_fen(r, t).unwrap_or_else(|e| panic!("{t}: {e}")),
            None => FairyPosition::start(r).expect("start position"),
        }
    }
    let spec = lib
        .board_spec(name)
        .unwrap_or_else(|| panic!("no variant {name}"));
    match compile(spec).expect("compiles") {
        CompiledVariant::Small(r) => f.run(build(r, fen)),
        CompiledVariant::Medium(r) => f.run(build(r, fen)),
        CompiledVariant::Large(r) => f.run(build(r, fen)),
    }
}

/// One line of a perft file: the FEN and its `(depth, count)` pairs.
pub struct PerftCase {
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// Reads `FEN ;D1 n ;D2 n ...` lines; `#` starts a comment line.
pub fn perft_cases(text: &str) -> Vec<PerftCase> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().expect("fen").trim().to_string();
            let counts = parts
                .map(|p| {
                    let mut w = p.split_whitespace();
                    let d = w.next().expect("depth")[1..].parse().expect("depth");
                    let n = w.next().expect("count").parse().expect("count");
                    (d, n)
                })
                .collect();
            PerftCase { fen, counts }
        })
        .collect()
}

/// The perft data of every variant shipped with Fairy-Stockfish counterparts:
/// `(variant, Fairy-Stockfish's UCI_Variant or None, file text)`.
pub const PERFT_FILES: &[(&str, Option<&str>, &str)] = &[
    (
        "chess",
        Some("chess"),
        include_str!("../../../../tests/data/perft/fairy/chess.epd"),
    ),
    (
        "xiangqi",
        Some("xiangqi"),
        include_str!("../../../../tests/data/perft/fairy/xiangqi.epd"),
    ),
    (
        "shatranj",
        Some("shatranj"),
        include_str!("../../../../tests/data/perft/fairy/shatranj.epd"),
    ),
    (
        "courier",
        Some("courier"),
        include_str!("../../../../tests/data/perft/fairy/courier.epd"),
    ),
    (
        "makruk",
        Some("makruk"),
        include_str!("../../../../tests/data/perft/fairy/makruk.epd"),
    ),
    (
        "capablanca",
        Some("capablanca"),
        include_str!("../../../../tests/data/perft/fairy/capablanca.epd"),
    ),
    (
        "grand",
        Some("grand"),
        include_str!("../../../../tests/data/perft/fairy/grand.epd"),
    ),
    (
        "minixiangqi",
        Some("minixiangqi"),
        include_str!("../../../../tests/data/perft/fairy/minixiangqi.epd"),
    ),
    (
        "raumschach",
        None,
        include_str!("../../../../tests/data/perft/raumschach.epd"),
    ),
    (
        "cubic",
        None,
        include_str!("../../../../tests/data/perft/fairy/cubic.epd"),
    ),
];
