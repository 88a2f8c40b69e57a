//! Fixed-width bitboards, one type per board size.

use crate::Square;
use core::fmt::Debug;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares, one bit per square index.
///
/// `Not` flips every bit of the word, including bits past the board: mask with the board's
/// square set where that matters.
pub trait Bitboard:
    Copy
    + Eq
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// The empty set.
    const EMPTY: Self;
    /// How many squares the type can hold.
    const CAPACITY: usize;

    /// The set holding only `sq`.
    fn from_square(sq: Square) -> Self;
    /// Whether `sq` is in the set.
    fn contains(self, sq: Square) -> bool;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// Number of squares in the set.
    fn count(self) -> u32;
    /// The lowest square, if any.
    fn first(self) -> Option<Square>;
    /// The highest square, if any.
    fn last(self) -> Option<Square>;
    /// Removes and returns the lowest square.
    fn pop_first(&mut self) -> Option<Square>;

    /// Adds `sq`.
    #[inline(always)]
    fn set(&mut self, sq: Square) {
        *self |= Self::from_square(sq);
    }
    /// Removes `sq`.
    #[inline(always)]
    fn clear(&mut self, sq: Square) {
        *self &= !Self::from_square(sq);
    }
    /// Flips `sq`.
    #[inline(always)]
    fn toggle(&mut self, sq: Square) {
        *self ^= Self::from_square(sq);
    }
    /// Whether the two sets share a square.
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        !(self & other).is_empty()
    }
    /// The squares in `self` but not in `other`.
    #[inline(always)]
    fn without(self, other: Self) -> Self {
        self & !other
    }
    /// Whether more than one square is set.
    #[inline(always)]
    fn has_many(self) -> bool {
        self.count() > 1
    }
    /// Iterates the squares from lowest to highest.
    #[inline(always)]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

/// Iterator over the squares of a bitboard, lowest first.
#[derive(Clone, Debug)]
pub struct Squares<B>(B);

