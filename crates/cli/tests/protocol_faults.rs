//! Regression tests through the binary for the protocol faults of issue 16 that lose games or
//! end the process: bytes that are not UTF-8, Hash sizes the machine cannot give, Swap2 and
//! `END` in the Gomocup protocol, and `go perft` blocking the command loop (the clock is in
//! `protocol_clock.rs`).

mod support;

use std::process::Command;
use std::time::{Duration, Instant};
use support::{Session, SECOND};

fn is_move_line(line: &str) -> bool {
    line.contains(',') && !line.starts_with(['M', 'D', 'E', 'O', 'U', 'n'])
}

#[test]
fn bytes_that_are_not_utf8_mid_search_are_refused_in_every_protocol() {
    // UCI and UCCI: an endless search goes on, isready is answered, stop still reports.
    for (hello, ok, go) in [
        ("uci", "uciok", "go infinite"),
        ("ucci", "ucciok", "go depth infinite"),
    ] {
        let mut s = Session::start();
        s.send(hello);
        s.until(5 * SECOND, |l| l == ok);
        s.send(go);
        s.send_bytes(b"\xfc\xfd\n");
        s.send("isready");
        let seen = s.until(5 * SECOND, |l| l == "readyok");
        assert!(
            seen.iter()
                .any(|l| l.starts_with("info string error: input line")
                    && l.contains("is not UTF-8")),
            "{seen:?}"
        );
        s.send("stop");
        s.until(5 * SECOND, |l| l.starts_with("bestmove"));
        s.send("quit");
        s.exits_within(5 * SECOND);
    }
    // XBoard, while analysing.
    let mut s = Session::start();
    s.send("xboard");
    s.send("protover 2");
    s.until(5 * SECOND, |l| l == "feature done=1");
    s.send("analyze");
    s.send_bytes(b"usermove e2e4\xc3\n");
    s.send("ping 9");
    let seen = s.until(5 * SECOND, |l| l == "pong 9");
    assert!(
        seen.iter()
            .any(|l| l.starts_with("Error (input): input line") && l.contains("not UTF-8")),
        "{seen:?}"
    );
    s.send("exit");
    s.send("quit");
    s.exits_within(5 * SECOND);
    // Gomocup, while thinking: the reply still comes.
    let mut s = Session::start();
    s.send("START 15");
    s.until(5 * SECOND, |l| l == "OK");
    s.send("INFO timeout_turn 1000");
    s.send("BEGIN");
    s.send_bytes(b"\xff\xfe\n");
    s.send("ABOUT");
    // The reply may come before or after the refusal and the ABOUT answer.
    let mut seen = s.until(5 * SECOND, |l| l.starts_with("name=\"tetrarch\""));
    if !seen.iter().any(|l| is_move_line(l)) {
        seen.extend(s.until(5 * SECOND, is_move_line));
    }
    assert!(
        seen.iter()
            .any(|l| l.starts_with("ERROR input line") && l.contains("not UTF-8")),
        "{seen:?}"
    );
    s.send("END");
    s.exits_within(5 * SECOND);
}

/// Address space for the engine in the Hash tests: 6 GiB, as in the reproducer.
const SIX_GIB_KIB: u64 = 6 << 20;

#[test]
fn hash_sizes_follow_the_memory_limit_and_failures_keep_serving() {
    let mut s = Session::start_limited(SIX_GIB_KIB);
    s.send("uci");
    let seen = s.until(5 * SECOND, |l| l == "uciok");
    let hash = seen
        .iter()
        .find(|l| l.starts_with("option name Hash "))
        .expect("Hash is declared");
    let max: u64 = hash.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(max < 6 << 10, "advertised {max} MiB under a 6 GiB limit");
    // The reproducer is refused by range; the advertised maximum is allocated at
    // once (the table's pages come zeroed from the OS).
    s.send("setoption name Hash value 8192");
    s.send(&format!("setoption name Hash value {max}"));
    let started = Instant::now();
    s.send("isready");
    let seen = s.until(5 * SECOND, |l| l == "readyok");
    assert!(started.elapsed() < SECOND, "{:?}", started.elapsed());
    assert!(
        seen.iter()
            .any(|l| l.contains("value 8192 is out of range")),
        "{seen:?}"
    );
    // Clearing a table of gigabytes does not hold up isready either.
    s.send("ucinewgame");
    let started = Instant::now();
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
    assert!(started.elapsed() < SECOND, "{:?}", started.elapsed());
    s.send("go depth 4");
    s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    s.send("quit");
    s.exits_within(5 * SECOND);

    // UCCI and XBoard alike: the engine keeps serving.
    let mut s = Session::start_limited(SIX_GIB_KIB);
    s.send("ucci");
    s.send("setoption hashsize 8192");
    s.send("isready");
    let seen = s.until(5 * SECOND, |l| l == "readyok");
    assert!(seen.iter().any(|l| l.contains("out of range")), "{seen:?}");
    let mut s = Session::start_limited(SIX_GIB_KIB);
    s.send("xboard");
    s.send("memory 8192");
    s.send("ping 2");
    s.until(5 * SECOND, |l| l == "pong 2");
}

