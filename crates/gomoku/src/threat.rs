//! Per-cell threat classes and scores, combined from the four line patterns of a cell.
//!
//! The four patterns of a cell are first reduced to a *pattern code*: the index of their
//! multiset (the order of the directions does not matter), 1,820 codes for 13 patterns. Every
//! per-cell quantity (threat class, move-ordering score, evaluation weight, renju suspicion)
//! is a small table indexed by that code. The incremental board's hot loop folds the two
//! steps into one table (the summary of every ordered index, `Codes::summaries_of`) and
//! stores each colour's summary per cell, so a threat or score query is one read.

use crate::pattern::{Pattern, PATTERN_KINDS};
use crate::rule::Rule;
use crate::weights::{ColorWeights, PATTERN};
use std::sync::OnceLock;

/// What one stone of a colour on a cell threatens, combining its four lines; weakest first.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[repr(u8)]
pub enum Threat {
    /// Nothing worth naming.
    #[default]
    None = 0,
    /// A one or a blocked two somewhere.
    One,
    /// An open two or a blocked three.
    Two,
    /// One three (open or split).
    Three,
    /// Two threes or more (a double three).
    ThreeThree,
    /// One four (one completion point).
    Four,
    /// A four and a three.
    FourThree,
    /// A straight four or two fours: two completion points, a win unless the opponent
    /// makes five first.
    OpenFour,
    /// A winning five.
    Five,
}

/// Number of [`Threat`] kinds.
pub const THREAT_KINDS: usize = 9;

impl Threat {
    /// Every kind, weakest first.
    pub const ALL: [Threat; THREAT_KINDS] = [
        Threat::None,
        Threat::One,
        Threat::Two,
        Threat::Three,
        Threat::ThreeThree,
        Threat::Four,
        Threat::FourThree,
        Threat::OpenFour,
        Threat::Five,
    ];
}

/// The threat of a cell with these four line patterns.
pub fn classify(p: &[Pattern; 4]) -> Threat {
    let mut fours = 0;
    let mut threes = 0;
    let mut open_four = false;
    let mut best = Pattern::Dead;
    for &q in p {
        if q == Pattern::F5 {
            return Threat::Five;
        }
        fours += q.fours();
        threes += q.is_three() as u8;
        open_four |= q == Pattern::F4;
        best = best.max(q);
    }
    if open_four || fours >= 2 {
        Threat::OpenFour
    } else if fours == 1 && threes >= 1 {
        Threat::FourThree
    } else if fours == 1 {
        Threat::Four
    } else if threes >= 2 {
        Threat::ThreeThree
    } else if threes == 1 {
        Threat::Three
    } else if best >= Pattern::F2 {
        Threat::Two
    } else if best >= Pattern::B1 {
        Threat::One
    } else {
        Threat::None
    }
}

// One pattern value per pattern kind.
const _: () = assert!(PATTERN.len() == PATTERN_KINDS);

/// The [`COMBO`](crate::weights::COMBO) entry of a threat class: the combinations that win by
/// force (two threats at once) get a bonus.
pub(crate) const fn combo_slot(t: Threat) -> Option<usize> {
    match t {
        Threat::ThreeThree => Some(0),
        Threat::FourThree => Some(1),
        _ => None,
    }
}

/// The weakest pattern [`PAIR`](crate::weights::PAIR) pairs: a blocked two.
const PAIR_LOW: Pattern = Pattern::B2;
/// The strongest: a four (stronger patterns make the cell an open four or a five).
const PAIR_HIGH: Pattern = Pattern::B4;
/// Pattern levels from [`PAIR_LOW`] to [`PAIR_HIGH`].
const PAIR_LEVELS: usize = PAIR_HIGH as usize - PAIR_LOW as usize + 1;
/// Number of [`PAIR`](crate::weights::PAIR) entries: the unordered pairs of levels, less the
/// five that are a double three or a four-three ([`COMBO`](crate::weights::COMBO) values them).
pub const PAIRS: usize = PAIR_LEVELS * (PAIR_LEVELS + 1) / 2 - 5;

