//! Divide tables compared move by move with Stockfish's `go perft` (skipped with a message
//! when `/usr/games/stockfish` is not installed).

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use tetrarch_chess::ChessPosition;
use tetrarch_movegen::{perft_divide, Notation};

const STOCKFISH: &str = "/usr/games/stockfish";

fn stockfish_divide(fen: &str, depth: u32) -> Option<BTreeMap<String, u64>> {
    let mut child = Command::new(STOCKFISH)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    writeln!(stdin, "position fen {fen}\ngo perft {depth}").ok()?;
    let mut out = BTreeMap::new();
    for line in BufReader::new(child.stdout.take()?).lines() {
        let line = line.ok()?;
        if line.starts_with("Nodes searched") {
            break;
        }
        if let Some((mv, n)) = line.split_once(": ") {
            if let Ok(n) = n.trim().parse() {
                out.insert(mv.to_string(), n);
            }
        }
    }
    writeln!(stdin, "quit").ok()?;
    child.wait().ok()?;
    Some(out)
}

#[test]
fn divide_agrees_with_stockfish() {
    if !std::path::Path::new(STOCKFISH).exists() {
        eprintln!("skipped: {STOCKFISH} is not installed");
        return;
    }
    let cases = [
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            3,
        ),
        ("8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3", 3),
        ("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", 3),
    ];
    for (fen, depth) in cases {
        let mut pos = ChessPosition::from_text(fen).unwrap();
        let ours: BTreeMap<String, u64> = perft_divide(&mut pos, depth)
            .into_iter()
            .map(|(m, n)| (pos.format_move(m), n))
            .collect();
        let Some(theirs) = stockfish_divide(fen, depth) else {
            eprintln!("skipped: {STOCKFISH} did not answer");
            return;
        };
        assert_eq!(ours, theirs, "{fen} depth {depth}");
    }
}
