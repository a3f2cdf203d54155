//! Placement games whose turn ends by turning one block of the board a
//! quarter turn (`moves: place then rotate 3 x 3`, Pentago).
//!
//! # Design
//!
//! A turn is one move of the game, the stone and the quarter turn
//! together, as OpenSpiel counts Pentago's: the move is `cell * TURNS +
//! turn`, where `turn` is `block * 2`, plus 1 for clockwise (as the board
//! is drawn, rank 1 at the bottom). The blocks are numbered from `a1`
//! along the bottom row of blocks, then up. A 6 x 6 board of 3 x 3
//! blocks has 36 x 8 = 288 moves at the start; the checker bounds the
//! move list (`MOST_TURNS`), so its capacity is `CELLS * TURNS`.
//!
//! A quarter turn moves each stone of the block to its image, read from
//! a table (`IMAGE`), and updates the Zobrist key stone by stone: the key
//! stays the key of the stones where they stand.
//!
//! **Who wins.** After the turn, the declared conditions are judged for
//! both players, each's in order: a rotation can complete the opponent's
//! line as well as the mover's. A win for one side alone stands; wins for
//! both are a draw; otherwise a draw either side meets (`full`) ends the
//! game drawn.
//!
//! **Evaluation and hints.** The evaluation is the one the conditions
//! give (open windows of a line, or the distance of a connection), of the
//! stones where they stand. A move's hint plays it, quarter turn
//! included, and scores the position it leaves: first the moves that win,
//! last those that hand the opponent the game, and between them the
//! evaluation of the child from the mover's side. So the ordering sees
//! each rotation's lines as the evaluation sees a placement's.

use super::{eval, rules, tables, tactics, Ctx};
use crate::codegen::game_impl::GameImpl;
use crate::codegen::names::StoneNames;
use crate::codegen::preamble::{preamble, word_type};
use crate::codegen::HINT_WIN;
use crate::ir::{Game, Rotation, Stones};
use crate::vocab::cell_name;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The code of one rotating game.
pub fn game(game: &Game, stones: &Stones, rotation: Rotation) -> TokenStream {
    let board = &game.board;
    let cx = Ctx {
        game,
        board,
        stones,
        names: StoneNames::new(stones),
        move_type: quote!(u16),
        // A reflection turns clockwise into anticlockwise.
        symmetric: false,
        wins: tactics::WinsField::default(),
    };
    let word = word_type(board);
    let position = crate::codegen::position_struct(
        game,
        &super::summary(game, stones),
        quote! {
            stones: [#word; 2],
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            plies: u16,
            hash: u64,
        },
    );
    let preamble = preamble(
        board,
        &cx.move_type,
        (" Every cell of the board.", quote!(narrow(GRID.all()))),
    );
    let tables = tables::tables(&cx);
    let zobrist = tables::zobrist();
    let ends = rules::ends(&cx);
    let blocks = blocks(&cx, rotation);
    let eval = eval::evaluation(&cx);
    let eval_items = &eval.items;
    let impl_game = impl_game(&cx, rotation, &eval);
    let inherent = inherent(&cx);
    let notation = notation(&cx, rotation);
    let view = board_view(&cx);
    let debug = crate::codegen::debug_impl(game);
    let features = super::features::features(game, stones);
    let name = &game.name;
    quote! {
        #position

        const _: () = {
            #preamble
            #tables
            #zobrist
            #ends
            #blocks
            #eval_items

            impl #name {
                #inherent
            }

            #impl_game
            #notation
            #debug
            #view
            #features
        };
    }
}

