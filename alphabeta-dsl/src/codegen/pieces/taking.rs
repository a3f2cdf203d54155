//! Captures as turns of single jumps ([`crate::ir::taking`]): the game
//! whose jumps fly or whose rule is `captures: most`.
//!
//! # Design
//!
//! A flying king of international draughts can take twenty men along
//! more sequences than any list bounded in advance holds, so a capture is
//! not one move. Each jump is a move of its own, and the side to move
//! stays the same until the capture ends, as a Connect6 turn places its
//! two stones one at a time ([`crate::codegen::stones::turns`]). Every
//! move list then holds at most one jump per piece, direction and
//! landing, a bound [`super::tables::capacity`] derives from the
//! declaration.
//!
//! **The position during a capture** keeps the cell of the capturing
//! piece, the pieces taken so far (they stay on the board until the
//! capture ends, the "Turkish strike" of international draughts: a piece
//! is neither taken twice nor crossed), the start cell, the landings so
//! far, and how many more pieces the capture must take (under `captures:
//! most`; else how many at most it can). All but the landings are in the
//! Zobrist key: two paths to the same state are one position for the
//! search.
//!
//! **Generation.** At a turn's start, each piece's first jumps, each with
//! the most pieces a capture can take after it (a walk of the chains from
//! its landing); under `captures: most`, only those that reach the most of
//! all. During a capture, the capturing piece's next jumps, under
//! `captures: most` only those after which it can still take as many as it
//! must. Without `captures: most` a capture goes on while a jump is
//! possible, and a flying jump lands where it can go on, where it can. A
//! man that passes its promotion zone during a capture is not crowned;
//! where promotion ends the move, the capture stops there; where it is
//! `at once`, the man is crowned there and goes on as a king
//! ([`super::crowning`]).
//!
//! **Each capture once.** Two sequences over the same pieces that end on
//! the same cell are one capture (as the published perft counts of
//! international draughts count them: Aart Bik's, and Rein Halbersma's
//! "unique" generator). The search may meet both, with the same value;
//! perft and the lists of whole captures count only the first, in the
//! walkers' order: `Game::repeats_turn` finds it again from the turn's
//! start, which the position rebuilds (the pieces taken are still on the
//! board and the start cell is kept).

use super::Ctx;
use crate::ir::{taking, Board, Kind, Pieces};
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

/// Xored into the pieces' seed for the keys of the capturing piece's cell
/// and of the pieces taken.
const CAPTURE_SEED: u64 = 0x6361_7074_7572_696e;
/// Xored into the pieces' seed for the keys of the start cell and of the
/// pieces still to take.
const START_SEED: u64 = 0x7374_6172_7474_616b;

/// The cells a jump can take a piece on.
fn takeable(board: &Board, p: &Pieces) -> Vec<usize> {
    let vectors: Vec<(i32, i32)> = p
        .kinds
        .iter()
        .flat_map(|k| k.jumps.iter().copied())
        .collect();
    taking::takeable((board.width, board.height, board.dark), &vectors)
}

/// The most jumps one capture makes: one piece taken each, on a cell a
/// jump can take on, none twice.
pub fn longest(board: &Board, p: &Pieces) -> usize {
    takeable(board, p).len()
}

/// The type of a cell in the capture's state: `u8` where every cell and
/// the absent one fit.
fn cell_type(board: &Board) -> TokenStream {
    if board.cells() < usize::from(u8::MAX) {
        quote!(u8)
    } else {
        quote!(u16)
    }
}

