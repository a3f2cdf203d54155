//! `shogi`: Japanese chess, with hands and drops.
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::shogi::Shogi;
