//! The counting rule (`draw: counting(...)`): the count a position keeps,
//! how a move ticks, begins or restarts it, its key, and the draw when it
//! runs past its limit.
//!
//! A position keeps `count_limit` (in plies, 0 while no count runs) and
//! `count_ply`. Their key is apart from the pieces' ([`count_key`]), so
//! that repetitions, which compare positions whatever the count, take it
//! out again.

use super::Ctx;
use crate::ir::{Counting, Pieces};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The fields of the position struct.
pub fn fields(p: &Pieces) -> Option<TokenStream> {
    p.draws
        .counting
        .as_ref()
        .map(|_| quote!(count_limit: u16, count_ply: u16,))
}

/// Their values at the start: no count runs.
pub fn start_values(p: &Pieces) -> Option<TokenStream> {
    p.draws
        .counting
        .as_ref()
        .map(|_| quote!(count_limit: 0, count_ply: 0,))
}

/// What the count adds to the hash from scratch.
pub fn hash(p: &Pieces) -> Option<TokenStream> {
    p.draws
        .counting
        .as_ref()
        .map(|_| quote!(hash ^= count_key(self.count_limit, self.count_ply);))
}

/// `count_key`: the key of a count, none while no count runs, so that a
/// game before its count hashes as it would without the rule.
pub fn count_key(cx: &Ctx) -> Option<TokenStream> {
    cx.pieces.draws.counting.as_ref()?;
    Some(quote! {
        /// The key of a count of `ply` plies against a limit of `limit`.
        #[inline(always)]
        const fn count_key(limit: u16, ply: u16) -> u64 {
            if limit == 0 {
                return 0;
            }
            bb::splitmix64(KEYS_SEED ^ 0xc0_57ed_0000_0000 ^ ((limit as u64) << 16) ^ ply as u64).1
        }
    })
}

