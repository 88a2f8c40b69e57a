//! PGN through the binary: `tetrarch analyze --pgn` reads a stored XBoard game (a FEN start,
//! a board-diagram comment, `{score/depth time}` comments, NAGs, nested variations, a `;`
//! comment), bad files get an error naming the line and move, a reader that closes the pipe
//! early ends the program quietly, and the python-chess and pyffish round trips
//! (`tests/clients/pgn_*.py`, skipped with a message when the module is missing).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod support;

fn tetrarch(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(args)
        .output()
        .expect("tetrarch runs")
}

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/pgn")
        .join(name)
        .display()
        .to_string()
}

/// A PGN file written for one test.
fn temp_pgn(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("tetrarch-{}-{name}.pgn", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path
}

/// The main-line move texts of a PGN: no tags, comments, variations, numbers or result.
fn main_line(pgn: &str) -> Vec<String> {
    let body: String = pgn
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join("\n");
    let (mut out, mut comment, mut depth) = (String::new(), false, 0);
    for c in body.chars() {
        match c {
            '{' => comment = true,
            '}' => comment = false,
            '(' if !comment => depth += 1,
            ')' if !comment => depth -= 1,
            _ if !comment && depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace()
        .filter(|w| !w.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn an_xboard_game_is_read_and_annotated() {
    let out = tetrarch(&["analyze", "--pgn", &data("xboard_game.pgn"), "--depth", "3"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        main_line(&stdout),
        ["a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O"],
        "{stdout}"
    );
    for tag in [
        "[Black \"Fairy-Max 5.0b\"]",
        "[FEN \"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\"]",
        "[Annotator \"tetrarch",
    ] {
        assert!(stdout.contains(tag), "{tag} missing:\n{stdout}");
    }
    assert!(stdout.starts_with("[Event"), "{stdout}");
    assert!(stdout.contains("3... a6 { [%eval "), "{stdout}");
    assert!(stdout.matches("[%eval ").count() >= 11, "{stdout}");
    assert!(stdout.trim_end().ends_with("1/2-1/2"), "{stdout}");
}

#[test]
fn errors_name_the_line_and_move() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "illegal",
            "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6\n3. Ke3 *\n",
            &["line 5", "move 3. Ke3", "illegal"],
        ),
        ("garbage", "1. e4 e5 2. Zz9 *\n", &["line 1", "move 2. Zz9"]),
        (
            "comment",
            "[Event \"x\"]\n1. e4 {never\nclosed\n",
            &["line 2", "never closed"],
        ),
        ("tag", "[Event x]\n1. e4 *\n", &["line 1", "quoted"]),
        (
            "variation",
            "1. e4 (1. d4 d5 *\n",
            &["line 1", "inside a variation"],
        ),
        ("unclosed", "1. e4 (1. d4 d5\n", &["line 1", "never closed"]),
        (
            "variant",
            "[Variant \"atomicish\"]\n\n1. e4 *\n",
            &["Variant tag", "atomicish"],
        ),
        ("fen", "[FEN \"8/8/8 w - - 0 1\"]\n\n*\n", &["FEN tag"]),
        (
            "xiangqi",
            "[Variant \"xiangqi\"]\n\n1. Ce3 *\n",
            &["line 3", "move 1. Ce3", "ambiguous"],
        ),
        ("empty", "\n\n", &["no game"]),
    ];
    for (name, text, wanted) in cases {
        let path = temp_pgn(name, text);
        let out = tetrarch(&[
            "analyze",
            "--pgn",
            &path.display().to_string(),
            "--depth",
            "1",
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        for w in *wanted {
            assert!(stderr.contains(w), "{name}: '{w}' not in {stderr}");
        }
        std::fs::remove_file(path).ok();
    }
    let out = tetrarch(&["analyze", "--pgn", &data("xboard_game.pgn"), "--game", "2"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--game 2: the file has 1 game"), "{stderr}");
    let out = tetrarch(&["analyze", "--pgn", "/nonexistent/x.pgn"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot read PGN file /nonexistent/x.pgn"),
        "{stderr}"
    );
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(["analyze", "--depth", "30"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tetrarch starts");
    let mut lines = BufReader::new(child.stdout.take().expect("piped"));
    let mut line = String::new();
    for _ in 0..2 {
        line.clear();
        lines.read_line(&mut line).expect("a line");
    }
    drop(lines);
    let out = child.wait_with_output().expect("exits");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.code() == Some(0) || out.status.code().is_none(),
        "exit {:?}: {stderr}",
        out.status
    );
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn python_chess_reads_and_writes_our_pgn() {
    support::run_client("pgn_chess.py", &[]);
}

#[test]
fn pyffish_reads_and_writes_our_xiangqi_pgn() {
    support::run_client("pgn_xiangqi.py", &[]);
}
