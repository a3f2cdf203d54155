//! The `game!` language of alphabeta, as a library: the `alphabeta-macros`
//! crate is a thin wrapper around [`game`] and [`derive_game`].
//!
//! Keeping the pipeline out of the proc-macro crate lets it be tested and
//! benchmarked like any library, on `proc_macro2` tokens.
//!
//! The phases run in order, one module each:
//!
//! 1. `ast`: parse the tokens into a syntax tree that keeps every span;
//! 2. `validate`: check the rules, collecting every error (`ctxt`);
//! 3. `lower`: build the owned `ir` (board geometry, moves, end conditions);
//! 4. `codegen`: turn the IR into the position type and its trait impls.
//!
//! After an error, `fallback` emits the errors and a stub of the type, so the
//! rest of the user's crate does not fail in cascade.

mod ast;
mod codegen;
mod ctxt;
mod derive;
mod expand;
mod fallback;
mod ir;
mod lower;
mod suggest;
mod validate;

use proc_macro2::TokenStream;

/// The expansion of `game! { ... }`: the games, or the errors and stubs.
#[must_use]
pub fn game(input: TokenStream) -> TokenStream {
    expand::games(input)
}

/// The expansion of `#[derive(Game)]` on `input`, the item it is on.
#[must_use]
pub fn derive_game(input: TokenStream) -> TokenStream {
    derive::expand(input)
}
