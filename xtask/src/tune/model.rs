//! The logistic fit (Texel tuning): the evaluation is linear in its weights, the predicted
//! result is `sigmoid(K * eval)`, and Adam minimises the mean squared error against a blend of
//! the game results and the search scores, over the whole data set each step.

use super::dataset::Dataset;

/// Middle-game and end-game value of one weight.
pub type Weight = [f64; 2];

/// What the fit minimises against.
#[derive(Copy, Clone, Debug)]
pub struct Target {
    /// The weight of the game result; the rest goes to the search score.
    pub lambda: f64,
    /// The sigmoid's scale, per centipawn.
    pub k: f64,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The evaluation of position `i` with `weights`.
#[inline]
pub fn evaluate(data: &Dataset, i: usize, weights: &[Weight]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(j, c) in data.terms_of(i) {
        let w = weights[j as usize];
        mg += w[0] * c as f64;
        eg += w[1] * c as f64;
    }
    data.fixed[i] as f64 + mg * data.mg_weight[i] as f64 + eg * data.eg_weight[i] as f64
}

/// The blended target of position `i`.
#[inline]
fn target(data: &Dataset, i: usize, t: Target) -> f64 {
    t.lambda * data.result[i] as f64 + (1.0 - t.lambda) * sigmoid(t.k * data.score[i] as f64)
}

/// Runs `f(range)` over `threads` slices of the data set and collects the results.
fn parallel<T: Send>(
    data: &Dataset,
    threads: usize,
    f: impl Fn(std::ops::Range<usize>) -> T + Sync,
) -> Vec<T> {
    let n = data.len();
    let chunk = n.div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = (0..n)
            .step_by(chunk)
            .map(|start| scope.spawn(move || f(start..(start + chunk).min(n))))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a fitting thread panicked"))
            .collect()
    })
}

/// The mean squared error of `weights` against `t`.
pub fn loss(data: &Dataset, weights: &[Weight], t: Target, threads: usize) -> f64 {
    let parts = parallel(data, threads, |range| {
        range
            .map(|i| {
                let p = sigmoid(t.k * evaluate(data, i, weights));
                (p - target(data, i, t)).powi(2)
            })
            .sum::<f64>()
    });
    parts.iter().sum::<f64>() / data.len().max(1) as f64
}

/// The sigmoid scale that best fits `weights` to the results alone (the classic Texel K),
/// found by golden-section search.
pub fn fit_k(data: &Dataset, weights: &[Weight], threads: usize) -> f64 {
    let error = |k: f64| loss(data, weights, Target { lambda: 1.0, k }, threads);
    let (mut lo, mut hi) = (0.0005, 0.02);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - phi * (hi - lo);
    let mut b = lo + phi * (hi - lo);
    let (mut fa, mut fb) = (error(a), error(b));
    for _ in 0..40 {
        if fa < fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = error(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = error(b);
        }
    }
    (lo + hi) / 2.0
}

/// The gradient of the loss with respect to every weight.
fn gradient(data: &Dataset, weights: &[Weight], t: Target, threads: usize) -> Vec<Weight> {
    let parts = parallel(data, threads, |range| {
        let mut g = vec![[0.0f64; 2]; weights.len()];
        for i in range {
            let p = sigmoid(t.k * evaluate(data, i, weights));
            let d = 2.0 * (p - target(data, i, t)) * p * (1.0 - p) * t.k;
            let (dmg, deg) = (d * data.mg_weight[i] as f64, d * data.eg_weight[i] as f64);
            for &(j, c) in data.terms_of(i) {
                let gj = &mut g[j as usize];
                gj[0] += dmg * c as f64;
                gj[1] += deg * c as f64;
            }
        }
        g
    });
    let n = data.len().max(1) as f64;
    let mut total = vec![[0.0f64; 2]; weights.len()];
    for part in parts {
        for (t, p) in total.iter_mut().zip(part) {
            t[0] += p[0] / n;
            t[1] += p[1] / n;
        }
    }
    total
}

/// Epochs between two loss reports of [`adam`].
pub const REPORT_EVERY: usize = 25;

