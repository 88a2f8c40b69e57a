//! The commands for people, end to end through the binary: perft (against Stockfish and
//! Fairy-Stockfish when installed), analyze, play with piped input, solve.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

mod support;

use support::succeeds;

/// `move: count` lines, sorted, from a divide listing.
fn divide_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.contains(": ") && !l.starts_with("Nodes searched") && !l.starts_with("info"))
        .map(String::from)
        .collect();
    lines.sort();
    lines
}

/// The reference engine's `go perft` listing, or None (with a message) if it is missing.
fn reference_divide(engine: &str, variant: Option<&str>, fen: &str, depth: u32) -> Option<String> {
    if !Path::new(engine).exists() {
        eprintln!("skipping the comparison with {engine}: not installed");
        return None;
    }
    let mut child = Command::new(engine)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take().unwrap();
    if let Some(v) = variant {
        writeln!(stdin, "setoption name UCI_Variant value {v}").unwrap();
    }
    writeln!(stdin, "position fen {fen}\ngo perft {depth}").unwrap();
    stdin.flush().unwrap();
    let mut text = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        let done = line.starts_with("Nodes searched");
        text.push_str(&line);
        text.push('\n');
        if done {
            break;
        }
    }
    writeln!(stdin, "quit").ok();
    child.wait().ok();
    Some(text)
}

#[test]
fn perft_prints_stockfish_format() {
    let out = succeeds(&["perft", "--variant", "chess", "--depth", "3"], "");
    assert_eq!(out, "Nodes searched: 8902\n");
    let out = succeeds(&["perft", "--depth", "2", "--divide", "--threads", "1"], "");
    assert_eq!(divide_lines(&out).len(), 20);
    assert!(out.contains("e2e4: 20\n"), "{out}");
    assert!(out.ends_with("\nNodes searched: 400\n"), "{out}");
}

#[test]
fn chess_divide_matches_stockfish() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let ours = succeeds(&["perft", "--fen", fen, "--depth", "3", "--divide"], "");
    assert!(ours.ends_with("Nodes searched: 97862\n"), "{ours}");
    if let Some(reference) = reference_divide("/usr/games/stockfish", None, fen, 3) {
        assert_eq!(divide_lines(&ours), divide_lines(&reference));
    }
}

#[test]
fn xiangqi_divide_matches_fairy_stockfish() {
    let fen = "rnbakab1r/9/8n/p1p1p1p1p/5P3/9/P1c3P1P/1C4C2/1c5R1/2BAKABNR w - - 2 9";
    let ours = succeeds(
        &[
            "perft",
            "--variant",
            "xiangqi",
            "--fen",
            fen,
            "--depth",
            "3",
            "--divide",
        ],
        "",
    );
    assert!(ours.ends_with("Nodes searched: 72687\n"), "{ours}");
    if let Some(reference) = reference_divide("/usr/games/fairy-stockfish", Some("xiangqi"), fen, 3)
    {
        assert_eq!(divide_lines(&ours), divide_lines(&reference));
    }
}

#[test]
fn perft_with_moves_and_threads() {
    // After 1. e4 e5 the position has 29 moves for White.
    let out = succeeds(
        &[
            "perft",
            "--moves",
            "e4",
            "e5",
            "--depth",
            "1",
            "--threads",
            "2",
        ],
        "",
    );
    assert_eq!(out, "Nodes searched: 29\n");
    let out = succeeds(&["perft", "--variant", "raumschach", "--depth", "2"], "");
    assert_eq!(out, "Nodes searched: 3615\n");
}

#[test]
fn analyze_prints_progress_then_best_move() {
    let out = succeeds(&["analyze", "--variant", "chess", "--depth", "6"], "");
    let depths: Vec<&str> = out.lines().filter(|l| l.starts_with("depth ")).collect();
    assert!(depths.len() >= 6, "{out}");
    assert!(depths.last().unwrap().starts_with("depth  6/"), "{out}");
    let best = out.lines().last().unwrap();
    assert!(best.starts_with("best move: "), "{out}");
    // The PV is in SAN (a piece letter or a pawn file, no from-to pairs like e2e4).
    assert!(!depths[5].contains("e2e4"), "{out}");

    // Mate in one is found and reported as mate.
    let out = succeeds(
        &[
            "analyze",
            "--fen",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
            "--depth",
            "4",
        ],
        "",
    );
    assert!(out.contains("best move: Ra8# (a1a8)"), "{out}");
    assert!(out.contains("mate in 1"), "{out}");
}

