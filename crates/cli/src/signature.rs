//! The bench run shared by `tetrarch bench` and UCI `bench`: every bench position of the
//! facade searched to a fixed depth with a fresh table, one report line each, then
//! Stockfish's summary (`Nodes searched  : N`, `Nodes/second    : N`) and OpenBench's last
//! line (`N nodes M nps`). Both commands print the same lines, so their totals compare.

use std::time::{Duration, Instant};
use tetrarch::{bench_positions, Engine, Limits, SearchControl};

/// `12345678` as `12.3M`: short, for progress lines.
pub fn format_count(n: u64) -> String {
    match n {
        0..=9_999 => n.to_string(),
        10_000..=9_999_999 => format!("{:.1}k", n as f64 / 1e3),
        10_000_000..=9_999_999_999 => format!("{:.1}M", n as f64 / 1e6),
        _ => format!("{:.1}G", n as f64 / 1e9),
    }
}

/// Searches every bench position with `engine` (its table cleared before each), to `depth`
/// or each position's own, and hands each report line to `emit`: one per position, then the
/// summary. Returns the total nodes, or `None` when `control` stopped it before the end (the
/// summary is then left out).
pub fn search_positions(
    engine: &mut Engine,
    depth: Option<u32>,
    control: &SearchControl,
    emit: &mut dyn FnMut(String),
) -> Result<Option<u64>, tetrarch::Error> {
    let (mut total_nodes, mut total_time) = (0u64, Duration::ZERO);
    let positions = bench_positions();
    for (i, position) in positions.iter().enumerate() {
        let game = position.game()?;
        let depth = depth.unwrap_or(position.depth);
        engine.searcher_mut().clear();
        let limits = Limits {
            depth: Some(depth as i32),
            ..Limits::default()
        };
        let started = Instant::now();
        let result = engine.search(&game, &limits, control, &mut |_| {});
        let elapsed = started.elapsed();
        if control.is_stopped() {
            return Ok(None);
        }
        total_nodes += result.nodes;
        total_time += elapsed;
        let best = result
            .best_move
            .map_or("-".into(), |m| game.readable_move(m));
        emit(format!(
            "position {:>2}/{}: {:<15} depth {depth:>2}  best {best:<7} nodes {:>10}  ({} n/s)",
            i + 1,
            positions.len(),
            position.variant,
            result.nodes,
            format_count((result.nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64),
        ));
    }
    let nps = (total_nodes as f64 / total_time.as_secs_f64().max(1e-9)) as u64;
    emit("===========================".into());
    emit(format!("Total time (ms) : {}", total_time.as_millis()));
    emit(format!("Nodes searched  : {total_nodes}"));
    emit(format!("Nodes/second    : {nps}"));
    emit(format!("{total_nodes} nodes {nps} nps"));
    Ok(Some(total_nodes))
}
