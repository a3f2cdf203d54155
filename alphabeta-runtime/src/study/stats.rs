//! Means with their spread, and a seeded generator.

use crate::bitboard::splitmix64;

/// The normal distribution's two-sided 95% quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A sample's mean and spread.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// How many values.
    pub n: usize,
    /// Their mean.
    pub mean: f64,
    /// Their standard deviation (with `n - 1`; 0 for one value).
    pub sd: f64,
}

impl Summary {
    /// The summary of `values`.
    #[must_use]
    pub fn of(values: &[f64]) -> Summary {
        let n = values.len();
        if n == 0 {
            return Summary {
                n,
                mean: f64::NAN,
                sd: f64::NAN,
            };
        }
        let mean = values.iter().sum::<f64>() / n as f64;
        let sd = if n > 1 {
            let squares: f64 = values.iter().map(|v| (v - mean).powi(2)).sum();
            (squares / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        Summary { n, mean, sd }
    }

    /// Half the width of the mean's 95% confidence interval.
    #[must_use]
    pub fn half_interval(&self) -> f64 {
        Z95 * self.sd / (self.n as f64).sqrt()
    }
}

/// A small deterministic generator (splitmix64): the same seed, the same
/// numbers, on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = splitmix64(self.0);
        self.0 = state;
        value
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        // Multiply-shift: unbiased enough for choosing moves and openings.
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_has_the_textbook_mean_and_deviation() {
        let s = Summary::of(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(s.mean, 5.0);
        assert!((s.sd - 2.138_089_935).abs() < 1e-6);
        assert!((s.half_interval() - Z95 * s.sd / 8f64.sqrt()).abs() < 1e-12);
    }

    #[test]
    fn the_generator_repeats_from_its_seed() {
        let draw = |seed| {
            let mut rng = Rng::new(seed);
            (0..5).map(|_| rng.below(7)).collect::<Vec<_>>()
        };
        assert_eq!(draw(1), draw(1));
        assert_ne!(draw(1), draw(2));
        assert!(draw(3).iter().all(|&x| x < 7));
    }
}
