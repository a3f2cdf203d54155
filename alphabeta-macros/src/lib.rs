//! Procedural macros for alphabeta: the `game!` DSL and `#[derive(Game)]`.
//!
//! The entry points stay thin: each parses its input and hands it to
//! `expand`, which runs the phases in order, one file each:
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

use proc_macro::TokenStream;

#[doc = include_str!("../doc/game.md")]
#[proc_macro]
pub fn game(input: TokenStream) -> TokenStream {
    expand::games(input.into()).into()
}

#[doc = include_str!("../doc/derive.md")]
#[proc_macro_derive(Game, attributes(game))]
pub fn derive_game(input: TokenStream) -> TokenStream {
    derive::expand(input.into()).into()
}
