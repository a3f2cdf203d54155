//! Games on a board of boxes (dots and boxes).
//!
//! The position is the lines drawn, one bit an edge in OpenSpiel's order
//! of actions (a `u64`, or a `u128` beyond 64 lines), the boxes each
//! player completed (a `u64` each: a board of at most 128 lines has fewer
//! than 64 boxes, since every box has two sides of its own, its top and
//! its left, and the border adds more), the side to move and the key. A
//! move is the edge's index, a `u8`. Each box's four sides are a mask and
//! each edge lists the one or two boxes it closes, worked out by the
//! macro.
//!
//! The key covers the lines, the side to move and the first player's lead
//! in boxes, not which boxes each player owns: two positions with the same
//! lines and the same lead have the same future, so the transposition
//! table shares them.

mod features;
mod notation;

use super::game_impl::GameImpl;
use super::preamble::ZOBRIST_SEED;
use super::HINT_CAPTURE;
use crate::ir::{BoxRules, Game};
use crate::vocab::cell_name;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// What the emitters share.
struct Ctx<'a> {
    game: &'a Game,
    rules: &'a BoxRules,
}

impl Ctx<'_> {
    /// The word of the lines: `u64`, or `u128` beyond 64 lines.
    fn word(&self) -> TokenStream {
        if self.rules.edges() <= 64 {
            quote!(u64)
        } else {
            quote!(u128)
        }
    }

    /// A set of lines as a literal of the lines' word.
    fn lines(&self, edges: impl IntoIterator<Item = usize>) -> Literal {
        let mask = edges.into_iter().fold(0u128, |m, e| m | 1 << e);
        if self.rules.edges() <= 64 {
            Literal::u64_suffixed(mask as u64)
        } else {
            Literal::u128_suffixed(mask)
        }
    }

    /// A dot's name: column `col`, row `row` from the bottom, as a cell.
    fn dot(col: usize, row: usize) -> String {
        cell_name(col, row)
    }

    /// Edge `e` as its two dots, lower-left first: `a1-b1`.
    fn edge_name(&self, e: usize) -> String {
        let ((c0, r0), (c1, r1)) = self.rules.dots(e);
        format!("{}-{}", Self::dot(c0, r0), Self::dot(c1, r1))
    }
}

