//! Games whose pieces move, capture or flip: the position type, the move
//! generator, `play`, the end tests, the default evaluation and hints.
//!
//! The generated code is bitboard code as one writes it by hand. Every
//! direction is a shift by a constant with a mask of the cells it may arrive
//! on, so nothing wraps around an edge. Steps and leaps move all pieces of a
//! kind at once; slides walk rays per piece; jump chains recurse per piece
//! with the captured pieces lifted; flips fill the eight directions at once.
//! Every generator is written once against a `MoveSink` and monomorphized
//! twice, into a list for search and a counter for perft's bulk counting
//! and mobility. Side-dependent directions are `const` tables indexed by a
//! `const S: usize` parameter, so each side gets its own straight-line code.

use super::pieces_notation;
use crate::ast::GameDef;
use crate::ir::pieces::{Kind, MoveRule, NoMoves, PieceRules, PieceTest, Target};
use crate::ir::{Rules, Verdict};
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// The seed of the Zobrist keys: fixed, so hashes are the same on every build.
const SEED: u64 = 0x5eed_0fa1_be7a_0c0d;
/// Hints: a move that wins on the spot, then captures, then promotions.
const HINT_WIN: i32 = 1_000_000;
const HINT_CAPTURE: i32 = 100_000;
const HINT_PROMOTE: i32 = 50_000;

/// The eight directions along which flips outflank.
const EIGHT: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// Bits for a cell index.
fn cell_bits(cells: usize) -> u32 {
    usize::BITS - (cells - 1).max(1).leading_zeros()
}

/// Bits for a jump direction index.
fn dir_bits(p: &PieceRules) -> u32 {
    let most = p.kinds.iter().map(|k| k.jumps.len()).max().unwrap_or(1);
    usize::BITS - (most.max(2) - 1).leading_zeros()
}

/// The distinct vectors of the game, so each gets one table.
struct Vectors(Vec<(i32, i32)>);

impl Vectors {
    fn of(p: &PieceRules) -> Vectors {
        let mut all = Vec::new();
        let mut add = |v: &(i32, i32)| {
            if !all.contains(v) {
                all.push(*v);
            }
        };
        for k in &p.kinds {
            for m in &k.moves {
                m.vectors.iter().for_each(&mut add);
                if let Some(s) = &m.shot {
                    s.vectors.iter().for_each(&mut add);
                }
            }
            k.jumps.iter().for_each(&mut add);
        }
        if p.flipping {
            for v in EIGHT {
                add(&v);
            }
        }
        Vectors(all)
    }

    /// The table of `v`: a `[bb::Step<Board>; 2]`, one step per side.
    fn name(&self, v: (i32, i32)) -> Ident {
        let i = self.0.iter().position(|w| *w == v).expect("collected");
        format_ident!("DIR_{i}")
    }

    fn tables(&self, p: &PieceRules) -> TokenStream {
        self.0
            .iter()
            .map(|&v| {
                let name = self.name(v);
                let (a, b) = p.oriented(v, 0);
                let (c, d) = p.oriented(v, 1);
                quote! {
                    const #name: [bb::Step<Board>; 2] = [step((#a, #b)), step((#c, #d))];
                }
            })
            .collect()
    }
}

fn kind_lit(k: usize) -> Literal {
    Literal::usize_unsuffixed(k)
}

