//! Perft: counting the leaves of the legal move tree, the correctness test of a generator.

use crate::{Move, MoveList, Position};
#[cfg(feature = "parallel")]
use rayon::prelude::*;

/// The number of legal move sequences of exactly `depth` plies. The last ply is counted with
/// [`Position::count_moves`] (bulk counting, as Stockfish's `go perft` does).
pub fn perft<P: Position>(pos: &mut P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            let mut moves = MoveList::new();
            pos.generate_moves(&mut moves);
            let mut nodes = 0;
            for &m in &moves {
                pos.make_move(m);
                nodes += perft(pos, depth - 1);
                pos.unmake_move(m);
            }
            nodes
        }
    }
}

/// Perft split by root move, in generation order (Stockfish's divide).
pub fn perft_divide<P: Position>(pos: &mut P, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    moves
        .iter()
        .map(|&m| {
            pos.make_move(m);
            let n = if depth <= 1 { 1 } else { perft(pos, depth - 1) };
            pos.unmake_move(m);
            (m, n)
        })
        .collect()
}

/// [`perft_divide`] with root moves spread over the current rayon pool (feature `parallel`,
/// on by default). Without the feature the root moves are counted one after another: the
/// same result, so callers need no `cfg` of their own.
pub fn perft_parallel<P: Position>(pos: &P, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    #[cfg(feature = "parallel")]
    let roots = moves.par_iter();
    #[cfg(not(feature = "parallel"))]
    let roots = moves.iter();
    roots
        .map(|&m| {
            let mut p = pos.clone();
            p.make_move(m);
            let n = if depth <= 1 {
                1
            } else {
                perft(&mut p, depth - 1)
            };
            (m, n)
        })
        .collect()
}
