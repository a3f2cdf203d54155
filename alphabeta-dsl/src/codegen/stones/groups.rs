//! Goals about the shape of one group of the player's stones: touching
//! every side (`connect(all sides)`, Y), a loop around a cell (`ring`), two
//! corners (`bridge`) and three sides away from their corners (`fork`,
//! Havannah).
//!
//! A group is a flood through the player's stones from the last move
//! (`bb::flood` over `STEPS`); the sides and corners are const masks of the
//! runtime's `Grid`, so cells off a triangle or a hexagon are never in
//! them. Each test first asks the cheap question of all the player's
//! stones (do they touch three sides at all?) and floods only when the
//! answer could be yes.
//!
//! A ring is found without following loops: a loop of stones around some
//! cell exists exactly when either a cell has all six neighbours among the
//! stones, or some cells not the player's are cut off from every side by
//! them (on a hex board, a loop of neighbours parts the board, and the
//! cells it encloses that are not the player's are cut off, unless all of
//! them are the player's, when one of them has six neighbours of the
//! player's). The cut-off cells are what a flood from the sides through
//! the other cells does not reach; a stone can only cut cells off when it
//! touches the player's stones on two separate stretches of its
//! neighbours, so the flood runs only then.

use super::Ctx;
use crate::codegen::{HINT_BLOCK, HINT_WIN};
use crate::ir::{Board, End, Test};
use crate::vocab::{GroupGoal, Verdict};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The six neighbour directions in order round a cell, each next to the
/// one before.
const AROUND: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// The test of `judge` for one goal (`own` and `last` in scope).
pub fn holds(goal: GroupGoal) -> TokenStream {
    match goal {
        GroupGoal::AllSides => quote!(touches_all_sides(own, last)),
        GroupGoal::Ring => quote!(ring(own, last)),
        GroupGoal::Bridge => quote!(bridge(own, last)),
        GroupGoal::Fork => quote!(fork(own, last)),
    }
}

