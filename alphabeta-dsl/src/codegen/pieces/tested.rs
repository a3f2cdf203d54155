//! Royal games whose pieces hop, leap lamely, stay in zones or capture only
//! from some cells, or whose royal pieces may not face each other (the
//! xiangqi family): legal moves by testing.
//!
//! Pins and check lines do not describe these pieces: a move onto a line
//! can give an enemy cannon the screen it lacked, and a move off a cell
//! can free a horse's leg. So the pseudo-legal moves are generated as in a
//! game without a royal piece, and each one that could matter is played
//! out on the occupied cells and the royal piece tested. Which could matter
//! is known once per position: when the royal piece is not in check, only
//! a move that leaves or enters a cell of an enemy slider's or hopper's
//! line through it, the leg of an enemy lame leaper aimed at it, or the
//! line to the enemy royal piece; every move of the royal piece itself.

use super::attacks::Attacks;
use super::royal::{castling, kinds_of, look_rays, ray};
use super::Ctx;
use crate::ir::Royal;
use crate::vocab::{lame_path, Hop};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The four lines along which royal pieces may not face.
const FACING: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// Hoppers along one vector that see the same screens: their `except`
/// set, the vector, and who they are.
type HopPart = (Option<usize>, (i32, i32), Vec<super::attacks::Who>);

