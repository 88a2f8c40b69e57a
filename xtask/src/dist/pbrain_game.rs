//! A short Gomocup game against a brain, as the Gomocup judge starts and plays it: `ABOUT`,
//! `START 20` and the judge's `INFO` lines, `BEGIN` and a few `TURN`s, then `RESTART` and an
//! opening given by `BOARD`, then `END`. Every reply must be a move on the board onto an empty
//! cell, within the turn time plus the judge's 1000 ms tolerance; an `ERROR` or `UNKNOWN`
//! line, a reply after `END` or a brain that does not exit fails the game.

use crate::Result;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The board: Gomocup's freestyle league is 20x20, the size every brain must accept.
const SIZE: usize = 20;

/// The turn time given to the brain (`INFO timeout_turn`, ms): short, so the check is quick.
const TURN_MS: u64 = 500;

/// How late a reply may come past the turn time: the Gomocup judge's tolerance (its `tolerance`
/// setting, 1000 ms) before it forfeits a brain.
const TOLERANCE_MS: u64 = 1000;

/// The first reply may wait for the program to load (wine's start-up on a loaded machine).
const START_UP: Duration = Duration::from_secs(60);

/// Our moves after `BEGIN` (each answered by the brain).
const TURNS: usize = 4;

/// The opening sent by `BOARD` after `RESTART`: three stones `(x, y, who)`, 1 = the brain's,
/// 2 = the opponent's. With three stones on the board White, the brain, is to move, as in the
/// judge's openings.
const OPENING: [(usize, usize, u8); 3] = [(9, 9, 2), (10, 10, 1), (9, 10, 2)];

/// What a finished game showed.
#[derive(Debug)]
pub struct GameReport {
    /// The brain's moves, in order.
    pub moves: Vec<(usize, usize)>,
    /// The slowest reply to a move command, in ms.
    pub slowest_ms: u128,
}

/// A running brain with its output read line by line on a thread.
struct Brain {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Brain {
    fn start(mut command: Command) -> Result<Brain> {
        let shown = format!("{command:?}");
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {shown}: {e}"))?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(|l| l.ok()) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Brain {
            child,
            stdin,
            lines,
        })
    }

    /// Sends one command as the manager does (CR LF).
    fn send(&mut self, command: &str) -> Result<()> {
        write!(self.stdin, "{command}\r\n")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the brain stopped reading at '{command}': {e}"))
    }

    /// The next line that is not `MESSAGE`/`DEBUG` chatter, within `limit`. An `ERROR` or
    /// `UNKNOWN` line is a failure.
    fn reply(&self, to: &str, limit: Duration) -> Result<String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("no reply to '{to}' within {limit:?}"))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("the brain exited before answering '{to}'"))
                }
            };
            let line = line.trim().to_string();
            let word = line.split_whitespace().next().unwrap_or("");
            match word.to_ascii_uppercase().as_str() {
                "" | "MESSAGE" | "DEBUG" => continue,
                "ERROR" | "UNKNOWN" => return Err(format!("'{to}' was answered '{line}'")),
                _ => return Ok(line),
            }
        }
    }
}

impl Drop for Brain {
    /// A game that failed half-way leaves no brain behind.
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The board as the manager keeps it.
struct Board {
    cells: [[u8; SIZE]; SIZE],
}

impl Board {
    fn new() -> Board {
        Board {
            cells: [[0; SIZE]; SIZE],
        }
    }

    /// Reads `reply` as the brain's move `x,y` and places it; an error unless it names an
    /// empty cell of the board.
    fn brain_move(&mut self, to: &str, reply: &str) -> Result<(usize, usize)> {
        let bad =
            || format!("'{to}' was answered '{reply}', not a move x,y on the {SIZE}x{SIZE} board");
        let (x, y) = reply.split_once(',').ok_or_else(bad)?;
        let x: usize = x.trim().parse().map_err(|_| bad())?;
        let y: usize = y.trim().parse().map_err(|_| bad())?;
        if x >= SIZE || y >= SIZE {
            return Err(bad());
        }
        if self.cells[y][x] != 0 {
            return Err(format!(
                "'{to}' was answered {x},{y}, a cell that is not empty"
            ));
        }
        self.cells[y][x] = 1;
        Ok((x, y))
    }

