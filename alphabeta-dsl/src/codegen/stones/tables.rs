//! The const tables of a placement game: the bottom row, the segments the
//! line tests read, the steps and edges of connections, the Zobrist keys.

use super::Ctx;
use crate::codegen::preamble::ZOBRIST_SEED;
use crate::ir::{Goal, Placing};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// The tables the rules need.
pub fn tables(cx: &Ctx) -> TokenStream {
    let mut out = TokenStream::new();
    if cx.stones.placing == Placing::Drop {
        out.extend(quote! {
            /// The bottom row, where a stone lands in an empty column.
            const BOTTOM: Board = narrow(GRID.row_mask(0));
        });
    }
    for (radius, name) in &cx.names.segments {
        out.extend(segments(*radius, name));
    }
    if cx.stones.follows_groups() {
        out.extend(connection_tables(cx));
    }
    out
}

/// For every cell and line direction, the cells within `radius` of it
/// along that line: what a line test through the last move reads.
fn segments(radius: usize, name: &proc_macro2::Ident) -> TokenStream {
    let r = Literal::usize_unsuffixed(radius);
    let doc = format!(
        " For every cell and line direction, the cells within {radius} of it along that line."
    );
    quote! {
        #[doc = #doc]
        static #name: [[Board; 4]; CELLS] = {
            let wide = GRID.segments::<WORDS, CELLS>(#r);
            let mut out = [[ZERO; 4]; CELLS];
            let mut c = 0;
            while c < CELLS {
                let mut a = 0;
                while a < 4 {
                    out[c][a] = narrow(wide[c][a]);
                    a += 1;
                }
                c += 1;
            }
            out
        };
    }
}

/// The steps to a cell's neighbours, and the edges.
fn connection_tables(cx: &Ctx) -> TokenStream {
    let board = cx.board;
    let steps: Vec<TokenStream> = board
        .neighbours()
        .iter()
        .filter(|d| board.has_step(**d))
        .map(|&(dx, dy)| {
            let delta = Literal::i32_unsuffixed(board.shift((dx, dy)));
            quote!(bb::Step { delta: #delta, arrive: narrow(GRID.arrivals((#dx, #dy))) })
        })
        .collect();
    let count = Literal::usize_unsuffixed(steps.len());
    let edges = cx.names.edges().iter().map(|(edge, name)| {
        let variant = format_ident!("{edge:?}");
        quote! {
            #[allow(dead_code)]
            const #name: Board = narrow(GRID.edge(bb::Edge::#variant));
        }
    });
    quote! {
        /// The steps to a cell's neighbours.
        const STEPS: [bb::Step<Board>; #count] = [#(#steps),*];
        #(#edges)*
    }
}

/// The pair of edges `side` (an expression of type `Side`) must join, as a
/// `match` over the players' goals.
pub fn goal_edges(cx: &Ctx, goal: Goal, side: &TokenStream) -> TokenStream {
    let [(f0, f1), (s0, s1)] = goal.map(|(a, b)| (cx.names.edge(a), cx.names.edge(b)));
    quote! {
        match #side {
            Side::First => (#f0, #f1),
            Side::Second => (#s0, #s1),
        }
    }
}

/// The key table and the from-scratch hash.
pub fn zobrist() -> TokenStream {
    quote! {
        /// One key per player and cell, and one for the second player to move.
        static ZOBRIST: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED);

        /// The hash of a position, from its stones and the side to move.
        fn hash_of(stones: &[Board; 2], to_move: Side) -> u64 {
            let mut hash = 0;
            for (side, keys) in ZOBRIST.stones.iter().enumerate() {
                for cell in stones[side].ones() {
                    hash ^= keys[cell];
                }
            }
            if to_move == Side::Second {
                hash ^= ZOBRIST.second_to_move;
            }
            hash
        }
    }
}
