//! The default evaluation and ordering hints, derived from the end
//! conditions: windows for lines, shortest paths for connections.

use super::tables::goal_edges;
use super::Ctx;
use crate::codegen::{HINT_BLOCK, HINT_WIN};
use crate::ir::{Goal, Placing};
use crate::vocab::Verdict;
use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

/// The evaluation and the hints: items for the const block, the bodies of
/// `evaluate` and `move_priority`, and `move_priorities` where the hints
/// of all moves share work.
pub struct Evaluation {
    pub items: TokenStream,
    pub evaluate: TokenStream,
    pub priority: TokenStream,
    /// The whole `move_priorities` method, and `proof_priorities` where a
    /// proof orders otherwise, or nothing for the defaults.
    pub priorities: TokenStream,
}

/// The evaluation and hints the rules give, or the user's own.
pub fn evaluation(cx: &Ctx) -> Evaluation {
    let stones = cx.stones;
    let mut items = TokenStream::new();
    let mut scores = Vec::new();
    let mut hint = None;
    if let Some((n, verdict)) = stones.scoring_line() {
        items.extend(line_items(cx, n, verdict));
        scores.push(quote!(line_score(own, theirs)));
        hint = Some(quote!(line_hint(own, theirs, cell)));
    }
    // With exact line tactics, the hints come from the cells where each
    // side would complete a line, which the position keeps.
    let threat_hints = super::tactics::has_line_threats(stones);
    let tally = super::tactics::tallies_threats_made(cx);
    if threat_hints {
        items.extend(threat_hint_items(cx, tally));
        hint = Some(quote!(threat_hint(
            own,
            theirs,
            self.wins[me],
            self.wins[1 - me],
            cell
        )));
    }
    let connects = stones.scoring_connect();
    if (threat_hints && stones.placing == Placing::Drop) || connects.is_some() {
        items.extend(centre_table(cx));
    }
    if let Some((edges, verdict)) = connects {
        items.extend(connect_items(cx, edges, verdict));
        scores.push(quote!(connect_score(own, theirs, self.to_move)));
        hint = hint.or(Some(quote!(connect_hint(own, theirs, self.to_move, cell))));
    }
    if let Some((group_items, score, group_hint)) = super::groups::evaluation(cx) {
        items.extend(group_items);
        scores.push(score);
        hint = hint.or(Some(group_hint));
    }
    let evaluate = match &cx.game.eval {
        // Spanned at the user's path, so a wrong signature is reported there.
        Some(path) => quote_spanned!(path.span()=> #path(self)),
        None => quote! {
            let me = self.to_move.index();
            let (own, theirs) = (self.stones[me], self.stones[1 - me]);
            let _ = (own, theirs);
            ::alphabeta::runtime::score::clamp_eval(0 #(+ #scores)*)
        },
    };
    // With the threats of all moves counted at once, the hints of a node
    // cost one board's work instead of one board a move.
    // (`tally` implies line threats, whose hints these are.)
    let priorities = if cx.game.hints.is_none() && tally {
        let tie_break = search_tie_break(stones.placing);
        let proof = proof_ties(cx, tally).then(|| {
            quote! {
                #[inline]
                fn proof_priorities(&self, moves: &[Move], hints: &mut [i32]) {
                    let me = self.to_move.index();
                    let (own, theirs) = (self.stones[me], self.stones[1 - me]);
                    threat_hints(own, theirs, self.wins[me], self.wins[1 - me], moves, hints, |cell| {
                        i32::from(COLUMN_CENTRE[cell])
                    });
                }
            }
        });
        quote! {
            #[inline]
            fn move_priorities(&self, moves: &[Move], hints: &mut [i32]) {
                let me = self.to_move.index();
                let (own, theirs) = (self.stones[me], self.stones[1 - me]);
                threat_hints(own, theirs, self.wins[me], self.wins[1 - me], moves, hints, |cell| #tie_break);
            }
            #proof
        }
    } else {
        TokenStream::new()
    };
    let priority = match (&cx.game.hints, hint) {
        (Some(path), _) => quote_spanned!(path.span()=> #path(self, mv)),
        (None, Some(hint)) => quote! {
            let cell = usize::from(mv);
            let me = self.to_move.index();
            let (own, theirs) = (self.stones[me], self.stones[1 - me]);
            #hint
        },
        (None, None) => quote!(0),
    };
    Evaluation {
        items,
        evaluate,
        priority,
        priorities,
    }
}

/// `threat_hint`: wins, then blocks, then (under gravity) never a gift to
/// the opponent, then the winning cells a move creates for its player, as
/// the best connect-four solvers order moves. Ties go to the centre under
/// gravity, where a stone's worth is the threats it sets up above it, and
/// to the fuller windows when placing, where what lies around a stone
/// matters more.
///
/// Under gravity a proof breaks the ties by the column alone
/// (`proof_priorities`, with `COLUMN_CENTRE`): a player chooses only the
/// column, and the row follows. Counting the row put the low cells of the
/// side columns before the high cells of the middle one, and Connect
/// Four's proofs searched 21 to 24 % more nodes on random positions; the
/// depth-limited search, whose evaluation counts the windows through a
/// cell, searched 4 to 8 % fewer nodes with it, all its refinements on
/// (BENCHMARKS.md, 2026-11-26).
fn threat_hint_items(cx: &Ctx, tally: bool) -> TokenStream {
    let gift = match cx.stones.placing {
        Placing::Drop => {
            let width = Literal::usize_unsuffixed(cx.board.width);
            // The cells right below the opponent's winning cells.
            quote!(their_wins >> #width)
        }
        Placing::Place | Placing::Move => quote!(ZERO),
    };
    let tie_break = search_tie_break(cx.stones.placing);
    let column_centre = proof_ties(cx, tally).then(|| {
        // A byte a cell, as in `CENTRE`, on any board up to 127 columns.
        let value = if cx.board.width <= i8::MAX as usize {
            quote!(i8)
        } else {
            quote!(i32)
        };
        quote! {
            /// How near each cell's column is to the middle of the board,
            /// in half cells: the ties of a proof's hints.
            static COLUMN_CENTRE: [#value; CELLS] = {
                let w = GRID.width as i32;
                let mut out = [0; CELLS];
                let mut cell = 0;
                while cell < CELLS {
                    out[cell] = (w - (2 * GRID.col(cell) as i32 + 1 - w).abs()) as #value;
                    cell += 1;
                }
                out
            };
        }
    });
    let all_at_once = tally.then(|| {
        quote! {
            /// `threat_hint` for each of `moves`, written to `hints`, with
            /// the winning cells every move makes counted at once, and the
            /// ties broken by `tie_break` of the move's cell.
            #[inline]
            #[allow(dead_code)] // unused when `hints:` replaces it
            fn threat_hints(
                own: Board,
                theirs: Board,
                own_wins: Board,
                their_wins: Board,
                moves: &[Move],
                hints: &mut [i32],
                tie_break: impl Fn(usize) -> i32,
            ) {
                // What a move on an empty cell that wins for no one makes.
                let made = threats_made(own, ALL & !(own | theirs | own_wins));
                for (hint, &mv) in hints.iter_mut().zip(moves) {
                    let cell = usize::from(mv);
                    *hint = threat_hint_counted(
                        own,
                        theirs,
                        own_wins,
                        their_wins,
                        cell,
                        || made.get(cell),
                        || tie_break(cell),
                    );
                }
            }
        }
    });
    quote! {
        /// The hint of a move on `cell`, given the cells where the side to
        /// move (`own_wins`) and the other side (`their_wins`) would
        /// complete a line.
        #[inline]
        #[allow(dead_code)] // unused when `hints:` replaces it
        fn threat_hint(own: Board, theirs: Board, own_wins: Board, their_wins: Board, cell: usize) -> i32 {
            // The cells it had stay winning (a move elsewhere leaves them
            // empty): the new ones are those it did not have.
            threat_hint_counted(
                own,
                theirs,
                own_wins,
                their_wins,
                cell,
                || (threats(own.with(cell), theirs) & !own_wins).count(),
                || #tie_break,
            )
        }

        /// `threat_hint`, with `made` counting the winning cells the move
        /// makes for the side to move (those it had stay theirs: counting
        /// them too would add the same to every move), and `tie_break`
        /// ordering the moves that make as many, both asked only when
        /// neither side wins on `cell`.
        #[inline(always)]
        #[allow(dead_code)] // unused when `hints:` replaces it
        fn threat_hint_counted(
            own: Board,
            theirs: Board,
            own_wins: Board,
            their_wins: Board,
            cell: usize,
            made: impl FnOnce() -> u32,
            tie_break: impl FnOnce() -> i32,
        ) -> i32 {
            let _ = (own, theirs);
            let gifts = #gift;
            // One test for the three exceptions, which most moves are not
            // (in a proof, none but the root's): for all the moves of a
            // node, one test a move on a mask made once.
            if (own_wins | their_wins | gifts).test(cell) {
                return if own_wins.test(cell) {
                    #HINT_WIN
                } else if their_wins.test(cell) {
                    #HINT_BLOCK
                } else {
                    -#HINT_BLOCK / 2
                };
            }
            THREAT_WEIGHT * made() as i32 + tie_break()
        }

        #column_centre
        #all_at_once
    }
}

/// Whether the game orders its proofs by hints of their own
/// (`proof_priorities`, whose ties `COLUMN_CENTRE` breaks): the hints the
/// rules give to a drop game whose threats of all moves are counted at
/// once.
fn proof_ties(cx: &Ctx, tally: bool) -> bool {
    cx.game.hints.is_none() && tally && cx.stones.placing == Placing::Drop
}

/// What breaks the ties of a depth-limited search's threat hints, for
/// the move on `cell` (with `own` and `theirs` in scope).
fn search_tie_break(placing: Placing) -> TokenStream {
    match placing {
        Placing::Drop => quote!(i32::from(CENTRE[cell])),
        Placing::Place | Placing::Move => quote!(line_hint(own, theirs, cell)),
    }
}

/// `CENTRE`: how near each cell is to the middle of the board, for ties.
/// Its values are at most the width plus the height: a byte each on any
/// board up to 127 of them, so the table fits one or two cache lines.
fn centre_table(cx: &Ctx) -> TokenStream {
    let value = if cx.board.width + cx.board.height <= i8::MAX as usize {
        quote!(i8)
    } else {
        quote!(i32)
    };
    quote! {
        /// How near each cell is to the middle of the board, in half cells
        /// along each side: highest at the centre, lowest in the corners.
        static CENTRE: [#value; CELLS] = {
            let (w, h) = (GRID.width as i32, GRID.height as i32);
            let mut out = [0; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                let (col, row) = (GRID.col(cell) as i32, GRID.row(cell) as i32);
                out[cell] = (w + h - (2 * col + 1 - w).abs() - (2 * row + 1 - h).abs()) as #value;
                cell += 1;
            }
            out
        };
    }
}

/// What a window with `k` stones of one player and none of the other is
/// worth: four times more per stone, capped so sums stay far from overflow.
fn weights(n: usize) -> Vec<i32> {
    (0..=n)
        .map(|k| {
            if k == 0 || k == n {
                0
            } else {
                1 << (2 * (k - 1)).min(12)
            }
        })
        .collect()
}

fn sign(verdict: Verdict) -> i32 {
    if verdict == Verdict::Lose {
        -1
    } else {
        1
    }
}

fn line_items(cx: &Ctx, n: usize, verdict: Verdict) -> TokenStream {
    let line = Literal::usize_unsuffixed(n);
    let through_max = Literal::usize_unsuffixed(n * cx.board.axes().len());
    let weights = weights(n).into_iter().map(Literal::i32_unsuffixed);
    let sign = Literal::i32_unsuffixed(sign(verdict));
    let gravity = if cx.stones.placing == Placing::Drop {
        let width = Literal::usize_unsuffixed(cx.board.width);
        quote! {
            // Under gravity, the cell above becomes playable: never hand it
            // to an opponent who wins there.
            let above = cell + #width;
            if above < CELLS && completes(theirs, own.with(cell), above) {
                score -= #HINT_BLOCK / 2;
            }
        }
    } else {
        TokenStream::new()
    };
    quote! {
        const LINE: usize = #line;
        const WINDOW_COUNT: usize = GRID.window_count(LINE);
        const WIDE_WINDOWS: [bb::Wide<WORDS>; WINDOW_COUNT] = GRID.windows(LINE);
        /// Every window of `LINE` cells in a row: the places a line can be made.
        static WINDOWS: [Board; WINDOW_COUNT] = {
            let mut out = [ZERO; WINDOW_COUNT];
            let mut i = 0;
            while i < WINDOW_COUNT {
                out[i] = narrow(WIDE_WINDOWS[i]);
                i += 1;
            }
            out
        };
        const THROUGH_MAX: usize = #through_max;
        /// For every cell, the windows that contain it (`u16::MAX` pads).
        static THROUGH: [[u16; THROUGH_MAX]; CELLS] = bb::windows_through(&WIDE_WINDOWS);
        /// A winning cell a move creates outweighs any window strength.
        #[allow(dead_code)] // unused when the rules have no line tactics
        const THREAT_WEIGHT: i32 = 1 << 14;
        /// What a window holding only one player's stones is worth, by their number.
        const WEIGHT: [i32; LINE + 1] = [#(#weights),*];
        /// `1` when a line wins, `-1` when it loses.
        const SIGN: i32 = #sign;

        /// Open windows, weighted by how full they are: the side to move's minus the other's.
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn line_score(own: Board, theirs: Board) -> i32 {
            let mut score = 0;
            for &window in WINDOWS.iter() {
                let (o, t) = ((own & window).count() as usize, (theirs & window).count() as usize);
                if t == 0 {
                    score += WEIGHT[o];
                } else if o == 0 {
                    score -= WEIGHT[t];
                }
            }
            SIGN * score
        }

        /// Whether a stone of `own` on `cell` completes a line.
        #[inline]
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn completes(own: Board, theirs: Board, cell: usize) -> bool {
            THROUGH[cell].iter().take_while(|&&i| i != u16::MAX).any(|&i| {
                let window = WINDOWS[usize::from(i)];
                (theirs & window).is_zero() && (own & window).count() as usize == LINE - 1
            })
        }

        /// Wins first, then blocks, then the windows the move makes fuller.
        #[inline]
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn line_hint(own: Board, theirs: Board, cell: usize) -> i32 {
            let (mut score, mut wins, mut blocks) = (0, false, false);
            for &i in THROUGH[cell].iter().take_while(|&&i| i != u16::MAX) {
                let window = WINDOWS[usize::from(i)];
                let (o, t) = ((own & window).count() as usize, (theirs & window).count() as usize);
                if t == 0 {
                    wins |= o + 1 == LINE;
                    score += WEIGHT[o + 1];
                } else if o == 0 {
                    blocks |= t + 1 == LINE;
                    score += WEIGHT[t + 1] / 2;
                }
            }
            #gravity
            SIGN * if wins {
                #HINT_WIN
            } else if blocks {
                #HINT_BLOCK + score
            } else {
                score
            }
        }
    }
}

fn connect_items(cx: &Ctx, edges: Goal, verdict: Verdict) -> TokenStream {
    let goal = goal_edges(cx, edges, &quote!(side));
    let sign = Literal::i32_unsuffixed(sign(verdict));
    quote! {
        /// The edges `side` must join.
        #[inline]
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn goal(side: Side) -> (Board, Board) {
            #goal
        }

        /// The empty cells `side` still needs to fill to connect.
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn distance(own: Board, theirs: Board, side: Side) -> i32 {
            let (from, to) = goal(side);
            bb::connection_distance(own, theirs, ALL, from, to, &STEPS).map_or(CELLS as i32 + 1, |d| d as i32)
        }

        /// How much nearer the side to move is to connecting than the other.
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn connect_score(own: Board, theirs: Board, side: Side) -> i32 {
            #sign * 100 * (distance(theirs, own, side.opponent()) - distance(own, theirs, side))
        }

        /// Wins, then blocks, then cells next to stones, nearer the centre first.
        #[inline]
        #[allow(dead_code)] // unused when `eval:` or `hints:` replace it
        fn connect_hint(own: Board, theirs: Board, side: Side, cell: usize) -> i32 {
            let (from, to) = goal(side);
            if connects(own.with(cell), cell, from, to) {
                return #sign * #HINT_WIN;
            }
            let (from, to) = goal(side.opponent());
            if connects(theirs.with(cell), cell, from, to) {
                return #sign * #HINT_BLOCK;
            }
            let around = bb::dilate(<Board as bb::Bits>::bit(cell), &STEPS);
            4 * (own & around).count() as i32 + 3 * (theirs & around).count() as i32 + i32::from(CENTRE[cell])
        }
    }
}
