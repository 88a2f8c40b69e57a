//! The sequential probability ratio test: is the first engine at least `elo1` better (H1) or at
//! most `elo0` (H0)? After each finished game pair the log-likelihood ratio (LLR) of the
//! results is compared with Wald's bounds `ln(beta / (1 - alpha))` and `ln((1 - beta) / alpha)`.
//!
//! The LLR is the generalized one of Michel Van den Bergh ("Comments on Normalized Elo"), as
//! fishtest, OpenBench and fastchess compute it: for each hypothesis the maximum-likelihood
//! distribution of the outcomes that meets it, and the LLR is `N · Σ p̂ᵢ · ln(p1ᵢ / p0ᵢ)`.
//! Outcomes are game pairs (pentanomial: 0, 1/4, 1/2, 3/4, 1 per pair, a win-loss pair counted
//! with the double draws), or single games when games are not paired (trinomial).
//! - `normalized` (the default, as in fastchess and OpenBench): the bounds are normalized Elo,
//!   the hypothesis `(mu - 1/2) / sigma = t` with `t = elo · sqrt(2) / (800 / ln 10)` per pair
//!   (no `sqrt(2)` per game); solved by the fixed-point iteration of section 4.1 of the paper.
//! - `logistic`: the bounds are logistic Elo, the hypothesis `mu = 1 / (1 + 10^(-elo/400))`;
//!   solved in closed form up to one secular equation (proposition 1.1).
//!
//! Empty outcome classes count as 0.001, as fastchess and OpenBench regularize them.

/// What the bounds mean.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Model {
    Normalized,
    Logistic,
}

/// A decided test.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Decision {
    /// H0 accepted: the change is at most `elo0` (fail).
    H0,
    /// H1 accepted: the change is at least `elo1` (pass).
    H1,
}

/// The test's parameters and bounds.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    pub model: Model,
}