impl<B: Bitboard> Iterator for Squares<B> {
    type Item = Square;
    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        self.0.pop_first()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

macro_rules! primitive_bitboard {
    ($(#[$doc:meta])* $name:ident, $int:ty) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
        pub struct $name(pub $int);

        impl Bitboard for $name {
            const EMPTY: Self = $name(0);
            const CAPACITY: usize = <$int>::BITS as usize;
            #[inline(always)]
            fn from_square(sq: Square) -> Self {
                $name(1 << sq.0)
            }
            #[inline(always)]
            fn contains(self, sq: Square) -> bool {
                self.0 >> sq.0 & 1 != 0
            }
            #[inline(always)]
            fn is_empty(self) -> bool {
                self.0 == 0
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.0.count_ones()
            }
            #[inline(always)]
            fn first(self) -> Option<Square> {
                if self.0 == 0 { None } else { Some(Square(self.0.trailing_zeros() as u16)) }
            }
            #[inline(always)]
            fn last(self) -> Option<Square> {
                if self.0 == 0 {
                    None
                } else {
                    Some(Square((<$int>::BITS - 1 - self.0.leading_zeros()) as u16))
                }
            }
            #[inline(always)]
            fn pop_first(&mut self) -> Option<Square> {
                let sq = self.first()?;
                self.0 &= self.0 - 1;
                Some(sq)
            }
        }

        primitive_bitboard!(@ops $name, BitAnd, bitand, &, BitAndAssign, bitand_assign);
        primitive_bitboard!(@ops $name, BitOr, bitor, |, BitOrAssign, bitor_assign);
        primitive_bitboard!(@ops $name, BitXor, bitxor, ^, BitXorAssign, bitxor_assign);

        impl Not for $name {
            type Output = Self;
            #[inline(always)]
            fn not(self) -> Self {
                $name(!self.0)
            }
        }
    };
    (@ops $name:ident, $tr:ident, $f:ident, $op:tt, $tra:ident, $fa:ident) => {
        impl $tr for $name {
            type Output = Self;
            #[inline(always)]
            fn $f(self, rhs: Self) -> Self {
                $name(self.0 $op rhs.0)
            }
        }
        impl $tra for $name {
            #[inline(always)]
            fn $fa(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

primitive_bitboard!(
    /// 64 squares: chess.
    Bitboard64,
    u64
);
primitive_bitboard!(
    /// 128 squares: xiangqi (90) and Raumschach (125).
    Bitboard128,
    u128
);

/// `W` 64-bit words: gomoku boards up to 16x16 (`W = 4`), 22x22 (`8`) and 32x32 (`16`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct WideBitboard<const W: usize>(pub [u64; W]);

/// 256 squares (gomoku 15x15).
pub type Bitboard256 = WideBitboard<4>;
/// 512 squares (gomoku 20x20).
pub type Bitboard512 = WideBitboard<8>;
/// 1024 squares (gomoku up to 32x32).
pub type Bitboard1024 = WideBitboard<16>;

impl<const W: usize> Default for WideBitboard<W> {
    fn default() -> Self {
        WideBitboard([0; W])
    }
}

impl<const W: usize> Bitboard for WideBitboard<W> {
    const EMPTY: Self = WideBitboard([0; W]);
    const CAPACITY: usize = 64 * W;
    #[inline(always)]
    fn from_square(sq: Square) -> Self {
        let mut w = [0; W];
        w[sq.index() / 64] = 1 << (sq.0 % 64);
        WideBitboard(w)
    }
    #[inline(always)]
    fn contains(self, sq: Square) -> bool {
        self.0[sq.index() / 64] >> (sq.0 % 64) & 1 != 0
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline(always)]
    fn first(self) -> Option<Square> {
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                return Some(Square((i * 64) as u16 + w.trailing_zeros() as u16));
            }
        }
        None
    }
    #[inline(always)]
    fn last(self) -> Option<Square> {
        for (i, &w) in self.0.iter().enumerate().rev() {
            if w != 0 {
                return Some(Square((i * 64 + 63) as u16 - w.leading_zeros() as u16));
            }
        }
        None
    }
    #[inline(always)]
    fn pop_first(&mut self) -> Option<Square> {
        for (i, w) in self.0.iter_mut().enumerate() {
            if *w != 0 {
                let sq = Square((i * 64) as u16 + w.trailing_zeros() as u16);
                *w &= *w - 1;
                return Some(sq);
            }
        }
        None
    }
    #[inline(always)]
    fn set(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.0 % 64);
    }
    #[inline(always)]
    fn clear(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.0 % 64));
    }
    #[inline(always)]
    fn toggle(&mut self, sq: Square) {
        self.0[sq.index() / 64] ^= 1 << (sq.0 % 64);
    }
}

macro_rules! wide_ops {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $opa:tt) => {
        impl<const W: usize> $tr for WideBitboard<W> {
            type Output = Self;
            #[inline(always)]
            fn $f(mut self, rhs: Self) -> Self {
                for i in 0..W {
                    self.0[i] $opa rhs.0[i];
                }
                self
            }
        }
        impl<const W: usize> $tra for WideBitboard<W> {
            #[inline(always)]
            fn $fa(&mut self, rhs: Self) {
                for i in 0..W {
                    self.0[i] $opa rhs.0[i];
                }
            }
        }
    };
}
wide_ops!(BitAnd, bitand, BitAndAssign, bitand_assign, &=);
wide_ops!(BitOr, bitor, BitOrAssign, bitor_assign, |=);
wide_ops!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^=);

impl<const W: usize> Not for WideBitboard<W> {
    type Output = Self;
    #[inline(always)]
    fn not(mut self) -> Self {
        for w in &mut self.0 {
            *w = !*w;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn model<B: Bitboard>(squares: &[u16]) {
        let mut b = B::EMPTY;
        let mut set = std::collections::BTreeSet::new();
        for &s in squares {
            let s = s % B::CAPACITY as u16;
            b.toggle(Square(s));
            if !set.remove(&s) {
                set.insert(s);
            }
        }
        assert_eq!(b.count() as usize, set.len());
        assert_eq!(b.first().map(|s| s.0), set.iter().next().copied());
        assert_eq!(b.last().map(|s| s.0), set.iter().next_back().copied());
        let got: Vec<u16> = b.squares().map(|s| s.0).collect();
        assert_eq!(got, set.iter().copied().collect::<Vec<_>>());
        for &s in &set {
            assert!(b.contains(Square(s)));
            let mut c = b;
            c.clear(Square(s));
            assert!(!c.contains(Square(s)));
            assert_eq!(c | B::from_square(Square(s)), b);
        }
        assert!((b & !b).is_empty());
    }

    proptest! {
        #[test]
        fn bitboards_behave_as_sets(squares in proptest::collection::vec(0u16..1024, 0..40)) {
            model::<Bitboard64>(&squares);
            model::<Bitboard128>(&squares);
            model::<Bitboard256>(&squares);
            model::<Bitboard1024>(&squares);
        }
    }
}
