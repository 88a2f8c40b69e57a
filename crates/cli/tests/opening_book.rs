//! The opening book through the binary: `OwnBook` answers `go` at once with a move of the
//! built-in Raumschach book (and says so), off it searches, a bad `BookFile` is an error naming
//! the file and line while the engine keeps serving; UCCI's `usebook`/`bookfiles`; `play`
//! opens from the book unless `--no-book`. And the committed book holds only legal moves.

mod support;

use std::collections::{HashMap, HashSet};
use std::time::Duration;
use support::Session;
use tetrarch::{Book, Game, Variant};

const SECOND: Duration = Duration::from_secs(1);

fn raumschach_session() -> Session {
    let mut s = Session::start();
    s.send("uci");
    let lines = s.until(10 * SECOND, |l| l == "uciok");
    assert!(
        lines.contains(&"option name OwnBook type check default false".to_string()),
        "{lines:?}"
    );
    assert!(lines.contains(&"option name BookFile type string default <empty>".to_string()));
    s.send("setoption name UCI_Variant value raumschach");
    s.send("position startpos");
    s
}

/// The start's book moves in the protocol's notation.
fn start_book_moves() -> HashSet<String> {
    let game = Game::new(Variant::Raumschach);
    let book = Book::built_in(&Variant::Raumschach).expect("the built-in book");
    game.book_moves(book)
        .into_iter()
        .map(|(m, _)| game.format_move(m))
        .collect()
}

fn bestmove(lines: &[String]) -> String {
    let last = lines.last().expect("a bestmove line");
    last.split_whitespace()
        .nth(1)
        .unwrap_or_default()
        .to_string()
}

