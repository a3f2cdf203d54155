//! The rules proper: legal moves, playing a move, and the terminal tests,
//! which look only at the lines through the last move.

use super::board::{edge_const, segments_name};
use crate::ir::{End, Moves, Rules, Test, Verdict};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// `Game::play`: copy, set one bit, update the hash (and with `also`, the
/// mirror image's), judge the lines through the move.
pub fn play(_rules: &Rules, also: &TokenStream) -> TokenStream {
    quote! {
        #[inline]
        fn play(&self, mv: Move) -> Self {
            let cell = usize::from(mv);
            let mover = self.to_move;
            let mut next = *self;
            next.stones[mover.index()].set(cell);
            next.hash ^= ZOBRIST.stones[mover.index()][cell] ^ ZOBRIST.second_to_move;
            #also
            next.plies += 1;
            next.to_move = mover.opponent();
            next.outcome = judge(&next.stones, usize::from(next.plies), mover, Some(cell));
            next
        }
    }
}

/// `Game::generate`: the open cells, lowest first.
pub fn generate(rules: &Rules) -> TokenStream {
    let capacity = Literal::usize_unsuffixed(rules.move_capacity());
    quote! {
        // The bound changes nothing (there are never more open cells) but
        // lets the compiler drop the move list's bounds checks.
        for cell in open_cells(&self.stones).ones().take(#capacity) {
            moves.push(cell as Move);
        }
    }
}

/// `Game::move_count`: the open cells, counted without listing them.
pub fn move_count(_rules: &Rules) -> TokenStream {
    quote! {
        #[inline]
        fn move_count(&self) -> usize {
            open_cells(&self.stones).count() as usize
        }
    }
}

