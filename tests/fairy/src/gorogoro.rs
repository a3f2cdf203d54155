//! `gorogoro`: shogi on 5x6 with kings, golds, silvers and pawns.
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::shogi::Gorogoro;
