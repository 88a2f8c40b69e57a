//! Variants from files end to end through the binary: `--variant-file` for perft, analyze and
//! play; UCI's `VariantPath` and `UCI_Variant`; XBoard's `variants` feature, `variant NAME`
//! and `option VariantPath=FILE`; bad files refused with their line while the engine serves on.

mod support;

use std::process::Output;
use support::{Session, SECOND};

fn tetrarch(args: &[&str], input: &str) -> Output {
    support::run(args, input)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A shipped file by its path from the workspace.
fn shipped(name: &str) -> String {
    format!("{}/../../variants/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A variant file of our own, written for the test.
fn temp_file(name: &str, contents: &str) -> String {
    let path = std::env::temp_dir().join(format!("tetrarch-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).unwrap();
    path.display().to_string()
}

fn nodes(stdout: &str) -> u64 {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no node count in:\n{stdout}"))
}

/// A variant of our own: a wazir-rider "lance" that moves forward only, on a 6x6 board.
const OWN: &str = "\
# a small test variant
[lanes:chess]
maxFile = 6
maxRank = 6
bishop = -
queen = -
customPiece1 = l:fR
startFen = rnlknr/pppppp/6/6/PPPPPP/RNLKNR w - - 0 1
castling = false
doubleStep = false
promotionPieceTypes = nrl
colour = blue
";

#[test]
fn perft_with_a_variant_file() {
    let file = shipped("capablanca.ini");
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &file,
            "--variant",
            "capablanca",
            "--depth",
            "3",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(nodes(&text(&out.stdout)), 25_228);
    // Shipped variants are known without the file too.
    let out = tetrarch(&["perft", "--variant", "grand", "--depth", "2"], "");
    assert_eq!(nodes(&text(&out.stdout)), 4225);
    // Raumschach as a file counts what the Raumschach crate counts.
    let file = shipped("raumschach.ini");
    let by_file = tetrarch(
        &[
            "perft",
            "--variant-file",
            &file,
            "--variant",
            "raumschach",
            "--depth",
            "3",
        ],
        "",
    );
    let built_in = tetrarch(&["perft", "--variant", "raumschach", "--depth", "3"], "");
    assert_eq!(nodes(&text(&by_file.stdout)), 237_316);
    assert_eq!(nodes(&text(&built_in.stdout)), 237_316);
}

#[test]
fn own_file_unknown_keys_are_warned_with_their_line() {
    let file = temp_file("own.ini", OWN);
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &file,
            "--variant",
            "lanes",
            "--depth",
            "2",
            "--divide",
        ],
        "",
    );
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("line 12: unknown key 'colour' ignored"),
        "{stderr}"
    );
    // Six pawn pushes, two knights with two moves each, the lance blocked: 10 moves a side.
    assert_eq!(nodes(&text(&out.stdout)), 100);
}

#[test]
fn malformed_files_are_refused_with_the_line() {
    let bad = temp_file("bad.ini", "[broken]\nmaxFile = 8\nmaxRank 8\n");
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &bad,
            "--variant",
            "broken",
            "--depth",
            "1",
        ],
        "",
    );
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("line 3: expected '[variant]', 'key = value'"),
        "{stderr}"
    );
    let unplayable = temp_file(
        "drops.ini",
        "[drops:chess]\npieceDrops = false\ncapturesToHand = true\n",
    );
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &unplayable,
            "--variant",
            "drops",
            "--depth",
            "1",
        ],
        "",
    );
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("line 3: capturesToHand = true: this rule is not supported"),
        "{stderr}"
    );
    assert!(stderr.contains("unknown variant 'drops'"), "{stderr}");
    let missing = tetrarch(
        &[
            "perft",
            "--variant-file",
            "/nonexistent/v.ini",
            "--depth",
            "1",
        ],
        "",
    );
    assert!(text(&missing.stderr).contains("cannot read variant file '/nonexistent/v.ini'"));
}

