//! The null move of a royal game, for the searcher's null-move pruning
//! (`Game::null_move`): the turn handed to the opponent, as if the side
//! to move could pass.
//!
//! A search passes only where that is a fair test of a position's
//! strength, and the declaration says where:
//!
//! - the game has a royal piece, so a check can be told: never in check
//!   (passing would leave the royal piece attacked);
//! - the side to move has a piece of a kind that is neither royal nor
//!   promotes. Zugzwang, where any move is worse than none, lives in the
//!   endings of royal pieces and pawns (the kinds that promote); while a
//!   side has another piece, it nearly always has a harmless move;
//! - no pass move of its own (`moves: move or pass`, `no moves: pass`),
//!   no turn of several moves, and no hands: with drops every earlier
//!   position may recur, so the repetition test could reach back across
//!   the pass.
//!
//! The pass flips the side to move, clears the en-passant cell and zeroes
//! the clock of reversible plies (a repetition never reaches back across
//! it), each with its key. The searcher verifies its cutoffs at depth
//! (`search/reductions.rs`), and never passes in a proof.

use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// The `null_move` and `is_in_check` items of `impl Game`, or nothing for a
/// game whose declaration does not allow passing for the search.
pub fn items(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let Some(royal) = p.royal() else {
        return TokenStream::new();
    };
    if p.flipping() || p.passes() || p.takes_sets() || p.has_hands() {
        return TokenStream::new();
    }
    let pieces: Vec<TokenStream> = p
        .kinds
        .iter()
        .enumerate()
        .filter(|&(k, kind)| k != royal.kind && kind.promote.is_none())
        .map(|(k, _)| {
            let k = Ctx::kind(k);
            quote!(self.pieces[s][#k])
        })
        .collect();
    if pieces.is_empty() {
        return TokenStream::new();
    }
    let ep = super::state::clear_en_passant(p);
    let clock = p.keeps_clock().then(|| quote!(next.clock = 0;));
    quote! {
        #[inline]
        fn is_in_check(&self) -> bool {
            self.in_check(self.to_move.index())
        }

        /// The turn passed: only without check, and with a piece that
        /// is neither royal nor promotes (see the declaration's rules).
        fn null_move(&self) -> ::core::option::Option<Self> {
            let s = self.to_move.index();
            if self.outcome.is_some() || ( #(#pieces)|* ).is_zero() || self.in_check(s) {
                return None;
            }
            let mut next = *self;
            next.to_move = self.to_move.opponent();
            next.hash ^= KEYS.second_to_move;
            #ep
            #clock
            Some(next)
        }
    }
}
