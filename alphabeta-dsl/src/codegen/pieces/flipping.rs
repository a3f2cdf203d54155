//! Flipping placement (othello): the legal cells of all eight directions at
//! once (a fill along each), and the flips of one placement.

use super::tables::FLIPS;
use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// `targets`: the cells where a stone of `own` outflanks a line of `theirs`.
pub fn generators(cx: &Ctx) -> TokenStream {
    let longest = cx.board.width.max(cx.board.height);
    let repeats = longest.saturating_sub(3);
    let fills = FLIPS.iter().map(|&v| {
        let dir = cx.names.dir(v);
        let more = (0..repeats).map(|_| quote!(run |= run.shift(d.delta) & d.arrive & theirs;));
        quote! {{
            let d = #dir[0];
            let mut run = own.shift(d.delta) & d.arrive & theirs;
            #(#more)*
            cells |= run.shift(d.delta) & d.arrive & empty;
        }}
    });
    quote! {
        /// The cells where a stone of `own` outflanks a line of `theirs`.
        #[inline(always)]
        fn targets(own: Board, theirs: Board, empty: Board) -> Board {
            let mut cells = ZERO;
            #(#fills)*
            cells
        }

        #[inline(always)]
        fn targets_of(&self, s: usize) -> Board {
            let (own, theirs) = (self.pieces[s][0], self.pieces[1 - s][0]);
            Self::targets(own, theirs, ALL & !(own | theirs | self.blocked))
        }
    }
}

/// `play_as`: the stone, and every line it outflanks turned over.
pub fn play(cx: &Ctx) -> TokenStream {
    let prologue = super::play::prologue(cx);
    let walks = FLIPS.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {{
            let d = #dir[0];
            let mut run = ZERO;
            let mut at = here.shift(d.delta) & d.arrive;
            while !(at & theirs).is_zero() {
                run |= at;
                at = at.shift(d.delta) & d.arrive;
            }
            if !(at & own).is_zero() {
                flips |= run;
            }
        }}
    });
    quote! {
        #[inline(always)]
        fn play_as<const S: usize>(&self, mv: Move) -> Self {
            #prologue
            let cell = usize::from(mv);
            let here = <Board as bb::Bits>::bit(cell);
            let (own, theirs) = (self.pieces[S][0], self.pieces[1 - S][0]);
            let mut flips = ZERO;
            #(#walks)*
            next.pieces[S][0] = own | flips | here;
            next.pieces[1 - S][0] = theirs & !flips;
            next.hash ^= KEYS.pieces[S][0][cell];
            for c in flips.ones() {
                next.hash ^= KEYS.pieces[0][0][c] ^ KEYS.pieces[1][0][c];
            }
            next.outcome = next.judge(S);
            next
        }
    }
}