#[test]
fn bench_with_a_hash_the_machine_cannot_give_exits_with_a_message() {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {SIX_GIB_KIB} && exec \"$0\" bench --hash 8192 --depth 1"
        ))
        .arg(env!("CARGO_BIN_EXE_tetrarch"))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("--hash 8192: cannot allocate a 8192 MiB hash table"),
        "{stderr}"
    );
}

#[test]
fn perft_runs_like_a_search_isready_stop_and_quit_answer() {
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    // Chess perft 7 counts 3.2 billion leaves: many seconds on any machine here.
    s.send("go perft 7");
    let started = Instant::now();
    s.send("isready");
    let seen = s.until(5 * SECOND, |l| l == "readyok");
    assert!(started.elapsed() < SECOND, "{:?}", started.elapsed());
    assert!(!seen.iter().any(|l| l.starts_with("Nodes searched")));
    s.send("stop");
    let seen = s.until(5 * SECOND, |l| l.starts_with("info string perft stopped"));
    assert!(!seen.iter().any(|l| l.starts_with("Nodes searched")));
    // A finished count is printed as Stockfish prints it; quit interrupts a long one.
    s.send("go perft 3");
    s.until(10 * SECOND, |l| l == "Nodes searched: 8902");
    s.send("go perft 7");
    std::thread::sleep(Duration::from_millis(200));
    s.send("quit");
    s.exits_within(3 * SECOND);
}

fn gomocup(turn_ms: u64) -> Session {
    let mut s = Session::start();
    s.send("START 15");
    s.until(5 * SECOND, |l| l == "OK");
    s.send(&format!("INFO timeout_turn {turn_ms}"));
    s
}

#[test]
fn swap2_thinks_beside_the_command_loop() {
    // END half a second into a long Swap2 choice ends the brain at once.
    let mut s = gomocup(60_000);
    s.send("SWAP2BOARD");
    s.send("DONE");
    std::thread::sleep(Duration::from_millis(500));
    s.send("ABOUT");
    s.until(2 * SECOND, |l| l.starts_with("name=\"tetrarch\""));
    let started = Instant::now();
    s.send("END");
    s.exits_within(2 * SECOND);
    assert!(started.elapsed() < 2 * SECOND);

    // YXSTOP makes it choose now, with what it has.
    let mut s = gomocup(60_000);
    s.send("SWAP2BOARD");
    s.send("7,7");
    s.send("8,7");
    s.send("8,8");
    s.send("DONE");
    std::thread::sleep(Duration::from_millis(500));
    s.send("YXSTOP");
    let seen = s.until(2 * SECOND, |l| l == "SWAP" || is_move_line(l));
    assert!(seen.iter().all(|l| !l.starts_with("ERROR")), "{seen:?}");
    // The choice is on the board: the next move is played from it.
    s.send("INFO timeout_turn 500");
    s.send("TURN 6,6");
    let seen = s.until(5 * SECOND, is_move_line);
    let reply = seen.last().unwrap();
    assert!(
        !["7,7", "8,7", "8,8", "6,6"].contains(&reply.as_str()),
        "{seen:?}"
    );
    s.send("END");
    s.exits_within(5 * SECOND);
}

#[test]
fn end_inside_a_board_block_ends_the_brain() {
    let mut s = gomocup(1000);
    s.send("BOARD");
    s.send("7,7,1");
    s.send("END");
    s.exits_within(2 * SECOND);
}