/// `[high level][low level]` -> [`PAIR`](crate::weights::PAIR) entry, or `u8::MAX` for the
/// pairs [`COMBO`](crate::weights::COMBO) values; in the order the table documents (by the
/// stronger pattern, then the weaker).
const PAIR_SLOT: [[u8; PAIR_LEVELS]; PAIR_LEVELS] = {
    const fn three(level: usize) -> bool {
        let p = PAIR_LOW as usize + level;
        p == Pattern::F3S as usize || p == Pattern::F3 as usize
    }
    let mut table = [[u8::MAX; PAIR_LEVELS]; PAIR_LEVELS];
    let four = PAIR_HIGH as usize - PAIR_LOW as usize;
    let mut next = 0u8;
    let mut high = 0;
    while high < PAIR_LEVELS {
        let mut low = 0;
        while low <= high {
            let combo = (three(high) && three(low)) || (high == four && three(low));
            if !combo {
                table[high][low] = next;
                next += 1;
            }
            low += 1;
        }
        high += 1;
    }
    assert!(next as usize == PAIRS);
    table
};

/// The [`PAIR`](crate::weights::PAIR) entry of a cell: its two strongest line patterns, when
/// both are at least a blocked two, neither is stronger than a four, and they are not a
/// double three or a four-three. A stone there builds on two lines at once (a three and a
/// two become a four-three next), which the patterns' sum does not see.
pub(crate) fn pair_slot(p: &[Pattern; 4]) -> Option<usize> {
    let mut sorted = *p;
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let (high, low) = (sorted[0], sorted[1]);
    if high > PAIR_HIGH || low < PAIR_LOW {
        return None;
    }
    let slot = PAIR_SLOT[high as usize - PAIR_LOW as usize][low as usize - PAIR_LOW as usize];
    (slot != u8::MAX).then_some(slot as usize)
}

/// The score of a cell for one colour, in score units (`crate::weights`): its line patterns
/// plus the combination and pair bonuses, from that colour's tables. Every value fits:
/// `weights` checks the extremes at compile time.
pub fn cell_score(p: &[Pattern; 4], threat: Threat, weights: ColorWeights) -> i16 {
    let pattern = ColorWeights::values(weights.pattern);
    let combo = ColorWeights::values(weights.combo);
    let pair = ColorWeights::values(weights.pair);
    let patterns: i32 = p.iter().map(|&q| pattern[q as usize].eg() as i32).sum();
    let combo = combo_slot(threat).map_or(0, |i| combo[i].eg() as i32);
    let pair = pair_slot(p).map_or(0, |i| pair[i].eg() as i32);
    (patterns + combo + pair) as i16
}

/// Number of pattern codes: multisets of four patterns out of 13.
pub const CODES: usize = 1820;

/// What a cell's four patterns add up to (4 bytes: one read per code).
#[derive(Copy, Clone, Eq, Debug, Default)]
#[repr(C, align(4))]
pub struct CellSummary {
    pub score: i16,
    pub threat: Threat,
    /// 1 for black under renju with two threes, two fours or an overline, and no five: the
    /// cell may be forbidden and must be examined; else 0. (A byte, not a `bool`: the board
    /// compares summaries as one word, and a `bool` there costs a mask on every compare.)
    pub suspicious: u8,
}

impl CellSummary {
    /// The four bytes as one word (the board compares summaries in its hot loop).
    #[inline(always)]
    fn bits(self) -> u32 {
        self.score as u16 as u32 | (self.threat as u32) << 16 | (self.suspicious as u32) << 24
    }
}

impl PartialEq for CellSummary {
    /// One word compare instead of three field compares.
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        self.bits() == other.bits()
    }
}

/// [`CellSummary`] computed directly from four patterns, scored with `weights`.
pub fn summarize_slow(p: &[Pattern; 4], weights: ColorWeights) -> CellSummary {
    let threat = classify(p);
    let fours: u8 = p.iter().map(|q| q.fours()).sum();
    let threes = p.iter().filter(|q| q.is_three()).count();
    CellSummary {
        threat,
        score: cell_score(p, threat, weights),
        suspicious: (threat != Threat::Five
            && (fours >= 2 || threes >= 2 || p.contains(&Pattern::Overline)))
            as u8,
    }
}

