//! `judkins`: shogi on 6x6, with a knight.
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::shogi::Judkins;
