//! The stored perft counts of the shipped variants against Fairy-Stockfish 11.1's built-ins,
//! run live (`go perft N` through UCI). Skips, saying so on stderr, when the engine is not
//! installed; the counts are also checked against tetrarch by `tests/perft.rs` without it.

mod common;
use common::*;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";
/// Counts above this are left out to keep the test quick (Fairy-Stockfish runs perft at about
/// 3 M nodes per second on this machine).
const LIMIT: u64 = 300_000;

#[test]
fn stored_counts_are_fairy_stockfish_counts() {
    if !std::path::Path::new(FAIRY_STOCKFISH).exists() {
        eprintln!("SKIPPED: {FAIRY_STOCKFISH} is not installed; the stored counts were not re-checked against it");
        return;
    }
    let mut child = Command::new(FAIRY_STOCKFISH)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start fairy-stockfish");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |line: &str| {
        writeln!(input, "{line}").expect("write");
        input.flush().expect("flush");
    };
    let mut read_until = |prefix: &str| -> String {
        let mut line = String::new();
        loop {
            line.clear();
            assert!(
                output.read_line(&mut line).expect("read") > 0,
                "fairy-stockfish exited"
            );
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    };
    send("uci");
    read_until("uciok");
    let mut checked = 0;
    for (variant, fsf_name, text) in PERFT_FILES {
        let Some(fsf_name) = fsf_name else { continue };
        send(&format!("setoption name UCI_Variant value {fsf_name}"));
        for case in perft_cases(text) {
            for &(depth, expected) in case.counts.iter().filter(|c| c.1 <= LIMIT) {
                send(&format!("position fen {}", case.fen));
                send(&format!("go perft {depth}"));
                let line = read_until("Nodes searched");
                let got: u64 = line.rsplit(' ').next().unwrap().parse().expect("count");
                assert_eq!(got, expected, "{variant} {} depth {depth}", case.fen);
                checked += 1;
            }
        }
    }
    send("quit");
    let _ = child.wait();
    assert!(checked > 100, "{checked} counts checked");
}
