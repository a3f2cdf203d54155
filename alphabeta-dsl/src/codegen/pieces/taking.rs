//! Captures named by the pieces they take ([`crate::ir::taking`]): the
//! chain walkers of a game whose jumps fly or whose rule is `captures:
//! most`, the captures they list, and the path a capture is written with.
//!
//! One walker per kind that jumps, generic over what it reports to (a
//! [`Taker`]-like trait in the generated code): the position's captures,
//! which keep each move once and, under `captures: most`, only the chains
//! that take the most pieces; or the landings of one capture, found again
//! to write it. A piece taken stays on its cell until the chain ends (the
//! "Turkish strike" rule of international draughts): it is neither taken
//! twice nor crossed. With short jumps the order never shows, since a
//! chain lands only on cells of its start's parity, where nothing is
//! taken; with flying jumps it does.

use super::Ctx;
use crate::ir::{taking, Kind};
use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

/// The cells a capture's set names, in its bit order.
pub fn takeable(cx: &Ctx) -> Vec<usize> {
    let vectors: Vec<(i32, i32)> = cx
        .pieces
        .kinds
        .iter()
        .flat_map(|k| k.jumps.iter().copied())
        .collect();
    let b = cx.board;
    taking::takeable((b.width, b.height, b.dark), &vectors)
}

