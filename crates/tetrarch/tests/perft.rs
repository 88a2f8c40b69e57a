//! The perft suites of every game through the facade, at quick depths: one generic runner over
//! `tests/data/perft/<variant>.epd` (`FEN ;D1 n ;D2 n ...`, `#` comments).
//!
//! Each count up to `TETRARCH_PERFT_NODES` nodes (default 2,000,000) is checked exactly; the
//! deep counts run in `cargo xtask perft [--deep]`.

use std::path::PathBuf;
use tetrarch::{Game, Variant};

const DEFAULT_NODE_LIMIT: u64 = 2_000_000;

fn node_limit() -> u64 {
    std::env::var("TETRARCH_PERFT_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_NODE_LIMIT)
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/perft")
}

/// `(fen, [(depth, nodes)])` per data line.
fn parse(text: &str) -> Vec<(String, Vec<(u32, u64)>)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut fields = line.split(';');
            let fen = fields.next().unwrap().trim().to_string();
            let counts = fields
                .map(|f| {
                    let (d, n) = f.trim()[1..].split_once(' ').expect("'Dk n'");
                    (d.parse().unwrap(), n.trim().parse().unwrap())
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

#[test]
fn every_perft_file_at_quick_depths() {
    let limit = node_limit();
    let mut files: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .expect("tests/data/perft exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "epd"))
        .collect();
    files.sort();
    let mut variants_checked = Vec::new();
    for file in &files {
        let stem = file.file_stem().unwrap().to_string_lossy();
        let variant = Variant::parse(&stem)
            .unwrap_or_else(|e| panic!("{}: the file name must be a variant: {e}", file.display()));
        let cases = parse(&std::fs::read_to_string(file).unwrap());
        let mut checked = 0;
        for (fen, counts) in &cases {
            let game = Game::from_text(variant.clone(), fen).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(&game.to_text(), fen, "position text round trip");
            for &(depth, expected) in counts.iter().filter(|&&(_, n)| n <= limit) {
                assert_eq!(
                    game.perft(depth).unwrap(),
                    expected,
                    "{stem} perft({depth}) of {fen}"
                );
                checked += 1;
            }
        }
        assert!(
            checked > 0,
            "{}: no count under {limit} nodes",
            file.display()
        );
        variants_checked.push(stem.into_owned());
    }
    for needed in ["chess", "xiangqi", "raumschach"] {
        assert!(
            variants_checked.iter().any(|v| v == needed),
            "no {needed} perft file in {}",
            data_dir().display()
        );
    }
}

#[test]
fn parallel_divide_equals_sequential_divide() {
    for variant in ["chess", "xiangqi", "raumschach", "gomoku15"] {
        let game = Game::new(Variant::parse(variant).unwrap());
        let sequential = game.perft_divide(2, false).unwrap();
        let parallel = game.perft_divide(2, true).unwrap();
        assert_eq!(sequential, parallel, "{variant}");
        let total: u64 = sequential.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, game.perft(2).unwrap(), "{variant}");
    }
}

#[test]
fn gomoku_perft_counts_empty_cells() {
    // An empty w x h board: w*h first stones, then w*h - 1 replies each (no five yet).
    for (name, cells) in [("gomoku15", 225u64), ("gomoku20", 400), ("gomoku7x9", 63)] {
        let game = Game::new(Variant::parse(name).unwrap());
        assert_eq!(game.perft(1).unwrap(), cells, "{name}");
        assert_eq!(game.perft(2).unwrap(), cells * (cells - 1), "{name}");
    }
}