/// The fields of the capture under way (empty but in games whose captures
/// are turns of jumps); `word` is the bitboard type.
pub fn fields(board: &Board, p: &Pieces, word: &TokenStream) -> TokenStream {
    if !p.takes_sets() {
        return TokenStream::new();
    }
    let cell = cell_type(board);
    // A capture takes one piece a jump, each on a different cell a jump
    // can take on: so many landings at most.
    let path = Literal::usize_unsuffixed(longest(board, p).max(1));
    quote! {
        /// The cell of the piece that is capturing, while a capture goes
        /// on; the type's largest value between turns.
        capturing: #cell,
        /// The cell the capture under way started from.
        capture_start: #cell,
        /// The kind the capturing piece had when the capture started (it
        /// may be crowned on the way, `at once`).
        capture_kind: u8,
        /// The pieces the capture under way has taken (still on the board).
        taken: #word,
        /// How many more pieces the capture must take (`captures: most`),
        /// or can take at most.
        needed: #cell,
        /// The landings of the capture under way, `path_len` of them.
        path: [#cell; #path],
        path_len: #cell,
    }
}

/// The fields' values between turns.
pub fn start_values(p: &Pieces) -> TokenStream {
    if !p.takes_sets() {
        return TokenStream::new();
    }
    quote!(capturing: NO_CAPTURE, capture_start: 0, capture_kind: 0, taken: ZERO, needed: 0, path: [0; PATH], path_len: 0,)
}

/// The tables and the reporters of the walkers, and `follow_chain` of a
/// single jump.
pub fn tables(cx: &Ctx) -> TokenStream {
    let cell = cell_type(cx.board);
    let path = Literal::usize_unsuffixed(longest(cx.board, cx.pieces).max(1));
    let most = cx.pieces.movers().is_some_and(|m| m.most);
    let first_jumps = Literal::usize_unsuffixed(super::tables::capacity(cx.board, cx.pieces));
    quote! {
        /// A cell of the capture's state.
        type CaptureCell = #cell;
        /// `capturing` between turns.
        const NO_CAPTURE: CaptureCell = CaptureCell::MAX;
        /// The most landings a capture makes.
        const PATH: usize = #path;
        /// Whether only the captures that take the most pieces are legal.
        const TAKE_MOST: bool = #most;
        /// The first jumps a turn can list, as many as any move list.
        const FIRST_JUMPS: usize = #first_jumps;
        /// Keys of the capturing piece's cell (`stones[0]`) and of each
        /// piece taken (`stones[1]`).
        static CAPTURE_KEYS: bb::Zobrist<CELLS> = bb::Zobrist::new(KEYS_SEED ^ #CAPTURE_SEED);
        /// Keys of the start cell (`stones[0]`) and of the number of
        /// pieces still to take (`stones[1]`).
        static START_KEYS: bb::Zobrist<CELLS> = bb::Zobrist::new(KEYS_SEED ^ #START_SEED);

        /// What a walk along chains of jumps reports to.
        trait Taker {
            /// The chain lands on `at` with its `count`-th jump.
            fn land(&mut self, at: usize, count: usize);
            /// A whole chain: where it ends, how many pieces it takes,
            /// and the enemy pieces it leaves.
            fn end(&mut self, at: usize, count: usize, prey: Board);
        }

        /// The most pieces any chain takes.
        struct Longest(usize);

        impl Taker for Longest {
            #[inline(always)]
            fn land(&mut self, _at: usize, _count: usize) {}
            #[inline(always)]
            fn end(&mut self, _at: usize, count: usize, _prey: Board) {
                self.0 = self.0.max(count);
            }
        }

        /// The landings of the first chain (in the walkers' order) that
        /// ends on `target` leaving `prey`.
        struct TakePath {
            target: usize,
            prey: Board,
            path: [usize; SEQUENCE],
            found: ::core::option::Option<([usize; SEQUENCE], usize)>,
        }

        impl Taker for TakePath {
            #[inline]
            fn land(&mut self, at: usize, count: usize) {
                if count < SEQUENCE {
                    self.path[count] = at;
                }
            }
            #[inline]
            fn end(&mut self, at: usize, count: usize, prey: Board) {
                if self.found.is_none() && at == self.target && prey == self.prey {
                    self.found = Some((self.path, (count + 1).min(SEQUENCE)));
                }
            }
        }

        /// A jump from `from` to `to` over the piece on `over`.
        #[inline(always)]
        const fn jump_move(from: usize, to: usize, over: usize) -> Move {
            JUMP | from as Move | (to as Move) << CELL_BITS | (over as Move) << (2 * CELL_BITS)
        }

        /// Visits `(taken, landing)` for the piece the jump `mv` takes;
        /// returns its landing cell.
        #[inline(always)]
        fn follow_chain(mv: Move, _kind: usize, _s: usize, mut visit: impl FnMut(usize, usize)) -> usize {
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            visit(((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize, to);
            to
        }
    }
}

/// The captures of side `S`, a block of the `captures` generator.
pub fn captures() -> TokenStream {
    quote!(self.capture_jumps::<S, K>(sink);)
}

/// In `gen` of a game without mandatory captures: no quiet move during a
/// capture.
pub fn no_quiet_moves_during_a_capture() -> TokenStream {
    quote! {
        if self.capturing != NO_CAPTURE && S == self.to_move.index() {
            return;
        }
    }
}

/// The start of `play_as`: a jump that does not end its capture.
pub fn play_on() -> TokenStream {
    quote! {
        if mv & JUMP != 0 {
            if let Some(next) = self.jump_on::<S>(mv) {
                return next;
            }
        }
    }
}

/// Where the last jump of a capture lands, every piece it took lifted.
pub fn landing() -> TokenStream {
    quote!(next.end_capture(1 - S, mv))
}

/// The key of the capture under way, in `hash_from_scratch`.
pub fn hash() -> TokenStream {
    quote!(hash ^= self.capture_key();)
}

/// The kinds that jump, with their walkers' names.
fn jumping_kinds<'a>(cx: &'a Ctx) -> impl Iterator<Item = (usize, &'a Kind, &'a Ident)> + 'a {
    cx.pieces
        .kinds
        .iter()
        .enumerate()
        .filter_map(|(k, kind)| Some((k, kind, cx.names.chain[k].as_ref()?)))
}

/// The one-jump enumerator of kind `k`.
fn jumps_name(k: usize) -> Ident {
    format_ident!("jumps_{k}")
}

/// The function of kind `k` that finds how much a capture can still take.
fn goes_on_name(k: usize) -> Ident {
    format_ident!("goes_on_{k}")
}

/// Per kind that jumps: its jumps, its walker and how far a capture goes
/// on; then the generator, play and the turn's methods.
pub fn methods(cx: &Ctx) -> TokenStream {
    let mut out = TokenStream::new();
    for (k, kind, walker) in jumping_kinds(cx) {
        out.extend(jumps_fn(cx, k, kind));
        out.extend(super::crowning::reaches_fn(cx, k, kind));
        out.extend(walker_fn(cx, k, kind, walker));
        out.extend(goes_on_fn(cx, k, kind, walker));
    }
    out.extend(dispatch(cx));
    out.extend(super::crowning::crown_fn(cx));
    out.extend(generator(cx));
    out.extend(play_methods());
    out.extend(turn_methods());
    out
}

/// Where promotion ends the move of kind `k`: its zone.
fn stop_zone<'a>(cx: &'a Ctx, k: usize, kind: &Kind) -> Option<&'a Ident> {
    kind.promote
        .as_ref()
        .filter(|p| p.ends_move)
        .and(cx.names.promote[k].as_ref())
}

/// `jumps_k`: each single jump of a piece of kind `k`.
fn jumps_fn(cx: &Ctx, k: usize, kind: &Kind) -> TokenStream {
    let name = jumps_name(k);
    // A flying jump walks the open cells before its prey, and lands on
    // each open cell beyond it; a jump of one cell has one of each.
    let before = if kind.flying {
        quote! {
            let mut before = here.shift(d.delta) & d.arrive;
            while !(before & open).is_zero() {
                before = before.shift(d.delta) & d.arrive;
            }
        }
    } else {
        quote!(let before = here.shift(d.delta) & d.arrive;)
    };
    let most = cx.pieces.movers().is_some_and(|m| m.most);
    let landings = if kind.flying && !most {
        // A capture goes on as long as it can: where a landing beyond the
        // piece taken lets it go on, only such landings (under `captures:
        // most` the count says so already).
        let reaches = super::crowning::reaches_name(k);
        quote! {
            let after = prey.without(taken);
            let mut going_on = false;
            let mut land = over.shift(d.delta) & d.arrive & open;
            while !land.is_zero() && !going_on {
                going_on = Self::#reaches::<S>(land.lowest(), after, open);
                land = land.shift(d.delta) & d.arrive & open;
            }
            let mut land = over.shift(d.delta) & d.arrive & open;
            while !land.is_zero() {
                let at = land.lowest();
                if !going_on || Self::#reaches::<S>(at, after, open) {
                    visit(at, taken);
                }
                land = land.shift(d.delta) & d.arrive & open;
            }
        }
    } else if kind.flying {
        quote! {
            let mut land = over.shift(d.delta) & d.arrive & open;
            while !land.is_zero() {
                visit(land.lowest(), taken);
                land = land.shift(d.delta) & d.arrive & open;
            }
        }
    } else {
        quote! {
            let land = over.shift(d.delta) & d.arrive & open;
            if !land.is_zero() {
                visit(land.lowest(), taken);
            }
        }
    };
    let steps = kind.jumps.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {{
            let d = #dir[S];
            #before
            let over = before & prey;
            if !over.is_zero() {
                let taken = over.lowest();
                #landings
            }
        }}
    });
    let how = if kind.flying { "flying " } else { "" };
    let doc = format!(
        " Each single {how}jump of a `{}` of side `S` on `at`: `visit(landing, taken)`; `prey` are the pieces it may take, `open` the cells it may cross and land on.",
        kind.name
    );
    quote! {
        #[doc = #doc]
        #[inline(always)]
        fn #name<const S: usize>(at: usize, prey: Board, open: Board, mut visit: impl FnMut(usize, usize)) {
            let here = <Board as bb::Bits>::bit(at);
            #(#steps)*
        }
    }
}