/// The tables and the tests of the goals the rules name.
pub fn tests(cx: &Ctx) -> TokenStream {
    let goals = cx.stones.group_goals();
    if goals.is_empty() {
        return TokenStream::new();
    }
    let sides = cx.board.side_count();
    let side_masks: Vec<TokenStream> = (0..sides).map(|i| quote!(narrow(GRID.side(#i)))).collect();
    let edge_masks: Vec<TokenStream> = (0..sides)
        .map(|i| quote!(narrow(GRID.side_between_corners(#i))))
        .collect();
    let count = Literal::usize_unsuffixed(sides);
    let mut out = quote! {
        /// The group of `own` through `last`, or with no last move (a
        /// position read from text) each group of `own` in turn: whether
        /// one of them `holds`.
        #[inline]
        fn some_group(own: Board, last: Option<usize>, holds: impl Fn(Board) -> bool) -> bool {
            match last {
                Some(cell) => holds(bb::flood(<Board as bb::Bits>::bit(cell), own, &STEPS)),
                None => {
                    let mut rest = own;
                    while !rest.is_zero() {
                        let group = bb::flood(<Board as bb::Bits>::bit(rest.lowest()), own, &STEPS);
                        if holds(group) {
                            return true;
                        }
                        rest = rest.and_not(group);
                    }
                    false
                }
            }
        }
    };
    for goal in goals {
        out.extend(match goal {
            GroupGoal::AllSides => quote! {
                /// The cells of each side of the board, its corners included.
                const SIDES: [Board; #count] = [#(#side_masks),*];

                /// Whether a group of `own` touches every side.
                fn touches_all_sides(own: Board, last: Option<usize>) -> bool {
                    let every = |cells: Board| SIDES.iter().all(|side| !(cells & *side).is_zero());
                    every(own) && some_group(own, last, every)
                }
            },
            GroupGoal::Bridge => quote! {
                /// The corners of the board.
                const CORNERS: Board = narrow(GRID.corners());

                /// Whether a group of `own` joins two corners.
                fn bridge(own: Board, last: Option<usize>) -> bool {
                    let two = |cells: Board| (cells & CORNERS).count() >= 2;
                    two(own) && some_group(own, last, two)
                }
            },
            GroupGoal::Fork => quote! {
                /// The cells of each side but its two corners.
                const SIDES_BETWEEN_CORNERS: [Board; #count] = [#(#edge_masks),*];

                /// Whether a group of `own` touches three sides away from
                /// their corners.
                fn fork(own: Board, last: Option<usize>) -> bool {
                    let three = |cells: Board| {
                        SIDES_BETWEEN_CORNERS
                            .iter()
                            .filter(|side| !(cells & **side).is_zero())
                            .count()
                            >= 3
                    };
                    three(own) && some_group(own, last, three)
                }
            },
            GroupGoal::Ring => ring_test(cx.board),
        });
    }
    out
}

/// `ring`: the steps round a cell, the cells off the sides, and the test.
fn ring_test(board: &Board) -> TokenStream {
    let around = AROUND.iter().map(|&(dx, dy)| {
        let delta = Literal::i32_unsuffixed(board.shift((dx, dy)));
        quote!(bb::Step { delta: #delta, arrive: narrow(GRID.arrivals((#dx, #dy))) })
    });
    quote! {
        /// The steps to a cell's six neighbours, in order round it.
        const AROUND: [bb::Step<Board>; 6] = [#(#around),*];
        /// The cells whose six neighbours are all on the board.
        const INTERIOR: Board = narrow(GRID.interior());

        /// Whether `own` has a loop around at least one cell, empty or
        /// not: a cell whose six neighbours are all `own`'s, or cells of
        /// others that `own` cuts off from every side. With `last`, only
        /// a loop the last stone could have closed is looked for.
        fn ring(own: Board, last: Option<usize>) -> bool {
            let mut surrounded = INTERIOR;
            for step in &AROUND {
                surrounded &= own.shift(step.delta) & step.arrive;
            }
            if !surrounded.is_zero() {
                return true;
            }
            if let Some(cell) = last {
                if !touches_twice(own, cell) {
                    return false;
                }
            }
            let others = ALL.and_not(own);
            let reached = bb::flood(others.and_not(INTERIOR), others, &STEPS);
            !others.and_not(reached).is_zero()
        }

        /// Whether the stone on `cell` touches `own` on two separate
        /// stretches of its neighbours, cells off the board counting as
        /// not `own`'s: only then can it close a loop.
        #[inline]
        fn touches_twice(own: Board, cell: usize) -> bool {
            let mut around = 0u32;
            for (i, step) in AROUND.iter().enumerate() {
                let next = cell as i32 + step.delta;
                if next >= 0 && (next as usize) < CELLS {
                    let next = next as usize;
                    if step.arrive.test(next) && own.test(next) {
                        around |= 1 << i;
                    }
                }
            }
            // A stretch starts at a neighbour of `own` after one that is not.
            let before = ((around << 1) | (around >> 5)) & 0b11_1111;
            (around & !before).count_ones() >= 2
        }
    }
}

/// The goals the evaluation and hints follow: those of the first group
/// condition that wins or loses, with its verdict, and every group goal
/// of that verdict.
fn scoring(ends: &[End]) -> Option<(Vec<GroupGoal>, Verdict)> {
    let verdict = ends.iter().find_map(|e| match e.test {
        Test::Group(_) if e.verdict != Verdict::Draw => Some(e.verdict),
        _ => None,
    })?;
    let goals = ends
        .iter()
        .filter(|e| e.verdict == verdict)
        .filter_map(|e| match e.test {
            Test::Group(goal) => Some(goal),
            _ => None,
        })
        .collect();
    Some((goals, verdict))
}

/// The evaluation and hints of group goals, when the rules have one and
/// nothing else scores: items, the score and the hint (`own`, `theirs`
/// and `cell` in scope).
pub fn evaluation(cx: &Ctx) -> Option<(TokenStream, TokenStream, TokenStream)> {
    let (goals, verdict) = scoring(&cx.stones.ends)?;
    let sign = Literal::i32_unsuffixed(if verdict == Verdict::Lose { -1 } else { 1 });
    let wins = goals.iter().map(|&goal| {
        let test = holds(goal);
        quote!(#test)
    });
    let items = quote! {
        /// How many steps each cell lies from its nearest side.
        static DEPTH: [u8; CELLS] = {
            let mut out = [0; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                out[cell] = GRID.depth(cell) as u8;
                cell += 1;
            }
            out
        };

        /// Whether `own`, with its last stone on `last`, meets a goal.
        #[inline]
        #[allow(dead_code)] // unused when `hints:` replaces it
        fn meets_goal(own: Board, last: usize) -> bool {
            let last = Some(last);
            false #(|| #wins)*
        }

        /// How well `own`'s stones hold together: pairs of neighbours,
        /// and stones away from the sides.
        #[allow(dead_code)] // unused when `eval:` replaces it
        fn shape(own: Board) -> i32 {
            // Each pair is counted once from either end.
            let mut pairs = 0;
            for step in &STEPS {
                pairs += (own & own.shift(step.delta) & step.arrive).count() as i32;
            }
            let pairs = pairs / 2;
            let depth: i32 = own.ones().map(|cell| i32::from(DEPTH[cell])).sum();
            4 * pairs + depth
        }

        /// The shape of the side to move's stones against the other's.
        #[allow(dead_code)] // unused when `eval:` replaces it
        fn group_score(own: Board, theirs: Board) -> i32 {
            #sign * 10 * (shape(own) - shape(theirs))
        }

        /// A move that meets a goal, then one that keeps the other player
        /// from meeting one, then cells next to stones, away from the sides.
        #[inline]
        #[allow(dead_code)] // unused when `hints:` replaces it
        fn group_hint(own: Board, theirs: Board, cell: usize) -> i32 {
            let around = bb::dilate(<Board as bb::Bits>::bit(cell), &STEPS);
            let (mine, yours) = ((own & around).count() as i32, (theirs & around).count() as i32);
            if mine > 0 && meets_goal(own.with(cell), cell) {
                return #sign * #HINT_WIN;
            }
            if yours > 0 && meets_goal(theirs.with(cell), cell) {
                return #sign * #HINT_BLOCK;
            }
            4 * mine + 3 * yours + i32::from(DEPTH[cell])
        }
    };
    Some((
        items,
        quote!(group_score(own, theirs)),
        quote!(group_hint(own, theirs, cell)),
    ))
}
