//! A linear evaluation fitted to game results: Texel's method for any game.
//!
//! A game's own [`Game::evaluate`] is a guess. Engine authors get their
//! strength from weights fitted to results instead: play many games, keep
//! the quiet positions with the result each game reached, and choose the
//! weights of the evaluation's features so that the evaluation predicts
//! those results as well as it can (Texel's method, a logistic regression).
//! This module does that for any game that describes its positions by
//! [`Features`].
//!
//! # The shape of the evaluation
//!
//! A game with [`Features`] names its features ([`Features::feature_name`])
//! and, for a position, visits those that are not zero with their values
//! ([`Features::features`]): counts, such as "pawns of the first player
//! less those of the second" or "first player's knights on the centre
//! squares". Values are always from the **first player's point of view**,
//! so that a feature that favours the second player simply gets a negative
//! weight; a game whose two sides differ (tafl, fox and geese) names one
//! feature per side.
//!
//! The evaluation is the weighted sum, `Σ weight(i) · value(i)`, in the
//! searcher's centi-units, negated when the second player is to move
//! ([`Linear`]), plus one more term: the game's own untuned evaluation
//! ([`Features::untuned`]) times the last weight, [`UNTUNED`], counted in
//! hundredths ([`UNTUNED_ONCE`]). The untuned evaluation knows what no sum
//! of counts can say (a Hex board's connection distance, the checks a
//! three-check player still needs), so a fit that keeps it only adds to
//! it what the games show; `untuned 100` with every other weight zero is
//! the untuned evaluation itself, and a weight of zero skips computing it.
//! A game with a phase ([`Features::TAPERED`]) has two weights per
//! feature, one for the opening and one for the ending, blended by
//! [`Features::phase`]: `(opening · phase + ending · (PHASE_FULL - phase))
//! / PHASE_FULL`. The sum is integer arithmetic over a visit of the
//! position, so the evaluation allocates nothing and costs one pass over
//! the features (and the untuned evaluation, when its weight is not zero).
//!
//! # Tuning
//!
//! 1. [`self_play`]: the engine plays itself at a small fixed node count,
//!    from openings of seeded random plies, and each game's quiet
//!    positions are kept with its result ([`Samples`]). A position is
//!    quiet when quiescence search returns its static evaluation unchanged
//!    (and the side to move is not in check): no capture, nor a check
//!    where the game's quiescence searches checks, does better than
//!    standing pat, so the evaluation alone answers for it in a search.
//!    Quiet is not "no capture at all": positions whose captures are all
//!    bad are kept too, so the positions are those the searcher's leaves
//!    see, not a subset where every piece is out of reach (a fit to such
//!    a subset misjudges mobility, whose captures it never counts).
//! 2. [`fit`]: the scale constant `K` is chosen first, so that the game's
//!    own evaluation predicts the results best through
//!    `P(first wins) = 1 / (1 + e^(-K · eval / 100))`; then, with `K`
//!    fixed, the weights minimise the logistic loss (the cross-entropy of
//!    the results, a draw counting half) by full-batch gradient descent
//!    (Adam). The descent starts from the untuned evaluation itself
//!    ([`Weights::untuned`]: [`UNTUNED`] at 100, the features at zero), and
//!    a penalty on the distance from that start keeps each weight there
//!    as firmly as a fixed number of positions would
//!    ([`FitOptions::penalty`], in the units of the logit `K · eval / 100`,
//!    the same in every game whatever the scale of its evaluation): a
//!    weight whose feature many positions show moves to where they put
//!    it, and one that only a few show stays near its start, so a short
//!    run moves only what its games have evidence for, rather than fitting
//!    the luck of the few games that put a piece on an odd square. The
//!    tuned weights come out on the scale of the game's own evaluation,
//!    and the searcher's margins keep their meaning. The fit
//!    is deterministic: no randomness, and sums taken in a fixed order.
//! 3. [`Weights::to_text`]: one line per feature, its name and weight(s),
//!    the file a declaration names or the catalog includes.

