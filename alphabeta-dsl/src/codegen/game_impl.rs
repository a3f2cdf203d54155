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
    /// The body of `evaluate`, when the game has an evaluation.
    pub evaluate: Option<TokenStream>,
    /// `game!`'s type, whose evaluation may be tuned: `evaluate` is then
    /// the linear evaluation with the weights its `Features` impl holds
    /// when the declaration names some, and the body above is the
    /// inherent `untuned_evaluation` either way.
    pub tunable: Option<TokenStream>,
    /// The body of `move_priority` (with `mv` in scope), when the game has hints.
    pub move_priority: Option<TokenStream>,
    /// The body of `no_moves`, when it is not the trait's default (a loss).
    pub no_moves: Option<TokenStream>,
    /// The rest, as complete items: `play`, and any other method that
    /// overrides a default.
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
            evaluate,
            tunable,
            move_priority,
            no_moves,
            items,
        } = self;
        let untuned = match (tunable, evaluate) {
            (Some(name), Some(body)) => quote! {
                impl #name {
                    /// The evaluation the declaration gives without tuned
                    /// weights.
                    #[doc(hidden)]
                    #[inline]
                    pub fn untuned_evaluation(&self) -> i32 {
                        #body
                    }
                }
            },
            _ => TokenStream::new(),
        };
        let evaluate = evaluate.as_ref().map(|body| match tunable {
            Some(_) => quote! {
                #[inline]
                fn evaluate(&self) -> i32 {
                    match <Self as ::alphabeta::runtime::tune::Features>::TUNED {
                        Some(weights) => ::alphabeta::runtime::tune::evaluate_with(weights, self),
                        None => self.untuned_evaluation(),
                    }
                }
            },
            None => quote! {
                fn evaluate(&self) -> i32 {
                    #body
                }
            },
        });
        let move_priority = move_priority.as_ref().map(|body| {
            quote! {
                #[inline]
                fn move_priority(&self, mv: Self::Move) -> i32 {
                    let _ = mv;
                    #body
                }
            }
        });
        let no_moves = no_moves.as_ref().map(|body| {
            quote! {
                fn no_moves(&self) -> ::alphabeta::runtime::Outcome {
                    #body
                }
            }
        });
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

                #evaluate
                #move_priority
                #no_moves
                #items
            }

            #untuned
        }
    }
}
