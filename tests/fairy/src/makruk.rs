//! `makruk`: declared in the project's catalog
//! ([`alphabeta::games::makruk`]), and checked here like the others.

pub use alphabeta::games::makruk::Makruk;
