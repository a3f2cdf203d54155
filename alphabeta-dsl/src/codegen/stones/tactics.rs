//! Tactics: the win-in-one and no-loss-in-one hooks, exact for the rules
//! where they are cheap. Other rules keep the runtime's defaults ("nothing
//! known"), which are always correct.

use super::tables::goal_edges;
use super::Ctx;
use crate::ir::{Goal, Placing, Stones, Test};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Items for the const block, and the `Game` methods.
pub fn tactics(cx: &Ctx) -> (TokenStream, TokenStream) {
    match cx.stones.decisive() {
        Some(Test::Line { n, exactly: false }) => line_tactics(cx, n),
        Some(Test::Connect { edges }) => connect_tactics(cx, edges),
        _ => (TokenStream::new(), TokenStream::new()),
    }
}

/// Whether the generated code has `threats(own, theirs)`, the cells that
/// would complete a line.
pub fn has_line_threats(stones: &Stones) -> bool {
    matches!(stones.decisive(), Some(Test::Line { exactly: false, .. }))
}

/// The cells that open after `mv` is played: under gravity, the cell above.
fn opened_by(cx: &Ctx) -> TokenStream {
    match cx.stones.placing {
        Placing::Place => quote!(ZERO),
        Placing::Drop => quote!(above(<Board as bb::Bits>::bit(cell))),
    }
}

/// Shared by both kinds: `retain_non_losing` from the opponent's winning cells.
fn retain(cx: &Ctx, threats: TokenStream) -> TokenStream {
    let opened = opened_by(cx);
    quote! {
        fn retain_non_losing(&self, moves: &mut Self::Moves) -> bool {
            let me = self.to_move.index();
            let threats = #threats;
            if threats.is_zero() {
                return true;
            }
            let open = open_cells(&self.stones);
            // Taking a threat's cell spoils it; any other threat still open
            // after the move (under gravity, the cell above may open) wins.
            moves.retain(|mv| {
                let cell = usize::from(mv);
                let open_after = open.without(cell) | #opened;
                (threats.without(cell) & open_after).is_zero()
            });
            !moves.is_empty()
        }
    }
}

fn line_tactics(cx: &Ctx, n: usize) -> (TokenStream, TokenStream) {
    let board = cx.board;
    let axes: Vec<(i32, i32)> = board
        .axes()
        .iter()
        .copied()
        .filter(|&a| board.longest_line(a) >= n)
        .collect();
    let count = Literal::usize_unsuffixed(axes.len());
    // The rules' own line test already has, for the same directions in the
    // same order, the cells where a window of `n` starts.
    let starts = &cx.names.line(n, false).starts;
    let shifts = axes
        .iter()
        .map(|&a| Literal::u32_unsuffixed(board.shift(a).unsigned_abs()));
    let n_u32 = Literal::u32_unsuffixed(u32::try_from(n).expect("validated"));
    let items = quote! {
        /// For each line direction, the bit distance between neighbours.
        const LINE_SHIFTS: [u32; #count] = [#(#shifts),*];

        /// The empty cells that would complete a line of `own`.
        #[inline]
        fn threats(own: Board, theirs: Board) -> Board {
            bb::line_threats(own, ALL & !(own | theirs), &#starts, &LINE_SHIFTS, #n_u32)
        }
    };
    let retain = retain(cx, quote!(threats(self.stones[1 - me], self.stones[me])));
    let methods = quote! {
        const KNOWS_TACTICS: bool = true;

        fn winning_move(&self) -> Option<Move> {
            let me = self.to_move.index();
            let wins = threats(self.stones[me], self.stones[1 - me]) & open_cells(&self.stones);
            (!wins.is_zero()).then(|| wins.lowest() as Move)
        }

        #retain
    };
    (items, methods)
}

fn connect_tactics(cx: &Ctx, edges: Goal) -> (TokenStream, TokenStream) {
    let goal = goal_edges(cx, edges, &quote!(side));
    let items = quote! {
        /// The empty cells that would join `side`'s edges: next to (or on)
        /// both a group touching one edge and a group touching the other.
        fn joining_cells(own: Board, side: Side) -> Board {
            let (from, to) = #goal;
            let near_from = bb::dilate(bb::flood(own & from, own, &STEPS), &STEPS) | from;
            let near_to = bb::dilate(bb::flood(own & to, own, &STEPS), &STEPS) | to;
            near_from & near_to & !own
        }
    };
    let retain = retain(
        cx,
        quote!(joining_cells(self.stones[1 - me], self.to_move.opponent()) & !self.stones[me]),
    );
    let methods = quote! {
        const KNOWS_TACTICS: bool = true;

        fn winning_move(&self) -> Option<Move> {
            let me = self.to_move.index();
            let wins = joining_cells(self.stones[me], self.to_move) & open_cells(&self.stones);
            (!wins.is_zero()).then(|| wins.lowest() as Move)
        }

        #retain
    };
    (items, methods)
}
