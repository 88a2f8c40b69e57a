//! Line patterns: what one more stone of a colour on a cell makes along one line, and the
//! precomputed tables that classify a line from its 20-bit key.
//!
//! A line key describes the ten cells around a centre along one direction, five on each side
//! (enough to tell an exact five from an overline and a caro five from a blocked one), two
//! bits per cell seen from the colour being classified: 0 empty, 1 own, 2 opponent, 3 off the
//! board. Slots 0..5 hold offsets -5..-1, slots 5..10 offsets +1..+5.

use crate::rule::LineRule;
use std::sync::OnceLock;

/// What placing an own stone on the centre makes along one line, weakest first.
///
/// Defined recursively on one more stone `q` anywhere in the window (the table is built that
/// way): a four has a completion point; a three can become a straight four; a two can
/// become a three; a one can become a two. "Open" (F) and "blocked" (B) follow the same
/// recursion one level down.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Pattern {
    /// No five can ever be made through the centre along this line.
    Dead = 0,
    /// Five or more in a row that does not win: an overline under exact-five rules, or a caro
    /// five blocked at both ends.
    Overline,
    /// One more stone makes a blocked two.
    B1,
    /// One more stone makes an open two.
    F1,
    /// A blocked two: one more stone makes a blocked three.
    B2,
    /// An open two: one more stone makes a three.
    F2,
    /// A blocked three: one more stone makes a four.
    B3,
    /// A split or one-sided three: exactly one point turns it into a straight four.
    F3S,
    /// An open three: two or more points turn it into a straight four.
    F3,
    /// A four: exactly one completion point.
    B4,
    /// Two fours in one line (`X.XXX.X`): two completion points, not a straight four.
    DoubleFour,
    /// A straight four: two completion points five apart (`.XXXX.`).
    F4,
    /// A winning five.
    F5,
}

impl Pattern {
    const ALL: [Pattern; 13] = [
        Pattern::Dead,
        Pattern::Overline,
        Pattern::B1,
        Pattern::F1,
        Pattern::B2,
        Pattern::F2,
        Pattern::B3,
        Pattern::F3S,
        Pattern::F3,
        Pattern::B4,
        Pattern::DoubleFour,
        Pattern::F4,
        Pattern::F5,
    ];

    /// The pattern with code `c` (as stored in the tables).
    #[inline(always)]
    pub fn from_code(c: u8) -> Pattern {
        Pattern::ALL[c as usize]
    }

    /// How many fours this line contributes to a double-four count.
    #[inline(always)]
    pub fn fours(self) -> u8 {
        match self {
            Pattern::B4 | Pattern::F4 => 1,
            Pattern::DoubleFour => 2,
            _ => 0,
        }
    }

    /// Whether this line is a three (open or split).
    #[inline(always)]
    pub fn is_three(self) -> bool {
        matches!(self, Pattern::F3 | Pattern::F3S)
    }
}

/// Bits of a line key.
pub const KEY_BITS: u32 = 20;
/// Cells in a half window.
pub const HALF: usize = 5;
/// Cell codes in a key.
pub const KEY_EMPTY: u32 = 0;
pub const KEY_OWN: u32 = 1;
pub const KEY_OPP: u32 = 2;
pub const KEY_WALL: u32 = 3;

/// The slot of offset `k` (`-5..=-1` or `1..=5`) in a key.
#[inline(always)]
pub const fn slot(k: isize) -> u32 {
    if k < 0 {
        (k + HALF as isize) as u32
    } else {
        (k + HALF as isize - 1) as u32
    }
}

/// The offset of slot `s`.
#[inline(always)]
pub const fn offset(s: u32) -> isize {
    if s < HALF as u32 {
        s as isize - HALF as isize
    } else {
        s as isize - HALF as isize + 1
    }
}

/// A key with own and opponent swapped: the same line seen by the other colour.
#[inline(always)]
pub const fn swap_colors(key: u32) -> u32 {
    let lo = key & 0x55555;
    let hi = (key >> 1) & 0x55555;
    let flip = lo ^ hi;
    key ^ (flip | flip << 1)
}

const UNSET: u8 = 0xFF;

/// The pattern table of one line rule: 2^20 entries, one byte each.
pub struct PatternTable {
    codes: Box<[u8]>,
}

impl core::fmt::Debug for PatternTable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "PatternTable({} entries)", self.codes.len())
    }
}

impl PatternTable {
    /// The table of `rule`, built on first use (a few tens of milliseconds) and shared.
    pub fn get(rule: LineRule) -> &'static PatternTable {
        static TABLES: [OnceLock<PatternTable>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let i = match rule {
            LineRule::FiveOrMore => 0,
            LineRule::ExactFive => 1,
            LineRule::Caro => 2,
        };
        TABLES[i].get_or_init(|| PatternTable::build(rule))
    }

    /// The pattern of an own-perspective key.
    #[inline(always)]
    pub fn pattern(&self, key: u32) -> Pattern {
        Pattern::from_code(self.codes[key as usize])
    }

    fn build(rule: LineRule) -> PatternTable {
        let mut codes = vec![UNSET; 1 << KEY_BITS].into_boxed_slice();
        for key in 0..1u32 << KEY_BITS {
            classify_key(key, rule, &mut codes);
        }
        PatternTable { codes }
    }
}

#[inline(always)]
fn cell(key: u32, s: u32) -> u32 {
    key >> (2 * s) & 3
}

