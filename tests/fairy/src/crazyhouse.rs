//! `crazyhouse`: chess, and a captured piece changes sides into the
//! capturer's hand, to come back as a drop.
//!
//! The catalog declares it (`src/games/chess.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::chess::Crazyhouse;
