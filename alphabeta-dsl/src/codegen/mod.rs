//! Phase 4, codegen: the IR to the position type and its trait impls.
//!
//! The generated code reads like hand-written bitboard code: a `Copy` struct
//! of bitboards, and everything else inside a `const _: () = { ... };`
//! block, so its helpers and tables never clash with the user's names.
//! Tables are computed by `const fn`s of the runtime's `bitboard` module:
//! the token stream holds calls, not numbers.
//!
//! Both kinds of game are emitted the same way: the shared
//! [`preamble`](preamble::preamble), the rule-dependent item names made once
//! ([`names`]), and `impl Game` written by [`GameImpl`](game_impl::GameImpl)
//! from the parts each backend fills in. This module reads only the IR.

// Boards of boxes (dots and boxes).
mod boxes;
mod features;
pub mod game_impl;
mod names;
mod pieces;
mod points;
mod preamble;
mod stones;

use crate::ir::{Game, Rules};
use proc_macro2::TokenStream;
use quote::quote;

/// Hints: above every other, a move that ends the game in the mover's favour.
const HINT_WIN: i32 = 1_000_000;
/// Next: a move that takes the cell where the opponent would win.
const HINT_BLOCK: i32 = 500_000;
/// A capture, before any quiet move.
const HINT_CAPTURE: i32 = 100_000;
/// A promotion.
const HINT_PROMOTE: i32 = 50_000;

/// The code of one game.
pub fn game(game: &Game) -> TokenStream {
    match &game.rules {
        Rules::Stones(stones) => stones::game(game, stones),
        Rules::Pieces(pieces) => pieces::game(game, pieces),
        Rules::Points(rules) => points::game(game, rules),
        Rules::Boxes(rules) => boxes::game(game, rules),
    }
}

/// The position struct: the user's attributes, a summary of the rules for
/// rustdoc, and `fields`.
fn position_struct(game: &Game, summary: &str, fields: TokenStream) -> TokenStream {
    let Game {
        attrs, vis, name, ..
    } = game;
    quote! {
        #attrs
        #[doc = ""]
        #[doc = #summary]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        #vis struct #name {
            #fields
        }
    }
}

/// The `Debug` impl every game shares: its position notation, as in
/// `TicTacToe("X.O/.X./..O X")`.
fn debug_impl(game: &Game) -> TokenStream {
    let name = &game.name;
    let text = name.to_string();
    quote! {
        /// The position notation, as in `Name("...")`.
        impl ::core::fmt::Debug for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::write!(f, "{}(\"", #text)?;
                Notation::write_position(self, f)?;
                f.write_str("\")")
            }
        }
    }
}

#[cfg(test)]
mod tests;
