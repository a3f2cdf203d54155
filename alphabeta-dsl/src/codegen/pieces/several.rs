//! Games where a player may have several royal pieces (`royal: King |
//! Queen`, `royal: King when last`, `royal: King when all attacked`, or a
//! promotion to a royal kind): legal moves by playing them out.
//!
//! Pins and check lines follow one royal piece; with several, which of
//! them matter depends on `when`. So every pseudo-legal move is played and
//! the player tested for check on the board it leaves, by the one rule
//! `in_check` says. Castling also needs the castling piece out of attack
//! and the cells it crosses and lands on unattacked.

use super::royal::{castling, kingless};
use super::Ctx;
use crate::ir::Royal;
use crate::vocab::Checked;
use proc_macro2::TokenStream;
use quote::quote;

/// `in_check(s)`: whether side `s` is in check, by `when`.
pub fn in_check(cx: &Ctx, checked: Checked) -> TokenStream {
    let kinds = cx
        .pieces
        .movers()
        .map_or(&[][..], |m| &m.royals)
        .iter()
        .map(|&k| {
            let k = Ctx::kind(k);
            quote!(| self.pieces[s][#k])
        });
    let (doc, test) = match checked {
        Checked::Any => (
            "any of its royal pieces is attacked",
            quote!(royals.ones().any(attacked)),
        ),
        Checked::Last => (
            "it has one royal piece left, and that piece is attacked",
            quote!(royals.count() == 1 && attacked(royals.lowest())),
        ),
        Checked::All => (
            "it has royal pieces, and every one of them is attacked",
            quote!(!royals.is_zero() && royals.ones().all(attacked)),
        ),
    };
    let doc = format!(" Whether side `s` is in check: {doc}.");
    quote! {
        #[doc = #doc]
        #[inline]
        fn in_check(&self, s: usize) -> bool {
            let royals = ZERO #(#kinds)*;
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            let attacked = |c: usize| !self.attackers(1 - s, c, occupied).is_zero();
            #test
        }
    }
}

/// The legal generator: every pseudo-legal move that does not leave its
/// player in check, and castling.
pub fn legal(cx: &Ctx, royal: Royal) -> TokenStream {
    let kingless = kingless(royal);
    let entry_points = super::flags::entry_points(cx, royal);
    let castling = cx.pieces.kinds[royal.kind].castle.as_ref().map(|c| {
        let (candidates, moves) = castling(c, false);
        let stays = cx.names.stays[royal.kind].as_ref().map(|z| {
            quote! {
                let mut kept = 0;
                for i in 0..castle_count {
                    if #z[S].test(castles[i].1) {
                        castles[kept] = castles[i];
                        kept += 1;
                    }
                }
                let castle_count = kept;
            }
        });
        quote! {
            // A player castles with their one piece of the castling kind,
            // not in check, through and onto unattacked cells.
            let castlers = self.pieces[S][ROYAL];
            if !NOISY && castlers.count() == 1 {
                /// Whether the castling piece is attacked, as castling asks.
                struct Checks {
                    checks: u32,
                }
                let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
                let king = castlers.lowest();
                let safety = Checks {
                    checks: u32::from(!self.attackers(1 - S, king, occupied).is_zero()),
                };
                let origin = <Board as bb::Bits>::bit(king);
                #candidates
                #stays
                let mut attacked = ZERO;
                for &(r, to) in &castles[..castle_count] {
                    for c in king.min(to)..=king.max(to) {
                        if c != king && !self.attackers(1 - S, c, occupied).is_zero() {
                            attacked = attacked.with(c);
                        }
                    }
                    let without = occupied & !<Board as bb::Bits>::bit(r);
                    if !(self.attackers(1 - S, to, without) & !<Board as bb::Bits>::bit(r)).is_zero() {
                        attacked = attacked.with(to);
                    }
                }
                let sink = &mut legal;
                #moves
            }
        }
    });
    quote! {
        /// Every legal move of side `S`, with `NOISY` only its captures:
        /// each pseudo-legal move, played out, must not leave side `S` in
        /// check.
        #[inline(always)]
        fn legal<const S: usize, K: pc::MoveSink<Move>, const NOISY: bool>(&self, sink: &mut K) {
            #kingless
            let mut legal = pc::Filtered {
                sink: &mut *sink,
                keep: |mv: Move| !self.play_as::<S>(mv).in_check(S),
            };
            if NOISY {
                self.pseudo_captures::<S, _>(&mut legal);
            } else {
                self.pseudo::<S, _>(&mut legal);
            }
            #castling
        }

        #entry_points
    }
}
