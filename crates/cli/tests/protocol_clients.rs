//! Real clients drive the binary through complete games: python-chess over UCI and XBoard,
//! pyffish-checked xiangqi over UCI, UCCI and XBoard, a scripted Gomocup manager over pbrain. Each
//! script lives in `tests/clients/`; a test is skipped (with a message) when python3 or the
//! Python module it needs is missing.

mod support;

use support::run_client;

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
