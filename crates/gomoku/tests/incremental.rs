//! The incremental machinery against the rescan-based reference: patterns of every empty
//! cell, wins, forbidden points, legal moves; make/unmake round trips of position and key.

use proptest::prelude::*;
use tetrarch_gomoku::reference::{self, DIRECTIONS};
use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Color, MoveList, Notation, Position};

/// Plays a random game prefix: `picks` choose among the legal moves.
fn random_position(w: usize, h: usize, rule: Rule, picks: &[u16]) -> GomokuPosition {
    let mut pos = GomokuPosition::new(w, h, rule).unwrap();
    for &p in picks {
        let mut moves = MoveList::new();
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        // Mostly near the stones already played, so that lines actually form.
        let mut near = MoveList::new();
        pos.generate_search_moves(&mut near);
        let m = if p % 4 != 0 && !near.is_empty() {
            near[p as usize % near.len()]
        } else {
            moves[p as usize % moves.len()]
        };
        pos.make_move(m);
    }
    pos
}

fn check_against_reference(pos: &GomokuPosition) -> Result<(), TestCaseError> {
    let mut grid = pos.to_grid();
    let rule = pos.rule();
    for y in 0..pos.height() {
        for x in 0..pos.width() {
            if pos.stone_at(x, y).is_some() {
                continue;
            }
            for color in Color::ALL {
                let stone = reference::stone_of(color);
                for (d, &dir) in DIRECTIONS.iter().enumerate() {
                    let expect = reference::line_pattern(
                        &grid,
                        x as isize,
                        y as isize,
                        dir,
                        stone,
                        rule.line_rule(color),
                    );
                    prop_assert_eq!(
                        pos.pattern(x, y, color, d),
                        Some(expect),
                        "cell {},{} dir {}",
                        x,
                        y,
                        d
                    );
                }
                let five = reference::makes_five(&grid, x as isize, y as isize, stone, rule);
                prop_assert_eq!(
                    pos.threat(x, y, color) == Some(tetrarch_gomoku::Threat::Five),
                    five
                );
            }
        }
    }
    // Legal moves and forbidden points.
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    let fast: Vec<(usize, usize)> = moves.iter().map(|&m| pos.coords(m)).collect();
    let slow = reference::legal_moves(&mut grid, rule, reference::stone_of(pos.side_to_move()));
    prop_assert_eq!(&fast, &slow);
    prop_assert_eq!(pos.count_moves(), slow.len() as u64);
    // The search's moves are legal, never empty while legal moves exist, and are only wins
    // when the side to move can win at once.
    let mut search = MoveList::new();
    pos.generate_search_moves(&mut search);
    prop_assert!(search.iter().all(|m| moves.contains(m)));
    prop_assert_eq!(search.is_empty(), moves.is_empty());
    let own = reference::stone_of(pos.side_to_move());
    let can_win = slow
        .iter()
        .any(|&(x, y)| reference::makes_five(&grid, x as isize, y as isize, own, rule));
    if can_win {
        let all_win = search.iter().all(|&m| {
            let (x, y) = pos.coords(m);
            reference::makes_five(&grid, x as isize, y as isize, own, rule)
        });
        prop_assert!(all_win);
    }
    if rule == Rule::Renju {
        let fast: Vec<(usize, usize)> = pos
            .forbidden_points()
            .iter()
            .map(|&m| pos.coords(m))
            .collect();
        let slow: Vec<(usize, usize)> = (0..pos.height())
            .flat_map(|y| (0..pos.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| reference::is_forbidden(&mut grid, x as isize, y as isize))
            .collect();
        prop_assert_eq!(fast, slow);
    }
    Ok(())
}

fn rule_strategy() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::Freestyle),
        Just(Rule::Standard),
        Just(Rule::Renju),
        Just(Rule::Caro)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn incremental_state_equals_rescan(
        w in 5usize..=13, h in 5usize..=13, rule in rule_strategy(),
        picks in proptest::collection::vec(any::<u16>(), 0..60),
    ) {
        let pos = random_position(w, h, rule, &picks);
        check_against_reference(&pos)?;
    }

    #[test]
    fn make_unmake_round_trips(
        w in 5usize..=20, h in 5usize..=20, rule in rule_strategy(),
        picks in proptest::collection::vec(any::<u16>(), 0..40),
        extra in proptest::collection::vec(any::<u16>(), 1..12),
    ) {
        let mut pos = random_position(w, h, rule, &picks);
        let text = pos.to_text();
        let key = pos.key();
        // The key equals the one recomputed from scratch by the position text.
        prop_assert_eq!(GomokuPosition::from_text(&text).unwrap().key(), key);
        let mut played = Vec::new();
        for &e in &extra {
            let mut moves = MoveList::new();
            pos.generate_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[e as usize % moves.len()];
            pos.make_move(m);
            played.push(m);
            if !pos.is_won() {
                let rebuilt = GomokuPosition::from_text(&pos.to_text()).unwrap();
                prop_assert_eq!(rebuilt.key(), pos.key());
            }
        }
        for &m in played.iter().rev() {
            pos.unmake_move(m);
        }
        prop_assert_eq!(pos.to_text(), text);
        prop_assert_eq!(pos.key(), key);
        check_against_reference(&pos)?;
    }
}
