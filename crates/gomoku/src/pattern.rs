//! Line patterns: what one more stone of a colour on a cell makes along one line, and the
//! precomputed tables that classify a line window for both colours at once.
//!
//! A line key describes the cells around a centre along one direction, `half` on each side
//! (five for exact-five and caro rules, which must tell an exact five from an overline or a
//! blocked five; four for freestyle, where nothing beyond four cells matters), two bits per
//! cell. Slots `0..half` hold offsets `-half..-1`, slots `half..2 half` offsets `+1..+half`.
//! Keys are absolute on the board (1 black, 2 white, 3 off the board); the classification
//! recursion works on own-perspective keys (1 own, 2 opponent), which for black are the
//! absolute keys and for white the same keys with the two colours swapped.

use crate::rule::{LineRule, Rule};
use std::sync::OnceLock;
use tetrarch_movegen::Color;

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

/// Number of [`Pattern`] kinds.
pub const PATTERN_KINDS: usize = 13;

impl Pattern {
    pub(crate) const ALL: [Pattern; PATTERN_KINDS] = [
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

    /// The pattern with code `c` (as stored in the tables; codes above 12 read as `F5`,
    /// which never happens for a table entry).
    #[inline(always)]
    pub fn from_code(c: u8) -> Pattern {
        Pattern::ALL[(c as usize).min(PATTERN_KINDS - 1)]
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

/// Cell codes in a key.
pub const KEY_EMPTY: u32 = 0;
pub const KEY_OWN: u32 = 1;
pub const KEY_OPP: u32 = 2;
pub const KEY_WALL: u32 = 3;
/// The widest half window (exact-five and caro rules).
pub const MAX_HALF: usize = 5;

/// The slot of offset `k` (`-half..=-1` or `1..=half`) in a key of half width `half`.
#[inline(always)]
pub const fn slot(k: isize, half: usize) -> u32 {
    if k < 0 {
        (k + half as isize) as u32
    } else {
        (k + half as isize - 1) as u32
    }
}

/// The offset of slot `s` in a key of half width `half`.
#[inline(always)]
pub const fn offset(s: u32, half: usize) -> isize {
    if s < half as u32 {
        s as isize - half as isize
    } else {
        s as isize - half as isize + 1
    }
}

/// A key with own and opponent swapped: the same line seen by the other colour.
#[inline(always)]
pub const fn swap_colors(key: u32) -> u32 {
    let lo = key & 0x5_5555;
    let hi = (key >> 1) & 0x5_5555;
    let flip = lo ^ hi;
    key ^ (flip | flip << 1)
}

/// The half window a rule set needs: four cells for freestyle, five otherwise.
pub const fn half_of(rule: Rule) -> usize {
    match rule {
        Rule::Freestyle => 4,
        _ => MAX_HALF,
    }
}

/// The pattern table of one rule set: for every key of its half window, black's pattern in
/// the low nibble and white's in the high nibble, so one read serves both colours.
pub struct PatternTable {
    codes: Box<[u8]>,
    half: usize,
}

impl core::fmt::Debug for PatternTable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "PatternTable({} entries, half {})",
            self.codes.len(),
            self.half
        )
    }
}

impl PatternTable {
    /// The table of `rule`, built on first use (a few milliseconds) and shared.
    pub fn get(rule: Rule) -> &'static PatternTable {
        static TABLES: [OnceLock<PatternTable>; 4] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        let i = Rule::ALL.iter().position(|&r| r == rule).unwrap_or(0);
        TABLES[i].get_or_init(|| PatternTable::build(rule))
    }

    /// Builds every rule's table now (about 50 ms each): a brain calls this at `START`, so
    /// that an `INFO rule` sent after it costs no turn time.
    pub fn prepare_all() {
        for rule in Rule::ALL {
            PatternTable::get(rule);
        }
    }

    /// The half window of this table's keys.
    #[inline(always)]
    pub fn half(&self) -> usize {
        self.half
    }

    /// Both colours' patterns of an absolute key, packed (black low nibble, white high).
    #[inline(always)]
    pub fn packed(&self, key: u32) -> u8 {
        self.codes[key as usize]
    }

    /// The whole table (for the board's hot loop).
    #[inline(always)]
    pub fn codes(&self) -> &[u8] {
        &self.codes
    }

    /// The pattern of `color` for an absolute key.
    #[inline(always)]
    pub fn pattern(&self, key: u32, color: Color) -> Pattern {
        let p = self.packed(key);
        Pattern::from_code(if color == Color::White {
            p & 15
        } else {
            p >> 4
        })
    }

    fn build(rule: Rule) -> PatternTable {
        let half = half_of(rule);
        let black = single_table(rule.line_rule(Color::White), half);
        let white = single_table(rule.line_rule(Color::Black), half);
        let codes = (0..1u32 << (4 * half))
            .map(|key| black[key as usize] | white[swap_colors(key) as usize] << 4)
            .collect();
        PatternTable { codes, half }
    }
}

const UNSET: u8 = 0xFF;

