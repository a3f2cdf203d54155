//! The lectures' claims, measured: what `alphabeta study` and `alphabeta
//! match` compute, kept here so that tests and benches can check it.
//!
//! - [`trees`]: Knuth and Moore on uniform trees: the best and worst
//!   orders' exact leaf counts, random order against Pearl's branching
//!   factor, and fail-hard against fail-soft.
//! - [`ordering`]: the same on a real game: nodes to each depth with
//!   minimax, then alpha-beta with each refinement of the searcher added.
//! - [`matches`](mod@matches): games between two settings of the searcher, from the
//!   same random openings with colours swapped.
//! - [`elo`]: what a match's results say: the Elo difference with its
//!   interval, and the sequential probability ratio test.
//! - [`stats`]: means with their spread, and the small generator every
//!   measurement draws from, so a seed reproduces it.

pub mod elo;
pub mod matches;
pub mod ordering;
pub mod stats;
pub mod trees;
