//! Explosions (`captures: explode`): a capture removes the capturer and
//! every piece on the cells around its landing cell, but the kinds spared.
//!
//! In a royal game the blast changes which pieces attack, so legality is
//! tested on the board the move leaves (the tested path): a move that
//! blasts its own royal piece is illegal, one that blasts the enemy's is
//! legal whatever it leaves attacked, and a royal piece next to the
//! enemy's is not in check, since taking it would blast the taker's own.

use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// `BLAST[cell]`: the cells around `cell` a capture there blasts.
pub fn table(cx: &Ctx) -> TokenStream {
    if !cx.pieces.explodes() {
        return TokenStream::new();
    }
    quote! {
        /// For each cell, the eight cells around it, which a capture on it
        /// blasts.
        static BLAST: [Board; CELLS] = {
            let mut out = [ZERO; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                let mut around = bb::Wide::<WORDS>::ZERO;
                let mut dx = -1;
                while dx <= 1 {
                    let mut dy = -1;
                    while dy <= 1 {
                        if dx != 0 || dy != 0 {
                            if let Some(c) = GRID.step(cell, (dx, dy), 1) {
                                around = around.with_bit(c);
                            }
                        }
                        dy += 1;
                    }
                    dx += 1;
                }
                out[cell] = narrow(around);
                cell += 1;
            }
            out
        };
    }
}

