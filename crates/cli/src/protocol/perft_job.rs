//! `go perft N` as a job of the search thread: root moves are counted in parallel, each split
//! once more at the second ply so that `stop` and `quit` are obeyed within one subtree of
//! depth N-2 (well under a second at the depths people run), as a search obeys them.

use rayon::prelude::*;
use tetrarch::search::SearchControl;
use tetrarch::{Game, Move};

/// The leaf count under each root move, in generation order, or `None` when stopped first.
pub fn divide(game: &Game, depth: u32, control: &SearchControl) -> Option<Vec<(Move, u64)>> {
    game.legal_moves()
        .into_par_iter()
        .map(|m| {
            let mut child = game.clone();
            child.play(m).ok()?;
            let count = if depth <= 2 {
                subtree(&child, depth - 1)
            } else {
                let mut sum = 0;
                for g in child.legal_moves() {
                    if control.is_stopped() {
                        return None;
                    }
                    let mut grandchild = child.clone();
                    grandchild.play(g).ok()?;
                    sum += subtree(&grandchild, depth - 2);
                }
                sum
            };
            (!control.is_stopped()).then_some((m, count))
        })
        .collect()
}

/// Leaves `depth` plies below `game` (1 at depth 0).
fn subtree(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        1
    } else {
        // Depths here are 1..MAX_PERFT_DEPTH, which the facade accepts.
        game.perft(depth).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch::Variant;

    #[test]
    fn counts_match_the_facade_perft() {
        let control = SearchControl::new();
        for (variant, depth) in [
            (Variant::Chess, 1),
            (Variant::Chess, 2),
            (Variant::Chess, 3),
            (Variant::Xiangqi, 3),
            (Variant::Raumschach, 2),
        ] {
            let game = Game::new(variant);
            let ours = divide(&game, depth, &control).unwrap();
            assert_eq!(
                ours,
                game.perft_divide(depth, false).unwrap(),
                "{variant:?}"
            );
        }
    }

    #[test]
    fn a_stopped_count_gives_nothing() {
        let control = SearchControl::new();
        control.stop();
        assert_eq!(divide(&Game::new(Variant::Chess), 4, &control), None);
    }
}
