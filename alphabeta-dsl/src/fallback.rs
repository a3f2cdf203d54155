//! After an error: the type still exists, with every trait the real one
//! would have, so the user sees the DSL errors and not a cascade of "no
//! such type" and "trait not implemented" errors from the rest of the crate.

use crate::syntax::GameDef;
use proc_macro2::TokenStream;
use quote::quote;

pub fn stub(game: &GameDef) -> TokenStream {
    let GameDef {
        attrs, vis, name, ..
    } = game;
    let unreachable = quote! { ::core::unreachable!("the game! declaration has errors") };
    quote! {
        #(#attrs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #vis struct #name;

        const _: () = {
            use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError};
            impl #name {
                /// Columns (a stub: the declaration has errors).
                pub const WIDTH: usize = 1;
                /// Rows (a stub: the declaration has errors).
                pub const HEIGHT: usize = 1;
                /// A stub: the declaration has errors.
                pub fn stone(&self, _col: usize, _row: usize) -> ::core::option::Option<::alphabeta::runtime::Side> { #unreachable }
                /// A stub: the declaration has errors.
                pub fn move_cell(_mv: u8) -> (usize, usize) { #unreachable }
                /// A stub: the declaration has errors.
                pub fn plies(&self) -> u32 { #unreachable }
                /// A stub: the declaration has errors.
                pub fn piece(&self, _col: usize, _row: usize) -> ::core::option::Option<(::alphabeta::runtime::Side, char)> { #unreachable }
                /// A stub: the declaration has errors.
                pub fn piece_count(&self, _side: ::alphabeta::runtime::Side) -> u32 { #unreachable }
                /// A stub: the declaration has errors.
                pub fn mobility(&self, _side: ::alphabeta::runtime::Side) -> usize { #unreachable }
            }
            impl Game for #name {
                type Move = u8;
                type Moves = MoveList<u8, 1>;
                fn start() -> Self { #unreachable }
                fn side_to_move(&self) -> ::alphabeta::runtime::Side { #unreachable }
                fn outcome(&self) -> ::core::option::Option<::alphabeta::runtime::Outcome> { #unreachable }
                fn generate(&self, _: &mut Self::Moves) { #unreachable }
                fn play(&self, _: u8) -> Self { #unreachable }
                fn hash_key(&self) -> u64 { #unreachable }
                fn hash_from_scratch(&self) -> u64 { #unreachable }
            }
            impl Notation for #name {
                fn parse_move(_: &Self, _: &str) -> ::core::result::Result<u8, NotationError> { #unreachable }
                fn write_move(_: &Self, _: u8, _: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result { #unreachable }
                fn parse_position(_: &str) -> ::core::result::Result<Self, NotationError> { #unreachable }
                fn write_position(&self, _: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result { #unreachable }
            }
            impl ::alphabeta::runtime::BoardView for #name {
                const LAYOUT: ::alphabeta::runtime::Layout = ::alphabeta::runtime::Layout::Square;
                fn files(&self) -> usize { #unreachable }
                fn ranks(&self) -> usize { #unreachable }
                fn cell(&self, _: usize, _: usize) -> ::alphabeta::runtime::Cell { #unreachable }
                fn move_cells(&self, _: u8, _: &mut [(usize, usize); 4]) -> usize { #unreachable }
            }
            impl ::core::fmt::Display for #name {
                fn fmt(&self, _: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { #unreachable }
            }
        };
    }
}