    /// Our reply: the empty cell nearest to `near` (ties by row, then column), placed.
    fn our_move(&mut self, near: (usize, usize)) -> (usize, usize) {
        let distance = |x: usize, y: usize| x.abs_diff(near.0).max(y.abs_diff(near.1));
        let (x, y) = (0..SIZE)
            .flat_map(|y| (0..SIZE).map(move |x| (x, y)))
            .filter(|&(x, y)| self.cells[y][x] == 0)
            .min_by_key(|&(x, y)| (distance(x, y), y, x))
            .expect("a short game leaves the board nearly empty");
        self.cells[y][x] = 2;
        (x, y)
    }
}

/// Plays the short game against the brain `command` starts; `folder` is sent as the judge's
/// `INFO folder`.
pub fn play(command: Command, folder: &str) -> Result<GameReport> {
    let mut brain = Brain::start(command)?;
    let move_limit = Duration::from_millis(TURN_MS + TOLERANCE_MS);
    let mut report = GameReport {
        moves: Vec::new(),
        slowest_ms: 0,
    };

    brain.send("ABOUT")?;
    let about = brain.reply("ABOUT", START_UP)?;
    if !about.contains("name=\"tetrarch\"") {
        return Err(format!("ABOUT was answered '{about}', not tetrarch's name"));
    }
    brain.send(&format!("START {SIZE}"))?;
    expect_ok("START", brain.reply("START", Duration::from_secs(10))?)?;
    // The Gomocup judge's start sequence (docs/protocols.md#gomocup-pbrain).
    for info in [
        format!("INFO timeout_turn {TURN_MS}"),
        "INFO timeout_match 180000".to_string(),
        "INFO max_memory 367001600".to_string(),
        "INFO game_type 1".to_string(),
        "INFO rule 0".to_string(),
        format!("INFO folder {folder}"),
    ] {
        brain.send(&info)?;
    }

    let mut board = Board::new();
    let mut command = "BEGIN".to_string();
    for turn in 0..=TURNS {
        if turn > 0 {
            let last = *report.moves.last().expect("the brain has moved");
            let (x, y) = board.our_move(last);
            command = format!("TURN {x},{y}");
        }
        brain.send(&command)?;
        let asked = Instant::now();
        let reply = brain.reply(&command, move_limit)?;
        report.slowest_ms = report.slowest_ms.max(asked.elapsed().as_millis());
        report.moves.push(board.brain_move(&command, &reply)?);
    }

    brain.send("RESTART")?;
    expect_ok("RESTART", brain.reply("RESTART", Duration::from_secs(10))?)?;
    let mut board = Board::new();
    brain.send("BOARD")?;
    for (x, y, who) in OPENING {
        board.cells[y][x] = who;
        brain.send(&format!("{x},{y},{who}"))?;
    }
    brain.send("DONE")?;
    let asked = Instant::now();
    let reply = brain.reply("BOARD", move_limit)?;
    report.slowest_ms = report.slowest_ms.max(asked.elapsed().as_millis());
    report.moves.push(board.brain_move("BOARD", &reply)?);

    // END: the brain exits at once and prints nothing.
    brain.send("END")?;
    let ended = Instant::now();
    loop {
        if let Ok(line) = brain.lines.try_recv() {
            return Err(format!("the brain printed '{line}' after END"));
        }
        match brain.child.try_wait() {
            Ok(Some(status)) if status.success() => break,
            Ok(Some(status)) => return Err(format!("the brain exited with {status} after END")),
            Ok(None) if ended.elapsed() > Duration::from_secs(10) => {
                return Err("the brain did not exit within 10 s of END".into())
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(format!("waiting for the brain: {e}")),
        }
    }
    // Whatever it wrote before exiting has been read by now.
    std::thread::sleep(Duration::from_millis(50));
    if let Ok(line) = brain.lines.try_recv() {
        return Err(format!("the brain printed '{line}' after END"));
    }
    Ok(report)
}

/// `reply` must be `OK`.
fn expect_ok(to: &str, reply: String) -> Result<()> {
    if reply.eq_ignore_ascii_case("OK") {
        Ok(())
    } else {
        Err(format!("'{to}' was answered '{reply}', not OK"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_takes_only_moves_onto_empty_cells() {
        let mut board = Board::new();
        assert_eq!(board.brain_move("BEGIN", "10,10"), Ok((10, 10)));
        assert!(board
            .brain_move("TURN 1,1", "10,10")
            .unwrap_err()
            .contains("not empty"));
        for bad in ["20,0", "0,20", "a,1", "1 1", "", "-1,3"] {
            assert!(board.brain_move("TURN", bad).is_err(), "{bad}");
        }
        // Our move is the nearest empty cell, ties by row then column.
        assert_eq!(board.our_move((10, 10)), (9, 9));
        assert_eq!(board.our_move((10, 10)), (10, 9));
    }
}