/// Whether the own run through the centre of `key` wins, or is a non-winning long line.
fn centre_run(key: u32, rule: LineRule) -> Option<Pattern> {
    let mut left = 0;
    while left < HALF && cell(key, slot(-(left as isize) - 1)) == KEY_OWN {
        left += 1;
    }
    let mut right = 0;
    while right < HALF && cell(key, slot(right as isize + 1)) == KEY_OWN {
        right += 1;
    }
    let len = 1 + left + right;
    if len < 5 {
        return None;
    }
    let wins = match rule {
        LineRule::FiveOrMore => true,
        LineRule::ExactFive => len == 5,
        LineRule::Caro => {
            // len == 5 implies both ends lie inside the window.
            len == 5
                && !(cell(key, slot(-(left as isize) - 1)) == KEY_OPP
                    && cell(key, slot(right as isize + 1)) == KEY_OPP)
        }
    };
    Some(if wins { Pattern::F5 } else { Pattern::Overline })
}

/// The memoised recursion that defines every pattern from the patterns of the keys with one
/// more own stone.
fn classify_key(key: u32, rule: LineRule, codes: &mut [u8]) -> u8 {
    if codes[key as usize] != UNSET {
        return codes[key as usize];
    }
    let result = if let Some(p) = centre_run(key, rule) {
        p
    } else {
        let mut wins: [isize; 10] = [0; 10];
        let mut n_wins = 0;
        let mut n_f4 = 0;
        let mut best_child = Pattern::Dead;
        for s in 0..10 {
            if cell(key, s) != KEY_EMPTY {
                continue;
            }
            let child = Pattern::from_code(classify_key(key | KEY_OWN << (2 * s), rule, codes));
            match child {
                Pattern::F5 => {
                    wins[n_wins] = offset(s);
                    n_wins += 1;
                }
                Pattern::F4 => n_f4 += 1,
                _ => {}
            }
            best_child = best_child.max(child);
        }
        let w = &wins[..n_wins];
        if n_wins > 0 {
            if w.iter().any(|a| w.iter().any(|b| b - a == 5)) {
                Pattern::F4
            } else if n_wins >= 2 {
                Pattern::DoubleFour
            } else {
                Pattern::B4
            }
        } else if n_f4 >= 2 {
            Pattern::F3
        } else if n_f4 == 1 {
            Pattern::F3S
        } else {
            match best_child {
                Pattern::B4 | Pattern::DoubleFour => Pattern::B3,
                Pattern::F3 | Pattern::F3S => Pattern::F2,
                Pattern::B3 => Pattern::B2,
                Pattern::F2 => Pattern::F1,
                Pattern::B2 => Pattern::B1,
                _ => Pattern::Dead,
            }
        }
    };
    codes[key as usize] = result as u8;
    result as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key from a picture of the window: 11 characters, the centre `_`, `X` own, `O`
    /// opponent, `#` wall, `.` empty.
    pub(crate) fn key_of(picture: &str) -> u32 {
        let cells: Vec<char> = picture.chars().collect();
        assert_eq!(cells.len(), 11);
        let mut key = 0;
        for (i, c) in cells.iter().enumerate() {
            if i == 5 {
                continue;
            }
            let code = match c {
                'X' => KEY_OWN,
                'O' => KEY_OPP,
                '#' => KEY_WALL,
                _ => KEY_EMPTY,
            };
            key |= code << (2 * slot(i as isize - 5));
        }
        key
    }

    #[test]
    fn slots_and_offsets_agree() {
        for s in 0..10 {
            assert_eq!(slot(offset(s)), s);
        }
        assert_eq!(swap_colors(key_of("XO#..._XO.#")), key_of("OX#..._OX.#"));
    }

    #[test]
    fn known_lines() {
        let free = PatternTable::get(LineRule::FiveOrMore);
        let exact = PatternTable::get(LineRule::ExactFive);
        let caro = PatternTable::get(LineRule::Caro);
        let cases = [
            ("...XX_XX...", Pattern::F5, Pattern::F5),
            ("..XXX_XX...", Pattern::F5, Pattern::Overline),
            ("....._XXX..", Pattern::F4, Pattern::F4),
            ("...X._XXX..", Pattern::F4, Pattern::B4),
            ("....O_XXX..", Pattern::B4, Pattern::B4),
            ("..X.X_X.X..", Pattern::DoubleFour, Pattern::DoubleFour),
            ("....._XX...", Pattern::F3, Pattern::F3),
            ("....X_.X...", Pattern::F3S, Pattern::F3S),
            ("....O_XX...", Pattern::B3, Pattern::B3),
            ("....._X....", Pattern::F2, Pattern::F2),
            ("....._.....", Pattern::F1, Pattern::F1),
            ("###O._.O###", Pattern::Dead, Pattern::Dead),
        ];
        for (pic, f, e) in cases {
            assert_eq!(free.pattern(key_of(pic)), f, "freestyle {pic}");
            assert_eq!(exact.pattern(key_of(pic)), e, "exact {pic}");
        }
        assert_eq!(caro.pattern(key_of("...OX_XXXO.")), Pattern::Overline);
        assert_eq!(caro.pattern(key_of("...#X_XXXO.")), Pattern::F5);
        assert_eq!(caro.pattern(key_of("....X_XXXO.")), Pattern::F5);
    }
}
