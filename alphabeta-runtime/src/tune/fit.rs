//! The fit: the scale constant, then the weights that minimise the
//! logistic loss of the results.

use super::samples::{Sample, Samples};
use super::{weight_count, Features, Weights, PHASE_FULL};

/// Positions per chunk of a pass over the samples. Each chunk's sums are
/// taken alone and the chunks' added in their order, so the result is the
/// same whatever the number of threads.
const CHUNK: usize = 4096;

/// How to fit.
#[derive(Clone, Debug)]
pub struct FitOptions {
    /// Passes of gradient descent over all the positions.
    pub iterations: usize,
    /// Adam's first step size, in centi-units; it decays to a tenth of
    /// this by the last pass.
    pub step: f64,
    /// The L2 penalty per squared weight, added to the mean loss: keeps
    /// weights that the positions cannot tell apart small.
    pub penalty: f64,
    /// Threads for the passes (the result does not depend on them).
    pub threads: usize,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            iterations: 2000,
            step: 4.0,
            penalty: 1e-9,
            threads: 1,
        }
    }
}

/// What a fit measured.
#[derive(Clone, Debug, PartialEq)]
pub struct FitReport {
    /// The scale constant `K` of `P = 1 / (1 + e^(-K · eval / 100))`.
    pub scale: f64,
    /// The mean loss of the game's own evaluation at that scale.
    pub plain_loss: f64,
    /// The mean loss of the starting weights.
    pub loss_before: f64,
    /// The mean loss of the fitted weights.
    pub loss_after: f64,
}

/// `ln(1 + e^x)` without overflow.
fn softplus(x: f64) -> f64 {
    if x > 0.0 {
        x + (-x).exp().ln_1p()
    } else {
        x.exp().ln_1p()
    }
}

/// The logistic function.
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The cross-entropy of result `y` (1, 0.5 or 0) predicted by
/// `sigmoid(z)`.
fn cross_entropy(z: f64, y: f64) -> f64 {
    y * softplus(-z) + (1.0 - y) * softplus(z)
}

