//! `tetrarch play` as a terminal program, driven through a pipe: one clear error per bad
//! move, unknown commands named, no hash key unless `--verbose`, the end of the game with its
//! reason, and the commands `new`, `undo`, `flip`, `hint`, `level`, `save`, `load`, `help`.

mod support;

fn play(args: &[&str], input: &str) -> String {
    let args: Vec<&str> = ["play"].iter().chain(args).copied().collect();
    let out = support::run(&args, input);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stdout}\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stdout
}

/// The reply lines after each prompt.
fn replies(out: &str) -> Vec<&str> {
    out.lines()
        .filter_map(|l| l.split_once("to move> ").map(|(_, r)| r))
        .collect()
}

#[test]
fn a_bad_move_gets_one_reason() {
    let out = play(&["--engine-side", "none"], "e2e5\nNf9\nKe2\nxyzzy\nsave\n");
    let r = replies(&out);
    assert_eq!(
        r[0],
        "illegal move 'e2e5': not legal in this position; type 'moves' for the legal moves"
    );
    assert!(
        r[1].starts_with("illegal move 'Nf9': it does not end in a destination"),
        "{out}"
    );
    assert!(!r[1].contains("from-square"), "{out}");
    assert_eq!(
        r[2],
        "illegal move 'Ke2': not legal in this position; type 'moves' for the legal moves"
    );
    assert!(r[3].starts_with("unknown command 'xyzzy'"), "{out}");
    assert_eq!(r[4], "save needs a file name: save FILE");
}

#[test]
fn the_board_shows_no_hash_key_unless_verbose() {
    let quiet = play(&["--engine-side", "none"], "quit\n");
    assert!(quiet.contains("Fen: "), "{quiet}");
    assert!(!quiet.contains("Key: "), "{quiet}");
    let verbose = play(&["--engine-side", "none", "--verbose"], "quit\n");
    assert!(verbose.contains("Key: "), "{verbose}");
}

#[test]
fn the_end_of_the_game_says_why() {
    let out = play(&["--engine-side", "none"], "f3\ne5\ng4\nQh4#\n");
    assert!(
        out.trim_end()
            .ends_with("game over: Black wins by checkmate"),
        "{out}"
    );
    let out = play(
        &[
            "--engine-side",
            "none",
            "--fen",
            "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
        ],
        "Qf6\nKg8\nQf7\nKh8\nQf6\nKg8\nQf7\nKh8\n",
    );
    assert!(
        out.contains("game over: draw by threefold repetition"),
        "{out}"
    );
    let out = play(
        &[
            "--engine-side",
            "none",
            "--fen",
            "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1",
        ],
        "Qg6\nquit\n",
    );
    assert!(out.contains("game over: draw by stalemate"), "{out}");
}

#[test]
fn commands_new_flip_level_undo_hint_save_load_help() {
    let dir = std::env::temp_dir();
    let file = dir.join(format!("tetrarch-play-{}.pgn", std::process::id()));
    let path = file.display().to_string();
    let input = format!(
        "help\ne4\ne5\nNf3\nsave {path}\nnew\nmoves\nload {path}\nundo\nlevel\nlevel 20\n\
         level fast\nhint\nquit\n"
    );
    let out = play(&["--engine-side", "none"], &input);
    for want in [
        "new         start again",
        "flip        swap sides",
        "level [MS]",
        "White plays Nf3 (g1f3)",
        &format!("saved the game (3 moves) to {path}"),
        "new game",
        "20 legal moves",
        &format!("loaded 3 moves from {path}"),
        "took back 1 move",
        "level: 1000 ms per engine move",
        "level: 20 ms per engine move",
        "level 'fast': give the engine's time per move in milliseconds",
        "hint: ",
    ] {
        assert!(out.contains(want), "'{want}' missing:\n{out}");
    }
    let saved = std::fs::read_to_string(&file).expect("saved");
    assert!(saved.contains("1. e4 e5 2. Nf3 *"), "{saved}");
    std::fs::remove_file(&file).ok();

    // `flip` against the engine: it takes the side the person had.
    let out = play(&["--movetime", "20"], "flip\nquit\n");
    assert!(out.contains("tetrarch now plays White"), "{out}");
    assert!(out.contains("tetrarch (White) plays"), "{out}");
}
