//! The fit: the scale constant, then the weights that minimise the
//! logistic loss of the results.

use super::samples::{Sample, Samples};
use super::{weight_count, Features, Weights, PHASE_FULL, UNTUNED_ONCE};

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
    /// How firmly each weight is held at its start, counted in positions:
    /// the fit adds `penalty / N · Σ c · (w - w₀)²` to the mean loss over
    /// the `N` positions, where `c` is the mean of `(K·x/100)²` over the
    /// positions in which the weight's feature `x` is present (not zero).
    /// A weight is held as if `penalty` more positions showed its feature
    /// and no reason to move it. So a feature that thousands of positions
    /// show moves to where they put it, while one that a handful show (a
    /// knight in the far corner) stays near its start instead of fitting
    /// those few games' luck. The units are the logit's, whatever the
    /// scale of the game's evaluation (a game whose evaluation runs ten
    /// times larger has a `K` ten times smaller) and whatever a feature's
    /// own units (a mobility count, a piece on a square); and a run with
    /// more positions lets every weight move further, as it should.
    /// Weights the positions cannot tell apart stay where they started (at
    /// zero from [`Weights::zero`], at the untuned evaluation's from
    /// [`imitate`]).
    pub penalty: f64,
    /// Threads for the passes (the result does not depend on them).
    pub threads: usize,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            iterations: 2000,
            step: 4.0,
            penalty: 1000.0,
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

/// The shape of a game's weights: its number of features (the untuned
/// evaluation's weight comes after them) and whether it is tapered.
#[derive(Clone, Copy)]
struct Shape {
    features: usize,
    tapered: bool,
}

impl Shape {
    fn of<G: Features>() -> Shape {
        Shape {
            features: G::FEATURES,
            tapered: G::TAPERED,
        }
    }
}

/// Calls `visit(weight, value)` for each weight that `sample`'s features
/// touch: a feature's own weight with its value or, in a tapered game, its
/// opening weight with the value times the phase and its ending weight
/// with the rest; last, the untuned evaluation's weight(s) with a
/// hundredth of that evaluation (its weight is in hundredths). Every sum
/// over a sample's weights goes through here.
fn weighted_features(sample: &Sample<'_>, shape: Shape, mut visit: impl FnMut(usize, f64)) {
    let phase = f64::from(sample.phase.clamp(0, PHASE_FULL)) / f64::from(PHASE_FULL);
    for (index, value) in feature_values(sample, shape) {
        if shape.tapered {
            visit(2 * index, value * phase);
            visit(2 * index + 1, value * (1.0 - phase));
        } else {
            visit(index, value);
        }
    }
}

/// `sample`'s features with their values, then the untuned evaluation's
/// (feature index `shape.features`) with a hundredth of that evaluation:
/// what every sum over a sample starts from, before the phase.
fn feature_values<'a>(
    sample: &Sample<'a>,
    shape: Shape,
) -> impl Iterator<Item = (usize, f64)> + 'a {
    let untuned = (
        shape.features,
        f64::from(sample.plain) / f64::from(UNTUNED_ONCE),
    );
    sample
        .features
        .iter()
        .map(|&(index, value)| (index as usize, f64::from(value)))
        .chain(std::iter::once(untuned))
}

/// The evaluation of `sample` under `weights` (real-valued), first
/// player's view.
fn linear(weights: &[f64], shape: Shape, sample: &Sample<'_>) -> f64 {
    let mut sum = 0.0;
    weighted_features(sample, shape, |weight, value| {
        sum += weights[weight] * value
    });
    sum
}

/// The scale constant for which the game's own evaluation predicts the
/// results best (golden-section search on `ln K`), the first step of
/// Texel's method: the fitted weights then come out on the scale of the
/// game's own evaluation. The scale is a magnitude: an evaluation that
/// misleads (material in antichess, where losing pieces wins) predicts the
/// results best turned around, and the scale is then the one that suits
/// it turned around, so that the fit has a slope to follow when it turns
/// the weights (with the evaluation's own sign, the best scale would be
/// the smallest, and every prediction a coin toss).
#[must_use]
pub fn best_scale(samples: &Samples) -> f64 {
    let [(k, cost), (turned_k, turned_cost)] = [1.0, -1.0].map(|sign| {
        let k = golden_scale(|k| loss(samples, k, |s| sign * f64::from(s.plain)));
        (k, loss(samples, k, |s| sign * f64::from(s.plain)))
    });
    if turned_cost < cost {
        turned_k
    } else {
        k
    }
}

