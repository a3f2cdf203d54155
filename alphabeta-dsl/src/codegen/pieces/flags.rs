//! Flags that wait for a reply (`reach(...) held`, `reach(...) unless
//! reached back`) or win while safe (`reach(...) safe`), and the entry
//! points of a royal game's legal moves: royal pieces that may not be
//! checked (`royal: King not checked`) and captures that are mandatory
//! among the legal moves.

use super::Ctx;
use crate::ir::{PieceTest, Royal};
use crate::vocab::FlagReply;
use proc_macro2::TokenStream;
use quote::quote;

/// `gen` and `captures`, the legal moves that the rest of the code calls:
/// those of `legal`, and under `not checked` only those that leave the
/// other player's royal piece unattacked, each played out and tested.
/// With `captures: mandatory`, `gen` lists the legal captures when there
/// are any, and every legal move otherwise: a capture that would leave the
/// royal piece attacked (a pinned piece's, or one that does not answer a
/// check) forces nothing, as Fairy-Stockfish reads the rule.
pub fn entry_points(cx: &Ctx, royal: Royal) -> TokenStream {
    let mandatory = cx.pieces.movers().is_some_and(|m| m.mandatory);
    let (only, every) = if royal.checks_forbidden {
        let call = |noisy: bool| {
            quote! {{
                let mut unchecking = pc::Filtered {
                    sink: &mut *sink,
                    keep: |mv: Move| !self.play_as::<S>(mv).in_check(1 - S),
                };
                self.legal::<S, _, #noisy>(&mut unchecking);
            }}
        };
        (call(true), call(false))
    } else {
        (
            quote!(self.legal::<S, K, true>(sink);),
            quote!(self.legal::<S, K, false>(sink);),
        )
    };
    let (rule, gen) = match (royal.checks_forbidden, mandatory) {
        (false, false) => ("", every),
        (true, false) => (": none may check (`not checked`)", every),
        (checks, true) => {
            let rule = if checks {
                ": none may check (`not checked`), and captures are mandatory"
            } else {
                ": captures are mandatory"
            };
            let gen = quote! {
                #only
                if sink.any() {
                    return; // a legal capture is mandatory
                }
                #every
            };
            (rule, gen)
        }
    };
    let gen_doc = format!(" Every legal move of side `S`{rule}.");
    let captures_doc = if royal.checks_forbidden {
        " The legal captures of side `S`: none may check (`not checked`)."
    } else {
        " The legal captures of side `S`."
    };
    quote! {
        #[doc = #gen_doc]
        #[inline(always)]
        fn gen<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            #gen
        }

        #[doc = #captures_doc]
        #[inline(always)]
        fn captures<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            #only
        }
    }
}

