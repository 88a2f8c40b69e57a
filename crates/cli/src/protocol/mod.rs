//! The GUI protocols: UCI, UCCI, XBoard (CECP v2) and Gomocup pbrain, one module each,
//! detected from the first command as Fairy-Stockfish does.
//!
//! Invariants:
//! - The command loop never blocks on a search: searches run on [`worker::SearchWorker`]'s
//!   thread, so `stop`, `isready`, `ping` and `quit` are answered at once.
//! - No input makes the engine panic or stop serving: every bad line gets an error line in
//!   the protocol's own form (`info string error: ...`, `Error (...): ...`, `ERROR ...`).
//! - Each protocol speaks its own move notation (`games::MoveStyle`); the game crates'
//!   coordinates are converted only here.

mod book;
mod clock;
mod coords;
mod diagnostics;
mod engine_options;
mod games;
mod info;
mod io;
pub mod memory;
mod options;
mod pbrain;
mod perft_job;
mod position;
mod strength;
mod tokens;
mod ucci;
mod uci;
mod worker;
mod xboard;

use std::io::BufRead;

pub use io::Output;
pub use worker::Caps;

/// The protocols and the names `--protocol` accepts for them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Protocol {
    Uci,
    Ucci,
    Xboard,
    Pbrain,
}

/// Names accepted by [`Protocol::from_name`], for help texts.
pub const PROTOCOL_NAMES: &str = "uci, ucci, xboard (or cecp), pbrain (or gomocup)";

/// Commands that open a Gomocup session (the manager starts with one of these).
const PBRAIN_OPENERS: &[&str] = &[
    "START",
    "RECTSTART",
    "RESTART",
    "INFO",
    "ABOUT",
    "BEGIN",
    "TURN",
    "BOARD",
    "YXBOARD",
    "SWAP2BOARD",
    "TAKEBACK",
    "END",
    "YXSHOWFORBID",
    "YXNBEST",
];

impl Protocol {
    /// A protocol by name (case-insensitive).
    pub fn from_name(name: &str) -> Result<Protocol, String> {
        match name.trim().to_ascii_lowercase().as_str() {
            "uci" => Ok(Protocol::Uci),
            "ucci" => Ok(Protocol::Ucci),
            "xboard" | "cecp" | "winboard" => Ok(Protocol::Xboard),
            "pbrain" | "gomocup" => Ok(Protocol::Pbrain),
            other => Err(format!(
                "unknown protocol '{other}' (known: {PROTOCOL_NAMES})"
            )),
        }
    }

    /// The protocol a program file name asks for: Gomocup managers (Piskvork, the judge)
    /// run brains whose file name begins with `pbrain-` (case-insensitive, as on Windows),
    /// so such a copy of the binary (`pbrain-tetrarch.exe`, `cargo xtask dist`) speaks
    /// pbrain from its first line whatever that line is. Any other name: `None`, detect.
    pub fn from_program_name(path: &std::path::Path) -> Option<Protocol> {
        let name = path.file_name()?.as_encoded_bytes();
        let prefix = b"pbrain-";
        (name.len() > prefix.len() && name[..prefix.len()].eq_ignore_ascii_case(prefix))
            .then_some(Protocol::Pbrain)
    }

    /// The protocol a GUI's first command belongs to. Anything unrecognised is served as
    /// UCI (the most common), which then answers it as an unknown command.
    pub fn detect(first_line: &str) -> Protocol {
        let (word, _) = tokens::split_command(first_line);
        if word == "uci" {
            Protocol::Uci
        } else if word == "ucci" {
            Protocol::Ucci
        } else if word == "xboard" {
            Protocol::Xboard
        } else if PBRAIN_OPENERS.iter().any(|c| c.eq_ignore_ascii_case(word)) {
            Protocol::Pbrain
        } else {
            Protocol::Uci
        }
    }
}

impl Protocol {
    /// Whether `line` asks to stop the running search at once: the input thread then stops
    /// it before the command loop reads the line, which may be waiting for that search (UCI
    /// `go` after a finite `go`). Only commands that stop with a report: aborts that drop the
    /// result are left to the loop, which never waits before them.
    pub fn interrupts(self, line: &str) -> bool {
        let (word, _) = tokens::split_command(clean(line));
        match self {
            Protocol::Uci | Protocol::Ucci => word == "stop" || word == "quit",
            Protocol::Xboard => word == "?",
            Protocol::Pbrain => false,
        }
    }
}

/// Inputs the reader thread may read ahead of the command loop.
const READ_AHEAD_LINES: usize = 4096;

/// What a command asks of the loop.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flow {
    Continue,
    Quit,
}

