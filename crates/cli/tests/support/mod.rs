//! A running `tetrarch` binary driven over its standard input and output, shared by the
//! protocol tests.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
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
        Session::spawn(Command::new(env!("CARGO_BIN_EXE_tetrarch")))
    }

    /// The engine under an address-space limit (`ulimit -v`, in KiB), as a tournament
    /// machine's memory limit would hold it.
    pub fn start_limited(address_space_kib: u64) -> Session {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("ulimit -v {address_space_kib} && exec \"$0\""))
            .arg(env!("CARGO_BIN_EXE_tetrarch"));
        Session::spawn(command)
    }

    /// The engine started by `command` (environment, stderr as the test sets them).
    pub fn start_command(command: Command) -> Session {
        Session::spawn(command)
    }

    fn spawn(mut command: Command) -> Session {
        let mut child = command
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

    /// Sends raw bytes (which need not be text).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).expect("engine reads input");
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

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        self.child.try_wait().expect("wait").is_none()
    }

    /// Waits for the process to exit within `limit`.
    pub fn exits_within(mut self, limit: Duration) {
        self.wait_exit(limit);
    }

    fn wait_exit(&mut self, limit: Duration) {
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

impl Drop for Session {
    /// A test that failed half-way leaves no engine behind.
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Runs the binary once with `args`, `input` on its standard input, and returns what it did.
pub fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tetrarch binary runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("the input is written");
    child.wait_with_output().expect("the binary exits")
}

/// [`run`] that must succeed: returns standard output, shows both streams on failure.
pub fn succeeds(args: &[&str], input: &str) -> String {
    let out = run(args, input);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{args:?} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The exit code the client scripts of `tests/clients/` use for "a module is missing".
pub const CLIENT_SKIPPED: i32 = 77;

/// Runs the client script `script` of `tests/clients/` on the binary with `extra` arguments;
/// it must end with `OK`. Skipped, with a message, when python3 or the script's module is
/// missing (CI installs them).
pub fn run_client(script: &str, extra: &[&str]) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
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
    if output.status.code() == Some(CLIENT_SKIPPED) {
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
