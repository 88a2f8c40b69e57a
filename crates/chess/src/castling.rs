//! Castling rights as a set of four flags.

bitflags::bitflags! {
    /// Which castlings the game still allows. Right `i` (0 White short, 1 White long, 2 Black
    /// short, 3 Black long) is bit `i`: it indexes the position's rook squares and paths, and
    /// the four bits index the sixteen Zobrist keys of the rights sets.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
    pub struct CastlingRights: u8 {
        /// White castles on the king's side (`O-O`, FEN `K`).
        const WHITE_SHORT = 1;
        /// White castles on the queen's side (`O-O-O`, FEN `Q`).
        const WHITE_LONG = 2;
        /// Black castles on the king's side (FEN `k`).
        const BLACK_SHORT = 4;
        /// Black castles on the queen's side (FEN `q`).
        const BLACK_LONG = 8;
    }
}

impl CastlingRights {
    /// The right with index `index` (0..4), in the bit order above.
    #[inline(always)]
    pub const fn from_index(index: usize) -> CastlingRights {
        CastlingRights::from_bits_truncate(1 << index)
    }

    /// Whether right `index` (0..4) is still held.
    #[inline(always)]
    pub const fn has_index(self, index: usize) -> bool {
        self.bits() >> index & 1 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::CastlingRights;

    #[test]
    fn indices_follow_the_fen_order() {
        let all = [
            CastlingRights::WHITE_SHORT,
            CastlingRights::WHITE_LONG,
            CastlingRights::BLACK_SHORT,
            CastlingRights::BLACK_LONG,
        ];
        for (i, right) in all.into_iter().enumerate() {
            assert_eq!(CastlingRights::from_index(i), right);
            assert!(CastlingRights::all().has_index(i));
            assert!(!(CastlingRights::all() - right).has_index(i));
        }
        assert_eq!(CastlingRights::all().bits(), 15);
    }
}
