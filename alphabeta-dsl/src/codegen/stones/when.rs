//! Rules of one's own: `moves: place when(f)`, `or choose(n) when(g)` and
//! `win: when(h)`, plain Rust functions the generated code calls.
//!
//! Each function is first bound to a typed `const` spanned at the user's
//! path, so that a function of the wrong signature, or a missing one, is
//! reported there and once; the code then calls the constant, which the
//! compiler turns back into a direct call.
//!
//! The functions may read anything public of the position, and in
//! particular the move that made it ([`last_move`]): so the position keeps
//! its last move, and its Zobrist key includes it (one key per move, none
//! before the first). A choice is a move numbered after the cells
//! (`CELLS + option`); it places nothing, keeps the turn, and may not
//! follow another choice, so a game still ends within two moves per cell.
//!
//! [`last_move`]: #method.last_move

use super::Ctx;
use crate::codegen::preamble::ZOBRIST_SEED;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// A seed of its own for the last move's keys, so that they are not the
/// stones' keys.
const LAST_SEED: u64 = ZOBRIST_SEED ^ 0x1a57_0fc0_ffee;

/// What the hooks add to a placement game; every part empty when it has
/// none.
#[derive(Default)]
pub struct When {
    /// The struct field holding the last move.
    pub field: TokenStream,
    /// Its value at the start.
    pub start: TokenStream,
    /// Items for the const block: the typed functions, the last move's keys.
    pub items: TokenStream,
    /// Inherent methods: `last_move`, `chosen`, `choice`.
    pub inherent: TokenStream,
}

/// Whether the game names functions of its own.
pub fn hooked(cx: &Ctx) -> bool {
    cx.stones.hooks.any()
}

/// The name of the typed constant of the `i`-th end function.
pub fn end_const(i: usize) -> proc_macro2::Ident {
    format_ident!("WHEN_END_{}", i)
}

/// The field, keys and helpers of a game with hooks.
pub fn when(cx: &Ctx) -> When {
    if !hooked(cx) {
        return When::default();
    }
    let name = &cx.game.name;
    let hooks = &cx.stones.hooks;
    let choices = Literal::usize_unsuffixed(hooks.choices());
    let mut items = TokenStream::new();
    if let Some(path) = &hooks.place {
        items.extend(quote_spanned! {path.span()=>
            /// `moves: place when(...)`: whether a player may fill a cell.
            const WHEN_PLACE: fn(&#name, Move) -> bool = #path;
        });
    }
    if let Some((_, path)) = &hooks.choose {
        items.extend(quote_spanned! {path.span()=>
            /// `or choose(...) when(...)`: whether a player may choose an option.
            const WHEN_CHOOSE: fn(&#name, Move) -> bool = #path;
        });
    }
    for (i, path) in hooks.ends.iter().enumerate() {
        let constant = end_const(i);
        items.extend(quote_spanned! {path.span()=>
            /// A `when(...)` end condition: whether the player who just
            /// moved (the side given) meets it.
            const #constant: fn(&#name, Side) -> bool = #path;
        });
    }
    let seed = Literal::u64_unsuffixed(LAST_SEED);
    items.extend(quote! {
        /// The options of `or choose(n)`; 0 without a choice.
        const CHOICES: usize = #choices;
        /// No move yet: the last move of the start.
        const NO_MOVE: Move = Move::MAX;
        /// One key per move that can be the last one (cells, then choices).
        static LAST_KEYS: bb::Zobrist<{ CELLS + CHOICES }> = bb::Zobrist::new(#seed);

        /// The key of `mv` being the last move: none for no move.
        #[inline]
        fn last_key(mv: Move) -> u64 {
            if mv == NO_MOVE {
                0
            } else {
                LAST_KEYS.stones[0][usize::from(mv)]
            }
        }

        /// Whether `mv` is a choice rather than a cell.
        #[inline(always)]
        fn is_choice(mv: Move) -> bool {
            mv != NO_MOVE && usize::from(mv) >= CELLS
        }
    });
    let move_type = &cx.move_type;
    let word = crate::codegen::preamble::word_type(cx.board);
    let inherent = quote! {
        /// The cells holding `side`'s stones, one bit each: bit
        /// `col + row * WIDTH`, row 0 the bottom rank. For rules of one's
        /// own that look at whole regions at once.
        #[must_use]
        pub fn stones_of(&self, side: Side) -> #word {
            self.stones[side.index()]
        }

        /// How many options `or choose(n)` offers; 0 without a choice.
        pub const CHOICES: usize = CHOICES;

        /// The move that made this position: `None` at the start, or for a
        /// position read from a board string that names none.
        #[must_use]
        pub fn last_move(&self) -> Option<#move_type> {
            (self.last != NO_MOVE).then_some(self.last)
        }

        /// The option a choice names, from 0, or `None` for a cell.
        #[must_use]
        pub fn chosen(mv: #move_type) -> Option<usize> {
            is_choice(mv).then(|| usize::from(mv) - CELLS)
        }

        /// The move that chooses `option`, from 0.
        ///
        /// # Panics
        ///
        /// If there is no such option.
        #[must_use]
        pub fn choice(option: usize) -> #move_type {
            ::core::assert!(option < CHOICES, "no option {option}: there are {CHOICES}");
            (CELLS + option) as #move_type
        }
    };
    When {
        field: quote! {
            /// The move that made this position, or `NO_MOVE`: the rules of
            /// one's own may read it.
            last: #move_type,
        },
        start: quote!(last: NO_MOVE,),
        items,
        inherent,
    }
}