/// Adam over the whole data set for `epochs` steps; `frozen[j]` weights do not move.
/// `report(epoch, loss)` hears after every epoch, with the loss every [`REPORT_EVERY`] epochs
/// and after the last (computing it is a pass over the data).
#[allow(clippy::too_many_arguments)]
pub fn adam(
    data: &Dataset,
    weights: &mut [Weight],
    frozen: &[bool],
    t: Target,
    epochs: usize,
    rate: f64,
    threads: usize,
    mut report: impl FnMut(usize, Option<f64>),
) {
    const BETA1: f64 = 0.9;
    const BETA2: f64 = 0.999;
    const EPSILON: f64 = 1e-8;
    let mut m = vec![[0.0f64; 2]; weights.len()];
    let mut v = vec![[0.0f64; 2]; weights.len()];
    for epoch in 1..=epochs {
        let g = gradient(data, weights, t, threads);
        for j in 0..weights.len() {
            if frozen[j] {
                continue;
            }
            for h in 0..2 {
                m[j][h] = BETA1 * m[j][h] + (1.0 - BETA1) * g[j][h];
                v[j][h] = BETA2 * v[j][h] + (1.0 - BETA2) * g[j][h] * g[j][h];
                let mh = m[j][h] / (1.0 - BETA1.powi(epoch as i32));
                let vh = v[j][h] / (1.0 - BETA2.powi(epoch as i32));
                weights[j][h] -= rate * mh / (vh.sqrt() + EPSILON);
            }
        }
        let due = epoch % REPORT_EVERY == 0 || epoch == epochs;
        report(epoch, due.then(|| loss(data, weights, t, threads)));
    }
}

/// Sweeps of [`refine_integers`] at most.
pub const REFINE_SWEEPS: usize = 8;

/// Unit steps of one weight in one sweep at most: the refinement repairs rounding, it does not
/// walk a weight along a direction the data leave open (a few positions that the weights can
/// separate lower the loss at every step, without end).
pub const REFINE_STEPS: usize = 16;

