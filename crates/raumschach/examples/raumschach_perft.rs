//! Times single-threaded perft and prints nodes per second:
//! `cargo run --release -p tetrarch-raumschach --example raumschach_perft -- [depth] [fen]`.

use std::time::Instant;
use tetrarch_movegen::{perft, Notation};
use tetrarch_raumschach::RaumschachPosition;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().map_or(4, |d| d.parse().expect("depth"));
    let mut pos = match args.get(1) {
        Some(fen) => RaumschachPosition::from_text(fen).expect("valid 3D FEN"),
        None => RaumschachPosition::start_position(),
    };
    let _ = perft(&mut pos, 1); // builds the tables outside the timing
    let cpu_start = thread_cpu_seconds();
    let start = Instant::now();
    let nodes = perft(&mut pos, depth);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "perft({depth}) = {nodes} in {secs:.3} s wall: {:.1} Mnps, {:.2} ns/node",
        nodes as f64 / secs / 1e6,
        secs * 1e9 / nodes as f64
    );
    if let (Some(a), Some(b)) = (cpu_start, thread_cpu_seconds()) {
        let cpu = b - a;
        println!(
            "  {cpu:.3} s on the CPU (unaffected by other processes): {:.1} Mnps",
            nodes as f64 / cpu / 1e6
        );
    }
}

/// This thread's time on the CPU (Linux `/proc/thread-self/schedstat`, nanoseconds), so that
/// figures taken on a busy machine still mean something. `None` elsewhere.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}