/// The code of one game of boxes.
pub fn game(game: &Game, rules: &BoxRules) -> TokenStream {
    let cx = Ctx { game, rules };
    let word = cx.word();
    let position = super::position_struct(
        game,
        &summary(&cx),
        quote! {
            lines: #word,
            boxes: [u64; 2],
            to_move: ::alphabeta::runtime::Side,
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

            type Move = u8;
            type Lines = #word;

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
    let edges = r.edges();
    let n_edges = Literal::usize_unsuffixed(edges);
    let n_boxes = Literal::usize_unsuffixed(r.boxes());
    let cols = Literal::usize_unsuffixed(r.cols);
    let rows = Literal::usize_unsuffixed(r.rows);
    let all = cx.lines(0..edges);
    let sides: Vec<Literal> = (0..r.boxes()).map(|b| cx.lines(r.sides(b))).collect();
    let closes: Vec<TokenStream> = (0..edges)
        .map(|e| {
            let boxes = r.boxes_of(e);
            // An edge is a side of one box on the border, two inside.
            let [a, b] =
                [0, 1].map(|i| Literal::u8_unsuffixed(boxes.get(i).map_or(u8::MAX, |&b| b as u8)));
            quote!([#a, #b])
        })
        .collect();
    let names: Vec<String> = (0..edges).map(|e| cx.edge_name(e)).collect();
    let dots: Vec<TokenStream> = (0..edges)
        .map(|e| {
            let ((c0, r0), (c1, r1)) = r.dots(e);
            let [c0, r0, c1, r1] = [c0, r0, c1, r1].map(|n| Literal::u8_unsuffixed(n as u8));
            quote!([#c0, #r0, #c1, #r1])
        })
        .collect();
    let komi = Literal::i64_unsuffixed(r.komi_halves);
    let again = r.again;
    // One key a line, one for each lead from -BOXES to BOXES, one for the
    // second player to move.
    let n_keys = Literal::usize_unsuffixed(edges + 2 * r.boxes() + 2);
    quote! {
        /// Boxes along a row, and rows of boxes.
        const COLS: usize = #cols;
        const ROWS: usize = #rows;
        /// The lines of the board, and its boxes.
        const EDGES: usize = #n_edges;
        const BOXES: usize = #n_boxes;
        /// Every line.
        const ALL: Lines = #all;
        /// Each box's four sides, boxes row by row from the top.
        const SIDES: [Lines; BOXES] = [#(#sides),*];
        /// The boxes each edge is a side of; `u8::MAX` where there is none.
        const CLOSES: [[u8; 2]; EDGES] = [#(#closes),*];
        /// Each edge as its two dots, lower-left first: `a1-b1`.
        const NAMES: [&str; EDGES] = [#(#names),*];
        /// Each edge's dots, as column and row from the bottom-left dot.
        const DOTS: [[u8; 4]; EDGES] = [#(#dots),*];
        /// The second player's komi, in half points.
        const KOMI_HALVES: i64 = #komi;
        /// Whether a move that completes a box gives its player another.
        const AGAIN: bool = #again;
        /// The keys: one a line, one a lead, one for the second player to move.
        static KEYS: [u64; #n_keys] = {
            let mut keys = [0; #n_keys];
            let mut state = #ZOBRIST_SEED;
            let mut i = 0;
            while i < keys.len() {
                let (next, key) = bb::splitmix64(state);
                state = next;
                keys[i] = key;
                i += 1;
            }
            keys
        };

        /// The key of line `edge`.
        #[inline]
        fn line_key(edge: usize) -> u64 {
            KEYS[edge]
        }

        /// The key of the first player's lead in boxes.
        #[inline]
        fn lead_key(lead: i32) -> u64 {
            KEYS[(EDGES as i32 + BOXES as i32 + lead) as usize]
        }

        /// The key of the second player to move.
        const SECOND_KEY: usize = EDGES + 2 * BOXES + 1;

        /// The bit of `edge` among the lines.
        #[inline]
        const fn line(edge: usize) -> Lines {
            1 << edge
        }
    }
}

/// The rules: the boxes an edge completes, the count, the key.
fn helpers(_cx: &Ctx) -> TokenStream {
    quote! {
        /// The boxes that drawing `edge` on `lines` (where it is not yet
        /// drawn) completes, as a mask of boxes.
        #[inline]
        fn completes(lines: Lines, edge: usize) -> u64 {
            let after = lines | line(edge);
            let mut done = 0u64;
            for b in CLOSES[edge] {
                if b != u8::MAX && after & SIDES[b as usize] == SIDES[b as usize] {
                    done |= 1 << b;
                }
            }
            done
        }

        /// The boxes that drawing `edge` leaves one side short, open to
        /// the next player to move.
        #[inline]
        fn opens(lines: Lines, edge: usize) -> u32 {
            let after = lines | line(edge);
            let mut open = 0;
            for b in CLOSES[edge] {
                if b != u8::MAX && (after & SIDES[b as usize]).count_ones() == 3 {
                    open += 1;
                }
            }
            open
        }

        /// The first player's lead in boxes.
        #[inline]
        fn lead(&self) -> i32 {
            self.boxes[0].count_ones() as i32 - self.boxes[1].count_ones() as i32
        }

        /// The outcome once every line is drawn: the first player's boxes
        /// against the second's and the komi.
        fn judge(&self) -> Option<Outcome> {
            if self.lines != ALL {
                return None;
            }
            let halves = 2 * i64::from(self.lead()) - KOMI_HALVES;
            Some(match halves {
                h if h > 0 => Outcome::Win(Side::First),
                h if h < 0 => Outcome::Win(Side::Second),
                _ => Outcome::Draw,
            })
        }

        /// The key from nothing but the position.
        fn scratch_key(&self) -> u64 {
            let mut hash = lead_key(self.lead());
            for edge in 0..EDGES {
                if self.lines & line(edge) != 0 {
                    hash ^= line_key(edge);
                }
            }
            if self.to_move == Side::Second {
                hash ^= KEYS[SECOND_KEY];
            }
            hash
        }
    }
}

/// The helpers a user's own evaluator needs.
fn inherent(_cx: &Ctx) -> TokenStream {
    quote! {
        /// Boxes along a row.
        pub const COLS: usize = COLS;
        /// Rows of boxes.
        pub const ROWS: usize = ROWS;
        /// The lines of the board: the moves of a whole game.
        pub const EDGES: usize = EDGES;

        /// Whether line `edge` (OpenSpiel's action number) is drawn.
        #[must_use]
        pub fn is_drawn(&self, edge: Move) -> bool {
            usize::from(edge) < EDGES && self.lines & line(usize::from(edge)) != 0
        }

        /// The boxes `side` has completed.
        #[must_use]
        pub fn boxes(&self, side: Side) -> u32 {
            self.boxes[side.index()].count_ones()
        }

        /// Who completed the box in column `col`, row `row`, both from 0,
        /// row 0 the top row as OpenSpiel numbers them; `None` while open.
        #[must_use]
        pub fn owner(&self, col: usize, row: usize) -> Option<Side> {
            ::core::assert!(col < COLS && row < ROWS, "no box at column {col}, row {row}");
            let bit = 1u64 << (col + row * COLS);
            if self.boxes[0] & bit != 0 {
                Some(Side::First)
            } else if self.boxes[1] & bit != 0 {
                Some(Side::Second)
            } else {
                None
            }
        }

        /// The first player's lead by the count, komi included, in half
        /// points.
        #[must_use]
        pub fn lead_halves(&self) -> i64 {
            2 * i64::from(self.lead()) - KOMI_HALVES
        }

        /// The lines drawn so far: the moves played.
        #[must_use]
        pub fn plies(&self) -> u32 {
            self.lines.count_ones()
        }

        /// The two dots a move joins, as column and row from the
        /// bottom-left dot, the lower-left dot first.
        #[must_use]
        pub fn move_dots(mv: Move) -> ((usize, usize), (usize, usize)) {
            let [c0, r0, c1, r1] = DOTS[usize::from(mv)].map(usize::from);
            ((c0, r0), (c1, r1))
        }
    }
}

/// `impl Game`.
fn impl_game(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    // One move a line: a position lists at most every line.
    let capacity = Literal::usize_unsuffixed(cx.rules.edges());
    let capture = Literal::i32_unsuffixed(HINT_CAPTURE);
    GameImpl {
        header: quote!(impl Game for #name),
        tunable: Some(quote!(#name)),
        move_type: quote!(Move),
        moves_type: quote!(MoveList<Move, #capacity>),
        start: quote! {
            let mut start = #name {
                lines: 0,
                boxes: [0; 2],
                to_move: Side::First,
                outcome: None,
                hash: 0,
            };
            start.hash = start.scratch_key();
            start
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: quote! {
            let open = ALL & !self.lines;
            for edge in open.ones() {
                moves.push(edge as Move);
            }
        },
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(self.scratch_key()),
        evaluate: Some(quote! {
            // The boxes each player holds, from the side to move's view,
            // in centi-boxes; and the boxes one side short, which the
            // side to move may take now (all of them when completing a
            // box moves again, else one).
            let lead_halves = self.lead_halves();
            let mine = if self.to_move == Side::First { lead_halves } else { -lead_halves };
            let mut takeable = 0;
            for sides in SIDES {
                if (self.lines & sides).count_ones() == 3 {
                    takeable += 1;
                }
            }
            if !AGAIN {
                takeable = takeable.min(1);
            }
            50 * mine as i32 + 80 * takeable
        }),
        move_priority: Some(quote! {
            // A move that completes boxes first; one that leaves a box one
            // side short for the opponent (a third side) last.
            let edge = usize::from(mv);
            let done = Self::completes(self.lines, edge).count_ones() as i32;
            if done > 0 {
                return #capture * done;
            }
            -(Self::opens(self.lines, edge) as i32) * 1_000
        }),
        no_moves: Some(quote!(self.judge().unwrap_or(Outcome::Draw))),
        items: quote! {
            fn play(&self, mv: Move) -> Self {
                let mut next = *self;
                let edge = usize::from(mv);
                let me = self.to_move.index();
                let done = Self::completes(self.lines, edge);
                next.lines |= line(edge);
                next.hash ^= line_key(edge);
                if done != 0 {
                    next.hash ^= lead_key(self.lead());
                    next.boxes[me] |= done;
                    next.hash ^= lead_key(next.lead());
                }
                if done == 0 || !AGAIN {
                    next.to_move = self.to_move.opponent();
                    next.hash ^= KEYS[SECOND_KEY];
                }
                next.outcome = next.judge();
                next
            }

            fn max_remaining_plies(&self) -> Option<u32> {
                Some(EDGES as u32 - self.lines.count_ones())
            }
        },
    }
    .emit()
}

/// The declaration, as rustdoc shows it on the generated type.
fn summary(cx: &Ctx) -> String {
    let g = cx.game;
    let r = cx.rules;
    let mut rules = format!("board: {} x {} boxes,\n", r.cols, r.rows);
    rules += &format!("players: {}, {},\n", g.players[0].name, g.players[1].name);
    rules += "moves: place,\n";
    if r.again {
        rules += "turns: again after scoring,\n";
    }
    rules += "score: boxes";
    if r.komi_halves != 0 {
        let komi = r.komi_halves as f64 / 2.0;
        rules += &format!(", komi {komi}");
    }
    rules += ",\n";
    let indented: String = rules.lines().map(|l| format!(" {l}\n")).collect();
    format!(" # Rules\n\n Declared with `game!`:\n\n ```text\n{indented}```")
}