fn board_of(cells: &[usize]) -> TokenStream {
    let cells = cells.iter().map(|&c| Literal::usize_unsuffixed(c));
    quote!(narrow(pc::cells::<WORDS>(&[#(#cells),*])))
}

fn zone_const(zone: &[Vec<usize>; 2]) -> TokenStream {
    let (a, b) = (board_of(&zone[0]), board_of(&zone[1]));
    quote!([#a, #b])
}

/// The most moves any position can have, for the move list's capacity.
pub fn capacity(rules: &Rules, p: &PieceRules) -> usize {
    if p.flipping {
        return rules.cells();
    }
    let (w, h) = (rules.width as i32, rules.height as i32);
    // The most cells a rule can reach from one cell.
    let reach = |m: &MoveRule| -> usize {
        if !m.slide {
            return m.vectors.len();
        }
        (0..w * h)
            .map(|c| {
                m.vectors
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
                    .sum::<usize>()
            })
            .max()
            .unwrap_or(0)
    };
    let per_piece = |k: &Kind| -> usize {
        let moves: usize = k
            .moves
            .iter()
            .map(|m| reach(m) * m.shot.as_ref().map_or(1, |s| reach(s).max(1)))
            .sum();
        moves + k.jumps.len() * 8
    };
    let pieces = p
        .setup
        .iter()
        .map(|s| s.iter().map(Vec::len).sum::<usize>())
        .max()
        .unwrap_or(0);
    let most = p.kinds.iter().map(per_piece).max().unwrap_or(1);
    (pieces * most).clamp(1, 1 << 16)
}

/// The code of one piece or flipping game.
pub fn game(def: &GameDef, rules: &Rules, word: &TokenStream) -> TokenStream {
    let p = rules.pieces.as_ref().expect("a piece game");
    let GameDef {
        attrs, vis, name, ..
    } = def;
    let vectors = Vectors::of(p);
    let kinds = kind_lit(p.kinds.len());
    let (w, h) = (
        Literal::usize_unsuffixed(rules.width),
        Literal::usize_unsuffixed(rules.height),
    );
    let narrow = super::board::narrow_method(rules);
    let all = if p.dark {
        quote!(narrow(pc::dark_squares::<WORDS>(&GRID)))
    } else {
        quote!(narrow(GRID.all()))
    };
    let move_type = if p.flipping {
        if rules.cells() < 256 {
            quote!(u8)
        } else {
            quote!(u16)
        }
    } else {
        quote!(u32)
    };
    let pass_value = if p.flipping {
        quote!(CELLS as Move)
    } else {
        quote!(u32::MAX)
    };
    let cb = cell_bits(rules.cells());
    let db = dir_bits(p);
    let values = p.kinds.iter().map(|k| Literal::i32_unsuffixed(k.value));
    let letters = p.kinds.iter().map(|k| k.letter);
    let setup = p.setup.iter().map(|side| {
        let boards = side.iter().map(|cells| board_of(cells));
        quote!([#(#boards),*])
    });
    let blocked_setup = board_of(&p.blocked_setup);
    let capacity = Literal::usize_unsuffixed(capacity(rules, p));
    let dir_tables = vectors.tables(p);
    let side_bits = (0..p.kinds.len()).map(|k| {
        let k = kind_lit(k);
        quote!(self.pieces[s][#k])
    });
    let (generators, count_moves) = if p.flipping {
        (
            flip_generators(rules, p, &vectors),
            quote!(Self::targets_of(self, s).count() as usize),
        )
    } else {
        (
            piece_generators(p, &vectors),
            quote! {{
                let mut count = pc::Count(0);
                if s == 0 { self.gen::<0, _>(&mut count) } else { self.gen::<1, _>(&mut count) }
                count.0
            }},
        )
    };
    let play_as = if p.flipping {
        flip_play(p, &vectors)
    } else {
        piece_play(p)
    };
    let jump_tables = jump_tables(p, &vectors);
    let promote_tables = p.kinds.iter().enumerate().filter_map(|(k, kind)| {
        let promote = kind.promote.as_ref()?;
        let name = format_ident!("PROMOTE_{k}");
        let zone = zone_const(&promote.zone);
        Some(quote!(const #name: [Board; 2] = #zone;))
    });
    let end_tables = p
        .ends
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.test {
            PieceTest::Reach(zone) => {
                let name = format_ident!("ZONE_{i}");
                let zone = zone_const(zone);
                Some(quote!(const #name: [Board; 2] = #zone;))
            }
            _ => None,
        });
    let judge = judge(p);
    let no_moves = no_moves(p);
    let pass = p.no_moves == NoMoves::Pass;
    let (generate, move_count) = generate_and_count(p, pass);
    let eval = evaluation(rules, p, &move_type);
    let noisy = noisy(p);
    let notation = pieces_notation::impls(rules, p, name, &move_type);
    let summary = format!(
        " # Rules\n\n Declared with `game!`: a {} x {}{} board, {}.",
        rules.width,
        rules.height,
        if p.dark { " dark" } else { "" },
        if p.flipping {
            "stones placed to flip lines".to_string()
        } else {
            let names: Vec<String> = p.kinds.iter().map(|k| format!("`{}`", k.name)).collect();
            format!("pieces {}", names.join(", "))
        }
    );
    quote! {
        #(#attrs)*
        #[doc = ""]
        #[doc = #summary]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        #vis struct #name {
            pieces: [[#word; #kinds]; 2],
            blocked: #word,
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            hash: u64,
        }

        const _: () = {
            use ::alphabeta::runtime::bitboard::{self as bb, Bits as _};
            use ::alphabeta::runtime::pieces::{self as pc, MoveSink as _};
            use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError, Outcome, Side};
            use ::core::option::Option::{self, None, Some};
            use ::core::result::Result::{self, Err, Ok};

            type Board = #word;
            type Move = #move_type;

            const GRID: bb::Grid = bb::Grid::square(#w, #h);
            const CELLS: usize = GRID.cells();
            const WORDS: usize = GRID.words();
            const ZERO: Board = <Board as bb::Bits>::ZERO;
            const fn narrow(cells: bb::Wide<WORDS>) -> Board {
                cells.#narrow()
            }
            /// Every cell pieces stand on.
            const ALL: Board = #all;
            const KINDS: usize = #kinds;
            /// Bits of a cell index in a move.
            const CELL_BITS: u32 = #cb;
            const CELL_MASK: u32 = (1 << CELL_BITS) - 1;
            /// Bits of a jump's direction in a chain.
            #[allow(dead_code)]
            const DIR_BITS: u32 = #db;
            /// The flag of a chain of jumps.
            #[allow(dead_code)]
            const JUMP: u32 = 1 << 31;
            /// The move of a player who cannot move.
            #[allow(dead_code)]
            const PASS: Move = #pass_value;
            /// Each kind's worth, in centi-units.
            #[allow(dead_code)]
            const VALUES: [i32; KINDS] = [#(#values),*];
            /// Each kind's letter.
            const LETTERS: [char; KINDS] = [#(#letters),*];
            const SETUP: [[Board; KINDS]; 2] = [#(#setup),*];
            const BLOCKED_SETUP: Board = #blocked_setup;
            static KEYS: pc::PieceKeys<KINDS, CELLS> = pc::PieceKeys::new(#SEED);

            /// One step along `v`: the shift, and the cells it may arrive on.
            const fn step(v: (i32, i32)) -> bb::Step<Board> {
                bb::Step { delta: GRID.delta(v), arrive: narrow(GRID.arrivals(v)) }
            }
            #dir_tables
            #jump_tables
            #(#promote_tables)*
            #(#end_tables)*

            impl #name {
                /// The number of columns.
                pub const WIDTH: usize = #w;
                /// The number of rows.
                pub const HEIGHT: usize = #h;

                /// The side and letter of the piece on column `col` and row
                /// `row` (both from 0, row 0 at the bottom), if any.
                #[must_use]
                pub fn piece(&self, col: usize, row: usize) -> Option<(Side, char)> {
                    ::core::assert!(col < Self::WIDTH && row < Self::HEIGHT, "no cell at column {col}, row {row}");
                    match self.occupant(GRID.cell(col, row)) {
                        pc::Occupant::Piece(side, kind) => Some((side, LETTERS[kind])),
                        _ => None,
                    }
                }

                /// How many pieces `side` has on the board.
                #[must_use]
                pub fn piece_count(&self, side: Side) -> u32 {
                    self.side_bits(side.index()).count()
                }

                /// How many moves `side` would have, were it to move.
                #[must_use]
                pub fn mobility(&self, side: Side) -> usize {
                    self.count_moves(side.index())
                }

                #[inline(always)]
                fn side_bits(&self, s: usize) -> Board {
                    ZERO #(| #side_bits)*
                }

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

                #[inline]
                fn count_moves(&self, s: usize) -> usize {
                    #count_moves
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

                /// The outcome after `mover` (0 or 1) moved: the declared conditions in order.
                #[inline(always)]
                fn judge(&self, mover: usize) -> Option<Outcome> {
                    let side = if mover == 0 { Side::First } else { Side::Second };
                    let _ = side;
                    #judge
                    None
                }

                #generators
                #play_as
            }

            impl Game for #name {
                type Move = Move;
                type Moves = MoveList<Move, #capacity>;

                fn start() -> Self {
                    let mut position = #name {
                        pieces: SETUP,
                        blocked: BLOCKED_SETUP,
                        to_move: Side::First,
                        outcome: None,
                        hash: 0,
                    };
                    position.hash = position.hash_from_scratch();
                    position
                }

                #[inline]
                fn side_to_move(&self) -> Side {
                    self.to_move
                }

                #[inline]
                fn outcome(&self) -> Option<Outcome> {
                    self.outcome
                }

                #generate
                #move_count

                #[inline]
                fn play(&self, mv: Move) -> Self {
                    match self.to_move {
                        Side::First => self.play_as::<0>(mv),
                        Side::Second => self.play_as::<1>(mv),
                    }
                }

                #[inline]
                fn hash_key(&self) -> u64 {
                    self.hash
                }

                fn hash_from_scratch(&self) -> u64 {
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
                    if self.to_move == Side::Second {
                        hash ^= KEYS.second_to_move;
                    }
                    hash
                }

                #no_moves
                #eval
                #noisy
            }

            #notation
        };
    }
}

/// `Game::generate` and `Game::move_count`, with the automatic pass.
fn generate_and_count(p: &PieceRules, pass: bool) -> (TokenStream, TokenStream) {
    let (list, count) = if p.flipping {
        (
            quote! {
                let s = self.to_move.index();
                for cell in self.targets_of(s).ones() {
                    moves.push(cell as Move);
                }
            },
            quote!(let n = self.targets_of(self.to_move.index()).count() as usize;),
        )
    } else {
        (
            quote! {
                match self.to_move {
                    Side::First => self.gen::<0, _>(moves),
                    Side::Second => self.gen::<1, _>(moves),
                }
            },
            quote!(let n = self.count_moves(self.to_move.index());),
        )
    };
    let (pass_list, pass_count) = if pass {
        (
            quote! {
                // A player who cannot move passes, unless neither can.
                if moves.is_empty() && self.count_moves(1 - self.to_move.index()) > 0 {
                    moves.push(PASS);
                }
            },
            quote! {
                if n == 0 && self.count_moves(1 - self.to_move.index()) > 0 {
                    return 1;
                }
            },
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    (
        quote! {
            #[inline]
            fn generate(&self, moves: &mut Self::Moves) {
                #list
                #pass_list
            }
        },
        quote! {
            #[inline]
            fn move_count(&self) -> usize {
                #count
                #pass_count
                n
            }
        },
    )
}

/// The end tests of `judge`, in the declared order.
fn judge(p: &PieceRules) -> TokenStream {
    p.ends
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let holds = match &e.test {
                PieceTest::Reach(_) => {
                    let zone = format_ident!("ZONE_{i}");
                    quote!(!(self.side_bits(mover) & #zone[mover]).is_zero())
                }
                PieceTest::CapturedAll => quote!(self.side_bits(1 - mover).is_zero()),
                PieceTest::MostPieces => return None,
            };
            let outcome = outcome(e.verdict, &quote!(side));
            Some(quote! {
                if #holds {
                    return Some(#outcome);
                }
            })
        })
        .collect()
}

fn outcome(verdict: Verdict, side: &TokenStream) -> TokenStream {
    match verdict {
        Verdict::Win => quote!(Outcome::Win(#side)),
        Verdict::Lose => quote!(Outcome::Win(#side.opponent())),
        Verdict::Draw => quote!(Outcome::Draw),
    }
}

/// `Game::no_moves`: a loss, a draw, or (when neither can move) the count.
fn no_moves(p: &PieceRules) -> TokenStream {
    let body = match p.no_moves {
        NoMoves::Lose => quote!(Outcome::Win(self.to_move.opponent())),
        NoMoves::Draw => quote!(Outcome::Draw),
        NoMoves::Pass => {
            let most = p.ends.iter().find(|e| e.test == PieceTest::MostPieces);
            match most {
                Some(e) => {
                    let more = outcome(e.verdict, &quote!(more));
                    quote! {
                        let (first, second) = (self.side_bits(0).count(), self.side_bits(1).count());
                        let more = if first > second { Side::First } else { Side::Second };
                        if first == second { Outcome::Draw } else { #more }
                    }
                }
                None => quote!(Outcome::Draw),
            }
        }
    };
    let doc = match p.no_moves {
        NoMoves::Lose => " A player who cannot move loses.",
        NoMoves::Draw => " A player who cannot move draws.",
        NoMoves::Pass => " Neither player can move: the game is over.",
    };
    quote! {
        #[doc = #doc]
        fn no_moves(&self) -> Outcome {
            #body
        }
    }
}

/// The per-kind jump deltas that `play` follows along a chain.
fn jump_tables(p: &PieceRules, vectors: &Vectors) -> TokenStream {
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
                    let name = vectors.name(v);
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
            let jumps = (31 - path.leading_zeros()) / DIR_BITS;
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

/// What a move may land on, as a set.
fn dest(target: Target, capture: bool) -> Option<TokenStream> {
    match (target, capture) {
        (Target::Empty, true) | (Target::Enemy, false) => None,
        (_, true) => Some(quote!(theirs)),
        (_, false) => Some(quote!(empty)),
    }
}

/// Adds the moves `from -> to` for every `to` in `set`, where `from` is
/// `to - delta` (steps and leaps of a whole kind at once).
fn emit_shifted(set: TokenStream) -> TokenStream {
    quote! {
        let to = #set;
        if K::COUNTS {
            sink.add_many(to.count());
        } else {
            for t in to.ones() {
                sink.add(simple((t as i32 - d.delta) as usize, t));
            }
        }
    }
}

/// The code of one move rule of kind `k`, for captures or quiet moves.
fn move_rule_code(k: usize, rule: &MoveRule, capture: bool, vectors: &Vectors) -> TokenStream {
    let Some(dest) = dest(rule.target, capture) else {
        return TokenStream::new();
    };
    let kk = kind_lit(k);
    if !rule.slide && rule.shot.is_none() {
        return rule
            .vectors
            .iter()
            .map(|&v| {
                let dir = vectors.name(v);
                let emit =
                    emit_shifted(quote!(self.pieces[S][#kk].shift(d.delta) & d.arrive & #dest));
                quote! {{
                    let d = #dir[S];
                    #emit
                }}
            })
            .collect();
    }
    let land = match &rule.shot {
        None => quote!(sink.add(simple(from, at.lowest()));),
        Some(shot) => shot_code(shot, vectors),
    };
    let rays = rule.vectors.iter().map(|&v| {
        let dir = vectors.name(v);
        if rule.slide {
            if capture {
                quote! {{
                    let d = #dir[S];
                    let mut at = origin;
                    loop {
                        at = at.shift(d.delta) & d.arrive;
                        if (at & empty).is_zero() {
                            break;
                        }
                    }
                    at &= theirs;
                    if !at.is_zero() {
                        #land
                    }
                }}
            } else {
                quote! {{
                    let d = #dir[S];
                    let mut at = origin;
                    loop {
                        at = at.shift(d.delta) & d.arrive & empty;
                        if at.is_zero() {
                            break;
                        }
                        #land
                    }
                }}
            }
        } else {
            quote! {{
                let d = #dir[S];
                let at = origin.shift(d.delta) & d.arrive & #dest;
                if !at.is_zero() {
                    #land
                }
            }}
        }
    });
    quote! {
        for from in self.pieces[S][#kk].ones() {
            let origin = <Board as bb::Bits>::bit(from);
            #(#rays)*
        }
    }
}

/// A compound move's second half, from the landing cell `at`: the piece has
/// left `origin`, which the shot may now cross.
fn shot_code(shot: &MoveRule, vectors: &Vectors) -> TokenStream {
    let rays = shot.vectors.iter().map(|&v| {
        let dir = vectors.name(v);
        if shot.slide {
            quote! {{
                let d = #dir[S];
                let mut s = at;
                loop {
                    s = s.shift(d.delta) & d.arrive & open;
                    if s.is_zero() {
                        break;
                    }
                    shots |= s;
                }
            }}
        } else {
            quote! {{
                let d = #dir[S];
                shots |= at.shift(d.delta) & d.arrive & open;
            }}
        }
    });
    quote! {
        let to = at.lowest();
        let open = (empty | origin) & !at;
        let mut shots = ZERO;
        #(#rays)*
        if K::COUNTS {
            sink.add_many(shots.count());
        } else {
            for s in shots.ones() {
                sink.add(simple(from, to) | (s as u32) << (2 * CELL_BITS));
            }
        }
    }
}

/// The jump chains of kind `k`, as a recursive associated function.
fn chain_fn(k: usize, kind: &Kind, vectors: &Vectors) -> TokenStream {
    let name = format_ident!("chain_{k}");
    let promote_stop = kind
        .promote
        .as_ref()
        .filter(|p| p.ends_move)
        .map(|_| format_ident!("PROMOTE_{k}"));
    let steps = kind.jumps.iter().enumerate().map(|(j, &v)| {
        let dir = vectors.name(v);
        let j = j as u32;
        let continue_chain = if kind.chain {
            quote!(Self::#name::<S, K>(sink, from, land.lowest(), next, theirs & !over, empty | over);)
        } else {
            quote!(sink.add(jump(from, next));)
        };
        let land_action = match &promote_stop {
            Some(zone) => quote! {
                if (land & #zone[S]).is_zero() {
                    #continue_chain
                } else {
                    // Promotion ends the move here.
                    sink.add(jump(from, next));
                }
            },
            None => continue_chain,
        };
        quote! {{
            let d = #dir[S];
            let over = here.shift(d.delta) & d.arrive & theirs;
            let land = over.shift(d.delta) & d.arrive & empty;
            if !land.is_zero() {
                extended = true;
                let next = path << DIR_BITS | #j;
                #land_action
            }
        }}
    });
    let doc = format!(" Every chain of jumps of a `{}` from `from`, now at `at`, with the jumps so far in `path` (a 1 marker, then the directions).", kind.name);
    quote! {
        #[doc = #doc]
        #[inline]
        fn #name<const S: usize, K: pc::MoveSink<Move>>(sink: &mut K, from: usize, at: usize, path: u32, theirs: Board, empty: Board) {
            let here = <Board as bb::Bits>::bit(at);
            let mut extended = false;
            #(#steps)*
            if !extended && path != 1 {
                sink.add(jump(from, path));
            }
        }
    }
}

/// The move generators of a piece game.
fn piece_generators(p: &PieceRules, vectors: &Vectors) -> TokenStream {
    let mut captures = TokenStream::new();
    let mut quiet = TokenStream::new();
    let mut chains = TokenStream::new();
    for (k, kind) in p.kinds.iter().enumerate() {
        for rule in &kind.moves {
            captures.extend(move_rule_code(k, rule, true, vectors));
            quiet.extend(move_rule_code(k, rule, false, vectors));
        }
        if !kind.jumps.is_empty() {
            chains.extend(chain_fn(k, kind, vectors));
            let kk = kind_lit(k);
            let chain = format_ident!("chain_{k}");
            let lands = kind.jumps.iter().map(|&v| {
                let dir = vectors.name(v);
                quote! {{
                    let d = #dir[S];
                    let land = (own.shift(d.delta) & d.arrive & theirs).shift(d.delta) & d.arrive & empty;
                    jumpers |= land.shift(-d.delta).shift(-d.delta);
                }}
            });
            captures.extend(quote! {{
                // Only the pieces with a jump start a chain.
                let own = self.pieces[S][#kk];
                let mut jumpers = ZERO;
                #(#lands)*
                for from in jumpers.ones() {
                    Self::#chain::<S, K>(sink, from, from, 1, theirs, empty | <Board as bb::Bits>::bit(from));
                }
            }});
        }
    }
    let mandatory = if p.mandatory {
        quote! {
            if sink.any() {
                return; // captures are mandatory
            }
        }
    } else {
        TokenStream::new()
    };
    quote! {
        /// Every legal move of side `S`, captures first.
        #[inline(always)]
        fn gen<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            self.captures::<S, K>(sink);
            #mandatory
            let own = self.side_bits(S);
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(own | theirs | self.blocked);
            let _ = (own, theirs, empty);
            #quiet
        }

        /// The captures of side `S`.
        #[inline(always)]
        fn captures<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            let own = self.side_bits(S);
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(own | theirs | self.blocked);
            let _ = (own, theirs, empty, &sink);
            #captures
        }

        #chains
    }
}

/// Applying a move of a piece game.
fn piece_play(p: &PieceRules) -> TokenStream {
    let pass = (p.no_moves == NoMoves::Pass).then(|| {
        quote! {
            if mv == PASS {
                return next;
            }
        }
    });
    let replacement = p
        .kinds
        .iter()
        .any(|k| k.moves.iter().any(|m| m.target != Target::Empty));
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
        let zone = format_ident!("PROMOTE_{k}");
        let (from_k, to_k) = (kind_lit(k), kind_lit(promote.to));
        Some(quote! {
            if kind == #from_k && #zone[S].test(to) {
                next.pieces[S][#from_k] = next.pieces[S][#from_k].without(to);
                next.pieces[S][#to_k] = next.pieces[S][#to_k].with(to);
                next.hash ^= KEYS.pieces[S][#from_k][to] ^ KEYS.pieces[S][#to_k][to];
            }
        })
    });
    let shot = p.shot.as_ref().map(|_| {
        quote! {
            let shot = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            next.blocked = next.blocked.with(shot);
            next.hash ^= KEYS.blocked[shot];
        }
    });
    quote! {
        #[inline(always)]
        fn play_as<const S: usize>(&self, mv: Move) -> Self {
            let mut next = *self;
            next.to_move = self.to_move.opponent();
            next.hash ^= KEYS.second_to_move;
            #pass
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

/// Flipping placement: the legal cells of all eight directions at once
/// (a fill along each), and the flips of one placement.
fn flip_generators(rules: &Rules, _p: &PieceRules, vectors: &Vectors) -> TokenStream {
    let longest = rules.width.max(rules.height);
    let repeats = longest.saturating_sub(3);
    let fills = EIGHT.iter().map(|&v| {
        let dir = vectors.name(v);
        let more = (0..repeats).map(|_| quote!(run |= run.shift(d.delta) & d.arrive & theirs;));
        quote! {{
            let d = #dir[0];
            let mut run = own.shift(d.delta) & d.arrive & theirs;
            #(#more)*
            cells |= run.shift(d.delta) & d.arrive & empty;
        }}
    });
    quote! {
        /// The cells where a stone of `own` outflanks a line of `theirs`.
        #[inline(always)]
        fn targets(own: Board, theirs: Board, empty: Board) -> Board {
            let mut cells = ZERO;
            #(#fills)*
            cells
        }

        #[inline(always)]
        fn targets_of(&self, s: usize) -> Board {
            let (own, theirs) = (self.pieces[s][0], self.pieces[1 - s][0]);
            Self::targets(own, theirs, ALL & !(own | theirs | self.blocked))
        }
    }
}

fn flip_play(p: &PieceRules, vectors: &Vectors) -> TokenStream {
    let pass = (p.no_moves == NoMoves::Pass).then(|| {
        quote! {
            if mv == PASS {
                return next;
            }
        }
    });
    let walks = EIGHT.iter().map(|&v| {
        let dir = vectors.name(v);
        quote! {{
            let d = #dir[0];
            let mut run = ZERO;
            let mut at = here.shift(d.delta) & d.arrive;
            while !(at & theirs).is_zero() {
                run |= at;
                at = at.shift(d.delta) & d.arrive;
            }
            if !(at & own).is_zero() {
                flips |= run;
            }
        }}
    });
    quote! {
        #[inline(always)]
        fn play_as<const S: usize>(&self, mv: Move) -> Self {
            let mut next = *self;
            next.to_move = self.to_move.opponent();
            next.hash ^= KEYS.second_to_move;
            #pass
            let cell = usize::from(mv);
            let here = <Board as bb::Bits>::bit(cell);
            let (own, theirs) = (self.pieces[S][0], self.pieces[1 - S][0]);
            let mut flips = ZERO;
            #(#walks)*
            next.pieces[S][0] = own | flips | here;
            next.pieces[1 - S][0] = theirs & !flips;
            next.hash ^= KEYS.pieces[S][0][cell];
            for c in flips.ones() {
                next.hash ^= KEYS.pieces[0][0][c] ^ KEYS.pieces[1][0][c];
            }
            next.outcome = next.judge(S);
            next
        }
    }
}

/// The default evaluation (material and mobility) and hints (wins, then
/// captures by the victim's worth, then promotions).
fn evaluation(rules: &Rules, p: &PieceRules, move_type: &TokenStream) -> TokenStream {
    let (material_weight, mobility_weight) = if p.flipping { (1, 10) } else { (1, 4) };
    let evaluate = match &rules.eval {
        Some(path) => quote_spanned!(path.span()=> #path(self)),
        None => {
            let material = (0..p.kinds.len()).map(|k| {
                let k = kind_lit(k);
                let value = if p.flipping {
                    quote!(1)
                } else {
                    quote!(VALUES[#k])
                };
                quote!(#value * (self.pieces[me][#k].count() as i32 - self.pieces[1 - me][#k].count() as i32))
            });
            quote! {
                let me = self.to_move.index();
                let material = 0 #(+ #material)*;
                let mobility = self.count_moves(me) as i32 - self.count_moves(1 - me) as i32;
                ::alphabeta::runtime::score::clamp_eval(#material_weight * material + #mobility_weight * mobility)
            }
        }
    };
    let priority = match &rules.hints {
        Some(path) => quote_spanned!(path.span()=> #path(self, mv)),
        // A placement is as good as it leaves the opponent few replies.
        None if p.flipping => quote! {
            let child = self.play(mv);
            -(child.count_moves(child.to_move.index()) as i32)
        },
        None => piece_hints(p),
    };
    quote! {
        fn evaluate(&self) -> i32 {
            #evaluate
        }

        #[inline]
        fn move_priority(&self, mv: #move_type) -> i32 {
            let _ = mv;
            #priority
        }
    }
}

fn piece_hints(p: &PieceRules) -> TokenStream {
    let pass = (p.no_moves == NoMoves::Pass).then(|| {
        quote!(if mv == PASS {
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
    let wins = p
        .ends
        .iter()
        .enumerate()
        .filter(|(_, e)| e.verdict == Verdict::Win && matches!(e.test, PieceTest::Reach(_)))
        .map(|(i, _)| {
            let zone = format_ident!("ZONE_{i}");
            quote! {
                if #zone[me].test(to) {
                    score += #HINT_WIN;
                }
            }
        });
    let promotions = p.kinds.iter().enumerate().filter_map(|(k, kind)| {
        kind.promote.as_ref()?;
        let zone = format_ident!("PROMOTE_{k}");
        let kk = kind_lit(k);
        Some(quote! {
            if kind == #kk && #zone[me].test(to) {
                score += #HINT_PROMOTE;
            }
        })
    });
    quote! {
        #pass
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
fn noisy(p: &PieceRules) -> TokenStream {
    if p.flipping || !p.can_capture() {
        return TokenStream::new();
    }
    let pass = (p.no_moves == NoMoves::Pass).then(|| quote!(mv != PASS &&));
    let jump = p.has_jumps().then(|| quote!(mv & JUMP != 0 ||));
    quote! {
        #[inline]
        fn is_noisy(&self, mv: Move) -> bool {
            #pass (#jump self.side_bits(1 - self.to_move.index()).test(((mv >> CELL_BITS) & CELL_MASK) as usize))
        }

        fn generate_noisy(&self, moves: &mut Self::Moves) {
            match self.to_move {
                Side::First => self.captures::<0, _>(moves),
                Side::Second => self.captures::<1, _>(moves),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{ast, ctxt::Ctxt, lower, validate};
    use proc_macro2::TokenStream;
    use quote::quote;

    fn rules(tokens: TokenStream) -> crate::ir::Rules {
        let mut cx = Ctxt::new();
        let games = ast::parse_games(tokens, &mut cx);
        validate::validate(&games[0], &mut cx);
        assert!(cx.check().is_ok());
        lower::rules(&games[0])
    }

    /// The move list holds every move a position can have, and no more
    /// than that bound: four amazons, each with at most 35 queen moves and
    /// then 35 shots on a 10 x 10 board.
    #[test]
    fn move_capacity_follows_the_rules() {
        let amazons = rules(quote! {
            A { board: 10 x 10, piece Amazon { slide any to empty then shoot Arrow slide any to empty },
                setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7, no moves: lose }
        });
        let p = amazons.pieces.as_ref().unwrap();
        assert_eq!(super::capacity(&amazons, p), 4 * 35 * 35);
        let othello = rules(quote! {
            O { board: 8 x 8, moves: place flipping, setup: first on e4 d5, second on d4 e5, no moves: pass, win: most pieces }
        });
        assert_eq!(
            super::capacity(&othello, othello.pieces.as_ref().unwrap()),
            64
        );
    }

    /// Forward is towards the opponent's setup, and kinds are worth what
    /// their rules let them do.
    #[test]
    fn orientation_and_worth_come_from_the_rules() {
        let checkers = rules(quote! {
            C { board: 8 x 8 dark,
                piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain, promote King at last row ends move },
                piece King { step diagonal to empty, jump diagonal over enemy chain },
                setup: first Man on squares 1..=12, second Man on squares 21..=32,
                captures: mandatory, no moves: lose }
        });
        let p = checkers.pieces.as_ref().unwrap();
        // The first player starts at the top and moves down.
        assert_eq!(p.forward, -1);
        assert_eq!(p.oriented((1, 1), 0), (-1, -1));
        assert_eq!(p.oriented((1, 1), 1), (1, 1));
        assert_eq!((p.kinds[0].value, p.kinds[1].value), (100, 200));
        let promote = p.kinds[0].promote.as_ref().unwrap();
        // Black crowns on the bottom row (a1 c1 e1 g1), White on the top.
        assert_eq!(promote.zone[0], [0, 2, 4, 6]);
        assert_eq!(promote.zone[1], [57, 59, 61, 63]);
        assert!(promote.ends_move && p.mandatory);
    }
}
