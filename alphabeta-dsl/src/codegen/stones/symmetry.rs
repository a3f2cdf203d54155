//! The mirror symmetry: one transposition-table entry for a position and its
//! mirror image.
//!
//! A rectangle reflects left to right, a hex rhombus through its centre
//! (`Grid::mirror` in the runtime). The position keeps a second Zobrist key,
//! that of its mirror image, which `play` updates with the mirrored cell's
//! key; the searcher files the position under the smaller of the two.

use super::Ctx;
use crate::ir::{Game, Stones, Test};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the rules are unchanged by the board's reflection: the moves,
/// lines, connections and a full board all are, so only an evaluation of
/// the user's own, which may tell a position from its image, rules it out.
pub fn is_symmetric(game: &Game, stones: &Stones) -> bool {
    let ends_symmetric = stones.ends.iter().all(|end| match end.test {
        // Lines map to lines along the reflected axes.
        Test::Line { .. } => true,
        // Each pair of opposite edges maps to itself.
        Test::Connect { .. } => true,
        Test::Full => true,
        // Captures are along lines, which reflect to lines.
        Test::Captured { .. } => true,
        // Sides map to sides, corners to corners and loops to loops.
        Test::Group(_) => true,
        // A function of one's own may tell a position from its image.
        Test::When(_) => false,
    });
    // A turn's second stone goes below its first, an order the reflection
    // does not keep.
    ends_symmetric
        && game.eval.is_none()
        && !stones.several_a_turn()
        && !stones.hooks.any()
        // Holes the mirror does not keep would reflect stones onto holes.
        && game.board.mirror_keeps_holes()
}

/// The generated code's parts for the symmetry, each empty when the rules
/// have none.
pub struct Symmetry {
    /// The struct field holding the mirror image's key.
    pub field: TokenStream,
    /// Its value at the start.
    pub start: TokenStream,
    /// The statement of `play` that updates it; `next`, `mover` and `cell`
    /// are in scope.
    pub play: TokenStream,
    /// The mirror key after a move, for `keys_after` (`self`, `mover` as an
    /// index, `cell` and the child's `hash` in scope): the child's own key
    /// when the rules have no symmetry.
    pub key_after: TokenStream,
    /// Items for the const block.
    pub items: TokenStream,
    /// `Game` methods.
    pub methods: TokenStream,
    /// Inherent methods.
    pub inherent: TokenStream,
}

pub fn symmetry(cx: &Ctx) -> Symmetry {
    if !cx.symmetric {
        return Symmetry {
            field: TokenStream::new(),
            start: TokenStream::new(),
            play: TokenStream::new(),
            key_after: quote!(hash),
            items: TokenStream::new(),
            methods: TokenStream::new(),
            inherent: TokenStream::new(),
        };
    }
    let wins = &cx.wins.init;
    let mirrored_doc = " The position's mirror image: the board reflected left to right \
        (through its centre on a hex board, across the line through `a1` on a hex triangle), \
        the same side to move. It has the same value, \
        and the searcher's table holds one entry for both.";
    Symmetry {
        field: quote!(mirror: u64,),
        start: quote!(mirror: 0,),
        play: quote! {
            next.mirror ^= ZOBRIST.stones[mover.index()][usize::from(MIRROR[cell])] ^ ZOBRIST.second_to_move;
        },
        key_after: quote!(
            self.mirror ^ ZOBRIST.stones[mover][usize::from(MIRROR[cell])] ^ ZOBRIST.second_to_move
        ),
        items: quote! {
            /// Every cell's mirror image, as a move (a cell fits one),
            /// so the table takes a byte a cell on boards up to 256.
            static MIRROR: [Move; CELLS] = {
                let mut out = [0; CELLS];
                let mut cell = 0;
                while cell < CELLS {
                    out[cell] = GRID.mirror(cell) as Move;
                    cell += 1;
                }
                out
            };

            /// The stones reflected.
            fn mirror_stones(stones: &[Board; 2]) -> [Board; 2] {
                let mut out = [ZERO; 2];
                for (side, board) in stones.iter().enumerate() {
                    for cell in board.ones() {
                        out[side].set(usize::from(MIRROR[cell]));
                    }
                }
                out
            }
        },
        methods: quote! {
            const MIRROR: bool = true;

            #[inline]
            fn mirror_key(&self) -> u64 {
                self.mirror
            }

            #[inline]
            fn mirror_move(mv: Move) -> Move {
                MIRROR[usize::from(mv)]
            }
        },
        inherent: quote! {
            #[doc = #mirrored_doc]
            #[must_use]
            pub fn mirrored(&self) -> Self {
                let stones = mirror_stones(&self.stones);
                let mut image = Self {
                    stones,
                    mirror: self.hash,
                    #wins
                    ..*self
                };
                image.hash = hash_of(&image.stones, image.to_move) ^ image.state_key();
                image
            }

        },
    }
}