/// In `judge`, for the condition `reach(zone) by kind` with a `reply`:
/// `held`: the player to move, whose piece the reply has left on the zone,
/// gets the verdict. `safe`: the player whose piece stands there safe
/// gets it, the player to move first, and both at once draw. `unless reached back`: the player to move who had
/// reached gets it, but for a draw when the second player has just
/// reached back; the mover who has reached gets it at once, unless they
/// are the first player and the second one may reach back now (not in
/// check, as Fairy-Stockfish reads the rule). Like the conditions on
/// material, they are about both players, and are left out where
/// `judge_with` tests a position read from text.
pub fn judge(
    cx: &Ctx,
    reply: FlagReply,
    zone: &TokenStream,
    by: Option<usize>,
    won: &TokenStream,
    lost: &TokenStream,
) -> TokenStream {
    let on = |s: TokenStream| match by {
        Some(k) => {
            let k = Ctx::kind(k);
            quote!(!(self.pieces[#s][#k] & #zone[#s]).is_zero())
        }
        None => quote!(!(self.side_bits(#s) & #zone[#s]).is_zero()),
    };
    let (mine, theirs) = (on(quote!(mover)), on(quote!((1 - mover))));
    match reply {
        FlagReply::Held => quote! {
            if material && #theirs {
                return Some(#lost);
            }
        },
        FlagReply::Safe => {
            let draw = super::ends::draw(cx);
            let standing = |s: TokenStream| match by {
                Some(k) => {
                    let k = Ctx::kind(k);
                    quote!(self.pieces[#s][#k] & #zone[#s])
                }
                None => quote!(self.side_bits(#s) & #zone[#s]),
            };
            let (at_mine, at_theirs) = (standing(quote!(mover)), standing(quote!((1 - mover))));
            quote! {
                if material {
                    let mine = #mine && self.flag_safe(mover, #at_mine);
                    if #theirs && self.flag_safe(1 - mover, #at_theirs) {
                        return Some(if mine { #draw } else { #lost });
                    }
                    if mine {
                        return Some(#won);
                    }
                }
            }
        }
        FlagReply::ReachedBack => {
            let draw = super::ends::draw(cx);
            let k = Ctx::kind(by.unwrap_or_default());
            quote! {
                if material && #theirs {
                    return Some(if mover == 1 && #mine { #draw } else { #lost });
                }
                if material && #mine && !(mover == 0 && self.reaches_back(#k, #zone[1])) {
                    return Some(#won);
                }
            }
        }
    }
}

/// `reaches_back` and `flag_safe`, where a condition needs them.
pub fn methods(cx: &Ctx) -> TokenStream {
    let mut out = TokenStream::new();
    out.extend(reaches_back(cx));
    out.extend(flag_safe(cx));
    out
}

/// `flag_safe`, for `reach(...) safe`: whether the pieces of side `s` on
/// its zone (`standing`) are safe: two of them (a move takes one), or one
/// that no enemy piece attacks. With a royal piece the
/// attacks are those of the check test (a pinned piece attacks too, as
/// Fairy-Stockfish reads the rule); without one, a capture that takes it.
fn flag_safe(cx: &Ctx) -> Option<TokenStream> {
    let needed = cx.pieces.ends.iter().any(|e| {
        matches!(
            e.test,
            PieceTest::Reach {
                reply: Some(FlagReply::Safe),
                ..
            }
        )
    });
    if !needed {
        return None;
    }
    let attacked = if cx.pieces.royal().is_some() {
        quote! {
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            !self.attackers(1 - s, standing.lowest(), occupied).is_zero()
        }
    } else {
        quote! {
            let mut count = pc::Count(0);
            if s == 0 {
                let mut taking = pc::Filtered {
                    sink: &mut count,
                    keep: |mv: Move| (self.play_as::<1>(mv).side_bits(0) & standing).is_zero(),
                };
                self.captures::<1, _>(&mut taking);
            } else {
                let mut taking = pc::Filtered {
                    sink: &mut count,
                    keep: |mv: Move| (self.play_as::<0>(mv).side_bits(1) & standing).is_zero(),
                };
                self.captures::<0, _>(&mut taking);
            }
            count.0 > 0
        }
    };
    Some(quote! {
        /// Whether side `s`'s pieces on its zone, `standing`, are safe
        /// (`reach(...) safe`): two or more, or one that no enemy piece
        /// attacks.
        #[inline(never)]
        fn flag_safe(&self, s: usize, standing: Board) -> bool {
            if standing.count() >= 2 {
                return true;
            }
            let attacked = { #attacked };
            !attacked
        }
    })
}

/// `reaches_back`, where a condition needs it: whether the second player,
/// to move and not in check, has a legal move that puts their piece of
/// `kind` on `zone`.
fn reaches_back(cx: &Ctx) -> Option<TokenStream> {
    let needed = cx.pieces.ends.iter().any(|e| {
        matches!(
            e.test,
            PieceTest::Reach {
                reply: Some(FlagReply::ReachedBack),
                ..
            }
        )
    });
    needed.then(|| {
        quote! {
            /// Whether the second player, to move and not in check, may
            /// put their piece of `kind` on `zone` (reach back).
            #[inline(never)]
            fn reaches_back(&self, kind: usize, zone: Board) -> bool {
                if self.in_check(1) {
                    return false;
                }
                let mut count = pc::Count(0);
                let mut reaching = pc::Filtered {
                    sink: &mut count,
                    keep: |mv: Move| !(self.play_as::<1>(mv).pieces[1][kind] & zone).is_zero(),
                };
                self.gen::<1, _>(&mut reaching);
                count.0 > 0
            }
        }
    })
}
