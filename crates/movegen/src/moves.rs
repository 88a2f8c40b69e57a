//! The compact move and the move list.

use core::fmt;
use smallvec::SmallVec;
use tetrarch_geometry::Square;

/// A move in 32 bits: `from` (10 bits), `to` (10 bits) and 12 bits of flags whose meaning each
/// game defines (promotion piece, castling, en passant, placement...).
///
/// Ten bits per square because gomoku boards reach 1024 cells. A placement (gomoku) is encoded
/// by its game, typically as `from == to`; [`Move::NULL`] is the all-zero word, which no game
/// uses for a real move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Move(pub u32);

const SQUARE_BITS: u32 = 10;
const SQUARE_MASK: u32 = (1 << SQUARE_BITS) - 1;
const FLAG_SHIFT: u32 = 2 * SQUARE_BITS;

impl Move {
    /// "No move": the empty TT slot, the null move of null-move pruning.
    pub const NULL: Move = Move(0);

    /// A move from `from` to `to` with game-defined `flags` (12 bits).
    #[inline(always)]
    pub const fn new(from: Square, to: Square, flags: u16) -> Move {
        debug_assert!(flags < 1 << 12);
        Move(from.0 as u32 | (to.0 as u32) << SQUARE_BITS | (flags as u32) << FLAG_SHIFT)
    }

    #[inline(always)]
    /// The square the move starts from (the placed cell for a drop).
    pub const fn from(self) -> Square {
        Square((self.0 & SQUARE_MASK) as u16)
    }

    #[inline(always)]
    /// The square the move goes to.
    pub const fn to(self) -> Square {
        Square((self.0 >> SQUARE_BITS & SQUARE_MASK) as u16)
    }

    /// The game-defined flag bits.
    #[inline(always)]
    pub const fn flags(self) -> u16 {
        (self.0 >> FLAG_SHIFT) as u16
    }

    #[inline(always)]
    /// Whether this is the null move (no move, `0000`).
    pub const fn is_null(self) -> bool {
        self.0 == 0
    }

    /// The move as a raw word (for the transposition table).
    #[inline(always)]
    pub const fn raw(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Move({}->{} flags {:#x})",
            self.from().0,
            self.to().0,
            self.flags()
        )
    }
}

/// Upper bound of legal moves held inline. Chess peaks at 218; Raumschach positions reach a few
/// hundred and gomoku boards up to 1024 empty cells, which spill to the heap: that happens
/// only off the search path (perft of an empty board), never in a normal search node.
pub const MAX_MOVES: usize = 256;

/// A list of moves, inline up to [`MAX_MOVES`].
pub type MoveList = SmallVec<[Move; MAX_MOVES]>;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn fields_round_trip(from in 0u16..1024, to in 0u16..1024, flags in 0u16..4096) {
            let m = Move::new(Square(from), Square(to), flags);
            prop_assert_eq!(m.from(), Square(from));
            prop_assert_eq!(m.to(), Square(to));
            prop_assert_eq!(m.flags(), flags);
        }
    }
}
