//! Real clients drive the binary through complete games: python-chess over UCI and XBoard,
//! pyffish-checked xiangqi over UCI, UCCI and XBoard, a scripted Gomocup manager over pbrain. Each
//! script lives in `tests/clients/`; a test is skipped (with a message) when python3 or the
//! Python module it needs is missing.

use std::path::Path;
use std::process::Command;

/// The exit code the scripts use for "a module is missing".
const SKIPPED: i32 = 77;

fn run_client(script: &str, extra: &[&str]) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/clients")
        .join(script);
    let output = match Command::new("python3")
        .arg(&path)
        .arg(env!("CARGO_BIN_EXE_tetrarch"))
        .args(extra)
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            println!("skipped {script}: python3 is not available ({e})");
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.code() == Some(SKIPPED) {
        println!("skipped {script}: {}", stdout.trim());
        return;
    }
    println!("{stdout}");
    assert!(
        output.status.success() && stdout.trim_end().ends_with("OK"),
        "{script} failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
}

#[test]
fn python_chess_plays_over_uci() {
    run_client("uci_chess.py", &[]);
}

/// python-chess with `chess960=True`: stored 960 perft counts rechecked, games with castling
/// king-takes-rook (see `tests/chess960.rs` for the counts through the binary).
#[test]
fn python_chess_plays_chess960_over_uci() {
    run_client("chess960.py", &[]);
}

#[test]
fn python_chess_plays_over_xboard() {
    run_client("xboard_chess.py", &[]);
}

#[test]
fn xiangqi_over_uci_checked_by_pyffish() {
    run_client("xiangqi_games.py", &["uci"]);
}

#[test]
fn xiangqi_over_ucci_checked_by_pyffish() {
    run_client("xiangqi_games.py", &["ucci"]);
}

#[test]
fn xiangqi_over_xboard_checked_by_pyffish() {
    run_client("xiangqi_games.py", &["xboard"]);
}

#[test]
fn gomoku_over_pbrain() {
    run_client("pbrain_gomoku.py", &[]);
}
