//! The features of a placement game, for tuning its evaluation
//! (`alphabeta tune`; the runtime's `tune` module says how they are used).
//!
//! In index order, each counted from the first player's point of view
//! (the first player's stones +1, the second's -1):
//!
//! - `tempo`: +1 when the first player is to move, -1 otherwise;
//! - `stones`: stones on the board;
//! - `square.c`: stones on the folded square `c` (folded by every
//!   symmetry of a square board that keeps the goals: all eight without a
//!   connection goal, the four that keep the edges with one, left and
//!   right under gravity, a half turn on a hex rhombus, none on a cut hex
//!   outline);
//! - `line.k`, in a game won or lost by a line of `n`: the windows of `n`
//!   cells in a row holding `k` stones of one player and none of the
//!   other's, for `k` from 1 to `n - 1`;
//! - `captured` and `capture.threats`, in a game with custodial
//!   captures: the stones the player has taken, and the runs of enemy
//!   stones, each from one of the player's own, that a stone on the empty
//!   cell after them would take (where the rules let it be placed there
//!   now or not: under gravity, a cell may have to wait).
//!
//! None is tapered: a placing game's phase is the filling of the board,
//! which the square and line features already see.

use crate::codegen::features::{
    square_items, square_names, starts, FeaturesImpl, Segment, Symmetry,
};
use crate::ir::{Board, Game, Placing, Shape, Stones};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The symmetry a placing game's squares fold by.
fn symmetry(board: &Board, stones: &Stones) -> Symmetry {
    if board.outline.is_some() {
        return Symmetry::None;
    }
    match (board.shape, stones.placing) {
        (Shape::Hex, _) => Symmetry::HalfTurn,
        (Shape::Square, Placing::Drop) => Symmetry::Mirror,
        // A connection goal joins given edges: a quarter turn would give
        // a player the other's.
        (Shape::Square, _) if stones.scoring_connect().is_some() => Symmetry::Rectangle,
        (Shape::Square, _) => Symmetry::Dihedral,
    }
}

/// The items of the const block and `impl Features` for a placing game
/// whose position keeps `stones: [Board; 2]` and `to_move`.
pub fn features(game: &Game, stones: &Stones) -> TokenStream {
    let board = &game.board;
    let symmetry = symmetry(board, stones);
    let table = square_items(symmetry);
    let mut segments = vec![
        Segment::One("tempo".to_owned()),
        Segment::One("stones".to_owned()),
        Segment::Squares {
            prefix: "square.".to_owned(),
            names: square_names(board, symmetry),
        },
    ];
    let squares = Literal::usize_unsuffixed(starts(&segments)[2]);
    let (line_items, lines) = match stones.scoring_line() {
        Some((n, _)) if n >= 2 => {
            segments.push(Segment::Words {
                prefix: "line.".to_owned(),
                words: (1..n).map(|k| k.to_string()).collect(),
            });
            let start = Literal::usize_unsuffixed(starts(&segments)[3]);
            let n = Literal::usize_unsuffixed(n);
            let items = quote! {
                const FEATURE_LINE: usize = #n;
                const FEATURE_WINDOW_COUNT: usize = GRID.window_count(FEATURE_LINE);
                const FEATURE_WIDE_WINDOWS: [bb::Wide<WORDS>; FEATURE_WINDOW_COUNT] =
                    GRID.windows(FEATURE_LINE);
                /// Every window of a line's length: the line features.
                static FEATURE_WINDOWS: [Board; FEATURE_WINDOW_COUNT] = {
                    let mut out = [ZERO; FEATURE_WINDOW_COUNT];
                    let mut i = 0;
                    while i < FEATURE_WINDOW_COUNT {
                        out[i] = narrow(FEATURE_WIDE_WINDOWS[i]);
                        i += 1;
                    }
                    out
                };
            };
            let visit = quote! {{
                // open[k]: windows with k stones of the first player and
                // none of the second's, less the other way round.
                let mut open = [0i32; FEATURE_LINE];
                for &window in FEATURE_WINDOWS.iter() {
                    let (a, b) = ((first & window).count() as usize, (second & window).count() as usize);
                    if b == 0 && a > 0 && a < FEATURE_LINE {
                        open[a] += 1;
                    } else if a == 0 && b > 0 && b < FEATURE_LINE {
                        open[b] -= 1;
                    }
                }
                for k in 1..FEATURE_LINE {
                    if open[k] != 0 {
                        visit(#start + k - 1, open[k]);
                    }
                }
            }};
            (items, visit)
        }
        _ => (TokenStream::new(), TokenStream::new()),
    };
    // Where custodial captures keep each player's count of stones taken
    // (which a goal of taking so many reads): that count, and the captures
    // each player could make with its next stone.
    let captured = stones.custodial.is_some().then(|| {
        segments.push(Segment::One("captured".to_owned()));
        segments.push(Segment::One("capture.threats".to_owned()));
        let index = Literal::usize_unsuffixed(starts(&segments)[segments.len() - 2]);
        let threats = Literal::usize_unsuffixed(starts(&segments)[segments.len() - 1]);
        quote! {
            let n = i32::from(self.captured[0]) - i32::from(self.captured[1]);
            if n != 0 {
                visit(#index, n);
            }
            let n = capture_threats(first, second) - capture_threats(second, first);
            if n != 0 {
                visit(#threats, n);
            }
        }
    });
    let threat_items = stones.custodial.is_some().then(|| {
        quote! {
            /// The captures `own` could make with its next stone: from each
            /// of its stones, a run of `ENCLOSED` of `theirs` along a
            /// direction that ends on an empty cell (where the stone
            /// placed would close it; the rays stop at the board's edge
            /// and holes). A stone that would close two runs counts twice.
            fn capture_threats(own: Board, theirs: Board) -> i32 {
                let (occupied, mut n) = (own | theirs, 0);
                for cell in own.ones() {
                    for ray in &RAYS[cell] {
                        let end = ray[ENCLOSED];
                        if end != OFF
                            && !occupied.test(usize::from(end))
                            && ray[..ENCLOSED].iter().all(|&at| theirs.test(usize::from(at)))
                        {
                            n += 1;
                        }
                    }
                }
                n
            }
        }
    });
    let body = quote! {
        let (first, second) = (self.stones[0], self.stones[1]);
        visit(0, if self.to_move == Side::First { 1 } else { -1 });
        let n = first.count() as i32 - second.count() as i32;
        if n != 0 {
            visit(1, n);
        }
        for cell in first.ones() {
            visit(#squares + usize::from(SQUARE_OF[cell][0]), 1);
        }
        for cell in second.ones() {
            visit(#squares + usize::from(SQUARE_OF[cell][1]), -1);
        }
        #lines
        #captured
    };
    let impl_features = FeaturesImpl {
        game,
        segments: &segments,
        phase: None,
        features: body,
        with_untuned: None,
        sides: false,
    }
    .emit();
    quote! {
        #table
        #line_items
        #threat_items
        #impl_features
    }
}
