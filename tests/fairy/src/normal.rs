//! `normal`: Chess under its other name in Fairy-Stockfish: the same rules.
//!
//! The catalog declares it (`src/games/chess.rs`) with the same rules word
//! for word; this module names that declaration, so that pyffish's counts
//! check the catalog's own game.

pub use alphabeta::games::chess::Chess as Normal;