/// The recursive walker of kind `k`'s chains.
fn walker_fn(cx: &Ctx, k: usize, kind: &Kind, name: &Ident) -> TokenStream {
    let jumps = jumps_name(k);
    let ended = quote!(t.end(to, count + 1, prey););
    let go_on = if kind.chain {
        quote!(Self::#name::<S, T>(t, to, count + 1, prey, open);)
    } else {
        ended.clone()
    };
    let go_on = match stop_zone(cx, k, kind) {
        Some(zone) if kind.chain => quote! {
            if #zone[S].test(to) {
                // Promotion ends the move here.
                #ended
            } else {
                #go_on
            }
        },
        _ => go_on,
    };
    let go_on = match super::crowning::crowned(cx, k, kind) {
        Some((zone, crowned)) => {
            let as_crowned = match cx.names.chain[crowned].as_ref() {
                Some(walker) => quote!(Self::#walker::<S, T>(t, to, count + 1, prey, open);),
                None => ended.clone(),
            };
            quote! {
                if #zone[S].test(to) {
                    // Crowned at once: the chain goes on as the new kind.
                    #as_crowned
                } else {
                    #go_on
                }
            }
        }
        None => go_on,
    };
    let doc = format!(
        " Every chain of jumps of a `{}` now on `at`, having taken `count` pieces; `prey` are the enemy pieces not taken yet, `open` the cells it may cross and land on (the pieces it took stay until the chain ends).",
        kind.name
    );
    quote! {
        #[doc = #doc]
        fn #name<const S: usize, T: Taker>(t: &mut T, at: usize, count: usize, prey: Board, open: Board) {
            let mut extended = false;
            Self::#jumps::<S>(at, prey, open, |to, over| {
                extended = true;
                t.land(to, count + 1);
                let prey = prey.without(over);
                #go_on
            });
            if !extended && count > 0 {
                t.end(at, count, prey);
            }
        }
    }
}

