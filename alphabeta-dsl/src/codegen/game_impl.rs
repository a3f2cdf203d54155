//! The `Game` impl, as both front ends emit it: `game!` and
//! `#[derive(Game)]` fill in the same parts, and this writes the trait's
//! signatures in one place.

use proc_macro2::TokenStream;
use quote::quote;

/// The parts of an `impl Game`. Each `TokenStream` but `items` is the body
/// of the method of that name, written against the trait's own parameter
/// names (`moves` in `generate`).
pub struct GameImpl {
    /// `impl<...> Game for Name<...> where ...`: everything before the braces.
    pub header: TokenStream,
    pub move_type: TokenStream,
    pub moves_type: TokenStream,
    pub start: TokenStream,
    pub side_to_move: TokenStream,
    pub outcome: TokenStream,
    pub generate: TokenStream,
    pub hash_key: TokenStream,
    pub hash_from_scratch: TokenStream,
    /// The rest, as complete items: `play`, and any method that overrides a
    /// default (`evaluate`, `move_priority`, `no_moves`, ...).
    pub items: TokenStream,
}

impl GameImpl {
    pub fn emit(&self) -> TokenStream {
        let GameImpl {
            header,
            move_type,
            moves_type,
            start,
            side_to_move,
            outcome,
            generate,
            hash_key,
            hash_from_scratch,
            items,
        } = self;
        quote! {
            #header {
                type Move = #move_type;
                type Moves = #moves_type;

                fn start() -> Self {
                    #start
                }

                #[inline]
                fn side_to_move(&self) -> ::alphabeta::runtime::Side {
                    #side_to_move
                }

                #[inline]
                fn outcome(&self) -> ::core::option::Option<::alphabeta::runtime::Outcome> {
                    #outcome
                }

                #[inline]
                fn generate(&self, moves: &mut Self::Moves) {
                    #generate
                }

                #[inline]
                fn hash_key(&self) -> u64 {
                    #hash_key
                }

                fn hash_from_scratch(&self) -> u64 {
                    #hash_from_scratch
                }

                #items
            }
        }
    }
}
