//! `go perft N` as a job of the search thread: root moves are counted in parallel, each split
//! further until the subtrees are small (depth 4 in chess and xiangqi, 3 in Raumschach, 2 in
//! gomoku, whose trees are wider), so that `stop` and `quit` are obeyed within milliseconds, as
//! a search obeys them.

use rayon::prelude::*;
use tetrarch::search::SearchControl;
use tetrarch::{Game, Move};

/// Subtrees are counted without polling `stop` up to this many leaves, estimated from the
/// root's move count: depth 4 for chess (20 moves) and xiangqi (44), 3 for Raumschach (60, as
/// depth 4 would be 15 million), 2 for gomoku (225 cells), whatever the game.
const CHUNK_LEAVES: f64 = 4.0e6;
/// The deepest chunk, for narrow trees.
const MAX_CHUNK_DEPTH: u32 = 4;

/// The chunk depth for a tree `width` moves wide.
fn chunk_depth(width: usize) -> u32 {
    let width = width.max(2) as f64;
    ((CHUNK_LEAVES.ln() / width.ln()).floor() as u32).clamp(1, MAX_CHUNK_DEPTH)
}

/// The leaf count under each root move, in generation order, or `None` when stopped first.
pub fn divide(game: &Game, depth: u32, control: &SearchControl) -> Option<Vec<(Move, u64)>> {
    let moves = game.legal_moves();
    let chunk = chunk_depth(moves.len());
    moves
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
            let game = Game::new(variant.clone());
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
            let game = Game::new(variant.clone());
            assert_eq!(
                count(&game, depth, chunk, &control),
                game.perft(depth).ok(),
                "{variant:?}"
            );
        }
    }

    #[test]
    fn chunks_follow_the_width_of_the_tree() {
        let width = |v: &str| Game::new(Variant::parse(v).unwrap()).legal_moves().len();
        assert_eq!(chunk_depth(width("chess")), 4);
        assert_eq!(chunk_depth(width("xiangqi")), 4);
        assert_eq!(chunk_depth(width("raumschach")), 3);
        assert_eq!(chunk_depth(width("gomoku15")), 2);
        assert_eq!(chunk_depth(0), 4);
    }

    #[test]
    fn a_stopped_count_gives_nothing() {
        let control = SearchControl::new();
        control.stop();
        assert_eq!(divide(&Game::new(Variant::Chess), 4, &control), None);
    }
}
