//! The constants of a piece game: move packing, each kind's worth and
//! letter, the setup, the Zobrist keys, a step table per vector, and the
//! zones of promotions and `reach` conditions.

use super::Ctx;
use crate::codegen::preamble::ZOBRIST_SEED;
use crate::ir::{Board, Kind, MoveRule, PieceTest, Pieces, Shot};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The eight directions along which flips outflank.
pub const FLIPS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// The distinct vectors of the game, in the order their step tables are
/// defined.
pub fn vectors(p: &Pieces) -> Vec<(i32, i32)> {
    let mut all = Vec::new();
    let mut add = |v: &(i32, i32)| {
        if !all.contains(v) {
            all.push(*v);
        }
    };
    for k in &p.kinds {
        for m in &k.moves {
            m.vectors.iter().for_each(&mut add);
            // A lame leap looks at the cells it crosses, back from them;
            // a grasshopper's attack looks back one cell to its hurdle.
            for &v in &m.vectors {
                if m.lame {
                    for (px, py) in crate::vocab::lame_path(v) {
                        add(&(-px, -py));
                    }
                }
                if m.hop == Some(crate::vocab::Hop::Next) {
                    add(&(-v.0, -v.1));
                }
            }
            if let Some(s) = m.shot.as_ref().and_then(|s| s.rule()) {
                s.vectors.iter().for_each(&mut add);
            }
        }
        k.jumps.iter().for_each(&mut add);
    }
    // A flip outflanks, and `one group` grows, along all eight.
    if p.flipping() || p.ends.iter().any(|e| e.test == PieceTest::OneGroup) {
        FLIPS.iter().for_each(&mut add);
    }
    // `encircled` and `fort` grow the cells the enemy reaches along rows
    // and columns.
    if p.ends
        .iter()
        .any(|e| matches!(e.test, PieceTest::Encircled(_) | PieceTest::Fort(_)))
    {
        super::forts::ORTHOGONAL.iter().for_each(&mut add);
    }
    // Attacks are found by stepping back from the attacked cell, and en
    // passant's takers by stepping back from its cell.
    if p.royal().is_some() || p.has_en_passant() {
        let backs: Vec<(i32, i32)> = p
            .kinds
            .iter()
            .flat_map(|k| &k.moves)
            .filter(|m| !m.slide && m.steps == 1 && m.target.captures())
            .flat_map(|m| m.vectors.iter().map(|&(dx, dy)| (-dx, -dy)))
            .collect();
        backs.iter().for_each(&mut add);
    }
    all
}

/// Bits for a cell index.
fn cell_bits(cells: usize) -> u32 {
    usize::BITS - (cells - 1).max(1).leading_zeros()
}

/// Bits for a jump direction index.
fn dir_bits(p: &Pieces) -> u32 {
    let most = p.kinds.iter().map(|k| k.jumps.len()).max().unwrap_or(1);
    usize::BITS - (most.max(2) - 1).leading_zeros()
}

