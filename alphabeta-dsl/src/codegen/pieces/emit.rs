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
    let kk = Ctx::kind(k);
    let Some((zone, promote)) = choices(cx, k, kind) else {
        return quote! {
            let to = #to;
            if K::COUNTS {
                sink.add_many(#kk, to.count());
            } else {
                for t in to.ones() {
                    sink.add(simple(#from, t) #flags);
                }
            }
        };
    };
    if promote.to[0] == promote.to[1] && promote.to[0].iter().all(|c| c.below.is_none()) {
        return same_choices(k, zone, promote, to, &from, &flags);
    }
    // Per player, or limited by a count: each side's choices, those that
    // are open now.
    let [first, second] = [0, 1].map(|s| {
        let adds = promote.to[s].iter().map(|c| {
            let promo = Literal::usize_unsuffixed(c.kind + 1);
            let add = quote!(sink.add(simple(#from, t) #flags | #promo << PROMO_SHIFT););
            match c.below {
                None => add,
                Some(below) => {
                    let kind = Ctx::kind(c.kind);
                    let below = Literal::u32_unsuffixed(below);
                    quote!(if self.pieces[S][#kind].count() < #below { #add })
                }
            }
        });
        quote!(#(#adds)*)
    });
    let choose = quote! {
        if S == 0 { #first } else { #second }
    };
    let or_from = promote.or_from.then(|| quote!(|| #zone[S].test(#from)));
    let plain = if promote.optional {
        let dead = super::hands::dead_name(k);
        quote!(!#dead[S].test(t))
    } else {
        quote!(false)
    };
    quote! {
        let to = #to;
        for t in to.ones() {
            if !(#zone[S].test(t) #or_from) {
                sink.add(simple(#from, t) #flags);
                continue;
            }
            if #plain {
                sink.add(simple(#from, t) #flags);
            }
            #choose
        }
    }
}

/// [`landing`] for a piece whose players choose among the same kinds,
/// none limited by a count.
fn same_choices(
    k: usize,
    zone: &proc_macro2::Ident,
    promote: &Promote,
    to: TokenStream,
    from: &TokenStream,
    flags: &TokenStream,
) -> TokenStream {
    let n = Literal::usize_unsuffixed(promote.to[0].len());
    let kk = Ctx::kind(k);
    let promos: Vec<Literal> = promote.to[0]
        .iter()
        .map(|c| Literal::usize_unsuffixed(c.kind + 1))
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
            sink.add_many(#kk, plain.count() + promoting.count() * #n);
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