#[test]
fn uci_variant_path_and_uci_variant() {
    let own = temp_file("uci.ini", OWN);
    // Each command waits for the answer of the one before: a perft or search still running
    // would be stopped by the next command that needs the engine.
    let mut engine = Session::start();
    let mut lines = Vec::new();
    for (command, answer) in [
        ("uci", "uciok"),
        (
            "setoption name VariantPath value /nonexistent/x.ini\nisready",
            "readyok",
        ),
        (&format!("setoption name VariantPath value {own}\nisready"), "readyok"),
        ("uci", "uciok"),
        (
            "setoption name UCI_Variant value lanes\nposition startpos moves a2a3\ngo perft 1",
            "Nodes searched",
        ),
        (
            "setoption name UCI_Variant value shatranj\nposition startpos moves e2e3 e7e6\ngo depth 3",
            "bestmove",
        ),
        ("isready", "readyok"),
    ] {
        for line in command.lines() {
            engine.send(line);
        }
        lines.extend(engine.until(30 * SECOND, |l| l.starts_with(answer)));
    }
    engine.send("quit");
    engine.exits_within(10 * SECOND);
    let stdout = lines.join("\n") + "\n";
    assert!(
        stdout.contains("option name VariantPath type string default <empty>"),
        "{stdout}"
    );
    assert!(
        stdout.contains("info string error: cannot read variant file '/nonexistent/x.ini'"),
        "{stdout}"
    );
    assert!(stdout.contains("unknown key 'colour' ignored"), "{stdout}");
    assert!(
        stdout.contains("info string loaded 1 variant from"),
        "{stdout}"
    );
    let second_uci = stdout.rsplit("id name").next().unwrap();
    assert!(
        second_uci.contains("var lanes"),
        "the new variant is offered: {stdout}"
    );
    assert_eq!(nodes(&stdout), 10);
    let best = stdout
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a best move");
    let mv = best.split_whitespace().next().unwrap();
    // The move is legal in shatranj after e2e3 e7e6: check through the perft command.
    let out = tetrarch(
        &[
            "perft",
            "--variant",
            "shatranj",
            "--moves",
            "e2e3",
            "e7e6",
            "--depth",
            "1",
            "--divide",
        ],
        "",
    );
    assert!(
        text(&out.stdout).contains(&format!("{mv}: 1")),
        "{mv} in {}",
        text(&out.stdout)
    );
    assert!(stdout.contains("readyok"));
}

