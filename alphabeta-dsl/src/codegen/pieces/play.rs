//! Playing a move of a piece game, and the helpers that find and lift
//! pieces.

use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// How `play_as` starts: the copy, the other side to move, and a pass,
/// which changes nothing else.
pub fn prologue(cx: &Ctx) -> TokenStream {
    let pass = cx.pieces.passes().then(|| {
        quote! {
            if mv == PASS {
                return next;
            }
        }
    });
    quote! {
        let mut next = *self;
        next.to_move = self.to_move.opponent();
        next.hash ^= KEYS.second_to_move;
        #pass
    }
}

/// The kind on a cell, the occupant of a cell, and lifting a piece.
pub fn helpers() -> TokenStream {
    quote! {
        #[inline(always)]
        #[allow(dead_code)]
        fn kind_at(&self, s: usize, cell: usize) -> usize {
            let mut k = 0;
            while k + 1 < KINDS && !self.pieces[s][k].test(cell) {
                k += 1;
            }
            k
        }

        /// Takes the piece of side `s` off `cell`.
        #[inline(always)]
        #[allow(dead_code)]
        fn remove(&mut self, s: usize, cell: usize) {
            let k = self.kind_at(s, cell);
            self.pieces[s][k] = self.pieces[s][k].without(cell);
            self.hash ^= KEYS.pieces[s][k][cell];
        }

        fn occupant(&self, cell: usize) -> pc::Occupant {
            if self.blocked.test(cell) {
                return pc::Occupant::Blocked;
            }
            for (s, side) in [Side::First, Side::Second].into_iter().enumerate() {
                for k in 0..KINDS {
                    if self.pieces[s][k].test(cell) {
                        return pc::Occupant::Piece(side, k);
                    }
                }
            }
            pc::Occupant::Empty
        }
    }
}

/// `play_as`: the piece leaves its cell for the last landing cell,
/// capturing by replacement or along a chain of jumps, then promotes, and
/// a shot blocks its cell.
pub fn play(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let prologue = prologue(cx);
    let replacement = p
        .kinds
        .iter()
        .any(|k| k.moves.iter().any(|m| m.target.captures()));
    let capture = replacement.then(|| {
        quote! {
            if self.side_bits(1 - S).test(to) {
                next.remove(1 - S, to);
            }
        }
    });
    let simple = quote! {{
        let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
        #capture
        to
    }};
    let to = if p.has_jumps() {
        quote! {
            if mv & JUMP != 0 {
                follow_chain(mv, kind, S, |over, _| next.remove(1 - S, over))
            } else #simple
        }
    } else {
        simple
    };
    let promotions = p.kinds.iter().enumerate().filter_map(|(k, kind)| {
        let promote = kind.promote.as_ref()?;
        let zone = cx.names.promote[k].as_ref()?;
        let (from_k, to_k) = (Ctx::kind(k), Ctx::kind(promote.to));
        Some(quote! {
            if kind == #from_k && #zone[S].test(to) {
                next.pieces[S][#from_k] = next.pieces[S][#from_k].without(to);
                next.pieces[S][#to_k] = next.pieces[S][#to_k].with(to);
                next.hash ^= KEYS.pieces[S][#from_k][to] ^ KEYS.pieces[S][#to_k][to];
            }
        })
    });
    let shot = p.movers().and_then(|m| m.shot.as_ref()).map(|_| {
        quote! {
            let shot = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            next.blocked = next.blocked.with(shot);
            next.hash ^= KEYS.blocked[shot];
        }
    });
    quote! {
        #[inline(always)]
        fn play_as<const S: usize>(&self, mv: Move) -> Self {
            #prologue
            let from = (mv & CELL_MASK) as usize;
            let kind = self.kind_at(S, from);
            let to = #to;
            next.pieces[S][kind] = next.pieces[S][kind].without(from).with(to);
            next.hash ^= KEYS.pieces[S][kind][from] ^ KEYS.pieces[S][kind][to];
            #(#promotions)*
            #shot
            next.outcome = next.judge(S);
            next
        }
    }
}
