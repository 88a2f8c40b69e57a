//! The rule sets, named as the Gomocup `INFO rule` bitmask names them.

use tetrarch_movegen::{Color, NotationError};

/// A gomoku rule set.
///
/// Colours: black is the first player. In movegen's terms black is [`Color::White`] ("whoever
/// moves first") and white is [`Color::Black`]; this crate only ever says black and white in the
/// gomoku sense in its texts.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Rule {
    /// Five or more in a row wins, for both sides (`INFO rule 0`).
    Freestyle,
    /// Exactly five wins; an overline (six or more) does not (`INFO rule 1`).
    Standard,
    /// RIF renju (`INFO rule 4`): black wins with exactly five and may not play double-three,
    /// double-four or overline; white wins with five or more and has no restriction.
    Renju,
    /// Exactly five, and not blocked by opponent stones at both ends (`INFO rule 8`).
    Caro,
}

/// How one colour's five is judged: the pattern tables are built once per kind.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LineRule {
    /// Five or more consecutive stones win.
    FiveOrMore,
    /// Exactly five consecutive stones win; six or more do not.
    ExactFive,
    /// Exactly five, and at least one of the two cells beyond the five is not an opponent stone.
    Caro,
}

impl Rule {
    /// Every rule set, in bitmask order.
    pub const ALL: [Rule; 4] = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro];

    /// Reads the Gomocup `INFO rule` bitmask: 1 = exactly five, 2 = continuous game (ignored:
    /// a protocol matter), 4 = renju (which implies exactly five for black), 8 = caro (which
    /// implies exactly five). Other bits are refused. Readings of other managers (Yixin's
    /// `rule 2` = renju, Rapfi's 5/6 = swap openings) are the protocol layer's business.
    pub fn from_gomocup(bits: u32) -> Result<Rule, NotationError> {
        match bits & !2 {
            0 => Ok(Rule::Freestyle),
            1 => Ok(Rule::Standard),
            4 | 5 => Ok(Rule::Renju),
            8 | 9 => Ok(Rule::Caro),
            _ => Err(NotationError::new(format!(
                "unknown Gomocup rule bitmask {bits} (known: 0 freestyle, 1 standard, 4 renju, \
                 8 caro, each optionally +2 for a continuous game)"
            ))),
        }
    }

    /// The Gomocup bitmask of this rule set.
    pub const fn gomocup_bits(self) -> u32 {
        match self {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
            Rule::Caro => 8,
        }
    }

    /// The lower-case name used in position texts and variant names.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
            Rule::Caro => "caro",
        }
    }

    /// Parses [`Self::name`].
    pub fn from_name(name: &str) -> Result<Rule, NotationError> {
        Rule::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                NotationError::new(format!(
                    "unknown gomoku rule '{name}' (known: freestyle, standard, renju, caro)"
                ))
            })
    }

    /// How `color`'s five is judged under this rule set.
    pub const fn line_rule(self, color: Color) -> LineRule {
        match (self, color) {
            (Rule::Freestyle, _) => LineRule::FiveOrMore,
            (Rule::Standard, _) => LineRule::ExactFive,
            // Black (the first player) is movegen's White.
            (Rule::Renju, Color::White) => LineRule::ExactFive,
            (Rule::Renju, Color::Black) => LineRule::FiveOrMore,
            (Rule::Caro, _) => LineRule::Caro,
        }
    }

    /// Whether `color` has forbidden moves (renju black only).
    pub const fn has_forbidden(self, color: Color) -> bool {
        matches!((self, color), (Rule::Renju, Color::White))
    }
}

impl core::fmt::Display for Rule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gomocup_bits_round_trip() {
        for r in Rule::ALL {
            assert_eq!(Rule::from_gomocup(r.gomocup_bits()), Ok(r));
            assert_eq!(Rule::from_gomocup(r.gomocup_bits() | 2), Ok(r));
            assert_eq!(Rule::from_name(r.name()), Ok(r));
        }
        assert!(Rule::from_gomocup(16).unwrap_err().0.contains("16"));
        assert!(Rule::from_name("go").unwrap_err().0.contains("'go'"));
    }
}