/// One colour's own-perspective classification of every valid key of `half` (keys where a
/// wall cell lies between the centre and a board cell never occur and read `Dead`).
fn single_table(rule: LineRule, half: usize) -> Vec<u8> {
    let bits = 2 * half as u32;
    let mut codes = vec![UNSET; 1 << (2 * bits)];
    // The half lines that can occur: `n` board cells next to the centre, walls beyond.
    let mut sides = Vec::new();
    for board_cells in 0..=half as u32 {
        for v in 0..3u32.pow(board_cells) {
            let mut key = 0;
            let mut rest = v;
            for i in 0..half as u32 {
                let code = if i < board_cells {
                    let c = rest % 3;
                    rest /= 3;
                    c
                } else {
                    KEY_WALL
                };
                // `i` counts outwards from the centre.
                key |= code << (2 * i);
            }
            sides.push(key);
        }
    }
    // The left half is stored mirrored: slot `half - 1` is the cell next to the centre.
    let mirror = |side: u32| {
        (0..half as u32).fold(0, |k, i| {
            k | (side >> (2 * i) & 3) << (2 * (half as u32 - 1 - i))
        })
    };
    for &left in &sides {
        let l = mirror(left);
        for &right in &sides {
            classify_key(l | right << bits, rule, half, &mut codes);
        }
    }
    for c in &mut codes {
        if *c == UNSET {
            *c = Pattern::Dead as u8;
        }
    }
    codes
}

#[inline(always)]
fn cell(key: u32, s: u32) -> u32 {
    key >> (2 * s) & 3
}

/// Whether the own run through the centre of `key` wins, or is a non-winning long line.
fn centre_run(key: u32, rule: LineRule, half: usize) -> Option<Pattern> {
    let mut left = 0;
    while left < half && cell(key, slot(-(left as isize) - 1, half)) == KEY_OWN {
        left += 1;
    }
    let mut right = 0;
    while right < half && cell(key, slot(right as isize + 1, half)) == KEY_OWN {
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
            // len == 5 with half 5 implies both ends lie inside the window.
            len == 5
                && !(cell(key, slot(-(left as isize) - 1, half)) == KEY_OPP
                    && cell(key, slot(right as isize + 1, half)) == KEY_OPP)
        }
    };
    Some(if wins { Pattern::F5 } else { Pattern::Overline })
}

/// The memoised recursion that defines every pattern from the patterns of the keys with one
/// more own stone.
fn classify_key(key: u32, rule: LineRule, half: usize, codes: &mut [u8]) -> u8 {
    if codes[key as usize] != UNSET {
        return codes[key as usize];
    }
    let result = if let Some(p) = centre_run(key, rule, half) {
        p
    } else {
        let mut wins: [isize; 10] = [0; 10];
        let mut n_wins = 0;
        let mut n_f4 = 0;
        let mut best_child = Pattern::Dead;
        for s in 0..2 * half as u32 {
            if cell(key, s) != KEY_EMPTY {
                continue;
            }
            let child =
                Pattern::from_code(classify_key(key | KEY_OWN << (2 * s), rule, half, codes));
            match child {
                Pattern::F5 => {
                    wins[n_wins] = offset(s, half);
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

    /// An absolute key (black = `X`) from a picture of the window: `2 half + 1` characters,
    /// the centre `_`, `X` black, `O` white, `#` wall, `.` empty.
    pub(crate) fn key_of(picture: &str) -> u32 {
        let cells: Vec<char> = picture.chars().collect();
        let half = cells.len() / 2;
        let mut key = 0;
        for (i, c) in cells.iter().enumerate() {
            if i == half {
                continue;
            }
            let code = match c {
                'X' => KEY_OWN,
                'O' => KEY_OPP,
                '#' => KEY_WALL,
                _ => KEY_EMPTY,
            };
            key |= code << (2 * slot(i as isize - half as isize, half));
        }
        key
    }

    #[test]
    fn slots_and_offsets_agree() {
        for half in [4, 5] {
            for s in 0..2 * half as u32 {
                assert_eq!(slot(offset(s, half), half), s);
            }
        }
        assert_eq!(swap_colors(key_of("XO#..._XO.#")), key_of("OX#..._OX.#"));
    }

    #[test]
    fn known_lines() {
        let free = PatternTable::get(Rule::Freestyle);
        let exact = PatternTable::get(Rule::Standard);
        let caro = PatternTable::get(Rule::Caro);
        let renju = PatternTable::get(Rule::Renju);
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
            // Freestyle reads four cells each side.
            let free_key = key_of(&pic[1..10]);
            assert_eq!(free.pattern(free_key, Color::White), f, "freestyle {pic}");
            assert_eq!(exact.pattern(key_of(pic), Color::White), e, "exact {pic}");
            // The same line in white stones, seen by white.
            let swapped = swap_colors(key_of(pic));
            assert_eq!(exact.pattern(swapped, Color::Black), e, "exact white {pic}");
            // Renju: black exact five, white five or more.
            assert_eq!(
                renju.pattern(key_of(pic), Color::White),
                e,
                "renju black {pic}"
            );
            assert_eq!(renju.pattern(swapped, Color::Black), f, "renju white {pic}");
        }
        assert_eq!(
            caro.pattern(key_of("...OX_XXXO."), Color::White),
            Pattern::Overline
        );
        assert_eq!(
            caro.pattern(key_of("####X_XXXO."), Color::White),
            Pattern::F5
        );
        assert_eq!(
            caro.pattern(key_of("....X_XXXO."), Color::White),
            Pattern::F5
        );
    }
}