/// Whether a piece of the kinds that stop the count stands on the board.
fn stopped(counting: &Counting) -> TokenStream {
    if counting.without.is_empty() {
        return quote!(false);
    }
    let kinds = counting.without.iter().map(|&k| {
        let k = Ctx::kind(k);
        quote!(!(self.pieces[0][#k] | self.pieces[1][#k]).is_zero())
    });
    quote!((#(#kinds)||*))
}

/// The inherent methods: the limit a player would count to now, and the
/// count after a move.
pub fn methods(cx: &Ctx) -> Option<TokenStream> {
    let counting = cx.pieces.draws.counting.as_ref()?;
    let stopped = stopped(counting);
    let board = Literal::u16_unsuffixed(counting.board.unwrap_or(0));
    let limits = counting.bare.iter().map(|&(plies, against)| {
        let plies = Literal::u16_unsuffixed(plies);
        match against {
            Some((n, k)) => {
                let (n, k) = (Literal::u32_unsuffixed(u32::from(n)), Ctx::kind(k));
                quote! {
                    if self.pieces[1 - s][#k].count() >= #n {
                        return #plies;
                    }
                }
            }
            None => quote!(return #plies;),
        }
    });
    let from_pieces = counting.from_pieces;
    let taken_by_bare = (from_pieces && !counting.without.is_empty()).then(|| {
        let took = counting.without.iter().map(|&k| {
            let k = Ctx::kind(k);
            quote!(self.pieces[s][#k].count() < before.pieces[s][#k].count())
        });
        quote! {
            // The bare mover took the last piece that stopped the count:
            // their count begins at once, from the pieces on the board.
            if (#(#took)||*) && self.side_bits(mover).count() == 1 && !#stopped {
                let limit = self.count_limit_for(mover);
                if limit != 0 {
                    self.count_limit = limit;
                    self.count_ply = 2 * total - 1;
                }
            }
        }
    });
    let start = if from_pieces {
        quote!(if bare { 2 * total } else { 0 })
    } else {
        quote!(0)
    };
    Some(quote! {
        /// The limit, in plies, that player `s` would count to were their
        /// count to begin now; 0 if they may not count.
        #[allow(unreachable_code)]
        fn count_limit_for(&self, s: usize) -> u16 {
            if #stopped || self.side_bits(1 - s).count() <= 1 {
                return 0;
            }
            if self.side_bits(s).count() > 1 {
                return #board;
            }
            #(#limits)*
            0
        }

        /// After `mover`'s move from `before`: the count ticks; the player
        /// to move begins one where none runs, and again when a capture
        /// or a promotion has just left them bare.
        #[inline]
        fn update_count(&mut self, before: &Self, mover: usize) {
            let old = count_key(self.count_limit, self.count_ply);
            if self.count_limit != 0 {
                self.count_ply = self.count_ply.saturating_add(1);
            }
            let s = 1 - mover;
            let total = (self.side_bits(0).count() + self.side_bits(1).count()) as u16;
            #taken_by_bare
            let captured = self.side_bits(s).count() < before.side_bits(s).count();
            let promoted = (0..KINDS).any(|k| self.pieces[mover][k].count() > before.pieces[mover][k].count());
            let bare = self.side_bits(s).count() == 1;
            if self.count_limit == 0 || ((captured || promoted) && bare) {
                let limit = self.count_limit_for(s);
                if limit != 0 {
                    self.count_limit = limit;
                    self.count_ply = #start;
                }
            }
            self.hash ^= old ^ count_key(self.count_limit, self.count_ply);
        }
    })
}

/// In `play_as`, after the move: the count.
pub fn after_move(cx: &Ctx) -> Option<TokenStream> {
    cx.pieces.draws.counting.as_ref()?;
    Some(quote!(next.update_count(self, S);))
}

/// In `judge`: a count past its limit draws, unless the move checkmated.
/// A position read from text may hold one whoever moved last, so it goes
/// with the conditions on material.
pub fn judge(cx: &Ctx) -> Option<TokenStream> {
    cx.pieces.draws.counting.as_ref()?;
    Some(quote! {
        if material
            && self.count_limit != 0
            && self.count_ply > self.count_limit
            && !(self.in_check(1 - mover) && self.count_moves(1 - mover) == 0)
        {
            return Some(Outcome::Draw);
        }
    })
}

/// The key that repetitions compare: the position's, without its count.
pub fn repetition_base(cx: &Ctx) -> TokenStream {
    if cx.pieces.draws.counting.is_some() {
        quote!((self.hash ^ count_key(self.count_limit, self.count_ply)))
    } else {
        quote!(self.hash)
    }
}

/// FEN: where a count runs, its limit stands in place of the en-passant
/// cell and the plies counted in place of the half-move clock, as
/// Fairy-Stockfish writes them. The statement that writes the limit, or
/// `ep` (the en-passant field's writer) where none runs.
pub fn write_limit(cx: &Ctx, ep: TokenStream) -> TokenStream {
    if cx.pieces.draws.counting.is_none() {
        return ep;
    }
    quote! {
        if self.count_limit != 0 {
            ::core::write!(out, " {}", self.count_limit)?;
        } else {
            #ep
        }
    }
}

/// The half-move field's value: the plies counted where a count runs.
pub fn write_clock(cx: &Ctx, clock: TokenStream) -> TokenStream {
    if cx.pieces.draws.counting.is_none() {
        return clock;
    }
    quote!(if self.count_limit != 0 { self.count_ply } else { #clock })
}

/// Reading: a limit in place of the en-passant cell starts a count of the
/// half-move field's plies, and the half-move clock is then 0.
pub fn read(cx: &Ctx) -> TokenStream {
    let fen = quote!(::alphabeta::runtime::fen);
    if cx.pieces.draws.counting.is_none() {
        return quote!(#fen::expect_absent(fields.count, "count (a counting rule)")?;);
    }
    let clock = cx.pieces.keeps_clock().then(|| quote!(self.clock = 0;));
    quote! {
        if let Some(limit) = fields.count {
            self.count_limit = #fen::read_count(limit)?;
            if self.count_limit != 0 {
                self.count_ply = u16::try_from(fields.halfmove.unwrap_or(0)).unwrap_or(u16::MAX);
                #clock
            }
        }
    }
}
