//! `atomic`: chess where a capture explodes the pieces around it, all but
//! pawns; exploding the enemy king wins.
//!
//! The catalog declares it (`src/games/chess.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::chess::Atomic;