#[test]
fn analyze_every_game_with_movetime_and_infinite() {
    for variant in ["xiangqi", "raumschach", "gomoku15"] {
        let out = succeeds(&["analyze", "--variant", variant, "--movetime", "300"], "");
        assert!(
            out.lines().any(|l| l.starts_with("depth ")),
            "{variant}: {out}"
        );
        assert!(
            out.lines().last().unwrap().starts_with("best move: "),
            "{variant}: {out}"
        );
    }
    // `--infinite` stops when input ends.
    let out = succeeds(&["analyze", "--infinite"], "\n");
    assert!(
        out.lines().last().unwrap().starts_with("best move: "),
        "{out}"
    );
}

#[test]
fn play_from_piped_input() {
    let input = "e2e5\nf3\nundo\nmoves\nf3\ne5\ng4\nQh4#\n";
    let out = succeeds(&["play", "--engine-side", "none"], input);
    assert!(out.contains("illegal move 'e2e5'"), "{out}");
    assert!(out.contains("took back 1 move"), "{out}");
    assert!(out.contains("20 legal moves"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("game over: Black wins by checkmate"),
        "{out}"
    );

    // Against the engine: it answers each move, `hint` suggests one, end of input leaves.
    let out = succeeds(&["play", "--movetime", "50"], "e4\nhint\nd4\n");
    assert_eq!(out.matches("tetrarch (Black) plays").count(), 2, "{out}");
    assert!(out.contains("hint: "), "{out}");
    assert!(out.contains("end of input"), "{out}");

    // The engine moves first when it plays the first side; `quit` leaves.
    let out = succeeds(
        &[
            "play",
            "--variant",
            "xiangqi",
            "--engine-side",
            "red",
            "--movetime",
            "50",
        ],
        "quit\n",
    );
    assert!(out.contains("tetrarch (Red) plays"), "{out}");
    assert!(out.contains("bye"), "{out}");
}

#[test]
fn play_gomoku_to_a_five() {
    let input = "h8\na1\nh9\na2\nh10\na3\nh11\na4\nh12\n";
    let out = succeeds(
        &["play", "--variant", "gomoku15", "--engine-side", "none"],
        input,
    );
    assert!(
        out.trim_end()
            .ends_with("game over: Black wins by five in a row"),
        "{out}"
    );
}

#[test]
fn play_raumschach_renders_levels() {
    let out = succeeds(
        &["play", "--variant", "raumschach", "--engine-side", "none"],
        "quit\n",
    );
    assert!(out.contains("White to move"), "{out}");
}

#[test]
fn solve_finds_a_vcf() {
    // Black has three in a row with both ends open plus a fourth stone aside: a VCF exists.
    let out = succeeds(
        &[
            "solve",
            "--variant",
            "gomoku15",
            "--moves",
            "h8",
            "a1",
            "h9",
            "a3",
            "h10",
            "a5",
            "j8",
            "a7",
            "j9",
            "a9",
            "j10",
            "a11",
        ],
        "",
    );
    assert!(out.contains("VCF for Black"), "{out}");
}

/// Runs `args`, reads `keep` lines of its output, closes the pipe as `| head -N` does, and
/// expects a quiet end: exit 0 or death by SIGPIPE (141 in a shell), nothing on stderr.
fn ends_quietly_when_the_reader_leaves(args: &[&str], keep: usize) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tetrarch binary runs");
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for _ in 0..keep {
        let mut line = String::new();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "{args:?} ended early"
        );
    }
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    #[cfg(unix)]
    let by_sigpipe = std::os::unix::process::ExitStatusExt::signal(&out.status) == Some(13);
    #[cfg(not(unix))]
    let by_sigpipe = false;
    assert!(
        out.status.success() || by_sigpipe,
        "{args:?} after a closed pipe: {:?}\n{stderr}",
        out.status
    );
    assert!(stderr.is_empty(), "{args:?} wrote to stderr:\n{stderr}");
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    // bench's first line comes after a search, the rest long after the reader has gone.
    ends_quietly_when_the_reader_leaves(&["bench", "--depth", "9"], 1);
    // analyze prints the board at once, then a line per depth over the next seconds.
    ends_quietly_when_the_reader_leaves(&["analyze", "--movetime", "3000"], 12);
}
