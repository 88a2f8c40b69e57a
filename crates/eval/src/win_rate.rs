//! A win-rate model: how often a search score in a game's own units turns into a win, a draw
//! or a loss, for UCI's `UCI_ShowWDL` and for scores shown to people.
//!
//! The form is Stockfish's (`uci.cpp`, `win_rate_model`): the chance that the side to move
//! wins with score `x` is `1 / (1 + exp((a - x) / b))`, its chance to lose is the same at
//! `-x`, and the draw takes the rest. `a` (the score at which a win is as likely as not) and
//! `b` (how fast the chance grows) are polynomials in the material left on the board, because a
//! pawn up means more with little material than with a full board. Each game fits its own
//! coefficients to its own self-play games (`cargo xtask wdl`) and keeps them in its crate;
//! this layer holds no game's numbers.

/// The smallest `b` a model evaluates with: a fit never gives less, but a polynomial
/// extrapolated past its data could; a positive `b` keeps the win rate rising with the score.
const MIN_SLOPE: f64 = 1.0;

/// Win, draw and loss chances per mille for the side to move; they sum to 1000.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Wdl {
    /// Chance to win, per mille.
    pub win: u16,
    /// Chance of a draw, per mille.
    pub draw: u16,
    /// Chance to lose, per mille.
    pub loss: u16,
}

impl Wdl {
    /// A certain win (a mate for the side to move).
    pub const WIN: Wdl = Wdl {
        win: 1000,
        draw: 0,
        loss: 0,
    };
    /// A certain loss (the side to move is mated).
    pub const LOSS: Wdl = Wdl {
        win: 0,
        draw: 0,
        loss: 1000,
    };

    /// The same chances seen from the other side.
    pub fn flipped(self) -> Wdl {
        Wdl {
            win: self.loss,
            draw: self.draw,
            loss: self.win,
        }
    }
}

/// One game's fitted model: `a` and `b` as cubic polynomials in the material, clamped to
/// the range the fit saw and divided by `material_scale`.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct WinRateModel {
    /// Coefficients of `a`, highest power first: `a = ((a[0] m + a[1]) m + a[2]) m + a[3]`.
    pub a: [f64; 4],
    /// Coefficients of `b`, the same way.
    pub b: [f64; 4],
    /// The least material the fit saw: less is read as this.
    pub material_min: i32,
    /// The most material the fit saw: more is read as this.
    pub material_max: i32,
    /// The material that maps to `m = 1` (the start position's, so `m` runs 0..1).
    pub material_scale: i32,
}

impl WinRateModel {
    /// `m`, the polynomials' variable, for `material` on the board.
    pub fn material_input(&self, material: i32) -> f64 {
        let clamped = material.clamp(self.material_min, self.material_max.max(self.material_min));
        f64::from(clamped) / f64::from(self.material_scale.max(1))
    }

    /// `(a, b)` at material input `m`.
    pub fn parameters(&self, m: f64) -> (f64, f64) {
        let poly = |c: &[f64; 4]| ((c[0] * m + c[1]) * m + c[2]) * m + c[3];
        (poly(&self.a), poly(&self.b).max(MIN_SLOPE))
    }

    /// The chance (0 to 1) that the side to move wins with `score` and `material` on the board.
    pub fn win_rate(&self, score: i32, material: i32) -> f64 {
        let (a, b) = self.parameters(self.material_input(material));
        logistic((f64::from(score) - a) / b)
    }

    /// Win, draw and loss per mille for the side to move with `score` (the game's units,
    /// side to move's view) and `material` on the board. Rounded as Stockfish rounds them;
    /// the draw takes what the win and loss leave, so the three sum to 1000.
    pub fn wdl(&self, score: i32, material: i32) -> Wdl {
        let per_mille = |x: f64| (0.5 + 1000.0 * x).clamp(0.0, 1000.0) as u16;
        let win = per_mille(self.win_rate(score, material));
        let loss = per_mille(self.win_rate(score.saturating_neg(), material)).min(1000 - win);
        Wdl {
            win,
            draw: 1000 - win - loss,
            loss,
        }
    }
}

/// `1 / (1 + e^-x)`.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A model of chess-like size (a win as likely as not near +3 pawns, material counted as
    /// Stockfish counts it, 17..78 over 58), to check the arithmetic.
    const SAMPLE: WinRateModel = WinRateModel {
        a: [-1.719, 12.448, -12.855, 331.835],
        b: [-3.001, 22.505, -51.737, 93.601],
        material_min: 17,
        material_max: 78,
        material_scale: 58,
    };

    #[test]
    fn sums_to_1000_and_rises_with_the_score() {
        let mut last = Wdl::LOSS;
        for score in (-3000..=3000).step_by(7) {
            for material in [0, 17, 40, 78, 200] {
                let w = SAMPLE.wdl(score, material);
                assert_eq!(w.win + w.draw + w.loss, 1000, "{score} {material}");
            }
            let w = SAMPLE.wdl(score, 58);
            assert!(w.win >= last.win && w.loss <= last.loss, "{score}: {w:?}");
            last = w;
        }
        assert_eq!(SAMPLE.wdl(0, 58).win, SAMPLE.wdl(0, 58).loss);
        assert_eq!(SAMPLE.wdl(100, 40), SAMPLE.wdl(-100, 40).flipped());
    }

    #[test]
    fn the_middle_of_the_curve_is_a() {
        let (a, _) = SAMPLE.parameters(1.0);
        assert!((SAMPLE.win_rate(a.round() as i32, 58) - 0.5).abs() < 0.01);
        // Past the fitted range the material is clamped.
        assert_eq!(SAMPLE.wdl(150, 500), SAMPLE.wdl(150, 78));
    }

    #[test]
    fn a_negative_slope_cannot_turn_the_curve_around() {
        let falling = WinRateModel {
            b: [0.0, 0.0, 0.0, -50.0],
            ..SAMPLE
        };
        assert!(falling.win_rate(100, 58) > falling.win_rate(-100, 58));
    }
}
