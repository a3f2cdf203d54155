//! `xiangqi`: Chinese chess.
//!
//! The catalog declares it (`src/games/xiangqi.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::xiangqi::Xiangqi;
