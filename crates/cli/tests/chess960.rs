//! Chess960 through the binary: the `UCI_Chess960` option, perft of Chess960 positions equal to
//! python-chess's counts (stored in `tests/data/chess960_perft.epd`, rechecked by
//! `clients/chess960.py` where python-chess is installed), castling read and written
//! king-takes-rook, and FENs with impossible castling rights refused while the engine serves.

mod support;

use support::{Session, SECOND};

const PERFT_DATA: &str = include_str!("data/chess960_perft.epd");

fn chess960_session() -> Session {
    let mut s = Session::start();
    s.send("uci");
    let seen = s.until(5 * SECOND, |l| l == "uciok");
    assert!(
        seen.iter()
            .any(|l| l == "option name UCI_Chess960 type check default false"),
        "{seen:#?}"
    );
    s.send("setoption name UCI_Chess960 value true");
    s
}

#[test]
fn perft_of_chess960_positions_matches_python_chess() {
    let mut s = chess960_session();
    let mut checked = 0;
    for line in PERFT_DATA
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut parts = line.split(';').map(str::trim);
        let fen = parts.next().unwrap();
        s.send(&format!("position fen {fen}"));
        for depth in parts {
            let (d, count) = depth.split_once(' ').unwrap();
            s.send(&format!("go perft {}", &d[1..]));
            let seen = s.until(60 * SECOND, |l| l.starts_with("Nodes searched: "));
            assert_eq!(
                seen.last().unwrap(),
                &format!("Nodes searched: {count}"),
                "{fen} {d}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 40);
}

/// The best move when the search may only play `only`.
fn best_among(s: &mut Session, position: &str, only: &str) -> String {
    s.send(&format!("position {position}"));
    s.send(&format!("go depth 1 searchmoves {only}"));
    let seen = s.until(10 * SECOND, |l| l.starts_with("bestmove "));
    seen.last().unwrap()["bestmove ".len()..].to_string()
}

#[test]
fn castling_is_king_takes_rook_while_the_option_is_on() {
    let mut s = chess960_session();
    // The king beside its rook, both wings.
    let fen = "fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1";
    assert_eq!(best_among(&mut s, fen, "b1a1"), "b1a1");
    assert_eq!(best_among(&mut s, fen, "b1h1"), "b1h1");
    // The standard start in Chess960 mode: castling is e1h1, and the FEN uses file letters.
    let castles = "startpos moves g1f3 g8f6 e2e3 e7e6 f1e2 f8e7";
    assert_eq!(best_among(&mut s, castles, "e1h1"), "e1h1");
    s.send(&format!("position {castles} e1h1 e8h8"));
    s.send("d");
    let seen = s.until(5 * SECOND, |l| l.starts_with("Fen: "));
    assert_eq!(
        seen.last().unwrap(),
        "Fen: rnbq1rk1/ppppbppp/4pn2/8/8/4PN2/PPPPBPPP/RNBQ1RK1 w - - 4 5"
    );
    // e1g1 is a king step in Chess960, not castling: refused, naming the move.
    s.send(&format!("position {castles} e1g1"));
    let seen = s.until(5 * SECOND, |l| l.starts_with("info string error"));
    assert!(seen.last().unwrap().contains("'e1g1'"), "{seen:#?}");

    // Off again: the two-square king step, KQkq.
    s.send("setoption name UCI_Chess960 value false");
    assert_eq!(best_among(&mut s, castles, "e1g1"), "e1g1");
    s.send(&format!("position {castles}"));
    s.send("d");
    let seen = s.until(5 * SECOND, |l| l.starts_with("Fen: "));
    assert!(seen.last().unwrap().contains(" w KQkq "), "{seen:#?}");
    // A Chess960 setup keeps the Chess960 notation whatever the option says.
    assert_eq!(best_among(&mut s, fen, "b1a1"), "b1a1");
}

#[test]
fn impossible_castling_rights_are_named_and_serving_goes_on() {
    let mut s = chess960_session();
    for (fen, named) in [
        (
            "rk5r/8/8/8/8/8/8/RK5R w HAhc - 0 1",
            "'c' but no rook stands there",
        ),
        ("rk5r/8/8/8/8/8/8/RK5R w HAHa - 0 1", "repeats a right"),
        (
            "r6r/1k6/8/8/8/8/8/RK5R w HAha - 0 1",
            "the king is not on its first rank",
        ),
        (
            "rk5r/8/8/8/8/8/8/RK5R w Bha - 0 1",
            "'B' but no rook stands there",
        ),
        ("rk5r/8/8/8/8/8/R7/1K5R w A - 0 1", "no rook stands there"),
        (
            "rk5r/8/8/8/8/8/8/RK5R w HAz - 0 1",
            "'z' is not K, Q, k, q, a file letter",
        ),
    ] {
        s.send(&format!("position fen {fen}"));
        s.send("isready");
        let seen = s.until(5 * SECOND, |l| l == "readyok");
        let error = seen
            .iter()
            .find(|l| l.starts_with("info string error: position unchanged"))
            .unwrap_or_else(|| panic!("{fen}: {seen:#?}"));
        assert!(
            error.contains("castling") && error.contains(named),
            "{error}"
        );
    }
    s.send("position startpos moves e2e4");
    s.send("go depth 2");
    s.until(10 * SECOND, |l| l.starts_with("bestmove "));
}