#[test]
fn xboard_variants_setup_and_variant_path() {
    let own = temp_file("xb.ini", OWN);
    let mut engine = Session::start();
    engine.send("xboard");
    engine.send("protover 2");
    let features = engine.until(10 * SECOND, |l| l == "feature done=1");
    assert!(
        features.contains(&"feature option=\"VariantPath -file \"".to_string()),
        "{features:#?}"
    );
    engine.send(&format!("option VariantPath={own}"));
    let after_load = engine.until(10 * SECOND, |l| l.starts_with("feature variants="));
    let list = after_load.last().unwrap();
    assert!(
        list.contains(",lanes") && list.contains(",capablanca,"),
        "{list}"
    );
    engine.send("variant capablanca");
    let setup = engine.until(10 * SECOND, |l| l.starts_with("setup "));
    assert_eq!(
        setup.last().unwrap(),
        "setup (PNBRQ..AC............Kpnbrq..ac............k) 10x8+0_fairy \
         rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    );
    engine.send("force");
    engine.send("usermove e2e4");
    engine.send("variant lanes");
    engine.until(10 * SECOND, |l| l.starts_with("setup "));
    engine.send("usermove a2a3");
    engine.send("sd 3");
    engine.send("go");
    let answer = engine.until(30 * SECOND, |l| l.starts_with("move "));
    assert!(
        answer
            .iter()
            .all(|l| !l.contains("Illegal move") && !l.starts_with("Error")),
        "{answer:#?}"
    );
    // Black's reply in lanes is legal after a2a3: check it through perft --divide.
    let mv = answer
        .last()
        .unwrap()
        .strip_prefix("move ")
        .unwrap()
        .to_string();
    // On ten ranks XBoard counts ranks from 0, as Fairy-Stockfish does: grand's e3e5 is e2e4.
    engine.send("new");
    engine.send("variant grand");
    engine.until(10 * SECOND, |l| l.starts_with("setup "));
    engine.send("force");
    engine.send("usermove e2e4");
    engine.send("sd 2");
    engine.send("go");
    let answer = engine.until(30 * SECOND, |l| l.starts_with("move "));
    let grand_reply = answer.last().unwrap().strip_prefix("move ").unwrap();
    let one_based: String = {
        let b = grand_reply.as_bytes();
        assert!(
            b.len() == 4 && b.iter().all(u8::is_ascii_alphanumeric),
            "{grand_reply}"
        );
        format!(
            "{}{}{}{}",
            b[0] as char,
            b[1] - b'0' + 1,
            b[2] as char,
            b[3] - b'0' + 1
        )
    };
    let out = tetrarch(
        &[
            "perft",
            "--variant",
            "grand",
            "--moves",
            "e3e5",
            "--depth",
            "1",
            "--divide",
        ],
        "",
    );
    assert!(
        text(&out.stdout).contains(&format!("{one_based}: 1")),
        "{grand_reply} ({one_based}) in {}",
        text(&out.stdout)
    );
    engine.send("ping 7");
    engine.until(10 * SECOND, |l| l == "pong 7");
    engine.send("quit");
    engine.exits_within(10 * SECOND);
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &own,
            "--variant",
            "lanes",
            "--moves",
            "a2a3",
            "--depth",
            "1",
            "--divide",
        ],
        "",
    );
    assert!(
        text(&out.stdout).contains(&format!("{mv}: 1")),
        "{mv} in {}",
        text(&out.stdout)
    );
}