/// `Game::play` of a game with hooks: a choice only records itself; a
/// placement sets its stone, then the declared conditions judge it.
pub fn play() -> TokenStream {
    quote! {
        #[inline]
        fn play(&self, mv: Move) -> Self {
            let mover = self.to_move;
            let mut next = *self;
            next.hash ^= last_key(self.last) ^ last_key(mv);
            next.last = mv;
            if is_choice(mv) {
                // A choice places nothing, ends nothing and keeps the turn;
                // the plies count the stones placed, as a board string
                // read back counts them.
                return next;
            }
            next.plies = self.plies.saturating_add(1);
            let cell = usize::from(mv);
            next.stones[mover.index()].set(cell);
            next.hash ^= ZOBRIST.stones[mover.index()][cell] ^ ZOBRIST.second_to_move;
            next.to_move = mover.opponent();
            next.outcome = judge(&next.stones, usize::from(next.plies), mover, Some(cell), 0, &next);
            next
        }
    }
}

/// Calls `each(mv)` for each legal move of `self`: the open cells the
/// placement rule allows, then, unless the last move was a choice, the
/// options the choice rule allows.
fn legal_moves(cx: &Ctx, each: &TokenStream) -> TokenStream {
    let capacity = Literal::usize_unsuffixed(cx.board.playable());
    let allowed = if cx.stones.hooks.place.is_some() {
        quote!(WHEN_PLACE(self, mv))
    } else {
        quote!(true)
    };
    let choices = cx.stones.hooks.choose.is_some().then(|| {
        quote! {
            if !is_choice(self.last) {
                for option in 0..CHOICES {
                    let mv = (CELLS + option) as Move;
                    if WHEN_CHOOSE(self, mv) {
                        #each
                    }
                }
            }
        }
    });
    quote! {
        // The bound changes nothing (there are never more open cells) but
        // lets the compiler drop the move list's bounds checks.
        for cell in open_cells(&self.stones).ones().take(#capacity) {
            let mv = cell as Move;
            if #allowed {
                #each
            }
        }
        #choices
    }
}

/// The body of `Game::generate`.
pub fn generate(cx: &Ctx) -> TokenStream {
    legal_moves(cx, &quote!(moves.push(mv);))
}

/// `Game::move_count`, counting as `generate` lists.
pub fn move_count(cx: &Ctx) -> TokenStream {
    let count = legal_moves(cx, &quote!(count += 1;));
    quote! {
        #[inline]
        fn move_count(&self) -> usize {
            let mut count = 0;
            #count
            count
        }
    }
}

/// `Game::max_remaining_plies`: each open cell, and before each a choice.
pub fn max_remaining(cx: &Ctx) -> TokenStream {
    let per_cell = Literal::u32_unsuffixed(if cx.stones.hooks.choose.is_some() {
        2
    } else {
        1
    });
    quote! {
        #[inline]
        fn max_remaining_plies(&self) -> Option<u32> {
            Some(open_cells(&self.stones).count() as u32 * #per_cell)
        }
    }
}
