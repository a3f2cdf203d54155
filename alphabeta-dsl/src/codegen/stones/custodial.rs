//! Custodial capture of stones (`captures: custodial(n)`): a placed stone
//! removes every run of exactly `n` enemy stones that it encloses on a
//! line with a stone of its own, in each of the line directions from it.
//! Each player's count of captured stones is part of the position and of
//! its Zobrist key; `captured(k stones)` reads it.
//!
//! The rays are a table: for every cell and direction, the `n + 1` cells
//! that follow it, the last being where the mover's closing stone must
//! stand. A stone placed between two enemy stones is never captured: only
//! the stone just placed captures.

use super::Ctx;
use crate::codegen::preamble::ZOBRIST_SEED;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Xored into the stones' seed for the keys of the captured counts.
const COUNT_SEED: u64 = 0x6375_7374_6f64_6961;

/// What custodial capture adds to a game, each part empty without it.
#[derive(Default)]
pub struct Custodial {
    /// The position's field.
    pub field: TokenStream,
    /// Its value at the start.
    pub start: TokenStream,
    /// Tables and functions for the const block.
    pub items: TokenStream,
    /// The statements of `play` right after the stone is set (`self`,
    /// `next`, `mover` and `cell` in scope): the captures, their keys and
    /// the counts.
    pub play: TokenStream,
}

pub fn custodial(cx: &Ctx) -> Custodial {
    let Some(n) = cx.stones.custodial else {
        return Custodial::default();
    };
    let board = cx.board;
    let dirs: Vec<TokenStream> = board
        .axes()
        .iter()
        .flat_map(|&(dx, dy)| [(dx, dy), (-dx, -dy)])
        .map(|(dx, dy)| quote!((#dx, #dy)))
        .collect();
    let dir_count = Literal::usize_unsuffixed(dirs.len());
    let reach = Literal::usize_unsuffixed(n + 1);
    let enclosed = Literal::usize_unsuffixed(n);
    let mirror = cx.symmetric.then(|| {
        quote! {
            next.mirror ^= ZOBRIST.stones[them][usize::from(MIRROR[taken])];
        }
    });
    let mirror_counts = cx.symmetric.then(|| {
        quote! {
            next.mirror ^= count_key(me, self.captured[me]) ^ count_key(me, next.captured[me]);
        }
    });
    let items = quote! {
        /// The directions a capture looks along from the placed stone.
        const CUSTODIAL_DIRS: [(i32, i32); #dir_count] = [#(#dirs),*];
        /// How many enemy stones a capture encloses.
        const ENCLOSED: usize = #enclosed;
        /// No cell: the ray left the board.
        const OFF: u16 = u16::MAX;
        /// For every cell and direction, the cells at distance 1 to
        /// `ENCLOSED + 1` along it (`OFF` past the edge).
        static RAYS: [[[u16; #reach]; #dir_count]; CELLS] = {
            let mut out = [[[OFF; #reach]; #dir_count]; CELLS];
            let mut c = 0;
            while c < CELLS {
                let mut d = 0;
                while d < #dir_count {
                    let mut k = 0;
                    while k < #reach {
                        if let Some(to) = GRID.step(c, CUSTODIAL_DIRS[d], k as i32 + 1) {
                            out[c][d][k] = to as u16;
                        }
                        k += 1;
                    }
                    d += 1;
                }
                c += 1;
            }
            out
        };

        /// The stones of `theirs` that a stone of `own` just placed on
        /// `cell` encloses: runs of exactly `ENCLOSED` between it and
        /// another stone of `own`.
        #[inline]
        fn captures_of(own: Board, theirs: Board, cell: usize) -> Board {
            let mut taken = ZERO;
            for ray in &RAYS[cell] {
                let end = ray[ENCLOSED];
                if end == OFF || !own.test(usize::from(end)) {
                    continue;
                }
                let mut run = ZERO;
                let mut whole = true;
                for &at in &ray[..ENCLOSED] {
                    let at = usize::from(at);
                    whole &= theirs.test(at);
                    run.set(at);
                }
                if whole {
                    taken |= run;
                }
            }
            taken
        }

        /// A key per player and count of captured stones (counts beyond
        /// the board's cells wrap, which only makes keys collide).
        static COUNT_KEYS: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED ^ #COUNT_SEED);

        /// The key of `side` having captured `count` stones: none for 0.
        #[inline]
        fn count_key(side: usize, count: u16) -> u64 {
            if count == 0 {
                0
            } else {
                COUNT_KEYS.stones[side][usize::from(count) % CELLS]
            }
        }
    };
    let play = quote! {
        let (me, them) = (mover.index(), mover.opponent().index());
        let taken = captures_of(next.stones[me], next.stones[them], cell);
        if !taken.is_zero() {
            next.stones[them] &= !taken;
            for taken in taken.ones() {
                next.hash ^= ZOBRIST.stones[them][taken];
                #mirror
            }
            next.captured[me] = self.captured[me].saturating_add(taken.count() as u16);
            next.hash ^= count_key(me, self.captured[me]) ^ count_key(me, next.captured[me]);
            #mirror_counts
        }
    };
    Custodial {
        field: quote! {
            /// The stones each player has captured.
            captured: [u16; 2],
        },
        start: quote!(captured: [0; 2],),
        items,
        play,
    }
}