#[test]
fn own_book_answers_from_the_book_and_says_so() {
    let book = start_book_moves();
    assert!(book.len() >= 2, "{book:?}");
    let mut s = raumschach_session();
    s.send("setoption name OwnBook value true");
    let mut seen = HashSet::new();
    for _ in 0..12 {
        s.send("go depth 30");
        let lines = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
        let best = bestmove(&lines);
        assert!(book.contains(&best), "{best} is not a book move: {lines:?}");
        let info = &lines[lines.len() - 2];
        assert!(
            info.starts_with(&format!("info string book move {best} (weight ")),
            "{lines:?}"
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("info depth")),
            "no search: {lines:?}"
        );
        seen.insert(best);
    }
    assert!(seen.len() >= 2, "weighted choice gives variety: {seen:?}");
    // Out of the book (after a first move the book does not have), the engine searches.
    let start = Game::new(Variant::Raumschach);
    let built_in = Book::built_in(&Variant::Raumschach).unwrap();
    let off_book = start
        .legal_moves()
        .into_iter()
        .find(|&m| {
            let mut child = start.clone();
            child.play(m).unwrap();
            built_in.moves(child.key()).is_empty()
        })
        .expect("a first move out of the book");
    s.send(&format!(
        "position startpos moves {}",
        start.format_move(off_book)
    ));
    s.send("go depth 2");
    let lines = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn without_own_book_the_engine_searches() {
    let mut s = raumschach_session();
    s.send("go depth 2");
    let lines = s.until(30 * SECOND, |l| l.starts_with("bestmove"));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    // `go infinite` searches even with the book on, until `stop`.
    s.send("setoption name OwnBook value true");
    s.send("go infinite");
    std::thread::sleep(SECOND / 4);
    s.send("stop");
    let lines = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

#[test]
fn a_bad_book_file_is_an_error_naming_it_and_the_engine_keeps_serving() {
    let dir = std::env::temp_dir().join(format!("tetrarch-book-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "tetrarch-book 1\nvariant raumschach\n0123 Bb1Cc2:1\n").unwrap();
    let mut s = raumschach_session();
    s.send("setoption name OwnBook value true");
    s.send(&format!("setoption name BookFile value {}", bad.display()));
    s.send("isready");
    let lines = s.until(5 * SECOND, |l| l == "readyok");
    let want = format!(
        "info string error: BookFile: {}:3: expected a position key",
        bad.display()
    );
    assert!(lines.iter().any(|l| l.starts_with(&want)), "{lines:?}");
    s.send("setoption name BookFile value /no/such/book.txt");
    s.send("isready");
    let lines = s.until(5 * SECOND, |l| l == "readyok");
    assert!(
        lines
            .iter()
            .any(|l| l
                .starts_with("info string error: BookFile: cannot read book /no/such/book.txt")),
        "{lines:?}"
    );
    // Still serving, from the built-in book.
    s.send("go depth 30");
    let lines = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    assert!(start_book_moves().contains(&bestmove(&lines)), "{lines:?}");
    // A good file replaces it: one move only.
    let game = Game::new(Variant::Raumschach);
    let only = game.format_move(game.legal_moves()[0]);
    let good = dir.join("good.txt");
    std::fs::write(
        &good,
        format!(
            "tetrarch-book 1\nvariant raumschach\n{:016x} {only}:5\n",
            game.key()
        ),
    )
    .unwrap();
    s.send(&format!("setoption name BookFile value {}", good.display()));
    s.send("go depth 30");
    let lines = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("book: 1 positions for raumschach")),
        "{lines:?}"
    );
    assert_eq!(bestmove(&lines), only, "{lines:?}");
    s.send("quit");
    s.exits_within(5 * SECOND);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn ucci_reads_usebook_and_bookfiles() {
    let game = Game::new(Variant::Xiangqi);
    let dir = std::env::temp_dir().join(format!("tetrarch-ucci-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("xq.txt");
    // h2e2 in ICCS is h3e3 in the game's own coordinates (ranks 1-10).
    std::fs::write(
        &path,
        format!(
            "tetrarch-book 1\nvariant xiangqi\n{:016x} h3e3:7\n",
            game.key()
        ),
    )
    .unwrap();
    let mut s = Session::start();
    s.send("ucci");
    s.until(10 * SECOND, |l| l == "ucciok");
    s.send("setoption usebook true");
    s.send(&format!("setoption bookfiles {}", path.display()));
    s.send("position startpos");
    s.send("go depth 20");
    let lines = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    assert_eq!(lines.last().unwrap(), "bestmove h2e2", "{lines:?}");
    assert!(lines
        .iter()
        .any(|l| l == "info string book move h2e2 (weight 7 of 7)"));
    s.send("quit");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn play_opens_from_the_book_unless_told_not_to() {
    let args = [
        "play",
        "--variant",
        "raumschach",
        "--engine-side",
        "white",
        "--movetime",
        "50",
    ];
    let out = support::succeeds(&args, "quit\n");
    assert!(
        out.contains("tetrarch (White) plays ") && out.contains(", from the book"),
        "{out}"
    );
    let mut no_book = args.to_vec();
    no_book.push("--no-book");
    let out = support::succeeds(&no_book, "quit\n");
    assert!(!out.contains("from the book"), "{out}");
    assert!(out.contains(", score "), "{out}");
    let out = support::run(
        &["play", "--variant", "raumschach", "--book", "/no/such.txt"],
        "",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("--book: cannot read book /no/such.txt"),
        "{stderr}"
    );
}

/// Walks the committed book from the start: every entry's moves are legal where the walk meets
/// it, and every position of the book is met (a key the walk never reaches is stale).
#[test]
fn the_committed_book_is_legal_and_reachable() {
    let book = Book::built_in(&Variant::Raumschach).expect("the built-in book parses");
    assert!(book.len() >= 100, "{} positions", book.len());
    let mut reached: HashMap<u64, Game> = HashMap::new();
    let start = Game::new(Variant::Raumschach);
    let mut queue = vec![start];
    while let Some(game) = queue.pop() {
        let key = game.key();
        if reached.contains_key(&key) {
            continue;
        }
        let entries = book.moves(key);
        let legal = game.book_moves(book);
        assert_eq!(
            legal.len(),
            entries.len(),
            "{key:016x} ({}): {entries:?}",
            game.to_text()
        );
        for (m, _) in legal {
            let mut child = game.clone();
            child.play(m).unwrap();
            queue.push(child);
        }
        reached.insert(key, game);
    }
    for (key, _) in book.iter() {
        assert!(
            reached.contains_key(&key),
            "{key:016x} is never reached from the start"
        );
    }
}
