//! The default evaluation (material and mobility), the ordering hints
//! (wins, then captures by the victim's worth, then promotions), and the
//! noisy moves that quiescence search plays out (captures).

use super::Ctx;
use crate::codegen::{HINT_CAPTURE, HINT_PROMOTE, HINT_WIN};
use crate::ir::{PieceTest, Pieces};
use crate::vocab::Verdict;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

/// The bodies of `evaluate` and `move_priority`.
pub fn evaluation(cx: &Ctx) -> (TokenStream, TokenStream) {
    let p = cx.pieces;
    let evaluate = match &cx.game.eval {
        Some(path) => quote_spanned!(path.span()=> #path(self)),
        None => quote! {
            self.untuned_of([self.count_moves(0) as i32, self.count_moves(1) as i32])
        },
    };
    let priority = match &cx.game.hints {
        Some(path) => quote_spanned!(path.span()=> #path(self, mv)),
        // A placement is as good as it leaves the opponent few replies.
        None if p.flipping() => quote! {
            let child = self.play(mv);
            -(child.count_moves(child.to_move.index()) as i32)
        },
        None => piece_hints(cx),
    };
    (evaluate, priority)
}

/// `untuned_of(moves)`, for a game without an `eval:` of its own: the
/// default evaluation, material and mobility, from the side to move's
/// point of view, given how many moves each side has (the counts of
/// `count_moves`, which the tuned evaluation's mobility features count
/// anyway: [`super::features`] hands them over, so that one evaluation
/// generates the moves once).
pub fn untuned_of(cx: &Ctx) -> Option<TokenStream> {
    if cx.game.eval.is_some() {
        return None;
    }
    let p = cx.pieces;
    let name = &cx.game.name;
    let (material_weight, mobility_weight) = if p.flipping() { (1, 10) } else { (1, 4) };
    let material = (0..p.kinds.len()).map(|k| {
        let k = Ctx::kind(k);
        let value = if p.flipping() { quote!(1) } else { quote!(VALUES[#k]) };
        quote!(#value * (self.pieces[me][#k].count() as i32 - self.pieces[1 - me][#k].count() as i32))
    });
    // In a game won by the n-th check, each check given is worth
    // about a minor piece, more as the last one nears.
    let checks = p.counted_checks().map(|most| {
        let worth = |s: TokenStream| {
            quote!((300 * i32::from(self.checks[#s]) / (i32::from(#most) - i32::from(self.checks[#s])).max(1)))
        };
        let (mine, theirs) = (worth(quote!(me)), worth(quote!(1 - me)));
        quote!(+ #mine - #theirs)
    });
    // A piece in hand is worth what it is on the board.
    let hands = p.has_hands().then(|| {
        quote! {
            + (0..KINDS).map(|k| VALUES[k] * (i32::from(self.hand[me][k]) - i32::from(self.hand[1 - me][k]))).sum::<i32>()
        }
    });
    Some(quote! {
        impl #name {
            /// The default evaluation with `moves[s]` moves for side `s`.
            #[inline]
            fn untuned_of(&self, moves: [i32; 2]) -> i32 {
                let me = self.to_move.index();
                let material = 0 #(+ #material)* #hands;
                let mobility = moves[me] - moves[1 - me];
                ::alphabeta::runtime::score::clamp_eval(#material_weight * material + #mobility_weight * mobility #checks)
            }
        }
    })
}

/// The test that the move `mv` moves no piece on the board (a pass, a
/// drop), which the methods that read a move's start cell ask first; `None`
/// where every move does.
pub(super) fn moves_no_board_piece(p: &Pieces) -> Option<TokenStream> {
    let pass = p.passes().then(|| quote!(mv == PASS));
    let drop = p.has_hands().then(|| quote!(mv & DROP != 0));
    match (pass, drop) {
        (Some(pass), Some(drop)) => Some(quote!((#pass || #drop))),
        (pass, drop) => pass.or(drop),
    }
}

fn piece_hints(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    // A pass or a drop captures nothing: it is ordered with the quiet moves.
    let off_board = moves_no_board_piece(p).map(|test| {
        quote!(if #test {
            return 0;
        })
    });
    let jumps = p.has_jumps().then(|| {
        quote! {
            if mv & JUMP != 0 {
                // Every victim along the chain, by its worth.
                let mut victims = 0;
                follow_chain(mv, kind, me, |over, _| victims += VALUES[self.kind_at(1 - me, over)]);
                return #HINT_CAPTURE + 10 * victims - VALUES[kind] / 10;
            }
        }
    });
    let wins = p.ends.iter().zip(&cx.names.reach).filter_map(|(e, zone)| {
        let wins = e.verdict == Verdict::Win && matches!(e.test, PieceTest::Reach { .. });
        let zone = zone.as_ref().filter(|_| wins)?;
        Some(quote! {
            if #zone[me].test(to) {
                score += #HINT_WIN;
            }
        })
    });
    let promotions = cx.names.promote.iter().enumerate().filter_map(|(k, zone)| {
        let zone = zone.as_ref()?;
        let kk = Ctx::kind(k);
        Some(quote! {
            if kind == #kk && #zone[me].test(to) {
                score += #HINT_PROMOTE;
            }
        })
    });
    quote! {
        #off_board
        let me = self.to_move.index();
        let from = (mv & CELL_MASK) as usize;
        let kind = self.kind_at(me, from);
        #jumps
        let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
        let mut score = 0;
        if self.side_bits(1 - me).test(to) {
            score += #HINT_CAPTURE + 10 * VALUES[self.kind_at(1 - me, to)] - VALUES[kind] / 10;
        }
        #(#wins)*
        #(#promotions)*
        score
    }
}

/// Captures are noisy: quiescence search plays them out.
pub fn noisy(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    if p.flipping() || !p.can_capture() || !p.has_quiet_moves() {
        return TokenStream::new();
    }
    let pass = p.passes().then(|| quote!(mv != PASS &&));
    let jump = p.has_jumps().then(|| quote!(mv & JUMP != 0 ||));
    let ep = p.has_en_passant().then(|| quote!(mv & EP != 0 ||));
    // In a royal game with hands, a drop that checks is noisy.
    let checking_drop = (p.has_hands() && p.royal().is_some()).then(|| {
        quote!(if mv & DROP != 0 {
            return self.drop_checks(mv);
        })
    });
    // ... and quiescence plays them out, with the replies to a check.
    let checks = (p.has_hands() && p.royal().is_some()).then(|| {
        quote! {
            const QUIESCENCE_CHECKS: bool = true;

            #[inline]
            fn is_in_check(&self) -> bool {
                self.in_check(self.to_move.index())
            }

            fn generate_checks(&self, moves: &mut Self::Moves) {
                match self.to_move {
                    Side::First => self.checking_drops_of::<0, _>(moves),
                    Side::Second => self.checking_drops_of::<1, _>(moves),
                }
            }
        }
    });
    let exchange = exchange(cx);
    quote! {
        #exchange

        #[inline]
        fn is_noisy(&self, mv: Move) -> bool {
            #checking_drop
            #pass (#jump #ep self.side_bits(1 - self.to_move.index()).test(((mv >> CELL_BITS) & CELL_MASK) as usize))
        }

        fn generate_noisy(&self, moves: &mut Self::Moves) {
            match self.to_move {
                Side::First => self.captures::<0, _>(moves),
                Side::Second => self.captures::<1, _>(moves),
            }
        }

        #checks
    }
}

/// `losing_capture`, for the royal games whose captures take one piece
/// (not where they explode, nor by jumps): the static exchange on the
/// target cell, by the swap list. Each side in turn takes back with its
/// least valuable attacker ([`attackers`](super::royal), which sees
/// through the pieces already gone, since the occupied cells shrink as
/// they go); the royal piece takes back last, and only where no enemy
/// attacker is left. Promotions on the way and pins are not looked at:
/// it prunes captures in quiescence, it decides nothing.
fn exchange(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    if p.royal().is_none() || p.explodes() || p.has_jumps() {
        return TokenStream::new();
    }
    // The kinds from least to most valuable, the royal kind last.
    let royal = p.royal().map(|r| r.kind);
    let mut order: Vec<usize> = (0..p.kinds.len()).filter(|&k| Some(k) != royal).collect();
    order.sort_by_key(|&k| p.kinds[k].value);
    order.extend(royal);
    let order = order.iter().map(|&k| Ctx::kind(k));
    let off_board = moves_no_board_piece(p).map(|test| {
        quote!(if #test {
            return false;
        })
    });
    quote! {
        fn losing_capture(&self, mv: Move) -> bool {
            /// The kinds from least to most valuable, the royal one last.
            const CHEAPEST_FIRST: &[usize] = &[#(#order),*];
            /// The swap list's length: an exchange longer than this is
            /// cut there (a cut exchange is only a worse guess).
            const LONGEST: usize = 32;
            #off_board
            let me = self.to_move.index();
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            if from >= CELLS || to >= CELLS || !self.side_bits(1 - me).test(to) {
                return false;
            }
            let mover = self.kind_at(me, from);
            let victim = self.kind_at(1 - me, to);
            if VALUES[mover] <= VALUES[victim] {
                return false;
            }
            // The least valuable piece of side `s` among `attackers`.
            let cheapest = |s: usize, attackers: Board| {
                CHEAPEST_FIRST.iter().find_map(|&k| {
                    let found = attackers & self.pieces[s][k];
                    (!found.is_zero()).then(|| (k, found.lowest()))
                })
            };
            // gain[d]: what the side taking at depth d has won so far,
            // if it takes.
            let mut gain = [0i32; LONGEST];
            gain[0] = VALUES[victim];
            let mut on_cell = mover;
            let mut occupied = (self.side_bits(0) | self.side_bits(1) | self.blocked) & !<Board as bb::Bits>::bit(from);
            let mut depth = 0;
            loop {
                depth += 1;
                if depth == LONGEST {
                    depth -= 1;
                    break;
                }
                gain[depth] = VALUES[on_cell] - gain[depth - 1];
                if (-gain[depth - 1]).max(gain[depth]) < 0 {
                    break;
                }
                let side = (me + depth) % 2;
                let Some((kind, cell)) = cheapest(side, self.attackers(side, to, occupied) & occupied) else {
                    break;
                };
                occupied &= !<Board as bb::Bits>::bit(cell);
                if kind == ROYAL
                    && !(self.attackers(1 - side, to, occupied) & occupied).is_zero()
                {
                    break;
                }
                on_cell = kind;
            }
            while depth > 1 {
                depth -= 1;
                gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
            }
            gain[0] < 0
        }
    }
}
