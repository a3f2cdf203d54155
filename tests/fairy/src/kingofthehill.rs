//! `kingofthehill`: King of the Hill: chess, and a king on one of the four centre
//!
//! The catalog declares it (`src/games/chess.rs`) with the same rules word
//! for word; this module names that declaration, so that pyffish's counts
//! check the catalog's own game.

pub use alphabeta::games::chess::KingOfTheHill;
