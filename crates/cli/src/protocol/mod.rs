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

mod clock;
mod coords;
mod engine_options;
mod games;
mod info;
mod io;
mod options;
mod pbrain;
mod position;
mod tokens;
mod ucci;
mod uci;
mod worker;
mod xboard;

use std::io::BufRead;

pub use io::Output;

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
    /// The input ended: let a finite search finish and report, stop an endless one.
    fn end_of_input(&mut self);
}

/// Serves a GUI on stdin/stdout until it quits or closes the input. `forced` names the
/// protocol (`--protocol`); otherwise the first non-empty line decides.
pub fn run(forced: Option<&str>) -> std::io::Result<()> {
    let forced = match forced {
        Some(name) => Some(
            Protocol::from_name(name)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?,
        ),
        None => None,
    };
    serve(forced, std::io::stdin().lock(), Output::stdout())
}

/// [`run`] over any input and output (tests drive it in memory).
pub fn serve(forced: Option<Protocol>, input: impl BufRead, out: Output) -> std::io::Result<()> {
    let mut lines = input.lines();
    let mut first = None;
    let protocol = match forced {
        Some(p) => p,
        None => loop {
            match lines.next() {
                None => return Ok(()),
                Some(line) => {
                    let line = line?;
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
        Protocol::Uci => Box::new(uci::Uci::new(out)),
        Protocol::Ucci => Box::new(ucci::Ucci::new(out)),
        Protocol::Xboard => Box::new(xboard::Xboard::new(out)),
        Protocol::Pbrain => Box::new(pbrain::Pbrain::new(out)),
    };
    if let Some(line) = first {
        if session.handle(&line) == Flow::Quit {
            return Ok(());
        }
    }
    for line in lines {
        let line = line?;
        if session.handle(clean(&line)) == Flow::Quit {
            return Ok(());
        }
    }
    session.end_of_input();
    Ok(())
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

    fn served(forced: Option<Protocol>, input: &str) -> String {
        let captured = io::Captured::default();
        serve(
            forced,
            input.as_bytes(),
            Output::new(Box::new(captured.clone())),
        )
        .unwrap();
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
