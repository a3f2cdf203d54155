//! `grand`: Grand chess, declared in the catalog (`src/games/grand.rs`).

pub use alphabeta::games::grand::Grand;