/// The code tables: four patterns to their code, and each code's summary and patterns.
#[derive(Debug)]
pub struct Codes {
    /// `[((p0 * 13 + p1) * 13 + p2) * 13 + p3]` -> code (kept for the tests: the board
    /// reads `by_index`).
    #[cfg(test)]
    code_of: Box<[u16]>,
    /// Per colour and code: threat class, move-ordering score, renju suspicion.
    #[cfg(test)]
    summary: [Box<[CellSummary]>; 2],
    /// `[d][byte]`: what direction `d`'s pattern byte (black in the low nibble, white in the
    /// high one) adds to the `code_of` index of each colour (black in the low half-word).
    /// Nibbles above 12 (no pattern) add nothing, so that every sum stays below
    /// [`INDEX_SPAN`]; white's half also carries `white_base` (added by direction 0), so it
    /// indexes `by_index` directly.
    index_part: [[u32; 256]; 4],
    /// `code_of` and `summary` in one: the summary of every `code_of` index, so that the
    /// board's hot loop reads one table instead of two in a row. Black's half first, then
    /// white's when the colours score differently (renju); else white reads black's half too
    /// (`white_base` 0), so that the cache holds one copy.
    by_index: Box<[CellSummary; 2 * INDEX_SPAN]>,
    /// Where white's summaries start in `by_index`: 0 or [`INDEX_SPAN`] (kept for the tests:
    /// it is folded into `index_part[0]`'s white half, so the hot loop never reads it).
    #[cfg(test)]
    white_base: usize,
}

/// A power of two above every `code_of` index (`13^4 = 28,561`), so that a masked index
/// needs no bounds check.
const INDEX_SPAN: usize = 1 << 15;

