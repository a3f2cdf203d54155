//! `janggi`: Korean chess with bikjang and the material count, declared in
//! the catalog (`src/games/janggi.rs`).

pub use alphabeta::games::janggi::Janggi;
