//! `loop`: crazyhouse where a captured piece keeps its promotion.
//!
//! The catalog declares it (`src/games/chess.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::chess::Loop;
