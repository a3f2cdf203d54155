//! Helpers for games whose pieces move, capture or flip, as `game!`
//! generates them: move sinks that list or count, Zobrist keys per piece
//! kind, const cell sets, and the position notations players of these games
//! use (FEN-like rows, PDN square numbers and FEN, Edax board strings).
//!
//! Everything on the hot path ([`MoveSink`], [`PieceKeys`]) is `Copy` data
//! and monomorphized code; the notation readers allocate, at the API edge.

use crate::bitboard::{splitmix64, Grid, Wide};
use crate::{MoveList, Side};
use core::fmt;

/// Where generated move generators put moves: a [`MoveList`] keeps them, a
/// [`Count`] only counts (perft's bulk counting, mobility). One generator,
/// monomorphized twice.
pub trait MoveSink<M> {
    /// Whether this sink only counts, so whole sets of moves may be added
    /// with [`MoveSink::add_many`] instead of one by one.
    const COUNTS: bool;
    /// Adds one move.
    fn add(&mut self, mv: M);
    /// Adds `n` moves without naming them, all made by pieces of kind
    /// `kind` (an index into the game's kinds), or by no piece on the
    /// board when `kind` is the number of kinds (drops); only called when
    /// [`Self::COUNTS`].
    fn add_many(&mut self, kind: usize, n: u32);
    /// Whether any move was added.
    fn any(&self) -> bool;
}

impl<M: Copy + Default, const N: usize> MoveSink<M> for MoveList<M, N> {
    const COUNTS: bool = false;
    #[inline(always)]
    fn add(&mut self, mv: M) {
        self.push(mv);
    }
    #[inline(always)]
    fn add_many(&mut self, _kind: usize, _n: u32) {
        debug_assert!(false, "a move list is filled one move at a time");
    }
    #[inline(always)]
    fn any(&self) -> bool {
        !self.is_empty()
    }
}

/// A sink that passes on only the moves `keep` accepts: the legal moves of
/// a game whose generator lists pseudo-legal moves and tests each one that
/// could leave its royal piece attacked. Moves are named one by one.
pub struct Filtered<'a, K, F> {
    /// Where the kept moves go.
    pub sink: &'a mut K,
    /// Whether a move is kept.
    pub keep: F,
}

impl<M: Copy, K: MoveSink<M>, F: FnMut(M) -> bool> MoveSink<M> for Filtered<'_, K, F> {
    const COUNTS: bool = false;
    #[inline(always)]
    fn add(&mut self, mv: M) {
        if (self.keep)(mv) {
            self.sink.add(mv);
        }
    }
    #[inline(always)]
    fn add_many(&mut self, _kind: usize, _n: u32) {
        debug_assert!(false, "a filtered sink is given one move at a time");
    }
    #[inline(always)]
    fn any(&self) -> bool {
        self.sink.any()
    }
}

/// A sink that counts moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count(pub usize);

impl<M> MoveSink<M> for Count {
    const COUNTS: bool = true;
    #[inline(always)]
    fn add(&mut self, _mv: M) {
        self.0 += 1;
    }
    #[inline(always)]
    fn add_many(&mut self, _kind: usize, n: u32) {
        self.0 += n as usize;
    }
    #[inline(always)]
    fn any(&self) -> bool {
        self.0 > 0
    }
}

/// Zobrist keys for pieces: one per side, kind and cell, one per blocked
/// cell (an amazons arrow), and one for the second player to move.
#[derive(Clone, Copy, Debug)]
pub struct PieceKeys<const KINDS: usize, const CELLS: usize> {
    /// `pieces[side][kind][cell]`.
    pub pieces: [[[u64; CELLS]; KINDS]; 2],
    /// `blocked[cell]`.
    pub blocked: [u64; CELLS],
    /// Xored in while the second player is to move.
    pub second_to_move: u64,
}

impl<const KINDS: usize, const CELLS: usize> PieceKeys<KINDS, CELLS> {
    /// The keys drawn from SplitMix64 seeded with `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        let mut pieces = [[[0; CELLS]; KINDS]; 2];
        let mut blocked = [0; CELLS];
        let mut state = seed;
        let mut side = 0;
        while side < 2 {
            let mut kind = 0;
            while kind < KINDS {
                let mut c = 0;
                while c < CELLS {
                    let (next, key) = splitmix64(state);
                    state = next;
                    pieces[side][kind][c] = key;
                    c += 1;
                }
                kind += 1;
            }
            side += 1;
        }
        let mut c = 0;
        while c < CELLS {
            let (next, key) = splitmix64(state);
            state = next;
            blocked[c] = key;
            c += 1;
        }
        let (_, second_to_move) = splitmix64(state);
        PieceKeys {
            pieces,
            blocked,
            second_to_move,
        }
    }
}

