//! Playing strength as GUIs set it: Stockfish's `Skill Level` 0-20 and the UCI
//! `UCI_LimitStrength`/`UCI_Elo` pair, mapped onto the search's own levels
//! (`SearchOptions::skill_level`: 0 = a random legal move, 1..=5 = depth caps of 2..=6 plies,
//! none = full strength).
//!
//! The mapping is provisional: the Elo figures are not yet calibrated by matches (see
//! docs/protocols.md); they order the levels, they do not measure them.

/// Stockfish's `Skill Level` range: 20 is full strength.
pub const SKILL_LEVEL_MAX: i64 = 20;
/// The search's limited levels (0..=5); a sixth step is full strength.
const SEARCH_LEVELS: i64 = 6;
/// `UCI_Elo` range. Provisional: `ELO_MIN` stands for the random mover, each
/// [`ELO_PER_LEVEL`] above it for one more search level, `ELO_MAX` for full strength.
pub const ELO_MIN: i64 = 600;
pub const ELO_PER_LEVEL: i64 = 300;
pub const ELO_MAX: i64 = ELO_MIN + SEARCH_LEVELS * ELO_PER_LEVEL;

/// The strength settings a session has received.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    pub skill_level: i64,
    pub limit_strength: bool,
    pub elo: i64,
}

impl Default for Strength {
    fn default() -> Self {
        Strength {
            skill_level: SKILL_LEVEL_MAX,
            limit_strength: false,
            elo: ELO_MAX,
        }
    }
}

impl Strength {
    /// The search's level: from `UCI_Elo` when `UCI_LimitStrength` is on (as Stockfish lets
    /// the Elo win over the skill level), else from `Skill Level`; `None` = full strength.
    pub fn search_level(&self) -> Option<u8> {
        let level = if self.limit_strength {
            (self.elo.clamp(ELO_MIN, ELO_MAX) - ELO_MIN) / ELO_PER_LEVEL
        } else {
            // Skill 0-19 in five bands of four onto the depth caps 1..=5; the random mover
            // (search level 0) is reached through UCI_Elo only, since Stockfish's level 0
            // still plays chess.
            let skill = self.skill_level.clamp(0, SKILL_LEVEL_MAX);
            if skill == SKILL_LEVEL_MAX {
                SEARCH_LEVELS
            } else {
                1 + skill * (SEARCH_LEVELS - 1) / SKILL_LEVEL_MAX
            }
        };
        (level < SEARCH_LEVELS).then_some(level as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(level: i64) -> Option<u8> {
        Strength {
            skill_level: level,
            ..Strength::default()
        }
        .search_level()
    }

    fn elo(elo: i64) -> Option<u8> {
        Strength {
            limit_strength: true,
            elo,
            ..Strength::default()
        }
        .search_level()
    }

    #[test]
    fn skill_levels_fill_stockfish_range() {
        assert_eq!(skill(20), None);
        assert_eq!(skill(0), Some(1));
        assert_eq!(skill(3), Some(1));
        assert_eq!(skill(4), Some(2));
        assert_eq!(skill(19), Some(5));
        // Monotone: a higher level is never weaker.
        let levels: Vec<u8> = (0..=20).map(|s| skill(s).unwrap_or(6)).collect();
        assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
    }

    #[test]
    fn elo_wins_when_strength_is_limited() {
        assert_eq!(elo(ELO_MIN), Some(0));
        assert_eq!(elo(ELO_MIN + ELO_PER_LEVEL), Some(1));
        assert_eq!(elo(ELO_MAX - 1), Some(5));
        assert_eq!(elo(ELO_MAX), None);
        let unlimited = Strength {
            elo: ELO_MIN,
            ..Strength::default()
        };
        assert_eq!(unlimited.search_level(), None);
    }
}
