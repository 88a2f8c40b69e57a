//! The facade over random games of every variant: the enum's answers agree with each other
//! (text round trip, legal moves, outcome) and with the concrete position underneath.

use proptest::prelude::*;
use tetrarch::{Game, Variant};

const VARIANTS: [&str; 6] = [
    "chess",
    "xiangqi",
    "raumschach",
    "gomoku15",
    "gomoku9x7-renju",
    "gomoku20-caro",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_round_trip(variant in 0..VARIANTS.len(), choices in prop::collection::vec(any::<u16>(), 0..60)) {
        let variant = Variant::parse(VARIANTS[variant]).unwrap();
        let mut game = Game::new(variant);
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
            prop_assert_eq!(game.variant(), variant);
            let reread = Game::from_text(variant, &game.to_text()).unwrap();
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
}