/// The set of the listed cells.
#[must_use]
pub const fn cells<const N: usize>(list: &[usize]) -> Wide<N> {
    let mut out = Wide::<N>::ZERO;
    let mut i = 0;
    while i < list.len() {
        out = out.with_bit(list[i]);
        i += 1;
    }
    out
}

/// The dark squares of a draughts board: those of `a1`'s colour.
#[must_use]
pub const fn dark_squares<const N: usize>(grid: &Grid) -> Wide<N> {
    let mut out = Wide::<N>::ZERO;
    let mut c = 0;
    while c < grid.cells() {
        if (grid.col(c) + grid.row(c)) % 2 == 0 {
            out = out.with_bit(c);
        }
        c += 1;
    }
    out
}

/// What stands on a cell, as the notation readers and writers see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// Nothing.
    Empty,
    /// A piece of `kind` (its index in the declaration) of a side.
    Piece(Side, usize),
    /// A cell blocked for good.
    Blocked,
}

/// PDN square numbers of a draughts board: the dark squares, rows from the
/// top, each row from the left, numbered from 1.
#[must_use]
pub fn pdn_square(grid: &Grid, cell: usize) -> Option<usize> {
    if (grid.col(cell) + grid.row(cell)) % 2 != 0 || cell >= grid.cells() {
        return None;
    }
    let rows_above = grid.height - 1 - grid.row(cell);
    let per_row = |row: usize| (0..grid.width).filter(|c| (c + row) % 2 == 0).count();
    let before: usize = (0..rows_above).map(|d| per_row(grid.height - 1 - d)).sum();
    let in_row = (0..grid.col(cell))
        .filter(|c| (c + grid.row(cell)) % 2 == 0)
        .count();
    Some(before + in_row + 1)
}

/// The cell of PDN square `square`, if the board has it.
#[must_use]
pub fn pdn_cell(grid: &Grid, square: usize) -> Option<usize> {
    (0..grid.cells()).find(|&c| pdn_square(grid, c) == Some(square))
}

/// Writes FEN-like rows: top row first, `/` between rows, the first
/// player's pieces by their uppercase letter, the second's lowercase, `*`
/// for a blocked cell and a number for each run of empty cells.
pub fn write_rows(
    grid: &Grid,
    occupant: &dyn Fn(usize) -> Occupant,
    letters: &[char],
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    write_rows_marked(grid, occupant, letters, &[], &|_| false, out)
}

/// [`write_rows`] for games whose kinds may be written `+L` (`plus[kind]`,
/// the promoted form of the kind written `L`) and whose promoted pieces
/// are marked `~` after their letter where `promoted(cell)`, as
/// Fairy-Stockfish and python-chess write crazyhouse's promoted queens.
pub fn write_rows_marked(
    grid: &Grid,
    occupant: &dyn Fn(usize) -> Occupant,
    letters: &[char],
    plus: &[bool],
    promoted: &dyn Fn(usize) -> bool,
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    for drawn in 0..grid.height {
        if drawn > 0 {
            out.write_char('/')?;
        }
        let row = grid.drawn_row(drawn);
        let mut empty = 0;
        // A hole is no cell of the row: the rows list the cells on the board.
        for col in (0..grid.width).filter(|&col| grid.on_board(col, row)) {
            let cell = grid.cell(col, row);
            let (symbol, kind) = match occupant(cell) {
                Occupant::Empty => {
                    empty += 1;
                    continue;
                }
                Occupant::Piece(side, kind) => (piece_letter(letters[kind], side), Some(kind)),
                Occupant::Blocked => ('*', None),
            };
            if empty > 0 {
                write!(out, "{empty}")?;
                empty = 0;
            }
            if kind.is_some_and(|k| plus.get(k) == Some(&true)) {
                out.write_char('+')?;
            }
            out.write_char(symbol)?;
            if kind.is_some() && promoted(cell) {
                out.write_char('~')?;
            }
        }
        if empty > 0 {
            write!(out, "{empty}")?;
        }
    }
    Ok(())
}

fn piece_letter(letter: char, side: Side) -> char {
    match side {
        Side::First => letter.to_ascii_uppercase(),
        Side::Second => letter.to_ascii_lowercase(),
    }
}