mod fit;
mod samples;
mod weights;

pub use fit::{
    best_scale, fit, imitate, imitation_error, loss, weights_loss, FitOptions, FitReport,
};
pub use samples::{self_play, Sample, Samples, SamplesError, SelfPlay};
pub use weights::{Weights, WeightsError};

use crate::score::EVAL_LIMIT;
use crate::{Evaluator, Game, Side};
use std::marker::PhantomData;
use std::sync::Arc;

/// The phase of a position that is all opening; [`Features::phase`] runs
/// from 0 (the ending) to this.
pub const PHASE_FULL: i32 = 256;

/// A game's positions described as features for a linear evaluation.
pub trait Features: Game {
    /// How many features the game has.
    const FEATURES: usize;

    /// The name of feature `index` (below [`Features::FEATURES`]): words
    /// and dots, no spaces (`material.Knight`, `square.Pawn.d4`), the key
    /// of its line in a weights file. Each name is given once.
    fn feature_name(index: usize) -> String;

    /// Whether each feature has an opening and an ending weight, blended
    /// by [`Features::phase`].
    const TAPERED: bool = false;

    /// The weights the declaration names (`eval: tuned("file")`), read
    /// when the game was compiled: [`Game::evaluate`] is then the linear
    /// evaluation with them ([`evaluate_with`]).
    const TUNED: Option<&'static [i32]> = None;

    /// How much of the opening is left: [`PHASE_FULL`] at the start, down to
    /// 0 in the ending. Only read when [`Features::TAPERED`] is true.
    fn phase(&self) -> i32 {
        PHASE_FULL
    }

    /// The game's evaluation without fitted weights, from the side to
    /// move's point of view: what it was before tuning, for comparisons
    /// (`--eval plain`), for choosing the scale constant, and the last
    /// term of the linear evaluation (weighted by [`UNTUNED`]). The same
    /// as [`Game::evaluate`] unless the declaration names tuned weights; a
    /// game whose [`Game::evaluate`] is [`evaluate_with`] must give its own
    /// here, or the two would call each other without end.
    fn untuned(&self) -> i32 {
        self.evaluate()
    }

    /// Calls `visit(index, value)`, for a position whose game is not over
    /// (as [`Game::evaluate`] is asked), for each feature whose value is not zero,
    /// from the first player's point of view; `index` is below
    /// [`Features::FEATURES`]. A feature may be visited more than once: the values
    /// add up.
    fn features(&self, visit: &mut impl FnMut(usize, i32));

    /// [`Features::features`], then [`Features::untuned`], returned: what
    /// the linear evaluation asks for. A game whose untuned evaluation
    /// counts what some features count computes it once here (the piece
    /// games generate each side's moves once, for the mobility features
    /// and the untuned evaluation's mobility alike); the result must be
    /// exactly [`Features::untuned`]'s.
    fn features_and_untuned(&self, visit: &mut impl FnMut(usize, i32)) -> i32 {
        self.features(visit);
        self.untuned()
    }
}

/// The name of the last weight of every game: that of the game's own
/// untuned evaluation ([`Features::untuned`]), in hundredths.
pub const UNTUNED: &str = "untuned";

/// The [`UNTUNED`] weight that counts the untuned evaluation once: the
/// weight is in hundredths, so that `untuned 100` adds the untuned
/// evaluation itself and `untuned 80` four fifths of it.
pub const UNTUNED_ONCE: i32 = 100;

/// Every weight's name, in index order: the game's features, then
/// [`UNTUNED`].
#[must_use]
pub fn feature_names<G: Features>() -> Vec<String> {
    (0..G::FEATURES)
        .map(G::feature_name)
        .chain(std::iter::once(UNTUNED.to_owned()))
        .collect()
}

/// The number of weights of a game: one per feature and one for the
/// untuned evaluation, twice that if tapered.
#[must_use]
pub fn weight_count<G: Features>() -> usize {
    (G::FEATURES + 1) * if G::TAPERED { 2 } else { 1 }
}