/// One protocol's command handler.
pub trait Session {
    /// Handles one input line (without its line ending).
    fn handle(&mut self, line: &str) -> Flow;
    /// Reports an input line that could not be read as a command (not UTF-8, too long), in
    /// the protocol's own error form; the session goes on serving.
    fn refuse(&mut self, message: &str);
    /// The input ended: let a finite search finish and report, stop an endless one.
    fn end_of_input(&mut self);
    /// Stops the running search from the input thread (see [`Protocol::interrupts`]).
    fn interrupter(&self) -> worker::Interrupter;
}

/// The longest input line read as a command. The longest real command is a `position` with
/// a few thousand moves (tens of KiB); a line past this is refused whole, so one endless
/// line cannot take the engine's memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// One line of input as the GUI sent it.
#[derive(Debug, PartialEq, Eq)]
enum Input {
    /// Line `.0` of the input (counted from 1), without its line ending.
    Line(u64, String),
    /// A line that is not a command: the message for the GUI.
    Refused(String),
}

/// Reads the input line by line as bytes, so that no byte sequence ends the service: a line
/// that is not UTF-8 or is too long becomes [`Input::Refused`]. `None` at the end of input
/// (or when reading fails: the GUI has gone).
struct Lines<R> {
    input: R,
    number: u64,
}

impl<R: BufRead> Lines<R> {
    fn next_input(&mut self) -> Option<Input> {
        let mut bytes = Vec::new();
        let mut too_long = false;
        loop {
            let (done, used) = match self.input.fill_buf() {
                Ok([]) if bytes.is_empty() && !too_long => return None,
                Ok([]) => (true, 0),
                Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                    Some(i) => {
                        if !too_long {
                            bytes.extend_from_slice(&buf[..i]);
                        }
                        (true, i + 1)
                    }
                    None => {
                        if !too_long {
                            bytes.extend_from_slice(buf);
                        }
                        (false, buf.len())
                    }
                },
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            };
            self.input.consume(used);
            if bytes.len() > MAX_LINE_BYTES {
                too_long = true;
                bytes = Vec::new();
            }
            if done {
                break;
            }
        }
        self.number += 1;
        let n = self.number;
        if too_long {
            return Some(Input::Refused(format!(
                "input line {n} is longer than {MAX_LINE_BYTES} bytes: ignored"
            )));
        }
        Some(match String::from_utf8(bytes) {
            Ok(text) => Input::Line(n, text),
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let byte = e.as_bytes()[at];
                Input::Refused(format!(
                    "input line {n} is not UTF-8 (byte 0x{byte:02x} at column {}): ignored: {}",
                    at + 1,
                    String::from_utf8_lossy(e.as_bytes()).trim()
                ))
            }
        })
    }
}

/// Serves a GUI on stdin/stdout until it quits or closes the input. `forced` names the
/// protocol (`--protocol`); otherwise a `pbrain-` program name
/// ([`Protocol::from_program_name`]) and then the first non-empty line decide.
pub fn run(forced: Option<&str>) -> std::io::Result<()> {
    let forced = match forced {
        Some(name) => Some(
            Protocol::from_name(name)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?,
        ),
        None => std::env::args_os()
            .next()
            .and_then(|program| Protocol::from_program_name(std::path::Path::new(&program))),
    };
    serve(
        forced,
        std::io::BufReader::new(std::io::stdin()),
        Output::stdout(),
    );
    Ok(())
}

/// [`run`] over any input and output (tests drive it in memory). Returns when the GUI quits
/// or the input ends; no input makes it fail.
pub fn serve(forced: Option<Protocol>, input: impl BufRead + Send + 'static, out: Output) {
    serve_capped(forced, input, out, &Caps::default());
}