/// `goes_on_k`: the most pieces a capture by kind `k` that has just landed
/// can still take.
fn goes_on_fn(cx: &Ctx, k: usize, kind: &Kind, walker: &Ident) -> TokenStream {
    let name = goes_on_name(k);
    let stop = match stop_zone(cx, k, kind) {
        Some(zone) => quote! {
            if #zone[S].test(to) {
                return 0;
            }
        },
        None => TokenStream::new(),
    };
    let stop = match super::crowning::crowned(cx, k, kind) {
        Some((zone, crowned)) => {
            let as_crowned = match cx.names.chain[crowned] {
                Some(_) => {
                    let other = goes_on_name(crowned);
                    quote!(Self::#other::<S>(to, prey, open))
                }
                None => quote!(0),
            };
            quote! {
                #stop
                if #zone[S].test(to) {
                    // Crowned at once: it goes on as the new kind.
                    return #as_crowned;
                }
            }
        }
        None => stop,
    };
    let chains = (!kind.chain).then(|| quote!(return 0;));
    let doc = format!(
        " The most pieces a capture by a `{}` that has just landed on `to` can still take (0 where it must stop); `prey` and `open` as its walker has them.",
        kind.name
    );
    quote! {
        #[doc = #doc]
        #[allow(unreachable_code, unused_variables)]
        fn #name<const S: usize>(to: usize, prey: Board, open: Board) -> usize {
            #stop
            #chains
            let mut longest = Longest(0);
            Self::#walker::<S, _>(&mut longest, to, 0, prey, open);
            longest.0
        }
    }
}