/// Captures by hopping, or-ed into `found` by `attackers`: looking back
/// from `cell`, the screen, then the hopper beyond it (a cannon), or the
/// cell just behind `cell` as the hurdle (a grasshopper).
pub fn hop_attackers(cx: &Ctx, attacks: &Attacks) -> TokenStream {
    let t = quote!(t);
    let cell = quote!(cell);
    let mut out = TokenStream::new();
    for (hop, group) in &attacks.hops {
        // Hoppers whose `except` differs see different screens.
        let mut parts: Vec<HopPart> = Vec::new();
        for (v, who) in group {
            for w in who {
                match parts
                    .iter_mut()
                    .find(|(e, pv, _)| *e == w.except && pv == v)
                {
                    Some((_, _, all)) => all.push(w.clone()),
                    None => parts.push((w.except, *v, vec![w.clone()])),
                }
            }
        }
        for (except, v, who) in &parts {
            let [a, b] = look_rays(cx, *v);
            let kinds = kinds_of(cx, who, &t, Some(&cell));
            let screens = match except {
                Some(i) => {
                    let i = Literal::usize_unsuffixed(*i);
                    quote!(& !excepted[#i])
                }
                None => TokenStream::new(),
            };
            let hurdle = match hop {
                Hop::Beyond => quote! {
                    // The first piece looking back is the screen.
                    rays.attacks(cell, occupied) & occupied & !self.blocked
                },
                Hop::Next => {
                    let back = cx.names.dir((-v.0, -v.1));
                    quote! {{
                        // The cell just behind is the hurdle.
                        let d = #back[t];
                        <Board as bb::Bits>::bit(cell).shift(d.delta) & d.arrive & occupied & !self.blocked
                    }}
                }
            };
            out.extend(quote! {{
                let rays = &RAYS[[#a, #b][t]];
                let hoppers = #kinds;
                if !(rays.from[cell] & hoppers).is_zero() {
                    let screen = #hurdle;
                    if !(screen #screens).is_zero() {
                        found |= rays.attacks(screen.lowest(), occupied) & hoppers;
                    }
                }
            }});
        }
    }
    out
}

/// For each lame vector and side, the shift from the attacked cell to each
/// cell the leap crosses.
fn legs(cx: &Ctx, v: (i32, i32)) -> Vec<[Literal; 2]> {
    let w = i32::try_from(cx.board.width).expect("boards are at most 32 wide");
    lame_path(v)
        .into_iter()
        .map(|p| {
            [0, 1].map(|side| {
                let (px, py) = cx.oriented(p, side);
                let (vx, vy) = cx.oriented(v, side);
                Literal::i32_unsuffixed((px - vx) + (py - vy) * w)
            })
        })
        .collect()
}

/// Captures by lame leaps, or-ed into `found` by `attackers`: the leaper
/// on the cell the leap starts from, with every cell it crosses empty.
pub fn lame_attackers(cx: &Ctx, attacks: &Attacks) -> TokenStream {
    let t = quote!(t);
    let cell = quote!(cell);
    let lines = attacks.lame.iter().enumerate().map(|(i, (v, who))| {
        let i = Literal::usize_unsuffixed(i);
        let kinds = kinds_of(cx, who, &t, Some(&cell));
        let legs = legs(cx, *v)
            .into_iter()
            .map(|[a, b]| quote!(&& !occupied.test((cell as i32 + [#a, #b][t]) as usize)));
        quote! {{
            let source = LAME_FROM[#i][t][cell] & #kinds;
            if !source.is_zero() #(#legs)* {
                found |= source;
            }
        }}
    });
    quote!(#(#lines)*)
}

/// `LAME_FROM[i][side][cell]`: the cell from which the `i`th lame leap,
/// as `side` makes it, lands on `cell` (after the leaper tables, whose
/// `attacked_from` it uses).
pub fn tables(cx: &Ctx, attacks: &Attacks) -> TokenStream {
    if attacks.lame.is_empty() {
        return TokenStream::new();
    }
    let n = Literal::usize_unsuffixed(attacks.lame.len());
    let tables = attacks.lame.iter().map(|(v, _)| {
        let sides = [0, 1].map(|side| {
            let (dx, dy) = cx.oriented(*v, side);
            quote!(attacked_from(&[(#dx, #dy)]))
        });
        quote!([#(#sides),*])
    });
    quote! {
        /// For each lame leap, side and cell: where a leaper that lands on
        /// the cell starts.
        static LAME_FROM: [[[Board; CELLS]; 2]; #n] = [#(#tables),*];
    }
}

/// `exposed::<S>`, `faces::<S>`, `safe_after::<S>` and the legal generator.
pub fn legal(cx: &Ctx, royal: Royal, attacks: &Attacks) -> TokenStream {
    let entry_points = super::flags::entry_points(cx, royal);
    let kingless = super::royal::kingless(royal);
    let them = quote!((1 - S));
    let king = quote!(king);
    let lines = attacks
        .slides
        .iter()
        .chain(attacks.hops.iter().flat_map(|(_, g)| g))
        .map(|(v, who)| {
            let [a, b] = look_rays(cx, *v);
            let kinds = kinds_of(cx, who, &them, Some(&king));
            quote! {{
                let ray = RAYS[[#b, #a][S]].from[king];
                if !(ray & #kinds).is_zero() {
                    cells |= ray;
                }
            }}
        });
    let lame = attacks.lame.iter().enumerate().map(|(i, (v, who))| {
        let i = Literal::usize_unsuffixed(i);
        let kinds = kinds_of(cx, who, &them, Some(&king));
        let legs = legs(cx, *v)
            .into_iter()
            .map(|[a, b]| quote!(cells = cells.with((king as i32 + [#b, #a][S]) as usize);));
        quote! {
            if !(LAME_FROM[#i][1 - S][king] & #kinds).is_zero() {
                #(#legs)*
            }
        }
    });
    let rays: Vec<Literal> = FACING.iter().map(|&d| ray(cx, d)).collect();
    let facing_lines = (royal.facing_forbidden || royal.facing_ends).then(|| {
        // While the royal pieces face (`facing ends`), a move anywhere
        // else leaves them facing: every move is tested.
        let facing_now = royal.facing_ends.then(|| {
            quote! {
                if self.royals_face() {
                    return ALL;
                }
            }
        });
        quote! {
            #facing_now
            let royal = self.pieces[1 - S][ROYAL];
            #(
                if !(RAYS[#rays].from[king] & royal).is_zero() {
                    cells |= RAYS[#rays].from[king];
                }
            )*
        }
    });
    // `not facing` always forbids a move that leaves the royal pieces
    // facing; `facing ends` only while they face (a player must part them
    // or pass).
    let faces = if royal.facing_forbidden || royal.facing_ends {
        let now = royal.facing_ends.then(|| quote!(self.royals_face() &&));
        quote! {
            /// Whether a royal piece of side `S` on `cell` would face
            /// the enemy's along a line, with `occupied` the cells
            /// between, where that makes a move illegal.
            #[inline(always)]
            fn faces<const S: usize>(&self, cell: usize, occupied: Board) -> bool {
                let royal = self.pieces[1 - S][ROYAL];
                #now (false #(|| !(RAYS[#rays].attacks(cell, occupied) & royal).is_zero())*)
            }
        }
    } else {
        quote! {
            #[inline(always)]
            fn faces<const S: usize>(&self, _cell: usize, _occupied: Board) -> bool {
                false
            }
        }
    };
    let royals_face = royal.facing_ends.then(|| {
        quote! {
            /// Whether the two royal pieces face each other along a line
            /// with nothing between (`facing ends`).
            #[inline]
            fn royals_face(&self) -> bool {
                let (ours, theirs) = (self.pieces[0][ROYAL], self.pieces[1][ROYAL]);
                if ours.is_zero() || theirs.is_zero() {
                    return false;
                }
                let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
                let king = ours.lowest();
                false #(|| !(RAYS[#rays].attacks(king, occupied) & theirs).is_zero())*
            }
        }
    });
    let en_passant = cx.pieces.has_en_passant().then(|| {
        quote! {
            if mv & EP != 0 {
                let victim = <Board as bb::Bits>::bit(usize::from(self.ep_victim));
                let after = after & !victim;
                return (self.attackers(1 - S, king, after) & !(landing | victim)).is_zero()
                    && !self.faces::<S>(king, after);
            }
        }
    });
    let exempt_c = super::explode::castling_exempt(cx, &quote!(c));
    let exempt_to = super::explode::castling_exempt(cx, &quote!(to));
    let castling = cx.pieces.kinds[royal.kind].castle.as_ref().map(|c| {
        let (candidates, moves) = castling(c, false);
        // A royal piece that stays in a zone castles only into it.
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
            if !NOISY {
                /// Whether the royal piece is in check, as castling asks.
                struct Checks {
                    checks: u32,
                }
                let safety = Checks { checks: u32::from(checked) };
                let origin = <Board as bb::Bits>::bit(king);
                #candidates
                #stays
                // Each cell the royal piece crosses or lands on, as the
                // board stands, then its landing cell without the rook.
                let mut attacked = ZERO;
                for &(r, to) in &castles[..castle_count] {
                    for c in king.min(to)..=king.max(to) {
                        if c != king
                            && ((!self.attackers(1 - S, c, occupied).is_zero() #exempt_c)
                                || self.faces::<S>(c, occupied & !origin))
                        {
                            attacked = attacked.with(c);
                        }
                    }
                    let without = occupied & !<Board as bb::Bits>::bit(r);
                    if !(self.attackers(1 - S, to, without) & !<Board as bb::Bits>::bit(r)).is_zero() #exempt_to {
                        attacked = attacked.with(to);
                    }
                }
                #moves
            }
        }
    });
    let safe_after = if cx.pieces.explodes() {
        super::explode::safe_after(cx)
    } else {
        quote! {
        /// Whether side `S`'s move `mv` leaves its royal piece, on `king`,
        /// safe, `exposed` the cells that could change that.
        #[inline(always)]
        fn safe_after<const S: usize>(&self, mv: Move, king: usize, occupied: Board, exposed: Board) -> bool {
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let landing = <Board as bb::Bits>::bit(to);
            let after = occupied & !<Board as bb::Bits>::bit(from) | landing;
            // The pieces `except` names as they stand after the move:
            // the moving piece takes its kind along, a taken one is gone.
            let mut excepted = self.excepted();
            for e in &mut excepted {
                *e = if e.test(from) { *e & !<Board as bb::Bits>::bit(from) | landing } else { *e & !landing };
            }
            if from == king {
                return (self.attackers_with(1 - S, to, after, &excepted) & !landing).is_zero()
                    && !self.faces::<S>(to, after);
            }
            #en_passant
            if !exposed.test(from) && !exposed.test(to) {
                return true;
            }
            (self.attackers_with(1 - S, king, after, &excepted) & !landing).is_zero() && !self.faces::<S>(king, after)
        }
        }
    };
    let checked = if cx.pieces.explodes() {
        quote!(self.in_check(S))
    } else {
        quote!(!self.attackers(1 - S, king, occupied).is_zero())
    };
    // `not fleeing`: in check, the royal piece may only take the one
    // piece that checks.
    let (fleeing, flight) = if royal.flight_forbidden {
        (
            quote! {
                let checkers = if checked { self.attackers(1 - S, king, occupied) } else { ZERO };
            },
            quote! {
                ((mv & CELL_MASK) as usize != king
                    || checkers.is_zero()
                    || (checkers.count() == 1 && checkers.test(((mv >> CELL_BITS) & CELL_MASK) as usize)))
                    &&
            },
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    quote! {
        /// The cells whose emptying or filling could leave side `S`'s
        /// royal piece, on `king`, attacked, when it is not in check.
        #[inline(always)]
        fn exposed<const S: usize>(&self, king: usize) -> Board {
            let mut cells = ZERO;
            let excepted = self.excepted();
            let _ = excepted;
            #(#lines)*
            #(#lame)*
            #facing_lines
            cells
        }

        #faces

        #royals_face

        #safe_after

        /// Every legal move of side `S`, with `NOISY` only its captures.
        #[inline(always)]
        fn legal<const S: usize, K: pc::MoveSink<Move>, const NOISY: bool>(&self, sink: &mut K) {
            #kingless
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            let king = self.pieces[S][ROYAL].lowest();
            let checked = #checked;
            let exposed = if checked { ALL } else { self.exposed::<S>(king) };
            #fleeing
            {
                let mut legal = pc::Filtered {
                    sink: &mut *sink,
                    keep: |mv: Move| #flight self.safe_after::<S>(mv, king, occupied, exposed),
                };
                if NOISY {
                    self.pseudo_captures::<S, _>(&mut legal);
                } else {
                    self.pseudo::<S, _>(&mut legal);
                }
            }
            #castling
        }

        #entry_points
    }
}
