//! Games with a royal piece: legal moves, which never leave it attacked.
//!
//! Attacks come from the rules that generate moves ([`Attacks`]). A move
//! generator for such games finds, once per position, what attacks the
//! royal piece (checks) and which of its own pieces stand alone between it
//! and an enemy slider (pins). Then:
//!
//! - the royal piece moves only to cells no enemy attacks, with its own
//!   cell taken out of the board so that it cannot hide behind itself;
//! - in double check nothing else moves;
//! - in check every other move must take the checking piece or step into
//!   the line between it and the royal piece;
//! - a pinned piece moves only along its pin;
//! - castling needs the royal piece out of check, and no cell it crosses
//!   attacked;
//! - an en-passant capture, which lifts two pieces off one line, is played
//!   out and tested.
//!
//! This is the design of the fast chess move generators, derived here for
//! any pieces that step, leap and slide.

use super::attacks::{Attacks, Who};
use super::emit::landing;
use super::movegen::{dest, ep_vectors};
use super::tables::zone_const;
use super::Ctx;
use crate::ir::{Castle, Kind, Landing, MoveRule, Pieces, Royal};
use crate::vocab::Target;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The royal game's own items: `Safety`, an item of the const block, and
/// the methods: the attack tests, the pins and the legal move generator.
pub fn items(cx: &Ctx, royal: Royal) -> (TokenStream, TokenStream) {
    let attacks = Attacks::of(cx.pieces);
    let attackers = attackers(cx, &attacks);
    let note_check = super::state::note_check(cx.pieces);
    let absent = royal.absent.map(|side| {
        let side = Literal::usize_unsuffixed(side);
        quote! {
            if s == #side {
                return false;
            }
        }
    });
    let in_check = if let Some(checked) = royal.several {
        super::several::in_check(cx, checked)
    } else if cx.pieces.explodes() {
        super::explode::in_check()
    } else {
        quote! {
        /// Whether side `s`'s royal piece is attacked (a side without one
        /// never is).
        #[inline]
        fn in_check(&self, s: usize) -> bool {
            #absent
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            !self.attackers(1 - s, self.pieces[s][ROYAL].lowest(), occupied).is_zero()
        }
        }
    };
    if cx.pieces.tests_moves() {
        let tables = leaper_tables(cx, &attacks, false);
        let lame = super::tested::tables(cx, &attacks);
        let legal = match royal.several {
            Some(_) => super::several::legal(cx, royal),
            None => super::tested::legal(cx, royal, &attacks),
        };
        let pseudo = super::movegen::pseudo_generators(cx);
        let methods = quote! {
            #note_check
            #attackers
            #legal
            #pseudo
            #in_check
        };
        return (quote!(#tables #lame), methods);
    }
    let leaper_tables = leaper_tables(cx, &attacks, true);
    let attacked = attacked(cx, &attacks);
    let (safety_item, safety) = safety(cx, &attacks);
    let safety_item = quote!(#safety_item #leaper_tables);
    let legal = legal(cx, royal);
    let pseudo = royal.absent.map(|_| super::movegen::pseudo_generators(cx));
    let methods = quote! {
        #note_check
        #attackers
        #attacked
        #safety
        #legal
        #pseudo
        #in_check
    };
    (safety_item, methods)
}

/// The union of the boards of `who` of side `side` (an expression): only
/// the pieces on a rule's `from` cells, and, when the attacked `cell` is
/// given, only the kinds that may stand on it.
pub(super) fn kinds_of(
    cx: &Ctx,
    who: &[Who],
    side: &TokenStream,
    cell: Option<&TokenStream>,
) -> TokenStream {
    let boards = who.iter().map(|w| {
        let k = Ctx::kind(w.kind);
        let mut board = quote!(self.pieces[#side][#k]);
        if let Some(from) = &w.from {
            let zone = zone_const(from);
            board = quote!((#board & { const FROM: [Board; 2] = #zone; FROM[#side] }));
        }
        if let (Some(cell), Some(stays)) = (cell, &cx.names.stays[w.kind]) {
            board = quote!((if #stays[#side].test(#cell) { #board } else { ZERO }));
        }
        if let Some(within) = &w.within {
            let zone = zone_const(within);
            board = quote!((#board & { const WITHIN: [Board; 2] = #zone; WITHIN[#side] }));
            if let Some(cell) = cell {
                board = quote!((if { const WITHIN: [Board; 2] = #zone; WITHIN[#side] }.test(#cell) { #board } else { ZERO }));
            }
        }
        // `excepted`, in scope where a cell is given: the pieces of the
        // kinds each `except` names.
        if let (Some(cell), Some(i)) = (cell, w.except) {
            let i = Literal::usize_unsuffixed(i);
            board = quote!((if excepted[#i].test(#cell) { ZERO } else { #board }));
        }
        board
    });
    quote!((ZERO #(| #boards)*))
}

/// The ray index of the absolute direction `d`, as a literal.
pub(super) fn ray(cx: &Ctx, d: (i32, i32)) -> Literal {
    Literal::usize_unsuffixed(cx.names.ray(d))
}

/// For each side, the ray index of `v` as that side moves it.
pub(super) fn slide_rays(cx: &Ctx, v: (i32, i32)) -> [Literal; 2] {
    [0, 1].map(|s| ray(cx, cx.oriented(v, s)))
}

/// For each side, the ray index of the way back along `v` as that side
/// moves it: from the cell attacked towards the attacker.
pub(super) fn look_rays(cx: &Ctx, v: (i32, i32)) -> [Literal; 2] {
    [0, 1].map(|s| {
        let (dx, dy) = cx.oriented(v, s);
        ray(cx, (-dx, -dy))
    })
}

/// The rules whose moves are read from a table, one set of cells a cell:
/// steps and leaps of three vectors or more (a knight's, a king's), where
/// one look-up a piece beats a shift a vector.
fn tabled(p: &Pieces) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (k, kind) in p.kinds.iter().enumerate() {
        for (r, rule) in kind.moves.iter().enumerate() {
            if !rule.slide && rule.steps == 1 && rule.shot.is_none() && rule.vectors.len() >= 3 {
                out.push((k, r));
            }
        }
    }
    out
}

/// The table index of rule `r` of kind `k`, if its moves are tabled.
fn table_of(p: &Pieces, k: usize, r: usize) -> Option<Literal> {
    tabled(p)
        .iter()
        .position(|&kr| kr == (k, r))
        .map(Literal::usize_unsuffixed)
}

/// `LEAP_MOVES[table][side][cell]`: where a tabled rule's piece of `side`
/// on `cell` may land.
fn move_tables(cx: &Ctx) -> TokenStream {
    let rules = tabled(cx.pieces);
    let n = Literal::usize_unsuffixed(rules.len());
    let tables = rules.iter().map(|&(k, r)| {
        let rule = &cx.pieces.kinds[k].moves[r];
        let sides = [0, 1].map(|side| {
            // A move by v from a cell lands where a leap by -v starts.
            let vectors = rule.vectors.iter().map(|&v| {
                let (dx, dy) = cx.oriented(v, side);
                let (dx, dy) = (-dx, -dy);
                quote!((#dx, #dy))
            });
            quote!(attacked_from(&[#(#vectors),*]))
        });
        quote!([#(#sides),*])
    });
    quote! {
        /// For each tabled rule, side and cell: where the rule's move lands.
        static LEAP_MOVES: [[[Board; CELLS]; 2]; #n] = [#(#tables),*];
    }
}

/// `LEAPERS[group][t][cell]`: the cells from which a leaper of the group,
/// of side `t`, attacks `cell`.
/// With `moves`, also the tables of the moves of tabled rules.
fn leaper_tables(cx: &Ctx, attacks: &Attacks, moves: bool) -> TokenStream {
    let groups = attacks.leap_groups();
    let n = Literal::usize_unsuffixed(groups.len());
    let tables = groups.iter().map(|g| {
        let sides = [0, 1].map(|side| {
            let vectors = g.vectors.iter().map(|&v| {
                let (dx, dy) = cx.oriented(v, side);
                quote!((#dx, #dy))
            });
            quote!(attacked_from(&[#(#vectors),*]))
        });
        quote!([#(#sides),*])
    });
    let moves = moves.then(|| move_tables(cx));
    quote! {
        #moves

        /// For each group of leapers that leap alike, side and cell: the
        /// cells from which such a leaper attacks the cell.
        static LEAPERS: [[[Board; CELLS]; 2]; #n] = [#(#tables),*];

        /// The cells from which a leap by one of `vectors` lands on each cell.
        const fn attacked_from(vectors: &[(i32, i32)]) -> [Board; CELLS] {
            let mut out = [ZERO; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                let mut from = bb::Wide::<WORDS>::ZERO;
                let mut i = 0;
                while i < vectors.len() {
                    let (dx, dy) = vectors[i];
                    if let Some(c) = GRID.step(cell, (-dx, -dy), 1) {
                        from = from.with_bit(c);
                    }
                    i += 1;
                }
                out[cell] = narrow(from);
                cell += 1;
            }
            out
        }
    }
}

/// Each group of leapers' contribution to the attackers of `cell` (a
/// `usize`) by side `side`, or-ed into `found`.
fn leaper_attackers(
    cx: &Ctx,
    attacks: &Attacks,
    side: &TokenStream,
    cell: &TokenStream,
    found: &TokenStream,
) -> TokenStream {
    let groups = attacks.leap_groups();
    let lines = groups.iter().enumerate().map(|(g, group)| {
        let g = Literal::usize_unsuffixed(g);
        let kinds = kinds_of(cx, &group.kinds, side, Some(cell));
        quote!(#found |= LEAPERS[#g][#side][#cell] & #kinds;)
    });
    quote!(#(#lines)*)
}

/// `attackers(t, cell, occupied)`: the pieces of side `t` that attack `cell`.
fn attackers(cx: &Ctx, attacks: &Attacks) -> TokenStream {
    let t = quote!(t);
    let cell = quote!(cell);
    let leaps = leaper_attackers(cx, attacks, &t, &cell, &quote!(found));
    let hops = super::tested::hop_attackers(cx, attacks);
    let lame = super::tested::lame_attackers(cx, attacks);
    let slides = attacks.slides.iter().map(|(v, kinds)| {
        let [a, b] = look_rays(cx, *v);
        let kinds = kinds_of(cx, kinds, &t, Some(&cell));
        // Only a slider on the ray can attack along it: most rays are
        // skipped after one look-up.
        quote! {{
            let rays = &RAYS[[#a, #b][t]];
            let snipers = #kinds;
            if !(rays.from[cell] & snipers).is_zero() {
                found |= rays.attacks(cell, occupied) & snipers;
            }
        }}
    });
    let sets = cx.pieces.except_sets();
    let n = Literal::usize_unsuffixed(sets.len().max(1));
    let boards = sets
        .iter()
        .map(|set| super::movegen::excepted(set).expect("an `except` names a kind"));
    let boards: Vec<TokenStream> = if sets.is_empty() {
        vec![quote!(ZERO)]
    } else {
        boards.collect()
    };
    quote! {
        /// For each set of kinds some rule names `except`, the pieces of
        /// those kinds, of either side.
        #[inline(always)]
        fn excepted(&self) -> [Board; #n] {
            [#(#boards),*]
        }

        /// The pieces of side `t` that attack `cell`, with `occupied` the
        /// cells that block a slide.
        #[inline]
        fn attackers(&self, t: usize, cell: usize, occupied: Board) -> Board {
            self.attackers_with(t, cell, occupied, &self.excepted())
        }

        /// [`attackers`], with `excepted` the pieces of the kinds each
        /// `except` names as they stand (after a move being tried).
        #[inline]
        fn attackers_with(&self, t: usize, cell: usize, occupied: Board, excepted: &[Board; #n]) -> Board {
            let mut found = ZERO;
            let _ = (occupied, excepted);
            #leaps
            #(#slides)*
            #hops
            #lame
            found
        }
    }
}

/// `attacked(t, cell, occupied)`: whether side `t` attacks `cell`, the
/// question the royal piece's moves ask of each cell it may land on. It
/// asks what `attackers` asks, in the same order, and stops at the first
/// attacker found: the leapers' few look-ups first, then each slide whose
/// ray from `cell` holds a slider. Inlined, so that where `t` is a
/// constant the tables' sides are chosen at compile time.
fn attacked(cx: &Ctx, attacks: &Attacks) -> TokenStream {
    let t = quote!(t);
    let cell = quote!(cell);
    let leaps = leaper_attackers(cx, attacks, &t, &cell, &quote!(found));
    let hops = super::tested::hop_attackers(cx, attacks);
    let lame = super::tested::lame_attackers(cx, attacks);
    let slides = attacks.slides.iter().map(|(v, kinds)| {
        let [a, b] = look_rays(cx, *v);
        let kinds = kinds_of(cx, kinds, &t, Some(&cell));
        quote! {{
            let rays = &RAYS[[#a, #b][t]];
            let snipers = #kinds;
            if !(rays.from[cell] & snipers).is_zero()
                && !(rays.attacks(cell, occupied) & snipers).is_zero()
            {
                return true;
            }
        }}
    });
    quote! {
        /// Whether side `t` attacks `cell`, with `occupied` the cells that
        /// block a slide: whether [`attackers`] would find any.
        #[inline(always)]
        fn attacked(&self, t: usize, cell: usize, occupied: Board) -> bool {
            let excepted = &self.excepted();
            let mut found = ZERO;
            let _ = (occupied, excepted);
            #leaps
            if !found.is_zero() {
                return true;
            }
            #(#slides)*
            #hops
            #lame
            !found.is_zero()
        }
    }
}

/// `Safety`, an item of the const block, and `safety::<S>`, a method: the
/// checks on the royal piece of side `S` and the pins of its pieces.
fn safety(cx: &Ctx, attacks: &Attacks) -> (TokenStream, TokenStream) {
    let lines = Literal::usize_unsuffixed(attacks.slides.len().max(1));
    let them = quote!((1 - S));
    let leaps = leaper_attackers(cx, attacks, &them, &quote!(king), &quote!(leapers));
    let slides = attacks.slides.iter().enumerate().map(|(j, (v, kinds))| {
        // The enemy, side 1 - S, slides along v: look back along it.
        let [a, b] = look_rays(cx, *v);
        let j = Literal::usize_unsuffixed(j);
        let kinds = kinds_of(cx, kinds, &them, Some(&quote!(king)));
        quote! {{
            let rays = &RAYS[[#b, #a][S]];
            let snipers = #kinds;
            // No slider on the ray: no check and no pin along it.
            if !(rays.from[king] & snipers).is_zero() {
            let ray = rays.attacks(king, occupied);
            if !(ray & snipers).is_zero() {
                s.checks += 1;
                s.mask = if s.checks == 1 { ray } else { ZERO };
            } else {
                let blocker = ray & own;
                if !blocker.is_zero() {
                    let beyond = rays.attacks(blocker.lowest(), occupied);
                    if !(beyond & snipers).is_zero() {
                        s.pinned |= blocker;
                        s.lines[#j] = ray | beyond;
                    }
                }
            }
            }
        }}
    });
    let item = quote! {
        /// What keeps a side's royal piece safe: how many pieces check it,
        /// where another piece must land while it is in check, which pieces
        /// are pinned, and along which line each pin runs.
        #[derive(Clone, Copy)]
        struct Safety {
            checks: u32,
            mask: Board,
            pinned: Board,
            lines: [Board; #lines],
        }

        impl Safety {
            /// The line the pinned piece on `cell` may still move along.
            #[inline(always)]
            fn line(&self, cell: usize) -> Board {
                for line in self.lines {
                    if line.test(cell) {
                        return line;
                    }
                }
                ALL
            }
        }
    };
    let method = quote! {
        /// The checks on side `S`'s royal piece, on `king`, and the pins of
        /// its pieces (`own`).
        #[inline(always)]
        fn safety<const S: usize>(&self, king: usize, own: Board, occupied: Board) -> Safety {
            let mut leapers = ZERO;
            #leaps
            let mut s = Safety {
                checks: leapers.count(),
                mask: if leapers.is_zero() { ALL } else { leapers },
                pinned: ZERO,
                lines: [ZERO; #lines],
            };
            let _ = own;
            #(#slides)*
            s
        }
    };
    (item, method)
}

/// In a game where one side is set up without a royal piece (horde), that
/// side's moves: every move its pieces make, with no check to mind.
/// Tested once per generation, on the const side `S`.
pub(super) fn kingless(royal: Royal) -> Option<TokenStream> {
    let side = Literal::usize_unsuffixed(royal.absent?);
    Some(quote! {
        if S == #side {
            if NOISY {
                self.pseudo_captures::<S, K>(sink);
            } else {
                self.pseudo::<S, K>(sink);
            }
            return;
        }
    })
}

/// The moves of the royal piece of side `S`, never onto an attacked cell.
fn royal_moves(cx: &Ctx, royal: Royal) -> TokenStream {
    let kind = &cx.pieces.kinds[royal.kind];
    let steps = kind
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| !m.slide)
        .flat_map(|(r, m)| {
            let set = target_set(m.target);
            let table = table_of(cx.pieces, royal.kind, r);
            let by_table = table.map(|t| quote!(to |= LEAP_MOVES[#t][S][king] & #set & reach;));
            let by_shifts = m.vectors.iter().map(move |&v| {
                let dir = cx.names.dir(v);
                quote! {{
                    let d = #dir[S];
                    to |= origin.shift(d.delta) & d.arrive & #set & reach;
                }}
            });
            match by_table {
                Some(code) => vec![code],
                None => by_shifts.collect(),
            }
        });
    let slides = kind.moves.iter().filter(|m| m.slide).flat_map(|m| {
        let set = target_set(m.target);
        m.vectors.iter().map(move |&v| {
            let [a, b] = slide_rays(cx, v);
            quote!(to |= RAYS[[#a, #b][S]].attacks(king, occupied) & #set & reach;)
        })
    });
    let (candidates, castling) = match &kind.castle {
        Some(c) => castling(c, true),
        None => (TokenStream::new(), TokenStream::new()),
    };
    let castle_path = kind.castle.is_some().then(|| {
        quote! {
            for &(_, to) in &castles[..castle_count] {
                for c in king.min(to)..=king.max(to) {
                    if c != king {
                        tested = tested.with(c);
                    }
                }
            }
        }
    });
    // With `not fleeing`, the royal piece in check may only take the one
    // piece that checks: the check's mask holds it and the empty cells
    // between, and is empty against two.
    let fleeing = royal.flight_forbidden.then(|| {
        quote! {
            let reach = if safety.checks > 0 { reach & safety.mask & theirs } else { reach };
        }
    });
    quote! {
        let origin = <Board as bb::Bits>::bit(king);
        let reach = if NOISY { theirs } else { !own };
        #fleeing
        let mut to = ZERO;
        #(#steps)*
        #(#slides)*
        // The cells are tested with the royal piece lifted off its own, so
        // that it cannot hide from a slider behind itself, one by one, each
        // test stopping at its first attacker: the cells it may land on,
        // and those castling crosses (its own cell, out of check when it
        // castles, is not attacked).
        let lifted = occupied & !origin;
        #candidates
        let mut tested = to;
        #castle_path
        let mut attacked = ZERO;
        for t in tested.ones() {
            if self.attacked(1 - S, t, lifted) {
                attacked = attacked.with(t);
            }
        }
        let safe = to & !attacked;
        if K::COUNTS {
            sink.add_many(ROYAL, safe.count());
        } else {
            for t in safe.ones() {
                sink.add(simple(king, t));
            }
        }
        #castling
    }
}

/// The cells a move with this target may land on (besides the mask).
fn target_set(target: Target) -> TokenStream {
    match target {
        Target::Empty => quote!(empty),
        Target::Enemy => quote!(theirs),
        Target::Either => quote!((empty | theirs)),
    }
}

/// Castling of the unmoved royal piece with each unmoved rook of its row:
/// the cells between them empty, the royal piece's path unattacked.
/// `opened`: whether the moves test the landing cell once the rook has
/// left (where the caller's attacked cells do not already say it), which
/// matters whenever the rook stands beyond that cell (a FEN may give
/// castling rights to a rook on `b1`).
pub(super) fn castling(castle: &Castle, opened: bool) -> (TokenStream, TokenStream) {
    let Some((rook, by)) = castle.simple() else {
        return castling_general(castle, opened);
    };
    let rook = Ctx::kind(rook);
    let by = Literal::i32_unsuffixed(by as i32);
    // First the castlings the board allows, then, once the attacked cells
    // are known, those whose path is safe.
    let candidates = quote! {
        let mut castles = [(0usize, 0usize); 4];
        let mut castle_count = 0;
        if !NOISY && safety.checks == 0 && self.unmoved.test(king) {
            let row = GRID.row(king);
            for r in (self.pieces[S][#rook] & self.unmoved).ones() {
                let dir: i32 = if r > king { 1 } else { -1 };
                let to = king as i32 + dir * #by;
                if GRID.row(r) != row || to < 0 || to as usize >= CELLS || GRID.row(to as usize) != row {
                    continue;
                }
                let (to, rook_to) = (to as usize, (to - dir) as usize);
                let others = occupied & !origin & !<Board as bb::Bits>::bit(r);
                let (lo, hi) = (king.min(r), king.max(r));
                let between = (lo + 1..hi).any(|c| others.test(c));
                if between || others.test(to) || others.test(rook_to) || castle_count == castles.len() {
                    continue;
                }
                castles[castle_count] = (r, to);
                castle_count += 1;
            }
        }
    };
    (candidates, castling_moves(opened, true))
}

/// The castlings among the candidates whose path is unattacked and, when
/// `opened`, whose landing cell is unattacked once the rook has left its
/// cell (a rook on `b1` may shield `c1` from a queen on `a1`): tested only
/// for a castling that passed every other test, off the hot path. With
/// `beyond` (castling by a number of cells, where the rook stands beyond
/// the landing cell or between it and the royal piece), only where the
/// rook can shield anything: with a cell of the row beyond it (the rook
/// of a corner shields nothing; a line through the rook between it and
/// the royal piece crosses the royal piece's own cell, which is not in
/// check). The royal piece's own moves step, leap and slide: the rook's
/// cell opens no other line onto the landing cell.
fn castling_moves(opened: bool, beyond: bool) -> TokenStream {
    let test = quote! {
        !self.castling_lands_attacked::<S>(to, occupied & !origin & !<Board as bb::Bits>::bit(r))
    };
    let opened = match (opened, beyond) {
        (false, _) => None,
        (true, false) => Some(quote!(&& #test)),
        (true, true) => Some(quote! {
            && (GRID.step(r, (if r > king { 1 } else { -1 }, 0), 1).is_none()
                || (r > king) != (r > to)
                || #test)
        }),
    };
    quote! {
        for &(r, to) in &castles[..castle_count] {
            if !(king.min(to)..=king.max(to)).any(|c| attacked.test(c)) #opened {
                sink.add(simple(king, to) | (r as Move) << (2 * CELL_BITS) | CASTLE);
            }
        }
    }
}

/// [`castling`] with several kinds of rook, or onto named files: every
/// cell between the outermost of the four cells the two pieces leave and
/// land on is empty but for them; the royal piece's path is unattacked,
/// and so is its landing cell once the rook has left it open.
fn castling_general(castle: &Castle, opened: bool) -> (TokenStream, TokenStream) {
    let rooks = super::state::rooks_of(castle, &quote!(self), &quote!(S));
    let landing = castling_landing(castle);
    let candidates = quote! {
        let mut castles = [(0usize, 0usize); 4];
        let mut castle_count = 0;
        if !NOISY && safety.checks == 0 && self.unmoved.test(king) {
            let row = GRID.row(king);
            for r in (#rooks & self.unmoved).ones() {
                if GRID.row(r) != row {
                    continue;
                }
                #landing
                let others = occupied & !origin & !<Board as bb::Bits>::bit(r);
                let lo = king.min(r).min(to).min(rook_to);
                let hi = king.max(r).max(to).max(rook_to);
                if (lo..=hi).any(|c| others.test(c)) || castle_count == castles.len() {
                    continue;
                }
                castles[castle_count] = (r, to);
                castle_count += 1;
            }
        }
    };
    (candidates, castling_moves(opened, false))
}

/// Statements that give `to` and `rook_to`, where the castling piece on
/// `king` and the rook on `r` (on its row `row`) land, or `continue` when
/// that is off the board.
pub(super) fn castling_landing(castle: &Castle) -> TokenStream {
    match castle.landing {
        Landing::By(by) => {
            let by = Literal::i32_unsuffixed(by as i32);
            quote! {
                let dir: i32 = if r > king { 1 } else { -1 };
                let to = king as i32 + dir * #by;
                if to < 0 || to as usize >= CELLS || GRID.row(to as usize) != row {
                    continue;
                }
                let (to, rook_to) = (to as usize, (to - dir) as usize);
            }
        }
        Landing::Files(low, high) => {
            let (low, high) = (
                Literal::usize_unsuffixed(low),
                Literal::usize_unsuffixed(high),
            );
            quote! {
                let (to, rook_to) = if r > king {
                    (GRID.cell(#high, row), GRID.cell(#high - 1, row))
                } else {
                    (GRID.cell(#low, row), GRID.cell(#low + 1, row))
                };
            }
        }
    }
}

/// The moves of one rule of kind `k` for the pieces `movers` (a set, each
/// moving by a shift), landing only in `mask`.
fn rule_moves(
    cx: &Ctx,
    (k, r): (usize, usize),
    rule: &MoveRule,
    movers: &TokenStream,
    mask: &TokenStream,
) -> TokenStream {
    let capture_set = dest(rule.target, true);
    let quiet_set = dest(rule.target, false);
    // Both at once: the cells of the target that the mask allows.
    let set = match (quiet_set, capture_set) {
        (Some(q), Some(c)) => quote!((#q | #c)),
        (Some(q), None) => q,
        (None, Some(c)) => c,
        (None, None) => return TokenStream::new(),
    };
    let set = quote!((#set & #mask));
    if let Some(table) = table_of(cx.pieces, k, r) {
        let emit = landing(
            cx,
            k,
            quote!(LEAP_MOVES[#table][S][from] & #set),
            quote!(from),
            quote!(),
        );
        return quote! {
            for from in #movers.ones() {
                #emit
            }
        };
    }
    if rule.slide {
        // The directions' cells are distinct: gather them, then count or
        // list them once.
        let rays = rule.vectors.iter().map(|&v| {
            let [a, b] = slide_rays(cx, v);
            quote!(reached |= RAYS[[#a, #b][S]].attacks(from, occupied);)
        });
        let emit = landing(cx, k, quote!(reached & #set), quote!(from), quote!());
        return quote! {
            for from in #movers.ones() {
                let mut reached = ZERO;
                #(#rays)*
                #emit
            }
        };
    }
    let code = rule
        .vectors
        .iter()
        .map(|&v| super::movegen::shifted(cx, k, rule, v, movers, &set));
    let quiet_only = rule.target == Target::Empty;
    if quiet_only {
        quote!(if !NOISY { #(#code)* })
    } else {
        quote!(#(#code)*)
    }
}

/// The moves of kind `k` that are not the royal piece's: first the pieces
/// that are not pinned, then those that are, one by one, along their line.
fn kind_moves(cx: &Ctx, k: usize, kind: &Kind) -> (TokenStream, TokenStream) {
    let kk = Ctx::kind(k);
    let free = kind.moves.iter().enumerate().map(|(r, rule)| {
        let movers = movers(&quote!(self.pieces[S][#kk] & free), rule);
        rule_moves(cx, (k, r), rule, &movers, &quote!(allowed))
    });
    let pinned = kind.moves.iter().enumerate().map(|(r, rule)| {
        let movers = movers(&quote!(origin), rule);
        rule_moves(cx, (k, r), rule, &movers, &quote!((allowed & line)))
    });
    (quote!(#(#free)*), quote!(#kk => { #(#pinned)* }))
}

/// The pieces that may make `rule`, among `pieces`.
fn movers(pieces: &TokenStream, rule: &MoveRule) -> TokenStream {
    let from = super::hands::from_zone(rule).map(|z| quote!(& #z));
    if rule.first_move {
        quote!((#pieces & self.unmoved #from))
    } else {
        quote!((#pieces #from))
    }
}

/// Captures en passant, each played out on the board of occupied cells and
/// kept only if the royal piece is then safe: the capture lifts two pieces
/// off the board and can open a line.
fn en_passant(cx: &Ctx) -> TokenStream {
    let takes = cx
        .pieces
        .kinds
        .iter()
        .enumerate()
        .filter(|(_, kind)| kind.en_passant);
    let takes = takes.flat_map(|(k, kind)| {
        let kk = Ctx::kind(k);
        let at = super::movegen::ep_cells(kind, &quote!(ep), &quote!(S));
        ep_vectors(kind).into_iter().map(move |v| {
            let dir = cx.names.dir(v);
            quote! {{
                let d = #dir[S];
                if !(self.pieces[S][#kk].shift(d.delta) & d.arrive & #at).is_zero() {
                    let from = (usize::from(self.ep) as i32 - d.delta) as usize;
                    let after = occupied & !<Board as bb::Bits>::bit(from) & !victim | ep;
                    if (self.attackers(1 - S, king, after) & !victim).is_zero() {
                        sink.add(simple(from, usize::from(self.ep)) | EP);
                    }
                }
            }}
        })
    });
    quote! {
        if self.ep != NO_EP {
            let ep = <Board as bb::Bits>::bit(usize::from(self.ep));
            let victim = <Board as bb::Bits>::bit(usize::from(self.ep_victim));
            #(#takes)*
        }
    }
}

/// `legal::<S, K, NOISY>`: every legal move of side `S`, or only its
/// captures; and `gen` and `captures`, which the rest of the code calls.
fn legal(cx: &Ctx, royal: Royal) -> TokenStream {
    let entry_points = super::flags::entry_points(cx, royal);
    let royal_moves = royal_moves(cx, royal);
    let (free, pinned): (Vec<TokenStream>, Vec<TokenStream>) = cx
        .pieces
        .kinds
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != royal.kind)
        .map(|(k, kind)| kind_moves(cx, k, kind))
        .unzip();
    let en_passant = cx.pieces.has_en_passant().then(|| en_passant(cx));
    // A drop may block a check, never take the checker.
    let drops = cx.pieces.has_hands().then(|| {
        let drops = super::hands::drops(cx, &|_| quote!(safety.mask));
        quote! {
            if !NOISY {
                #drops
            }
        }
    });
    let kingless = kingless(royal);
    // Out of line, so that the rare test leaves the generator's hot code as
    // it was.
    let lands_attacked = cx.pieces.kinds[royal.kind].castle.is_some().then(|| {
        quote! {
            /// Whether a castling of side `S` lands on a cell attacked on
            /// the board `occupied` (without the castling rook).
            #[inline(never)]
            #[cold]
            fn castling_lands_attacked<const S: usize>(&self, to: usize, occupied: Board) -> bool {
                !self.attackers(1 - S, to, occupied).is_zero()
            }
        }
    });
    quote! {
        #lands_attacked

        /// Every legal move of side `S`, with `NOISY` only its captures.
        #[inline(always)]
        fn legal<const S: usize, K: pc::MoveSink<Move>, const NOISY: bool>(&self, sink: &mut K) {
            let own = self.side_bits(S);
            let theirs = self.side_bits(1 - S);
            let occupied = own | theirs | self.blocked;
            let empty = ALL & !occupied;
            #kingless
            let king = self.pieces[S][ROYAL].lowest();
            let safety = self.safety::<S>(king, own, occupied);
            #royal_moves
            if safety.checks > 1 {
                return;
            }
            let allowed = safety.mask & if NOISY { theirs } else { !own };
            let free = !safety.pinned;
            #(#free)*
            for from in (own & safety.pinned).ones() {
                let line = safety.line(from);
                let origin = <Board as bb::Bits>::bit(from);
                match self.kind_at(S, from) {
                    #(#pinned)*
                    _ => {}
                }
            }
            #en_passant
            #drops
        }

        #entry_points
    }
}
