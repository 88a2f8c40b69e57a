//! Score constants and the mate-score conversions for the transposition table.

/// A mate at the root; mate in `n` plies scores `MATE - n`. Fits the table's 16-bit slot.
pub const MATE: i32 = 32_000;
/// Wider than any score: the initial window.
pub const INFINITE: i32 = MATE + 1;
/// Deepest ply of the search stack.
pub const MAX_PLY: usize = 128;
/// Scores at or beyond this are mates (a ply count is folded into them).
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Static evaluations are clamped inside this so they never look like mates.
pub const EVAL_LIMIT: i32 = MATE_BOUND - 1;

/// Mating in `ply` plies from the root.
#[inline(always)]
pub const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// Being mated in `ply` plies from the root.
#[inline(always)]
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// Whether `score` is a proven mate either way.
#[inline(always)]
pub const fn is_mate(score: i32) -> bool {
    score >= MATE_BOUND || score <= -MATE_BOUND
}

/// A search score made relative to the node (mate distance from this node, not the root),
/// so the same entry is right wherever the position recurs in the tree.
#[inline(always)]
pub fn to_tt(score: i32, ply: usize) -> i16 {
    let s = if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    };
    s.clamp(-MATE, MATE) as i16
}

/// The inverse of [`to_tt`] at `ply`.
#[inline(always)]
pub fn from_tt(score: i16, ply: usize) -> i32 {
    let s = score as i32;
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_round_trip_through_the_table() {
        for ply in [0usize, 1, 7, 60] {
            for s in [mate_in(ply + 3), mated_in(ply + 2), 0, 123, -4000] {
                assert_eq!(from_tt(to_tt(s, ply), ply), s);
            }
        }
        // Stored at ply 5 as "mate in 3 from here", read at ply 9: mate in 3 plies from there.
        assert_eq!(from_tt(to_tt(mate_in(8), 5), 9), mate_in(12));
    }
}
