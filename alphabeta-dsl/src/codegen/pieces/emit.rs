//! Adding moves to the sink: a set of landing cells of a whole kind at once
//! (each move's start found by subtracting the shift), or of one piece;
//! counting with a popcount when the sink only counts. A landing cell in
//! the kind's promotion zone makes one move per kind it may become.

use super::Ctx;
use crate::ir::Kind;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The choices of a promotion the move must name: `(zone, kinds)`.
fn choices<'a>(
    cx: &'a Ctx,
    k: usize,
    kind: &'a Kind,
) -> Option<(&'a proc_macro2::Ident, &'a [usize])> {
    let promote = kind.promote.as_ref().filter(|p| p.to.len() > 1)?;
    Some((cx.names.promote[k].as_ref()?, &promote.to))
}

/// Adds every move to a cell of `to` (an expression of type `Board`); the
/// start of the move to `t` is `from` (an expression of `t`), and `flags`
/// are or-ed into each move.
pub fn landing(
    cx: &Ctx,
    k: usize,
    to: TokenStream,
    from: TokenStream,
    flags: TokenStream,
) -> TokenStream {
    let kind = &cx.pieces.kinds[k];
    let Some((zone, to_kinds)) = choices(cx, k, kind) else {
        return quote! {
            let to = #to;
            if K::COUNTS {
                sink.add_many(to.count());
            } else {
                for t in to.ones() {
                    sink.add(simple(#from, t) #flags);
                }
            }
        };
    };
    let n = Literal::usize_unsuffixed(to_kinds.len());
    let promos = to_kinds.iter().map(|&c| Literal::usize_unsuffixed(c + 1));
    quote! {
        let to = #to;
        let (plain, promoting) = (to & !#zone[S], to & #zone[S]);
        if K::COUNTS {
            sink.add_many(plain.count() + promoting.count() * #n);
        } else {
            for t in plain.ones() {
                sink.add(simple(#from, t) #flags);
            }
            for t in promoting.ones() {
                #( sink.add(simple(#from, t) #flags | #promos << PROMO_SHIFT); )*
            }
        }
    }
}