fn board_of(cells: &[usize]) -> TokenStream {
    let cells = cells.iter().map(|&c| Literal::usize_unsuffixed(c));
    quote!(narrow(pc::cells::<WORDS>(&[#(#cells),*])))
}

/// The line a slide `by count` along `v` counts its pieces on: the row
/// (0), the column (1), the diagonal (2) or the anti-diagonal (3).
pub fn count_axis((dx, dy): (i32, i32)) -> usize {
    match (dx.signum() * dy.signum(), dx == 0) {
        (0, false) => 0,
        (0, true) => 1,
        (1, _) => 2,
        _ => 3,
    }
}

/// `COUNT_LINES[cell][axis]`: the cells of each line through each cell,
/// itself included, for the slides `by count`; nothing without them.
fn count_lines(cx: &Ctx) -> TokenStream {
    let counted = cx
        .pieces
        .kinds
        .iter()
        .flat_map(|k| &k.moves)
        .any(|m| m.by_count);
    if !counted {
        return TokenStream::new();
    }
    let (w, h) = (cx.board.width as i32, cx.board.height as i32);
    let cells = (0..h).flat_map(|y| (0..w).map(move |x| (x, y)));
    let lines = cells.map(|(x, y)| {
        let axes = [(1, 0), (0, 1), (1, 1), (1, -1)].map(|(dx, dy)| {
            let on: Vec<usize> = (-w.max(h)..=w.max(h))
                .map(|t| (x + t * dx, y + t * dy))
                .filter(|&(cx_, cy)| (0..w).contains(&cx_) && (0..h).contains(&cy))
                .map(|(cx_, cy)| (cx_ + cy * w) as usize)
                .collect();
            board_of(&on)
        });
        quote!([#(#axes),*])
    });
    quote! {
        /// The cells of the row, column, diagonal and anti-diagonal through
        /// each cell, for the slides by count.
        const COUNT_LINES: [[Board; 4]; CELLS] = [#(#lines),*];
    }
}

/// The cells of a zone, per side, as a `[Board; 2]` expression.
pub fn zone_const(zone: &[Vec<usize>; 2]) -> TokenStream {
    let (a, b) = (board_of(&zone[0]), board_of(&zone[1]));
    quote!([#a, #b])
}

/// Every table the game's code reads.
pub fn tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let cb = cell_bits(cx.board.cells());
    let db = dir_bits(p);
    let longest = if p.takes_sets() {
        super::taking::longest(cx.board, p)
    } else {
        p.longest_chain()
    };
    let sequence = Literal::usize_unsuffixed((longest + 1).max(3));
    // A flipping game's move is a cell, which names no chain.
    let chain_bits = (!p.flipping()).then(|| {
        quote! {
            /// The flag of a chain of jumps, the move's top bit; its jumps
            /// follow the start cell.
            #[allow(dead_code)]
            const JUMP: Move = 1 << (Move::BITS - 1);
        }
    });
    let pass = if p.flipping() {
        quote!(CELLS as Move)
    } else {
        quote!(Move::MAX)
    };
    let kinds = Ctx::kind(p.kinds.len());
    let values = p.kinds.iter().map(|k| Literal::i32_unsuffixed(k.value));
    let letters = p.kinds.iter().map(|k| k.letter);
    let setup = p.setup.iter().map(|side| {
        let boards = side.iter().map(|cells| board_of(cells));
        quote!([#(#boards),*])
    });
    let blocked_setup = board_of(&p.blocked);
    let steps = step_tables(cx);
    let zones = zone_tables(cx);
    let jumps = if p.takes_sets() {
        super::taking::tables(cx)
    } else {
        jump_tables(cx)
    };
    let chess = chess_tables(cx);
    let hands = super::hands::tables(cx);
    let plus = super::hands::plus_letters(p);
    let count_lines = count_lines(cx);
    quote! {
        const KINDS: usize = #kinds;
        /// Bits of a cell index in a move.
        const CELL_BITS: u32 = #cb;
        const CELL_MASK: Move = (1 << CELL_BITS) - 1;
        /// Bits of a jump's direction in a chain.
        #[allow(dead_code)]
        const DIR_BITS: u32 = #db;
        /// The most cells a move visits: its start, each landing, a shot.
        #[allow(dead_code)]
        const SEQUENCE: usize = #sequence;
        #chain_bits
        /// The move of a player who passes.
        #[allow(dead_code)]
        const PASS: Move = #pass;
        /// In the Zobrist key while the last move was a pass (with `moves:
        /// move or pass`, where a second one ends the game).
        #[allow(dead_code)]
        const PASSED_KEY: u64 = KEYS_SEED.rotate_left(29) ^ 0x9e37_79b9_7f4a_7c15;
        /// Each kind's worth, in centi-units.
        #[allow(dead_code)]
        const VALUES: [i32; KINDS] = [#(#values),*];
        /// Each kind's letter.
        const LETTERS: [char; KINDS] = [#(#letters),*];
        const SETUP: [[Board; KINDS]; 2] = [#(#setup),*];
        const BLOCKED_SETUP: Board = #blocked_setup;
        /// The seed of the Zobrist keys.
        const KEYS_SEED: u64 = #ZOBRIST_SEED;
        static KEYS: pc::PieceKeys<KINDS, CELLS> = pc::PieceKeys::new(KEYS_SEED);

        /// One step along `v`: the shift, and the cells it may arrive on.
        const fn step(v: (i32, i32)) -> bb::Step<Board> {
            bb::Step { delta: GRID.delta(v), arrive: narrow(GRID.arrivals(v)) }
        }
        #steps
        #zones
        #jumps
        #chess
        #hands
        #plus
        #count_lines
    }
}

/// The constants of the chess family's moves: the royal kind, the flags of
/// castling, en passant and longer steps, where a move names its
/// promotion, and the rays of sliders.
fn chess_tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let mut out = super::state::tables(cx);
    if let Some(royal) = p.royal() {
        let k = Ctx::kind(royal.kind);
        out.extend(quote! {
            /// The royal kind.
            const ROYAL: usize = #k;
        });
    }
    if p.fen_fields() || p.chooses_promotions() {
        out.extend(quote! {
            /// Where a move names the kind it promotes to, plus one.
            #[allow(dead_code)]
            const PROMO_SHIFT: u32 = 3 * CELL_BITS;
            /// The flag of an en-passant capture.
            #[allow(dead_code)]
            const EP: Move = 1 << 30;
            /// The flag of castling; the rook's cell is the move's third.
            #[allow(dead_code)]
            const CASTLE: Move = 1 << 29;
            /// The flag of a step of several cells.
            #[allow(dead_code)]
            const STEPS: Move = 1 << 28;
        });
        out.extend(super::state::strides(p));
    }
    if !cx.names.rays.is_empty() {
        let n = Literal::usize_unsuffixed(cx.names.rays.len());
        let rays = cx
            .names
            .rays
            .iter()
            .map(|(dx, dy)| quote!(rays_along((#dx, #dy))));
        out.extend(quote! {
            /// The rays of sliders, one table a direction.
            static RAYS: [::alphabeta::runtime::royal::Rays<Board, CELLS>; #n] = [#(#rays),*];

            /// The rays along `dir` from every cell.
            const fn rays_along(dir: (i32, i32)) -> ::alphabeta::runtime::royal::Rays<Board, CELLS> {
                let wide = ::alphabeta::runtime::royal::rays::<WORDS, CELLS>(&GRID, dir);
                let mut from = [ZERO; CELLS];
                let mut c = 0;
                while c < CELLS {
                    from[c] = narrow(wide[c]);
                    c += 1;
                }
                ::alphabeta::runtime::royal::Rays { from, up: GRID.delta(dir) > 0 }
            }
        });
    }
    out
}

/// One `[bb::Step<Board>; 2]` per vector: the step as each side makes it.
fn step_tables(cx: &Ctx) -> TokenStream {
    cx.names
        .dirs
        .iter()
        .map(|(v, name)| {
            let (a, b) = cx.oriented(*v, 0);
            let (c, d) = cx.oriented(*v, 1);
            quote! {
                const #name: [bb::Step<Board>; 2] = [step((#a, #b)), step((#c, #d))];
            }
        })
        .collect()
}

/// The zones of promotions and of `reach` conditions, per side.
fn zone_tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let promote = p
        .kinds
        .iter()
        .zip(&cx.names.promote)
        .filter_map(|(kind, name)| {
            let zone = zone_const(&kind.promote.as_ref()?.zone);
            let name = name.as_ref()?;
            Some(quote!(const #name: [Board; 2] = #zone;))
        });
    let reach = p
        .ends
        .iter()
        .zip(&cx.names.reach)
        .filter_map(|(end, name)| {
            let PieceTest::Reach { zone, .. } = &end.test else {
                return None;
            };
            let (zone, name) = (zone_const(zone), name.as_ref()?);
            Some(quote!(const #name: [Board; 2] = #zone;))
        });
    let stays = p
        .kinds
        .iter()
        .zip(&cx.names.stays)
        .filter_map(|(kind, name)| {
            let zone = zone_const(kind.stays.as_ref()?);
            let name = name.as_ref()?;
            Some(quote! {
                /// The cells, per side, that the kind never leaves.
                const #name: [Board; 2] = #zone;
            })
        });
    quote!(#(#promote)* #(#reach)* #(#stays)*)
}

/// The per-kind jump deltas that `play` follows along a chain.
fn jump_tables(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    if !p.has_jumps() {
        return TokenStream::new();
    }
    let most = p
        .kinds
        .iter()
        .map(|k| k.jumps.len())
        .max()
        .unwrap_or(0)
        .max(1);
    let most_lit = Literal::usize_unsuffixed(most);
    let rows = p.kinds.iter().map(|k| {
        let sides = (0..2).map(|s| {
            let deltas = (0..most).map(|j| match k.jumps.get(j) {
                Some(&v) => {
                    let name = cx.names.dir(v);
                    let s = Literal::usize_unsuffixed(s);
                    quote!(#name[#s].delta)
                }
                None => quote!(0),
            });
            quote!([#(#deltas),*])
        });
        quote!([#(#sides),*])
    });
    quote! {
        /// `JUMP_DELTAS[kind][side][direction]`: the shift of one jump's half.
        const JUMP_DELTAS: [[[i32; #most_lit]; 2]; KINDS] = [#(#rows),*];

        /// Follows the chain of jumps `mv` of a piece of `kind` of side `s`:
        /// `visit(over, land)` for each jump in order. Returns the last landing cell.
        #[inline(always)]
        fn follow_chain(mv: Move, kind: usize, s: usize, mut visit: impl FnMut(usize, usize)) -> usize {
            let path = (mv & !JUMP) >> CELL_BITS;
            let jumps = (Move::BITS - 1 - path.leading_zeros()) / DIR_BITS;
            let deltas = JUMP_DELTAS[kind][s];
            let mut at = (mv & CELL_MASK) as i32;
            for i in (0..jumps).rev() {
                let delta = deltas[((path >> (i * DIR_BITS)) & ((1 << DIR_BITS) - 1)) as usize];
                visit((at + delta) as usize, (at + 2 * delta) as usize);
                at += 2 * delta;
            }
            at as usize
        }
    }
}

/// The body of `Game::hash_from_scratch`.
pub fn hash_from_scratch(p: &Pieces) -> TokenStream {
    let state = super::state::hash(p);
    let hands = super::hands::hash(p);
    let capture = p.takes_sets().then(super::taking::hash);
    quote! {
        let mut hash = 0;
        for s in 0..2 {
            for k in 0..KINDS {
                for cell in self.pieces[s][k].ones() {
                    hash ^= KEYS.pieces[s][k][cell];
                }
            }
        }
        for cell in self.blocked.ones() {
            hash ^= KEYS.blocked[cell];
        }
        #state
        #hands
        #capture
        if self.to_move == Side::Second {
            hash ^= KEYS.second_to_move;
        }
        hash
    }
}

/// The most moves any position can have, for the move list's capacity:
/// the most pieces a side starts with, each moving as the kind with the
/// most moves (promotion may reach any kind), and the moves that belong to
/// no one piece: castling, en passant and a pass; and beside them, the
/// gated moves. Every term bounds what the generator can emit, so the list
/// never overflows.
pub fn capacity(board: &Board, p: &Pieces) -> usize {
    let plain = plain_capacity(board, p);
    plain + super::hands::gating_capacity(p, plain)
}

/// [`capacity`] without gated moves.
pub fn plain_capacity(board: &Board, p: &Pieces) -> usize {
    if p.flipping() {
        return board.cells();
    }
    let sets = p.takes_sets();
    let per_piece = p
        .kinds
        .iter()
        .map(|k| kind_capacity(board, k, sets))
        .max()
        .unwrap_or(1);
    let en_passant: usize = p
        .kinds
        .iter()
        .filter(|k| k.en_passant)
        .map(|k| super::movegen::ep_vectors(k).len())
        .sum();
    // The royal piece castles with the nearest unmoved rook on each side;
    // onto named files or with several kinds, castling rights may name
    // inner rooks too, and the generators stop at four castlings.
    let castles = match p.castler() {
        Some((_, c)) if c.simple().is_some() => 2,
        Some(_) => 4,
        None => 0,
    };
    let drops = super::hands::capacity(board, p);
    (p.most_pieces() * per_piece + en_passant + castles + drops + usize::from(p.passes())).max(1)
}

/// The most moves one piece of `kind` can have.
/// The most cells one move's blocker may go on.
fn shot_reach(shot: &Shot, reach: impl Fn(&MoveRule) -> usize) -> usize {
    match shot {
        Shot::Move(rule) => reach(rule).max(1),
        Shot::Place(cells) => cells.iter().map(Vec::len).max().unwrap_or(0).max(1),
        Shot::Behind => 1,
    }
}

fn kind_capacity(board: &Board, kind: &Kind, sets: bool) -> usize {
    let (w, h) = (board.width as i32, board.height as i32);
    // The most cells a rule can reach from one cell.
    // A step, a leap or a slide by count lands on one cell a vector.
    let reach = |m: &MoveRule| -> usize {
        if !m.slide || m.by_count {
            return m.vectors.len();
        }
        (0..w * h)
            .map(|c| ray_cells(w, h, c, &m.vectors))
            .max()
            .unwrap_or(0)
    };
    let moves: usize = kind
        .moves
        .iter()
        .map(|m| reach(m) * m.shot.as_deref().map_or(1, |s| shot_reach(s, reach)))
        .sum();
    // Where captures are turns of jumps, a move is one jump: one landing
    // a direction, or for a flying jump any cell of its line.
    let jumps = match (sets, kind.chains) {
        (true, _) if kind.flying => (0..w * h)
            .map(|c| ray_cells(w, h, c, &kind.jumps))
            .max()
            .unwrap_or(0),
        (true, _) => kind.jumps.len(),
        (false, Some(c)) => c.chains,
        (false, None) => kind.jumps.len(),
    };
    // A move into the zone is one move per kind the piece may become, and
    // one more where it may decline.
    let choices = kind
        .promote
        .as_ref()
        .map_or(1, |pr| pr.most_choices().max(1) + usize::from(pr.optional));
    (moves + jumps) * choices
}

/// The cells on the board along each of `vectors` from cell `c` of a
/// board of `w` x `h`, all together.
fn ray_cells(w: i32, h: i32, c: i32, vectors: &[(i32, i32)]) -> usize {
    vectors
        .iter()
        .map(|&(dx, dy)| {
            let (mut x, mut y, mut n) = (c % w, c / w, 0);
            loop {
                x += dx;
                y += dy;
                if x < 0 || y < 0 || x >= w || y >= h {
                    break n;
                }
                n += 1;
            }
        })
        .sum()
}

/// The mask of the field where a move names the kind it promotes to, plus
/// one: four bits, or five in a game of more than 15 kinds (sho shogi's
/// 16), so that the moves of smaller games read as they always have.
pub fn promo_mask(p: &Pieces) -> Literal {
    if p.kinds.len() > 15 {
        Literal::u32_unsuffixed(31)
    } else {
        Literal::u32_unsuffixed(15)
    }
}

/// Whether moves take 64 bits: a chain of jumps longer than the bits left
/// in 32 after the flag and the start cell (a marker bit, then a few bits
/// a jump).
pub fn wide_moves(board: &Board, p: &Pieces) -> bool {
    if p.takes_sets() {
        // A jump: the flag, its start, landing and the cell it takes on.
        return 1 + 3 * cell_bits(board.cells()) > 32;
    }
    cell_bits(board.cells()) + 1 + p.longest_chain() as u32 * dir_bits(p) > 31
}
