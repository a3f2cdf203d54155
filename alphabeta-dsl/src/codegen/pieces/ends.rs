//! The end of a piece game: the declared conditions after each move, and
//! what happens to a player who cannot move.

use super::Ctx;
use crate::ir::PieceTest;
use crate::vocab::{NoMoves, Verdict};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `judge`: the outcome after `mover` moved, the conditions in order.
pub fn judge(cx: &Ctx) -> TokenStream {
    let tests = cx
        .pieces
        .ends
        .iter()
        .zip(&cx.names.reach)
        .filter_map(|(e, zone)| {
            let holds = match (&e.test, zone) {
                (
                    PieceTest::Reach {
                        by,
                        reply: Some(reply),
                        ..
                    },
                    Some(zone),
                ) => {
                    let (won, lost) = (
                        outcome(cx, e.verdict, &quote!(side)),
                        outcome(cx, e.verdict, &quote!(side.opponent())),
                    );
                    let zone = quote!(#zone);
                    return Some(super::flags::judge(cx, *reply, &zone, *by, &won, &lost));
                }
                (PieceTest::Reach { by: None, .. }, Some(zone)) => {
                    quote!(!(self.side_bits(mover) & #zone[mover]).is_zero())
                }
                (PieceTest::Reach { by: Some(k), .. }, Some(zone)) => {
                    let k = Ctx::kind(*k);
                    quote!(!(self.pieces[mover][#k] & #zone[mover]).is_zero())
                }
                (PieceTest::CapturedAll, _) => quote!(self.side_bits(1 - mover).is_zero()),
                (PieceTest::CapturedKind(k), _) => {
                    // Only a player set up with the kind can lose it all.
                    let kk = Ctx::kind(*k);
                    let left = count_of(cx, *k, &quote!((1 - mover)));
                    quote!(#left == 0 && !SETUP[1 - mover][#kk].is_zero())
                }
                (PieceTest::Encircled(k) | PieceTest::Fort(k), _) => {
                    let holds = match &e.test {
                        PieceTest::Fort(_) => super::forts::fort(cx, *k),
                        _ => super::forts::encircled(cx, *k),
                    };
                    let outcome = outcome(cx, e.verdict, &quote!(side));
                    return Some(quote! {
                        {
                            let holds: bool = #holds;
                            if holds {
                                return Some(#outcome);
                            }
                        }
                    });
                }
                (PieceTest::Checks(n), _) => {
                    let n = Literal::u8_unsuffixed(*n);
                    quote!(self.checks[mover] >= #n)
                }
                (PieceTest::Extinct { below, kinds }, _) => {
                    return Some(either_side(cx, e.verdict, |s| {
                        extinct(cx, *below, kinds, s)
                    }));
                }
                (PieceTest::Bare { bared_back }, _) => {
                    return Some(bare(cx, e.verdict, *bared_back));
                }
                (PieceTest::OneGroup, _) => return Some(one_group(cx, e.verdict)),
                _ => return None, // `most pieces` decides only when nobody can move
            };
            let outcome = outcome(cx, e.verdict, &quote!(side));
            Some(quote! {
                if #holds {
                    return Some(#outcome);
                }
            })
        });
    let quiet = quiet(cx);
    let count = super::counting::judge(cx);
    let material = super::material_draw::judge(cx);
    let royal_lost = super::explode::royal_lost(cx);
    quote! {
        /// The outcome after `mover` (0 or 1) moved: the declared conditions in order.
        #[inline(always)]
        fn judge(&self, mover: usize) -> Option<Outcome> {
            self.judge_with(mover, true)
        }

        /// `judge`, with or without the conditions on either player's
        /// material (`extinct`, `fewer than`, `bare`) and the flags that
        /// wait for a reply (`held`, `unless reached back`), which a
        /// position read from text may meet with either player to move.
        #[inline(always)]
        fn judge_with(&self, mover: usize, material: bool) -> Option<Outcome> {
            let side = if mover == 0 { Side::First } else { Side::Second };
            let _ = (side, material);
            #royal_lost
            #(#tests)*
            #quiet
            #material
            #count
            None
        }
    }
}

/// A condition about either player, the mover's first: whoever `holds`
/// for gets the verdict.
fn either_side(
    cx: &Ctx,
    verdict: Verdict,
    holds: impl Fn(TokenStream) -> TokenStream,
) -> TokenStream {
    let (mine, theirs) = (holds(quote!(mover)), holds(quote!((1 - mover))));
    let (won, lost) = (
        outcome(cx, verdict, &quote!(side)),
        outcome(cx, verdict, &quote!(side.opponent())),
    );
    quote! {
        if material && (#mine) {
            return Some(#won);
        }
        if material && (#theirs) {
            return Some(#lost);
        }
    }
}

/// `one group`: the mover's pieces all in one group, then the other
/// player's (with the conditions on material, see `judge_with`). A group grows from one piece by its neighbours, by sides and
/// corners, until it takes in no more; a player without pieces has none.
fn one_group(cx: &Ctx, verdict: Verdict) -> TokenStream {
    let (won, lost) = (
        outcome(cx, verdict, &quote!(side)),
        outcome(cx, verdict, &quote!(side.opponent())),
    );
    let grow = super::tables::FLIPS.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote!(grown |= group.shift(#dir[0].delta) & #dir[0].arrive;)
    });
    quote! {
        let one_group = |s: usize| {
            let all = self.side_bits(s);
            if all.is_zero() {
                return false;
            }
            let mut group = <Board as bb::Bits>::bit(all.lowest());
            loop {
                let mut grown = group;
                #(#grow)*
                grown &= all;
                if grown == group {
                    return group == all;
                }
                group = grown;
            }
        };
        // Like the conditions on material, it holds for either player
        // whoever moved last, so a position read from text does not say
        // the game ended earlier.
        if material && one_group(mover) {
            return Some(#won);
        }
        if material && one_group(1 - mover) {
            return Some(#lost);
        }
    }
}

/// How many pieces of kind `k` player `s` has, on the board and in hand.
fn count_of(cx: &Ctx, k: usize, s: &TokenStream) -> TokenStream {
    let kind = Ctx::kind(k);
    let hand = cx
        .pieces
        .has_hands()
        .then(|| quote!(+ u32::from(self.hand[#s][#kind])));
    quote!((self.pieces[#s][#kind].count() #hand))
}

/// How many pieces player `s` has, on the board and in hand.
fn total_of(cx: &Ctx, s: &TokenStream) -> TokenStream {
    let hand = cx
        .pieces
        .has_hands()
        .then(|| quote!(+ self.hand[#s].iter().map(|&n| u32::from(n)).sum::<u32>()));
    quote!((self.side_bits(#s).count() #hand))
}

/// `extinct` and `fewer than`: player `s` has fewer than `below` of one of
/// the kinds.
fn extinct(cx: &Ctx, below: u8, kinds: &[usize], s: TokenStream) -> TokenStream {
    let below = Literal::u32_unsuffixed(u32::from(below));
    let tests = kinds.iter().map(|&k| {
        let n = count_of(cx, k, &s);
        quote!(#n < #below)
    });
    quote!(#(#tests)||*)
}

/// `bare King`: a player with one piece left, the royal one (which is never
/// taken). With `unless bared back`, the bare mover loses only when the
/// other is not bare, and the bare player to move only when their reply
/// cannot bare the other: two pieces or more beside the other's royal one.
fn bare(cx: &Ctx, verdict: Verdict, bared_back: bool) -> TokenStream {
    let (mine, theirs) = (
        total_of(cx, &quote!(mover)),
        total_of(cx, &quote!((1 - mover))),
    );
    let (won, lost) = (
        outcome(cx, verdict, &quote!(side)),
        outcome(cx, verdict, &quote!(side.opponent())),
    );
    let (mover_bare, other_bare) = if bared_back {
        (
            quote!(#mine <= 1 && #theirs >= 2),
            quote!(#theirs <= 1 && #mine >= 3),
        )
    } else {
        (quote!(#mine <= 1), quote!(#theirs <= 1))
    };
    quote! {
        if material && #mover_bare {
            return Some(#won);
        }
        if material && #other_bare {
            return Some(#lost);
        }
    }
}

/// The n-move rule: a draw once the clock reaches it, unless the move
/// checkmated (a checkmate on the last move stands).
fn quiet(cx: &Ctx) -> Option<TokenStream> {
    let quiet = cx.pieces.draws.quiet.as_ref()?;
    let plies = Literal::u16_unsuffixed(u16::try_from(quiet.plies).unwrap_or(u16::MAX));
    let mate = cx
        .pieces
        .royal()
        .map(|_| quote!(&&!(self.in_check(1 - mover) && self.count_moves(1 - mover) == 0)));
    let draw = draw(cx);
    Some(quote! {
        if self.clock >= #plies #mate {
            return Some(#draw);
        }
    })
}

fn outcome(cx: &Ctx, verdict: Verdict, side: &TokenStream) -> TokenStream {
    match verdict {
        Verdict::Win => quote!(Outcome::Win(#side)),
        Verdict::Lose => quote!(Outcome::Win(#side.opponent())),
        Verdict::Draw => draw(cx),
    }
}

/// What a draw is: a draw, with `draw odds:` that player's win, or with
/// `draw count:` the count's verdict on the position judged (`self`).
pub fn draw(cx: &Ctx) -> TokenStream {
    if cx.pieces.draws.count.is_some() {
        return quote!(Game::decide_draw(self));
    }
    match cx.pieces.draws.odds {
        None => quote!(Outcome::Draw),
        Some(0) => quote!(Outcome::Win(Side::First)),
        Some(_) => quote!(Outcome::Win(Side::Second)),
    }
}

/// What `rule` (of `no moves:`, `checkmate:` or `stalemate:`) gives the
/// player who cannot move.
fn cannot_move(cx: &Ctx, rule: NoMoves) -> TokenStream {
    let (won, lost) = (
        quote!(Outcome::Win(self.to_move)),
        quote!(Outcome::Win(self.to_move.opponent())),
    );
    match rule {
        NoMoves::Lose => lost,
        NoMoves::Win => won,
        NoMoves::Draw | NoMoves::Pass => draw(cx),
        NoMoves::Fewer | NoMoves::More => {
            let (fewer, more) = if rule == NoMoves::Fewer {
                (won, lost)
            } else {
                (lost, won)
            };
            let draw = draw(cx);
            quote! {{
                // The count of pieces on the board decides.
                let s = self.to_move.index();
                let (mine, theirs) = (self.side_bits(s).count(), self.side_bits(1 - s).count());
                if mine == theirs {
                    #draw
                } else if mine < theirs {
                    #fewer
                } else {
                    #more
                }
            }}
        }
    }
}

/// The body of `Game::no_moves`: a loss, a draw, or (when neither can
/// move, passing being the rule) the count.
pub fn no_moves(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    if let Some(royal) = p.royal() {
        let (mate, stalemate) = (
            cannot_move(cx, royal.checkmate),
            cannot_move(cx, royal.stalemate),
        );
        return quote! {
            if self.in_check(self.to_move.index()) { #mate } else { #stalemate }
        };
    }
    match p.no_moves {
        NoMoves::Lose | NoMoves::Win | NoMoves::Draw | NoMoves::Fewer | NoMoves::More => {
            cannot_move(cx, p.no_moves)
        }
        NoMoves::Pass => match p.ends.iter().find(|e| e.test == PieceTest::MostPieces) {
            Some(e) => {
                let more = outcome(cx, e.verdict, &quote!(more));
                let draw = draw(cx);
                quote! {
                    let (first, second) = (self.side_bits(0).count(), self.side_bits(1).count());
                    let more = if first > second { Side::First } else { Side::Second };
                    if first == second { #draw } else { #more }
                }
            }
            None => draw(cx),
        },
    }
}

/// `Game::decide_draw` of a game with `draw count:`: each piece on the
/// board scores its kind's points and each player its bonus, in half
/// points; more points win, equal points draw.
pub fn decide_draw(cx: &Ctx) -> Option<TokenStream> {
    let count = cx.pieces.draws.count.as_ref()?;
    let bonus = Literal::i64_unsuffixed(count.bonus[0] - count.bonus[1]);
    let kinds = count.kinds.iter().map(|&(k, halves)| {
        let (k, halves) = (Ctx::kind(k), Literal::i64_unsuffixed(halves));
        quote! {
            + #halves * (i64::from(self.pieces[0][#k].count()) - i64::from(self.pieces[1][#k].count()))
        }
    });
    Some(quote! {
        /// The draw count: the first player's points less the second's,
        /// in half points, decide a game the rules would draw.
        fn decide_draw(&self) -> Outcome {
            let lead: i64 = #bonus #(#kinds)*;
            match lead.cmp(&0) {
                ::core::cmp::Ordering::Greater => Outcome::Win(Side::First),
                ::core::cmp::Ordering::Less => Outcome::Win(Side::Second),
                ::core::cmp::Ordering::Equal => Outcome::Draw,
            }
        }
    })
}
