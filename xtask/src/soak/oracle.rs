//! The independent referee of the soak's checked searches: `xtask/oracle.py`, python-chess
//! for chess and pyffish for xiangqi, over a pipe. Without python or a library the check of
//! that game is skipped, loudly.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub struct Oracle {
    process: Option<(Child, ChildStdin, BufReader<ChildStdout>)>,
    pub chess: bool,
    pub xiangqi: bool,
}

impl Oracle {
    pub fn start() -> Oracle {
        let script = crate::workspace::root().join("xtask/oracle.py");
        let spawned = Command::new("python3")
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn();
        let mut none = Oracle {
            process: None,
            chess: false,
            xiangqi: false,
        };
        let Ok(mut child) = spawned else {
            eprintln!("soak: python3 is missing: chess and xiangqi moves are NOT checked");
            return none;
        };
        let stdin = child.stdin.take().expect("piped");
        let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut ready = String::new();
        if stdout.read_line(&mut ready).is_err() || !ready.starts_with("ready") {
            eprintln!("soak: the oracle did not start: chess and xiangqi moves are NOT checked");
            return none;
        }
        none.chess = ready.contains("chess=1");
        none.xiangqi = ready.contains("xiangqi=1");
        if !none.chess {
            eprintln!(
                "soak: python-chess is missing (pip install chess): chess moves are NOT checked"
            );
        }
        if !none.xiangqi {
            eprintln!(
                "soak: pyffish is missing (pip install pyffish): xiangqi moves are NOT checked"
            );
        }
        none.process = Some((child, stdin, stdout));
        none
    }

    /// Whether this game's moves can be checked.
    pub fn covers(&self, variant: &str) -> bool {
        match variant {
            "chess" => self.chess,
            "xiangqi" => self.xiangqi,
            _ => false,
        }
    }

    /// `None` if `best` is legal after `moves` from `fen` (UCI coordinates, xiangqi ranks
    /// 1-10), else the reason.
    pub fn check(
        &mut self,
        variant: &str,
        fen: &str,
        moves: &[String],
        best: &str,
    ) -> Option<String> {
        let (_, stdin, stdout) = self.process.as_mut()?;
        let request = format!("{variant}\t{fen}\t{}\t{best}\n", moves.join(" "));
        if stdin
            .write_all(request.as_bytes())
            .and_then(|_| stdin.flush())
            .is_err()
        {
            return Some("the oracle has gone".into());
        }
        let mut answer = String::new();
        match stdout.read_line(&mut answer) {
            Ok(n) if n > 0 => {
                let answer = answer.trim();
                answer.strip_prefix("bad ").map(str::to_string)
            }
            _ => Some("the oracle has gone".into()),
        }
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        if let Some((mut child, stdin, _)) = self.process.take() {
            drop(stdin);
            let _ = child.wait();
        }
    }
}
