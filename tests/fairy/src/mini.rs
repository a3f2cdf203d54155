//! `mini`: Fairy-Stockfish's second name for minishogi (`add("mini",
//! minishogi_variant())` in `src/variant.cpp`: the same definition).
//!
//! The catalog declares it (`src/games/shogi.rs`); this module names that
//! declaration, and pyffish's counts for `mini` check it again.

pub use alphabeta::games::shogi::Minishogi;