/// A `go` while a long finite search runs waits for it (as Stockfish's does), but `stop` and
/// `quit` still reach the running search: the command loop never stays blocked.
#[test]
fn stop_and_quit_reach_a_search_the_loop_waits_for() {
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("go depth 200");
    s.send("go depth 1");
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    s.send("stop");
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    assert!(started.elapsed() < 2 * SECOND, "{:?}", started.elapsed());
    s.send("go depth 200");
    s.send("setoption name Hash value 8");
    std::thread::sleep(Duration::from_millis(200));
    s.send("quit");
    s.exits_within(3 * SECOND);
}

/// XBoard `memory` and `cores` while the engine thinks on a long clock: found by the soak (a
/// ping unanswered for 30 s behind them, the loop waiting for the whole think). They wait for
/// the search; the loop answers `ping` at once, `?` still moves, and the table then has its
/// new size.
#[test]
fn xboard_memory_and_cores_during_a_think_do_not_hold_the_loop() {
    let mut s = Session::start();
    s.send("xboard");
    s.send("protover 2");
    s.until(5 * SECOND, |l| l == "feature done=1");
    s.send("new");
    // Five minutes for the game: the engine plans about ten seconds for this move.
    s.send("level 0 5 0");
    s.send("time 30000");
    s.send("otim 30000");
    s.send("go");
    std::thread::sleep(Duration::from_millis(100));
    let started = Instant::now();
    s.send("memory 32");
    s.send("cores 2");
    s.send("force");
    s.send("ping 1");
    s.until(5 * SECOND, |l| l == "pong 1");
    assert!(
        started.elapsed() < 2 * SECOND,
        "pong after {:?}",
        started.elapsed()
    );
    // The search is over (force ended it); the settings apply, the engine plays on.
    s.send("new");
    s.send("st 0.05");
    s.send("go");
    let seen = s.until(10 * SECOND, |l| l.starts_with("move "));
    assert!(!seen.iter().any(|l| l.starts_with("Error")), "{seen:?}");
    s.send("quit");
    s.exits_within(5 * SECOND);
}

// Every native profile unwinds (the release one too, `panic = "unwind"`), so this runs under
// `cargo test` and `cargo test --release` alike. docs/reliability.md.
#[test]
fn a_panic_in_the_search_thread_is_reported_and_the_engine_keeps_serving() {
    // The testing hook makes the first search panic inside the search thread.
    let log = std::env::temp_dir().join(format!("tetrarch-fault-{}.stderr", std::process::id()));
    let mut command = Command::new(env!("CARGO_BIN_EXE_tetrarch"));
    command
        .env("TETRARCH_FAULT", "search-panic")
        .stderr(std::fs::File::create(&log).expect("a stderr file"));
    let mut s = Session::start_command(command);
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("position startpos moves e2e4");
    s.send("go depth 6");
    // The faulted search still answers with a legal move of the position given.
    let seen = s.until(10 * SECOND, |l| l.starts_with("bestmove"));
    let first = seen.last().expect("a bestmove line").clone();
    let legal = [
        "a7a6", "a7a5", "b7b6", "b7b5", "c7c6", "c7c5", "d7d6", "d7d5", "e7e6", "e7e5", "f7f6",
        "f7f5", "g7g6", "g7g5", "h7h6", "h7h5", "b8a6", "b8c6", "g8f6", "g8h6",
    ];
    let reply = first.split_whitespace().nth(1).unwrap_or("");
    assert!(legal.contains(&reply), "{first}");
    // And keeps serving: isready, then a real search with a fresh engine.
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
    s.send("position startpos moves e2e4 e7e5");
    s.send("go depth 6");
    let seen = s.until(30 * SECOND, |l| l.starts_with("bestmove"));
    assert!(
        seen.iter().any(|l| l.starts_with("info depth 6")),
        "a full search after the fault: {seen:?}"
    );
    let reply = seen
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .to_string();
    let mut game = tetrarch::Game::new(tetrarch::Variant::Chess);
    for m in ["e2e4", "e7e5"] {
        game.play_text(m).unwrap();
    }
    assert!(
        game.parse_move(&reply).is_ok_and(|m| game.is_legal(m)),
        "{reply}"
    );
    s.send("quit");
    s.exits_within(5 * SECOND);
    let stderr = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    assert!(stderr.contains("TETRARCH_FAULT=search-panic"), "{stderr}");
    assert!(
        stderr.contains("the search thread panicked (a bug)"),
        "{stderr}"
    );
}
