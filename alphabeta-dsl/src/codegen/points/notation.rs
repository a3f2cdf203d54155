//! Notation of games on points: points by their cells (`d1`), a step or
//! a flight `a1-d1` (also read `a1d1`), a removal `xd7`, and a turn with
//! its removal as one word, `a1-d1xd7`. A position is its points row by
//! row, top first, then the side to move, the men in hand, the turns
//! finished, and `remove` while a removal is to be made:
//! `W../.../... B 8 9 1`.

use super::Ctx;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `impl Notation`.
pub fn impls(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let [first, second] = [0, 1].map(|i| cx.game.players[i].symbol);
    let expected = "a point such as `d1`, a move `a1-d1` or a removal `xd7`";
    let [first_name, second_name] =
        [0, 1].map(|i| Literal::string(&cx.game.players[i].name.to_lowercase()));
    quote! {
        impl #name {
            /// The point named `text`, if it is one.
            fn point_named(text: &str) -> Option<usize> {
                NAMES
                    .iter()
                    .position(|&n| !n.is_empty() && n == text)
            }

            /// `text` as a move of the kind the position calls for, if it
            /// reads as one.
            fn read_move(&self, text: &str) -> Option<Move> {
                if let Some(cell) = text.strip_prefix('x') {
                    return Self::point_named(cell).map(removal);
                }
                if let Some(cell) = Self::point_named(text) {
                    return Some(if self.removing { removal(cell) } else { place(cell) });
                }
                if let Some((from, to)) = text.split_once('-') {
                    return Some(shift(Self::point_named(from)?, Self::point_named(to)?));
                }
                // Two cells run together, `a1d1`.
                (1..text.len()).filter(|&i| text.is_char_boundary(i)).find_map(|i| {
                    let (from, to) = text.split_at(i);
                    Some(shift(Self::point_named(from)?, Self::point_named(to)?))
                })
            }
        }

        impl Notation for #name {
            fn parse_move(position: &Self, text: &str) -> Result<Move, NotationError> {
                let token = text.trim();
                let mv = position.read_move(token).ok_or_else(|| NotationError::BadMove {
                    token: token.to_string(),
                    expected: #expected,
                })?;
                let mut moves = <Self as Game>::Moves::default();
                if position.outcome.is_none() {
                    position.generate(&mut moves);
                }
                if moves.as_slice().contains(&mv) {
                    Ok(mv)
                } else {
                    Err(NotationError::IllegalMove { token: token.to_string() })
                }
            }

            fn parse_turn(position: &Self, text: &str) -> Result<::std::vec::Vec<Move>, NotationError> {
                let token = text.trim();
                // A move and its removal in one word: `a1-d1xd7`, `d1xd7`.
                let split = token
                    .get(1..)
                    .and_then(|rest| rest.find('x'))
                    .map(|at| token.split_at(at + 1))
                    .filter(|(first, _)| position.read_move(first).is_some());
                match split {
                    Some((first, removal)) => {
                        let mv = Self::parse_move(position, first)?;
                        let after = position.play(mv);
                        if after.outcome.is_some() || !after.removing {
                            return Err(NotationError::IllegalMove { token: token.to_string() });
                        }
                        let taken = Self::parse_move(&after, removal)?;
                        Ok(::std::vec![mv, taken])
                    }
                    None => Self::parse_move(position, token).map(|mv| ::std::vec![mv]),
                }
            }

            fn parse_moves(text: &str) -> Result<(Self, ::std::vec::Vec<Move>), NotationError> {
                // Each word a turn: a move, or a move and its removal.
                let mut position = <Self as Game>::start();
                let mut played = ::std::vec::Vec::new();
                let words = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|t| !t.is_empty());
                for (i, token) in words.enumerate() {
                    let in_sequence = |source| NotationError::InSequence {
                        index: i + 1,
                        source: ::std::boxed::Box::new(source),
                    };
                    if position.outcome.is_some() {
                        return Err(in_sequence(NotationError::GameOver { token: token.to_string() }));
                    }
                    for mv in Self::parse_turn(&position, token).map_err(in_sequence)? {
                        position = position.play(mv);
                        played.push(mv);
                    }
                }
                Ok((position, played))
            }

            fn write_move(_position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                let to = NAMES[usize::from(mv & 63)];
                match mv >> 12 {
                    0 => out.write_str(to),
                    1 => ::core::write!(out, "{}-{}", NAMES[usize::from(mv >> 6 & 63)], to),
                    _ => ::core::write!(out, "x{}", to),
                }
            }

            fn parse_position(text: &str) -> Result<Self, NotationError> {
                let bad = |token: &str, reason: &str| NotationError::BadPosition {
                    token: token.to_string(),
                    reason: reason.to_string(),
                };
                let words: ::std::vec::Vec<&str> = text.split_whitespace().collect();
                let (rows, side, hands, turns, removing) = match words.as_slice() {
                    [rows, side, a, b, turns] => (*rows, *side, [*a, *b], *turns, false),
                    [rows, side, a, b, turns, "remove"] => (*rows, *side, [*a, *b], *turns, true),
                    _ => return Err(bad(text, "expected the points row by row, top first, the side to move, the men in each hand, the turns played, and `remove` after a mill, as in `.../.../... W 9 9 0`")),
                };
                let mut men = [0u64; 2];
                let row_texts: ::std::vec::Vec<&str> = rows.split('/').collect();
                if row_texts.len() != HEIGHT {
                    return Err(bad(rows, "expected one row of points for each row of the board, separated by `/`"));
                }
                for (i, row_text) in row_texts.iter().enumerate() {
                    let row = HEIGHT - 1 - i;
                    let cells: ::std::vec::Vec<usize> = (0..WIDTH)
                        .map(|col| col + row * WIDTH)
                        .filter(|&c| POINTS & 1 << c != 0)
                        .collect();
                    if row_text.chars().count() != cells.len() {
                        return Err(bad(row_text, "expected a letter or `.` for each point of the row"));
                    }
                    for (cell, c) in cells.into_iter().zip(row_text.chars()) {
                        match c {
                            #first => men[0] |= 1 << cell,
                            #second => men[1] |= 1 << cell,
                            '.' => {}
                            _ => return Err(bad(row_text, "a point is a player's letter or `.`")),
                        }
                    }
                }
                let to_move = match side {
                    s if s.len() == 1 && s.starts_with(#first) => Side::First,
                    s if s.len() == 1 && s.starts_with(#second) => Side::Second,
                    _ => return Err(bad(side, "expected the letter of the side to move")),
                };
                let mut hand = [0u8; 2];
                for (i, h) in hands.iter().enumerate() {
                    hand[i] = h
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| u32::from(n) + men[i].count_ones() <= u32::from(MEN))
                        .ok_or_else(|| bad(h, "expected the men in hand: a player has at most as many men as the game gives, on the board and in hand"))?;
                }
                let turns = turns
                    .parse::<u16>()
                    .map_err(|_| bad(turns, "expected the number of turns played"))?;
                if removing && men[1 - to_move.index()] == 0 {
                    return Err(bad(text, "a removal needs an enemy man on the board"));
                }
                let mut position = #name {
                    men,
                    hand,
                    to_move,
                    removing,
                    turns,
                    outcome: None,
                    hash: 0,
                };
                position.hash = position.scratch_key();
                let mover = if removing { to_move } else { to_move.opponent() };
                position.outcome = position.judge(mover);
                Ok(position)
            }

            fn write_position(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                for row in (0..HEIGHT).rev() {
                    for col in 0..WIDTH {
                        let cell = col + row * WIDTH;
                        if POINTS & 1 << cell == 0 {
                            continue;
                        }
                        let c = if self.men[0] & 1 << cell != 0 {
                            #first
                        } else if self.men[1] & 1 << cell != 0 {
                            #second
                        } else {
                            '.'
                        };
                        out.write_char(c)?;
                    }
                    if row > 0 {
                        out.write_char('/')?;
                    }
                }
                let side = if self.to_move == Side::First { #first } else { #second };
                ::core::write!(out, " {} {} {} {}", side, self.hand[0], self.hand[1], self.turns)?;
                if self.removing {
                    out.write_str(" remove")?;
                }
                Ok(())
            }

            fn side_name(side: Side) -> &'static str {
                match side {
                    Side::First => #first_name,
                    Side::Second => #second_name,
                }
            }
        }
    }
}

