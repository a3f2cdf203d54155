//! Notation of games of boxes. A move is a line, written as the two dots
//! it joins (`a1-b1`, the dots named as cells from the bottom-left one;
//! read also `b1-a1` and `a1b1`), or as OpenSpiel writes it: its action
//! number (`0`) or `P1(h,0,0)` (orientation, then the row and column of
//! the first dot, counted from the top-left; the player's prefix
//! optional). A position is OpenSpiel's dots-and-boxes notation (a `0`
//! or `1` for each line, in the order of the actions), the side to move,
//! and who completed each box, row by row from the top, separated by `/`
//! (a player's letter, or `.` for a box still open):
//! `000000000000000000000000 R .../.../...`.

use super::Ctx;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `impl Notation`.
pub fn impls(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let [first, second] = [0, 1].map(|i| cx.game.players[i].symbol);
    let expected = "a line as the two dots it joins, such as `a1-b1`, or as OpenSpiel writes it, `P1(h,0,0)` or its action number";
    let [first_name, second_name] =
        [0, 1].map(|i| Literal::string(&cx.game.players[i].name.to_lowercase()));
    quote! {
        impl #name {
            /// The dot named `text` (`a1`), as column and row from the
            /// bottom-left dot.
            fn dot_named(text: &str) -> Option<(u8, u8)> {
                let digits = text.find(|c: char| c.is_ascii_digit())?;
                let (file, rank) = text.split_at(digits);
                if file.is_empty() || !file.bytes().all(|b| b.is_ascii_lowercase()) {
                    return None;
                }
                let col = file
                    .bytes()
                    .try_fold(0usize, |n, b| n.checked_mul(26)?.checked_add(usize::from(b - b'a') + 1))?
                    .checked_sub(1)?;
                let row = rank.parse::<usize>().ok()?.checked_sub(1)?;
                (col <= COLS && row <= ROWS).then(|| (col as u8, row as u8))
            }

            /// The line joining the dots `a` and `b`, in either order.
            fn joining(a: (u8, u8), b: (u8, u8)) -> Option<Move> {
                let (lo, hi) = if (a.1, a.0) <= (b.1, b.0) { (a, b) } else { (b, a) };
                DOTS
                    .iter()
                    .position(|d| *d == [lo.0, lo.1, hi.0, hi.1])
                    .map(|e| e as Move)
            }

            /// OpenSpiel's `P1(h,0,0)`, or `(h,0,0)` and `h,0,0`: the
            /// orientation, the row and the column of the first dot from
            /// the top-left.
            fn openspiel_move(text: &str) -> Option<Move> {
                let body = text
                    .strip_prefix("P1")
                    .or_else(|| text.strip_prefix("P2"))
                    .unwrap_or(text);
                let body = body
                    .strip_prefix('(')
                    .and_then(|b| b.strip_suffix(')'))
                    .unwrap_or(body);
                let mut parts = body.split(',').map(str::trim);
                let orientation = parts.next()?;
                let row = parts.next()?.parse::<usize>().ok()?;
                let col = parts.next()?.parse::<usize>().ok()?;
                if parts.next().is_some() {
                    return None;
                }
                let edge = match orientation {
                    "h" if row <= ROWS && col < COLS => row * COLS + col,
                    "v" if row < ROWS && col <= COLS => (ROWS + 1) * COLS + row * (COLS + 1) + col,
                    _ => return None,
                };
                Some(edge as Move)
            }

            /// `text` as a line, if it names one.
            fn read_move(text: &str) -> Option<Move> {
                if let Ok(action) = text.parse::<usize>() {
                    return (action < EDGES).then_some(action as Move);
                }
                if let Some(mv) = Self::openspiel_move(text) {
                    return Some(mv);
                }
                if let Some((a, b)) = text.split_once('-') {
                    return Self::joining(Self::dot_named(a)?, Self::dot_named(b)?);
                }
                // Two dots run together, `a1b1`.
                (1..text.len()).filter(|&i| text.is_char_boundary(i)).find_map(|i| {
                    let (a, b) = text.split_at(i);
                    Self::joining(Self::dot_named(a)?, Self::dot_named(b)?)
                })
            }
        }

        impl Notation for #name {
            fn parse_move(position: &Self, text: &str) -> Result<Move, NotationError> {
                let token = text.trim();
                let mv = Self::read_move(token).ok_or_else(|| NotationError::BadMove {
                    token: token.to_string(),
                    expected: #expected,
                })?;
                if position.outcome.is_some() || position.lines & line(usize::from(mv)) != 0 {
                    return Err(NotationError::IllegalMove { token: token.to_string() });
                }
                Ok(mv)
            }

            fn write_move(_position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                out.write_str(NAMES[usize::from(mv)])
            }

            fn parse_position(text: &str) -> Result<Self, NotationError> {
                let bad = |token: &str, reason: &str| NotationError::BadPosition {
                    token: token.to_string(),
                    reason: reason.to_string(),
                };
                let words: ::std::vec::Vec<&str> = text.split_whitespace().collect();
                let [dbn, side, owners] = words.as_slice() else {
                    return Err(bad(text, "expected the lines (a `0` or `1` for each, in OpenSpiel's order), the side to move, and who completed each box, row by row from the top, as in `000000000000000000000000 R .../.../...`"));
                };
                if dbn.len() != EDGES || !dbn.bytes().all(|b| b == b'0' || b == b'1') {
                    return Err(bad(dbn, "expected a `0` or `1` for each line of the board, in OpenSpiel's order of actions"));
                }
                let mut lines: Lines = 0;
                for (edge, b) in dbn.bytes().enumerate() {
                    if b == b'1' {
                        lines |= line(edge);
                    }
                }
                let to_move = match *side {
                    s if s.len() == 1 && s.starts_with(#first) => Side::First,
                    s if s.len() == 1 && s.starts_with(#second) => Side::Second,
                    _ => return Err(bad(side, "expected the letter of the side to move")),
                };
                let rows: ::std::vec::Vec<&str> = owners.split('/').collect();
                if rows.len() != ROWS {
                    return Err(bad(owners, "expected one row of boxes for each row of the board, top first, separated by `/`"));
                }
                let mut boxes = [0u64; 2];
                for (row, row_text) in rows.iter().enumerate() {
                    if row_text.chars().count() != COLS {
                        return Err(bad(row_text, "expected a letter or `.` for each box of the row"));
                    }
                    for (col, c) in row_text.chars().enumerate() {
                        let b = col + row * COLS;
                        let complete = lines & SIDES[b] == SIDES[b];
                        match c {
                            #first | #second if !complete => {
                                return Err(bad(row_text, "a box has an owner only once its four sides are drawn"));
                            }
                            #first => boxes[0] |= 1 << b,
                            #second => boxes[1] |= 1 << b,
                            '.' if complete => {
                                return Err(bad(row_text, "a box whose four sides are drawn was completed by a player: write their letter"));
                            }
                            '.' => {}
                            _ => return Err(bad(row_text, "a box is a player's letter or `.`")),
                        }
                    }
                }
                let mut position = #name {
                    lines,
                    boxes,
                    to_move,
                    outcome: None,
                    hash: 0,
                };
                position.hash = position.scratch_key();
                position.outcome = position.judge();
                Ok(position)
            }

            fn write_position(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                for edge in 0..EDGES {
                    out.write_char(if self.lines & line(edge) != 0 { '1' } else { '0' })?;
                }
                let side = if self.to_move == Side::First { #first } else { #second };
                ::core::write!(out, " {side} ")?;
                for row in 0..ROWS {
                    if row > 0 {
                        out.write_char('/')?;
                    }
                    for col in 0..COLS {
                        let bit = 1u64 << (col + row * COLS);
                        out.write_char(if self.boxes[0] & bit != 0 {
                            #first
                        } else if self.boxes[1] & bit != 0 {
                            #second
                        } else {
                            '.'
                        })?;
                    }
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

/// `Display`: the dots, the lines drawn between them, each completed box
/// with its owner's letter, the coordinates of the dots, and the count.
pub fn display(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let [first, second] = [0, 1].map(|i| cx.game.players[i].symbol);
    quote! {
        /// The dots (`·`) and the lines drawn between them, a completed
        /// box marked with its owner's letter; the dots' rows and columns
        /// around them; then each player's boxes and whose turn it is.
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let drawn = |edge: usize| self.lines & line(edge) != 0;
                for row in 0..=ROWS {
                    // Dots of this row, from the top, and the lines between.
                    ::core::write!(f, "{:>2} ", ROWS - row + 1)?;
                    for col in 0..=COLS {
                        f.write_str("·")?;
                        if col < COLS {
                            f.write_str(if drawn(row * COLS + col) { "───" } else { "   " })?;
                        }
                    }
                    f.write_str("\n")?;
                    if row == ROWS {
                        break;
                    }
                    f.write_str("   ")?;
                    for col in 0..=COLS {
                        let vertical = (ROWS + 1) * COLS + row * (COLS + 1) + col;
                        f.write_str(if drawn(vertical) { "│" } else { " " })?;
                        if col < COLS {
                            let bit = 1u64 << (col + row * COLS);
                            let owner = if self.boxes[0] & bit != 0 {
                                #first
                            } else if self.boxes[1] & bit != 0 {
                                #second
                            } else {
                                ' '
                            };
                            ::core::write!(f, " {owner} ")?;
                        }
                    }
                    f.write_str("\n")?;
                }
                f.write_str("   ")?;
                for col in 0..=COLS {
                    let file = NAMES
                        .iter()
                        .zip(DOTS.iter())
                        .find(|(_, d)| usize::from(d[0]) == col)
                        .map_or("", |(n, _)| n.split('-').next().unwrap_or(""));
                    let file = file.trim_end_matches(|c: char| c.is_ascii_digit());
                    ::core::write!(f, "{file:<4}")?;
                }
                f.write_str("\n")?;
                let side = if self.to_move == Side::First { #first } else { #second };
                ::core::write!(
                    f,
                    "boxes {} {} and {} {}; {} to move",
                    #first,
                    self.boxes[0].count_ones(),
                    #second,
                    self.boxes[1].count_ones(),
                    side
                )
            }
        }
    }
}
