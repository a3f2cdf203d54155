//! `racingkings`: declared in the project's catalog
//! ([`alphabeta::games::racingkings`]), and checked here like the others.

pub use alphabeta::games::racingkings::RacingKings;
