//! Floyd's plausibility search: depth spent by plausibility instead of by
//! plies.
//!
//! R. Floyd's scheme, as Knuth and Moore describe it (1975): every move gets
//! a plausibility, a forced move 1, a good capture more than 0.5, an
//! unlikely move 0.01, and a line whose product of plausibilities falls
//! under a threshold is treated as a leaf. Likely lines are searched deep
//! and unlikely ones shallow. Deepening by lowering the threshold step by
//! step is what is known today as realization-probability search.
//!
//! Here a plausibility `p` costs `-log10(p)` decades of the budget, counted
//! in [`PLAUSIBILITY_UNITS_PER_DECADE`] units, and the budget of an
//! iteration is the searcher's "depth": products become sums, and the table,
//! the ordering and quiescence search work unchanged. The plausibilities
//! come from [`Game::plausibility`], given the [`MoveClass`] the searcher
//! finds from the rules.

use super::Searcher;
use crate::params::{
    PLAUSIBILITY_MAX_BUDGET, PLAUSIBILITY_MIN_COST, PLAUSIBILITY_STEP,
    PLAUSIBILITY_UNITS_PER_DECADE,
};
use crate::{Game, MoveClass, Outcome, SearchEvaluator};

/// Plausibility search's setting: the lowest threshold its iterations go
/// down to. Each iteration lowers the threshold by a factor of
/// 10^-0.5 ([`PLAUSIBILITY_STEP`]); a node, time or depth limit may stop it
/// sooner. `Limits::depth` counts iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plausibility {
    /// The last iteration's budget, in units.
    floor: i32,
}

/// Why a plausibility threshold was refused.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
pub enum PlausibilityError {
    /// Not a number strictly between 0 and 1.
    #[error("a plausibility threshold lies strictly between 0 and 1, not {0}")]
    OutOfRange(f64),
}

impl Plausibility {
    /// Search down to `threshold`, a product of plausibilities in `(0, 1)`.
    /// Thresholds below 10^-31.75 are searched to 10^-31.75.
    ///
    /// # Errors
    ///
    /// If `threshold` is not strictly between 0 and 1.
    pub fn down_to(threshold: f64) -> Result<Plausibility, PlausibilityError> {
        if !(threshold > 0.0 && threshold < 1.0) {
            return Err(PlausibilityError::OutOfRange(threshold));
        }
        let units = (-threshold.log10() * f64::from(PLAUSIBILITY_UNITS_PER_DECADE)).ceil();
        Ok(Plausibility {
            floor: (units as i32).clamp(1, PLAUSIBILITY_MAX_BUDGET),
        })
    }

    /// As deep as the searcher goes: only a node, time or depth limit stops it.
    #[must_use]
    pub fn unlimited() -> Plausibility {
        Plausibility {
            floor: PLAUSIBILITY_MAX_BUDGET,
        }
    }

    /// The lowest threshold, as a product of plausibilities.
    #[must_use]
    pub fn threshold(self) -> f64 {
        10f64.powf(-f64::from(self.floor) / f64::from(PLAUSIBILITY_UNITS_PER_DECADE))
    }

    /// The budget of iteration `iteration` (from 1), in units.
    pub(crate) fn budget(self, iteration: u32) -> i32 {
        (iteration as i32)
            .saturating_mul(PLAUSIBILITY_STEP)
            .min(self.floor)
    }

    /// How many iterations reach the lowest threshold.
    pub(crate) fn iterations(self) -> u32 {
        (self.floor + PLAUSIBILITY_STEP - 1) as u32 / PLAUSIBILITY_STEP as u32
    }
}

/// What a plausibility `p` costs, in units: `-log10(p)` decades, at least
/// [`PLAUSIBILITY_MIN_COST`]. A plausibility of zero or less (or not a
/// number) costs the whole budget.
#[must_use]
pub fn cost(p: f32) -> i32 {
    // NaN too: it is not greater than zero.
    if p.is_nan() || p <= 0.0 {
        return PLAUSIBILITY_MAX_BUDGET;
    }
    let units = (-p.min(1.0).log10() * PLAUSIBILITY_UNITS_PER_DECADE).round() as i32;
    units.clamp(PLAUSIBILITY_MIN_COST, PLAUSIBILITY_MAX_BUDGET)
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The budget left to `child`, reached by `mv` from `position` (which
    /// has `count` moves to search and `depth` units of budget).
    pub(super) fn plausible_child_depth(
        &self,
        position: &G,
        child: &G,
        mv: G::Move,
        count: usize,
        depth: i32,
    ) -> i32 {
        let class = self.move_class(position, child, mv, count);
        depth - cost(position.plausibility(mv, class))
    }

    /// What the rules say of `mv`: the searcher's own knowledge, cheapest
    /// question first.
    fn move_class(&self, position: &G, child: &G, mv: G::Move, count: usize) -> MoveClass {
        let mover = position.side_to_move();
        if child.outcome() == Some(Outcome::Win(mover)) {
            MoveClass::Winning
        } else if count == 1 {
            MoveClass::Forced
        } else if position.is_noisy(mv) {
            MoveClass::Noisy
        } else if G::KNOWS_TACTICS
            // With tactics the searcher kept only moves that do not lose at once.
            && !self.options.tactics
            && child.side_to_move() != mover
            && child.outcome().is_none()
            && child.winning_move().is_some()
        {
            MoveClass::Losing
        } else {
            MoveClass::Quiet
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floyds_plausibilities_cost_their_decades() {
        assert_eq!(cost(1.0), PLAUSIBILITY_MIN_COST);
        assert_eq!(cost(0.1), 8);
        assert_eq!(cost(0.01), 16);
        assert_eq!(cost(0.5), 2);
        assert_eq!(cost(0.0), PLAUSIBILITY_MAX_BUDGET);
        assert_eq!(cost(f32::NAN), PLAUSIBILITY_MAX_BUDGET);
    }

    #[test]
    fn thresholds_become_budgets() {
        let p = Plausibility::down_to(1e-8).unwrap();
        assert_eq!(p.floor, 64);
        assert!((p.threshold() - 1e-8).abs() < 1e-12);
        assert_eq!(p.iterations(), 16);
        assert_eq!(p.budget(1), 4);
        assert_eq!(p.budget(100), 64);
        assert!(Plausibility::down_to(1.0).is_err());
        assert!(Plausibility::down_to(0.0).is_err());
        assert!(Plausibility::down_to(f64::NAN).is_err());
        assert_eq!(
            Plausibility::down_to(1e-300).unwrap(),
            Plausibility::unlimited()
        );
    }
}