/// The functions that call the right kind's: how far a capture goes on,
/// and its chains.
fn dispatch(cx: &Ctx) -> TokenStream {
    let goes_on = jumping_kinds(cx).map(|(k, _, _)| {
        let (kk, name) = (Ctx::kind(k), goes_on_name(k));
        quote!(#kk => Self::#name::<S>(to, prey, open),)
    });
    let chains = jumping_kinds(cx).map(|(k, _, walker)| {
        let kk = Ctx::kind(k);
        quote!(#kk => Self::#walker::<S, T>(t, at, 0, prey, open),)
    });
    quote! {
        /// How many pieces a capture by a piece of `kind` that has just
        /// landed on `to` can still take.
        #[inline]
        fn goes_on<const S: usize>(kind: usize, to: usize, prey: Board, open: Board) -> usize {
            match kind {
                #(#goes_on)*
                _ => 0,
            }
        }

        /// Every chain of a piece of `kind` on `at`.
        fn chains_of<const S: usize, T: Taker>(t: &mut T, kind: usize, at: usize, prey: Board, open: Board) {
            match kind {
                #(#chains)*
                _ => {}
            }
        }
    }
}

/// `capture_jumps`: the jumps of side `S` now.
fn generator(cx: &Ctx) -> TokenStream {
    let next_arms = jumping_kinds(cx).map(|(k, _, _)| {
        let (kk, jumps, goes_on) = (Ctx::kind(k), jumps_name(k), goes_on_name(k));
        quote! {
            #kk => Self::#jumps::<S>(at, prey, open, |to, over| {
                if !TAKE_MOST || 1 + Self::#goes_on::<S>(to, prey.without(over), open) == needed {
                    sink.add(jump_move(at, to, over));
                }
            }),
        }
    });
    let firsts = jumping_kinds(cx).map(|(k, _, _)| {
        let (kk, jumps, goes_on) = (Ctx::kind(k), jumps_name(k), goes_on_name(k));
        quote! {
            for from in self.pieces[S][#kk].ones() {
                let open = empty | <Board as bb::Bits>::bit(from);
                Self::#jumps::<S>(from, theirs, open, |to, over| {
                    let mv = jump_move(from, to, over);
                    if !TAKE_MOST {
                        sink.add(mv);
                        return;
                    }
                    let total = 1 + Self::#goes_on::<S>(to, theirs.without(over), open);
                    if total > best {
                        best = total;
                        first.clear();
                    }
                    if total == best {
                        first.push(mv);
                    }
                });
            }
        }
    });
    let any = jumping_kinds(cx).map(|(k, _, _)| {
        let (kk, jumps) = (Ctx::kind(k), jumps_name(k));
        quote! {
            for from in self.pieces[S][#kk].ones() {
                Self::#jumps::<S>(from, theirs, empty | <Board as bb::Bits>::bit(from), |_, _| any = true);
                if any {
                    return true;
                }
            }
        }
    });
    quote! {
        /// The jumps side `S` may make: during its capture, the capturing
        /// piece's next ones; at a turn's start, the first jumps of the
        /// captures (under `captures: most`, of those that take the most).
        #[allow(unused_mut, unused_variables)]
        fn capture_jumps<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(self.side_bits(S) | theirs | self.blocked);
            if self.capturing != NO_CAPTURE && S == self.to_move.index() {
                let at = usize::from(self.capturing);
                let prey = theirs & !self.taken;
                let open = empty | <Board as bb::Bits>::bit(at);
                let needed = usize::from(self.needed);
                match self.kind_at(S, at) {
                    #(#next_arms)*
                    _ => {}
                }
                return;
            }
            let mut best = 0;
            let mut first = MoveList::<Move, FIRST_JUMPS>::new();
            #(#firsts)*
            for &mv in first.as_slice() {
                sink.add(mv);
            }
        }

        /// Whether a piece of side `S` can jump, at a turn's start.
        #[allow(unused_mut)]
        fn can_jump<const S: usize>(&self) -> bool {
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(self.side_bits(S) | theirs | self.blocked);
            let mut any = false;
            #(#any)*
            false
        }
    }
}

