//! The weights of a linear evaluation, and their file.
//!
//! A weights file is text, one feature a line: its name, then its weight,
//! or its opening and ending weights for a tapered game, as integers in
//! centi-units. Lines starting with `#` are comments (the tuner writes what
//! it measured there), blank lines are skipped, and the lines may come in
//! any order, but each feature of the game appears exactly once:
//!
//! ```text
//! # alphabeta tune connect-four: 24,180 positions of 400 games
//! tempo 4
//! square.a1 -3
//! untuned 100
//! ```
//!
//! The last weight, `untuned`, is the share of the game's own untuned
//! evaluation in hundredths (see the module [`tune`](super)).

use super::Features;
use std::fmt::Write as _;
use thiserror::Error;

/// One weight per feature (two for a tapered game: opening, then ending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    values: Vec<i32>,
}

/// Why a weights file does not fit a game.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum WeightsError {
    /// A line names no feature of the game.
    #[error("line {line}: the game has no feature `{name}`")]
    UnknownFeature {
        /// The line, from 1.
        line: usize,
        /// The name read.
        name: String,
    },
    /// A feature has two lines.
    #[error("line {line}: `{name}` was already given")]
    Repeated {
        /// The line, from 1.
        line: usize,
        /// The feature.
        name: String,
    },
    /// A line has the wrong number of weights, or one is not an integer.
    #[error("line {line}: `{name}` needs {expected} integer weight(s), got `{found}`")]
    BadWeights {
        /// The line, from 1.
        line: usize,
        /// The feature.
        name: String,
        /// One, or two for a tapered game.
        expected: usize,
        /// What followed the name.
        found: String,
    },
    /// A feature of the game has no line.
    #[error("no weight for `{name}` (every feature of the game needs a line)")]
    Missing {
        /// The feature.
        name: String,
    },
}

impl Weights {
    /// All weights zero: the evaluation that knows nothing.
    #[must_use]
    pub fn zero<G: Features>() -> Weights {
        Weights {
            values: vec![0; super::weight_count::<G>()],
        }
    }

    /// The untuned evaluation itself: [`UNTUNED`](super::UNTUNED) at
    /// [`UNTUNED_ONCE`](super::UNTUNED_ONCE) (in the opening and the
    /// ending), every feature at zero. Where a fit starts.
    #[must_use]
    pub fn untuned<G: Features>() -> Weights {
        let mut weights = Self::zero::<G>();
        let per = if G::TAPERED { 2 } else { 1 };
        for value in &mut weights.values[G::FEATURES * per..] {
            *value = super::UNTUNED_ONCE;
        }
        weights
    }

    /// Weights from their values in index order (two per feature, opening
    /// then ending, for a tapered game), rounded to whole centi-units.
    ///
    /// # Panics
    /// If the count is not the game's: a caller's mistake, not input.
    #[must_use]
    pub fn from_values<G: Features>(values: &[f64]) -> Weights {
        assert_eq!(values.len(), super::weight_count::<G>());
        Weights {
            values: values.iter().map(|v| v.round() as i32).collect(),
        }
    }

    /// The values, in index order.
    #[must_use]
    pub fn values(&self) -> &[i32] {
        &self.values
    }

    /// Reads a weights file for game `G`.
    ///
    /// # Errors
    /// A line that names no feature, gives one twice, or does not hold one
    /// integer (two for a tapered game); a feature with no line.
    pub fn parse<G: Features>(text: &str) -> Result<Weights, WeightsError> {
        Self::parse_for(text, &super::feature_names::<G>(), G::TAPERED)
    }

    /// Reads a weights file for the features `names`, tapered or not.
    ///
    /// # Errors
    /// As [`Weights::parse`].
    pub fn parse_for(text: &str, names: &[String], tapered: bool) -> Result<Weights, WeightsError> {
        let per = if tapered { 2 } else { 1 };
        let mut values = vec![0; names.len() * per];
        let mut seen = vec![false; names.len()];
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.split_whitespace();
            let name = words.next().unwrap_or_default();
            let rest: Vec<&str> = words.collect();
            let Some(index) = names.iter().position(|n| *n == name) else {
                return Err(WeightsError::UnknownFeature {
                    line: number + 1,
                    name: name.to_owned(),
                });
            };
            if seen[index] {
                return Err(WeightsError::Repeated {
                    line: number + 1,
                    name: name.to_owned(),
                });
            }
            let parsed: Option<Vec<i32>> = rest.iter().map(|w| w.parse().ok()).collect();
            match parsed {
                Some(weights) if weights.len() == per => {
                    values[index * per..index * per + per].copy_from_slice(&weights);
                }
                _ => {
                    return Err(WeightsError::BadWeights {
                        line: number + 1,
                        name: name.to_owned(),
                        expected: per,
                        found: rest.join(" "),
                    })
                }
            }
            seen[index] = true;
        }
        if let Some(index) = seen.iter().position(|s| !s) {
            return Err(WeightsError::Missing {
                name: names[index].to_owned(),
            });
        }
        Ok(Weights { values })
    }

    /// The file's text for game `G`: the `header` lines as comments, then
    /// one line per feature, in index order.
    #[must_use]
    pub fn to_text<G: Features>(&self, header: &[String]) -> String {
        let mut text = String::new();
        for line in header {
            let _ = writeln!(text, "# {line}");
        }
        let per = if G::TAPERED { 2 } else { 1 };
        for (name, weights) in super::feature_names::<G>()
            .iter()
            .zip(self.values.chunks(per))
        {
            let weights: Vec<String> = weights.iter().map(i32::to_string).collect();
            let _ = writeln!(text, "{name} {}", weights.join(" "));
        }
        text
    }
}