/// The tables, the reporters and `follow_chain` of captures named by sets.
pub fn tables(cx: &Ctx) -> TokenStream {
    let cells = takeable(cx);
    let n = Literal::usize_unsuffixed(cells.len());
    let bits = (0..cx.board.cells()).map(|c| match cells.iter().position(|&t| t == c) {
        Some(i) => {
            let i = Literal::u32_unsuffixed(i as u32);
            quote!(TAKE_ONE << (2 * CELL_BITS + #i))
        }
        None => quote!(0),
    });
    let lits = cells.iter().map(|&c| Literal::usize_unsuffixed(c));
    let most_takes = Literal::usize_unsuffixed(taking::MOST_TAKES);
    let most = cx.pieces.movers().is_some_and(|m| m.most);
    quote! {
        /// The cells a jump can take a piece on, by their bit in a
        /// capture's set (after the start and landing cells).
        const TAKE_CELLS: [usize; #n] = [#(#lits),*];
        const TAKE_ONE: Move = 1;
        /// Each cell's bit in a capture's set; 0 where nothing is taken.
        const TAKE_BITS: [Move; CELLS] = [#(#bits),*];
        /// The most captures a position lists.
        const MOST_TAKES: usize = #most_takes;
        /// Whether only the chains that take the most pieces are legal.
        const TAKE_MOST: bool = #most;

        /// What a walk along chains of jumps reports to.
        trait Taker {
            /// The chain lands on `at` with its `count`-th jump.
            fn land(&mut self, at: usize, count: usize);
            /// A whole chain: its move, and how many pieces it takes.
            fn end(&mut self, mv: Move, count: usize);
        }

        /// The captures of a position, each move once; under `captures:
        /// most`, only those that take the most pieces.
        struct Takes {
            moves: MoveList<Move, MOST_TAKES>,
            best: usize,
        }

        impl Taker for Takes {
            #[inline(always)]
            fn land(&mut self, _at: usize, _count: usize) {}
            #[inline]
            fn end(&mut self, mv: Move, count: usize) {
                if TAKE_MOST {
                    if count < self.best {
                        return;
                    }
                    if count > self.best {
                        self.best = count;
                        self.moves.clear();
                    }
                }
                if !self.moves.as_slice().contains(&mv) {
                    self.moves.push(mv);
                }
            }
        }

        /// The landings of one capture, found again to write it.
        struct TakePath {
            target: Move,
            path: [usize; SEQUENCE],
            found: ::core::option::Option<([usize; SEQUENCE], usize)>,
        }

        impl Taker for TakePath {
            #[inline]
            fn land(&mut self, at: usize, count: usize) {
                if count < SEQUENCE {
                    self.path[count] = at;
                }
            }
            #[inline]
            fn end(&mut self, mv: Move, count: usize) {
                if mv == self.target && self.found.is_none() {
                    self.found = Some((self.path, (count + 1).min(SEQUENCE)));
                }
            }
        }

        /// Visits `(taken, landing)` for each piece the capture `mv` takes;
        /// returns its landing cell.
        #[inline(always)]
        fn follow_chain(mv: Move, _kind: usize, _s: usize, mut visit: impl FnMut(usize, usize)) -> usize {
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let mut set = (mv & !JUMP) >> (2 * CELL_BITS);
            while set != 0 {
                visit(TAKE_CELLS[set.trailing_zeros() as usize], to);
                set &= set - 1;
            }
            to
        }
    }
}

/// The captures of side `S`, a block of the `captures` generator: every
/// jumping piece's chains into a [`Takes`], then into the sink.
pub fn captures(cx: &Ctx) -> TokenStream {
    let starts = jumping_kinds(cx).map(|(k, _, walker)| {
        let kk = Ctx::kind(k);
        quote! {
            for from in self.pieces[S][#kk].ones() {
                Self::#walker::<S, _>(&mut takes, from, from, 0, 0, theirs, empty | <Board as bb::Bits>::bit(from));
            }
        }
    });
    quote! {{
        let mut takes = Takes { moves: MoveList::new(), best: 0 };
        #(#starts)*
        for &mv in takes.moves.as_slice() {
            sink.add(mv);
        }
    }}
}

/// The method that finds again the landings of a capture of the side to
/// move, for `sequence`.
pub fn path_method(cx: &Ctx) -> TokenStream {
    let arms = |s: usize| {
        let s = Literal::usize_unsuffixed(s);
        let arms = jumping_kinds(cx).map(|(k, _, walker)| {
            let kk = Ctx::kind(k);
            quote!(#kk => Self::#walker::<#s, _>(&mut found, from, from, 0, 0, theirs, open),)
        });
        quote! {{
            let theirs = self.side_bits(1 - #s);
            let open = (ALL & !(self.side_bits(#s) | theirs | self.blocked)) | <Board as bb::Bits>::bit(from);
            match self.kind_at(#s, from) {
                #(#arms)*
                _ => {}
            }
        }}
    };
    let (first, second) = (arms(0), arms(1));
    quote! {
        /// The cells the capture `mv` of the side to move visits: its
        /// start and each landing, found again from the position (the
        /// first path, in the walkers' order, over its pieces to its end).
        fn capture_path(&self, mv: Move) -> ([usize; SEQUENCE], usize) {
            let from = (mv & CELL_MASK) as usize;
            let mut found = TakePath { target: mv, path: [0; SEQUENCE], found: None };
            found.path[0] = from;
            if self.to_move.index() == 0 #first else #second
            found.found.unwrap_or_else(|| {
                let mut out = [0; SEQUENCE];
                out[0] = from;
                out[1] = ((mv >> CELL_BITS) & CELL_MASK) as usize;
                (out, 2)
            })
        }
    }
}

/// The walker of each kind that jumps.
pub fn walkers(cx: &Ctx) -> TokenStream {
    jumping_kinds(cx)
        .map(|(k, kind, walker)| walker_fn(cx, k, kind, walker))
        .collect()
}

/// The kinds that jump, with their walkers' names.
fn jumping_kinds<'a>(cx: &'a Ctx) -> impl Iterator<Item = (usize, &'a Kind, &'a Ident)> + 'a {
    cx.pieces
        .kinds
        .iter()
        .enumerate()
        .filter_map(|(k, kind)| Some((k, kind, cx.names.chain[k].as_ref()?)))
}

/// The recursive walker of kind `k`'s chains.
fn walker_fn(cx: &Ctx, k: usize, kind: &Kind, name: &Ident) -> TokenStream {
    let stop_zone = kind
        .promote
        .as_ref()
        .filter(|p| p.ends_move)
        .and(cx.names.promote[k].as_ref());
    // A flying jump walks the empty cells before its prey, and lands on
    // each empty cell beyond it; a jump of one cell has one of each.
    let before = if kind.flying {
        quote! {
            let mut before = here.shift(d.delta) & d.arrive;
            while !(before & open).is_zero() {
                before = before.shift(d.delta) & d.arrive;
            }
        }
    } else {
        quote!(let before = here.shift(d.delta) & d.arrive;)
    };
    let ended = quote!(t.end(JUMP | from as Move | (to as Move) << CELL_BITS | taken, count + 1););
    let go_on = if kind.chain {
        quote!(Self::#name::<S, T>(t, from, to, taken, count + 1, prey, open);)
    } else {
        ended.clone()
    };
    let go_on = match stop_zone {
        Some(zone) if kind.chain => quote! {
            if #zone[S].test(to) {
                // Promotion ends the move here.
                #ended
            } else {
                #go_on
            }
        },
        _ => go_on,
    };
    let landings = |body: TokenStream| {
        if kind.flying {
            quote! {
                let mut land = over.shift(d.delta) & d.arrive & open;
                while !land.is_zero() {
                    #body
                    land = land.shift(d.delta) & d.arrive & open;
                }
            }
        } else {
            quote! {
                let land = over.shift(d.delta) & d.arrive & open;
                if !land.is_zero() {
                    #body
                }
            }
        }
    };
    let landing = landings(quote! {
        extended = true;
        let to = land.lowest();
        t.land(to, count + 1);
        #go_on
    });
    let steps = kind.jumps.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {{
            let d = #dir[S];
            #before
            let over = before & prey;
            if !over.is_zero() {
                let taken = taken | TAKE_BITS[over.lowest()];
                let prey = prey & !over;
                #landing
            }
        }}
    });
    let how = if kind.flying { "flying " } else { "" };
    let doc = format!(
        " Every chain of {how}jumps of a `{}` from `from`, now at `at`, having taken `count` pieces (`taken`, as a capture's set); `prey` are the enemy pieces not taken yet, `open` the cells it may cross and land on (the pieces it took stay until the chain ends).",
        kind.name
    );
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments)]
        fn #name<const S: usize, T: Taker>(t: &mut T, from: usize, at: usize, taken: Move, count: usize, prey: Board, open: Board) {
            let here = <Board as bb::Bits>::bit(at);
            let mut extended = false;
            #(#steps)*
            if !extended && count > 0 {
                t.end(JUMP | from as Move | (at as Move) << CELL_BITS | taken, count);
            }
        }
    }
}
