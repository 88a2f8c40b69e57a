//! The clock through the binary (issue 16, fault 5): `movestogo 0`, a whole game at
//! 0.1 s + 0, a game with an increment, and Gomocup replies inside a short turn. These measure wall-clock time, so they
//! live in a test binary of their own (cargo runs test binaries one after another) and run one
//! at a time: no other test of this suite competes with them for the cores.

mod support;

use std::sync::Mutex;
use std::time::{Duration, Instant};
use support::{Session, SECOND};

/// Whether the machine is too loaded for a clock at 0.1 s to mean anything: a 1-minute load
/// above twice the cores (other builds and test runs) stalls any process for tens of ms.
/// The test then says so and is skipped; CI runs it on its own machine.
fn overloaded() -> Option<f64> {
    let load: f64 = std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    (load > 2.0 * cores).then_some(load)
}

/// Held by each test: one clock test at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn is_move_line(line: &str) -> bool {
    line.contains(',') && !line.starts_with(['M', 'D', 'E', 'O', 'U', 'n'])
}

fn gomocup(turn_ms: u64) -> Session {
    let mut s = Session::start();
    s.send("START 15");
    s.until(5 * SECOND, |l| l == "OK");
    s.send(&format!("INFO timeout_turn {turn_ms}"));
    s
}

#[test]
fn movestogo_zero_is_sudden_death_not_the_last_move() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
    s.send("position startpos moves e2e4 e7e5");
    let started = Instant::now();
    s.send("go wtime 1000 btime 1000 movestogo 0");
    s.until(5 * SECOND, |l| l.starts_with("bestmove"));
    // A thirtieth of the clock is the plan, four times that the hard bound (the old reading
    // as "one move to go" took 679 ms); 150 ms of slack for a loaded machine.
    let spent = started.elapsed();
    assert!(spent < Duration::from_millis(150 + 150), "{spent:?}");
}

/// A whole game at 0.1 s + 0 for each side through UCI, the clock charged with the time from
/// `go` to `bestmove` as a GUI charges it: the engine must not run out in 160 plies. The fault
/// was a fixed 30 ms reserve and a 1 ms floor a move, out of time after about 70 moves.
#[test]
fn a_game_at_a_tenth_of_a_second_is_not_lost_on_time() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(load) = overloaded() {
        println!("SKIPPED: the machine is overloaded (load {load:.1}); 0.1 s clocks mean nothing");
        return;
    }
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
    let mut moves: Vec<String> = Vec::new();
    let mut clocks = [Duration::from_millis(100); 2];
    for ply in 0..160 {
        s.send(&format!("position startpos moves {}", moves.join(" ")));
        let side = ply % 2;
        let started = Instant::now();
        s.send(&format!(
            "go wtime {} btime {}",
            clocks[0].as_millis(),
            clocks[1].as_millis()
        ));
        let seen = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
        let spent = started.elapsed();
        assert!(
            spent < clocks[side],
            "ply {ply}: spent {spent:?} with {:?} left",
            clocks[side]
        );
        clocks[side] -= spent;
        let best = seen.last().unwrap().split_whitespace().nth(1).unwrap();
        if best == "(none)" {
            break;
        }
        moves.push(best.to_string());
    }
}

/// A game with an increment through UCI (0.3 s + 10 ms each, 200 plies, from the start again
/// after a mate, the clock charged from `go` to `bestmove`): the clock must settle well above the move overhead, not a few ms from
/// zero. The fault: spending three quarters of the increment at any clock (a move costs about
/// twice its plan) drained 1 s + 10 ms to 10-30 ms, where a loaded machine's stall of 15-130 ms
/// lost 14 of 500 games against Fairy-Max on time. The time manager's model settles at
/// 80-95 ms (`an_increment_game_keeps_a_buffer_of_overheads`); the median of the last 100
/// plies must be at least 50 ms (it was about 20).
#[test]
fn an_increment_game_keeps_its_clock_above_the_overhead() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(load) = overloaded() {
        println!(
            "SKIPPED: the machine is overloaded (load {load:.1}); 10 ms increments mean nothing"
        );
        return;
    }
    let mut s = Session::start();
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("isready");
    s.until(5 * SECOND, |l| l == "readyok");
    let increment = Duration::from_millis(10);
    let mut moves: Vec<String> = Vec::new();
    let mut clocks = [Duration::from_millis(300) + increment; 2];
    let mut late = Vec::new();
    for ply in 0..200 {
        s.send(&format!("position startpos moves {}", moves.join(" ")));
        let side = moves.len() % 2;
        if ply >= 100 {
            late.push(clocks[side]);
        }
        let started = Instant::now();
        s.send(&format!(
            "go wtime {} btime {} winc 10 binc 10",
            clocks[0].as_millis(),
            clocks[1].as_millis()
        ));
        let seen = s.until(5 * SECOND, |l| l.starts_with("bestmove"));
        let spent = started.elapsed();
        assert!(
            spent < clocks[side],
            "ply {ply}: spent {spent:?} with {:?} left",
            clocks[side]
        );
        clocks[side] = clocks[side] - spent + increment;
        let best = seen.last().unwrap().split_whitespace().nth(1).unwrap();
        if best == "(none)" {
            // Mate or stalemate: play on from the start, the clocks as they are.
            moves.clear();
            continue;
        }
        moves.push(best.to_string());
    }
    late.sort();
    let median = late[late.len() / 2];
    assert!(
        median >= Duration::from_millis(50),
        "the clock settled at {median:?} (lowest {:?})",
        late[0]
    );
}