impl Codes {
    /// The tables of `rule`'s weights, built on first use (well under a millisecond): one set
    /// for renju, whose colours have their own weights, one for every other rule.
    pub fn get(rule: Rule) -> &'static Codes {
        static SHARED: OnceLock<Codes> = OnceLock::new();
        static RENJU: OnceLock<Codes> = OnceLock::new();
        let weights = ColorWeights::of(rule);
        let table = if rule == Rule::Renju { &RENJU } else { &SHARED };
        table.get_or_init(|| Codes::build(weights))
    }

    fn build(weights: [ColorWeights; 2]) -> Codes {
        let k = PATTERN_KINDS;
        let mut patterns = Vec::with_capacity(CODES);
        for a in 0..k {
            for b in a..k {
                for c in b..k {
                    for d in c..k {
                        patterns.push([a, b, c, d].map(|i| Pattern::ALL[i]));
                    }
                }
            }
        }
        debug_assert_eq!(patterns.len(), CODES);
        let mut code_of = vec![0u16; k * k * k * k];
        for (i, slot) in code_of.iter_mut().enumerate() {
            let mut p = [i / (k * k * k), i / (k * k) % k, i / k % k, i % k];
            p.sort_unstable();
            let sorted = p.map(|i| Pattern::ALL[i]);
            *slot = patterns
                .binary_search(&sorted)
                .expect("every multiset has a code") as u16;
        }
        // Direction d's pattern is digit 3 - d of the base-13 index.
        let weight = [k * k * k, k * k, k, 1];
        let summary: [Box<[CellSummary]>; 2] =
            weights.map(|w| patterns.iter().map(|p| summarize_slow(p, w)).collect());
        let white_base = if weights[0] == weights[1] {
            0
        } else {
            INDEX_SPAN
        };
        // White's index carries `white_base`: direction 0's part adds it once.
        let index_part = core::array::from_fn(|d| {
            core::array::from_fn(|byte| {
                let part = |nibble: usize| if nibble < k { weight[d] * nibble } else { 0 };
                let base = if d == 0 { white_base } else { 0 };
                (part(byte & 15) | (part(byte >> 4) + base) << 16) as u32
            })
        });
        let mut by_index = vec![CellSummary::default(); 2 * INDEX_SPAN];
        for (i, &code) in code_of.iter().enumerate() {
            by_index[i] = summary[0][code as usize];
            by_index[INDEX_SPAN + i] = summary[1][code as usize];
        }
        Codes {
            #[cfg(test)]
            code_of: code_of.into_boxed_slice(),
            #[cfg(test)]
            summary,
            index_part,
            #[cfg(test)]
            white_base,
            by_index: by_index
                .into_boxed_slice()
                .try_into()
                .expect("INDEX_SPAN entries"),
        }
    }

    /// The code of four patterns given as their `u8` codes.
    #[cfg(test)]
    fn code(&self, p: [u8; 4]) -> u16 {
        let k = PATTERN_KINDS;
        let i = ((p[0] as usize * k + p[1] as usize) * k + p[2] as usize) * k + p[3] as usize;
        self.code_of[i]
    }

    /// Both colours' summaries of a cell's four pattern bytes (byte `d` of `pats` for
    /// direction `d`, black in its low nibble): four reads of a 4 KB table give both
    /// `code_of` indices at once, then one read each.
    #[inline(always)]
    pub fn summaries_of(&self, pats: u32) -> [CellSummary; 2] {
        let p = &self.index_part;
        let index = p[0][pats as usize & 0xFF]
            + p[1][pats as usize >> 8 & 0xFF]
            + p[2][pats as usize >> 16 & 0xFF]
            + p[3][pats as usize >> 24];
        // Black's half is below INDEX_SPAN (see `index_part`), white's below 2 INDEX_SPAN
        // with `white_base` in it: the masks change nothing but spare the bounds checks.
        [
            self.by_index[index as usize & (INDEX_SPAN - 1)],
            self.by_index[index as usize >> 16 & (2 * INDEX_SPAN - 1)],
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_equal_direct_combination() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let codes = Codes::get(rule);
            let weights = ColorWeights::of(rule);
            let all = Pattern::ALL;
            for &a in &all {
                for &b in &all {
                    for &c in &all {
                        for &d in &all {
                            let p = [a, b, c, d];
                            let code = codes.code(p.map(|q| q as u8));
                            for (summary, &w) in codes.summary.iter().zip(&weights) {
                                assert_eq!(summary[code as usize], summarize_slow(&p, w));
                            }
                            let mut sorted = p;
                            sorted.sort();
                            assert_eq!(codes.code(sorted.map(|q| q as u8)), code);
                            // As the board reads it: black's patterns in the low nibbles, a
                            // rotated copy in the high ones as white's.
                            let byte = |d: usize| p[d] as u32 | (p[(d + 1) % 4] as u32) << 4;
                            let pats = (0..4).fold(0, |w, d| w | byte(d) << (8 * d));
                            let white = codes.code([1, 2, 3, 0].map(|d| p[d] as u8));
                            let sums = [
                                codes.summary[0][code as usize],
                                codes.summary[1][white as usize],
                            ];
                            assert_eq!(codes.summaries_of(pats), sums);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn pairs_are_the_two_strongest_patterns() {
        use Pattern::*;
        assert_eq!(PAIRS, crate::weights::PAIR.len());
        // The first entry and the last, in the documented order.
        assert_eq!(pair_slot(&[B2, Dead, B2, F1]), Some(0));
        assert_eq!(pair_slot(&[B4, B1, B4, Dead]), Some(PAIRS - 1));
        // The third pattern does not count; the order of the directions does not matter.
        assert_eq!(pair_slot(&[F2, F3, B2, F2]), pair_slot(&[F3, Dead, F2, B1]));
        assert_ne!(pair_slot(&[F3, F2, B2, B2]), pair_slot(&[F3, B2, B2, B2]));
        // One pattern of a level, no pair; double threes and four-threes are COMBO's.
        assert_eq!(pair_slot(&[F3, B1, F1, Dead]), None);
        assert_eq!(pair_slot(&[F3, F3S, Dead, Dead]), None);
        assert_eq!(pair_slot(&[B4, F3, Dead, Dead]), None);
        assert_eq!(pair_slot(&[F4, F3, Dead, Dead]), None);
        // Every reachable entry is reached once.
        let levels = [B2, F2, B3, F3S, F3, B4];
        let mut seen = [0; PAIRS];
        for (i, &high) in levels.iter().enumerate() {
            for &low in &levels[..=i] {
                if let Some(slot) = pair_slot(&[high, low, Dead, Dead]) {
                    seen[slot] += 1;
                }
            }
        }
        assert_eq!(seen, [1; PAIRS]);
    }

    #[test]
    fn renju_colours_read_their_own_half() {
        assert_eq!(Codes::get(Rule::Freestyle).white_base, 0);
        assert_eq!(Codes::get(Rule::Renju).white_base, INDEX_SPAN);
    }
}