/// [`serve`] with ceilings on searches, counts and tables (fuzzing and the soak).
pub fn serve_capped(
    forced: Option<Protocol>,
    input: impl BufRead + Send + 'static,
    out: Output,
    caps: &Caps,
) {
    let mut lines = Lines { input, number: 0 };
    let mut first = None;
    // Lines refused before the protocol is known are reported in its form once it is.
    let mut refused = Vec::new();
    let protocol = match forced {
        Some(p) => p,
        None => loop {
            match lines.next_input() {
                None if refused.is_empty() => return,
                // Only refused lines: answer them as UCI, the protocol assumed by default.
                None => break Protocol::Uci,
                Some(Input::Refused(message)) => refused.push(message),
                Some(Input::Line(_, line)) => {
                    let line = clean(&line);
                    if !line.is_empty() {
                        let p = Protocol::detect(line);
                        first = Some(line.to_string());
                        break p;
                    }
                }
            }
        },
    };
    let mut session: Box<dyn Session> = match protocol {
        Protocol::Uci => Box::new(uci::Uci::new(out, caps)),
        Protocol::Ucci => Box::new(ucci::Ucci::new(out, caps)),
        Protocol::Xboard => Box::new(xboard::Xboard::new(out, caps)),
        Protocol::Pbrain => Box::new(pbrain::Pbrain::new(out, caps)),
    };
    for message in refused {
        session.refuse(&message);
    }
    if let Some(line) = first {
        if session.handle(&line) == Flow::Quit {
            return;
        }
    }
    // The input is read on a thread of its own, so that `stop` and `quit` reach a running
    // search even while the command loop waits. The thread is not joined: after `quit` it
    // may be blocked on a read that never returns.
    let interrupter = session.interrupter();
    let handling = interrupter.clone();
    let (tx, rx) = std::sync::mpsc::sync_channel(READ_AHEAD_LINES);
    let reader = std::thread::Builder::new()
        .name("input".into())
        .spawn(move || {
            while let Some(input) = lines.next_input() {
                if let Input::Line(n, line) = &input {
                    if protocol.interrupts(line) {
                        interrupter.stop(*n);
                    }
                }
                if tx.send(input).is_err() {
                    break;
                }
            }
        });
    if let Err(e) = reader {
        return session.refuse(&format!("cannot start the input thread: {e}"));
    }
    for input in rx.iter() {
        match input {
            Input::Line(n, line) => {
                handling.handling(n);
                if session.handle(clean(&line)) == Flow::Quit {
                    return;
                }
            }
            Input::Refused(message) => session.refuse(&message),
        }
    }
    session.end_of_input();
}

