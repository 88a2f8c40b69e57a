//! Playing strength as GUIs set it: Stockfish's `Skill Level` 0-20 and the UCI
//! `UCI_LimitStrength`/`UCI_Elo` pair, mapped onto the search's own levels
//! (`SearchOptions::skill_level`: 0 = a random legal move, 1..=5 = depth caps of 2..=6 plies,
//! none = full strength).
//!
//! `UCI_Elo` is on Stockfish 15.1's scale: each level's Elo was measured by matches against
//! Stockfish with its own `UCI_LimitStrength` (docs/strength.md, "UCI_Elo: the ladder"), and a
//! requested Elo picks the level measured nearest to it.

/// Stockfish's `Skill Level` range: 20 is full strength.
pub const SKILL_LEVEL_MAX: i64 = 20;
/// The search's limited levels (0..=5); a sixth step is full strength.
const SEARCH_LEVELS: i64 = 6;

/// Each level's Elo on Stockfish 15.1's `UCI_Elo` scale (level 6 = full strength), from
/// 20-game matches at 10 s + 0.1 s against Stockfish 15.1 with `UCI_LimitStrength` (run of
/// 2026-12-02 on `124d5c5`, docs/strength.md): the Stockfish setting plus the Elo difference
/// of the score, pooled where a level met two settings. Level 0, the random mover, cannot be
/// measured against Stockfish's floor of 1350 (it loses every game to the two-ply level);
/// its figure is a nominal one well below, kept so an Elo under the searching levels still
/// means "weaker".
const LEVEL_ELO: [i64; SEARCH_LEVELS as usize + 1] = [600, 1315, 1497, 1623, 1680, 1780, 2200];

/// `UCI_Elo` range: the random mover's nominal figure to full strength's measured one.
pub const ELO_MIN: i64 = LEVEL_ELO[0];
pub const ELO_MAX: i64 = LEVEL_ELO[SEARCH_LEVELS as usize];

/// The level whose measured Elo is nearest `elo` (the weaker one on a tie).
fn level_for_elo(elo: i64) -> i64 {
    (0..=SEARCH_LEVELS)
        .min_by_key(|&l| ((LEVEL_ELO[l as usize] - elo).abs(), l))
        .unwrap_or(SEARCH_LEVELS)
}

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
            level_for_elo(self.elo.clamp(ELO_MIN, ELO_MAX))
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
        assert_eq!(elo(ELO_MAX), None);
        // Each measured figure picks its own level; halfway between two, the weaker.
        for level in 0..SEARCH_LEVELS as usize {
            assert_eq!(elo(LEVEL_ELO[level]), Some(level as u8));
            let mid = (LEVEL_ELO[level] + LEVEL_ELO[level + 1]) / 2;
            assert_eq!(elo(mid), Some(level as u8), "{mid}");
            assert_eq!(elo(mid + 1).unwrap_or(6), level as u8 + 1, "{}", mid + 1);
        }
        let unlimited = Strength {
            elo: ELO_MIN,
            ..Strength::default()
        };
        assert_eq!(unlimited.search_level(), None);
    }

    #[test]
    fn measured_levels_rise_with_depth() {
        assert!(LEVEL_ELO.windows(2).all(|w| w[0] < w[1]), "{LEVEL_ELO:?}");
    }
}
