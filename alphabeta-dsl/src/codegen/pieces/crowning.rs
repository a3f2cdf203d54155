//! Promotion at once ([`crate::ir::crowning`]) in a game whose captures
//! are turns of single jumps ([`super::taking`]): a piece that lands in
//! its zone during a capture is crowned there, and the capture goes on
//! with the jumps of the kind it became. The walkers of chains switch to
//! the new kind's walker on such a landing, so the counts of what a
//! capture can still take follow the crowned piece.
//!
//! Also here: whether a piece that has just landed can jump on, which a
//! flying jump asks of each landing beyond the piece it takes (a capture
//! goes on as long as it can, so it lands where it can go on, where it
//! can).

use super::Ctx;
use crate::ir::Kind;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// The zone and the kind of a piece of kind `k` crowned at once.
pub fn crowned<'a>(cx: &'a Ctx, k: usize, kind: &Kind) -> Option<(&'a Ident, usize)> {
    Some((cx.names.promote[k].as_ref()?, kind.crowned_as()?))
}

/// The function of kind `k` that says whether it can jump on.
pub fn reaches_name(k: usize) -> Ident {
    format_ident!("reaches_{k}")
}

/// `reaches_k`: whether a capture by a piece of kind `k` that has just
/// landed on `at` can go on, by one more jump at least.
pub fn reaches_fn(cx: &Ctx, k: usize, kind: &Kind) -> TokenStream {
    let name = reaches_name(k);
    let stop = kind
        .promote
        .as_ref()
        .filter(|p| p.ends_move)
        .and(cx.names.promote[k].as_ref())
        .map(|zone| {
            quote! {
                if #zone[S].test(at) {
                    // Promotion ends the move here.
                    return false;
                }
            }
        });
    let crown = crowned(cx, k, kind).map(|(zone, to)| {
        let as_crowned = match cx.names.chain[to] {
            Some(_) => {
                let other = reaches_name(to);
                quote!(Self::#other::<S>(at, prey, open))
            }
            None => quote!(false),
        };
        quote! {
            if #zone[S].test(at) {
                // Crowned at once: it goes on as the new kind.
                return #as_crowned;
            }
        }
    });
    let chains = (!kind.chain).then(|| quote!(return false;));
    let before = if kind.flying {
        quote! {
            let mut before = here.shift(d.delta) & d.arrive;
            while !(before & open).is_zero() {
                before = before.shift(d.delta) & d.arrive;
            }
        }
    } else {
        quote!(let before = here.shift(d.delta) & d.arrive;)
    };
    let steps = kind.jumps.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {{
            let d = #dir[S];
            #before
            let over = before & prey;
            if !over.is_zero() && !(over.shift(d.delta) & d.arrive & open).is_zero() {
                return true;
            }
        }}
    });
    let doc = format!(
        " Whether a capture by a `{}` of side `S` that has just landed on `at` can go on; `prey` and `open` as its walker has them.",
        kind.name
    );
    quote! {
        #[doc = #doc]
        #[allow(dead_code, unreachable_code, unused_variables)]
        #[inline]
        fn #name<const S: usize>(at: usize, prey: Board, open: Board) -> bool {
            #stop
            #crown
            #chains
            let here = <Board as bb::Bits>::bit(at);
            #(#steps)*
            false
        }
    }
}

/// `crown_at_once`: the piece that has just landed on `at` during a
/// capture is crowned there, if its kind is crowned at once and `at` is
/// in its zone.
pub fn crown_fn(cx: &Ctx) -> TokenStream {
    let crowns = cx.pieces.kinds.iter().enumerate().filter_map(|(k, kind)| {
        let (zone, to) = crowned(cx, k, kind)?;
        let (from_k, to_k) = (Ctx::kind(k), Ctx::kind(to));
        Some(quote! {
            if kind == #from_k && #zone[S].test(at) {
                self.pieces[S][#from_k] = self.pieces[S][#from_k].without(at);
                self.pieces[S][#to_k] = self.pieces[S][#to_k].with(at);
                self.hash ^= KEYS.pieces[S][#from_k][at] ^ KEYS.pieces[S][#to_k][at];
            }
        })
    });
    quote! {
        /// Crowns the piece of `kind` of side `S` that has just landed on
        /// `at` during a capture, where its kind is crowned at once there.
        #[inline(always)]
        #[allow(unused_variables)]
        fn crown_at_once<const S: usize>(&mut self, kind: usize, at: usize) {
            #(#crowns)*
        }
    }
}