#[test]
fn pbrain_replies_inside_a_short_turn() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut s = gomocup(100);
    let mut worst = Duration::ZERO;
    let mut took = Vec::new();
    let mut reply = {
        let started = Instant::now();
        s.send("BEGIN");
        let seen = s.until(5 * SECOND, is_move_line);
        worst = worst.max(started.elapsed());
        took.push(started.elapsed());
        seen.last().unwrap().clone()
    };
    // Answer each move with a stone next to it, twenty times.
    'game: for _ in 0..20 {
        let (x, y) = reply.split_once(',').unwrap();
        let (x, y): (i32, i32) = (x.parse().unwrap(), y.parse().unwrap());
        let ours = [
            (x + 1, y),
            (x - 1, y),
            (x, y + 1),
            (x, y - 1),
            (x + 1, y + 1),
        ];
        let mut answered = false;
        for (a, b) in ours {
            if !(0..15).contains(&a) || !(0..15).contains(&b) {
                continue;
            }
            let started = Instant::now();
            s.send(&format!("TURN {a},{b}"));
            let seen = s.until(5 * SECOND, |l| is_move_line(l) || l.starts_with("ERROR"));
            let last = seen.last().unwrap();
            if last.starts_with("ERROR") {
                if last.contains("game is over") {
                    break 'game;
                }
                continue;
            }
            worst = worst.max(started.elapsed());
            took.push(started.elapsed());
            reply = last.clone();
            answered = true;
            break;
        }
        if !answered {
            break;
        }
    }
    // The budget aims at 60 ms of a 100 ms turn; the slack covers a loaded machine.
    assert!(worst < Duration::from_millis(100 + 100), "{worst:?}");
    // ...and the turn is used: the search's move overhead on top of the clock's reserve once
    // left 30 ms of thinking. Replies within 5 ms were not searched (the opening, or a win
    // the root's threat solver proved at once); of the others the median must reach 45 ms (a
    // load only lengthens replies, so this bound holds under one).
    let mut searched: Vec<Duration> = took
        .into_iter()
        .filter(|&d| d > Duration::from_millis(5))
        .collect();
    searched.sort();
    assert!(searched.len() >= 2, "{searched:?}");
    let median = searched[searched.len() / 2];
    assert!(
        median >= Duration::from_millis(45),
        "median reply {median:?} of {searched:?}"
    );
}

/// A renju board of 35 stones with threats on both sides (from a pbrain stress run).
const THREAT_BOARD: &str = "3,11,1 3,13,2 11,7,1 0,8,2 8,6,1 4,11,2 7,8,1 0,2,2 13,9,1 3,1,2 \
    5,0,1 7,12,2 9,0,1 12,6,2 1,3,1 6,5,2 9,11,1 7,1,2 3,7,1 12,1,2 9,10,1 8,8,2 3,2,1 0,7,2 \
    5,9,1 7,7,2 4,2,1 9,9,2 4,9,1 14,14,2 13,7,1 4,14,2 1,1,1 0,13,2 13,14,1";

/// Sends `THREAT_BOARD` as a `BOARD` block and returns how long the reply took.
fn threat_board_reply(s: &mut Session) -> Duration {
    s.send("BOARD");
    for stone in THREAT_BOARD.split_whitespace() {
        s.send(stone);
    }
    let started = Instant::now();
    s.send("DONE");
    s.until(5 * SECOND, |l| is_move_line(l) || l.starts_with("ERROR"));
    started.elapsed()
}

/// A node limit beside a short turn: the root proof once took its budget from the node limit
/// alone (half of `max_node 100000`) and spent 80-140 ms of a 20 ms turn.
#[test]
fn a_node_limit_does_not_lengthen_a_short_turn() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(load) = overloaded() {
        println!("SKIPPED: the machine is overloaded (load {load:.1}); 20 ms turns mean nothing");
        return;
    }
    let mut s = gomocup(20);
    s.send("INFO rule 4");
    s.send("INFO max_node 100000");
    let spent = threat_board_reply(&mut s);
    assert!(spent < Duration::from_millis(20 + 60), "{spent:?}");
}

/// `INFO rule` arrives after `START` (as Piskvork sends it): the new rule's pattern tables
/// once cost 45-70 ms of the first turn.
#[test]
fn a_rule_set_after_start_costs_the_first_turn_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(load) = overloaded() {
        println!("SKIPPED: the machine is overloaded (load {load:.1}); 20 ms turns mean nothing");
        return;
    }
    for rule in ["8", "4"] {
        let mut s = gomocup(20);
        s.send(&format!("INFO rule {rule}"));
        let spent = threat_board_reply(&mut s);
        assert!(
            spent < Duration::from_millis(20 + 60),
            "rule {rule}: {spent:?}"
        );
    }
}

/// `INFO thread_num` is a ceiling: a huge one once gave the brain 256 threads, each with its
/// own ordering tables, and the next `RECTSTART 23,32` took 13.5 s to answer.
#[test]
fn a_huge_thread_num_keeps_start_quick() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut s = gomocup(100);
    s.send("INFO thread_num 22801");
    let started = Instant::now();
    s.send("RECTSTART 23,32");
    s.until(30 * SECOND, |l| l == "OK");
    let spent = started.elapsed();
    assert!(spent < 3 * SECOND, "{spent:?}");
}
