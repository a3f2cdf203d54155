//! Games on a board of points joined by lines (the mill games).
//!
//! The position is one `u64` of men per player over the rectangle the
//! points are cut from (a cell off the board is never set), the men
//! each player still holds in hand, whether the side to move is removing
//! a man after a mill, and the count of finished turns. The lines are
//! masks, and each point's neighbours a mask, worked out by the macro
//! from the declared lines; a cell off the board is in no mask.
//!
//! A move is a `u16`: the landing (or removed) cell in bits 0..6, the
//! cell a man leaves in bits 6..12, and its kind in bits 12..14 (0 a
//! placement, 1 a step or a flight, 2 a removal).

mod features;
mod notation;

use super::game_impl::GameImpl;
use super::preamble::ZOBRIST_SEED;
use crate::ir::{Game, PointEnd, PointRules};
use crate::vocab::{cell_name, NoMoves, Verdict};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// What the emitters share.
struct Ctx<'a> {
    game: &'a Game,
    rules: &'a PointRules,
}

impl Ctx<'_> {
    fn cells(&self) -> usize {
        self.game.board.cells()
    }

    fn mask(cells: impl IntoIterator<Item = usize>) -> Literal {
        Literal::u64_suffixed(cells.into_iter().fold(0u64, |m, c| m | 1 << c))
    }
}

/// The code of one game on points.
pub fn game(game: &Game, rules: &PointRules) -> TokenStream {
    let cx = Ctx { game, rules };
    let position = super::position_struct(
        game,
        &summary(&cx),
        quote! {
            men: [u64; 2],
            hand: [u8; 2],
            to_move: ::alphabeta::runtime::Side,
            removing: bool,
            turns: u16,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            hash: u64,
        },
    );
    let tables = tables(&cx);
    let helpers = helpers(&cx);
    let inherent = inherent(&cx);
    let impl_game = impl_game(&cx);
    let notation = notation::impls(&cx);
    let display = notation::display(&cx);
    let debug = super::debug_impl(game);
    let features = features::features(&cx);
    let name = &game.name;
    quote! {
        #position

        const _: () = {
            use ::alphabeta::runtime::bitboard::{self as bb, Bits as _};
            use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError, Outcome, Side};
            use ::core::option::Option::{self, None, Some};
            use ::core::result::Result::{self, Err, Ok};

            type Move = u16;

            #tables

            impl #name {
                #inherent
                #helpers
            }

            #impl_game
            #notation
            #display
            #debug
            #features
        };
    }
}

