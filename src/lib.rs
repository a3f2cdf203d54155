//! # alphabeta
//!
//! Declare a two-player board game in a few lines with [`game!`], or bring
//! your own position struct and `#[derive(Game)]` it (see
//! [the derive](derive@Game)); search it with a monomorphized,
//! allocation-free alpha-beta engine.
//!
//! This crate is the facade: it re-exports the [`runtime`]
//! (the [`Game`] trait, the [`Searcher`], the solver and perft) and the
//! macros, and holds the catalog of declared [`games`].

// Generated code names this crate as `::alphabeta`, also inside this crate.
extern crate self as alphabeta;

pub use alphabeta_macros::{game, Game};
pub use alphabeta_runtime as runtime;
pub use alphabeta_runtime::{
    perft, reference, score, tree, tt, BoardView, Cell, Evaluator, Game, GameEval, Iteration,
    Layout, Limits, Line, MoveList, Notation, NotationError, Outcome, PackedMove, Score, ScoreKind,
    SearchOptions, SearchResult, Searcher, Side, Solution, Solved, Stats, Turn,
};

#[cfg(feature = "games")]
pub mod catalog;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "games")]
pub mod games;

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