impl Sprt {
    /// Checks the parameters as fastchess does.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64, model: Model) -> Result<Sprt, String> {
        if elo0 >= elo1 || elo0.is_nan() || elo1.is_nan() {
            return Err(format!(
                "-sprt: elo0 ({elo0}) must be less than elo1 ({elo1})"
            ));
        }
        for (name, v) in [("alpha", alpha), ("beta", beta)] {
            if !(v > 0.0 && v < 1.0) {
                return Err(format!("-sprt: {name} ({v}) must be between 0 and 1"));
            }
        }
        if alpha + beta >= 1.0 {
            return Err(format!(
                "-sprt: alpha + beta ({}) must be below 1",
                alpha + beta
            ));
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
            model,
        })
    }

    /// The lower bound: at or below it H0 is accepted.
    pub fn lower(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The upper bound: at or above it H1 is accepted.
    pub fn upper(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The LLR of game-pair counts `[LL, LD, DD+WL, WD, WW]`.
    pub fn llr_pairs(&self, pairs: [u32; 5]) -> f64 {
        if pairs.iter().all(|&n| n == 0) {
            return 0.0;
        }
        self.llr(&pairs.map(f64::from), 2.0)
    }

    /// The LLR of game counts `[L, D, W]` (unpaired games).
    pub fn llr_games(&self, losses: u32, draws: u32, wins: u32) -> f64 {
        if losses + draws + wins == 0 {
            return 0.0;
        }
        self.llr(&[losses, draws, wins].map(f64::from), 1.0)
    }

    /// The decision at `llr`, if any.
    pub fn decide(&self, llr: f64) -> Option<Decision> {
        if llr >= self.upper() {
            Some(Decision::H1)
        } else if llr <= self.lower() {
            Some(Decision::H0)
        } else {
            None
        }
    }

    fn llr(&self, counts: &[f64], games_per_outcome: f64) -> f64 {
        let regular: Vec<f64> = counts
            .iter()
            .map(|&c| if c == 0.0 { 1e-3 } else { c })
            .collect();
        let total: f64 = regular.iter().sum();
        let observed: Vec<f64> = regular.iter().map(|c| c / total).collect();
        let k = (counts.len() - 1) as f64;
        let scores: Vec<f64> = (0..counts.len()).map(|i| i as f64 / k).collect();
        let (p0, p1) = match self.model {
            Model::Normalized => {
                let scale = games_per_outcome.sqrt() / (800.0 / std::f64::consts::LN_10);
                (
                    mle_normalized(&scores, &observed, self.elo0 * scale),
                    mle_normalized(&scores, &observed, self.elo1 * scale),
                )
            }
            Model::Logistic => {
                let score = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
                (
                    mle_mean(&scores, &observed, score(self.elo0)),
                    mle_mean(&scores, &observed, score(self.elo1)),
                )
            }
        };
        total
            * observed
                .iter()
                .zip(p0.iter().zip(&p1))
                .map(|(p, (a, b))| p * (b.ln() - a.ln()))
                .sum::<f64>()
    }
}

/// The root of the increasing function `f` on the open interval `(lo, hi)`, by bisection to
/// the precision of `f64` (a few dozen evaluations of a five-term sum).
fn bisect(f: impl Fn(f64) -> f64, lo: f64, hi: f64) -> f64 {
    let (mut a, mut b) = (lo, hi);
    for _ in 0..200 {
        let m = 0.5 * (a + b);
        if m <= a || m >= b {
            break;
        }
        if f(m) < 0.0 {
            a = m;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}

/// Solves the secular equation `Σ p̂ᵢ·aᵢ / (1 + x·aᵢ) = 0` for `x` (the `aᵢ` take both signs),
/// in the interval where every `1 + x·aᵢ` is positive. The sum decreases in `x`, so its
/// negation is bisected.
fn secular(a: &[f64], observed: &[f64]) -> f64 {
    let lo = a.iter().cloned().fold(f64::INFINITY, f64::min);
    let hi = a.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let (left, right) = (-1.0 / hi, -1.0 / lo);
    let f = |x: f64| -> f64 {
        -a.iter()
            .zip(observed)
            .map(|(ai, pi)| pi * ai / (1.0 + x * ai))
            .sum::<f64>()
    };
    bisect(f, left, right)
}

/// The distribution closest to `observed` (maximum likelihood) with mean `mean`.
fn mle_mean(scores: &[f64], observed: &[f64], mean: f64) -> Vec<f64> {
    let a: Vec<f64> = scores.iter().map(|s| s - mean).collect();
    let x = secular(&a, observed);
    observed
        .iter()
        .zip(&a)
        .map(|(p, ai)| p / (1.0 + x * ai))
        .collect()
}

/// The distribution closest to `observed` with `(mu - 1/2) / sigma = t`: the fixed point of
/// `φᵢ = aᵢ - 1/2 - t·σ·(1 + ((aᵢ - mu) / σ)²) / 2`, `pᵢ = p̂ᵢ / (1 + x·φᵢ)`, started from the
/// uniform distribution (fishtest's `MLE_tvalue`).
fn mle_normalized(scores: &[f64], observed: &[f64], t: f64) -> Vec<f64> {
    let n = scores.len();
    let mut p = vec![1.0 / n as f64; n];
    for _ in 0..1000 {
        let mu: f64 = scores.iter().zip(&p).map(|(a, q)| a * q).sum();
        let var: f64 = scores
            .iter()
            .zip(&p)
            .map(|(a, q)| q * (a - mu).powi(2))
            .sum();
        let sigma = var.sqrt();
        let phi: Vec<f64> = scores
            .iter()
            .map(|a| a - 0.5 - t * sigma * (1.0 + ((a - mu) / sigma).powi(2)) / 2.0)
            .collect();
        let x = secular(&phi, observed);
        let next: Vec<f64> = observed
            .iter()
            .zip(&phi)
            .map(|(q, f)| q / (1.0 + x * f))
            .collect();
        let change = next
            .iter()
            .zip(&p)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        p = next;
        if change < 1e-12 {
            break;
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sprt(elo0: f64, elo1: f64, model: Model) -> Sprt {
        Sprt::new(elo0, elo1, 0.05, 0.05, model).unwrap()
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    /// Normalized LLRs computed by OpenBench's `stats.PentanomialSPRT` (fishtest's code; run
    /// with a bisection in place of scipy's brentq), logistic LLRs by fastchess's
    /// `getLLR_logistic` transcribed to Python.
    #[test]
    fn pentanomial_llr_matches_openbench_and_fastchess() {
        let cases: [([u32; 5], f64, f64, f64, f64); 4] = [
            (
                [39, 8843, 26675, 9240, 44],
                0.5,
                2.5,
                2.941_675_207_989,
                0.555_517_068_722,
            ),
            (
                [3, 10, 30, 12, 5],
                0.0,
                10.0,
                0.208_373_809_060,
                0.275_160_877_076,
            ),
            (
                [20, 30, 20, 5, 1],
                0.0,
                10.0,
                -1.984_775_539_392,
                -2.085_713_775_863,
            ),
            (
                [0, 2, 5, 3, 0],
                -5.0,
                5.0,
                0.057_515_966_049,
                0.114_872_473_578,
            ),
        ];
        for (pairs, elo0, elo1, normalized, logistic) in cases {
            let n = sprt(elo0, elo1, Model::Normalized).llr_pairs(pairs);
            let l = sprt(elo0, elo1, Model::Logistic).llr_pairs(pairs);
            assert!(
                close(n, normalized),
                "{pairs:?} normalized {n} vs {normalized}"
            );
            assert!(close(l, logistic), "{pairs:?} logistic {l} vs {logistic}");
        }
    }

    #[test]
    fn trinomial_llr_matches_the_references() {
        let n = sprt(0.5, 2.5, Model::Normalized).llr_games(22569, 44137, 22976);
        assert!(close(n, 1.058_825_493_871), "{n}");
        let l = sprt(0.5, 2.5, Model::Logistic).llr_games(22569, 44137, 22976);
        assert!(close(l, 0.224_606_492_843), "{l}");
        let n = sprt(0.0, 10.0, Model::Normalized).llr_games(30, 40, 50);
        assert!(close(n, 0.655_516_718_737), "{n}");
        let l = sprt(0.0, 10.0, Model::Logistic).llr_games(30, 40, 50);
        assert!(close(l, 0.790_255_950_140), "{l}");
    }

    #[test]
    fn bounds_and_decisions() {
        let s = sprt(0.0, 10.0, Model::Normalized);
        assert!(close(s.lower(), -2.944_438_979), "{}", s.lower());
        assert!(close(s.upper(), 2.944_438_979), "{}", s.upper());
        assert_eq!(s.decide(3.0), Some(Decision::H1));
        assert_eq!(s.decide(-3.0), Some(Decision::H0));
        assert_eq!(s.decide(0.0), None);
        assert_eq!(s.llr_pairs([0; 5]), 0.0);
        // A long run of won pairs passes, of lost pairs fails.
        assert_eq!(
            s.decide(s.llr_pairs([0, 0, 20, 40, 40])),
            Some(Decision::H1)
        );
        assert_eq!(
            s.decide(s.llr_pairs([40, 40, 20, 0, 0])),
            Some(Decision::H0)
        );
    }

    #[test]
    fn bad_parameters_are_refused() {
        assert!(Sprt::new(5.0, 5.0, 0.05, 0.05, Model::Normalized)
            .unwrap_err()
            .contains("elo0 (5) must be less than elo1 (5)"));
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05, Model::Normalized)
            .unwrap_err()
            .contains("alpha"));
        assert!(Sprt::new(0.0, 5.0, 0.6, 0.5, Model::Logistic)
            .unwrap_err()
            .contains("alpha + beta"));
    }
}
