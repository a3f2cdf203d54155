//! `euroshogi`: shogi on 8x8, every promotion mandatory.
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::shogi::Euroshogi as EuroShogi;
