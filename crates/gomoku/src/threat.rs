//! Per-cell threat classes and scores, combined from the four line patterns of a cell.
//!
//! The four patterns of a cell are first reduced to a *pattern code*: the index of their
//! multiset (the order of the directions does not matter), 1,820 codes for 13 patterns. Every
//! per-cell quantity (threat class, move-ordering score, evaluation weight, renju suspicion)
//! is a small table indexed by that code, so the incremental board stores two codes per cell
//! and reads everything else from tables.

use crate::pattern::{Pattern, PATTERN_KINDS};
use std::sync::OnceLock;

/// What one stone of a colour on a cell threatens, combining its four lines; weakest first.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Threat {
    /// Nothing worth naming.
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

/// The value of one line pattern, in the evaluation's centipawns. The steps roughly double
/// per level, as one more stone turns a pattern into the next one.
const PATTERN_SCORE: [i16; PATTERN_KINDS] = [
    0,    // Dead
    0,    // Overline
    2,    // B1
    5,    // F1
    8,    // B2
    20,   // F2
    28,   // B3
    50,   // F3S
    64,   // F3
    80,   // B4
    300,  // DoubleFour
    320,  // F4
    1500, // F5
];

/// Extra value of combinations that win by force (two threats at once).
const fn combo_bonus(t: Threat) -> i16 {
    match t {
        Threat::ThreeThree => 150,
        Threat::FourThree => 300,
        _ => 0,
    }
}

/// The score of a cell for one colour: its line patterns plus the combination bonus.
pub fn cell_score(p: &[Pattern; 4], threat: Threat) -> i16 {
    p.iter().map(|&q| PATTERN_SCORE[q as usize]).sum::<i16>() + combo_bonus(threat)
}

/// Number of pattern codes: multisets of four patterns out of 13.
pub const CODES: usize = 1820;

/// What a cell's four patterns add up to (4 bytes: one read per code).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CellSummary {
    pub threat: Threat,
    pub score: i16,
    /// For black under renju: two threes, two fours or an overline, and no five: the cell
    /// may be forbidden and must be examined.
    pub suspicious: bool,
}

/// [`CellSummary`] computed directly from four patterns.
pub fn summarize_slow(p: &[Pattern; 4]) -> CellSummary {
    let threat = classify(p);
    let fours: u8 = p.iter().map(|q| q.fours()).sum();
    let threes = p.iter().filter(|q| q.is_three()).count();
    CellSummary {
        threat,
        score: cell_score(p, threat),
        suspicious: threat != Threat::Five
            && (fours >= 2 || threes >= 2 || p.contains(&Pattern::Overline)),
    }
}

/// The code tables: four patterns to their code, and each code's summary and patterns.
#[derive(Debug)]
pub struct Codes {
    /// `[((p0 * 13 + p1) * 13 + p2) * 13 + p3]` -> code.
    code_of: Box<[u16]>,
    /// Per code: threat class, move-ordering score, renju suspicion.
    pub summary: Box<[CellSummary]>,
}

impl Codes {
    /// The shared tables, built on first use (well under a millisecond).
    pub fn get() -> &'static Codes {
        static CODES_TABLE: OnceLock<Codes> = OnceLock::new();
        CODES_TABLE.get_or_init(Codes::build)
    }

    fn build() -> Codes {
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
        Codes {
            code_of: code_of.into_boxed_slice(),
            summary: patterns.iter().map(summarize_slow).collect(),
        }
    }

    /// The code of four patterns given as their `u8` codes.
    #[cfg(test)]
    fn code(&self, p: [u8; 4]) -> u16 {
        let k = PATTERN_KINDS;
        let i = ((p[0] as usize * k + p[1] as usize) * k + p[2] as usize) * k + p[3] as usize;
        self.code_of[i]
    }

    /// The code table (for the board's hot loop).
    #[inline(always)]
    pub fn code_table(&self) -> &[u16] {
        &self.code_of
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_equal_direct_combination() {
        let codes = Codes::get();
        let all = Pattern::ALL;
        for &a in &all {
            for &b in &all {
                for &c in &all {
                    for &d in &all {
                        let p = [a, b, c, d];
                        let code = codes.code(p.map(|q| q as u8));
                        assert_eq!(codes.summary[code as usize], summarize_slow(&p));
                        let mut sorted = p;
                        sorted.sort();
                        assert_eq!(codes.code(sorted.map(|q| q as u8)), code);
                    }
                }
            }
        }
    }
}
