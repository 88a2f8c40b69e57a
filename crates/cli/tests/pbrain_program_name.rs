//! A Gomocup brain is the binary under a `pbrain-` name (`cargo xtask dist` ships
//! `pbrain-tetrarch` and `pbrain-tetrarch.exe`): under such a name it speaks pbrain from the
//! first line, even a line that would otherwise be read as another protocol's.

mod support;

use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;
use support::{Session, SECOND};

/// Held by each test for its whole run. A copy being written while another test thread
/// forks leaves the write descriptor open in the child until it execs, and running the copy
/// then fails with "Text file busy" (ETXTBSY): so no test copies while another starts a
/// process.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// A copy of the tested binary named `name` (a copy, not a link: Piskvork and the Gomocup
/// judge run the file unpacked from the brain's zip).
fn renamed(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pbrain_program_name");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    if !path.exists() {
        // Copied under a temporary name and renamed, so parallel tests never run a half copy.
        let partial = dir.join(format!("{name}.partial.{}", std::process::id()));
        std::fs::copy(env!("CARGO_BIN_EXE_tetrarch"), &partial).unwrap();
        std::fs::rename(&partial, &path).unwrap();
    }
    path
}

#[test]
fn a_pbrain_name_speaks_pbrain_from_the_first_line() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    for name in ["pbrain-tetrarch", "PBRAIN-Tetrarch"] {
        let mut s = Session::start_command(Command::new(renamed(name)));
        // Not a command that opens a Gomocup session: detection alone would answer it as UCI.
        s.send("YXSHOWINFO");
        let seen = s.until(5 * SECOND, |l| l.starts_with("MESSAGE INFO MAX_HASH_SIZE"));
        assert!(seen[0].starts_with("MESSAGE tetrarch"), "{name}: {seen:?}");
        // `uci` is an unknown pbrain command here, not the UCI handshake.
        s.send("uci");
        let seen = s.until(5 * SECOND, |l| l.starts_with("UNKNOWN"));
        assert_eq!(seen, ["UNKNOWN command 'UCI'"], "{name}");
        s.send("START 20");
        s.until(5 * SECOND, |l| l == "OK");
        s.send("END");
        s.exits_within(5 * SECOND);
    }
}

#[test]
fn another_name_still_detects_the_protocol() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut s = Session::start_command(Command::new(renamed("tetrarch-copy")));
    s.send("uci");
    s.until(5 * SECOND, |l| l == "uciok");
    s.send("quit");
    s.exits_within(5 * SECOND);
}
