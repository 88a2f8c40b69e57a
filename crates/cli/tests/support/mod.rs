//! A running `tetrarch` binary driven over its standard input and output, shared by the
//! protocol tests.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// A running engine with a line reader on its output.
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    pub fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the tetrarch binary starts");
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    pub fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").expect("engine reads input");
        self.stdin.flush().expect("flush");
    }

    /// Lines until one satisfies `done` (included), within `limit`.
    pub fn until(&self, limit: Duration, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let stop = done(&line);
                    seen.push(line);
                    if stop {
                        return seen;
                    }
                }
                Err(_) => panic!("expected line not seen within {limit:?}; got {seen:#?}"),
            }
        }
    }

    /// Whether any line arrives within `wait`.
    pub fn silent_for(&self, wait: Duration) -> Option<String> {
        self.lines.recv_timeout(wait).ok()
    }

    /// Waits for the process to exit within `limit`.
    pub fn exits_within(mut self, limit: Duration) {
        let started = Instant::now();
        while self.child.try_wait().expect("wait").is_none() {
            assert!(
                started.elapsed() < limit,
                "the engine did not exit within {limit:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

pub const SECOND: Duration = Duration::from_secs(1);