/// The name of the test for a line of `n` (or exactly `n`).
pub fn line_fn(n: usize, exactly: bool) -> TokenStream {
    let name = if exactly {
        format_ident!("line_exactly_{n}")
    } else {
        format_ident!("line_{n}")
    };
    quote!(#name)
}

/// The free functions behind `generate` and the terminal tests.
pub fn ends(rules: &Rules) -> TokenStream {
    let mut out = open_cells(rules);
    let mut lines: Vec<(usize, bool)> = rules
        .ends
        .iter()
        .filter_map(|e| match e.test {
            Test::Line { n, exactly } => Some((n, exactly)),
            _ => None,
        })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    for (n, exactly) in lines {
        out.extend(line_test(rules, n, exactly));
    }
    if rules
        .ends
        .iter()
        .any(|e| matches!(e.test, Test::Connect { .. }))
    {
        out.extend(connect_tests());
    }
    let checks = rules.ends.iter().map(|e| end_check(rules, e));
    out.extend(quote! {
        /// The outcome after `mover` played `last` (or, with `None`, whatever
        /// `mover` has on the board): the declared conditions in order.
        #[inline(always)]
        fn judge(stones: &[Board; 2], plies: usize, mover: Side, last: Option<usize>) -> Option<Outcome> {
            let own = stones[mover.index()];
            let _ = (own, plies, last);
            #(#checks)*
            None
        }
    });
    out
}

fn open_cells(rules: &Rules) -> TokenStream {
    let width = Literal::u32_unsuffixed(u32::try_from(rules.width).expect("boards are small"));
    let (body, above) = match rules.moves {
        Moves::Place => (quote!(ALL & !taken), TokenStream::new()),
        // Empty, and on the bottom row or above a stone.
        Moves::Drop => {
            // A one-row board has nothing above; shifting by its whole width
            // could overflow the word.
            let shifted = if rules.height > 1 {
                quote!(cells << #width)
            } else {
                quote!({
                    let _ = cells;
                    ZERO
                })
            };
            let above = quote! {
                /// The cells right above `cells`.
                #[inline(always)]
                fn above(cells: Board) -> Board {
                    #shifted
                }
            };
            (quote!(ALL & !taken & (BOTTOM | above(taken))), above)
        }
    };
    quote! {
        #above

        /// The cells a move can fill.
        #[inline(always)]
        fn open_cells(stones: &[Board; 2]) -> Board {
            let taken = stones[0] | stones[1];
            #body
        }
    }
}

fn line_test(rules: &Rules, n: usize, exactly: bool) -> TokenStream {
    if exactly {
        exact_line_test(rules, n)
    } else {
        line_anywhere_test(rules, n)
    }
}

/// A line of `n` or more: through the last move, in the segments of
/// `n - 1` cells either side of it, or (for a position read from a board
/// string, which has no last move) anywhere on the board.
fn line_anywhere_test(rules: &Rules, n: usize) -> TokenStream {
    let name = line_fn(n, false);
    let anywhere = format_ident!("{}_anywhere", name.to_string());
    let segments = segments_name(n - 1);
    let starts = format_ident!("LINE_{n}_STARTS");
    let n_lit = Literal::u32_unsuffixed(u32::try_from(n).expect("validated"));
    let n_usize = Literal::usize_unsuffixed(n);
    let axes: Vec<_> = rules
        .axes()
        .iter()
        .enumerate()
        .filter(|(_, axis)| rules.longest_line(**axis) >= n)
        .collect();
    let masks = axes
        .iter()
        .map(|(_, (dx, dy))| quote!(narrow(GRID.window_starts((#dx, #dy), #n_usize))));
    let shifts: Vec<_> = axes
        .iter()
        .map(|(_, axis)| Literal::u32_unsuffixed(rules.shift(**axis).unsigned_abs()))
        .collect();
    let through = axes.iter().zip(&shifts).map(|((i, _), shift)| {
        let i = Literal::usize_unsuffixed(*i);
        quote!(bb::run_starts(own & segments[#i], #shift, #n_lit))
    });
    let runs = shifts.iter().enumerate().map(|(i, shift)| {
        let i = Literal::usize_unsuffixed(i);
        quote!(bb::run_starts(own, #shift, #n_lit) & #starts[#i])
    });
    let count = Literal::usize_unsuffixed(axes.len());
    let starts_doc = format!(" For each line direction, the cells where {n} in a row fits.");
    let doc = format!(" Whether `own` has {n} or more in a row through `cell`.");
    let doc_anywhere = format!(" Whether `own` has {n} or more in a row anywhere.");
    quote! {
        #[doc = #starts_doc]
        const #starts: [Board; #count] = [#(#masks),*];

        #[doc = #doc]
        #[inline(always)]
        fn #name(own: Board, cell: usize) -> bool {
            let segments = &#segments[cell];
            // One branch for all directions; a segment holds no other line.
            !(ZERO #(| #through)*).is_zero()
        }

        #[doc = #doc_anywhere]
        fn #anywhere(own: Board) -> bool {
            !(ZERO #(| #runs)*).is_zero()
        }
    }
}

/// Exactly `n` in a row: only the segments through the last move can tell a
/// new line of `n` from an older, longer one.
fn exact_line_test(rules: &Rules, n: usize) -> TokenStream {
    let name = line_fn(n, true);
    let anywhere = format_ident!("{}_anywhere", name.to_string());
    let segments = segments_name(n);
    let n_lit = Literal::u32_unsuffixed(u32::try_from(n).expect("validated"));
    let longer = Literal::u32_unsuffixed(u32::try_from(n + 1).expect("validated"));
    let axes = rules
        .axes()
        .iter()
        .enumerate()
        .filter(|(_, axis)| rules.longest_line(**axis) >= n)
        .map(|(i, axis)| {
            let shift = Literal::u32_unsuffixed(rules.shift(*axis).unsigned_abs());
            let i = Literal::usize_unsuffixed(i);
            if rules.longest_line(*axis) > n {
                quote! {{
                    let on_line = own & segments[#i];
                    bb::has_run(on_line, #shift, #n_lit) && !bb::has_run(on_line, #shift, #longer)
                }}
            } else {
                quote!(bb::has_run(own & segments[#i], #shift, #n_lit))
            }
        });
    let doc = format!(" Whether `own` has exactly {n} in a row through `cell`.");
    let doc_anywhere = format!(" Whether `own` has exactly {n} in a row anywhere.");
    quote! {
        #[doc = #doc]
        #[inline(always)]
        fn #name(own: Board, cell: usize) -> bool {
            let segments = &#segments[cell];
            false #(|| #axes)*
        }

        #[doc = #doc_anywhere]
        fn #anywhere(own: Board) -> bool {
            own.ones().any(|cell| #name(own, cell))
        }
    }
}

fn connect_tests() -> TokenStream {
    quote! {
        /// Whether the group of `own` through `cell` touches both `from` and `to`.
        #[inline]
        fn connects(own: Board, cell: usize, from: Board, to: Board) -> bool {
            if (own & from).is_zero() || (own & to).is_zero() {
                return false;
            }
            let group = bb::flood(<Board as bb::Bits>::bit(cell), own, &STEPS);
            !(group & from).is_zero() && !(group & to).is_zero()
        }

        /// Whether any group of `own` touches both `from` and `to`.
        fn connected(own: Board, from: Board, to: Board) -> bool {
            !(bb::flood(own & from, own, &STEPS) & to).is_zero()
        }
    }
}

/// One declared condition, as a test in `judge`.
fn end_check(rules: &Rules, end: &End) -> TokenStream {
    let holds = match end.test {
        Test::Line { n, exactly } => {
            let name = line_fn(n, exactly);
            let anywhere = format_ident!("{}_anywhere", name.to_string());
            quote! {
                match last {
                    Some(cell) => #name(own, cell),
                    None => #anywhere(own),
                }
            }
        }
        Test::Connect {
            edges: [first, second],
        } => {
            let (f0, f1, s0, s1) = (
                edge_const(first.0),
                edge_const(first.1),
                edge_const(second.0),
                edge_const(second.1),
            );
            quote! {{
                let (from, to) = match mover {
                    Side::First => (#f0, #f1),
                    Side::Second => (#s0, #s1),
                };
                match last {
                    Some(cell) => connects(own, cell, from, to),
                    None => connected(own, from, to),
                }
            }}
        }
        Test::Full => {
            let _ = rules;
            quote!(plies == CELLS)
        }
    };
    let outcome = match end.verdict {
        Verdict::Win => quote!(Outcome::Win(mover)),
        Verdict::Lose => quote!(Outcome::Win(mover.opponent())),
        Verdict::Draw => quote!(Outcome::Draw),
    };
    quote! {
        if #holds {
            return Some(#outcome);
        }
    }
}
