//! The alphabeta runtime: the [`Game`] trait and a monomorphized,
//! allocation-free alpha-beta searcher with a transposition table.
//!
//! Most users never implement [`Game`] by hand: the `game!` macro and
//! `#[derive(Game)]` of the `alphabeta` crate generate it. This crate is what
//! the generated code runs on.
//!
//! # The pieces
//!
//! - [`Game`]: positions, moves, outcomes, hashing, evaluation and hints.
//! - [`Searcher`]: negamax alpha-beta (fail-soft) with principal variation
//!   search, iterative deepening, aspiration windows, a [transposition
//!   table](tt), killer moves, the history heuristic, quiescence search and a
//!   one-reply extension, under any mix of depth, node, time and stop limits;
//!   repetition rules for games that have them ([`Game::REPETITION_DRAWS`],
//!   [`Game::REPETITION`], [`Searcher::set_history`]); and Lazy SMP on several threads
//!   ([`SearchOptions::threads`]), sharing a table that large sizes put on
//!   huge pages.
//! - [`Searcher::solve`]: the exact game-theoretic value by null-window
//!   bisection over the score range, on the same machinery (and threads),
//!   with enhanced transposition cutoffs in large proofs.
//! - [`perft`](mod@perft): move-path counts, for checking move generators against
//!   published tables.
//! - [`reference`](mod@reference): plain minimax and textbook alpha-beta, kept small as test
//!   oracles and teaching code, and [`tree`], games given as explicit trees
//!   or drawn at random.
//! - [`study`]: the lectures' claims measured: Knuth and Moore's counts,
//!   Pearl's branching factor, the searcher's refinements one by one, and
//!   matches between two settings with their Elo difference.
//! - [`tune`]: a linear evaluation over a game's [`tune::Features`],
//!   fitted to the results of self-play games (Texel's method).
//! - Floyd's plausibility search ([`SearchOptions::plausibility`]), depth
//!   spent by how likely the moves are ([`Game::plausibility`]).
//!
//! # Example
//!
//! ```
//! use alphabeta_runtime::{tree::Tree, Limits, SearchOptions, Searcher};
//!
//! // The lecture tree: max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2)).
//! let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap().leak();
//! let mut searcher = Searcher::new(SearchOptions::default());
//! let result = searcher.search(&tree.root(), &Limits::depth(2));
//! assert_eq!(result.score, 3);
//! assert_eq!(result.best_move, Some(0)); // the first subtree
//! ```

// Two modules may use `unsafe`: the transposition table's memory
// (`tt/memory.rs`), where one block views mapped bytes as the table and
// one issues the processor's prefetch instruction; and the move list
// (`game.rs`), which views the places its moves were written to as moves.
#![deny(unsafe_code)]
#![warn(missing_docs)]

pub mod bitboard;
pub mod derive;
mod eval;
pub mod fen;
pub mod game;
pub mod notation;
pub mod ordering;
pub mod params;
pub mod perft;
pub mod pieces;
pub mod reference;
pub mod repetition;
pub mod royal;
pub mod san;
pub mod score;
mod search;
mod solve;
pub mod study;
pub mod trace;
pub mod tree;
pub mod tt;
pub mod tune;
pub mod view;

pub use derive::Turn;
pub use eval::{Evaluator, GameEval, SearchEvaluator};
pub use game::{Game, MoveBuffer, MoveClass, MoveList, Outcome, PackedMove, Side};
pub use notation::{Notation, NotationError};
pub use perft::{perft, perft_divide, perft_with, PerftOptions};
pub use repetition::{Repetition, RepetitionEnd};
pub use score::{Score, ScoreKind};
pub use search::{
    per_second, Iteration, Limits, Line, Plausibility, PlausibilityError, SearchOptions,
    SearchResult, Searcher, Stats,
};
pub use solve::{solve, solve_with, Solution, Solved};
pub use view::{BoardView, Cell, Layout};
