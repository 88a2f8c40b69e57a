//! What the fuzz targets share: a position text is parsed and, when accepted, everything a
//! GUI does with it must work (print, parse again, list and play moves, count, parse each move
//! back); a command loop is fed bytes under ceilings that keep every input fast.

use tetrarch::{Game, Variant};
use tetrarch_cli::protocol::{serve_capped, Caps, Output, Protocol};

/// A position text of `variant` from arbitrary bytes: a parse error is fine, a panic is not,
/// and an accepted position must survive a round trip and its own moves.
pub fn position_text(variant: Variant, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = Game::from_text(variant, text) else {
        return;
    };
    let printed = game.to_text();
    let again = Game::from_text(variant, &printed)
        .unwrap_or_else(|e| panic!("own text {printed:?} refused: {e}"));
    assert_eq!(again.to_text(), printed, "the text is not stable");
    exercise(&game);
}

/// Every legal move: formatted, parsed back, played; and a one-ply count.
pub fn exercise(game: &Game) {
    let moves = game.legal_moves();
    for &m in moves.iter().take(64) {
        let text = game.format_move(m);
        assert_eq!(game.parse_move(&text).ok(), Some(m), "{text} does not parse back");
        let readable = game.readable_move(m);
        assert_eq!(
            game.parse_readable_move(&readable).ok(),
            Some(m),
            "{readable} does not parse back"
        );
        let mut child = game.clone();
        child.play(m).expect("a legal move plays");
        let _ = child.outcome();
    }
    assert_eq!(game.perft(1).ok(), Some(moves.len() as u64));
    let _ = game.render();
}

/// Ceilings for the command loops: searches end within a few thousand nodes whatever the
/// limits say, perft stays shallow, tables stay small, two threads at most.
pub fn caps() -> Caps {
    Caps {
        max_nodes: Some(1000),
        max_threads: 2,
        max_hash_mib: 4,
        max_perft_depth: 3,
    }
}

/// Feeds `data` to `protocol`'s command loop as one session's whole input; the output is
/// dropped. Any panic or hang is the fault being looked for.
pub fn command_loop(protocol: Protocol, data: &[u8]) {
    serve_capped(
        Some(protocol),
        std::io::Cursor::new(data.to_vec()),
        Output::new(Box::new(std::io::sink())),
        &caps(),
    );
}
