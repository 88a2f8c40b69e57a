//! The engine under test: the release binary on loopback pipes, written to by a thread of its
//! own (so a stuck engine cannot block the soak on a full pipe) and read line by line into a
//! channel, with deadlines on every wait.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Why a wait ended without the line it waited for.
#[derive(Debug)]
pub enum WaitError {
    /// No such line within the deadline: a hang.
    Timeout(Vec<String>),
    /// The engine closed its output: it exited.
    Exited(Vec<String>),
}

/// A running engine.
pub struct Engine {
    child: Child,
    input: Option<Sender<Vec<u8>>>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// Lines written, all kinds.
    pub sent: u64,
    /// The last lines written, to replay a failure.
    recent: std::collections::VecDeque<Vec<u8>>,
}

/// Lines kept for the replay file of a failure.
const RECENT_LINES: usize = 400;

impl Engine {
    pub fn start(binary: &Path) -> crate::Result<Engine> {
        let mut child = Command::new(binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let mut stderr_pipe = child.stderr.take().expect("stderr is piped");
        let (to_engine, writes) = channel::<Vec<u8>>();
        std::thread::spawn(move || {
            for bytes in writes {
                if stdin.write_all(&bytes).and_then(|_| stdin.flush()).is_err() {
                    break;
                }
            }
        });
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&buf);
                        if tx
                            .send(text.trim_end_matches(['\n', '\r']).to_string())
                            .is_err()
                        {
                            break;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = stderr.clone();
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr_pipe.read_to_string(&mut text);
            sink.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push_str(&text);
        });
        Ok(Engine {
            child,
            input: Some(to_engine),
            lines,
            stderr,
            sent: 0,
            recent: std::collections::VecDeque::new(),
        })
    }

    /// Writes one line (a line ending is added).
    pub fn send(&mut self, line: &str) {
        let mut bytes = line.as_bytes().to_vec();
        bytes.push(b'\n');
        self.send_bytes(bytes);
    }

    /// Writes raw bytes, counted as one line.
    pub fn send_bytes(&mut self, bytes: Vec<u8>) {
        self.sent += 1;
        if self.recent.len() == RECENT_LINES {
            self.recent.pop_front();
        }
        self.recent.push_back(bytes.clone());
        if let Some(input) = &self.input {
            let _ = input.send(bytes);
        }
    }

    /// Lines until one satisfies `done` (included), within `limit`.
    pub fn until(
        &self,
        limit: Duration,
        mut done: impl FnMut(&str) -> bool,
    ) -> Result<Vec<String>, WaitError> {
        let deadline = Instant::now() + limit;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let stop = done(&line);
                    seen.push(line);
                    if stop {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(WaitError::Timeout(seen)),
                Err(RecvTimeoutError::Disconnected) => return Err(WaitError::Exited(seen)),
            }
        }
    }

    /// The last lines sent, as the engine read them (for `tetrarch < FILE`).
    pub fn replay(&self) -> Vec<u8> {
        self.recent.iter().flatten().copied().collect()
    }

    /// What the engine wrote on its error output so far.
    pub fn stderr(&self) -> String {
        self.stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Closes the input and waits for the exit (killing the process after `limit`); whether
    /// it exited by itself, successfully.
    pub fn close(mut self, limit: Duration) -> bool {
        self.input = None;
        let started = Instant::now();
        while started.elapsed() < limit {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.success();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        false
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