/// The board's masks, names and keys.
fn tables(cx: &Ctx) -> TokenStream {
    let r = cx.rules;
    let cells = cx.cells();
    let n_cells = Literal::usize_unsuffixed(cells);
    let points = Ctx::mask(r.points.iter().copied());
    let lines: Vec<Literal> = r
        .lines
        .iter()
        .map(|l| Ctx::mask(l.iter().copied()))
        .collect();
    let n_lines = Literal::usize_unsuffixed(lines.len());
    let neighbours: Vec<Literal> = (0..cells)
        .map(|c| {
            if r.points.contains(&c) {
                Ctx::mask(r.neighbours(c))
            } else {
                Ctx::mask([])
            }
        })
        .collect();
    let names: Vec<String> = (0..cells)
        .map(|c| {
            if r.points.contains(&c) {
                cell_name(c % cx.game.board.width, c / cx.game.board.width)
            } else {
                String::new()
            }
        })
        .collect();
    let men = Literal::u8_unsuffixed(r.men);
    let hand_keys = Literal::usize_unsuffixed(2 * (usize::from(r.men) + 1) + 1);
    let fly = Literal::u32_unsuffixed(u32::from(r.fly.unwrap_or(0)));
    let width = Literal::usize_unsuffixed(cx.game.board.width);
    let height = Literal::usize_unsuffixed(cx.game.board.height);
    let turn_keys = turn_keys(cx);
    quote! {
        /// Columns and rows of the rectangle the points are cut from.
        const WIDTH: usize = #width;
        const HEIGHT: usize = #height;
        const CELLS: usize = #n_cells;
        /// The points: every other cell is off the board.
        const POINTS: u64 = #points;
        /// The lines, each a mask of its points.
        const LINES: [u64; #n_lines] = [#(#lines),*];
        /// Each cell's neighbours along the lines (none off the board).
        const NEIGHBOURS: [u64; CELLS] = [#(#neighbours),*];
        /// Each cell's name, `""` off the board.
        const NAMES: [&str; CELLS] = [#(#names),*];
        /// The men each player starts with in hand.
        const MEN: u8 = #men;
        /// A player with at most this many men flies (0: never).
        const FLY: u32 = #fly;
        /// One key per player and cell, and one for the second player to move.
        static ZOBRIST: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED);
        /// A key per player and count in hand, then one for a removal to make.
        static STATE_KEYS: [u64; #hand_keys] = {
            let mut keys = [0; #hand_keys];
            let mut state = !#ZOBRIST_SEED;
            let mut i = 0;
            while i < keys.len() {
                let (next, key) = bb::splitmix64(state);
                state = next;
                keys[i] = key;
                i += 1;
            }
            keys
        };

        /// The key of `count` men in `side`'s hand.
        #[inline]
        fn hand_key(side: usize, count: u8) -> u64 {
            STATE_KEYS[side * (MEN as usize + 1) + count as usize]
        }

        /// The key of a removal to make.
        const REMOVING: usize = 2 * (MEN as usize + 1);

        #turn_keys

        const fn place(to: usize) -> Move {
            to as Move
        }

        const fn shift(from: usize, to: usize) -> Move {
            1 << 12 | (from as Move) << 6 | to as Move
        }

        const fn removal(cell: usize) -> Move {
            2 << 12 | cell as Move
        }

        /// Whether `men` fill a line through `cell`.
        #[inline]
        fn mill_at(men: u64, cell: usize) -> bool {
            LINES.iter().any(|&line| line & 1 << cell != 0 && men & line == line)
        }

        /// Every man of `men` that stands in a mill.
        #[inline]
        fn in_mills(men: u64) -> u64 {
            LINES
                .iter()
                .filter(|&&line| men & line == line)
                .fold(0, |all, &line| all | line)
        }
    }
}

/// The most turns a game of `cx` can count before its move limit ends it,
/// if it has one (`draw: n moves` is `2n` turns).
fn turn_limit(cx: &Ctx) -> Option<u16> {
    cx.rules
        .ends
        .iter()
        .filter_map(|end| match *end {
            PointEnd::Limit(moves) => Some(moves.saturating_mul(2)),
            PointEnd::Fewer(..) => None,
        })
        .min()
}

/// `turn_key(turns)`: under a move limit, the key of the turns played. Two
/// positions with the same men but a different count of turns are
/// different positions then (one is nearer the draw), so the table must
/// not mix them; every count past the limit shares the limit's key, since
/// the game ends there. Without a limit the count decides nothing, and
/// its key is 0.
fn turn_keys(cx: &Ctx) -> TokenStream {
    match turn_limit(cx) {
        Some(limit) => {
            let n = Literal::usize_unsuffixed(usize::from(limit) + 1);
            quote! {
                /// A key for each count of turns up to the move limit.
                static TURN_KEYS: [u64; #n] = {
                    let mut keys = [0; #n];
                    let mut state = #ZOBRIST_SEED.rotate_left(17);
                    let mut i = 0;
                    while i < keys.len() {
                        let (next, key) = bb::splitmix64(state);
                        state = next;
                        keys[i] = key;
                        i += 1;
                    }
                    keys
                };

                /// The key of `turns` finished turns.
                #[inline]
                fn turn_key(turns: u16) -> u64 {
                    TURN_KEYS[usize::from(turns).min(TURN_KEYS.len() - 1)]
                }
            }
        }
        None => quote! {
            /// The turns played decide nothing without a move limit.
            #[inline(always)]
            fn turn_key(_turns: u16) -> u64 {
                0
            }
        },
    }
}

/// The rules: who has moved, what ends the game.
fn helpers(cx: &Ctx) -> TokenStream {
    let r = cx.rules;
    let forms_mill = if r.mill {
        quote!(mill_at(men, to))
    } else {
        quote! {
            let _ = (men, to);
            false
        }
    };
    let mut tests = TokenStream::new();
    for end in &r.ends {
        tests.extend(match *end {
            PointEnd::Fewer(verdict, below) => {
                let below = Literal::u32_unsuffixed(u32::from(below));
                let outcome = match verdict {
                    Verdict::Lose => quote!(Outcome::Win(side.opponent())),
                    Verdict::Win => quote!(Outcome::Win(side)),
                    Verdict::Draw => quote!(Outcome::Draw),
                };
                quote! {
                    for side in [mover, mover.opponent()] {
                        if self.men_of(side) < #below {
                            return Some(#outcome);
                        }
                    }
                }
            }
            PointEnd::Limit(moves) => {
                let turns = Literal::u16_unsuffixed(moves * 2);
                quote! {
                    if !self.removing && self.turns >= #turns {
                        let mut moves = <Self as Game>::Moves::default();
                        self.generate(&mut moves);
                        return Some(if moves.as_slice().is_empty() {
                            self.no_moves()
                        } else {
                            Outcome::Draw
                        });
                    }
                }
            }
        });
    }
    quote! {
        /// The men `side` has, on the board and in hand.
        #[inline]
        fn men_of(&self, side: Side) -> u32 {
            self.men[side.index()].count_ones() + u32::from(self.hand[side.index()])
        }

        /// The outcome once `mover` has moved, by the end conditions in
        /// the order written.
        fn judge(&self, mover: Side) -> Option<Outcome> {
            let _ = mover;
            #tests
            None
        }

        /// Whether a move to `to` by the side to move forms a mill that
        /// removes a man.
        #[inline]
        fn forms_mill(men: u64, to: usize) -> bool {
            #forms_mill
        }

        /// The key from nothing but the position.
        fn scratch_key(&self) -> u64 {
            let mut hash = 0;
            for side in 0..2 {
                for cell in self.men[side].ones() {
                    hash ^= ZOBRIST.stones[side][cell];
                }
                hash ^= hand_key(side, self.hand[side]);
            }
            if self.to_move == Side::Second {
                hash ^= ZOBRIST.second_to_move;
            }
            if self.removing {
                hash ^= STATE_KEYS[REMOVING];
            }
            hash ^ turn_key(self.turns)
        }
    }
}

/// The helpers a user's own evaluator needs.
fn inherent(cx: &Ctx) -> TokenStream {
    let width = Literal::usize_unsuffixed(cx.game.board.width);
    let height = Literal::usize_unsuffixed(cx.game.board.height);
    quote! {
        /// The number of columns of the rectangle the points are cut from.
        pub const WIDTH: usize = #width;
        /// The number of rows.
        pub const HEIGHT: usize = #height;

        /// Whether column `col`, row `row` (both from 0, row 0 the bottom)
        /// is a point of the board.
        #[must_use]
        pub fn is_point(col: usize, row: usize) -> bool {
            col < WIDTH && row < HEIGHT && POINTS & 1 << (col + row * WIDTH) != 0
        }

        /// The player whose man stands on column `col`, row `row`, if any.
        #[must_use]
        pub fn man(&self, col: usize, row: usize) -> Option<Side> {
            ::core::assert!(col < WIDTH && row < HEIGHT, "no cell at column {col}, row {row}");
            let bit = 1u64 << (col + row * WIDTH);
            if self.men[0] & bit != 0 {
                Some(Side::First)
            } else if self.men[1] & bit != 0 {
                Some(Side::Second)
            } else {
                None
            }
        }

        /// The men `side` still holds in hand.
        #[must_use]
        pub fn in_hand(&self, side: Side) -> u32 {
            u32::from(self.hand[side.index()])
        }

        /// Whether the side to move has formed a mill and now removes a man.
        #[must_use]
        pub fn removing(&self) -> bool {
            self.removing
        }

        /// The turns finished so far (a turn's removal is part of it).
        #[must_use]
        pub fn turns(&self) -> u32 {
            u32::from(self.turns)
        }

        /// The cells a move names, as column and row: the landing (or
        /// removed) cell, and the cell left, if any.
        #[must_use]
        pub fn move_cells(mv: Move) -> ((usize, usize), Option<(usize, usize)>) {
            let to = usize::from(mv & 63);
            let from = usize::from(mv >> 6 & 63);
            let at = |c: usize| (c % WIDTH, c / WIDTH);
            (at(to), (mv >> 12 == 1).then(|| at(from)))
        }
    }
}

/// `impl Game`.
fn impl_game(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let capacity = Literal::usize_unsuffixed(cx.rules.move_capacity());
    let no_moves = match cx.rules.no_moves {
        NoMoves::Lose => quote!(Outcome::Win(self.to_move.opponent())),
        NoMoves::Win => quote!(Outcome::Win(self.to_move)),
        _ => quote!(Outcome::Draw),
    };
    GameImpl {
        header: quote!(impl Game for #name),
        tunable: Some(quote!(#name)),
        move_type: quote!(Move),
        moves_type: quote!(MoveList<Move, #capacity>),
        start: quote! {
            let mut start = #name {
                men: [0; 2],
                hand: [MEN; 2],
                to_move: Side::First,
                removing: false,
                turns: 0,
                outcome: None,
                hash: 0,
            };
            start.hash = start.scratch_key();
            start
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: quote! {
            let me = self.to_move.index();
            let empty = POINTS & !(self.men[0] | self.men[1]);
            if self.removing {
                let enemy = self.men[1 - me];
                let free = enemy & !in_mills(enemy);
                let pool = if free != 0 { free } else { enemy };
                for cell in pool.ones() {
                    moves.push(removal(cell));
                }
            } else if self.hand[me] > 0 {
                for cell in empty.ones() {
                    moves.push(place(cell));
                }
            } else if self.men[me].count_ones() <= FLY {
                for from in self.men[me].ones() {
                    for to in empty.ones() {
                        moves.push(shift(from, to));
                    }
                }
            } else {
                for from in self.men[me].ones() {
                    for to in (NEIGHBOURS[from] & empty).ones() {
                        moves.push(shift(from, to));
                    }
                }
            }
        },
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(self.scratch_key()),
        evaluate: Some(quote! {
            let me = self.to_move.index();
            let material = self.men_of(self.to_move) as i32 - self.men_of(self.to_move.opponent()) as i32;
            // A line two men short of a mill, its last point empty.
            let empty = POINTS & !(self.men[0] | self.men[1]);
            let mut threats = 0i32;
            for &line in &LINES {
                let open = (line & empty).count_ones() == 1;
                if open && self.men[1 - me] & line == 0 {
                    threats += 1;
                }
                if open && self.men[me] & line == 0 {
                    threats -= 1;
                }
            }
            100 * material + 10 * threats
        }),
        move_priority: Some(quote! {
            let to = usize::from(mv & 63);
            let me = self.to_move.index();
            match mv >> 12 {
                0 => i32::from(Self::forms_mill(self.men[me] | 1 << to, to)) * 100_000,
                1 => {
                    let from = usize::from(mv >> 6 & 63);
                    i32::from(Self::forms_mill(self.men[me] & !(1 << from) | 1 << to, to)) * 100_000
                }
                _ => 0,
            }
        }),
        no_moves: Some(no_moves),
        items: quote! {
            /// A removal, and a move that forms a mill (and so removes a man
            /// next): quiescence search plays them out before it trusts
            /// the evaluation, which counts the men.
            #[inline]
            fn is_noisy(&self, mv: Move) -> bool {
                let me = self.to_move.index();
                let to = usize::from(mv & 63);
                match mv >> 12 {
                    0 => Self::forms_mill(self.men[me] | 1 << to, to),
                    1 => {
                        let from = usize::from(mv >> 6 & 63);
                        Self::forms_mill(self.men[me] & !(1 << from) | 1 << to, to)
                    }
                    _ => true,
                }
            }

            fn generate_noisy(&self, moves: &mut Self::Moves) {
                self.generate(moves);
                if !self.removing {
                    moves.retain(|mv| self.is_noisy(mv));
                }
            }

            fn play(&self, mv: Move) -> Self {
                let mut next = *self;
                let me = self.to_move.index();
                let to = usize::from(mv & 63);
                let formed = match mv >> 12 {
                    0 => {
                        let held = next.hand[me];
                        next.men[me] |= 1 << to;
                        next.hand[me] = held - 1;
                        next.hash ^= ZOBRIST.stones[me][to] ^ hand_key(me, held) ^ hand_key(me, held - 1);
                        Self::forms_mill(next.men[me], to)
                    }
                    1 => {
                        let from = usize::from(mv >> 6 & 63);
                        next.men[me] ^= 1 << from | 1 << to;
                        next.hash ^= ZOBRIST.stones[me][from] ^ ZOBRIST.stones[me][to];
                        Self::forms_mill(next.men[me], to)
                    }
                    _ => {
                        next.men[1 - me] &= !(1 << to);
                        next.hash ^= ZOBRIST.stones[1 - me][to] ^ STATE_KEYS[REMOVING];
                        next.removing = false;
                        false
                    }
                };
                if formed {
                    next.removing = true;
                    next.hash ^= STATE_KEYS[REMOVING];
                } else {
                    next.to_move = self.to_move.opponent();
                    next.hash ^= ZOBRIST.second_to_move;
                    next.turns = next.turns.saturating_add(1);
                    next.hash ^= turn_key(self.turns) ^ turn_key(next.turns);
                }
                next.outcome = next.judge(self.to_move);
                next
            }
        },
    }
    .emit()
}

/// The declaration, as rustdoc shows it on the generated type.
fn summary(cx: &Ctx) -> String {
    let g = cx.game;
    let r = cx.rules;
    let w = g.board.width;
    let name = |c: usize| cell_name(c % w, c / w);
    let mut rules = format!("board: {} x {},\n", w, g.board.height);
    rules += &format!("players: {}, {},\n", g.players[0].name, g.players[1].name);
    let points: Vec<String> = r.points.iter().map(|&c| name(c)).collect();
    rules += &format!("points: {},\n", points.join(" "));
    let lines: Vec<String> = r
        .lines
        .iter()
        .map(|l| l.iter().map(|&c| name(c)).collect::<Vec<_>>().join(" "))
        .collect();
    rules += &format!("lines: {},\n", lines.join(", "));
    rules += &format!("moves: place {} then step", r.men);
    if let Some(k) = r.fly {
        rules += &format!(" or fly at {k}");
    }
    rules += ",\n";
    if r.mill {
        rules += "captures: mill,\n";
    }
    for end in &r.ends {
        rules += &match end {
            PointEnd::Fewer(verdict, n) => format!("{verdict}: fewer than {n} pieces,\n"),
            PointEnd::Limit(n) => format!("draw: {n} moves,\n"),
        };
    }
    rules += &format!("no moves: {},\n", r.no_moves.written());
    let indented: String = rules.lines().map(|l| format!(" {l}\n")).collect();
    format!(" # Rules\n\n Declared with `game!`:\n\n ```text\n{indented}```")
}