/// The blocks, their quarter turns, and the judgement after a turn.
fn blocks(cx: &Ctx, rotation: Rotation) -> TokenStream {
    let corners = rotation.blocks(cx.board);
    let count = Literal::usize_unsuffixed(corners.len());
    let side = Literal::usize_unsuffixed(rotation.side);
    let per_row = Literal::usize_unsuffixed(cx.board.width / rotation.side);
    let cols = corners.iter().map(|&(c, _)| Literal::usize_unsuffixed(c));
    let rows = corners.iter().map(|&(_, r)| Literal::usize_unsuffixed(r));
    quote! {
        /// The cells along a block's side.
        const SIDE: usize = #side;
        /// The blocks in a row of blocks.
        const BLOCKS_PER_ROW: usize = #per_row;
        /// Each block's lowest-left cell, `(column, row)`, from `a1`'s.
        const CORNERS: [(usize, usize); #count] = [#((#cols, #rows)),*];
        /// The quarter turns: two a block, anticlockwise then clockwise.
        const TURNS: usize = 2 * #count;

        /// The cells of each block.
        static BLOCK_CELLS: [Board; #count] = {
            let mut out = [ZERO; #count];
            let mut b = 0;
            while b < #count {
                let mut cells = bb::Wide::<WORDS>::ZERO;
                let mut i = 0;
                while i < SIDE * SIDE {
                    cells = cells.with_bit(GRID.cell(CORNERS[b].0 + i % SIDE, CORNERS[b].1 + i / SIDE));
                    i += 1;
                }
                out[b] = narrow(cells);
                b += 1;
            }
            out
        };

        /// For each quarter turn and cell of its block, the cell the
        /// stone there goes to (the others are left as they are).
        static IMAGE: [[u16; CELLS]; TURNS] = {
            let mut out = [[0u16; CELLS]; TURNS];
            let mut turn = 0;
            while turn < TURNS {
                let (c0, r0) = CORNERS[turn / 2];
                let mut cell = 0;
                while cell < CELLS {
                    out[turn][cell] = cell as u16;
                    cell += 1;
                }
                let mut i = 0;
                while i < SIDE * SIDE {
                    let (x, y) = (i % SIDE, i / SIDE);
                    // Clockwise as drawn, rank 1 at the bottom: the top
                    // left corner goes to the top right.
                    let (to_x, to_y) = if turn % 2 == 1 { (y, SIDE - 1 - x) } else { (SIDE - 1 - y, x) };
                    out[turn][GRID.cell(c0 + x, r0 + y)] = GRID.cell(c0 + to_x, r0 + to_y) as u16;
                    i += 1;
                }
                turn += 1;
            }
            out
        };

        /// `stones` after the quarter turn `turn`, and the change of the
        /// key: the keys (`keys`, one side's) of each moved stone where it
        /// stood and where it stands.
        #[inline]
        fn turned(stones: Board, turn: usize, keys: &[u64; CELLS]) -> (Board, u64) {
            let block = BLOCK_CELLS[turn / 2];
            let inside = stones & block;
            let mut out = stones & !block;
            let mut key = 0;
            for cell in inside.ones() {
                let to = usize::from(IMAGE[turn][cell]);
                out.set(to);
                key ^= keys[cell] ^ keys[to];
            }
            (out, key)
        }

        /// The outcome once `mover`'s turn is over: each player's
        /// conditions, in order; a win for one alone stands, wins for
        /// both draw, and so does a draw either meets.
        #[inline]
        fn judge_turn(stones: &[Board; 2], plies: usize, mover: Side) -> Option<Outcome> {
            let mine = judge(stones, plies, mover, None, 0);
            let theirs = judge(stones, plies, mover.opponent(), None, 0);
            match (mine, theirs) {
                (Some(Outcome::Win(a)), Some(Outcome::Win(b))) if a != b => Some(Outcome::Draw),
                (Some(Outcome::Win(a)), _) | (_, Some(Outcome::Win(a))) => Some(Outcome::Win(a)),
                (Some(Outcome::Draw), _) | (_, Some(Outcome::Draw)) => Some(Outcome::Draw),
                _ => None,
            }
        }
    }
}

fn impl_game(cx: &Ctx, rotation: Rotation, eval: &eval::Evaluation) -> TokenStream {
    let name = &cx.game.name;
    let capacity = Literal::usize_unsuffixed(rotation.move_capacity(cx.board));
    let priority = match &cx.game.hints {
        Some(_) => eval.priority.clone(),
        None => quote! {
            let mover = self.to_move;
            let next = self.play(mv);
            match next.outcome {
                Some(Outcome::Win(side)) if side == mover => #HINT_WIN,
                Some(Outcome::Win(_)) => -#HINT_WIN,
                Some(Outcome::Draw) => 0,
                None => -next.evaluate(),
            }
        },
    };
    GameImpl {
        header: quote!(impl Game for #name),
        tunable: Some(quote!(#name)),
        move_type: quote!(Move),
        moves_type: quote!(MoveList<Move, #capacity>),
        start: quote! {
            #name {
                stones: [ZERO; 2],
                to_move: Side::First,
                outcome: None,
                plies: 0,
                hash: 0,
            }
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: quote! {
            for cell in open_cells(&self.stones).ones() {
                for turn in 0..TURNS {
                    moves.push((cell * TURNS + turn) as Move);
                }
            }
        },
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(hash_of(&self.stones, self.to_move)),
        evaluate: Some(eval.evaluate.clone()),
        move_priority: Some(priority),
        // A full board with no decision is a draw.
        no_moves: Some(quote!(Outcome::Draw)),
        items: quote! {
            #[inline]
            fn move_count(&self) -> usize {
                open_cells(&self.stones).count() as usize * TURNS
            }

            #[inline]
            fn play(&self, mv: Move) -> Self {
                let (cell, turn) = (usize::from(mv) / TURNS, usize::from(mv) % TURNS);
                let mover = self.to_move;
                let mut next = *self;
                next.stones[mover.index()].set(cell);
                next.hash ^= ZOBRIST.stones[mover.index()][cell] ^ ZOBRIST.second_to_move;
                for side in 0..2 {
                    let (stones, key) = turned(next.stones[side], turn, &ZOBRIST.stones[side]);
                    next.stones[side] = stones;
                    next.hash ^= key;
                }
                next.plies += 1;
                next.to_move = mover.opponent();
                next.outcome = judge_turn(&next.stones, usize::from(next.plies), mover);
                next
            }

            #[inline]
            fn max_remaining_plies(&self) -> Option<u32> {
                Some((PLAYABLE - usize::from(self.plies)) as u32)
            }
        },
    }
    .emit()
}

/// The inherent helpers a user's own evaluator needs.
fn inherent(cx: &Ctx) -> TokenStream {
    let width = Literal::usize_unsuffixed(cx.board.width);
    let height = Literal::usize_unsuffixed(cx.board.height);
    let stone_reader = super::stone_method(" The player whose stone is on column `col` and row `row`, both from 0 (row 0 is the bottom rank), if any.");
    quote! {
        /// The number of columns.
        pub const WIDTH: usize = #width;
        /// The number of rows.
        pub const HEIGHT: usize = #height;

        #stone_reader

        /// The column and row of the cell where `mv` places its stone,
        /// before the quarter turn.
        #[must_use]
        pub fn move_cell(mv: Move) -> (usize, usize) {
            let cell = usize::from(mv) / TURNS;
            (GRID.col(cell), GRID.row(cell))
        }

        /// The block `mv` turns (numbered from `a1`'s, along the bottom
        /// row of blocks first) and whether clockwise, as drawn.
        #[must_use]
        pub fn move_rotation(mv: Move) -> (usize, bool) {
            let turn = usize::from(mv) % TURNS;
            (turn / 2, turn % 2 == 1)
        }

        /// How many moves have been played.
        #[must_use]
        pub fn plies(&self) -> u32 {
            u32::from(self.plies)
        }
    }
}

/// Moves as `b2d4cw` (the stone's cell, the turned block's lowest-left
/// cell, `cw` or `ccw`), positions as board strings, and `Display`.
fn notation(cx: &Ctx, rotation: Rotation) -> TokenStream {
    let name = &cx.game.name;
    let players = &cx.game.players;
    let [s0, s1] = [players[0].symbol, players[1].symbol];
    let [n0, n1] = [players[0].name.as_str(), players[1].name.as_str()];
    let last = cell_name(cx.board.width - 1, cx.board.height - 1);
    let corner = cell_name(rotation.side.min(cx.board.width - 1), 0);
    let expected = format!(
        "a cell from a1 to {last}, the lowest-left cell of the block to turn and `cw` or `ccw`, as `a1{corner}cw`"
    );
    quote! {
        /// Each player's letter in board strings and drawings.
        const SYMBOLS: [char; 2] = [#s0, #s1];
        /// Each player's name.
        const NAMES: [&str; 2] = [#n0, #n1];

        /// Reads a record `b2d4cw`: the stone's cell, the cell of the
        /// block's lowest-left corner and the way it turns.
        fn read_record(text: &str) -> Option<(usize, usize)> {
            let lower = text.trim().to_ascii_lowercase();
            let (cells, clockwise) = if let Some(cells) = lower.strip_suffix("ccw") {
                (cells, false)
            } else {
                (lower.strip_suffix("cw")?, true)
            };
            let bytes = cells.as_bytes();
            let split = (1..bytes.len()).find(|&i| bytes[i].is_ascii_alphabetic() && bytes[i - 1].is_ascii_digit())?;
            let cell = GRID.parse_cell(&cells[..split])?;
            let corner = GRID.parse_cell(&cells[split..])?;
            let (col, row) = (GRID.col(corner), GRID.row(corner));
            if col % SIDE != 0 || row % SIDE != 0 {
                return None;
            }
            let block = (row / SIDE) * BLOCKS_PER_ROW + col / SIDE;
            Some((cell, block * 2 + usize::from(clockwise)))
        }

        impl #name {
            /// Reads a board string: the rows as drawn, `/` between them,
            /// then optionally the player to move.
            fn from_board_string(text: &str) -> Result<Self, NotationError> {
                let bad = |token: &str, reason: ::std::string::String| NotationError::BadPosition {
                    token: token.into(),
                    reason,
                };
                let mut parts = text.split_whitespace();
                let board = parts.next().unwrap_or("");
                let stones: [Board; 2] = GRID.read_board(board, SYMBOLS).map_err(|reason| bad(board, reason))?;
                let placed = [stones[0].count() as usize, stones[1].count() as usize];
                let to_move = if placed[0] == placed[1] {
                    Side::First
                } else if placed[0] == placed[1] + 1 {
                    Side::Second
                } else {
                    return Err(bad(board, ::std::format!(
                        "{} has {} stones and {} has {}, but the players take turns",
                        NAMES[0], placed[0], NAMES[1], placed[1]
                    )));
                };
                if let Some(side) = parts.next() {
                    let expected = SYMBOLS[to_move.index()];
                    if !side.eq_ignore_ascii_case(expected.encode_utf8(&mut [0; 4])) {
                        return Err(bad(side, ::std::format!("with these stones {} ({expected}) is to move", NAMES[to_move.index()])));
                    }
                }
                if let Some(extra) = parts.next() {
                    return Err(bad(extra, "unexpected text after the position".into()));
                }
                let plies = placed[0] + placed[1];
                let outcome = if plies == 0 { None } else { judge_turn(&stones, plies, to_move.opponent()) };
                Ok(#name {
                    stones,
                    to_move,
                    outcome,
                    plies: plies as u16,
                    hash: hash_of(&stones, to_move),
                })
            }
        }

        impl Notation for #name {
            fn side_name(side: ::alphabeta::runtime::Side) -> &'static str {
                [#n0, #n1][side.index()]
            }

            fn parse_move(position: &Self, text: &str) -> Result<Move, NotationError> {
                let (cell, turn) = read_record(text).ok_or_else(|| NotationError::BadMove {
                    token: text.into(),
                    expected: #expected,
                })?;
                if position.outcome.is_some() {
                    return Err(NotationError::GameOver { token: text.into() });
                }
                if !open_cells(&position.stones).test(cell) {
                    return Err(NotationError::IllegalMove { token: text.into() });
                }
                Ok((cell * TURNS + turn) as Move)
            }

            fn write_move(_position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                let (cell, turn) = (usize::from(mv) / TURNS, usize::from(mv) % TURNS);
                GRID.write_cell(cell, out)?;
                let (col, row) = CORNERS[turn / 2];
                GRID.write_cell(GRID.cell(col, row), out)?;
                out.write_str(if turn % 2 == 1 { "cw" } else { "ccw" })
            }

            /// A board string (`....../...... X`), or a move sequence from
            /// the start.
            fn parse_position(text: &str) -> Result<Self, NotationError> {
                let text = text.trim();
                if text.contains('/') {
                    Self::from_board_string(text)
                } else {
                    Self::parse_moves(text).map(|(position, _)| position)
                }
            }

            /// The board string: rows as drawn, top first, then the player to move.
            fn write_position(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                GRID.write_board(&self.stones, SYMBOLS, out)?;
                ::core::write!(out, " {}", SYMBOLS[self.to_move.index()])
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let symbol = |cell: usize| {
                    if self.stones[0].test(cell) {
                        SYMBOLS[0]
                    } else if self.stones[1].test(cell) {
                        SYMBOLS[1]
                    } else {
                        '.'
                    }
                };
                GRID.draw(f, &symbol, false)
            }
        }
    }
}

/// The runtime's read-only view: a move shows where its stone stands once
/// the block has turned.
fn board_view(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    quote! {
        impl ::alphabeta::runtime::BoardView for #name {
            const LAYOUT: ::alphabeta::runtime::Layout = ::alphabeta::runtime::Layout::Square;
            fn files(&self) -> usize {
                Self::WIDTH
            }
            fn ranks(&self) -> usize {
                Self::HEIGHT
            }
            fn cell(&self, file: usize, rank: usize) -> ::alphabeta::runtime::Cell {
                match self.stone(file, rank) {
                    Some(side) => ::alphabeta::runtime::Cell::Stone(side),
                    None => ::alphabeta::runtime::Cell::Empty,
                }
            }
            fn move_cells(&self, mv: Move, out: &mut [(usize, usize); 4]) -> usize {
                let (cell, turn) = (usize::from(mv) / TURNS, usize::from(mv) % TURNS);
                let to = usize::from(IMAGE[turn][cell]);
                out[0] = (GRID.col(to), GRID.row(to));
                1
            }
        }
    }
}
