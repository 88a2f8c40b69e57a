//! Per-cell threat classes and scores, combined from the four line patterns of a cell.

use crate::pattern::Pattern;
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

/// The threat of a cell with these four line patterns.
#[inline(always)]
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
const PATTERN_SCORE: [i16; 13] = [
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
#[inline(always)]
pub fn cell_score(p: &[Pattern; 4], threat: Threat) -> i16 {
    p.iter().map(|&q| PATTERN_SCORE[q as usize]).sum::<i16>() + combo_bonus(threat)
}

/// What a cell's four patterns add up to, precomputed for every combination.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CellSummary {
    pub threat: Threat,
    pub score: i16,
    /// For black under renju: two threes, two fours or an overline, and no five: the cell
    /// may be forbidden and must be examined.
    pub suspicious: bool,
}

const KINDS: usize = 13;

/// The summary of four patterns: one look-up in a 13^4-entry table (28,561 entries, built
/// once) instead of combining them at every update.
#[inline(always)]
pub fn summarize(p: &[Pattern; 4]) -> CellSummary {
    static TABLE: OnceLock<Box<[CellSummary]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..KINDS * KINDS * KINDS * KINDS)
            .map(|i| {
                let p = [
                    Pattern::from_code((i / (KINDS * KINDS * KINDS)) as u8),
                    Pattern::from_code((i / (KINDS * KINDS) % KINDS) as u8),
                    Pattern::from_code((i / KINDS % KINDS) as u8),
                    Pattern::from_code((i % KINDS) as u8),
                ];
                summarize_slow(&p)
            })
            .collect()
    });
    let i =
        ((p[0] as usize * KINDS + p[1] as usize) * KINDS + p[2] as usize) * KINDS + p[3] as usize;
    table[i]
}

/// [`summarize`] computed directly (builds the table; the tests compare the two).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_equals_direct_combination() {
        let all: Vec<Pattern> = (0..KINDS as u8).map(Pattern::from_code).collect();
        for &a in &all {
            for &b in &all {
                for &c in &all {
                    for &d in &all {
                        let p = [a, b, c, d];
                        assert_eq!(summarize(&p), summarize_slow(&p));
                    }
                }
            }
        }
    }
}
