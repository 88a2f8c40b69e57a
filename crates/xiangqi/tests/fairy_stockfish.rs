//! Cross-check against Fairy-Stockfish on positions reached by seeded random play: its FEN
//! (`d`) must equal ours and its `go perft 3` must equal our perft, after it replays our
//! moves written in its UCI notation. Skips with a message when the engine is absent.
//! `XIANGQI_FSF_GAMES=N` plays N games instead of 6 for a thorough run.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use tetrarch_hash::SplitMix64;
use tetrarch_movegen::{perft, MoveList, Notation, Position};
use tetrarch_xiangqi::XiangqiPosition;

const ENGINE: &str = "/usr/games/fairy-stockfish";

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Option<Engine> {
        let mut child = Command::new(ENGINE)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        let mut e = Engine {
            child,
            input,
            output,
        };
        e.send("uci");
        e.read_until(|l| l == "uciok")?;
        e.send("setoption name UCI_Variant value xiangqi");
        Some(e)
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("engine accepts input");
        self.input.flush().expect("engine accepts input");
    }

    /// Reads lines until `done` holds for one; returns that line.
    fn read_until(&mut self, done: impl Fn(&str) -> bool) -> Option<String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).ok()? == 0 {
                return None;
            }
            if done(line.trim()) {
                return Some(line.trim().to_string());
            }
        }
    }

    /// Sets up the start position plus `moves`, returns (its FEN, its perft count).
    fn probe(&mut self, moves: &[String], depth: u32) -> (String, u64) {
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send("d");
        let fen = self
            .read_until(|l| l.starts_with("Fen:"))
            .expect("engine prints its FEN");
        self.send(&format!("go perft {depth}"));
        let nodes = self
            .read_until(|l| l.starts_with("Nodes searched"))
            .expect("engine prints the perft count");
        let count = nodes.rsplit(' ').next().unwrap().parse().unwrap();
        (fen.trim_start_matches("Fen:").trim().to_string(), count)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn random_positions_match_fairy_stockfish() {
    if !std::path::Path::new(ENGINE).exists() {
        println!("skipped: {ENGINE} is not installed");
        return;
    }
    let Some(mut engine) = Engine::start() else {
        println!("skipped: {ENGINE} did not start as a UCI engine");
        return;
    };
    let mut rng = SplitMix64(0x0058_4951);
    let games: u64 = std::env::var("XIANGQI_FSF_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let mut compared = 0;
    for game in 0..games {
        let mut pos = XiangqiPosition::start_position();
        let mut moves = Vec::new();
        let plies = 20 + 25 * (game % 8);
        for ply in 0..plies {
            let mut list = MoveList::new();
            pos.generate_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let m = list[(rng.next() % list.len() as u64) as usize];
            moves.push(pos.format_move(m));
            pos.make_move(m);
            if ply % 10 == 9 || ply + 1 == plies {
                let (fen, count) = engine.probe(&moves, 3);
                assert_eq!(pos.to_text(), fen, "FEN after {}", moves.join(" "));
                assert_eq!(perft(&mut pos, 3), count, "perft 3 of {fen}");
                compared += 1;
            }
        }
    }
    println!("compared {compared} positions with Fairy-Stockfish");
    assert!(compared >= 20);
}
