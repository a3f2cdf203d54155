//! What a position of the chess family keeps beside its pieces: which
//! pieces have not moved (castling rights, first moves), the en-passant
//! cell, the plies since a capture or a restarting move (the n-move rule,
//! and how far back a repetition can reach), and the plies since the start
//! (the full-move number of FEN). Each is kept only by the games whose rules
//! ask for it; the first two are in the Zobrist key, the clocks are not, so
//! that a repeated position has the key it had.

use super::Ctx;
use crate::ir::{Castle, Pieces};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The kinds whose pieces' first move matters: those with `on first move`
/// rules, a castling piece and the pieces it castles with.
pub fn tracked_kinds(p: &Pieces) -> Vec<usize> {
    let mut kinds = Vec::new();
    for (k, kind) in p.kinds.iter().enumerate() {
        if kind.moves.iter().any(|m| m.first_move) || kind.castle.is_some() {
            kinds.push(k);
        }
        if let Some(c) = &kind.castle {
            kinds.extend(&c.rooks);
        }
    }
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}

/// The fields of the position struct, after the pieces and the key;
/// `word` is the bitboard type.
pub fn fields(p: &Pieces, word: &TokenStream) -> TokenStream {
    let unmoved = p.tracks_unmoved().then(|| quote!(unmoved: #word,));
    let ep = p.has_en_passant().then(|| quote!(ep: u8, ep_victim: u8,));
    let clock = p.keeps_clock().then(|| quote!(clock: u16,));
    let plies = p.fen_fields().then(|| quote!(plies: u16,));
    let checks = p.counted_checks().map(|_| quote!(checks: [u8; 2],));
    let count = super::counting::fields(p);
    let material = super::material_draw::fields(p);
    let passed = p.may_pass().then(|| quote!(passed: bool,));
    quote!(#unmoved #ep #clock #plies #checks #count #material #passed)
}

/// The fields' values at the start, or for a position read from text,
/// before the text's own fields are read, with its own `unmoved` pieces.
pub fn start_values(p: &Pieces, unmoved: Option<TokenStream>) -> TokenStream {
    let unmoved = p.tracks_unmoved().then(|| {
        let value = unmoved.unwrap_or_else(|| quote!(UNMOVED_SETUP));
        quote!(unmoved: #value,)
    });
    let ep = p
        .has_en_passant()
        .then(|| quote!(ep: NO_EP, ep_victim: NO_EP,));
    let clock = p.keeps_clock().then(|| quote!(clock: 0,));
    let plies = p.fen_fields().then(|| quote!(plies: 0,));
    let checks = p.counted_checks().map(|_| quote!(checks: [0; 2],));
    let count = super::counting::start_values(p);
    let material = super::material_draw::start_values(p);
    let passed = p.may_pass().then(|| quote!(passed: false,));
    quote!(#unmoved #ep #clock #plies #checks #count #material #passed)
}

/// The constants: the cells of unmoved pieces at the start, the keys of the
/// state, the absent en-passant cell.
pub fn tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let mut out = TokenStream::new();
    if p.tracks_unmoved() {
        // A castling piece or rook counts as unmoved only for a player set
        // up with both, who has a castling right to lose, as a position
        // read from text has it (Spartan chess's Black has kings and no
        // rook).
        let castles = p.castler().map(|(k, c)| (k, c.rooks.clone()));
        let castles_on = |side: usize| {
            castles.as_ref().is_some_and(|(k, rooks)| {
                !p.setup[side][*k].is_empty() && rooks.iter().any(|&r| !p.setup[side][r].is_empty())
            })
        };
        let boards = tracked_kinds(p).into_iter().flat_map(|k| {
            let first_move = p.kinds[k].moves.iter().any(|m| m.first_move);
            let castling = castles
                .as_ref()
                .is_some_and(|(c, rooks)| *c == k || rooks.contains(&k));
            let kk = Ctx::kind(k);
            (0..2usize)
                .filter(move |&side| first_move || !castling || castles_on(side))
                .map(move |side| quote!(SETUP[#side][#kk]))
                .collect::<Vec<_>>()
        });
        out.extend(quote! {
            /// The cells whose pieces' first move matters, at the start.
            const UNMOVED_SETUP: Board = ZERO #(| #boards)*;
        });
    }
    if p.has_en_passant() {
        out.extend(quote! {
            /// No en-passant cell.
            const NO_EP: u8 = u8::MAX;
        });
    }
    if let Some(most) = p.counted_checks() {
        let n = Literal::usize_unsuffixed(usize::from(most) + 1);
        let most = Literal::u8_unsuffixed(most);
        out.extend(quote! {
            /// The checks that win.
            const MOST_CHECKS: u8 = #most;
            /// The key of each count of checks given, per side; none for
            /// zero, so that a game that has seen no check hashes as it
            /// would without counting.
            const CHECK_KEYS: [[u64; #n]; 2] = {
                let mut keys = [[0; #n]; 2];
                let mut state = KEYS_SEED ^ 0xc4ec_c0a1_7e5e_ed00;
                let mut s = 0;
                while s < 2 {
                    let mut given = 1;
                    while given < #n {
                        let (next, key) = bb::splitmix64(state);
                        keys[s][given] = key;
                        state = next;
                        given += 1;
                    }
                    s += 1;
                }
                keys
            };
        });
    }
    out.extend(super::counting::count_key(cx));
    if p.tracks_unmoved() || p.has_en_passant() {
        out.extend(quote! {
            static STATE_KEYS: ::alphabeta::runtime::royal::StateKeys<CELLS> =
                ::alphabeta::runtime::royal::StateKeys::new(KEYS_SEED);
        });
    }
    out
}

/// What the state adds to the hash from scratch.
pub fn hash(p: &Pieces) -> TokenStream {
    let unmoved = p.tracks_unmoved().then(|| {
        quote! {
            for cell in self.unmoved.ones() {
                hash ^= STATE_KEYS.unmoved[cell];
            }
        }
    });
    let ep = p.has_en_passant().then(|| {
        quote! {
            if self.ep != NO_EP {
                hash ^= STATE_KEYS.en_passant[usize::from(self.ep)];
            }
        }
    });
    let checks = p.counted_checks().map(|_| {
        quote! {
            hash ^= CHECK_KEYS[0][usize::from(self.checks[0])] ^ CHECK_KEYS[1][usize::from(self.checks[1])];
        }
    });
    let count = super::counting::hash(p);
    quote!(#unmoved #ep #checks #count)
}

/// `note_check(mover)`, in a game that counts checks: after a move of
/// `mover` that leaves the other royal piece attacked, one more check.
pub fn note_check(p: &Pieces) -> Option<TokenStream> {
    p.counted_checks()?;
    Some(quote! {
        /// Counts the check `mover` has just given, if any.
        #[inline(always)]
        fn note_check(&mut self, mover: usize) {
            let given = self.checks[mover];
            if given < MOST_CHECKS && self.in_check(1 - mover) {
                self.checks[mover] = given + 1;
                self.hash ^= CHECK_KEYS[mover][usize::from(given)] ^ CHECK_KEYS[mover][usize::from(given) + 1];
            }
        }
    })
}

/// In `play_as`, before the move: the old en-passant cell is gone.
pub fn clear_en_passant(p: &Pieces) -> Option<TokenStream> {
    p.has_en_passant().then(|| {
        quote! {
            if self.ep != NO_EP {
                next.hash ^= STATE_KEYS.en_passant[usize::from(self.ep)];
                next.ep = NO_EP;
            }
        }
    })
}

/// In `play_as`, after the move from `from` to `to` of a piece of `kind`:
/// the pieces on both cells have moved; a longer step opens en passant
/// where an enemy can take it; the clocks tick.
pub fn after_move(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let forfeit = castling_forfeit(p).map(|rooks| {
        if p.royal().is_some() {
            quote! {
                if kind == ROYAL {
                    #rooks
                }
            }
        } else {
            rooks
        }
    });
    let unmoved = p.tracks_unmoved().then(|| {
        quote! {
            let moved = next.unmoved & (<Board as bb::Bits>::bit(from) | <Board as bb::Bits>::bit(to));
            for cell in moved.ones() {
                next.hash ^= STATE_KEYS.unmoved[cell];
            }
            next.unmoved &= !moved;
            #forfeit
        }
    });
    let ep = p.has_en_passant().then(|| {
        quote! {
            if mv & STEPS != 0 {
                let passed = (to as i32 - (to as i32 - from as i32) / STRIDE[kind]) as usize;
                if !self.ep_takers(1 - S, passed).is_zero() {
                    next.ep = passed as u8;
                    next.ep_victim = to as u8;
                    next.hash ^= STATE_KEYS.en_passant[passed];
                }
            }
        }
    });
    let clock = clock(p, &quote!(captured));
    let plies = p
        .fen_fields()
        .then(|| quote!(next.plies = self.plies.saturating_add(1);));
    quote!(#unmoved #ep #clock #plies)
}

/// In `play_as`, after a move of a piece of `kind` (in scope) that
/// captured when `captured` (an expression) holds: the clock restarts at a
/// capture, or at a move of a kind the n-move rule names, and else ticks.
pub fn clock(p: &Pieces, captured: &TokenStream) -> Option<TokenStream> {
    p.draws.quiet.as_ref().map_or_else(
        || {
            p.keeps_clock().then(
                || quote!(next.clock = if #captured { 0 } else { self.clock.saturating_add(1) };),
            )
        },
        |quiet| {
            let capture = quiet.capture;
            let kinds = quiet.kinds.iter().map(|&k| Ctx::kind(k));
            Some(quote! {
                let restarts = (#capture && #captured) #(|| kind == #kinds)*;
                next.clock = if restarts { 0 } else { self.clock.saturating_add(1) };
            })
        },
    )
}

/// When the royal piece moves, its side's rooks lose their castling
/// rights with it: statements that take them out of the unmoved pieces.
/// In a game without a royal piece, a player's rooks lose them once the
/// player has no unmoved castling piece left (it moved, or was taken).
pub fn castling_forfeit(p: &Pieces) -> Option<TokenStream> {
    let (castler, castle) = p.castler()?;
    if p.royal().is_some_and(|r| r.kind == castler) {
        if let Some((rook, _)) = castle.simple() {
            let rook = Ctx::kind(rook);
            return Some(quote! {
                let rooks = next.unmoved & next.pieces[S][#rook];
                for cell in rooks.ones() {
                    next.hash ^= STATE_KEYS.unmoved[cell];
                }
                next.unmoved &= !rooks;
            });
        }
        let rooks = rooks_of(castle, &quote!(next), &quote!(S));
        return Some(quote! {
            let rooks = next.unmoved & #rooks;
            for cell in rooks.ones() {
                next.hash ^= STATE_KEYS.unmoved[cell];
            }
            next.unmoved &= !rooks;
        });
    }
    let k = Ctx::kind(castler);
    let rooks = rooks_of(castle, &quote!(next), &quote!(s));
    Some(quote! {
        for s in 0..2 {
            if (next.unmoved & next.pieces[s][#k]).is_zero() {
                let rooks = next.unmoved & #rooks;
                for cell in rooks.ones() {
                    next.hash ^= STATE_KEYS.unmoved[cell];
                }
                next.unmoved &= !rooks;
            }
        }
    })
}

/// The pieces of side `side` of the position `pos` that `castle` castles
/// with: one board, or the union of several kinds'.
pub fn rooks_of(castle: &Castle, pos: &TokenStream, side: &TokenStream) -> TokenStream {
    let boards = castle.rooks.iter().map(|&r| {
        let r = Ctx::kind(r);
        quote!(#pos.pieces[#side][#r])
    });
    quote!((ZERO #(| #boards)*))
}

/// The step of each kind's longer move, for the cell it passes: 2 for a
/// pawn's double step, 1 for kinds with none.
pub fn strides(p: &Pieces) -> TokenStream {
    let strides = p.kinds.iter().map(|k| {
        let n = k.moves.iter().map(|m| m.steps).max().unwrap_or(1);
        Literal::i32_unsuffixed(n as i32)
    });
    quote! {
        /// Each kind's longer step, in cells.
        #[allow(dead_code)]
        const STRIDE: [i32; KINDS] = [#(#strides),*];
    }
}

/// `ep_takers(t, cell)`: the pieces of side `t` that could take en passant
/// on `cell` (where their `en passant at` lets them land).
pub fn ep_takers(cx: &Ctx) -> TokenStream {
    let takes = cx
        .pieces
        .kinds
        .iter()
        .enumerate()
        .filter(|(_, kind)| kind.en_passant);
    let takes = takes.flat_map(|(k, kind)| {
        let kk = Ctx::kind(k);
        let at = super::movegen::ep_cells(kind, &quote!(at), &quote!(t));
        super::movegen::ep_vectors(kind)
            .into_iter()
            .map(move |(dx, dy)| {
                let back = cx.names.dir((-dx, -dy));
                quote! {{
                    let d = #back[t];
                    found |= #at.shift(d.delta) & d.arrive & self.pieces[t][#kk];
                }}
            })
    });
    quote! {
        /// The pieces of side `t` that could take en passant on `cell`.
        #[inline]
        fn ep_takers(&self, t: usize, cell: usize) -> Board {
            let at = <Board as bb::Bits>::bit(cell);
            let mut found = ZERO;
            #(#takes)*
            found
        }
    }
}
