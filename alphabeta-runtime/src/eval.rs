//! Evaluators: the static evaluation, replaceable without touching the game.

use crate::Game;

/// Scores a position at the search horizon, from the side to move's point of
/// view, in centi-units. The searcher is generic over its evaluator, so a
/// replacement costs nothing at run time.
///
/// An evaluator takes `&mut self`, so it may keep statistics or caches. It is
/// built once with the searcher and must not allocate while it evaluates.
pub trait Evaluator<G: Game> {
    /// The evaluation of `position`, whose game is not over.
    fn evaluate(&mut self, position: &G) -> i32;
}

/// The game's own evaluation, [`Game::evaluate`].
#[derive(Clone, Copy, Debug, Default)]
pub struct GameEval;

impl<G: Game> Evaluator<G> for GameEval {
    #[inline]
    fn evaluate(&mut self, position: &G) -> i32 {
        position.evaluate()
    }
}

/// Any closure `FnMut(&G) -> i32` is an evaluator.
impl<G: Game, F: FnMut(&G) -> i32> Evaluator<G> for F {
    #[inline]
    fn evaluate(&mut self, position: &G) -> i32 {
        self(position)
    }
}

/// What the [`Searcher`](crate::Searcher) needs of an evaluator: each
/// thread of a multi-threaded search owns a clone of it. Every evaluator
/// that is `Clone + Send + 'static` is one: [`GameEval`], functions, and
/// closures that own what they capture.
pub trait SearchEvaluator<G: Game>: Evaluator<G> + Clone + Send + 'static {}

impl<G: Game, E: Evaluator<G> + Clone + Send + 'static> SearchEvaluator<G> for E {}
