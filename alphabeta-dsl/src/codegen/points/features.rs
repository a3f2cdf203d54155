//! The features of a game on points, for tuning its evaluation
//! (`alphabeta tune`), each from the first player's point of view:
//! `tempo` (+1 when the first player is to move), `men` (men on the
//! board), `hand` (men still in hand), and `point.c`, the men on each
//! point (a point its own feature: the points of a board need not share
//! the rectangle's symmetries).

use super::Ctx;
use crate::codegen::features::{starts, FeaturesImpl, Segment};
use crate::vocab::cell_name;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The table of each cell's point and `impl Features`.
pub fn features(cx: &Ctx) -> TokenStream {
    let width = cx.game.board.width;
    let points = &cx.rules.points;
    let mut point_of = vec![0u16; cx.cells()];
    for (i, &cell) in points.iter().enumerate() {
        point_of[cell] = i as u16;
    }
    let cells = Literal::usize_unsuffixed(point_of.len());
    let point_of = point_of.into_iter().map(Literal::u16_unsuffixed);
    let segments = [
        Segment::One("tempo".to_owned()),
        Segment::One("men".to_owned()),
        Segment::One("hand".to_owned()),
        Segment::Words {
            prefix: "point.".to_owned(),
            words: points
                .iter()
                .map(|&c| cell_name(c % width, c / width))
                .collect(),
        },
    ];
    let first_point = Literal::usize_unsuffixed(starts(&segments)[3]);
    let body = quote! {
        visit(0, if self.to_move == ::alphabeta::runtime::Side::First { 1 } else { -1 });
        let men = self.men[0].count_ones() as i32 - self.men[1].count_ones() as i32;
        if men != 0 {
            visit(1, men);
        }
        let hand = i32::from(self.hand[0]) - i32::from(self.hand[1]);
        if hand != 0 {
            visit(2, hand);
        }
        for (side, sign) in [(0, 1), (1, -1)] {
            let mut men = self.men[side];
            while men != 0 {
                let cell = men.trailing_zeros() as usize;
                men &= men - 1;
                visit(#first_point + usize::from(POINT_OF[cell]), sign);
            }
        }
    };
    let impl_features = FeaturesImpl {
        game: cx.game,
        segments: &segments,
        phase: None,
        features: body,
        with_untuned: None,
        sides: false,
    }
    .emit();
    quote! {
        /// Each cell's point, by its order among the points (features).
        static POINT_OF: [u16; #cells] = [#(#point_of),*];
        #impl_features
    }
}
