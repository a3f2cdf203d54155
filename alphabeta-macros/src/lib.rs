//! Procedural macros for alphabeta (placeholder until the DSL lands).
use proc_macro::TokenStream;

/// Declares a game (see the `alphabeta` crate documentation).
#[proc_macro]
pub fn game(input: TokenStream) -> TokenStream {
    let _ = input;
    TokenStream::new()
}