/// Playing a jump: on within the capture, or its end.
fn play_methods() -> TokenStream {
    quote! {
        /// The key of the capture under way; 0 between turns.
        #[inline]
        fn capture_key(&self) -> u64 {
            if self.capturing == NO_CAPTURE {
                return 0;
            }
            let mut key = CAPTURE_KEYS.stones[0][usize::from(self.capturing)]
                ^ START_KEYS.stones[0][usize::from(self.capture_start)]
                ^ START_KEYS.stones[1][usize::from(self.needed)];
            for cell in self.taken.ones() {
                key ^= CAPTURE_KEYS.stones[1][cell];
            }
            key
        }

        /// The jump `mv` of side `S` where its capture goes on after it:
        /// the piece moves, the piece it takes is marked, and the same
        /// side moves again. `None` for the last jump of a capture, which
        /// `play_as` finishes.
        #[inline]
        fn jump_on<const S: usize>(&self, mv: Move) -> Option<Self> {
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let over = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            let starting = self.capturing == NO_CAPTURE;
            let kind = self.kind_at(S, from);
            let taken = self.taken.with(over);
            let left = if TAKE_MOST && !starting {
                usize::from(self.needed).saturating_sub(1)
            } else {
                let theirs = self.side_bits(1 - S);
                let empty = ALL & !(self.side_bits(S) | theirs | self.blocked);
                Self::goes_on::<S>(kind, to, theirs & !taken, empty | <Board as bb::Bits>::bit(from))
            };
            if left == 0 {
                return None;
            }
            let mut next = *self;
            next.hash ^= self.capture_key();
            next.pieces[S][kind] = next.pieces[S][kind].without(from).with(to);
            next.hash ^= KEYS.pieces[S][kind][from] ^ KEYS.pieces[S][kind][to];
            next.crown_at_once::<S>(kind, to);
            if starting {
                next.capture_start = from as CaptureCell;
                next.capture_kind = kind as u8;
                next.path_len = 0;
            }
            next.capturing = to as CaptureCell;
            next.taken = taken;
            next.needed = left as CaptureCell;
            next.path[usize::from(next.path_len)] = to as CaptureCell;
            next.path_len += 1;
            next.hash ^= next.capture_key();
            Some(next)
        }

        /// The last jump `mv` of a capture: every piece of side `enemy`
        /// it took leaves the board, and the capture is over; returns its
        /// landing.
        #[inline]
        fn end_capture(&mut self, enemy: usize, mv: Move) -> usize {
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let over = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            for cell in self.taken.with(over).ones() {
                self.remove(enemy, cell);
            }
            self.hash ^= self.capture_key();
            self.capturing = NO_CAPTURE;
            self.capture_start = 0;
            self.capture_kind = 0;
            self.taken = ZERO;
            self.needed = 0;
            self.path = [0; PATH];
            self.path_len = 0;
            to
        }
    }
}

/// Where the turn is: the methods `Game` asks, and what notation needs.
fn turn_methods() -> TokenStream {
    quote! {
        /// Whether the jump `mv` ends a capture along another path than
        /// the first (in the walkers' order) over the same pieces to the
        /// same cell ([`Game::repeats_turn`]).
        fn repeats_capture(&self, mv: Move) -> bool {
            if self.capturing == NO_CAPTURE || mv & JUMP == 0 {
                // A capture of one jump has one path.
                return false;
            }
            let s = self.to_move.index();
            let at = usize::from(self.capturing);
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            let over = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            let kind = self.kind_at(s, at);
            let theirs = self.side_bits(1 - s);
            let empty = ALL & !(self.side_bits(s) | theirs | self.blocked);
            let left = theirs & !self.taken.with(over);
            let ends = if TAKE_MOST {
                self.needed <= 1
            } else {
                let open = empty | <Board as bb::Bits>::bit(at);
                let more = if s == 0 {
                    Self::goes_on::<0>(kind, to, left, open)
                } else {
                    Self::goes_on::<1>(kind, to, left, open)
                };
                more == 0
            };
            if !ends {
                return false;
            }
            // The turn's start: the piece on its start cell, every enemy
            // piece on the board.
            let start = usize::from(self.capture_start);
            // The kind it started as: a piece crowned on the way began as
            // another.
            let kind = usize::from(self.capture_kind);
            let open = empty | <Board as bb::Bits>::bit(at) | <Board as bb::Bits>::bit(start);
            let mut first = TakePath { target: to, prey: left, path: [0; SEQUENCE], found: None };
            first.path[0] = start;
            if s == 0 {
                Self::chains_of::<0, _>(&mut first, kind, start, theirs, open);
            } else {
                Self::chains_of::<1, _>(&mut first, kind, start, theirs, open);
            }
            let Some((path, n)) = first.found else {
                return false;
            };
            let len = usize::from(self.path_len);
            n != len + 2
                || path[n - 1] != to
                || path[1..=len]
                    .iter()
                    .zip(&self.path[..len])
                    .any(|(&a, &b)| a != usize::from(b))
        }

        /// The position at the start of the turn whose capture is under
        /// way: the capturing piece back on its start cell.
        fn turn_start(&self) -> Self {
            let mut start = *self;
            if self.capturing == NO_CAPTURE {
                return start;
            }
            let s = self.to_move.index();
            let (at, from) = (usize::from(self.capturing), usize::from(self.capture_start));
            // The piece goes back as the kind it started as, uncrowned.
            let kind = self.kind_at(s, at);
            let first = usize::from(self.capture_kind);
            start.pieces[s][kind] = start.pieces[s][kind].without(at);
            start.pieces[s][first] = start.pieces[s][first].with(from);
            start.capturing = NO_CAPTURE;
            start.capture_start = 0;
            start.capture_kind = 0;
            start.taken = ZERO;
            start.needed = 0;
            start.path = [0; PATH];
            start.path_len = 0;
            start.hash = Game::hash_from_scratch(&start);
            start
        }
    }
}

