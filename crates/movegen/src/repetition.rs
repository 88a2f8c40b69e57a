//! Repetition as the search sees it, shared by the games whose law is "the same position
//! three times is a draw" (chess, Raumschach). Xiangqi's law (perpetual check and chase lose)
//! is its own code.

/// Whether the current position (key `key`) counts as a repetition draw `ply` plies from the
/// search root. `key_back(n)` is the key `n` plies ago; `reach` is how many plies back a
/// repetition is possible at all (since the last irreversible move or null move).
///
/// Only every second position back has the same side to move, and the nearest one that can
/// repeat is four plies back. One earlier occurrence at or after the root is a draw at once
/// (the side to move can always repeat again); occurrences before the root need two, so the
/// game's threefold law holds for the positions actually played.
#[inline]
pub fn is_repetition_draw(
    key: u64,
    reach: usize,
    ply: usize,
    key_back: impl Fn(usize) -> u64,
) -> bool {
    let mut seen = 0;
    let mut back = 4;
    while back <= reach {
        if key_back(back) == key {
            if back <= ply {
                return true;
            }
            seen += 1;
            if seen >= 2 {
                return true;
            }
        }
        back += 2;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_tree_once_before_root_twice() {
        // Keys of a shuffle A B C D A B C D A: the current key (A) stands 4 and 8 plies back.
        let keys = [1u64, 2, 3, 4, 1, 2, 3, 4];
        let back = |n: usize| keys[keys.len() - n];
        assert!(is_repetition_draw(1, 8, 4, back), "once, inside the tree");
        assert!(!is_repetition_draw(1, 4, 0, back), "once, before the root");
        assert!(
            is_repetition_draw(1, 8, 0, back),
            "twice before the root: threefold"
        );
        assert!(
            !is_repetition_draw(1, 3, 8, back),
            "an irreversible move cuts the reach"
        );
        assert!(!is_repetition_draw(9, 8, 8, back));
    }
}