/// The mean loss over `samples` of the evaluation `eval` (first player's
/// view, centi-units) at scale `scale`.
pub fn loss(samples: &Samples, scale: f64, eval: impl Fn(&Sample<'_>) -> f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| cross_entropy(scale * eval(&s) / 100.0, f64::from(s.result)))
        .sum();
    total / samples.len() as f64
}

/// The evaluation of `sample` under `weights` (real-valued), first
/// player's view.
fn linear(weights: &[f64], tapered: bool, sample: &Sample<'_>) -> f64 {
    if tapered {
        let phase = f64::from(sample.phase.clamp(0, PHASE_FULL)) / f64::from(PHASE_FULL);
        sample
            .features
            .iter()
            .map(|&(i, v)| {
                let i = i as usize;
                (weights[2 * i] * phase + weights[2 * i + 1] * (1.0 - phase)) * f64::from(v)
            })
            .sum()
    } else {
        sample
            .features
            .iter()
            .map(|&(i, v)| weights[i as usize] * f64::from(v))
            .sum()
    }
}

/// The scale constant for which the game's own evaluation predicts the
/// results best (golden-section search on `ln K`), the first step of
/// Texel's method: the fitted weights then come out on the scale of the
/// game's own evaluation.
#[must_use]
pub fn best_scale(samples: &Samples) -> f64 {
    let cost = |ln_k: f64| loss(samples, ln_k.exp(), |s| f64::from(s.plain));
    let (mut low, mut high) = ((1e-4f64).ln(), (10.0f64).ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = high - ratio * (high - low);
    let mut b = low + ratio * (high - low);
    let (mut cost_a, mut cost_b) = (cost(a), cost(b));
    for _ in 0..60 {
        if cost_a <= cost_b {
            high = b;
            b = a;
            cost_b = cost_a;
            a = high - ratio * (high - low);
            cost_a = cost(a);
        } else {
            low = a;
            a = b;
            cost_a = cost_b;
            b = low + ratio * (high - low);
            cost_b = cost(b);
        }
    }
    ((low + high) / 2.0).exp()
}

/// One pass: the mean loss and its gradient for `weights`.
fn pass(
    samples: &Samples,
    scale: f64,
    weights: &[f64],
    tapered: bool,
    threads: usize,
) -> (f64, Vec<f64>) {
    let chunks = samples.len().div_ceil(CHUNK);
    let chunk_sums = |chunk: usize| {
        let mut gradient = vec![0.0; weights.len()];
        let mut total = 0.0;
        for i in chunk * CHUNK..((chunk + 1) * CHUNK).min(samples.len()) {
            let sample = samples.get(i);
            let z = scale * linear(weights, tapered, &sample) / 100.0;
            let y = f64::from(sample.result);
            total += cross_entropy(z, y);
            let slope = (sigmoid(z) - y) * scale / 100.0;
            if tapered {
                let phase = f64::from(sample.phase.clamp(0, PHASE_FULL)) / f64::from(PHASE_FULL);
                for &(index, value) in sample.features {
                    let (index, value) = (index as usize, f64::from(value));
                    gradient[2 * index] += slope * value * phase;
                    gradient[2 * index + 1] += slope * value * (1.0 - phase);
                }
            } else {
                for &(index, value) in sample.features {
                    gradient[index as usize] += slope * f64::from(value);
                }
            }
        }
        (total, gradient)
    };
    let mut results: Vec<Option<(f64, Vec<f64>)>> = vec![None; chunks];
    let threads = threads.clamp(1, chunks.max(1));
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let chunk_sums = &chunk_sums;
                scope.spawn(move || {
                    (t..chunks)
                        .step_by(threads)
                        .map(|c| (c, chunk_sums(c)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (chunk, sums) in handle.join().expect("a fitting thread panicked") {
                results[chunk] = Some(sums);
            }
        }
    });
    let mut total = 0.0;
    let mut gradient = vec![0.0; weights.len()];
    for (chunk_total, chunk_gradient) in results.into_iter().flatten() {
        total += chunk_total;
        for (g, c) in gradient.iter_mut().zip(chunk_gradient) {
            *g += c;
        }
    }
    let n = samples.len().max(1) as f64;
    for g in &mut gradient {
        *g /= n;
    }
    (total / n, gradient)
}

/// Fits the weights of game `G` to `samples` at scale `scale`, from
/// `start`: Adam on the mean logistic loss plus the L2 penalty, for
/// `options.iterations` passes. `progress(pass, loss)` hears each pass.
/// Deterministic: the same samples and options give the same weights.
pub fn fit<G: Features>(
    samples: &Samples,
    scale: f64,
    start: &Weights,
    options: &FitOptions,
    mut progress: impl FnMut(usize, f64),
) -> (Weights, FitReport) {
    let count = weight_count::<G>();
    let mut weights: Vec<f64> = start.values().iter().map(|&w| f64::from(w)).collect();
    debug_assert_eq!(weights.len(), count);
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut moment = vec![0.0; count];
    let mut second = vec![0.0; count];
    let plain_loss = loss(samples, scale, |s| f64::from(s.plain));
    let loss_before = loss(samples, scale, |s| linear(&weights, G::TAPERED, s));
    let passes = options.iterations.max(1);
    for t in 1..=passes {
        let (mean_loss, mut gradient) = pass(samples, scale, &weights, G::TAPERED, options.threads);
        for (g, w) in gradient.iter_mut().zip(&weights) {
            *g += 2.0 * options.penalty * w;
        }
        // The step decays geometrically to a tenth by the last pass.
        let step = options.step * 0.1f64.powf((t - 1) as f64 / passes as f64);
        let t = t as i32;
        for i in 0..count {
            moment[i] = beta1 * moment[i] + (1.0 - beta1) * gradient[i];
            second[i] = beta2 * second[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m = moment[i] / (1.0 - beta1.powi(t));
            let v = second[i] / (1.0 - beta2.powi(t));
            weights[i] -= step * m / (v.sqrt() + epsilon);
        }
        progress(t as usize, mean_loss);
    }
    let fitted = Weights::from_values::<G>(&weights);
    let rounded: Vec<f64> = fitted.values().iter().map(|&w| f64::from(w)).collect();
    let loss_after = loss(samples, scale, |s| linear(&rounded, G::TAPERED, s));
    (
        fitted,
        FitReport {
            scale,
            plain_loss,
            loss_before,
            loss_after,
        },
    )
}

/// The mean loss of integer `weights` of game `G` on `samples` at `scale`:
/// what the evaluation the searcher runs would score.
#[must_use]
pub fn weights_loss<G: Features>(samples: &Samples, scale: f64, weights: &Weights) -> f64 {
    let values: Vec<f64> = weights.values().iter().map(|&w| f64::from(w)).collect();
    loss(samples, scale, |s| linear(&values, G::TAPERED, s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loss_is_the_textbook_cross_entropy() {
        // p = 1/2: ln 2 whatever the result.
        assert!((cross_entropy(0.0, 1.0) - 2f64.ln()).abs() < 1e-12);
        assert!((cross_entropy(0.0, 0.5) - 2f64.ln()).abs() < 1e-12);
        // p = sigmoid(2) for a win: -ln(sigmoid(2)).
        assert!((cross_entropy(2.0, 1.0) + sigmoid(2.0).ln()).abs() < 1e-12);
        // Far out, no overflow.
        assert!(cross_entropy(800.0, 0.0).is_finite());
        assert!((cross_entropy(-800.0, 0.0)).abs() < 1e-12);
    }
}
