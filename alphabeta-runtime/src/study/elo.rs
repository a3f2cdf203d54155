//! What a match's results say: the Elo difference with its 95% interval,
//! and Wald's sequential probability ratio test, as engine testers use them.
//!
//! Games come in pairs from the same opening with colours swapped, so the
//! pair, not the game, is the independent sample: a pair scores 0, ½, 1,
//! 1½ or 2 points (the "pentanomial" model). Its variance is smaller than
//! that of single games when the opening decides much of a game, and the
//! interval is honest either way.

use super::stats::Z95;

/// The score fraction (0..1) that an Elo difference predicts.
#[must_use]
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference a score fraction stands for (±∞ at 1 and 0).
#[must_use]
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Points of the first player in each finished pair: 0, 0.5, 1, 1.5 or 2.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pairs {
    points: Vec<f64>,
}

/// The Elo difference of a match with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The first player's score fraction.
    pub score: f64,
    /// The Elo difference, first minus second.
    pub elo: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

/// What the sequential probability ratio test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// Not decided: play on.
    Continue,
    /// The difference is `elo0` or less (H0 accepted).
    H0,
    /// The difference is `elo1` or more (H1 accepted).
    H1,
}

/// The test of H0 "the difference is `elo0`" against H1 "it is `elo1`",
/// with false positive and false negative rates `alpha` and `beta`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The difference of H0.
    pub elo0: f64,
    /// The difference of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

impl Sprt {
    /// The test with the usual error rates, 5% each.
    #[must_use]
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// The log-likelihood ratio's bounds: below the first H0 is accepted,
    /// above the second H1.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The verdict on a log-likelihood ratio.
    #[must_use]
    pub fn verdict(&self, llr: f64) -> SprtVerdict {
        let (lower, upper) = self.bounds();
        if llr <= lower {
            SprtVerdict::H0
        } else if llr >= upper {
            SprtVerdict::H1
        } else {
            SprtVerdict::Continue
        }
    }
}

impl Pairs {
    /// No pairs yet.
    #[must_use]
    pub fn new() -> Pairs {
        Pairs::default()
    }

    /// Adds a pair in which the first player scored `points` of 2.
    pub fn push(&mut self, points: f64) {
        debug_assert!((0.0..=2.0).contains(&points));
        self.points.push(points);
    }

    /// How many pairs.
    #[must_use]
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// The mean score fraction a game and its variance per pair.
    fn moments(&self) -> (f64, f64) {
        let n = self.points.len() as f64;
        let fractions = self.points.iter().map(|p| p / 2.0);
        let mean = fractions.clone().sum::<f64>() / n;
        let variance = fractions.map(|x| (x - mean).powi(2)).sum::<f64>() / n;
        (mean, variance)
    }

    /// The Elo difference and its 95% interval (`None` with no pairs).
    #[must_use]
    pub fn elo(&self) -> Option<EloEstimate> {
        if self.points.is_empty() {
            return None;
        }
        let (mean, variance) = self.moments();
        let half = Z95 * (variance / self.points.len() as f64).sqrt();
        Some(EloEstimate {
            score: mean,
            elo: elo_of_score(mean),
            low: elo_of_score(mean - half),
            high: elo_of_score(mean + half),
        })
    }

    /// The log-likelihood ratio of H1 against H0, in the normal
    /// approximation (as fishtest and fastchess compute it): with `m` the
    /// mean and `v` the variance of the pairs' score fractions,
    /// `n (s1 − s0)(2m − s0 − s1) / (2v)`, where `s0` and `s1` are the
    /// scores the two hypotheses predict. Zero while the variance is.
    #[must_use]
    pub fn llr(&self, sprt: &Sprt) -> f64 {
        if self.points.is_empty() {
            return 0.0;
        }
        let (mean, variance) = self.moments();
        if variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(sprt.elo0), expected_score(sprt.elo1));
        self.points.len() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_elo_convert_both_ways() {
        assert_eq!(elo_of_score(0.5), 0.0);
        assert!((elo_of_score(expected_score(123.0)) - 123.0).abs() < 1e-9);
        // 10 to 1 odds are 400 Elo.
        assert!((elo_of_score(10.0 / 11.0) - 400.0).abs() < 1e-9);
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
    }

    #[test]
    fn an_even_match_has_an_interval_around_zero() {
        let mut pairs = Pairs::new();
        for p in [1.0, 2.0, 0.0, 1.0, 1.5, 0.5, 1.0, 1.0] {
            pairs.push(p);
        }
        let e = pairs.elo().unwrap();
        assert_eq!((e.score, e.elo), (0.5, 0.0));
        assert!(e.low < 0.0 && e.high > 0.0 && (e.low + e.high).abs() < 1e-9);
    }

    #[test]
    fn a_one_sided_match_accepts_h1_and_a_level_one_h0() {
        let sprt = Sprt::new(0.0, 50.0);
        let mut strong = Pairs::new();
        let mut level = Pairs::new();
        for i in 0..400 {
            strong.push([2.0, 1.5, 1.0, 2.0][i % 4]);
            level.push([1.0, 1.5, 0.5, 1.0][i % 4]);
        }
        assert_eq!(sprt.verdict(strong.llr(&sprt)), SprtVerdict::H1);
        assert_eq!(sprt.verdict(level.llr(&sprt)), SprtVerdict::H0);
        let (lower, upper) = sprt.bounds();
        assert!((lower + 2.944).abs() < 1e-3 && (upper - 2.944).abs() < 1e-3);
    }
}