/// The pieces of both sides of the kinds the blast spares, in `position`.
fn spared(cx: &Ctx, position: &TokenStream) -> TokenStream {
    let kinds = cx
        .pieces
        .movers()
        .and_then(|m| m.explode.as_ref())
        .into_iter()
        .flatten()
        .map(|&k| {
            let k = Ctx::kind(k);
            quote!(| #position.pieces[0][#k] | #position.pieces[1][#k])
        });
    quote!((ZERO #(#kinds)*))
}

/// The pieces of both sides of the kinds no blast removes (`immune`) in
/// `next`, if the game names any.
fn immune(cx: &Ctx) -> Option<TokenStream> {
    let kinds = &cx.pieces.movers()?.immune;
    if kinds.is_empty() {
        return None;
    }
    let boards = kinds.iter().map(|&k| {
        let k = Ctx::kind(k);
        quote!(| next.pieces[0][#k] | next.pieces[1][#k])
    });
    Some(quote!((ZERO #(#boards)*)))
}

/// In `play_as`, after the piece landed and promoted: when it captured,
/// the blast around `to` and the capturer itself go, with their castling
/// rights and marks; pieces of the `immune` kinds stay, the capturer too.
pub fn play(cx: &Ctx) -> Option<TokenStream> {
    if !cx.pieces.explodes() {
        return None;
    }
    let spared = spared(cx, &quote!(next));
    let immune = immune(cx).map(|immune| quote!(let blast = blast & !#immune;));
    let unmoved = cx.pieces.tracks_unmoved().then(|| {
        quote! {
            let lost = next.unmoved & blast;
            for cell in lost.ones() {
                next.hash ^= STATE_KEYS.unmoved[cell];
            }
            next.unmoved &= !lost;
        }
    });
    let promoted = cx.pieces.tracks_promoted().then(|| {
        quote! {
            let lost = next.promoted & blast;
            for cell in lost.ones() {
                next.hash ^= PROMOTED_KEYS[cell];
            }
            next.promoted &= !lost;
        }
    });
    // A player whose royal piece the blast took has no castling left: the
    // rooks it would have castled with lose their rights too, as a position
    // read from text (whose castling field can name no right without the
    // royal piece) has them.
    let orphaned = cx
        .pieces
        .royal()
        .and_then(|r| cx.pieces.kinds[r.kind].castle.as_ref())
        .map(|castle| {
            let rooks = super::state::rooks_of(castle, &quote!(next), &quote!(s));
            quote! {
                for s in 0..2 {
                    if next.pieces[s][ROYAL].is_zero() {
                        let lost = next.unmoved & #rooks;
                        for cell in lost.ones() {
                            next.hash ^= STATE_KEYS.unmoved[cell];
                        }
                        next.unmoved &= !lost;
                    }
                }
            }
        });
    Some(quote! {
        if next.side_bits(1 - S).count() != self.side_bits(1 - S).count() {
            let pieces = next.side_bits(0) | next.side_bits(1);
            let blast = (BLAST[to] & pieces & !#spared).with(to);
            #immune
            for cell in blast.ones() {
                let s = usize::from(!next.side_bits(0).test(cell));
                next.remove(s, cell);
            }
            #unmoved
            #orphaned
            #promoted
        }
    })
}

/// In `judge`: a player whose royal piece a blast took has lost.
pub fn royal_lost(cx: &Ctx) -> Option<TokenStream> {
    (cx.pieces.explodes() && cx.pieces.royal().is_some()).then(|| {
        quote! {
            if self.pieces[1 - mover][ROYAL].is_zero() {
                return Some(Outcome::Win(side));
            }
        }
    })
}

/// `in_check(s)`: side `s`'s royal piece is attacked, and not next to the
/// enemy's (whose taker would blast its own).
pub fn in_check() -> TokenStream {
    quote! {
        /// Whether side `s`'s royal piece is attacked by a piece that may
        /// take it: none may when the enemy royal piece stands next to it.
        #[inline]
        fn in_check(&self, s: usize) -> bool {
            let own = self.pieces[s][ROYAL];
            if own.is_zero() {
                return false;
            }
            let king = own.lowest();
            if !(BLAST[king] & self.pieces[1 - s][ROYAL]).is_zero() {
                return false;
            }
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            !self.attackers(1 - s, king, occupied).is_zero()
        }
    }
}

/// `safe_after::<S>`: the move's blast, if it captures, taken off the
/// board, then side `S`'s royal piece tested where the move leaves it.
pub fn safe_after(cx: &Ctx) -> TokenStream {
    let spared = spared(cx, &quote!(self));
    let victim = if cx.pieces.has_en_passant() {
        quote! {
            if mv & EP != 0 {
                <Board as bb::Bits>::bit(usize::from(self.ep_victim))
            } else {
                enemy & landing
            }
        }
    } else {
        quote!(enemy & landing)
    };
    quote! {
        /// Whether side `S`'s move `mv` leaves its royal piece, on `king`,
        /// on the board and safe: a blast that takes the enemy's wins
        /// whatever it leaves attacked.
        #[inline(always)]
        fn safe_after<const S: usize>(&self, mv: Move, king: usize, occupied: Board, _exposed: Board) -> bool {
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let landing = <Board as bb::Bits>::bit(to);
            let enemy = self.side_bits(1 - S);
            let king = if from == king { to } else { king };
            let mut after = occupied & !<Board as bb::Bits>::bit(from) | landing;
            let victim = #victim;
            if !victim.is_zero() {
                let pieces = self.side_bits(0) | self.side_bits(1);
                let blast = (BLAST[to] & pieces & !#spared) | landing | victim;
                if blast.test(king) {
                    return false;
                }
                if !(blast & self.pieces[1 - S][ROYAL]).is_zero() {
                    return true;
                }
                after &= !blast;
            }
            let near = !(BLAST[king] & self.pieces[1 - S][ROYAL]).is_zero();
            (near || (self.attackers(1 - S, king, after) & after).is_zero())
                && !self.faces::<S>(king, after)
        }
    }
}

/// A castling cell is attacked only if the enemy royal piece is not next
/// to it: the condition to add after the attack test of `cell`.
pub fn castling_exempt(cx: &Ctx, cell: &TokenStream) -> TokenStream {
    if !cx.pieces.explodes() {
        return TokenStream::new();
    }
    quote!(&& (BLAST[#cell] & self.pieces[1 - S][ROYAL]).is_zero())
}
