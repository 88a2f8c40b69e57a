//! Prints the search's info lines for one chess FEN: `cargo run --release -p
//! tetrarch-search --example analyse -- "<fen>" [ms] [threads]`.

use std::time::Duration;

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::Notation;
use tetrarch_search::{Limits, SearchControl, SearchInfo, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let fen = args
        .get(1)
        .map_or(tetrarch_chess::START_FEN, |s| s.as_str());
    let ms: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let threads: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let pos = ChessPosition::from_text(fen).expect("FEN");
    let mut searcher = Searcher::new(64);
    searcher.options_mut().threads = threads;
    let limits = Limits {
        movetime: Some(Duration::from_millis(ms)),
        ..Limits::default()
    };
    let r = searcher.search(
        &pos,
        &limits,
        &SearchControl::new(),
        &mut |i: &SearchInfo| {
            let pv: Vec<String> = i.pv.iter().map(|&m| pos.format_move(m)).collect();
            println!(
                "depth {} seldepth {} score {:?} {:?} nodes {} nps {} time {:?} pv {}",
                i.depth,
                i.seldepth,
                i.score,
                i.bound,
                i.nodes,
                i.nps,
                i.time,
                pv.join(" ")
            );
        },
    );
    let s = searcher.statistics();
    println!(
        "best {:?} bf {:?} tt hit {:.3} first-move cut {:.3} qshare {:.3}",
        r.best_move.map(|m| pos.format_move(m)),
        s.branching_factor(),
        s.tt_hit_rate(),
        s.first_move_cut_rate(),
        s.quiescence_share()
    );
}