/// The kind written `ch` (`+ch` when `plus`), either case.
fn kind_of(ch: char, plus: bool, letters: &[char], plus_kinds: &[bool]) -> Option<usize> {
    (0..letters.len()).find(|&k| {
        letters[k].eq_ignore_ascii_case(&ch) && plus_kinds.get(k).copied().unwrap_or(false) == plus
    })
}

fn unknown_piece(
    ch: char,
    plus: bool,
    letters: &[char],
    plus_kinds: &[bool],
    blocking: bool,
) -> String {
    let known: Vec<String> = (0..letters.len())
        .map(|k| {
            let p = if plus_kinds.get(k) == Some(&true) {
                "+"
            } else {
                ""
            };
            format!("`{p}{}`", letters[k])
        })
        .collect();
    let p = if plus { "+" } else { "" };
    format!(
        "`{p}{ch}` is not a piece: expected {} (lowercase for the second player){}, or a number of empty cells",
        known.join(", "),
        if blocking { ", `*` for a blocked cell" } else { "" }
    )
}

/// Reads what [`write_rows`] wrote (also `.` for one empty cell). The error
/// says what is wrong, for a person.
pub fn read_rows(
    grid: &Grid,
    text: &str,
    letters: &[char],
    blocking: bool,
) -> Result<Vec<Occupant>, String> {
    read_rows_marked(grid, text, letters, &[], blocking).map(|(cells, _)| cells)
}

/// Reads what [`write_rows_marked`] wrote: the cells, and for each whether
/// its piece is marked promoted (`~`).
pub fn read_rows_marked(
    grid: &Grid,
    text: &str,
    letters: &[char],
    plus_kinds: &[bool],
    blocking: bool,
) -> Result<(Vec<Occupant>, Vec<bool>), String> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != grid.height {
        return Err(format!(
            "expected {} rows separated by `/`, found {}",
            grid.height,
            rows.len()
        ));
    }
    let mut cells = vec![Occupant::Empty; grid.cells()];
    let mut marked = vec![false; grid.cells()];
    for (drawn, row_text) in rows.iter().enumerate() {
        let row = grid.drawn_row(drawn);
        // `col` counts the row's cells on the board; `cols` maps it to columns.
        let cols: Vec<usize> = (0..grid.width)
            .filter(|&col| grid.on_board(col, row))
            .collect();
        let mut col = 0usize;
        let mut chars = row_text.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                let mut run = d as usize;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    chars.next();
                }
                col = col.saturating_add(run);
                continue;
            }
            let (ch, plus) =
                match ch {
                    '+' => match chars.next() {
                        Some(next) => (next, true),
                        None => return Err(
                            "`+` ends a row: it goes before a promoted piece's letter, as in `+P`"
                                .into(),
                        ),
                    },
                    ch => (ch, false),
                };
            let occupant = if ch == '.' && !plus {
                Occupant::Empty
            } else if ch == '*' && blocking && !plus {
                Occupant::Blocked
            } else if let Some(kind) = kind_of(ch, plus, letters, plus_kinds) {
                let side = if ch.is_ascii_uppercase() {
                    Side::First
                } else {
                    Side::Second
                };
                Occupant::Piece(side, kind)
            } else {
                return Err(unknown_piece(ch, plus, letters, plus_kinds, blocking));
            };
            let tilde = chars.next_if_eq(&'~').is_some();
            if tilde && !matches!(occupant, Occupant::Piece(..)) {
                return Err("`~` marks a promoted piece: it follows a piece's letter".into());
            }
            let Some(&at) = cols.get(col) else {
                return Err(format!(
                    "row {} has more than {} cells",
                    row + 1,
                    cols.len()
                ));
            };
            cells[grid.cell(at, row)] = occupant;
            marked[grid.cell(at, row)] = tilde;
            col += 1;
        }
        if col != cols.len() {
            return Err(format!(
                "row {} has {col} cells, expected {}",
                row + 1,
                cols.len()
            ));
        }
    }
    Ok((cells, marked))
}

/// Splits a FEN's first field into its rows and the hands that follow in
/// brackets (`rows[PPn]`), as Fairy-Stockfish, pyffish and python-chess
/// write them.
pub fn split_hand(board: &str) -> Result<(&str, Option<&str>), String> {
    match board.split_once('[') {
        None => Ok((board, None)),
        Some((rows, rest)) => match rest.strip_suffix(']') {
            Some(hand) if !hand.contains(['[', ']']) => Ok((rows, Some(hand))),
            _ => Err("the pieces in hand follow the rows in brackets, as in `[PPn]`".into()),
        },
    }
}

