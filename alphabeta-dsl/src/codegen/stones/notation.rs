//! Notation of placement games (moves as cells or columns, positions as
//! board strings) and `Display`, the board drawn for people.

use super::Ctx;
use crate::ir::Placing;
use crate::vocab::cell_name;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Boards up to this wide write a sequence of column moves as bare digits
/// (`4453`): every column is one digit.
const COMPACT_COLUMNS: usize = 9;

/// The players' letters and names, reading board strings, `Notation` and
/// `Display`.
pub fn impls(cx: &Ctx) -> TokenStream {
    let players = &cx.game.players;
    let [s0, s1] = [players[0].symbol, players[1].symbol];
    let [n0, n1] = [players[0].name.as_str(), players[1].name.as_str()];
    let name = &cx.game.name;
    let board_string = read_board_string(cx);
    let notation = notation_impl(cx);
    let display = display_impl(cx);
    quote! {
        /// Each player's letter in board strings and drawings.
        const SYMBOLS: [char; 2] = [#s0, #s1];
        /// Each player's name.
        const NAMES: [&str; 2] = [#n0, #n1];

        impl #name {
            #board_string
        }

        #notation
        #display
    }
}

fn drops(cx: &Ctx) -> bool {
    cx.stones.placing == Placing::Drop
}

/// `from_board_string`: the rows as drawn, `/` between them, then
/// optionally the player to move, checked for turns taken in order.
fn read_board_string(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let mirror = cx
        .symmetric
        .then(|| quote!(mirror: hash_of(&mirror_stones(&stones), to_move),));
    let wins = &cx.wins.init;
    let gravity = drops(cx).then(|| {
        quote! {
            let taken = stones[0] | stones[1];
            if !(taken & !(BOTTOM | above(taken))).is_zero() {
                return Err(bad(board, "a stone floats above an empty cell".into()));
            }
        }
    });
    quote! {
        /// Reads a board string: the rows as drawn, `/` between them, then
        /// optionally the player to move.
        fn from_board_string(text: &str) -> Result<Self, NotationError> {
            let bad = |token: &str, reason: ::std::string::String| NotationError::BadPosition {
                token: token.into(),
                reason,
            };
            let mut parts = text.split_whitespace();
            let board = parts.next().unwrap_or("");
            let stones: [Board; 2] = GRID.read_board(board, SYMBOLS).map_err(|reason| bad(board, reason))?;
            let counts = [stones[0].count() as usize, stones[1].count() as usize];
            let to_move = if counts[0] == counts[1] {
                Side::First
            } else if counts[0] == counts[1] + 1 {
                Side::Second
            } else {
                return Err(bad(board, ::std::format!(
                    "{} has {} stones and {} has {}, but the players take turns",
                    NAMES[0], counts[0], NAMES[1], counts[1]
                )));
            };
            if let Some(side) = parts.next() {
                let expected = SYMBOLS[to_move.index()];
                if side.len() != 1 || !side.eq_ignore_ascii_case(expected.encode_utf8(&mut [0; 4])) {
                    return Err(bad(side, ::std::format!("with these stones {} ({expected}) is to move", NAMES[to_move.index()])));
                }
            }
            if let Some(extra) = parts.next() {
                return Err(bad(extra, "unexpected text after the player to move".into()));
            }
            #gravity
            let plies = counts[0] + counts[1];
            if plies > 0 && ::core::matches!(judge(&stones, plies, to_move, None), Some(Outcome::Win(_))) {
                return Err(bad(board, ::std::format!(
                    "{} had already ended the game before {} moved",
                    NAMES[to_move.index()], NAMES[to_move.opponent().index()]
                )));
            }
            let outcome = if plies == 0 { None } else { judge(&stones, plies, to_move.opponent(), None) };
            Ok(#name {
                stones,
                to_move,
                outcome,
                plies: plies as u16,
                hash: hash_of(&stones, to_move),
                #mirror
                #wins
            })
        }
    }
}

/// Reading a move: `text` to the cell it fills (`cell`), or `bad()`.
fn read_move(cx: &Ctx) -> TokenStream {
    if !drops(cx) {
        return quote! {
            let cell = GRID.parse_cell(text).ok_or_else(bad)?;
        };
    }
    let width = Literal::usize_unsuffixed(cx.board.width);
    quote! {
        let col = text
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|col| (1..=#width).contains(col))
            .ok_or_else(bad)?
            - 1;
        let open = open_cells(&position.stones);
        let cell = (0..GRID.height).map(|row| GRID.cell(col, row)).find(|&cell| open.test(cell)).unwrap_or(col);
    }
}

fn notation_impl(cx: &Ctx) -> TokenStream {
    let (board, name, move_type) = (cx.board, &cx.game.name, &cx.move_type);
    let [n0, n1] = [&cx.game.players[0].name, &cx.game.players[1].name];
    let one_word = drops(cx) && board.width <= COMPACT_COLUMNS;
    let expected = if drops(cx) {
        format!("a column from 1 to {}", board.width)
    } else {
        let last = cell_name(board.width - 1, board.height - 1);
        format!("a cell from a1 to {last}")
    };
    let read_move = read_move(cx);
    let write_move = if drops(cx) {
        quote!(::core::write!(out, "{}", GRID.col(usize::from(mv)) + 1))
    } else {
        quote!(GRID.write_cell(usize::from(mv), out))
    };
    let parse_moves = one_word.then(|| {
        quote! {
            /// Column digits, with or without separators: `4453` or `4 4 5 3`.
            fn parse_moves(text: &str) -> Result<(Self, ::std::vec::Vec<Move>), NotationError> {
                let tokens = text
                    .char_indices()
                    .filter(|&(_, c)| !c.is_whitespace() && c != ',')
                    .map(|(i, c)| &text[i..i + c.len_utf8()]);
                ::alphabeta::runtime::notation::play_sequence(Self::start(), tokens)
            }
        }
    });
    quote! {
        impl Notation for #name {
            const SEQUENCE_IS_ONE_WORD: bool = #one_word;

            fn side_name(side: ::alphabeta::runtime::Side) -> &'static str {
                [#n0, #n1][side.index()]
            }

            fn parse_move(position: &Self, text: &str) -> Result<#move_type, NotationError> {
                let bad = || NotationError::BadMove { token: text.into(), expected: #expected };
                #read_move
                if position.outcome.is_some() {
                    return Err(NotationError::GameOver { token: text.into() });
                }
                if !open_cells(&position.stones).test(cell) {
                    return Err(NotationError::IllegalMove { token: text.into() });
                }
                Ok(cell as Move)
            }

            fn write_move(_position: &Self, mv: #move_type, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #write_move
            }

            /// A board string (`X.O/.X./..O X`), or a move sequence from the start.
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

            #parse_moves
        }
    }
}

/// The board as people draw it, with file letters (column numbers for
/// drops) and rank numbers.
fn display_impl(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let numbered = drops(cx);
    quote! {
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
                GRID.draw(f, &symbol, #numbered)
            }
        }
    }
}
