//! Transcripts of each protocol's handshake and error replies: the binary is driven over
//! stdin/stdout and its whole output compared with a reviewed snapshot. Only inputs whose
//! replies do not depend on search timing appear here (see `protocol_search.rs` for those).

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The address-space limit the transcripts run under (KiB, `ulimit -v`): the advertised
/// `Hash` maximum follows the machine's memory and limits, so a fixed limit below any
/// developer machine's memory makes it the same everywhere (8 GiB: a 6144 MiB maximum).
const ADDRESS_SPACE_KIB: u64 = 8 << 20;

/// Runs `tetrarch [args]` with `input` on stdin (then end of input) and returns stdout.
fn transcript(args: &[&str], input: &str) -> String {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {ADDRESS_SPACE_KIB} && exec \"$0\" \"$@\""
        ))
        .arg(env!("CARGO_BIN_EXE_tetrarch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tetrarch binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("input written");
    let started = Instant::now();
    while child.try_wait().expect("wait works").is_none() {
        if started.elapsed() > Duration::from_secs(20) {
            child.kill().ok();
            panic!("tetrarch did not exit within 20 s on input:\n{input}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let output = child.wait_with_output().expect("output collected");
    String::from_utf8(output.stdout).expect("output is UTF-8")
}

/// The handshake without the option lines (their list is checked separately).
fn without_options(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("option "))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn uci_handshake() {
    insta::assert_snapshot!(transcript(&[], "uci\nisready\nquit\n"));
}

#[test]
fn uci_errors() {
    let input = "\
hello
uci
setoption name Hash value 0
setoption name Hash value lots
setoption name Contempt value 10
setoption name UCI_Variant value shogi
setoption name Ponder value maybe
setoption
position
position fen xx
position startpos moves e2e4 e2e4
position startpos e2e4
go depth x
go depth 0
go sideways
go searchmoves e2e5
go perft 0
setoption name UCI_Variant value xiangqi
position startpos moves e2e4
isready
quit
";
    insta::assert_snapshot!(without_options(&transcript(&[], input)));
}

#[test]
fn uci_perft_divide() {
    insta::assert_snapshot!(transcript(
        &[],
        // No `quit`: it would stop the count; the end of input lets it finish.
        "position startpos moves e2e4\ngo perft 2\n"
    ));
}

#[test]
fn uci_xiangqi_perft_uses_ranks_one_to_ten() {
    let out = transcript(
        &[],
        "uci\nsetoption name UCI_Variant value xiangqi\nposition startpos\ngo perft 1\n",
    );
    let divide: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(": ") && !l.starts_with("Nodes"))
        .collect();
    assert_eq!(divide.len(), 44, "{out}");
    assert!(divide.contains(&"h3e3: 1"), "{out}");
    assert!(divide.contains(&"b1c3: 1"), "{out}");
    assert!(out.contains("Nodes searched: 44"), "{out}");
}

#[test]
fn ucci_handshake_and_errors() {
    let input = "\
ucci
isready
setoption hashsize 32
setoption batch on
setoption Hash 0
setoption Style risky
position startpos moves h3e3
position fen rnbakabnr/9 w
banmoves z9z9
go depth x
go wtime 100
probe
probe startpos
hint
quit
";
    insta::assert_snapshot!(transcript(&[], input));
}

#[test]
fn forced_protocol() {
    assert_eq!(
        transcript(&["--protocol", "ucci"], "isready\nquit\n"),
        "readyok\nbye\n"
    );
    assert_eq!(
        transcript(&["--protocol", "pbrain"], "yxshowforbid\nstart 15\nend\n"),
        "ERROR no board yet: send START or RECTSTART first\nOK\n"
    );
}

#[test]
fn xboard_handshake() {
    insta::assert_snapshot!(transcript(&[], "xboard\nprotover 2\nping 7\nquit\n"));
}

#[test]
fn xboard_errors() {
    let input = "\
xboard
protover 2
new
force
usermove e2e5
e2e5
usermove e2e4
setboard xx
frobnicate now
level 1
level 40 5:xx 0
st -3
sd x
sd 0
time soon
variant shogi
cores 0
memory lots
remove
undo
undo
variant xiangqi
usermove h3e3
usermove h2e2
ping 9
quit
";
    insta::assert_snapshot!(transcript(&[], input));
}

#[test]
fn xboard_user_mate_announces_the_result() {
    let out = transcript(
        &[],
        "xboard\nprotover 2\nnew\nsetboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\nusermove d1d8\nquit\n",
    );
    assert!(
        out.ends_with("feature done=1\n1-0 {White mates}\n"),
        "{out}"
    );
}

#[test]
fn pbrain_handshake_and_errors() {
    let input = "\
ABOUT
start 4
RECTSTART 20
BEGIN
START 15
RESTART
TURN 99,99
TURN x
TURN 3
FOO
INFO rule 77
INFO timeout_turn x
INFO some_future_key 5
INFO evaluate 7,7
TAKEBACK 3,3
DONE
YXSHOWFORBID
RECTSTART 20,15
END
";
    insta::assert_snapshot!(transcript(&[], input));
}
