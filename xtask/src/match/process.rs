//! An engine process: its command line, its input, and its output as timestamped lines.
//!
//! A reader thread per process turns standard output into a channel of lines, each stamped
//! with the instant it arrived, so the runner waits on the channel with a deadline (no
//! polling) and measures an engine's thinking time from the line's own arrival, however late
//! the runner thread gets to it. The channel closing means the process ended (a crash, if a
//! move was awaited).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Why talking to an engine failed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EngineError {
    /// The process ended (or closed its output); with its exit status when known.
    Crashed(String),
    /// No expected answer before the deadline.
    Timeout,
    /// The engine answered something it should not have (or not what the protocol requires).
    Protocol(String),
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Crashed(why) => write!(f, "the engine process ended ({why})"),
            EngineError::Timeout => write!(f, "the engine did not answer in time"),
            EngineError::Protocol(why) => write!(f, "protocol error: {why}"),
        }
    }
}

/// One line of engine output and when it arrived.
#[derive(Clone, Debug)]
pub struct Line {
    pub text: String,
    pub at: Instant,
}

/// Where an engine's traffic is logged (`-log FILE`), shared by every process.
pub type Log = Arc<Mutex<std::fs::File>>;

/// How to start an engine.
#[derive(Clone, Debug)]
pub struct Launch {
    /// The name used in messages and logs.
    pub name: String,
    pub program: PathBuf,
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    pub dir: Option<PathBuf>,
    /// Line ending written after each command (`"\n"`, or `"\r\n"` for Gomocup managers' style).
    pub eol: &'static str,
    /// Pause before each command, after the engine's last output line (Embryo drops a command
    /// that arrives within a few milliseconds of its own answer).
    pub command_delay: Duration,
}

/// A running engine.
#[derive(Debug)]
pub struct Process {
    launch: Launch,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Line>,
    last_output: Option<Instant>,
    log: Option<Log>,
}

/// The instant log times count from: the first engine start of the run.
fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

impl Process {
    /// Starts the engine; the error names the engine and its command.
    pub fn start(launch: &Launch, log: Option<Log>) -> Result<Process, String> {
        let mut command = Command::new(&launch.program);
        command
            .args(&launch.args)
            .envs(launch.env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = &launch.dir {
            if !dir.is_dir() {
                return Err(format!(
                    "engine '{}': working directory {} does not exist",
                    launch.name,
                    dir.display()
                ));
            }
            command.current_dir(dir);
        }
        let mut child = command.spawn().map_err(|e| {
            format!(
                "engine '{}' does not start: cannot run '{}': {e}",
                launch.name,
                launch.program.display()
            )
        })?;
        let stdin = child.stdin.take().expect("stdin was piped");
        let stdout = child.stdout.take().expect("stdout was piped");
        let (tx, lines) = mpsc::channel();
        let reader_log = log.clone();
        let name = launch.name.clone();
        epoch();
        std::thread::Builder::new()
            .name(format!("read {}", launch.name))
            .spawn(move || {
                let mut reader = BufReader::new(stdout);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match reader.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                    let at = Instant::now();
                    let text = String::from_utf8_lossy(&buf)
                        .trim_end_matches(['\r', '\n'])
                        .to_string();
                    if let Some(log) = &reader_log {
                        write_log(log, &name, "<", &text);
                    }
                    if tx.send(Line { text, at }).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("cannot start a reader thread: {e}"))?;
        Ok(Process {
            launch: launch.clone(),
            child,
            stdin,
            lines,
            last_output: None,
            log,
        })
    }

    /// Sends one command line.
    pub fn send(&mut self, command: &str) -> Result<(), EngineError> {
        if let Some(last) = self.last_output {
            let ready = last + self.launch.command_delay;
            let now = Instant::now();
            if ready > now {
                std::thread::sleep(ready - now);
            }
        }
        if let Some(log) = &self.log {
            write_log(log, &self.launch.name, ">", command);
        }
        let eol = self.launch.eol;
        let written = self
            .stdin
            .write_all(command.as_bytes())
            .and_then(|_| self.stdin.write_all(eol.as_bytes()))
            .and_then(|_| self.stdin.flush());
        written.map_err(|e| self.crashed(&format!("writing '{command}': {e}")))
    }

    /// The next output line, waiting until `deadline` (forever with `None`).
    pub fn recv(&mut self, deadline: Option<Instant>) -> Result<Line, EngineError> {
        let line = match deadline {
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(d) => self
                .lines
                .recv_timeout(d.saturating_duration_since(Instant::now())),
        };
        match line {
            Ok(line) => {
                self.last_output = Some(line.at);
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout),
            Err(RecvTimeoutError::Disconnected) => Err(self.crashed("its output closed")),
        }
    }

    /// Reads lines until `accept` returns a value, until `deadline`; other lines go to `other`.
    pub fn wait_for<T>(
        &mut self,
        deadline: Option<Instant>,
        mut accept: impl FnMut(&Line) -> Option<T>,
    ) -> Result<T, EngineError> {
        loop {
            let line = self.recv(deadline)?;
            if let Some(value) = accept(&line) {
                return Ok(value);
            }
        }
    }

    /// Lines that already arrived, without waiting.
    pub fn drain(&mut self) -> Vec<Line> {
        let lines: Vec<Line> = self.lines.try_iter().collect();
        if let Some(last) = lines.last() {
            self.last_output = Some(last.at);
        }
        lines
    }

    /// An error for a process that is gone, with its exit status if it has one by now.
    fn crashed(&mut self, what: &str) -> EngineError {
        let status = self.child.try_wait().ok().flatten();
        EngineError::Crashed(match status {
            Some(s) => format!("{what}; {}", describe_status(s)),
            None => what.to_string(),
        })
    }

    /// Ends the process: `quit` (the protocol's word) first, then a kill if it has not exited
    /// within `grace`. Waiting is on the output channel closing, not polling.
    pub fn stop(mut self, quit: Option<&str>, grace: Duration) {
        if let Some(command) = quit {
            if self.send(command).is_ok() {
                let deadline = Instant::now() + grace;
                while self.recv(Some(deadline)).is_ok() {}
            }
        }
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // A process dropped without `stop` (a panic, an early error) must not outlive the run.
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn describe_status(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

fn write_log(log: &Log, name: &str, direction: &str, text: &str) {
    if let Ok(mut file) = log.lock() {
        let _ = writeln!(
            file,
            "{:>10.3} {name} {direction} {text}",
            epoch().elapsed().as_secs_f64()
        );
    }
}