/// The linear evaluation with a set of weights: an [`Evaluator`] for the
/// searcher. Cloning it shares the weights, so each thread of a search has
/// it for the cost of a reference count, and evaluating allocates nothing.
pub struct Linear<G> {
    weights: Arc<[i32]>,
    game: PhantomData<fn() -> G>,
}

impl<G> Clone for Linear<G> {
    fn clone(&self) -> Self {
        Linear {
            weights: Arc::clone(&self.weights),
            game: PhantomData,
        }
    }
}

impl<G: Features> Linear<G> {
    /// The evaluation with `weights`, which were read for this game.
    #[must_use]
    pub fn new(weights: &Weights) -> Self {
        debug_assert_eq!(weights.values().len(), weight_count::<G>());
        Linear {
            weights: weights.values().into(),
            game: PhantomData,
        }
    }

    /// The evaluation from the first player's point of view, unclamped.
    #[must_use]
    pub fn first_players_view(&self, position: &G) -> i64 {
        linear_sum(&self.weights, position)
    }
}

/// `Σ weight · value` over the position's features, plus the
/// [`UNTUNED`] weight's hundredths of the untuned evaluation (not
/// computed when that weight is zero), tapered if the game is, from the
/// first player's point of view.
fn linear_sum<G: Features>(weights: &[i32], position: &G) -> i64 {
    let once = i64::from(UNTUNED_ONCE);
    let per = if G::TAPERED { 2 } else { 1 };
    let own = &weights[per * G::FEATURES..per * G::FEATURES + per];
    let (mut opening, mut ending) = (0i64, 0i64);
    let mut visit = |index: usize, value: i32| {
        opening += i64::from(weights[per * index]) * i64::from(value);
        if G::TAPERED {
            ending += i64::from(weights[2 * index + 1]) * i64::from(value);
        }
    };
    let untuned = if own.iter().any(|&w| w != 0) {
        let untuned = i64::from(position.features_and_untuned(&mut visit));
        match position.side_to_move() {
            Side::First => untuned,
            Side::Second => -untuned,
        }
    } else {
        position.features(&mut visit);
        0
    };
    let opening = opening * once + i64::from(own[0]) * untuned;
    if !G::TAPERED {
        return opening / once;
    }
    let ending = ending * once + i64::from(own[1]) * untuned;
    let phase = i64::from(position.phase().clamp(0, PHASE_FULL));
    let full = i64::from(PHASE_FULL);
    (opening * phase + ending * (full - phase)) / (full * once)
}

/// The linear evaluation of `position` with `weights` (as many as
/// [`weight_count`] gives), from the side to move's point of view, within
/// the evaluation's limits: what a declaration with tuned weights
/// evaluates with, and what [`Linear`] runs.
#[inline]
pub fn evaluate_with<G: Features>(weights: &[i32], position: &G) -> i32 {
    let limit = i64::from(EVAL_LIMIT);
    let first = linear_sum(weights, position).clamp(-limit, limit) as i32;
    match position.side_to_move() {
        Side::First => first,
        Side::Second => -first,
    }
}

impl<G: Features> Evaluator<G> for Linear<G> {
    #[inline]
    fn evaluate(&mut self, position: &G) -> i32 {
        evaluate_with(&self.weights, position)
    }
}

/// The evaluation a player chooses: the game's own (tuned if its
/// declaration names weights), its untuned one, or a linear one with
/// weights read at run time. One type for all, so that a match between
/// them runs on one kind of searcher.
#[derive(Clone)]
pub enum Choice<G> {
    /// [`Game::evaluate`].
    Game,
    /// The untuned evaluation, [`Features::untuned`].
    Plain,
    /// A [`Linear`] evaluation.
    Tuned(Linear<G>),
}

impl<G: Features> Evaluator<G> for Choice<G> {
    #[inline]
    fn evaluate(&mut self, position: &G) -> i32 {
        match self {
            Choice::Game => position.evaluate(),
            Choice::Plain => position.untuned(),
            Choice::Tuned(linear) => linear.evaluate(position),
        }
    }
}
