//! The two sides.

/// The side to move. `White` is whoever moves first: White in chess and Raumschach, Red in
/// xiangqi, Black (the first player) in gomoku, whose crate names its stones itself.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first (Red in xiangqi, Black in gomoku).
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: for table look-ups.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// +1 for White, -1 for Black: turns a White-relative score into a side-relative one.
    #[inline(always)]
    pub const fn sign(self) -> i32 {
        1 - 2 * (self as i32)
    }
}

impl core::ops::Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        self.opponent()
    }
}
