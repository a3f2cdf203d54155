//! `seirawan`: S-chess, declared in the catalog (`src/games/seirawan.rs`).

pub use alphabeta::games::seirawan::Seirawan;