/// The `Game` methods of a turn of jumps.
pub fn game_methods() -> TokenStream {
    quote! {
        #[inline]
        fn continues_turn(&self) -> bool {
            self.capturing != NO_CAPTURE
        }

        /// Every move ends the turn, and none is a second path of a
        /// capture, only where no piece can jump.
        #[inline]
        fn last_of_turn(&self) -> bool {
            self.capturing == NO_CAPTURE
                && match self.to_move {
                    Side::First => !self.can_jump::<0>(),
                    Side::Second => !self.can_jump::<1>(),
                }
        }

        #[inline]
        fn repeats_turn(&self, mv: Move) -> bool {
            self.repeats_capture(mv)
        }
    }
}

/// The notation of a turn of jumps: inherent helpers.
pub fn notation_methods() -> TokenStream {
    quote! {
        /// `text` with the capturing piece's cell before it, where a
        /// capture is under way and it starts with `x` (`x10`).
        fn with_capturing_cell(&self, text: &str) -> ::std::string::String {
            let text = text.trim();
            let mut out = ::std::string::String::new();
            if self.capturing != NO_CAPTURE && text.starts_with(['x', 'X']) {
                // Writing into a String cannot fail.
                let _ = Self::write_cell_name(usize::from(self.capturing), &mut out);
            }
            out.push_str(text);
            out
        }

        /// The cells of a capture's record (`28x19x10`, or `x10` during
        /// one), if it is one.
        fn capture_cells(&self, text: &str) -> Option<::std::vec::Vec<usize>> {
            let text = self.with_capturing_cell(text);
            let cells: Option<::std::vec::Vec<usize>> = text
                .split(['x', 'X'])
                .map(|square| Self::parse_cell_name(square.trim()))
                .collect();
            cells.filter(|cells| cells.len() >= 2)
        }

        /// The jumps that visit `cells` one after another from this
        /// position, each legal where it is made, and where they lead;
        /// `None` if one is not.
        fn jumps_along(&self, cells: &[usize]) -> Option<(::std::vec::Vec<Move>, Self)> {
            let mut position = *self;
            let mut moves = ::std::vec::Vec::new();
            for pair in cells.windows(2) {
                if position.outcome.is_some() || (!moves.is_empty() && position.capturing == NO_CAPTURE) {
                    return None;
                }
                let mv = ::alphabeta::runtime::notation::legal_moves(&position)
                    .into_iter()
                    .find(|&mv| mv & JUMP != 0 && position.sequence(mv).0[..2] == *pair)?;
                moves.push(mv);
                position = position.play(mv);
            }
            Some((moves, position))
        }

        /// Every whole capture from here, each once (the first of the
        /// sequences over the same pieces to the same cell): its jumps.
        fn whole_captures(&self) -> ::std::vec::Vec<::std::vec::Vec<Move>> {
            let mut out = ::std::vec::Vec::new();
            self.captures_on(&mut ::std::vec::Vec::new(), &mut out);
            out
        }

        /// [`Self::whole_captures`] after the jumps `done`.
        fn captures_on(&self, done: &mut ::std::vec::Vec<Move>, out: &mut ::std::vec::Vec<::std::vec::Vec<Move>>) {
            for mv in ::alphabeta::runtime::notation::legal_moves(self) {
                if mv & JUMP == 0 || Game::repeats_turn(self, mv) {
                    continue;
                }
                done.push(mv);
                let next = self.play(mv);
                if next.capturing == NO_CAPTURE {
                    out.push(done.clone());
                } else {
                    next.captures_on(done, out);
                }
                done.pop();
            }
        }

        /// A position during a capture written as PDN writes it: the
        /// turn's start, then the jumps so far (`W:B14,23,40:W28 28x19`).
        fn write_capture(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
            Notation::write_position(&self.turn_start(), out)?;
            out.write_str(" ")?;
            Self::write_cell_name(usize::from(self.capture_start), out)?;
            for &cell in &self.path[..usize::from(self.path_len)] {
                out.write_str("x")?;
                Self::write_cell_name(usize::from(cell), out)?;
            }
            Ok(())
        }

        /// A position during a capture, read from what
        /// [`Self::write_capture`] writes; `None` if `text` has no jumps
        /// after the position.
        fn read_capture(text: &str) -> Option<Result<Self, NotationError>> {
            let (board, jumps) = text.trim().rsplit_once(char::is_whitespace)?;
            if !board.contains(':') || jumps.contains(':') || !jumps.contains(['x', 'X']) {
                return None;
            }
            Some(Self::parse_position(board).and_then(|start| {
                let bad = |reason: &str| NotationError::BadPosition {
                    token: text.into(),
                    reason: reason.into(),
                };
                let cells = start
                    .capture_cells(jumps)
                    .ok_or_else(|| bad("the jumps after the position are squares joined by x, as in 28x19"))?;
                start
                    .jumps_along(&cells)
                    .map(|(_, position)| position)
                    .ok_or_else(|| bad("the jumps after the position are not legal there"))
            }))
        }
    }
}

