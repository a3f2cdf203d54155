//! Hands and drops.
//!
//! A position of a game with hands keeps `hand[side][kind]`, how many
//! pieces of each kind each player holds, and, where a promoted piece must
//! remember it was promoted (a crazyhouse queen that was a pawn), the
//! board `promoted` of such pieces. Both are in the Zobrist key: a key per
//! player, kind and count (none for a count of zero, so that an empty hand
//! hashes as no hand), and a key per cell of a promoted piece.
//!
//! A drop is a move with the `DROP` flag: its landing cell where other
//! moves have theirs, and its kind where they have a third cell. Drops go
//! where the kind's drop cells allow (its zone, without the cells where it
//! could never move), on empty cells, and, with a royal piece in check, on
//! the line between the royal piece and the checker.

use super::tables::zone_const;
use super::Ctx;
use crate::ir::Pieces;
use crate::lower::pieces::dead;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// The most pieces of one kind a hand may hold: what a position keeps a
/// key for.
pub fn most_held(p: &Pieces) -> usize {
    p.most_pieces().clamp(1, 255)
}

/// The constants of hands: the flag of a drop, what a captured piece
/// becomes in hand, the hands at the start, their keys, the drop cells,
/// the columns, and where a piece that may decline promotion must not.
pub fn tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let mut out = TokenStream::new();
    if let Some(hand) = &p.hand {
        let n = p.kinds.len();
        // A captured piece goes to the hand as the piece it promoted from,
        // unless promotions are kept.
        let held = (0..n).map(|k| {
            let back = match (hand.captures, p.kinds[k].base) {
                (Some(false), Some(base)) => base,
                _ => k,
            };
            Literal::usize_unsuffixed(back)
        });
        let origin = (0..n).map(|k| Literal::usize_unsuffixed(p.promoted_from(k).unwrap_or(k)));
        let start = hand.start.iter().map(|side| {
            let counts = side.iter().map(|&c| Literal::u8_unsuffixed(c));
            quote!([#(#counts),*])
        });
        let most = Literal::usize_unsuffixed(most_held(p));
        let drops = hand.drops.iter().map(|d| match d {
            Some(d) => zone_const(&d.cells),
            None => quote!([ZERO, ZERO]),
        });
        out.extend(quote! {
            /// The flag of a drop: the move names its cell, then the kind.
            const DROP: Move = 1 << 27;
            /// What each kind becomes in the capturer's hand.
            const HELD_AS: [usize; KINDS] = [#(#held),*];
            /// The kind each kind promoted from (itself, if none).
            #[allow(dead_code)]
            const ORIGIN: [usize; KINDS] = [#(#origin),*];
            /// The hands at the start.
            const HAND_SETUP: [[u8; KINDS]; 2] = [#(#start),*];
            /// The most pieces of one kind a hand holds.
            const MOST_HELD: usize = #most;
            /// Where each kind may be dropped, per side.
            const DROP_CELLS: [[Board; 2]; KINDS] = [#(#drops),*];
            /// The key of each count of each kind in each hand; none for 0.
            static HAND_KEYS: [[[u64; MOST_HELD + 1]; KINDS]; 2] = {
                let mut keys = [[[0; MOST_HELD + 1]; KINDS]; 2];
                let mut state = KEYS_SEED ^ 0x4a4e_d5ea_11d0_0b5e;
                let mut s = 0;
                while s < 2 {
                    let mut k = 0;
                    while k < KINDS {
                        let mut n = 1;
                        while n <= MOST_HELD {
                            let (next, key) = bb::splitmix64(state);
                            keys[s][k][n] = key;
                            state = next;
                            n += 1;
                        }
                        k += 1;
                    }
                    s += 1;
                }
                keys
            };
        });
        out.extend(gating_tables(p));
        if p.tracks_promoted() {
            out.extend(quote! {
                /// The key of a promoted piece on each cell.
                static PROMOTED_KEYS: [u64; CELLS] = {
                    let mut keys = [0; CELLS];
                    let mut state = KEYS_SEED ^ 0x9e0d_07ed_c0ff_ee11;
                    let mut c = 0;
                    while c < CELLS {
                        let (next, key) = bb::splitmix64(state);
                        keys[c] = key;
                        state = next;
                        c += 1;
                    }
                    keys
                };
            });
        }
        if hand.drops.iter().flatten().any(|d| d.per_column.is_some()) {
            let w = Literal::usize_unsuffixed(cx.board.width);
            out.extend(quote! {
                /// The cells of each column.
                const COLUMNS: [Board; #w] = {
                    let mut columns = [ZERO; #w];
                    let mut c = 0;
                    while c < #w {
                        columns[c] = narrow(GRID.col_mask::<WORDS>(c));
                        c += 1;
                    }
                    columns
                };
            });
        }
    }
    out.extend(dead_tables(cx));
    out
}

/// The constants of gating: where a move names its gated kind, the flag of
/// a gate on a castling rook's cell, the gating cells, the gates at the
/// start and their keys.
fn gating_tables(p: &Pieces) -> TokenStream {
    let Some(gating) = p.gating() else {
        return TokenStream::new();
    };
    let cells = zone_const(&gating.cells);
    let kinds: Vec<Literal> = (0..p.kinds.len()).map(Literal::usize_unsuffixed).collect();
    quote! {
        /// Where a gated move names the kind it gates, plus one.
        const GATE_SHIFT: u32 = PROMO_SHIFT + 4;
        /// The flag of a piece gated on the castling rook's cell.
        const GATE_AT_ROOK: Move = 1 << (PROMO_SHIFT + 8);
        /// The cells a piece leaves that a piece in hand may be gated on.
        const GATE_CELLS: [Board; 2] = #cells;
        /// The gates at the start: the pieces on gating cells.
        const GATES_SETUP: Board = ZERO #(| (SETUP[0][#kinds] & GATE_CELLS[0]) | (SETUP[1][#kinds] & GATE_CELLS[1]))*;
        /// The key of an open gate on each cell.
        static GATE_KEYS: [u64; CELLS] = {
            let mut keys = [0; CELLS];
            let mut state = KEYS_SEED ^ 0x6a7e_5ea7_0f0e_11a5;
            let mut c = 0;
            while c < CELLS {
                let (next, key) = bb::splitmix64(state);
                keys[c] = key;
                state = next;
                c += 1;
            }
            keys
        };
    }
}

/// `PLUS`: whether each kind is written `+` and a letter.
pub fn plus_letters(p: &Pieces) -> TokenStream {
    let plus = p.kinds.iter().map(|k| k.base.is_some());
    quote! {
        /// Whether each kind is written `+` before its letter.
        #[allow(dead_code)]
        const PLUS: [bool; KINDS] = [#(#plus),*];
        /// What a move's text ending in `+` asks: a promotion to a kind
        /// written `+L`.
        #[allow(dead_code)]
        const PLUS_PROMOTION: Move = 16;
    }
}

/// For each kind that may decline promotion, the cells where it would
/// never move again, which it therefore may not reach unpromoted.
fn dead_tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let Some(forward) = p.movers().map(|m| m.forward) else {
        return TokenStream::new();
    };
    let g = crate::check::Geometry {
        width: cx.board.width,
        height: cx.board.height,
        hex: false,
        dark: cx.board.dark,
        outline: None,
        holes: cx.board.holes,
    };
    p.kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| k.promote.as_ref().is_some_and(|pr| pr.optional))
        .map(|(k, kind)| {
            let cells = [0, 1].map(|s| {
                (0..cx.board.cells())
                    .filter(|&c| dead(kind, c, s, g, forward))
                    .collect::<Vec<usize>>()
            });
            let name = dead_name(k);
            let value = zone_const(&cells);
            quote! {
                /// Where this kind would never move again.
                const #name: [Board; 2] = #value;
            }
        })
        .collect()
}

/// The name of the table of kind `k`'s dead cells.
pub fn dead_name(k: usize) -> proc_macro2::Ident {
    format_ident!("DEAD_{k}")
}

/// The position's fields of hands.
pub fn fields(p: &Pieces, word: &TokenStream) -> TokenStream {
    let hand = p.has_hands().then(|| {
        let kinds = Literal::usize_unsuffixed(p.kinds.len());
        quote!(hand: [[u8; #kinds]; 2],)
    });
    let promoted = p.tracks_promoted().then(|| quote!(promoted: #word,));
    let gates = p.gating().map(|_| quote!(gates: #word,));
    quote!(#hand #promoted #gates)
}

/// Their values at the start.
pub fn start_values(p: &Pieces) -> TokenStream {
    let hand = p.has_hands().then(|| quote!(hand: HAND_SETUP,));
    let promoted = p.tracks_promoted().then(|| quote!(promoted: ZERO,));
    let gates = p.gating().map(|_| quote!(gates: GATES_SETUP,));
    quote!(#hand #promoted #gates)
}

/// What the hands add to the hash from scratch.
pub fn hash(p: &Pieces) -> TokenStream {
    let hand = p.has_hands().then(|| {
        quote! {
            for s in 0..2 {
                for k in 0..KINDS {
                    hash ^= HAND_KEYS[s][k][usize::from(self.hand[s][k])];
                }
            }
        }
    });
    let promoted = p.tracks_promoted().then(|| {
        quote! {
            for cell in self.promoted.ones() {
                hash ^= PROMOTED_KEYS[cell];
            }
        }
    });
    let gates = p.gating().map(|_| {
        quote! {
            for cell in self.gates.ones() {
                hash ^= GATE_KEYS[cell];
            }
        }
    });
    quote!(#hand #promoted #gates)
}

/// The inherent helpers: putting a piece in a hand and taking it out.
pub fn methods(p: &Pieces) -> TokenStream {
    if !p.has_hands() {
        return TokenStream::new();
    }
    quote! {
        /// One more piece of `kind` in `side`'s hand. A position holds at
        /// most `MOST_HELD` of a kind, as many as the game has pieces.
        #[inline(always)]
        fn to_hand(&mut self, side: usize, kind: usize) {
            let n = usize::from(self.hand[side][kind]);
            if n < MOST_HELD {
                self.hash ^= HAND_KEYS[side][kind][n] ^ HAND_KEYS[side][kind][n + 1];
                self.hand[side][kind] += 1;
            }
        }

        /// One piece of `kind` less in `side`'s hand.
        #[inline(always)]
        fn from_hand(&mut self, side: usize, kind: usize) {
            let n = usize::from(self.hand[side][kind]);
            if n > 0 {
                self.hash ^= HAND_KEYS[side][kind][n] ^ HAND_KEYS[side][kind][n - 1];
                self.hand[side][kind] -= 1;
            }
        }

        /// How many pieces of the kind written `letter` (`+L` when `plus`)
        /// `side` holds in hand.
        #[must_use]
        pub fn in_hand(&self, side: Side, letter: char, plus: bool) -> u8 {
            (0..KINDS)
                .find(|&k| LETTERS[k].eq_ignore_ascii_case(&letter) && PLUS[k] == plus)
                .map_or(0, |k| self.hand[side.index()][k])
        }
    }
}

/// The methods of gating: `gate_after`, which `play_as` calls, and
/// `gen_gating`, every legal move with the gated ones beside it.
pub fn gating_methods(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    if p.gating().is_none() {
        return TokenStream::new();
    }
    let plain = Literal::usize_unsuffixed(super::tables::plain_capacity(cx.board, p));
    // Without captures into the hand, an empty hand stays empty: its
    // player's gates close, as Fairy-Stockfish's S-chess closes them.
    let close = p
        .hand
        .as_ref()
        .is_some_and(|h| h.captures.is_none())
        .then(|| {
            quote! {
                if self.hand[S].iter().all(|&n| n == 0) {
                    let shut = self.gates & self.side_bits(S);
                    for cell in shut.ones() {
                        self.hash ^= GATE_KEYS[cell];
                    }
                    self.gates &= !shut;
                }
            }
        });
    // Castling's gates: the castling piece's cell and its rook's, unless
    // either lands there.
    let castle = p.castles().then(|| {
        quote! {
            if mv & CASTLE != 0 {
                let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
                let rook = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
                let rook_to = if rook > from { to - 1 } else { to + 1 };
                let landed = <Board as bb::Bits>::bit(to) | <Board as bb::Bits>::bit(rook_to);
                if gates.test(from) && !landed.test(from) {
                    self.gate_each::<S, K>(sink, mv, from, 0);
                }
                if gates.test(rook) && !landed.test(rook) {
                    self.gate_each::<S, K>(sink, mv, rook, GATE_AT_ROOK);
                }
                continue;
            }
        }
    });
    quote! {
        /// After a move of side `S` from `from` to `to` (and a castling
        /// rook's `rook`, else `from` again): the gates of the pieces that
        /// left or were taken close, and the gated piece, if any, comes
        /// from the hand onto its cell.
        #[inline(always)]
        fn gate_after<const S: usize>(&mut self, mv: Move, from: usize, to: usize, rook: usize) {
            let occupied = self.side_bits(0) | self.side_bits(1);
            let left = <Board as bb::Bits>::bit(from) | <Board as bb::Bits>::bit(to) | <Board as bb::Bits>::bit(rook);
            let shut = self.gates & (left | !occupied);
            for cell in shut.ones() {
                self.hash ^= GATE_KEYS[cell];
            }
            self.gates &= !shut;
            let gated = (mv >> GATE_SHIFT) & 15;
            if gated != 0 {
                let kind = gated as usize - 1;
                let at = if mv & GATE_AT_ROOK != 0 { rook } else { from };
                self.pieces[S][kind] = self.pieces[S][kind].with(at);
                self.hash ^= KEYS.pieces[S][kind][at];
                self.from_hand(S, kind);
            }
            #close
        }

        /// Each gating of the move `mv` of side `S` on `at`: a kind in
        /// hand that may be dropped there.
        #[inline(always)]
        fn gate_each<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K, mv: Move, at: usize, flag: Move) {
            for k in 0..KINDS {
                if self.hand[S][k] > 0 && DROP_CELLS[k][S].test(at) {
                    sink.add(mv | (k as Move + 1) << GATE_SHIFT | flag);
                }
            }
        }

        /// Every legal move of side `S`, and beside each move of a piece
        /// from its gate, the same move gating each kind in hand: a gated
        /// piece fills the cell its move leaves, so the move is legal as
        /// it is without it (Fairy-Stockfish's reading).
        #[inline(always)]
        fn gen_gating<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            let gates = self.gates & self.side_bits(S);
            if gates.is_zero() || self.hand[S].iter().all(|&n| n == 0) {
                return self.gen::<S, K>(sink);
            }
            let mut plain = MoveList::<Move, #plain>::new();
            self.gen::<S, _>(&mut plain);
            for &mv in plain.iter() {
                sink.add(mv);
                if mv & DROP != 0 {
                    continue;
                }
                let from = (mv & CELL_MASK) as usize;
                #castle
                if gates.test(from) {
                    self.gate_each::<S, K>(sink, mv, from, 0);
                }
            }
        }
    }
}

/// In `play_as`, where `captured_kind` of the other side was taken on
/// `at` (both expressions): the piece goes to the mover's hand.
pub fn capture_to_hand(p: &Pieces, captured_kind: &TokenStream, at: &TokenStream) -> TokenStream {
    let Some(hand) = &p.hand else {
        return TokenStream::new();
    };
    if hand.captures.is_none() {
        return TokenStream::new();
    }
    if p.tracks_promoted() {
        quote! {{
            let k = #captured_kind;
            let at = #at;
            let back = if self.promoted.test(at) {
                next.promoted = next.promoted.without(at);
                next.hash ^= PROMOTED_KEYS[at];
                ORIGIN[k]
            } else {
                HELD_AS[k]
            };
            next.to_hand(S, back);
        }}
    } else {
        quote!(next.to_hand(S, HELD_AS[#captured_kind]);)
    }
}

/// In `play_as`: a drop, played whole.
pub fn play_drop(cx: &Ctx) -> Option<TokenStream> {
    let p = cx.pieces;
    p.hand.as_ref()?;
    // A drop captures nothing.
    let clock = super::state::clock(p, &quote!(false));
    let plies = p
        .fen_fields()
        .then(|| quote!(next.plies = self.plies.saturating_add(1);));
    let note_check = p.counted_checks().map(|_| quote!(next.note_check(S);));
    let gate = p
        .gating()
        .map(|_| quote!(next.gate_after::<S>(mv, to, to, to);));
    Some(quote! {
        if mv & DROP != 0 {
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let kind = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            next.pieces[S][kind] = next.pieces[S][kind].with(to);
            next.hash ^= KEYS.pieces[S][kind][to];
            next.from_hand(S, kind);
            #clock
            #plies
            #gate
            #note_check
            next.outcome = next.judge(S);
            return next;
        }
    })
}

/// The drops of side `S` onto the cells `mask(kind)` (an expression)
/// allows: statements for a move generator, where `empty` is in scope.
pub fn drops(cx: &Ctx, mask: &dyn Fn(usize) -> TokenStream) -> TokenStream {
    let p = cx.pieces;
    let Some(hand) = &p.hand else {
        return TokenStream::new();
    };
    if !p.drops_freely() {
        return TokenStream::new();
    }
    let per_kind = hand.drops.iter().enumerate().filter_map(|(k, d)| {
        let d = d.as_ref()?;
        let kk = Ctx::kind(k);
        let mask = mask(k);
        let columns = d.per_column.map(|n| {
            let n = Literal::u32_unsuffixed(u32::from(n));
            quote! {
                let own = self.pieces[S][#kk];
                for column in COLUMNS {
                    if (own & column).count() >= #n {
                        to &= !column;
                    }
                }
            }
        });
        let all = quote! {
            if K::COUNTS {
                // A drop is no board piece's move.
                sink.add_many(KINDS, to.count());
            } else {
                for t in to.ones() {
                    sink.add(drop_move(#kk, t));
                }
            }
        };
        let emit = if d.not_mating && p.royal().is_some() {
            // Only a drop that checks can mate: those are played out.
            let checking = checking_cells(cx, k);
            quote! {
                let checking = to & #checking;
                to &= !checking;
                #all
                for t in checking.ones() {
                    let mv = drop_move(#kk, t);
                    let next = self.play_as::<S>(mv);
                    if next.in_check(1 - S) && next.count_moves(1 - S) == 0 {
                        continue;
                    }
                    sink.add(mv);
                }
            }
        } else {
            all
        };
        Some(quote! {
            if self.hand[S][#kk] > 0 {
                let mut to = empty & DROP_CELLS[#kk][S] & #mask;
                #columns
                #emit
            }
        })
    });
    quote!(#(#per_kind)*)
}

/// The cells from which a piece of kind `k` of side `S` would attack the
/// other royal piece, as an expression: exact where the kind's captures
/// are read back from the royal piece ([`exact_checking_cells`]), else
/// every cell.
fn checking_cells(cx: &Ctx, k: usize) -> TokenStream {
    exact_checking_cells(cx, k).unwrap_or_else(|| quote!(ALL))
}

/// The cells from which a piece of kind `k` of side `S` would attack the
/// other royal piece, as an expression, where every capture of the kind is
/// a single step or leap (found by stepping back from the royal piece
/// through the step tables of a royal game) or a slide (the ray back from
/// the royal piece to the first piece in the way); `None` for other
/// kinds (jumps, shots, moves from a zone or on a first move only).
pub fn exact_checking_cells(cx: &Ctx, k: usize) -> Option<TokenStream> {
    let kind = &cx.pieces.kinds[k];
    if !kind.jumps.is_empty() {
        return None;
    }
    let mut found = Vec::new();
    for m in kind.moves.iter().filter(|m| m.target.captures()) {
        if m.shot.is_some() || m.from.is_some() || m.first_move {
            return None;
        }
        for &(dx, dy) in &m.vectors {
            if m.slide {
                let [a, b] = super::royal::look_rays(cx, (dx, dy));
                found.push(quote!(found |= RAYS[[#a, #b][S]].attacks(king, occupied);));
            } else if m.steps == 1 {
                let back = cx.names.dir((-dx, -dy));
                found.push(quote!(found |= kings.shift(#back[S].delta) & #back[S].arrive;));
            } else {
                return None;
            }
        }
    }
    Some(quote!({
        let kings = self.pieces[1 - S][ROYAL];
        let king = kings.lowest();
        let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
        let _ = (king, occupied);
        let mut found = ZERO;
        #(#found)*
        found
    }))
}

/// The cells where a drop of kind `k` by side `S` gives check, among
/// `candidates` (an expression): the exact cells, or each candidate played
/// out where the kind's checks are not read back from the royal piece.
pub fn checking_drops(cx: &Ctx, k: usize, candidates: &TokenStream) -> TokenStream {
    let kk = Ctx::kind(k);
    exact_checking_cells(cx, k).map_or_else(
        || {
            quote!({
                let mut found = ZERO;
                for t in (#candidates).ones() {
                    if self.play_as::<S>(drop_move(#kk, t)).in_check(1 - S) {
                        found.set(t);
                    }
                }
                found
            })
        },
        |cells| quote!((#candidates & #cells)),
    )
}

/// `checking_drops_of::<S, K>(sink)`: the drops of side `S`, not in
/// check, that give check, for quiescence.
fn checking_drops_gen(cx: &Ctx) -> TokenStream {
    let drops = drops(cx, &|k| checking_drops(cx, k, &quote!(empty)));
    quote! {
        /// The drops of side `S` that give check, with `S` not in check.
        fn checking_drops_of<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            let empty = ALL & !(self.side_bits(0) | self.side_bits(1) | self.blocked);
            #drops
        }
    }
}

/// `drop_checks(mv)`: whether a drop gives check, for `is_noisy` in a
/// royal game with hands.
pub fn drop_checks(cx: &Ctx) -> TokenStream {
    let arms = cx.pieces.droppable().into_iter().map(|k| {
        let kk = Ctx::kind(k);
        let checks = checking_drops(cx, k, &quote!(<Board as bb::Bits>::bit(to)));
        quote!(#kk => !#checks.is_zero(),)
    });
    let gen = checking_drops_gen(cx);
    quote! {
        /// Whether the drop `mv` of the side to move checks the other
        /// royal piece.
        fn drop_checks(&self, mv: Move) -> bool {
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let kind = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            match self.to_move {
                Side::First => self.drop_checks_as::<0>(kind, to),
                Side::Second => self.drop_checks_as::<1>(kind, to),
            }
        }

        fn drop_checks_as<const S: usize>(&self, kind: usize, to: usize) -> bool {
            match kind {
                #(#arms)*
                _ => false,
            }
        }

        #gen
    }
}

/// `drop_move`, the packing of a drop.
pub fn drop_move(p: &Pieces) -> Option<TokenStream> {
    p.has_hands().then(|| {
        quote! {
            /// A drop of `kind` on `to`: its cell is also the move's first.
            #[inline(always)]
            const fn drop_move(kind: usize, to: usize) -> Move {
                DROP | to as Move | (to as Move) << CELL_BITS | (kind as Move) << (2 * CELL_BITS)
            }
        }
    })
}

/// The most drops a position can have: each kind that may be dropped, on
/// each cell.
pub fn capacity(board: &crate::ir::Board, p: &Pieces) -> usize {
    if !p.drops_freely() {
        return 0;
    }
    p.droppable().len() * board.cells()
}

/// The most gated moves a position can have, beside `plain`, the most
/// moves without them: each move may gate each kind in hand on the cell
/// it leaves, and a castling on its rook's cell too.
pub fn gating_capacity(p: &Pieces, plain: usize) -> usize {
    if p.gating().is_none() {
        return 0;
    }
    let castles = match p.castler() {
        Some((_, c)) if c.simple().is_some() => 2,
        Some(_) => 4,
        None => 0,
    };
    p.droppable().len() * (plain + castles)
}

/// The cells a move `from` a zone may start on, for side `S`: a constant.
pub fn from_zone(rule: &crate::ir::MoveRule) -> Option<TokenStream> {
    let zone = zone_const(rule.from.as_ref()?);
    Some(quote!({
        const FROM: [Board; 2] = #zone;
        FROM[S]
    }))
}
