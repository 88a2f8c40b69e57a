//! Per-operation costs in **CPU time** (from `/proc/self/schedstat` where available, else
//! wall time), so that figures taken on a busy machine still mean something. The criterion
//! bench (`benches/benches/gomoku_patterns.rs`) measures the same operations in wall time.
//!
//! `cargo run --release -p tetrarch-gomoku --example timing`

use std::hint::black_box;
use std::time::Instant;
use tetrarch_eval::Evaluate;
use tetrarch_gomoku::{middle_game, solve_vcf, solve_vct, GomokuPosition, Rule, VCF_PUZZLES};
use tetrarch_movegen::{Move, MoveList, Notation, Position};

/// CPU time of this process in nanoseconds, if the kernel tells.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Runs `f` `n` times and prints the cost per call.
fn measure(name: &str, n: u64, mut f: impl FnMut() -> u64) {
    let (cpu0, wall0) = (cpu_ns(), Instant::now());
    let mut sink = 0u64;
    for _ in 0..n {
        sink = sink.wrapping_add(f());
    }
    let wall = wall0.elapsed().as_nanos() as f64 / n as f64;
    match (cpu0, cpu_ns()) {
        (Some(a), Some(b)) => println!(
            "{name:<40} {:>10.1} ns cpu  ({wall:.1} ns wall)  [{sink}]",
            (b - a) as f64 / n as f64
        ),
        _ => println!("{name:<40} {wall:>10.1} ns wall  [{sink}]"),
    }
}

fn main() {
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Caro] {
        let t = Instant::now();
        let _ = GomokuPosition::new(15, 15, rule).unwrap();
        println!(
            "pattern tables for {:<28} {:>10.1} ms",
            rule.name(),
            t.elapsed().as_secs_f64() * 1e3
        );
    }
    for rule in [Rule::Freestyle, Rule::Renju] {
        let mut pos = middle_game(rule, 40);
        let mut list = MoveList::new();
        pos.generate_search_moves(&mut list);
        let moves: Vec<Move> = list.into_iter().collect();
        let name = rule.name();
        let mut i = 0;
        // Two million: the kernel's CPU clock advances in scheduler ticks (4 ms here), so
        // 200,000 calls of a quarter microsecond would carry an 8 % rounding.
        measure(&format!("make+unmake/{name}"), 2_000_000, || {
            let m = moves[i % moves.len()];
            i += 1;
            pos.make_move(m);
            pos.unmake_move(m);
            1
        });
        measure(&format!("generate_moves/{name}"), 1_000_000, || {
            let mut l = MoveList::new();
            black_box(&pos).generate_moves(&mut l);
            l.len() as u64
        });
        measure(&format!("generate_search_moves/{name}"), 1_000_000, || {
            let mut l = MoveList::new();
            black_box(&pos).generate_search_moves(&mut l);
            l.len() as u64
        });
        measure(&format!("generate_noisy/{name}"), 1_000_000, || {
            let mut l = MoveList::new();
            black_box(&pos).generate_noisy(&mut l);
            l.len() as u64
        });
        measure(&format!("evaluate/{name}"), 20_000_000, || {
            pos.evaluate() as u64
        });
    }
    let mut puzzles: Vec<GomokuPosition> = VCF_PUZZLES
        .iter()
        .map(|p| GomokuPosition::from_text(p.0).unwrap())
        .collect();
    measure("solve_vcf/puzzle set (10)", 50, || {
        puzzles
            .iter_mut()
            .map(|p| solve_vcf(p, 1_000_000).map_or(0, |l| l.len() as u64))
            .sum()
    });
    let text = "15x15 freestyle b b:i6,i7,g8,h8 w:a1,a3,a5,a15";
    let mut p = GomokuPosition::from_text(text).unwrap();
    measure("solve_vct/double three (freestyle)", 10, || {
        solve_vct(&mut p, 1_000_000).map_or(0, |l| l.len() as u64)
    });
    let mut r = GomokuPosition::from_text(&text.replace("freestyle", "renju")).unwrap();
    measure("solve_vct/no win, 100k nodes (renju)", 2, || {
        solve_vct(&mut r, 100_000).map_or(0, |l| l.len() as u64)
    });
}
