//! `horde`: declared in the project's catalog
//! ([`alphabeta::games::horde`]), and checked here like the others.

pub use alphabeta::games::horde::Horde;
