//! The match score as statistics: Elo with its 95% interval, normalized Elo, LOS and the draw
//! ratio, from game outcomes (trinomial) or from game pairs (pentanomial).
//!
//! The formulas are fastchess's (`elo_wdl.cpp`, `elo_pentanomial.cpp`) and OpenBench's
//! `stats.Elo`: the mean score `s` of an outcome (a game: 0, 1/2, 1; a pair: 0, 1/4, ..., 1) and
//! its variance per outcome `var`; the interval is `s ± 1.96·sqrt(var / N)` mapped through the
//! logistic curve `elo(s) = -400·log10(1/s - 1)`; normalized Elo is `(s - 1/2) / sqrt(var)`
//! (`sqrt(2·var)` per pair) times `800 / ln 10`; LOS is `P(true score > 1/2)` under the normal
//! approximation. A pair is the two games of one opening with colours swapped; scoring it
//! as one outcome removes the opening's bias from the variance.

/// The 97.5% quantile of the standard normal distribution (two-sided 95% interval).
pub const Z95: f64 = 1.959963984540054;

/// Converts a score (0..1) to a logistic Elo difference.
pub fn score_to_elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// One pairing's results from the first engine's point of view.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Game pairs by points in half-points: `[LL, LD, DD or WL, WD, WW]`.
    pub pairs: [u32; 5],
    /// How many of `pairs[2]` were a win and a loss (the rest were two draws).
    pub pairs_wl: u32,
}