/// Moves rounded weights by whole units while that lowers the loss, one weight at a time
/// (coordinate descent, at most [`REFINE_STEPS`] a weight and sweep), until a sweep over every
/// unfrozen weight moves none or after [`REFINE_SWEEPS`] sweeps; returns the units moved.
///
/// Why: rounding the fit to whole units costs little when a term's counts are small, but a
/// term counted hundreds of times (gomoku's dead lines, one per empty cell and direction, in a
/// table of one colour) turns half a unit into tens of centipawns. The loss change of one step
/// only needs the positions that count the weight, so a sweep costs about one pass over the
/// data. `phaseless` moves both halves together (only the end-game half counts).
pub fn refine_integers(
    data: &Dataset,
    weights: &mut [Weight],
    frozen: &[bool],
    phaseless: bool,
    t: Target,
) -> usize {
    let n = data.len();
    let mut eval: Vec<f64> = (0..n).map(|i| evaluate(data, i, weights)).collect();
    let goal: Vec<f64> = (0..n).map(|i| target(data, i, t)).collect();
    // Every weight's positions with their merged counts.
    let mut uses: Vec<Vec<(u32, i32)>> = vec![Vec::new(); weights.len()];
    for i in 0..n {
        let mut terms: Vec<(u32, i32)> = data
            .terms_of(i)
            .iter()
            .map(|&(j, c)| (j, c as i32))
            .collect();
        terms.sort_unstable_by_key(|&(j, _)| j);
        terms.dedup_by(|next, kept| {
            let same = next.0 == kept.0;
            if same {
                kept.1 += next.1;
            }
            same
        });
        for (j, c) in terms.into_iter().filter(|&(_, c)| c != 0) {
            uses[j as usize].push((i as u32, c));
        }
    }
    let error = |e: f64, i: usize| (sigmoid(t.k * e) - goal[i]).powi(2);
    let halves: &[usize] = if phaseless { &[1] } else { &[0, 1] };
    let mut moved = 0;
    for _ in 0..REFINE_SWEEPS {
        let before = moved;
        for j in (0..weights.len()).filter(|&j| !frozen[j]) {
            for &h in halves {
                // The evaluation change of one unit of this half, per count, position by position.
                let scale = |i: usize| {
                    if h == 0 {
                        data.mg_weight[i] as f64
                    } else {
                        data.eg_weight[i] as f64
                    }
                };
                let change = |step: f64, eval: &[f64]| -> f64 {
                    uses[j]
                        .iter()
                        .map(|&(i, c)| {
                            let i = i as usize;
                            let e = eval[i];
                            error(e + step * c as f64 * scale(i), i) - error(e, i)
                        })
                        .sum()
                };
                for step in [1.0, -1.0] {
                    let mut steps = 0;
                    while steps < REFINE_STEPS
                        && (weights[j][h] + step).abs() <= i16::MAX as f64
                        && change(step, &eval) < 0.0
                    {
                        for &(i, c) in &uses[j] {
                            eval[i as usize] += step * c as f64 * scale(i as usize);
                        }
                        weights[j][h] += step;
                        if phaseless {
                            weights[j][0] = weights[j][h];
                        }
                        steps += 1;
                    }
                    moved += steps;
                    if steps > 0 {
                        break;
                    }
                }
            }
        }
        if moved == before {
            break;
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A data set where one weight decides: positions with the term +1 are won, -1 lost.
    fn toy() -> Dataset {
        let mut d = Dataset::default();
        d.start.push(0);
        for i in 0..200 {
            let c: i16 = if i % 2 == 0 { 1 } else { -1 };
            d.terms.push((0, c));
            d.start.push(d.terms.len() as u32);
            d.mg_weight.push(1.0);
            d.eg_weight.push(0.0);
            d.fixed.push(0.0);
            // 80% of the +1 positions are won.
            let won = if c == 1 { i % 10 != 0 } else { i % 10 == 1 };
            d.result.push(if won { 1.0 } else { 0.0 });
            d.score.push(0.0);
        }
        d
    }

    #[test]
    fn refinement_moves_a_misrounded_weight_to_the_better_integer() {
        // One term counted 100 times: the best value is the logit of 80% over 100 K, about
        // 0.0139 / 0.01 = 1.39 units; rounding 1.39 gives 1, and 2 is worse than 1, so a
        // weight rounded to 3 must come back to 1.
        let mut data = toy();
        for t in data.terms.iter_mut() {
            t.1 *= 100;
        }
        let t = Target {
            lambda: 1.0,
            k: 0.01,
        };
        let mut w = vec![[3.0, 3.0]];
        let start = loss(&data, &w, t, 1);
        let moved = refine_integers(&data, &mut w, &[false], false, t);
        assert_eq!(w[0][0], 1.0);
        assert_eq!(moved, 2);
        assert!(loss(&data, &w, t, 1) < start);
        // A frozen weight stays.
        let mut w = vec![[3.0, 3.0]];
        assert_eq!(refine_integers(&data, &mut w, &[true], false, t), 0);
        assert_eq!(w[0][0], 3.0);
    }

    #[test]
    fn adam_finds_the_logit_of_the_win_rate() {
        let data = toy();
        let mut w = vec![[0.0, 0.0]];
        let t = Target {
            lambda: 1.0,
            k: 0.01,
        };
        let before = loss(&data, &w, t, 2);
        adam(&data, &mut w, &[false], t, 2000, 2.0, 2, |_, _| {});
        assert!(loss(&data, &w, t, 2) < before);
        // sigmoid(k w) = 0.8 => w = ln(4) / k, about 138.6.
        assert!((w[0][0] - 138.6).abs() < 3.0, "{w:?}");
        // The end-game half has no say here.
        assert_eq!(w[0][1], 0.0);
    }

    #[test]
    fn frozen_weights_stay() {
        let data = toy();
        let mut w = vec![[7.0, 0.0]];
        adam(
            &data,
            &mut w,
            &[true],
            Target {
                lambda: 1.0,
                k: 0.01,
            },
            10,
            1.0,
            1,
            |_, _| {},
        );
        assert_eq!(w[0], [7.0, 0.0]);
    }
}
