//! Search parameters as UCI options, as tuners set them (`cargo xtask spsa`, OpenBench's
//! SPSA): `setoption name lmr_depth value 100` changes the search, out-of-range and
//! non-numeric values are refused by name, unknown names stay unknown options, and none of
//! them is listed by `uci`. Over pbrain the same names are `INFO` keys (`INFO lmr_divisor 160`).

mod support;

use support::{Session, SECOND};

/// The node count of the last `info ... pv` line of `go depth 9` from a middle game, after
/// `setup` commands, with the errors the engine printed.
fn nodes_at_depth_9(setup: &[&str]) -> (u64, Vec<String>) {
    let mut s = Session::start();
    s.send("uci");
    let handshake = s.until(5 * SECOND, |l| l == "uciok");
    assert!(
        !handshake.iter().any(|l| l.contains("lmr_divisor")),
        "tunables are not listed: {handshake:#?}"
    );
    for c in setup {
        s.send(c);
    }
    s.send("position fen r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP1BBPPP/R2QK2R w KQ - 0 8");
    s.send("go depth 9");
    let seen = s.until(120 * SECOND, |l| l.starts_with("bestmove"));
    nodes_and_errors(
        &seen,
        |l| l.starts_with("info") && l.contains(" pv "),
        "info string error",
    )
}

/// The node count of the last of `seen` that is a `report` line, and the lines that start
/// with `error`.
fn nodes_and_errors(
    seen: &[String],
    report: impl Fn(&str) -> bool,
    error: &str,
) -> (u64, Vec<String>) {
    let last = seen
        .iter()
        .rev()
        .find(|l| report(l))
        .unwrap_or_else(|| panic!("{seen:#?}"));
    let words: Vec<&str> = last.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "nodes").unwrap();
    let errors = seen
        .iter()
        .filter(|l| l.starts_with(error))
        .cloned()
        .collect();
    (words[at + 1].parse().unwrap(), errors)
}

#[test]
fn a_search_parameter_set_by_setoption_changes_the_search() {
    let (default, errors) = nodes_at_depth_9(&[]);
    assert!(errors.is_empty(), "{errors:#?}");
    // Chess's own value (crates/chess/src/search_params.rs), set explicitly, searches the
    // same tree.
    let (same, errors) = nodes_at_depth_9(&["setoption name lmr_divisor value 180"]);
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(same, default);
    // No late-move reductions at all search a larger tree to the same depth (a weaker
    // divisor need not: at depth 9 it moves the other pruning's decisions either way).
    let (larger, errors) = nodes_at_depth_9(&["setoption name lmr_depth value 100"]);
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(larger > default, "{larger} <= {default}");
}

#[test]
fn bad_search_parameter_values_and_unknown_names_are_refused() {
    let (_, errors) = nodes_at_depth_9(&[
        "setoption name lmr_divisor value many",
        "setoption name lmr_divisor value 99999999",
        "setoption name lmr_divisr value 100",
    ]);
    assert_eq!(errors.len(), 3, "{errors:#?}");
    assert!(
        errors[0].contains("search parameter lmr_divisor expects an integer, got 'many'"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].contains("lmr_divisor value 99999999 is out of range"),
        "{}",
        errors[1]
    );
    assert!(
        errors[2].contains("unknown option 'lmr_divisr'"),
        "{}",
        errors[2]
    );
}

/// The node count of the last `MESSAGE depth` line of a 12-ply pbrain search from three
/// stones, after `setup` lines, with the `ERROR` lines the engine printed.
fn pbrain_nodes_at_depth_12(setup: &[&str]) -> (u64, Vec<String>) {
    let mut s = Session::start();
    s.send("START 15");
    s.until(5 * SECOND, |l| l == "OK");
    s.send("INFO max_depth 12");
    for line in setup {
        s.send(line);
    }
    for line in ["BOARD", "7,7,1", "8,8,2", "7,8,1", "DONE"] {
        s.send(line);
    }
    let seen = s.until(120 * SECOND, |l| {
        !["MESSAGE", "DEBUG", "ERROR"]
            .iter()
            .any(|w| l.starts_with(w))
            && l.contains(',')
    });
    nodes_and_errors(&seen, |l| l.starts_with("MESSAGE depth"), "ERROR")
}

#[test]
fn pbrain_takes_search_parameters_as_info_keys() {
    let (default, errors) = pbrain_nodes_at_depth_12(&[]);
    assert!(errors.is_empty(), "{errors:#?}");
    let (same, errors) = pbrain_nodes_at_depth_12(&["INFO lmr_divisor 225"]);
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(same, default, "gomoku's own value searches the same tree");
    let (larger, errors) = pbrain_nodes_at_depth_12(&["INFO lmr_depth 100"]);
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(larger > default, "{larger} <= {default}");
    let (_, errors) = pbrain_nodes_at_depth_12(&[
        "INFO lmr_divisor many",
        "INFO lmr_divisor 99999999",
        "INFO folder /tmp",
    ]);
    assert_eq!(
        errors.len(),
        2,
        "other managers' keys are no error: {errors:#?}"
    );
    assert!(
        errors[0].contains("lmr_divisor expects an integer, got 'many'"),
        "{errors:#?}"
    );
    assert!(
        errors[1].contains("lmr_divisor value 99999999 is out of range"),
        "{errors:#?}"
    );
}
