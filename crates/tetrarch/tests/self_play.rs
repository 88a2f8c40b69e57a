//! Every variant the registry offers from the shipped files, chess-like and placement games
//! alike, plays itself through the facade's `Engine` (the search the binary runs, with each
//! game's own evaluation): every move it chooses is legal, and each game goes on until its end
//! or the ply cap. `crates/fairy/tests/self_play.rs` does the same for the chess-like files
//! with the reference generator as the judge; this one adds the placement games (played by the
//! gomoku crate) and the facade's dispatch.

use tetrarch::{Engine, Game, Limits, Registry, SearchControl, Variant};

/// Plies per game: past the opening of every variant, quick for `cargo test`.
const MAX_PLIES: usize = 40;
/// Nodes per move: a real search (several iterations), a few milliseconds.
const NODES: u64 = 2_000;

#[test]
fn every_shipped_file_variant_plays_itself_legally() {
    let registry = Registry::new();
    let mut played = Vec::new();
    for name in registry.variant_names() {
        let variant = registry.parse(&name).unwrap();
        let Variant::File(_) = variant else { continue };
        let mut game = Game::new(variant);
        let mut engine = Engine::new(4);
        let limits = Limits {
            nodes: Some(NODES),
            ..Limits::default()
        };
        let mut plies = 0;
        while plies < MAX_PLIES && game.end().is_none() {
            let result = engine.search(&game, &limits, &SearchControl::new(), &mut |_| {});
            let m = result
                .best_move
                .unwrap_or_else(|| panic!("{name}: no move at {}", game.to_text()));
            assert!(
                game.is_legal(m),
                "{name}: the engine chose {} at {}",
                game.format_move(m),
                game.to_text()
            );
            game.play(m).unwrap();
            plies += 1;
        }
        let end = game
            .end()
            .map_or("ply cap".to_string(), |e| game.describe_end(e));
        eprintln!("{name}: {plies} plies, {end}");
        assert!(plies >= 5, "{name} ended after {plies} plies: {end}");
        played.push(name);
    }
    for expected in [
        "shatranj",
        "courier",
        "makruk",
        "capablanca",
        "grand",
        "minixiangqi",
        "cubic",
        "tictactoe",
        "connect4free",
        "gomoku-exact",
    ] {
        assert!(
            played.iter().any(|n| n == expected),
            "{expected}: {played:?}"
        );
    }
}