/// The `K` in `[1e-4, 10]` that minimises `cost(K)`, by golden-section
/// search on `ln K`.
fn golden_scale(cost: impl Fn(f64) -> f64) -> f64 {
    let cost = |ln_k: f64| cost(ln_k.exp());
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

/// Each weight's mean square feature value over the positions of
/// `samples` where its feature is present (not zero): how much a step of
/// the weight moves the evaluation of a position the feature applies to.
/// A tapered game's opening and ending weights both take their feature's
/// whole value, as in a position all opening or all ending: a weight is
/// held by what it would do at full strength, so an opening weight that
/// only endings have shown (a king in the far corner) stays near its
/// start instead of growing where the phase hides it. Zero for a weight
/// no position shows.
fn present_squares(samples: &Samples, count: usize, shape: Shape) -> Vec<f64> {
    let mut sums = vec![0.0; count];
    let mut present = vec![0u64; count];
    for sample in samples.iter() {
        for (index, value) in feature_values(&sample, shape).filter(|&(_, value)| value != 0.0) {
            let weights = if shape.tapered {
                2 * index..2 * index + 2
            } else {
                index..index + 1
            };
            for weight in weights {
                sums[weight] += value * value;
                present[weight] += 1;
            }
        }
    }
    sums.iter()
        .zip(&present)
        .map(|(&s, &n)| if n == 0 { 0.0 } else { s / n as f64 })
        .collect()
}

/// One pass: the mean loss and its gradient for `weights`.
fn pass(
    samples: &Samples,
    scale: f64,
    weights: &[f64],
    shape: Shape,
    threads: usize,
) -> (f64, Vec<f64>) {
    let chunks = samples.len().div_ceil(CHUNK);
    let chunk_sums = |chunk: usize| {
        let mut gradient = vec![0.0; weights.len()];
        let mut total = 0.0;
        for i in chunk * CHUNK..((chunk + 1) * CHUNK).min(samples.len()) {
            let sample = samples.get(i);
            let z = scale * linear(weights, shape, &sample) / 100.0;
            let y = f64::from(sample.result);
            total += cross_entropy(z, y);
            let slope = (sigmoid(z) - y) * scale / 100.0;
            weighted_features(&sample, shape, |weight, value| {
                gradient[weight] += slope * value;
            });
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
/// `start`: Adam on the mean logistic loss plus the L2 penalty on the
/// distance from `start`, for
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
    let anchor = weights.clone();
    // Each weight's penalty factor: its feature's mean square where
    // present, in the logit's units, times `penalty` positions' share of
    // the mean loss.
    let logit = (scale / 100.0) * (scale / 100.0);
    let per_position = options.penalty / samples.len().max(1) as f64;
    let hold: Vec<f64> = present_squares(samples, count, Shape::of::<G>())
        .into_iter()
        .map(|x2| x2 * logit * per_position)
        .collect();
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut moment = vec![0.0; count];
    let mut second = vec![0.0; count];
    let plain_loss = loss(samples, scale, |s| f64::from(s.plain));
    let loss_before = loss(samples, scale, |s| linear(&weights, Shape::of::<G>(), s));
    let passes = options.iterations.max(1);
    for t in 1..=passes {
        let (mean_loss, mut gradient) =
            pass(samples, scale, &weights, Shape::of::<G>(), options.threads);
        for (((g, w), w0), hold) in gradient.iter_mut().zip(&weights).zip(&anchor).zip(&hold) {
            *g += 2.0 * hold * (w - w0);
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
    let loss_after = loss(samples, scale, |s| linear(&rounded, Shape::of::<G>(), s));
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

/// Positions [`imitate`] reads at most: enough for a few hundred weights,
/// taken evenly from the whole run.
const IMITATION_POSITIONS: usize = 100_000;

/// The weights of the features alone (the [`UNTUNED`](super::UNTUNED)
/// weight at zero) whose sum comes closest to the game's own untuned
/// evaluation on `samples` (least squares, with a small ridge so that a
/// feature the positions never show gets weight zero): a start for a fit
/// that gives up the untuned evaluation for the features. Where the
/// untuned evaluation is itself a sum of the features (material and
/// mobility of a piece game, open lines of a stone game), these are its
/// weights; where it is not, the nearest sum. Deterministic: the
/// positions are taken evenly, and the sums in a fixed order.
#[must_use]
pub fn imitate<G: Features>(samples: &Samples) -> Weights {
    let count = weight_count::<G>();
    if samples.is_empty() {
        return Weights::zero::<G>();
    }
    let stride = samples.len().div_ceil(IMITATION_POSITIONS);
    // The untuned evaluation's own weight(s), from this index on, stay
    // out of the rows (and so at zero): with them the nearest linear
    // evaluation would be the untuned one, and nothing learnt.
    let own = G::FEATURES * if G::TAPERED { 2 } else { 1 };
    // The normal equations: (XᵀX + R) w = Xᵀy, X a row per position, R the
    // ridge below.
    let mut gram = vec![0.0f64; count * count];
    let mut target = vec![0.0f64; count];
    let mut row: Vec<(usize, f64)> = Vec::new();
    let mut positions = 0usize;
    for i in (0..samples.len()).step_by(stride) {
        let sample = samples.get(i);
        row.clear();
        weighted_features(&sample, Shape::of::<G>(), |weight, value| {
            if weight < own {
                row.push((weight, value));
            }
        });
        let y = f64::from(sample.plain);
        for &(a, va) in &row {
            target[a] += va * y;
            for &(b, vb) in &row {
                gram[a * count + b] += va * vb;
            }
        }
        positions += 1;
    }
    // The ridge: a thousandth of each feature's own sum of squares, and a
    // trifle more so that a feature never seen gets zero. It decides only
    // what the positions cannot: of features that always add up to
    // another (a kind's squares and its material), the split with the
    // smallest weights, where no ridge would leave huge weights that
    // cancel. Relative to each feature, it shrinks a rare one (a queen
    // more than the opponent's) no more than a common one.
    for a in 0..count {
        gram[a * count + a] *= 1.0 + 1e-3;
        gram[a * count + a] += 1e-9 * positions as f64;
    }
    let values = solve_symmetric(&mut gram, &mut target, count);
    Weights::from_values::<G>(&values)
}

/// The root mean square difference, in centi-units, between the linear
/// evaluation with `weights` and the game's untuned evaluation over
/// `samples`: how closely [`imitate`]'s start follows the untuned one.
#[must_use]
pub fn imitation_error<G: Features>(samples: &Samples, weights: &Weights) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let values: Vec<f64> = weights.values().iter().map(|&w| f64::from(w)).collect();
    let squares: f64 = samples
        .iter()
        .map(|s| (linear(&values, Shape::of::<G>(), &s) - f64::from(s.plain)).powi(2))
        .sum();
    (squares / samples.len() as f64).sqrt()
}

/// Solves `matrix · x = rhs` for a symmetric positive definite `matrix`
/// (`n` by `n`, row-major) by Cholesky's method, in place; returns `x`.
fn solve_symmetric(matrix: &mut [f64], rhs: &mut [f64], n: usize) -> Vec<f64> {
    // matrix = L·Lᵀ, L written over the lower triangle.
    for j in 0..n {
        let mut diagonal = matrix[j * n + j];
        for k in 0..j {
            diagonal -= matrix[j * n + k] * matrix[j * n + k];
        }
        // The ridge keeps the diagonal positive; a rounding error that
        // does not is treated as a feature with nothing to say.
        let pivot = diagonal.max(1e-12).sqrt();
        matrix[j * n + j] = pivot;
        for i in j + 1..n {
            let mut sum = matrix[i * n + j];
            for k in 0..j {
                sum -= matrix[i * n + k] * matrix[j * n + k];
            }
            matrix[i * n + j] = sum / pivot;
        }
    }
    // L·z = rhs, then Lᵀ·x = z.
    for i in 0..n {
        let mut sum = rhs[i];
        for k in 0..i {
            sum -= matrix[i * n + k] * rhs[k];
        }
        rhs[i] = sum / matrix[i * n + i];
    }
    for i in (0..n).rev() {
        let mut sum = rhs[i];
        for k in i + 1..n {
            sum -= matrix[k * n + i] * rhs[k];
        }
        rhs[i] = sum / matrix[i * n + i];
    }
    rhs.to_vec()
}

/// The mean loss of integer `weights` of game `G` on `samples` at `scale`:
/// what the evaluation the searcher runs would score.
#[must_use]
pub fn weights_loss<G: Features>(samples: &Samples, scale: f64, weights: &Weights) -> f64 {
    let values: Vec<f64> = weights.values().iter().map(|&w| f64::from(w)).collect();
    loss(samples, scale, |s| linear(&values, Shape::of::<G>(), s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cholesky_solves_a_small_system() {
        // [4 2; 2 3] x = [2; 5]: x = [-0.5, 2].
        let mut matrix = vec![4.0, 2.0, 2.0, 3.0];
        let mut rhs = vec![2.0, 5.0];
        let x = solve_symmetric(&mut matrix, &mut rhs, 2);
        assert!(
            (x[0] + 0.5).abs() < 1e-12 && (x[1] - 2.0).abs() < 1e-12,
            "{x:?}"
        );
    }

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