/// The notation of a turn of jumps: `Notation` methods.
pub fn notation_items() -> TokenStream {
    quote! {
        fn named_turns(position: &Self) -> Option<::std::vec::Vec<::std::vec::Vec<Move>>> {
            // A capture is named by its landings, a quiet move alone.
            let captures = position.whole_captures();
            if !captures.is_empty() {
                return Some(captures);
            }
            Some(
                ::alphabeta::runtime::notation::legal_moves(position)
                    .into_iter()
                    .map(|mv| ::std::vec![mv])
                    .collect(),
            )
        }

        fn parse_turn(position: &Self, text: &str) -> Result<::std::vec::Vec<Move>, NotationError> {
            let one = match Self::parse_move(position, text) {
                Ok(mv) => return Ok(::std::vec![mv]),
                Err(e) => e,
            };
            let Some(cells) = position.capture_cells(text) else {
                return Err(one);
            };
            if cells.len() > 2 {
                return position
                    .jumps_along(&cells)
                    .map(|(moves, _)| moves)
                    .ok_or_else(|| NotationError::IllegalMove { token: text.trim().into() });
            }
            // The short form: the ends of one capture.
            let joined: ::std::vec::Vec<::std::vec::Vec<Move>> = position
                .whole_captures()
                .into_iter()
                .filter(|jumps| {
                    let last = jumps[jumps.len() - 1];
                    (jumps[0] & CELL_MASK) as usize == cells[0]
                        && ((last >> CELL_BITS) & CELL_MASK) as usize == cells[1]
                })
                .collect();
            match joined.as_slice() {
                [jumps] => Ok(jumps.clone()),
                [] => Err(one),
                _ => Err(NotationError::BadMove {
                    token: text.trim().into(),
                    expected: "every landing square, as in 22x15x8: two captures join these squares",
                }),
            }
        }

        fn parse_moves(text: &str) -> Result<(Self, ::std::vec::Vec<Move>), NotationError> {
            let mut position = <Self as Game>::start();
            let mut played = ::std::vec::Vec::new();
            let tokens = text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty());
            for (i, token) in tokens.enumerate() {
                let in_sequence = |source| NotationError::InSequence {
                    index: i + 1,
                    source: ::std::boxed::Box::new(source),
                };
                if position.outcome.is_some() {
                    return Err(in_sequence(NotationError::GameOver { token: token.into() }));
                }
                for mv in Self::parse_turn(&position, token).map_err(in_sequence)? {
                    position = position.play(mv);
                    played.push(mv);
                }
            }
            Ok((position, played))
        }
    }
}
