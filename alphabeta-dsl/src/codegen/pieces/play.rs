//! Playing a move of a piece game, and the helpers that find and lift
//! pieces.

use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// How `play_as` starts: the copy, the other side to move, and a pass,
/// which changes nothing else.
pub fn prologue(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let pass = if p.may_pass() {
        // `moves: move or pass`: the clocks tick, an en-passant cell is
        // gone, and a second pass in a row ends the game drawn, as does a
        // pass between facing royal pieces (`facing ends`).
        let ep = super::state::clear_en_passant(p);
        let clock = p
            .keeps_clock()
            .then(|| quote!(next.clock = self.clock.saturating_add(1);));
        let plies = p
            .fen_fields()
            .then(|| quote!(next.plies = self.plies.saturating_add(1);));
        let draw = super::ends::draw(cx);
        // The n-move rule counts a pass, which can never checkmate.
        let quiet = p.draws.quiet.as_ref().map(|q| {
            let plies =
                proc_macro2::Literal::u16_unsuffixed(u16::try_from(q.plies).unwrap_or(u16::MAX));
            quote! {
                if next.clock >= #plies {
                    next.outcome = Some(#draw);
                }
            }
        });
        let material = super::material_draw::after_pass(cx);
        // `facing ends`: a pass while the royal pieces face ends the game.
        let facing = p
            .royal()
            .is_some_and(|r| r.facing_ends)
            .then(|| quote!(|| self.royals_face()));
        Some(quote! {
            if self.passed {
                next.passed = false;
                next.hash ^= PASSED_KEY;
            }
            if mv == PASS {
                #ep
                #clock
                #plies
                #quiet
                #material
                if self.passed #facing {
                    next.outcome = Some(#draw);
                }
                next.passed = true;
                next.hash ^= PASSED_KEY;
                return next;
            }
        })
    } else {
        p.passes().then(|| {
            quote! {
                if mv == PASS {
                    return next;
                }
            }
        })
    };
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

        /// Takes the piece of side `s` off `cell`; returns its kind.
        #[inline(always)]
        #[allow(dead_code)]
        fn remove(&mut self, s: usize, cell: usize) -> usize {
            let k = self.kind_at(s, cell);
            self.pieces[s][k] = self.pieces[s][k].without(cell);
            self.hash ^= KEYS.pieces[s][k][cell];
            k
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
/// capturing by replacement, en passant or along a chain of jumps, then
/// promotes, and a shot blocks its cell; castling moves two pieces.
pub fn play(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let prologue = prologue(cx);
    let jump_on = p.takes_sets().then(super::taking::play_on);
    let clear_ep = super::state::clear_en_passant(p);
    let castle = castle(cx);
    let to = landing(cx);
    let promotions = promotions(cx);
    let shot = p.movers().and_then(|m| m.shot.as_ref()).map(|_| {
        quote! {
            let shot = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            next.blocked = next.blocked.with(shot);
            next.hash ^= KEYS.blocked[shot];
        }
    });
    let blast = super::explode::play(cx);
    let petrify = petrify(cx);
    let custodial = super::custodial::play(cx);
    // Whether the move took a piece: the other side has fewer. Most moves
    // leave its cells as they were, which says so without counting.
    let captured = p.keeps_clock().then(|| {
        quote! {
            let captured = {
                let (after, before) = (next.side_bits(1 - S), self.side_bits(1 - S));
                after != before && after.count() != before.count()
            };
        }
    });
    let after = super::state::after_move(cx);
    let drop = super::hands::play_drop(cx);
    let marks = p.tracks_promoted().then(|| {
        quote! {
            if self.promoted.test(from) {
                next.promoted = next.promoted.without(from).with(to);
                next.hash ^= PROMOTED_KEYS[from] ^ PROMOTED_KEYS[to];
            }
        }
    });
    let note_check = cx
        .pieces
        .counted_checks()
        .map(|_| quote!(next.note_check(S);));
    let count = super::counting::after_move(cx);
    let material = super::material_draw::after_move(cx);
    let gate = p
        .gating()
        .map(|_| quote!(next.gate_after::<S>(mv, from, to, from);));
    quote! {
        #[inline(always)]
        fn play_as<const S: usize>(&self, mv: Move) -> Self {
            #jump_on
            #prologue
            #clear_ep
            #drop
            #castle
            let from = (mv & CELL_MASK) as usize;
            let kind = self.kind_at(S, from);
            let to = #to;
            next.pieces[S][kind] = next.pieces[S][kind].without(from).with(to);
            next.hash ^= KEYS.pieces[S][kind][from] ^ KEYS.pieces[S][kind][to];
            #marks
            #(#promotions)*
            #blast
            #petrify
            #custodial
            #shot
            #captured
            #after
            #gate
            #note_check
            #count
            #material
            next.outcome = next.judge(S);
            next
        }
    }
}

/// `captures: petrify`: a piece of the kinds named (as it moved, before
/// it promotes) that has just captured leaves the game, and its cell is a
/// wall from then on, as a setup's `*` is.
fn petrify(cx: &Ctx) -> Option<TokenStream> {
    let kinds = &cx.pieces.movers()?.petrify;
    if kinds.is_empty() {
        return None;
    }
    let kinds = kinds.iter().map(|&k| Ctx::kind(k));
    let promoted = cx.pieces.tracks_promoted().then(|| {
        quote! {
            if next.promoted.test(to) {
                next.promoted = next.promoted.without(to);
                next.hash ^= PROMOTED_KEYS[to];
            }
        }
    });
    Some(quote! {
        if matches!(kind, #(#kinds)|*)
            && next.side_bits(1 - S).count() != self.side_bits(1 - S).count()
        {
            next.remove(S, to);
            next.blocked = next.blocked.with(to);
            next.hash ^= KEYS.blocked[to];
            #promoted
        }
    })
}

/// Where the piece lands, lifting what it captures: the landing cell of a
/// replacement or en passant, or the end of a chain of jumps.
fn landing(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let replacement = p
        .kinds
        .iter()
        .any(|k| k.moves.iter().any(|m| m.target.captures()));
    let to_hand = super::hands::capture_to_hand(p, &quote!(captured), &quote!(to));
    let capture = replacement.then(|| {
        quote! {
            if self.side_bits(1 - S).test(to) {
                let captured = next.remove(1 - S, to);
                #to_hand
            }
        }
    });
    let ep_to_hand = super::hands::capture_to_hand(p, &quote!(captured), &quote!(victim));
    let en_passant = p.has_en_passant().then(|| {
        quote! {
            if mv & EP != 0 {
                let victim = usize::from(self.ep_victim);
                let captured = next.remove(1 - S, victim);
                #ep_to_hand
            }
        }
    });
    let simple = quote! {{
        let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
        #capture
        #en_passant
        to
    }};
    if p.takes_sets() {
        let end = super::taking::landing();
        quote! {
            if mv & JUMP != 0 {
                #end
            } else #simple
        }
    } else if p.has_jumps() {
        quote! {
            if mv & JUMP != 0 {
                follow_chain(mv, kind, S, |over, _| { next.remove(1 - S, over); })
            } else #simple
        }
    } else {
        simple
    }
}

/// A piece in its promotion zone becomes the kind the move names or, with
/// no choice, the one kind it may become.
fn promotions(cx: &Ctx) -> Vec<TokenStream> {
    // Where a promoted piece must remember it: the cell is marked.
    let mark = cx.pieces.tracks_promoted().then(|| {
        quote! {
            if !next.promoted.test(to) {
                next.promoted = next.promoted.with(to);
                next.hash ^= PROMOTED_KEYS[to];
            }
        }
    });
    let mut out: Vec<TokenStream> = cx
        .pieces
        .kinds
        .iter()
        .enumerate()
        .filter_map(|(k, kind)| {
            let promote = kind.promote.as_ref().filter(|p| !p.named())?;
            let zone = cx.names.promote[k].as_ref()?;
            // Not named: one kind, the same for the players who promote.
            let (from_k, to_k) = (Ctx::kind(k), Ctx::kind(promote.kinds().next()?));
            let or_from = promote.or_from.then(|| quote!(|| #zone[S].test(from)));
            let mark = mark.clone();
            Some(quote! {
                if kind == #from_k && (#zone[S].test(to) #or_from) {
                    next.pieces[S][#from_k] = next.pieces[S][#from_k].without(to);
                    next.pieces[S][#to_k] = next.pieces[S][#to_k].with(to);
                    next.hash ^= KEYS.pieces[S][#from_k][to] ^ KEYS.pieces[S][#to_k][to];
                    #mark
                }
            })
        })
        .collect();
    if cx.pieces.chooses_promotions() {
        let mask = super::tables::promo_mask(cx.pieces);
        out.push(quote! {
            let promotion = (mv >> PROMO_SHIFT) & #mask;
            if promotion != 0 {
                let chosen = promotion as usize - 1;
                next.pieces[S][kind] = next.pieces[S][kind].without(to);
                next.pieces[S][chosen] = next.pieces[S][chosen].with(to);
                next.hash ^= KEYS.pieces[S][kind][to] ^ KEYS.pieces[S][chosen][to];
                #mark
            }
        });
    }
    out
}

/// Castling: the royal piece and the rook move, and neither has moved
/// since; nothing is captured.
fn castle(cx: &Ctx) -> Option<TokenStream> {
    let (castler, castle) = cx.pieces.castler()?;
    if let Some(royal) = cx.pieces.royal() {
        if royal.kind != castler {
            return None;
        }
    }
    let forfeit = super::state::castling_forfeit(cx.pieces);
    let clock = cx
        .pieces
        .keeps_clock()
        .then(|| quote!(next.clock = self.clock.saturating_add(1);));
    let plies = cx
        .pieces
        .fen_fields()
        .then(|| quote!(next.plies = self.plies.saturating_add(1);));
    let note_check = cx
        .pieces
        .counted_checks()
        .map(|_| quote!(next.note_check(S);));
    let pieces = match (castle.simple(), cx.pieces.royal()) {
        (Some((rook, _)), Some(_)) => {
            let rook = Ctx::kind(rook);
            quote! {
                let rook_to = if to > from { to - 1 } else { to + 1 };
                next.pieces[S][ROYAL] = next.pieces[S][ROYAL].without(from);
                next.pieces[S][#rook] = next.pieces[S][#rook].without(rook);
                next.pieces[S][ROYAL] = next.pieces[S][ROYAL].with(to);
                next.pieces[S][#rook] = next.pieces[S][#rook].with(rook_to);
                next.hash ^= KEYS.pieces[S][ROYAL][from] ^ KEYS.pieces[S][ROYAL][to];
                next.hash ^= KEYS.pieces[S][#rook][rook] ^ KEYS.pieces[S][#rook][rook_to];
            }
        }
        _ => {
            // The kind of the rook, which the move does not name.
            let k = Ctx::kind(castler);
            let kinds = castle.rooks.iter().map(|&r| Ctx::kind(r));
            quote! {
                let rook_to = if rook > from { to - 1 } else { to + 1 };
                let mut rook_kind = 0;
                #(if self.pieces[S][#kinds].test(rook) { rook_kind = #kinds; })*
                next.pieces[S][#k] = next.pieces[S][#k].without(from);
                next.pieces[S][rook_kind] = next.pieces[S][rook_kind].without(rook);
                next.pieces[S][#k] = next.pieces[S][#k].with(to);
                next.pieces[S][rook_kind] = next.pieces[S][rook_kind].with(rook_to);
                next.hash ^= KEYS.pieces[S][#k][from] ^ KEYS.pieces[S][#k][to];
                next.hash ^= KEYS.pieces[S][rook_kind][rook] ^ KEYS.pieces[S][rook_kind][rook_to];
            }
        }
    };
    let count = super::counting::after_move(cx);
    let material = super::material_draw::after_move(cx);
    let gate = cx
        .pieces
        .gating()
        .map(|_| quote!(next.gate_after::<S>(mv, from, to, rook);));
    Some(quote! {
        if mv & CASTLE != 0 {
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let rook = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            #pieces
            next.hash ^= STATE_KEYS.unmoved[from] ^ STATE_KEYS.unmoved[rook];
            next.unmoved = next.unmoved.without(from).without(rook);
            #forfeit
            #clock
            #plies
            #gate
            #note_check
            #count
            #material
            next.outcome = next.judge(S);
            return next;
        }
    })
}