#[test]
fn analyze_and_play_a_file_variant() {
    let file = shipped("cubic.ini");
    let out = tetrarch(
        &[
            "analyze",
            "--variant-file",
            &file,
            "--variant",
            "cubic",
            "--depth",
            "3",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("best move"),
        "{}",
        text(&out.stdout)
    );
    let out = tetrarch(
        &["play", "--variant", "tictactoe", "--engine-side", "none"],
        "b2\na1\nb1\nmoves\nquit\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("a3"), "{}", text(&out.stdout));
}

/// Fairy-Stockfish 11.1, the oracle for the keys no shipped file sets. Installed by `.ci/run`;
/// this test fails, rather than skips, without it.
const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// A test data file by its path from the workspace.
fn data_file(name: &str) -> String {
    format!(
        "{}/../../tests/data/variants/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// `go perft DEPTH` after `position`: the divide (`move: count` lines) and the total.
fn uci_divide(
    engine: &mut Session,
    position: &str,
    depth: u32,
) -> (std::collections::BTreeMap<String, u64>, u64) {
    engine.send(position);
    engine.send(&format!("go perft {depth}"));
    let lines = engine.until(60 * SECOND, |l| l.starts_with("Nodes searched"));
    let divide = lines
        .iter()
        .filter_map(|l| l.split_once(": "))
        .filter_map(|(m, n)| Some((m.to_string(), n.trim().parse().ok()?)))
        .filter(|(m, _)| !m.contains(' '))
        .collect();
    (divide, nodes(&(lines.join("\n") + "\n")))
}

/// Both engines with `file` loaded and `variant` chosen.
fn uci_with_variant(command: std::process::Command, file: &str, variant: &str) -> Session {
    let mut engine = Session::start_command(command);
    engine.send("uci");
    engine.until(10 * SECOND, |l| l == "uciok");
    engine.send(&format!("setoption name VariantPath value {file}"));
    engine.send(&format!("setoption name UCI_Variant value {variant}"));
    engine.send("isready");
    engine.until(10 * SECOND, |l| l == "readyok");
    engine
}

/// tetrarch and Fairy-Stockfish 11.1, each with `file` loaded and `variant` chosen.
fn both_with_variant(file: &str, variant: &str) -> (Session, Session) {
    let ours = uci_with_variant(
        std::process::Command::new(env!("CARGO_BIN_EXE_tetrarch")),
        file,
        variant,
    );
    let theirs = uci_with_variant(std::process::Command::new(FAIRY_STOCKFISH), file, variant);
    (ours, theirs)
}

/// `go perft 3` after `position` in both engines: the divides and totals must be equal;
/// returns the divide.
fn same_divide(
    ours: &mut Session,
    theirs: &mut Session,
    label: &str,
    position: &str,
) -> std::collections::BTreeMap<String, u64> {
    let (our_divide, our_total) = uci_divide(ours, position, 3);
    let (their_divide, their_total) = uci_divide(theirs, position, 3);
    assert_eq!(our_divide, their_divide, "{label}: {position}");
    assert_eq!(our_total, their_total, "{label}: {position}");
    assert!(our_total > 0, "{label}: {position}");
    our_divide
}

/// `quit` to each engine; each must exit.
fn quit_all(engines: [Session; 2]) {
    for mut engine in engines {
        engine.send("quit");
        engine.exits_within(10 * SECOND);
    }
}

/// The keys that no shipped file sets (amazon, centaur, `checking = false`, castling files on a
/// ten-file board, `castlingRank`, `doubleStepRank`, `promotionRank` on ten ranks, promotion to
/// some pieces only), each in a variant of `tests/data/variants/keys.ini`: through UCI (`VariantPath`,
/// `UCI_Variant`, `position startpos moves ...`, `go perft 3`) tetrarch counts what
/// Fairy-Stockfish 11.1 counts reading the same file, move by move, at the start and after each
/// of twelve plies of a game.
#[test]
fn keys_beyond_the_shipped_files_count_as_fairy_stockfish() {
    assert!(
        std::path::Path::new(FAIRY_STOCKFISH).exists(),
        "{FAIRY_STOCKFISH} is needed (apt-get install fairy-stockfish; .ci/run installs it)"
    );
    let file = data_file("keys.ini");
    for variant in ["mixed", "nocheck", "castle10", "tenranks", "castlerank"] {
        let (mut ours, mut theirs) = both_with_variant(&file, variant);
        let mut moves: Vec<String> = Vec::new();
        for ply in 0..=12 {
            let position = if moves.is_empty() {
                "position startpos".to_string()
            } else {
                format!("position startpos moves {}", moves.join(" "))
            };
            let divide = same_divide(&mut ours, &mut theirs, variant, &position);
            let legal: Vec<&String> = divide.keys().collect();
            if legal.is_empty() {
                break;
            }
            moves.push(legal[(ply * 7 + 3) % legal.len()].clone());
        }
        quit_all([ours, theirs]);
    }
}

/// `play --variant-file` with a variant on the largest 3D board (8x8x8, the only one: no
/// shipped file is that large): a human move, the engine's reply, which is legal there, and
/// perft through the binary equal to the count `crates/fairy/tests/large_board.rs` checks
/// against the reference generator.
#[test]
fn play_and_perft_an_8x8x8_variant_from_a_file() {
    let file = data_file("cube8.ini");
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &file,
            "--variant",
            "cube8",
            "--depth",
            "2",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(nodes(&text(&out.stdout)), 6889);
    let out = tetrarch(
        &[
            "play",
            "--variant-file",
            &file,
            "--variant",
            "cube8",
            "--engine-side",
            "black",
            "--movetime",
            "200",
        ],
        "Bb2Bb3\nquit\n",
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("White plays Bb2Bb3"), "{stdout}");
    let reply = stdout
        .lines()
        .find_map(|l| l.strip_prefix("tetrarch (Black) plays "))
        .and_then(|rest| rest.split([',', ' ']).next())
        .unwrap_or_else(|| panic!("no engine move in:\n{stdout}"));
    let out = tetrarch(
        &[
            "perft",
            "--variant-file",
            &file,
            "--variant",
            "cube8",
            "--moves",
            "Bb2Bb3",
            "--depth",
            "1",
            "--divide",
        ],
        "",
    );
    assert!(
        text(&out.stdout).contains(&format!("{reply}: 1")),
        "{reply} in {}",
        text(&out.stdout)
    );
}

/// `position fen` in file variants: a position from the middle of a game (castling rights left,
/// an en-passant square where one is open) counts move by move as in Fairy-Stockfish 11.1,
/// for variants of `keys.ini` and shipped files Fairy-Stockfish has built in.
#[test]
fn position_fen_in_file_variants_counts_as_fairy_stockfish() {
    assert!(
        std::path::Path::new(FAIRY_STOCKFISH).exists(),
        "{FAIRY_STOCKFISH} is needed (apt-get install fairy-stockfish; .ci/run installs it)"
    );
    let file = data_file("keys.ini");
    for (variant, fen) in [
        // Black's e-pawn on e4 may take the f-pawn that just passed it.
        (
            "castle10",
            "r3k4r/pppp1ppppp/10/10/4pP4/10/PPPPP1PPPP/R3K4R b KQkq f3 0 3",
        ),
        (
            "mixed",
            "rncakcnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNCAKCNR w KQkq - 0 2",
        ),
        (
            "castlerank",
            "8/r3k2r/pppp1ppp/8/4p3/PPPP1PPP/R3K2R/8 w Kq - 0 4",
        ),
        (
            "capablanca",
            "rnabqkbcnr/ppppp1pppp/10/4Pp4/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq f6 0 3",
        ),
        (
            "grand",
            "r8r/1nbqkcabn1/ppppp1pppp/10/5p4/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 3",
        ),
    ] {
        let (mut ours, mut theirs) = both_with_variant(&file, variant);
        let position = format!("position fen {fen}");
        let divide = same_divide(&mut ours, &mut theirs, variant, &position);
        assert!(divide.len() > 10, "{variant}: {divide:?}");
        quit_all([ours, theirs]);
    }
}

/// Shatranj's stalemate loses (`stalemateValue = loss`): from a position where a knight move
/// leaves the black king no move and no check, both engines announce mate in 1 with such a
/// move; in chess the same position is no mate in 1 (a stalemate draws).
#[test]
fn shatranj_stalemate_is_a_win_to_search_for() {
    assert!(
        std::path::Path::new(FAIRY_STOCKFISH).exists(),
        "{FAIRY_STOCKFISH} is needed (apt-get install fairy-stockfish; .ci/run installs it)"
    );
    let fen = "7k/5K2/8/p7/P3N3/8/8/8 w - - 0 1";
    let search = |program: &str, variant: &str| -> (String, String) {
        let mut engine = Session::start_command(std::process::Command::new(program));
        engine.send("uci");
        engine.until(10 * SECOND, |l| l == "uciok");
        engine.send(&format!("setoption name UCI_Variant value {variant}"));
        engine.send(&format!("position fen {fen}"));
        engine.send("go depth 5");
        let lines = engine.until(30 * SECOND, |l| l.starts_with("bestmove"));
        engine.send("quit");
        engine.exits_within(10 * SECOND);
        let score = lines
            .iter()
            .rev()
            .find_map(|l| l.split_once(" score ").map(|(_, s)| s.to_string()))
            .expect("a score");
        let best = lines.last().unwrap()["bestmove ".len()..]
            .split_whitespace()
            .next()
            .unwrap()
            .to_string();
        (score, best)
    };
    for program in [env!("CARGO_BIN_EXE_tetrarch"), FAIRY_STOCKFISH] {
        let (score, best) = search(program, "shatranj");
        assert!(score.starts_with("mate 1 "), "{program}: {score}");
        assert!(
            ["e4f6", "e4g5"].contains(&best.as_str()),
            "{program}: {best}"
        );
        let (score, _) = search(program, "chess");
        assert!(!score.starts_with("mate"), "{program} in chess: {score}");
    }
}
