//! Win At Chess through the library (no binary): `cargo run --release -p tetrarch-search
//! --example wac_library -- [ms] [first N]`. The acceptance run is `cargo xtask wac`, which
//! drives the binary over UCI; this one is for quick tuning.

use std::time::Duration;

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::Notation;
use tetrarch_search::{Limits, SearchControl, SearchInfo, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ms: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(500);
    let limit: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(300);
    let text = include_str!("../../../tests/data/tactics/wac.epd");
    let mut searcher = Searcher::new(64);
    let (mut solved, mut total, mut nodes) = (0, 0, 0u64);
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(limit) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let fen = format!(
            "{} {} {} {} 0 1",
            fields[0], fields[1], fields[2], fields[3]
        );
        let pos = ChessPosition::from_text(&fen).expect("WAC FEN");
        let ops = fields[4..].join(" ");
        let bm: Vec<&str> = ops
            .split(';')
            .find_map(|op| op.trim().strip_prefix("bm "))
            .expect("bm")
            .split_whitespace()
            .collect();
        let id = ops.split('"').nth(1).unwrap_or("?");
        searcher.clear();
        let limits = Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        };
        let r = searcher.search(
            &pos,
            &limits,
            &SearchControl::new(),
            &mut |_: &SearchInfo| {},
        );
        let best = r.best_move.expect("a move");
        let ok = bm.iter().any(|s| pos.parse_san(s).ok() == Some(best));
        total += 1;
        nodes += r.nodes;
        if ok {
            solved += 1;
        } else {
            println!(
                "{id}: played {} expected {:?} (depth {})",
                pos.san(best),
                bm,
                r.depth
            );
        }
    }
    println!(
        "solved {solved}/{total}, {} nodes/position",
        nodes / total.max(1) as u64
    );
}
