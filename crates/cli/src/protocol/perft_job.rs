//! `go perft N` as a job of the search thread: root moves are counted in parallel, each split
//! further until the subtrees are small (depth 4, or 2 for placement games whose trees are
//! wide), so that `stop` and `quit` are obeyed within milliseconds, as a search obeys them.

use rayon::prelude::*;
use tetrarch::search::SearchControl;
use tetrarch::{Game, Move};

/// Subtrees of this depth are counted without polling `stop` (a few million leaves at most).
const CHUNK_DEPTH: u32 = 4;
/// The same for gomoku, whose every ply multiplies by the empty cells.
const PLACEMENT_CHUNK_DEPTH: u32 = 2;
/// And for Raumschach, some 60 moves a ply (depth 4 is 15 million leaves).
const RAUMSCHACH_CHUNK_DEPTH: u32 = 3;

/// The leaf count under each root move, in generation order, or `None` when stopped first.
pub fn divide(game: &Game, depth: u32, control: &SearchControl) -> Option<Vec<(Move, u64)>> {
    let chunk = match game.variant() {
        v if v.is_gomoku() => PLACEMENT_CHUNK_DEPTH,
        tetrarch::Variant::Raumschach => RAUMSCHACH_CHUNK_DEPTH,
        _ => CHUNK_DEPTH,
    };
    game.legal_moves()
        .into_par_iter()
        .map(|m| {
            let mut child = game.clone();
            child.play(m).ok()?;
            let count = count(&child, depth - 1, chunk, control)?;
            (!control.is_stopped()).then_some((m, count))
        })
        .collect()
}

/// Leaves `depth` plies below `game`, split into subtrees of `chunk` plies between which
/// `control` is polled; `None` once stopped.
fn count(game: &Game, depth: u32, chunk: u32, control: &SearchControl) -> Option<u64> {
    if control.is_stopped() {
        return None;
    }
    if depth == 0 {
        return Some(1);
    }
    if depth <= chunk {
        // Depths here are 1..MAX_PERFT_DEPTH, which the facade accepts.
        return Some(game.perft(depth).unwrap_or(0));
    }
    let mut sum = 0;
    for m in game.legal_moves() {
        let mut child = game.clone();
        child.play(m).ok()?;
        sum += count(&child, depth - 1, chunk, control)?;
    }
    Some(sum)
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
            (Variant::Chess, 5),
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
    fn split_counts_match_whole_counts() {
        let control = SearchControl::new();
        for (variant, depth, chunk) in [(Variant::Chess, 5, 2), (Variant::Xiangqi, 3, 1)] {
            let game = Game::new(variant);
            assert_eq!(
                count(&game, depth, chunk, &control),
                game.perft(depth).ok(),
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
