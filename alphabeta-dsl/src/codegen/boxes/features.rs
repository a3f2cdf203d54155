//! The features of a game of boxes, for tuning its evaluation
//! (`alphabeta tune`), each from the first player's point of view:
//! `tempo` (+1 when the first player is to move) and `boxes` (boxes
//! closed).

use super::Ctx;
use crate::codegen::features::{FeaturesImpl, Segment};
use proc_macro2::TokenStream;
use quote::quote;

/// `impl Features`.
pub fn features(cx: &Ctx) -> TokenStream {
    let segments = [
        Segment::One("tempo".to_owned()),
        Segment::One("boxes".to_owned()),
    ];
    let body = quote! {
        visit(0, if self.to_move == ::alphabeta::runtime::Side::First { 1 } else { -1 });
        let boxes = self.boxes[0].count_ones() as i32 - self.boxes[1].count_ones() as i32;
        if boxes != 0 {
            visit(1, boxes);
        }
    };
    FeaturesImpl {
        game: cx.game,
        segments: &segments,
        phase: None,
        features: body,
        with_untuned: None,
        sides: false,
    }
    .emit()
}