/// `Display`: the board drawn with its lines, the coordinates around it,
/// and a line about the hands and the side to move.
pub fn display(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let board = &cx.game.board;
    let (w, h) = (board.width, board.height);
    // The drawing is a grid of characters, two columns and two rows a
    // cell, with each line's segments between consecutive points.
    let (cols, rows) = (2 * w - 1, 2 * h - 1);
    let mut art = vec![vec![' '; cols]; rows];
    for line in &cx.rules.lines {
        for pair in line.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (ax, ay) = (2 * (a % w) as i64, 2 * (a / w) as i64);
            let (bx, by) = (2 * (b % w) as i64, 2 * (b / w) as i64);
            let (dx, dy) = (bx - ax, by - ay);
            let glyph = match (dx.signum(), dy.signum()) {
                (_, 0) => '-',
                (0, _) => '|',
                (sx, sy) if dx.abs() == dy.abs() && sx == sy => '/',
                _ if dx.abs() == dy.abs() => '\\',
                _ => continue,
            };
            let steps = dx.abs().max(dy.abs());
            for k in 1..steps {
                let (x, y) = (ax + dx.signum() * k, ay + dy.signum() * k);
                art[y as usize][x as usize] = glyph;
            }
        }
    }
    let art: Vec<String> = art.into_iter().map(|r| r.into_iter().collect()).collect();
    let art_rows: Vec<Literal> = art.iter().map(|r| Literal::string(r)).collect();
    let [first, second] = [0, 1].map(|i| cx.game.players[i].symbol);
    quote! {
        /// The board drawn with its lines: each player's men by their
        /// letter, an empty point `·`; then the men in hand and whose turn
        /// it is.
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                const ART: [&str; 2 * HEIGHT - 1] = [#(#art_rows),*];
                for (y, art_row) in ART.iter().enumerate().rev() {
                    if y % 2 == 0 {
                        ::core::write!(f, "{:>2} ", y / 2 + 1)?;
                    } else {
                        f.write_str("   ")?;
                    }
                    for (x, glyph) in art_row.chars().enumerate() {
                        let cell = x / 2 + y / 2 * WIDTH;
                        if x % 2 == 0 && y % 2 == 0 && POINTS & 1 << cell != 0 {
                            let c = if self.men[0] & 1 << cell != 0 {
                                #first
                            } else if self.men[1] & 1 << cell != 0 {
                                #second
                            } else {
                                '·'
                            };
                            ::core::write!(f, "{c}")?;
                        } else {
                            ::core::write!(f, "{glyph}")?;
                        }
                    }
                    f.write_str("\n")?;
                }
                f.write_str("   ")?;
                for col in 0..WIDTH {
                    let file = NAMES
                        .iter()
                        .enumerate()
                        .find(|(c, n)| c % WIDTH == col && !n.is_empty())
                        .map_or(" ", |(_, n)| n.trim_end_matches(|c: char| c.is_ascii_digit()));
                    ::core::write!(f, "{file:<2}")?;
                }
                f.write_str("\n")?;
                let side = if self.to_move == Side::First { #first } else { #second };
                ::core::write!(
                    f,
                    "in hand {} {} and {} {}; {} to {}",
                    #first,
                    self.hand[0],
                    #second,
                    self.hand[1],
                    side,
                    if self.removing { "remove a man" } else { "move" }
                )
            }
        }
    }
}
