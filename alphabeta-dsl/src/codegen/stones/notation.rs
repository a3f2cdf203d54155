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
/// optionally the player to move, checked for turns taken in order; then,
/// with captures, `captured a b`, and with turns of several stones,
/// `turn <cell>` for a turn half played.
fn read_board_string(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let custodial = cx.stones.custodial.is_some();
    let several = cx.stones.several_a_turn();
    let mirror = cx.symmetric.then(|| quote!(mirror: 0,));
    let wins = &cx.wins.init;
    let gravity = drops(cx).then(|| {
        quote! {
            let taken = stones[0] | stones[1];
            if !(taken & !(BOTTOM | above(taken))).is_zero() {
                return Err(bad(board, "a stone floats above an empty cell".into()));
            }
        }
    });
    // Each player's stones placed so far, and who is to move.
    let (captured_read, placed) = if custodial {
        (
            quote! {
                let mut captured = [0u16; 2];
                if rest.peek() == Some(&"captured") {
                    rest.next();
                    for count in &mut captured {
                        let word = rest.next().unwrap_or("");
                        *count = word
                            .parse::<u16>()
                            .ok()
                            .filter(|n| usize::from(*n) % ENCLOSED == 0)
                            .ok_or_else(|| bad(word, ::std::format!(
                                "`captured` is followed by the stones each player has captured, multiples of {ENCLOSED}"
                            )))?;
                    }
                }
            },
            quote!([
                counts[0] + usize::from(captured[1]),
                counts[1] + usize::from(captured[0])
            ]),
        )
    } else {
        (quote!(let captured = [0u16; 2];), quote!(counts))
    };
    let whose = if several {
        quote! {
            // Walk the schedule of turns for as many stones as there are.
            let (mut turn, mut left, mut side) = (0u8, TURNS[0], Side::First);
            let mut expected = [0usize; 2];
            for _ in 0..plies {
                expected[side.index()] += 1;
                left -= 1;
                if left == 0 {
                    turn = (turn + 1).min(LAST_TURN);
                    left = TURNS[usize::from(turn)];
                    side = side.opponent();
                }
            }
            if expected != placed {
                return Err(bad(board, ::std::format!(
                    "{} has {} stones and {} has {}, but after {plies} stones the turns give {} and {}",
                    NAMES[0], placed[0], NAMES[1], placed[1], expected[0], expected[1]
                )));
            }
            let mut half = left < TURNS[usize::from(turn)];
            if half && judge(&stones, plies, side, None, 0).is_some() {
                // The turn's first stone ended the game, and the turn.
                turn = (turn + 1).min(LAST_TURN);
                left = TURNS[usize::from(turn)];
                side = side.opponent();
                half = false;
            }
            let to_move = side;
        }
    } else {
        quote! {
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
        }
    };
    let turn_read = several.then(|| {
        quote! {
            let mut turn_first = NO_CELL;
            if rest.peek() == Some(&"turn") {
                rest.next();
                let word = rest.next().unwrap_or("");
                let cell = GRID
                    .parse_cell(word)
                    .filter(|&c| half && stones[to_move.index()].test(c))
                    .ok_or_else(|| bad(word, ::std::format!(
                        "`turn` names the stone {} placed first in a turn half played",
                        NAMES[to_move.index()]
                    )))?;
                turn_first = cell as u16;
            } else if half {
                return Err(bad(board, ::std::format!(
                    "{} is half-way through a turn: name its first stone with `turn <cell>`",
                    NAMES[to_move.index()]
                )));
            }
        }
    });
    let custodial_field = custodial.then(|| quote!(captured,));
    let turns_field = several.then(|| quote!(turn, left, turn_first,));
    let plies_type = if custodial {
        quote!(plies.min(usize::from(u16::MAX)) as u16)
    } else {
        quote!(plies as u16)
    };
    let mirror_key = cx.symmetric.then(|| {
        quote!(position.mirror = hash_of(&mirror_stones(&position.stones), position.to_move) ^ position.state_key();)
    });
    // The player who moved last: the other, or in a half-played turn the
    // same.
    let last = if several {
        quote!(if turn_first != NO_CELL {
            to_move
        } else {
            to_move.opponent()
        })
    } else {
        quote!(to_move.opponent())
    };
    let tail = if cx.stones.hooks.any() {
        hooked_tail(cx, &last, &plies_type)
    } else {
        quote! {
            let last = #last;
            if plies > 0 && ::core::matches!(judge(&stones, plies, last.opponent(), None, captured[last.opponent().index()]), Some(Outcome::Win(_))) {
                return Err(bad(board, ::std::format!(
                    "{} had already ended the game before {} moved",
                    NAMES[last.opponent().index()], NAMES[last.index()]
                )));
            }
            let outcome = if plies == 0 { None } else { judge(&stones, plies, last, None, captured[last.index()]) };
            let mut position = #name {
                stones,
                to_move,
                outcome,
                plies: #plies_type,
                hash: 0,
                #mirror
                #wins
                #custodial_field
                #turns_field
            };
            position.hash = hash_of(&position.stones, position.to_move) ^ position.state_key();
            #mirror_key
            Ok(position)
        }
    };
    let last_read = cx.stones.hooks.any().then(last_read);
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
            let mut rest = parts.peekable();
            let side_word = rest.next_if(|w| w.len() == 1);
            #captured_read
            let placed = #placed;
            let plies = placed[0] + placed[1];
            #whose
            if let Some(side) = side_word {
                let expected = SYMBOLS[to_move.index()];
                if !side.eq_ignore_ascii_case(expected.encode_utf8(&mut [0; 4])) {
                    return Err(bad(side, ::std::format!("with these stones {} ({expected}) is to move", NAMES[to_move.index()])));
                }
            }
            #turn_read
            #last_read
            if let Some(extra) = rest.next() {
                return Err(bad(extra, "unexpected text after the position".into()));
            }
            #gravity
            #tail
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
    } else if let Some(outline) = board.outline {
        // `a1` itself may be off a cut board: name the shape first.
        let last = cell_name(board.width - 1, board.height - 1);
        format!("a cell of the {outline}, named as in the rhombus from a1 to {last} that holds it")
    } else {
        let last = cell_name(board.width - 1, board.height - 1);
        format!("a cell from a1 to {last}")
    };
    let read_move = read_move(cx);
    let legal = super::rules::legal(cx)
        .to_string()
        .replace("self", "position");
    let legal: TokenStream = legal.parse().expect("tokens");
    let hooked = cx.stones.hooks.any();
    let choices = cx.stones.hooks.choices();
    let expected = if choices > 0 {
        format!("{expected}, or a choice from 1 to {choices}")
    } else {
        expected
    };
    let parse_body = if hooked {
        // The rules of one's own decide what is legal: ask the generator.
        quote! {
            let choice = text
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=CHOICES).contains(n))
                .map(|n| (CELLS + n - 1) as Move);
            let mv = match choice {
                Some(mv) => mv,
                None => {
                    #read_move
                    cell as Move
                }
            };
            if position.outcome.is_some() {
                return Err(NotationError::GameOver { token: text.into() });
            }
            let mut moves = <Self as Game>::Moves::default();
            position.generate(&mut moves);
            if !moves.as_slice().contains(&mv) {
                return Err(NotationError::IllegalMove { token: text.into() });
            }
            Ok(mv)
        }
    } else {
        quote! {
            #read_move
            if position.outcome.is_some() {
                return Err(NotationError::GameOver { token: text.into() });
            }
            if !#legal.test(cell) {
                return Err(NotationError::IllegalMove { token: text.into() });
            }
            Ok(cell as Move)
        }
    };
    let write_choice = (choices > 0).then(|| {
        quote! {
            if is_choice(mv) {
                return ::core::write!(out, "{}", usize::from(mv) - CELLS + 1);
            }
        }
    });
    let last_write = hooked.then(|| {
        quote! {
            if self.last != NO_MOVE {
                out.write_str(" last ")?;
                Self::write_move(self, self.last, out)?;
            }
        }
    });
    let captured_write = cx.stones.custodial.is_some().then(|| {
        quote! {
            if self.captured != [0, 0] {
                ::core::write!(out, " captured {} {}", self.captured[0], self.captured[1])?;
            }
        }
    });
    let turn_write = cx.stones.several_a_turn().then(|| {
        quote! {
            if self.turn_first != NO_CELL {
                out.write_str(" turn ")?;
                GRID.write_cell(usize::from(self.turn_first), out)?;
            }
        }
    });
    let split_records = cx.stones.several_a_turn().then(|| {
        quote! {
            /// The cells of a turn record, split where a letter follows a
            /// digit: `j10k11` is `j10`, `k11`.
            fn split_record(record: &str) -> impl Iterator<Item = &str> {
                let bytes = record.as_bytes();
                let mut starts = ::std::vec![0];
                for i in 1..bytes.len() {
                    if bytes[i].is_ascii_alphabetic() && bytes[i - 1].is_ascii_digit() {
                        starts.push(i);
                    }
                }
                let ends: ::std::vec::Vec<usize> = starts.iter().skip(1).copied().chain([record.len()]).collect();
                starts.into_iter().zip(ends).map(move |(a, b)| &record[a..b])
            }
        }
    });
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
    let parse_moves = if cx.stones.several_a_turn() {
        Some(quote! {
            /// One cell, or a turn's two cells in either order.
            fn parse_turn(position: &Self, text: &str) -> Result<::std::vec::Vec<Move>, NotationError> {
                use ::alphabeta::runtime::notation::play_sequence;
                let cells: ::std::vec::Vec<&str> = split_record(text.trim()).collect();
                let result = match play_sequence(*position, cells.iter().copied()) {
                    Err(e) if cells.len() == 2 => play_sequence(*position, [cells[1], cells[0]]).map_err(|_| e),
                    other => other,
                };
                match result {
                    Ok((_, moves)) => Ok(moves),
                    Err(NotationError::InSequence { source, .. }) => Err(*source),
                    Err(e) => Err(e),
                }
            }

            /// Turn records separated by spaces or commas, each of one or
            /// two cells, in either order: `j10 k11l12`. Single cells are
            /// single moves.
            fn parse_moves(text: &str) -> Result<(Self, ::std::vec::Vec<Move>), NotationError> {
                use ::alphabeta::runtime::notation::play_sequence;
                let mut position = Self::start();
                let mut played = ::std::vec::Vec::new();
                for record in text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
                    let cells: ::std::vec::Vec<&str> = split_record(record).collect();
                    // A pair is a set: its generated order is either.
                    let result = match play_sequence(position, cells.iter().copied()) {
                        Err(e) if cells.len() == 2 => play_sequence(position, [cells[1], cells[0]]).map_err(|_| e),
                        other => other,
                    };
                    let (next, moves) = result.map_err(|e| match e {
                        NotationError::InSequence { index, source } => NotationError::InSequence {
                            index: played.len() + index,
                            source,
                        },
                        other => other,
                    })?;
                    position = next;
                    played.extend(moves);
                }
                Ok((position, played))
            }
        })
    } else {
        parse_moves
    };
    quote! {
        #split_records

        impl Notation for #name {
            const SEQUENCE_IS_ONE_WORD: bool = #one_word;

            fn side_name(side: ::alphabeta::runtime::Side) -> &'static str {
                [#n0, #n1][side.index()]
            }

            fn parse_move(position: &Self, text: &str) -> Result<#move_type, NotationError> {
                let bad = || NotationError::BadMove { token: text.into(), expected: #expected };
                #parse_body
            }

            fn write_move(_position: &Self, mv: #move_type, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #write_choice
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
                ::core::write!(out, " {}", SYMBOLS[self.to_move.index()])?;
                #captured_write
                #turn_write
                #last_write
                Ok(())
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

/// With rules of one's own, a board string may end with `last <move>`,
/// the move that made the position: a cell holding a stone of the player
/// who moved before the one to move, or a choice of the player to move.
fn last_read() -> TokenStream {
    quote! {
        let mut last_move = NO_MOVE;
        if rest.peek() == Some(&"last") {
            rest.next();
            let word = rest.next().unwrap_or("");
            let choice = word
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=CHOICES).contains(n))
                .map(|n| (CELLS + n - 1) as Move);
            let cell = GRID
                .parse_cell(word)
                .filter(|&c| stones[to_move.opponent().index()].test(c))
                .map(|c| c as Move);
            last_move = choice.or(cell).ok_or_else(|| bad(word, ::std::format!(
                "`last` names the move that made the position: a cell of {}'s stones{}",
                NAMES[to_move.opponent().index()],
                if CHOICES > 0 { ::std::format!(", or a choice from 1 to {CHOICES}") } else { ::std::string::String::new() }
            )))?;
        }
    }
}

/// The end of `from_board_string` with rules of one's own: the position
/// is built first, since the functions judge the position itself.
fn hooked_tail(cx: &Ctx, last: &TokenStream, plies_type: &TokenStream) -> TokenStream {
    let name = &cx.game.name;
    quote! {
        let _ = captured;
        let last = #last;
        let mut position = #name {
            stones,
            to_move,
            outcome: None,
            plies: #plies_type,
            hash: 0,
            last: last_move,
        };
        position.hash = hash_of(&position.stones, position.to_move) ^ position.state_key();
        if plies > 0 && ::core::matches!(judge(&stones, plies, last.opponent(), None, 0, &position), Some(Outcome::Win(_))) {
            return Err(bad(board, ::std::format!(
                "{} had already ended the game before {} moved",
                NAMES[last.opponent().index()], NAMES[last.index()]
            )));
        }
        position.outcome = if plies == 0 { None } else { judge(&stones, plies, last, None, 0, &position) };
        Ok(position)
    }
}
