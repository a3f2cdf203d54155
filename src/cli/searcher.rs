//! The searcher the commands play and solve with.
//!
//! Every command that searches (`play`, `analyze`, `solve`, `study`,
//! `match`, `tune` and the engines of `uci`, `usi` and `gtp`) uses one
//! searcher type per game, [`GameSearcher`], whose evaluation is chosen
//! when it is made: the game's own for most commands, the untuned one or
//! weights from a file where `match` and `tune` ask for them. The searcher
//! is most of the code the command line generates for a game, so one type
//! instead of two (one per evaluator type) keeps the build of the command
//! line, which monomorphises it for every game of the catalog, about a
//! fifth shorter; choosing the evaluation costs a branch a leaf.

use crate::catalog::CatalogGame;
use crate::runtime::tune::Choice;
use crate::runtime::{SearchOptions, Searcher};

/// The command line's searcher for game `G`.
pub(crate) type GameSearcher<G> = Searcher<G, Choice<G>>;

/// A searcher with `options` that evaluates as the game does
/// ([`Game::evaluate`](crate::runtime::Game::evaluate)).
pub(crate) fn game_searcher<G: CatalogGame>(options: SearchOptions) -> GameSearcher<G> {
    Searcher::with_evaluator(options, Choice::Game)
}
