//! The representation: the bitboard word, the grid and the const tables.

use crate::ir::{Edge, Moves, Rules, Shape, Test, Word};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// The bitboard type of one player.
pub fn word_type(rules: &Rules) -> TokenStream {
    match rules.word() {
        Word::U16 => quote!(u16),
        Word::U32 => quote!(u32),
        Word::U64 => quote!(u64),
        Word::U128 => quote!(u128),
        Word::Wide(n) => {
            let n = Literal::usize_unsuffixed(n);
            quote!(::alphabeta::runtime::bitboard::Wide<#n>)
        }
    }
}

/// A move: the index of the cell it fills.
pub fn move_type(rules: &Rules) -> TokenStream {
    if rules.cells() <= 256 {
        quote!(u8)
    } else {
        quote!(u16)
    }
}

/// How `const fn`s turn a `Wide<WORDS>` into the board word.
pub fn narrow_method(rules: &Rules) -> TokenStream {
    match rules.word() {
        Word::U16 => quote!(to_u16),
        Word::U32 => quote!(to_u32),
        Word::U64 => quote!(to_u64),
        Word::U128 => quote!(to_u128),
        Word::Wide(_) => quote!(to_wide),
    }
}

pub fn edge_const(edge: Edge) -> TokenStream {
    let name = format_ident!("EDGE_{}", edge.to_string().to_uppercase());
    quote!(#name)
}

/// The pair of edges `side` (an expression of type `Side`) must join, as a
/// `match` over the players' `connect` edges.
pub fn goal_edges(edges: [(Edge, Edge); 2], side: &TokenStream) -> TokenStream {
    let [(f0, f1), (s0, s1)] = edges.map(|(a, b)| (edge_const(a), edge_const(b)));
    quote! {
        match #side {
            Side::First => (#f0, #f1),
            Side::Second => (#s0, #s1),
        }
    }
}

/// The name of the segment table that exact lines of `n` read: telling
/// exactly `n` through a cell apart from longer needs the `n` cells either
/// side of it.
pub fn segments_name(n: usize) -> TokenStream {
    let name = format_ident!("SEGMENTS_{n}");
    quote!(#name)
}

/// Constants and tables: the grid, the board mask, segments, edges, steps.
pub fn tables(rules: &Rules) -> TokenStream {
    let (w, h) = (
        Literal::usize_unsuffixed(rules.width),
        Literal::usize_unsuffixed(rules.height),
    );
    let grid = match rules.shape {
        Shape::Square => quote!(bb::Grid::square(#w, #h)),
        Shape::Hex => quote!(bb::Grid::hex(#w, #h)),
    };
    let narrow = narrow_method(rules);
    let mut out = quote! {
        const GRID: bb::Grid = #grid;
        const CELLS: usize = GRID.cells();
        const WORDS: usize = GRID.words();
        const ZERO: Board = <Board as bb::Bits>::ZERO;
        /// Every cell of the board.
        const ALL: Board = narrow(GRID.all());
        const fn narrow(cells: bb::Wide<WORDS>) -> Board {
            cells.#narrow()
        }
    };
    if rules.moves == Moves::Drop {
        out.extend(quote! {
            /// The bottom row, where a stone lands in an empty column.
            const BOTTOM: Board = narrow(GRID.row_mask(0));
        });
    }
    // Only an exact line reads segments; see `rules::exact_line_test`.
    let mut radii: Vec<usize> = rules
        .ends
        .iter()
        .filter_map(|e| match e.test {
            // Exactly `n` must see a cell past each end of the line.
            Test::Line { n, exactly: true } => Some(n),
            Test::Line { n, exactly: false } => Some(n - 1),
            _ => None,
        })
        .collect();
    radii.sort_unstable();
    radii.dedup();
    for radius in radii {
        let name = segments_name(radius);
        let r = Literal::usize_unsuffixed(radius);
        let doc = format!(
            " For every cell and line direction, the cells within {radius} of it along that line."
        );
        out.extend(quote! {
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
        });
    }
    let connects = rules
        .ends
        .iter()
        .any(|e| matches!(e.test, Test::Connect { .. }));
    if connects {
        let steps: Vec<TokenStream> = rules
            .neighbours()
            .iter()
            .filter(|d| rules.has_step(**d))
            .map(|&(dx, dy)| {
                let delta = Literal::i32_unsuffixed(rules.shift((dx, dy)));
                quote!(bb::Step { delta: #delta, arrive: narrow(GRID.arrivals((#dx, #dy))) })
            })
            .collect();
        let count = Literal::usize_unsuffixed(steps.len());
        out.extend(quote! {
            /// The steps to a cell's neighbours.
            const STEPS: [bb::Step<Board>; #count] = [#(#steps),*];
        });
        for edge in [Edge::Top, Edge::Bottom, Edge::Left, Edge::Right] {
            let name = edge_const(edge);
            let variant = format_ident!("{}", format!("{edge:?}"));
            out.extend(quote! {
                #[allow(dead_code)]
                const #name: Board = narrow(GRID.edge(bb::Edge::#variant));
            });
        }
    }
    out
}
