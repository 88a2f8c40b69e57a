//! The facade over random games of every variant: the enum's answers agree with each other
//! (text round trip, legal moves, outcome) and with the concrete position underneath.

use proptest::prelude::*;
use tetrarch::{Game, Variant};

const VARIANTS: [&str; 12] = [
    "chess",
    "xiangqi",
    "raumschach",
    "gomoku15",
    "gomoku9x7-renju",
    "gomoku20-caro",
    "shatranj",
    "capablanca",
    "grand",
    "cubic",
    "tictactoe",
    "connect4free",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_round_trip(variant in 0..VARIANTS.len(), choices in prop::collection::vec(any::<u16>(), 0..60)) {
        let variant = Variant::parse(VARIANTS[variant]).unwrap();
        let mut game = Game::new(variant.clone());
        for choice in choices {
            let moves = game.legal_moves();
            if game.outcome().is_some() {
                break;
            }
            prop_assert!(!moves.is_empty());
            let m = moves[choice as usize % moves.len()];
            // Coordinate and readable texts both parse back to the same move.
            prop_assert_eq!(game.parse_move(&game.format_move(m)).unwrap(), m);
            prop_assert_eq!(game.parse_readable_move(&game.readable_move(m)).unwrap(), m);
            game.play(m).unwrap();
            prop_assert_eq!(game.variant(), variant.clone());
            let reread = Game::from_text(variant.clone(), &game.to_text()).unwrap();
            prop_assert_eq!(reread.to_text(), game.to_text());
            prop_assert_eq!(reread.legal_moves().len(), game.legal_moves().len());
        }
    }
}

#[test]
fn side_names_follow_each_game() {
    use tetrarch::Color::{Black, White};
    let names = |v: &str| {
        let g = Game::new(Variant::parse(v).unwrap());
        (g.side_name(White), g.side_name(Black))
    };
    assert_eq!(names("chess"), ("White", "Black"));
    assert_eq!(names("xiangqi"), ("Red", "Black"));
    assert_eq!(names("gomoku15"), ("Black", "White"));
    assert_eq!(names("makruk"), ("White", "Black"));
    assert_eq!(names("tictactoe"), ("Black", "White"));
}

/// The file versions of chess, xiangqi and Raumschach, loaded as a user would, play the same
/// games as the built-in crates: equal perft and equal position texts along random games.
#[test]
fn file_versions_of_the_built_in_games_agree_with_them() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../variants/");
    let mut registry = tetrarch::Registry::new();
    for (name, depth) in [("chess", 3), ("xiangqi", 3), ("raumschach", 2)] {
        let report = registry
            .load_file(std::path::Path::new(&format!("{root}{name}.ini")))
            .unwrap();
        assert_eq!(report.loaded, [name]);
        let file = registry.parse(name).unwrap();
        assert!(matches!(file, Variant::File(_)), "{name}");
        let built_in = Variant::parse_built_in(name).unwrap();
        let (mut a, mut b) = (Game::new(built_in), Game::new(file));
        let mut rng = tetrarch::hash::SplitMix64(17);
        for _ in 0..40 {
            assert_eq!(
                a.perft(depth.min(2)).unwrap(),
                b.perft(depth.min(2)).unwrap(),
                "{}",
                a.to_text()
            );
            let moves = a.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            let text = a.format_move(m);
            a.play(m).unwrap();
            b.play_text(&text)
                .unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
            assert_eq!(a.to_text(), b.to_text(), "{name}");
        }
        assert_eq!(
            Game::new(Variant::parse_built_in(name).unwrap())
                .perft(depth)
                .unwrap(),
            Game::new(registry.parse(name).unwrap())
                .perft(depth)
                .unwrap()
        );
    }
}
