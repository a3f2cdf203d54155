//! `pocketknight`: chess, and each player holds a knight to drop once.
//!
//! The catalog declares it (`src/games/chess.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::chess::PocketKnight;
