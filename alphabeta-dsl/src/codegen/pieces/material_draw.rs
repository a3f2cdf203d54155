//! The draws by material ([`crate::ir::MaterialDraw`]): the counter a
//! position keeps, how a move restarts or ticks it, and the draw once it
//! reaches a rule's plies while the material matches the rule's patterns.

use super::Ctx;
use crate::ir::{Material, Pieces};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The field of the position struct: the plies the material has stood.
pub fn fields(p: &Pieces) -> Option<TokenStream> {
    (!p.draws.material.is_empty()).then(|| quote!(material_clock: u16,))
}

/// Its value at the start, and for a position read from text: the count
/// runs from the position given.
pub fn start_values(p: &Pieces) -> Option<TokenStream> {
    (!p.draws.material.is_empty()).then(|| quote!(material_clock: 0,))
}

/// In `play_as`, after the move (`next` from `self`): the count restarts
/// when the material changed, and else ticks.
pub fn after_move(cx: &Ctx) -> Option<TokenStream> {
    if cx.pieces.draws.material.is_empty() {
        return None;
    }
    Some(quote! {
        next.material_clock = if next.material_changed(self) {
            0
        } else {
            self.material_clock.saturating_add(1)
        };
    })
}

/// In `play_as`, for a pass (`next` from `self`): the count ticks, and a
/// draw by material ends the game, as `judge` would say after a move.
pub fn after_pass(cx: &Ctx) -> Option<TokenStream> {
    if cx.pieces.draws.material.is_empty() {
        return None;
    }
    let draw = super::ends::draw(cx);
    Some(quote! {
        next.material_clock = self.material_clock.saturating_add(1);
        if next.material_draws() {
            next.outcome = Some(#draw);
        }
    })
}

/// In `judge`: the draw by material.
pub fn judge(cx: &Ctx) -> Option<TokenStream> {
    if cx.pieces.draws.material.is_empty() {
        return None;
    }
    let draw = super::ends::draw(cx);
    Some(quote! {
        if self.material_draws() {
            return Some(#draw);
        }
    })
}

/// The inherent methods: whether a move changed the material, and
/// whether a rule draws.
pub fn methods(cx: &Ctx) -> Option<TokenStream> {
    let rules = &cx.pieces.draws.material;
    if rules.is_empty() {
        return None;
    }
    let kinds = cx.pieces.kinds.len();
    let tests = rules.iter().map(|rule| {
        let plies = Literal::u16_unsuffixed(rule.plies);
        let patterns = rule.patterns.iter().map(|m| pattern(m, kinds));
        quote! {
            if self.material_clock >= #plies && (#(#patterns)||*) {
                return true;
            }
        }
    });
    Some(quote! {
        /// Whether the material differs from `before`'s: a player has
        /// more or fewer pieces of a kind.
        #[inline(always)]
        fn material_changed(&self, before: &Self) -> bool {
            (0..2).any(|s| {
                (0..KINDS).any(|k| {
                    self.pieces[s][k] != before.pieces[s][k]
                        && self.pieces[s][k].count() != before.pieces[s][k].count()
                })
            })
        }

        /// Whether a draw by material holds: the material has stood for
        /// a rule's plies, and matches one of its patterns.
        #[inline]
        fn material_draws(&self) -> bool {
            #(#tests)*
            false
        }
    })
}

/// The test that the position's material matches `m`, in a game of
/// `kinds` kinds.
fn pattern(m: &Material, kinds: usize) -> TokenStream {
    match m {
        Material::Sides([a, b]) => {
            let has = |s: usize, ranges: &[(u8, u8)]| {
                let terms = ranges.iter().enumerate().map(|(k, &(low, high))| {
                    let k = Ctx::kind(k);
                    let (low, high) = (u32::from(low), u32::from(high));
                    if low == high {
                        quote!(self.pieces[#s][#k].count() == #low)
                    } else {
                        quote!((#low..=#high).contains(&self.pieces[#s][#k].count()))
                    }
                });
                quote!((#(#terms)&&*))
            };
            debug_assert_eq!(a.len(), kinds);
            let (a0, b1, b0, a1) = (has(0, a), has(1, b), has(0, b), has(1, a));
            quote!(((#a0 && #b1) || (#b0 && #a1)))
        }
        Material::Total { low, high, each } => {
            let (low, high) = (u32::from(*low), u32::from(*high));
            let each = each.map(|k| {
                let k = Ctx::kind(k);
                quote!(&& !self.pieces[0][#k].is_zero() && !self.pieces[1][#k].is_zero())
            });
            quote! {
                ((#low..=#high).contains(&(self.side_bits(0).count() + self.side_bits(1).count())) #each)
            }
        }
    }
}