/// A line without its ending (managers send CR LF) or surrounding blanks.
fn clean(line: &str) -> &str {
    line.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detection_from_the_first_command() {
        assert_eq!(Protocol::detect("uci"), Protocol::Uci);
        assert_eq!(Protocol::detect("ucci"), Protocol::Ucci);
        assert_eq!(Protocol::detect("xboard"), Protocol::Xboard);
        assert_eq!(Protocol::detect("START 20"), Protocol::Pbrain);
        assert_eq!(Protocol::detect("start 15"), Protocol::Pbrain);
        assert_eq!(Protocol::detect("RECTSTART 20,15"), Protocol::Pbrain);
        assert_eq!(Protocol::detect("INFO timeout_turn 1000"), Protocol::Pbrain);
        assert_eq!(Protocol::detect("ABOUT"), Protocol::Pbrain);
        assert_eq!(Protocol::detect("isready"), Protocol::Uci);
        assert_eq!(Protocol::detect("hello"), Protocol::Uci);
    }

    #[test]
    fn a_pbrain_program_name_picks_pbrain() {
        use std::path::Path;
        for name in [
            "pbrain-tetrarch",
            "/opt/gomocup/PBRAIN-tetrarch.exe",
            "C:\\brains\\pbrain-x.exe",
            "pbrain-\u{e9}t\u{e9}",
        ] {
            let name = name.replace('\\', "/");
            assert_eq!(
                Protocol::from_program_name(Path::new(&name)),
                Some(Protocol::Pbrain),
                "{name}"
            );
        }
        for name in [
            "tetrarch",
            "/usr/bin/pbrain-",
            "pbrain",
            "my-pbrain-x",
            "\u{e9}",
            "",
        ] {
            assert_eq!(Protocol::from_program_name(Path::new(name)), None, "{name}");
        }
    }

    fn served(forced: Option<Protocol>, input: &str) -> String {
        served_bytes(forced, input.as_bytes())
    }

    fn served_bytes(forced: Option<Protocol>, input: &[u8]) -> String {
        let captured = io::Captured::default();
        serve(
            forced,
            std::io::Cursor::new(input.to_vec()),
            Output::new(Box::new(captured.clone())),
        );
        captured.text()
    }

    #[test]
    fn the_first_line_picks_the_protocol_and_is_served() {
        assert_eq!(served(None, "\r\n\nisready\r\nquit\n"), "readyok\n");
        assert_eq!(served(None, "START 15\r\nEND\r\n"), "OK\n");
        assert_eq!(
            served(None, "xboard\nping 4\n"),
            "pong 4\n",
            "end of input ends the session"
        );
        assert_eq!(served(Some(Protocol::Ucci), "quit\n"), "bye\n");
        assert_eq!(served(None, ""), "");
    }

    /// Malformed, out-of-range and nonsensical lines, then a line whose answer proves the
    /// session still serves; the session must also end when the input does.
    #[test]
    fn hostile_input_never_stops_the_service() {
        let cases: [(&str, &str); 4] = [
            (
                "uci\ngo depth\ngo wtime -5 btime x\nposition fen\nposition startpos moves\n\
                 setoption name\nsetoption name Hash value 99999999999999999999\n\
                 go searchmoves\nstop\ngo perft 99\ngo movetime 1e400\n\u{fc}\u{1F600}\n\t\n\
                 position fen 8/8/8/8/8/8/8/8 w - - 0 1\nsetoption name UCI_Variant value gomoku5\n\
                 position startpos moves a1 a1\ngo depth 2\ngo nodes 1 wtime 99999999999999999999\n\
                 isready\n",
                "readyok\n",
            ),
            (
                "ucci\ngo time\nposition fen 9/9 w\nbanmoves\nbanmoves h2e2 h2e2 z\n\
                 go depth 1 time 1e400\nsetoption usemillisec maybe\nsetoption usemillisec false\n\
                 go time 0.001 increment NaN\nsetoption\nisready\n",
                "readyok\n",
            ),
            (
                "xboard\nusermove\nsetboard\nlevel 0 0 0\nst 0\ngo\ntime -1\nsd 99999999999\n\
                 variant gomoku5\nusermove a1\nusermove a1\nundo\nremove\nst 1e300\nnps -1\n\
                 variant xiangqi\nsetboard rheakaehr/9 w\n.\nanalyze\nexit\nping 5\n",
                "pong 5\n",
            ),
            (
                "START 5\nTURN 4,4\nBOARD\nx\n1,1,1\n1,1,1\n9,9,2\nDONE\nTAKEBACK 9,9\n\
                 INFO max_memory -5\nINFO time_left -100\nINFO timeout_turn 1\nSWAP2BOARD\n1,1\nDONE\n\
                 RECTSTART 32,32\nYXNBEST 0\nPLAY 0,0\nPLAY 0,0\nINFO rule 2\nYXSHOWFORBID\n\
                 SWAP2BOARD\nDONE\nABOUT\n",
                "author=\"tetrarch developers\", country=\"International\"\n",
            ),
        ];
        for (input, last) in cases {
            let out = served(None, input);
            // The answer arrives (a search's bestmove may still follow it).
            assert!(out.contains(last), "input:\n{input}\noutput:\n{out}");
        }
    }

    /// Bytes that are not UTF-8, and an endless line, are refused in the protocol's own
    /// form; the session goes on serving.
    #[test]
    fn lines_that_are_not_text_are_refused_and_serving_goes_on() {
        let cases: [(&[u8], &str, &str); 5] = [
            (
                b"uci\n\xfc\nisready\n",
                "info string error: input line 2 is not UTF-8 (byte 0xfc at column 1)",
                "readyok\n",
            ),
            (
                b"ucci\nisr\xffeady\nisready\n",
                "info string error: input line 2 is not UTF-8 (byte 0xff at column 4)",
                "readyok\n",
            ),
            (
                b"xboard\nusermove e2\xc3\n\xfe\xfe\nping 7\n",
                "Error (input): input line 2 is not UTF-8 (byte 0xc3 at column 12)",
                "pong 7\n",
            ),
            (
                b"START 15\nBOARD\n7,7,\xf0\x28\nDONE\nABOUT\n",
                "ERROR input line 3 is not UTF-8",
                "name=\"tetrarch\"",
            ),
            // Before the protocol is known: reported once the first command names it.
            (
                b"\x80\x81\r\nxboard\nping 1\n",
                "Error (input): input line 1 is not UTF-8 (byte 0x80 at column 1)",
                "pong 1\n",
            ),
        ];
        for (input, refusal, last) in cases {
            let out = served_bytes(None, input);
            assert!(out.contains(refusal), "{input:?}:\n{out}");
            assert!(out.contains(last), "{input:?}:\n{out}");
        }
    }

    #[test]
    fn an_endless_line_is_refused_whole() {
        let mut input = b"uci\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES + 10));
        input.extend_from_slice(b"\nisready\n");
        let out = served_bytes(None, &input);
        assert!(
            out.contains(&format!(
                "info string error: input line 2 is longer than {MAX_LINE_BYTES} bytes"
            )),
            "{}",
            &out[..out.len().min(500)]
        );
        assert!(out.ends_with("readyok\n"));
        // The last line may lack its line ending.
        assert_eq!(
            served_bytes(None, b"uci\nisready"),
            served_bytes(None, b"uci\nisready\n")
        );
        assert_eq!(served_bytes(None, b"\xff"), "info string error: input line 1 is not UTF-8 (byte 0xff at column 1): ignored: \u{fffd}\n");
    }

    #[test]
    fn forced_names() {
        assert_eq!(Protocol::from_name("UCI"), Ok(Protocol::Uci));
        assert_eq!(Protocol::from_name("cecp"), Ok(Protocol::Xboard));
        assert_eq!(Protocol::from_name("gomocup"), Ok(Protocol::Pbrain));
        assert!(Protocol::from_name("gtp")
            .unwrap_err()
            .contains("unknown protocol 'gtp'"));
    }
}
