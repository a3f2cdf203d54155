//! `chessgi`: loop chess, and pawns may be dropped on the first row.
//!
//! The catalog declares it (`src/games/chess.rs`); this module names that
//! declaration, so that pyffish's counts check the catalog's own game.

pub use alphabeta::games::chess::Chessgi;
