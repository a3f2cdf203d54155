//! Procedural macros for alphabeta: the `game!` DSL and `#[derive(Game)]`.
//!
//! The entry points are thin: each hands its tokens to the `alphabeta-dsl`
//! library, which parses, checks, lowers and generates the code.

use proc_macro::TokenStream;

#[doc = include_str!("../doc/game.md")]
#[doc = ""]
#[doc = include_str!("../doc/fairy-stockfish.md")]
#[proc_macro]
pub fn game(input: TokenStream) -> TokenStream {
    alphabeta_dsl::game(input.into()).into()
}

#[doc = include_str!("../doc/derive.md")]
#[proc_macro_derive(Game, attributes(game))]
pub fn derive_game(input: TokenStream) -> TokenStream {
    alphabeta_dsl::derive_game(input.into()).into()
}
