//! The rules proper: legal moves, playing a move, and the terminal tests,
//! which look only at the lines through the last move.

use super::Ctx;
use crate::codegen::names::LineNames;
use crate::ir::{End, Placing, Test, Word};
use crate::vocab::Verdict;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `Game::play`: copy, set one bit, update the hash and whatever else the
/// position keeps (`also`: captures, the mirror image's key, the winning
/// cells), then the outcome: `outcome` if the tactics know it, else the
/// rules' tests of the lines through the move.
pub fn play(cx: &Ctx, also: &TokenStream, outcome: Option<&TokenStream>) -> TokenStream {
    let outcome = outcome.cloned().unwrap_or_else(|| judged_outcome(cx));
    // Captures may make a game longer than its cells.
    let plies = if cx.stones.custodial.is_some() {
        quote!(next.plies = self.plies.saturating_add(1);)
    } else {
        quote!(next.plies += 1;)
    };
    // On a board of several words, `next`'s stones (and the winning cells,
    // in `also`) are written whole, each built in a local first. A field
    // written at a place only known when the program runs (`stones[mover]`,
    // a word of a wide board) keeps the compiler from holding `next` in
    // registers field by field: it then copies the whole position in and
    // out of memory, twice a move where `position = position.play(mv)`
    // (152 bytes in gomoku, by a call to `memcpy`). Gomoku's random
    // playouts ran 1.4 times as fast without those copies. A board of one
    // word is set in place: its position is small enough to copy inline,
    // and hex's no-bulk perft took 5 % longer through the local.
    // `play` is large enough for the compiler to leave it out of line (a
    // board of several words; or the whole board's winning cells, as in
    // connect-four), and a call then saves and restores the registers
    // around a few dozen instructions of work: inlined, a leaf of gomoku's
    // perft took 236 instructions instead of 263.
    let inline = quote!(#[inline(always)]);
    let set = if matches!(cx.board.word(), Word::Wide(_)) {
        quote! {
            next.stones = {
                let mut stones = self.stones;
                stones[mover.index()].set(cell);
                stones
            };
        }
    } else {
        quote!(next.stones[mover.index()].set(cell);)
    };
    quote! {
        #inline
        fn play(&self, mv: Move) -> Self {
            let cell = usize::from(mv);
            let mover = self.to_move;
            let mut next = *self;
            #set
            next.hash ^= ZOBRIST.stones[mover.index()][cell] ^ ZOBRIST.second_to_move;
            #also
            #plies
            next.to_move = mover.opponent();
            next.outcome = #outcome;
            next
        }
    }
}

/// The outcome after the move on `cell`, by the rules' tests (`next`,
/// `mover` and `cell` in scope).
pub fn judged_outcome(cx: &Ctx) -> TokenStream {
    let captured = if cx.stones.custodial.is_some() {
        quote!(next.captured[mover.index()])
    } else {
        quote!(0)
    };
    quote!(judge(
        &next.stones,
        usize::from(next.plies),
        mover,
        Some(cell),
        #captured
    ))
}

/// `Game::keys_after`: the child's Zobrist keys, as `play` would update
/// them (`mirror`: the mirror key's update, `self.hash` without symmetry).
pub fn keys_after(mirror: &TokenStream) -> TokenStream {
    quote! {
        #[inline]
        fn keys_after(&self, mv: Move) -> Option<(u64, u64)> {
            let cell = usize::from(mv);
            let mover = self.to_move.index();
            let hash = self.hash ^ ZOBRIST.stones[mover][cell] ^ ZOBRIST.second_to_move;
            Some((hash, #mirror))
        }
    }
}

/// `Game::PLACEMENTS`, where a move is a stone put on any empty cell and
/// nothing else changes which cells are empty: no capture, no gravity (a
/// stone dropped opens the cell above), one stone a turn (a turn's count
/// decides the legal cells), no rules of one's own (which may forbid a
/// cell or offer choices). Then the legal moves after a move are the
/// empty cells, those before less the one filled.
pub fn placements(cx: &Ctx) -> TokenStream {
    let s = cx.stones;
    let placing = s.placing == Placing::Place
        && s.custodial.is_none()
        && !s.surround
        && !s.several_a_turn()
        && !s.hooks.any();
    if placing {
        quote!(
            const PLACEMENTS: bool = true;
        )
    } else {
        TokenStream::new()
    }
}

/// The cells the side to move may fill: the open ones, or with turns of
/// several stones, those a turn's set of stones allows.
pub fn legal(cx: &Ctx) -> TokenStream {
    if cx.stones.several_a_turn() {
        quote!(self.legal_cells())
    } else {
        quote!(open_cells(&self.stones))
    }
}

/// The body of `Game::generate`: the legal cells, lowest first.
pub fn generate(cx: &Ctx) -> TokenStream {
    let capacity = Literal::usize_unsuffixed(cx.stones.move_capacity(cx.board));
    let legal = legal(cx);
    if matches!(cx.board.word(), Word::Wide(_)) {
        // A board of several words is read a word at a time (the
        // iterator's lowest cell would scan the empty words below it for
        // every cell); the list holds every open cell, so it never
        // overflows.
        return quote! {
            #legal.for_each_one(|cell| moves.push(cell as Move));
        };
    }
    quote! {
        // The bound changes nothing (there are never more open cells) but
        // lets the compiler drop the move list's bounds checks.
        for cell in #legal.ones().take(#capacity) {
            moves.push(cell as Move);
        }
    }
}

/// `Game::move_count`: the legal cells, counted without listing them.
pub fn move_count(cx: &Ctx) -> TokenStream {
    let legal = legal(cx);
    quote! {
        #[inline]
        fn move_count(&self) -> usize {
            #legal.count() as usize
        }
    }
}

/// The free functions behind `generate` and the terminal tests.
pub fn ends(cx: &Ctx) -> TokenStream {
    let mut out = open_cells(cx);
    for line in &cx.names.lines {
        out.extend(if line.exactly {
            exact_line_test(cx, line)
        } else {
            line_anywhere_test(cx, line)
        });
    }
    if cx.stones.connects() {
        out.extend(connect_tests());
    }
    out.extend(super::groups::tests(cx));
    let checks = cx.stones.ends.iter().map(|e| end_check(cx, e));
    // The rules of one's own read the whole position, as played.
    let name = &cx.game.name;
    let position = cx.stones.hooks.any().then(|| quote!(, position: &#name));
    let position_used = cx.stones.hooks.any().then(|| quote!(let _ = position;));
    out.extend(quote! {
        /// The outcome after `mover` played `last` (or, with `None`, whatever
        /// `mover` has on the board), having captured `captured` stones:
        /// the declared conditions in order.
        #[inline(always)]
        fn judge(stones: &[Board; 2], plies: usize, mover: Side, last: Option<usize>, captured: u16 #position) -> Option<Outcome> {
            let own = stones[mover.index()];
            let _ = (own, plies, last, captured);
            #position_used
            #(#checks)*
            None
        }
    });
    out
}

fn open_cells(cx: &Ctx) -> TokenStream {
    let width = Literal::u32_unsuffixed(u32::try_from(cx.board.width).expect("boards are small"));
    let (body, above) = match cx.stones.placing {
        Placing::Place | Placing::Move => (quote!(ALL & !taken), TokenStream::new()),
        // Empty, and on the bottom row or above a stone.
        Placing::Drop => {
            // A one-row board has nothing above; shifting by its whole width
            // could overflow the word.
            let shifted = if cx.board.height > 1 {
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

/// A line of `n` or more: through the last move, in the segments of
/// `n - 1` cells either side of it, or (for a position read from a board
/// string, which has no last move) anywhere on the board.
fn line_anywhere_test(cx: &Ctx, line: &LineNames) -> TokenStream {
    let LineNames {
        n,
        through,
        anywhere,
        segments,
        starts,
        ..
    } = line;
    let n = *n;
    let board = cx.board;
    let n_lit = Literal::u32_unsuffixed(u32::try_from(n).expect("checked"));
    let n_usize = Literal::usize_unsuffixed(n);
    let axes: Vec<_> = board
        .axes()
        .iter()
        .enumerate()
        .filter(|(_, axis)| board.longest_line(**axis) >= n)
        .collect();
    let masks = axes
        .iter()
        .map(|(_, (dx, dy))| quote!(narrow(GRID.window_starts((#dx, #dy), #n_usize))));
    let shifts: Vec<_> = axes
        .iter()
        .map(|(_, axis)| Literal::u32_unsuffixed(board.shift(**axis).unsigned_abs()))
        .collect();
    let through_lines = axes.iter().zip(&shifts).map(|((i, _), shift)| {
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
        fn #through(own: Board, cell: usize) -> bool {
            let segments = &#segments[cell];
            // One branch for all directions; a segment holds no other line.
            !(ZERO #(| #through_lines)*).is_zero()
        }

        #[doc = #doc_anywhere]
        fn #anywhere(own: Board) -> bool {
            !(ZERO #(| #runs)*).is_zero()
        }
    }
}

/// Exactly `n` in a row: only the segments through the last move can tell a
/// new line of `n` from an older, longer one.
fn exact_line_test(cx: &Ctx, line: &LineNames) -> TokenStream {
    let LineNames {
        n,
        through,
        anywhere,
        segments,
        ..
    } = line;
    let n = *n;
    let board = cx.board;
    let n_lit = Literal::u32_unsuffixed(u32::try_from(n).expect("checked"));
    let longer = Literal::u32_unsuffixed(u32::try_from(n + 1).expect("checked"));
    let axes = board
        .axes()
        .iter()
        .enumerate()
        .filter(|(_, axis)| board.longest_line(**axis) >= n)
        .map(|(i, axis)| {
            let shift = Literal::u32_unsuffixed(board.shift(*axis).unsigned_abs());
            let i = Literal::usize_unsuffixed(i);
            if board.longest_line(*axis) > n {
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
        fn #through(own: Board, cell: usize) -> bool {
            let segments = &#segments[cell];
            false #(|| #axes)*
        }

        #[doc = #doc_anywhere]
        fn #anywhere(own: Board) -> bool {
            own.ones().any(|cell| #through(own, cell))
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
fn end_check(cx: &Ctx, end: &End) -> TokenStream {
    let holds = match end.test {
        Test::Line { n, exactly } => {
            let LineNames {
                through, anywhere, ..
            } = cx.names.line(n, exactly);
            quote! {
                match last {
                    Some(cell) => #through(own, cell),
                    None => #anywhere(own),
                }
            }
        }
        Test::Connect { edges } => {
            let goal = super::tables::goal_edges(cx, edges, &quote!(mover));
            quote! {{
                let (from, to) = #goal;
                match last {
                    Some(cell) => connects(own, cell, from, to),
                    None => connected(own, from, to),
                }
            }}
        }
        // Captures empty cells again: only the board tells.
        // So do choices, which are moves that fill nothing.
        Test::Full if cx.stones.custodial.is_some() || cx.stones.hooks.any() => {
            quote!(open_cells(stones).is_zero())
        }
        Test::Full => quote!(plies == PLAYABLE),
        Test::Group(goal) => super::groups::holds(goal),
        Test::Captured { stones } => {
            let k = Literal::u16_unsuffixed(u16::try_from(stones).unwrap_or(u16::MAX));
            quote!(captured >= #k)
        }
        Test::When(i) => {
            let constant = super::when::end_const(i);
            quote!(#constant(position, mover))
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
