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

use super::CliError;
use crate::catalog::CatalogGame;
use crate::runtime::tune::{Choice, Linear, Weights};
use crate::runtime::{SearchOptions, Searcher};
use clap::Args;

/// The command line's searcher for game `G`.
pub(crate) type GameSearcher<G> = Searcher<G, Choice<G>>;

/// A searcher with `options` that evaluates with `evaluation`.
pub(crate) fn game_searcher<G: CatalogGame>(
    options: SearchOptions,
    evaluation: Choice<G>,
) -> GameSearcher<G> {
    Searcher::with_evaluator(options, evaluation)
}

/// An evaluation as the command line names it: `--eval` of `play`,
/// `analyze`, `uci`, `usi` and `gtp`, and a `match` player's `eval=`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) enum EvalSpec {
    /// `game`: the game's own, [`Game::evaluate`](crate::runtime::Game::evaluate)
    /// (tuned where its declaration names weights).
    #[default]
    Game,
    /// `plain`: its untuned one.
    Plain,
    /// The path of a weights file `alphabeta tune` wrote.
    File(String),
}

impl EvalSpec {
    /// Reads `game`, `plain` or a path.
    pub(crate) fn parse(value: &str) -> Result<EvalSpec, String> {
        match value {
            "game" => Ok(EvalSpec::Game),
            "plain" => Ok(EvalSpec::Plain),
            "" => Err("expected game, plain or the path of a weights file".to_string()),
            path => Ok(EvalSpec::File(path.to_string())),
        }
    }

    /// The searcher's evaluator for game `G`: a weights file is read
    /// here, and one that cannot be read or does not fit the game is a
    /// usage error.
    pub(crate) fn evaluator<G: CatalogGame>(&self) -> Result<Choice<G>, CliError> {
        match self {
            EvalSpec::Game => Ok(Choice::Game),
            EvalSpec::Plain => Ok(Choice::Plain),
            EvalSpec::File(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| CliError::Usage(format!("eval={path}: cannot read it: {e}")))?;
                let weights = Weights::parse::<G>(&text).map_err(|e| {
                    CliError::Usage(format!("eval={path}: not weights for {}: {e}", G::NAME))
                })?;
                Ok(Choice::Tuned(Linear::new(&weights)))
            }
        }
    }

    /// The `eval=` word a match report adds to a player's settings.
    pub(crate) fn word(&self) -> Option<String> {
        match self {
            EvalSpec::Game => None,
            EvalSpec::Plain => Some("eval=plain".to_string()),
            EvalSpec::File(path) => Some(format!("eval={path}")),
        }
    }
}

/// `--eval`: what a searching command evaluates with.
#[derive(Debug, Clone, Default, Args)]
pub struct EvalArg {
    /// The evaluation: `game` (the game's own, tuned where its declaration
    /// names weights), `plain` (the untuned one) or the path of a weights
    /// file `alphabeta tune` wrote.
    #[arg(long = "eval", value_name = "game|plain|FILE", default_value = "game",
          value_parser = EvalSpec::parse)]
    pub(crate) eval: EvalSpec,
}
