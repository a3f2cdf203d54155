//! `capablanca`: Capablanca chess: 10 x 8 with the archbishop and the chancellor;
//!
//! The catalog declares it (`src/games/chess.rs`) with the same rules word
//! for word; this module names that declaration, so that pyffish's counts
//! check the catalog's own game.

pub use alphabeta::games::chess::Capablanca;
