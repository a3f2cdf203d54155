//! Adding moves to the sink: a set of landing cells of a whole kind at once
//! (each move's start found by subtracting the shift), or of one piece;
//! counting with a popcount when the sink only counts. A landing cell in
//! the kind's promotion zone makes one move per kind it may become.

use super::Ctx;
use crate::ir::{Kind, Promote};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The choices of a promotion the move must name: `(zone, promotion)`.
fn choices<'a>(
    cx: &'a Ctx,
    k: usize,
    kind: &'a Kind,
) -> Option<(&'a proc_macro2::Ident, &'a Promote)> {
    let promote = kind.promote.as_ref().filter(|p| p.named())?;
    Some((cx.names.promote[k].as_ref()?, promote))
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
    let Some((zone, promote)) = choices(cx, k, kind) else {
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
    let n = Literal::usize_unsuffixed(promote.to.len());
    let promos: Vec<Literal> = promote
        .to
        .iter()
        .map(|&c| Literal::usize_unsuffixed(c + 1))
        .collect();
    if promote.optional || promote.or_from {
        // Move by move: whether it promotes may depend on its start, and a
        // promotion the player may decline is declined only where the
        // piece could still move.
        let or_from = promote.or_from.then(|| quote!(|| #zone[S].test(#from)));
        let plain = if promote.optional {
            let dead = super::hands::dead_name(k);
            quote!(!#dead[S].test(t))
        } else {
            quote!(false)
        };
        return quote! {
            let to = #to;
            for t in to.ones() {
                if !(#zone[S].test(t) #or_from) {
                    sink.add(simple(#from, t) #flags);
                    continue;
                }
                if #plain {
                    sink.add(simple(#from, t) #flags);
                }
                #( sink.add(simple(#from, t) #flags | #promos << PROMO_SHIFT); )*
            }
        };
    }
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
