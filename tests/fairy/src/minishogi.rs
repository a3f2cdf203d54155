//! `minishogi`: shogi on 5 x 5, without knights and lances.
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::shogi::Minishogi;