/// Reads the pieces in hand, `PPn` (`-` or nothing for none): each a
/// side (uppercase the first player) and a kind.
pub fn read_hand(
    text: &str,
    letters: &[char],
    plus_kinds: &[bool],
) -> Result<Vec<(Side, usize)>, String> {
    let mut out = Vec::new();
    if text == "-" {
        return Ok(out);
    }
    let mut chars = text.chars();
    while let Some(ch) = chars.next() {
        let (ch, plus) = match ch {
            '+' => (chars.next().unwrap_or('+'), true),
            ch => (ch, false),
        };
        let Some(kind) = kind_of(ch, plus, letters, plus_kinds) else {
            return Err(format!(
                "in the hand: {}",
                unknown_piece(ch, plus, letters, plus_kinds, false)
            ));
        };
        let side = if ch.is_ascii_uppercase() {
            Side::First
        } else {
            Side::Second
        };
        out.push((side, kind));
    }
    Ok(out)
}

/// Writes the hands in brackets: the first player's pieces (uppercase),
/// then the second's, each kind `count(side, kind)` times.
pub fn write_hand(
    count: &dyn Fn(usize, usize) -> u8,
    letters: &[char],
    plus_kinds: &[bool],
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    out.write_char('[')?;
    for (s, side) in [Side::First, Side::Second].into_iter().enumerate() {
        for (k, &letter) in letters.iter().enumerate() {
            for _ in 0..count(s, k) {
                if plus_kinds.get(k) == Some(&true) {
                    out.write_char('+')?;
                }
                out.write_char(piece_letter(letter, side))?;
            }
        }
    }
    out.write_char(']')
}

/// Writes a PDN FEN: the side to move, then the second player's pieces and
/// the first's, as square numbers, each kind but the first prefixed by its
/// letter: `B:W21,22:B1,K2`.
pub fn write_pdn_fen(
    grid: &Grid,
    occupant: &dyn Fn(usize) -> Occupant,
    letters: &[char],
    side_letters: [char; 2],
    to_move: Side,
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    out.write_char(side_letters[to_move.index()])?;
    for side in [Side::Second, Side::First] {
        write!(out, ":{}", side_letters[side.index()])?;
        let mut first = true;
        for square in 1.. {
            let Some(cell) = pdn_cell(grid, square) else {
                break;
            };
            if let Occupant::Piece(s, kind) = occupant(cell) {
                if s == side {
                    if !first {
                        out.write_char(',')?;
                    }
                    first = false;
                    if kind > 0 {
                        out.write_char(letters[kind])?;
                    }
                    write!(out, "{square}")?;
                }
            }
        }
    }
    Ok(())
}

/// Reads a PDN FEN (`B:W21,22:B1,K2`, ranges such as `1-12` allowed).
pub fn read_pdn_fen(
    grid: &Grid,
    text: &str,
    letters: &[char],
    side_letters: [char; 2],
) -> Result<(Vec<Occupant>, Side), String> {
    let text = text.trim().trim_end_matches('.');
    let side_of = |c: char| {
        side_letters
            .iter()
            .position(|s| s.eq_ignore_ascii_case(&c))
            .map(|i| if i == 0 { Side::First } else { Side::Second })
    };
    let mut parts = text.split(':');
    let turn = parts.next().unwrap_or("");
    let mut turn_chars = turn.chars();
    let to_move = match (turn_chars.next().and_then(side_of), turn_chars.next()) {
        (Some(side), None) => side,
        _ => {
            return Err(format!(
                "`{turn}` is not the side to move: expected `{}` or `{}`",
                side_letters[0], side_letters[1]
            ))
        }
    };
    let mut cells = vec![Occupant::Empty; grid.cells()];
    for part in parts {
        let mut chars = part.chars();
        let Some(side) = chars.next().and_then(side_of) else {
            return Err(format!(
                "`{part}` should start with `{}` or `{}`",
                side_letters[0], side_letters[1]
            ));
        };
        let list = chars.as_str();
        for item in list.split(',').filter(|i| !i.trim().is_empty()) {
            let item = item.trim();
            let (kind, numbers) = match item.chars().next() {
                Some(c) if c.is_ascii_alphabetic() => {
                    let kind = letters
                        .iter()
                        .position(|l| l.eq_ignore_ascii_case(&c))
                        .ok_or_else(|| format!("`{c}` in `{item}` is not a piece letter"))?;
                    (kind, &item[1..])
                }
                _ => (0, item),
            };
            let number = |t: &str| {
                t.parse::<usize>()
                    .ok()
                    .and_then(|n| pdn_cell(grid, n).map(|c| (n, c)))
                    .ok_or_else(|| format!("`{t}` is not a square from 1 to {}", grid.cells() / 2))
            };
            let (from, to) = match numbers.split_once('-') {
                Some((a, b)) => (number(a)?.0, number(b)?.0),
                None => {
                    let n = number(numbers)?.0;
                    (n, n)
                }
            };
            for square in from..=to {
                let cell = number(&square.to_string())?.1;
                if cells[cell] != Occupant::Empty {
                    return Err(format!("square {square} is listed twice"));
                }
                cells[cell] = Occupant::Piece(side, kind);
            }
        }
    }
    Ok((cells, to_move))
}