impl Tally {
    /// Counts one game: `points` = 1, 0.5 or 0 for the first engine, doubled (2, 1, 0).
    pub fn add_game(&mut self, half_points: u8) {
        match half_points {
            2 => self.wins += 1,
            1 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    /// Counts one finished pair from its two games' half-points.
    pub fn add_pair(&mut self, a: u8, b: u8) {
        let sum = (a + b).min(4) as usize;
        self.pairs[sum] += 1;
        if sum == 2 && a != 1 {
            self.pairs_wl += 1;
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    pub fn pair_count(&self) -> u32 {
        self.pairs.iter().sum()
    }

    /// The first engine's mean score per game.
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / n as f64
    }

    pub fn draw_ratio(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            0.0
        } else {
            self.draws as f64 / n as f64
        }
    }

    /// The estimate from the finished pairs when there are any (a game whose partner was
    /// not played, as when an SPRT stops a run, is left out), else from the games.
    pub fn estimate(&self) -> Option<Estimate> {
        if self.pair_count() > 0 {
            Estimate::from_counts(&self.pairs.map(f64::from), 2.0)
        } else {
            Estimate::from_counts(&[self.losses, self.draws, self.wins].map(f64::from), 1.0)
        }
    }
}

/// Elo statistics of a score distribution.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Estimate {
    /// Mean score per game (0..1).
    pub score: f64,
    pub elo: f64,
    /// Half the width of the 95% interval, in Elo (fastchess's `+/-`).
    pub error: f64,
    pub lower: f64,
    pub upper: f64,
    pub nelo: f64,
    pub nelo_error: f64,
    /// Likelihood of superiority: the probability that the first engine is stronger (0..1).
    pub los: f64,
}

impl Estimate {
    /// From `counts[i]` outcomes worth `i / (len - 1)`; `games_per_outcome` is 1 for games and
    /// 2 for pairs (normalized Elo is per game). `None` without outcomes.
    pub fn from_counts(counts: &[f64], games_per_outcome: f64) -> Option<Estimate> {
        let n: f64 = counts.iter().sum();
        if n <= 0.0 {
            return None;
        }
        let k = (counts.len() - 1) as f64;
        let value = |i: usize| i as f64 / k;
        let score: f64 = counts
            .iter()
            .enumerate()
            .map(|(i, c)| c * value(i))
            .sum::<f64>()
            / n;
        let variance: f64 = counts
            .iter()
            .enumerate()
            .map(|(i, c)| c * (value(i) - score).powi(2))
            .sum::<f64>()
            / n;
        let spread = Z95 * (variance / n).sqrt();
        let (lo, hi) = (score - spread, score + spread);
        // A perfect score has no finite Elo (fastchess prints inf too); 0.0 is added so that
        // an even score prints as 0.00, not -0.00.
        let elo = |s: f64| {
            if s >= 1.0 {
                f64::INFINITY
            } else if s <= 0.0 {
                f64::NEG_INFINITY
            } else {
                score_to_elo(s) + 0.0
            }
        };
        let nelo_per = |s: f64| {
            if variance > 0.0 {
                (s - 0.5) / (games_per_outcome * variance).sqrt()
                    * (800.0 / std::f64::consts::LN_10)
            } else {
                0.0
            }
        };
        let los = if variance > 0.0 {
            (1.0 - libm::erf(-(score - 0.5) / (2.0 * variance / n).sqrt())) / 2.0
        } else if score > 0.5 {
            1.0
        } else if score < 0.5 {
            0.0
        } else {
            0.5
        };
        Some(Estimate {
            score,
            elo: elo(score),
            error: (elo(hi) - elo(lo)) / 2.0,
            lower: elo(lo),
            upper: elo(hi),
            nelo: nelo_per(score),
            nelo_error: (nelo_per(hi) - nelo_per(lo)) / 2.0,
            los,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// Reference values: fastchess's formulas (`elo_wdl.cpp`, `elo_pentanomial.cpp`)
    /// transcribed to Python and run on the same counts.
    #[test]
    fn trinomial_matches_fastchess() {
        let e = Estimate::from_counts(&[30.0, 40.0, 50.0], 1.0).unwrap(); // L, D, W
        assert!(close(e.score, 0.583_333_333_3, 1e-9), "{e:?}");
        assert!(close(e.elo, 58.451_214_271, 1e-6), "{e:?}");
        assert!(close(e.error, 51.512_405_992, 1e-6), "{e:?}");
        assert!(close(e.lower, 8.220_274_737, 1e-6), "{e:?}");
        assert!(close(e.upper, 111.245_086_721, 1e-6), "{e:?}");
        assert!(close(e.nelo, 72.445_327_538, 1e-6), "{e:?}");
        assert!(close(e.nelo_error, 62.162_971_494, 1e-6), "{e:?}");
        assert!(close(e.los, 0.988_818_963_6, 1e-9), "{e:?}");
    }

    #[test]
    fn pentanomial_matches_fastchess() {
        // OpenBench's example counts, as (LL, LD, DD+WL, WD, WW).
        let e = Estimate::from_counts(&[39.0, 8843.0, 26675.0, 9240.0, 44.0], 2.0).unwrap();
        assert!(close(e.score, 0.502_269_128_7, 1e-9), "{e:?}");
        assert!(close(e.elo, 1.576_762_941, 1e-6), "{e:?}");
        assert!(close(e.error, 1.030_314_042, 1e-6), "{e:?}");
        assert!(close(e.lower, 0.546_462_766, 1e-6), "{e:?}");
        assert!(close(e.upper, 2.607_090_849, 1e-6), "{e:?}");
        assert!(close(e.nelo, 3.479_956_127, 1e-6), "{e:?}");
        assert!(close(e.nelo_error, 2.273_891_545, 1e-6), "{e:?}");
        assert!(close(e.los, 0.998_647_984, 1e-9), "{e:?}");
    }

    #[test]
    fn tally_counts_pairs_and_falls_back_to_games() {
        let mut t = Tally::default();
        for (a, b) in [(2, 0), (1, 1), (2, 1), (0, 0)] {
            t.add_game(a);
            t.add_game(b);
            t.add_pair(a, b);
        }
        assert_eq!((t.wins, t.losses, t.draws), (2, 3, 3));
        assert_eq!((t.pairs, t.pairs_wl), ([1, 0, 2, 1, 0], 1));
        assert!(close(t.score(), 7.0 / 16.0, 1e-12));
        let paired = t.estimate().unwrap();
        assert!(close(paired.score, 7.0 / 16.0, 1e-12));
        t.add_game(2);
        assert_eq!(
            t.estimate(),
            Some(paired),
            "a game without its partner is left out"
        );
        let mut games = Tally::default();
        games.add_game(2);
        games.add_game(1);
        let unpaired = games.estimate().unwrap();
        assert!(close(unpaired.score, 0.75, 1e-12), "{unpaired:?}");
        assert_eq!(Tally::default().estimate(), None);
    }

    #[test]
    fn all_draws_has_no_spread() {
        let e = Estimate::from_counts(&[0.0, 10.0, 0.0], 1.0).unwrap();
        assert_eq!((e.elo, e.error, e.nelo, e.los), (0.0, 0.0, 0.0, 0.5));
        assert_eq!(format!("{:.2}", e.elo), "0.00");
        let all_won = Estimate::from_counts(&[0.0, 0.0, 4.0], 1.0).unwrap();
        assert_eq!((all_won.elo, all_won.los), (f64::INFINITY, 1.0));
    }
}