/// Writes an Edax board string: every cell from `a1` along the rows to the
/// last, `X` for the first player, `O` for the second, `-` empty, then a
/// space and the side to move.
pub fn write_edax(
    grid: &Grid,
    occupant: &dyn Fn(usize) -> Occupant,
    to_move: Side,
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    // A hole is left out, as it is of every board string.
    for cell in (0..grid.cells()).filter(|&c| grid.contains(c)) {
        out.write_char(match occupant(cell) {
            Occupant::Piece(Side::First, _) => 'X',
            Occupant::Piece(Side::Second, _) => 'O',
            _ => '-',
        })?;
    }
    write!(out, " {}", if to_move == Side::First { 'X' } else { 'O' })
}

/// Reads an Edax board string (`-` or `.` for empty, either case).
pub fn read_edax(grid: &Grid, text: &str) -> Result<(Vec<Occupant>, Side), String> {
    let mut parts = text.split_whitespace();
    let board = parts.next().unwrap_or("");
    if board.chars().count() != grid.playable() {
        return Err(format!(
            "expected {} cells (`X`, `O` or `-`), found {}",
            grid.playable(),
            board.chars().count()
        ));
    }
    // The string lists the cells on the board; a hole stays empty.
    let mut cells = vec![Occupant::Empty; grid.cells()];
    let on_board = (0..grid.cells()).filter(|&c| grid.contains(c));
    for (cell, c) in on_board.zip(board.chars()) {
        cells[cell] = match c.to_ascii_uppercase() {
            'X' => Occupant::Piece(Side::First, 0),
            'O' => Occupant::Piece(Side::Second, 0),
            '-' | '.' => Occupant::Empty,
            other => return Err(format!("`{other}` is not a cell: expected `X`, `O` or `-`")),
        };
    }
    let to_move = match parts.next() {
        Some(s) if s.eq_ignore_ascii_case("x") => Side::First,
        Some(s) if s.eq_ignore_ascii_case("o") => Side::Second,
        Some(s) => {
            return Err(format!(
                "`{s}` is not the side to move: expected `X` or `O`"
            ))
        }
        None => return Err("the side to move, `X` or `O`, is missing after the board".into()),
    };
    if let Some(extra) = parts.next() {
        return Err(format!("unexpected `{extra}` after the side to move"));
    }
    Ok((cells, to_move))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_numbers_run_from_the_top_left() {
        let grid = Grid::square(8, 8);
        assert_eq!(pdn_square(&grid, grid.cell(1, 7)), Some(1)); // b8
        assert_eq!(pdn_square(&grid, grid.cell(7, 7)), Some(4)); // h8
        assert_eq!(pdn_square(&grid, grid.cell(0, 6)), Some(5)); // a7
        assert_eq!(pdn_square(&grid, grid.cell(0, 0)), Some(29)); // a1
        assert_eq!(pdn_square(&grid, grid.cell(6, 0)), Some(32)); // g1
        assert_eq!(pdn_square(&grid, grid.cell(1, 0)), None);
        assert_eq!(pdn_cell(&grid, 29), Some(0));
    }

    #[test]
    fn rows_round_trip() {
        let grid = Grid::square(3, 2);
        let cells = read_rows(&grid, "1p1/K*1", &['K', 'P'], true).unwrap();
        assert_eq!(cells[0], Occupant::Piece(Side::First, 0));
        assert_eq!(cells[1], Occupant::Blocked);
        assert_eq!(cells[4], Occupant::Piece(Side::Second, 1));
        let mut s = String::new();
        write_rows(&grid, &|c| cells[c], &['K', 'P'], &mut s).unwrap();
        assert_eq!(s, "1p1/K*1");
        assert!(read_rows(&grid, "4/3", &['K'], false).is_err());
    }
}
