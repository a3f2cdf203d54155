//! Standard Algebraic Notation, the way chess players write moves: `Nf3`,
//! `exd5`, `O-O`, `e8=Q+`, `Raxd1`. A move is named by the piece's letter
//! (none for a pawn), just enough of its start to tell it from the other
//! pieces of its kind that could land there, `x` for a capture, the
//! landing cell, the promotion, and `+` or `#` for check and mate.
//!
//! Generated games of the chess family describe each legal move as
//! [`MoveFacts`]; the functions here write and read SAN from those, so
//! the notation is written once for every game.

use crate::bitboard::Grid;
use core::fmt;

/// Which way castling goes: towards the higher files (`O-O`, the king's
/// side in chess) or the lower (`O-O-O`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Castling {
    /// `O-O`.
    High,
    /// `O-O-O`.
    Low,
}

/// What SAN needs to know of a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    /// The moving piece's letter, uppercase; `None` for a pawn (a piece
    /// that promotes), which SAN names by no letter.
    pub piece: Option<char>,
    /// The cell the piece leaves.
    pub from: usize,
    /// The cell it lands on.
    pub to: usize,
    /// Whether it captures.
    pub capture: bool,
    /// The letter of the kind it promotes to, if it does.
    pub promotion: Option<char>,
    /// Castling, if it is.
    pub castle: Option<Castling>,
}

/// Whether a move gives check, or mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Neither.
    None,
    /// `+`.
    Check,
    /// `#`.
    Mate,
}

/// Why a text names no single legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not SAN at all.
    NotSan,
    /// It is SAN, but no legal move fits it.
    NoSuchMove,
    /// Several legal moves fit it: it needs more of the start cell.
    Ambiguous,
}

/// Writes `mv` in SAN; `all` are the position's legal moves, among which
/// its start is told apart.
pub fn write(
    grid: &Grid,
    mv: &MoveFacts,
    all: &[MoveFacts],
    check: Check,
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    match mv.castle {
        Some(Castling::High) => out.write_str("O-O")?,
        Some(Castling::Low) => out.write_str("O-O-O")?,
        None => {
            match mv.piece {
                Some(letter) => {
                    out.write_char(letter)?;
                    write_start(grid, mv, all, out)?;
                }
                None if mv.capture => grid.write_file(grid.col(mv.from), out)?,
                None => {}
            }
            if mv.capture {
                out.write_char('x')?;
            }
            grid.write_cell(mv.to, out)?;
            if let Some(p) = mv.promotion {
                write!(out, "={p}")?;
            }
        }
    }
    match check {
        Check::None => Ok(()),
        Check::Check => out.write_char('+'),
        Check::Mate => out.write_char('#'),
    }
}

/// As much of a piece's start as tells it from the others of its kind that
/// could land on the same cell: its file, else its rank, else both.
fn write_start(
    grid: &Grid,
    mv: &MoveFacts,
    all: &[MoveFacts],
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    let rivals: Vec<&MoveFacts> = all
        .iter()
        .filter(|o| o.piece == mv.piece && o.to == mv.to && o.from != mv.from && o.castle.is_none())
        .collect();
    if rivals.is_empty() {
        return Ok(());
    }
    let (col, row) = (grid.col(mv.from), grid.row(mv.from));
    if rivals.iter().all(|o| grid.col(o.from) != col) {
        grid.write_file(col, out)
    } else if rivals.iter().all(|o| grid.row(o.from) != row) {
        write!(out, "{}", row + 1)
    } else {
        grid.write_cell(mv.from, out)
    }
}

/// A move as SAN writes it, read back: what it says of the move.
struct Written {
    piece: Option<char>,
    from_col: Option<usize>,
    from_row: Option<usize>,
    to: usize,
    promotion: Option<char>,
}

/// Which of `all` (the legal moves) the SAN `text` names. Check and mate
/// marks and annotations (`!`, `?`) are optional; `0-0` reads as `O-O`, and
/// a promotion may be written without `=`.
pub fn find(grid: &Grid, text: &str, all: &[MoveFacts]) -> Result<usize, SanError> {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let castle = match text {
        "O-O" | "0-0" => Some(Castling::High),
        "O-O-O" | "0-0-0" => Some(Castling::Low),
        _ => None,
    };
    let fits: Vec<usize> = match castle {
        Some(side) => all
            .iter()
            .enumerate()
            .filter(|(_, m)| m.castle == Some(side))
            .map(|(i, _)| i)
            .collect(),
        None => {
            let w = read(grid, text).ok_or(SanError::NotSan)?;
            all.iter()
                .enumerate()
                .filter(|(_, m)| {
                    m.castle.is_none()
                        && m.piece == w.piece
                        && m.to == w.to
                        && m.promotion == w.promotion
                        && w.from_col.is_none_or(|c| grid.col(m.from) == c)
                        && w.from_row.is_none_or(|r| grid.row(m.from) == r)
                })
                .map(|(i, _)| i)
                .collect()
        }
    };
    match fits.as_slice() {
        [i] => Ok(*i),
        [] => Err(SanError::NoSuchMove),
        _ => Err(SanError::Ambiguous),
    }
}

/// Reads SAN without castling: `[Piece] [file] [rank] [x] cell [[=]Promotion]`.
fn read(grid: &Grid, text: &str) -> Option<Written> {
    let mut s = text;
    let piece = s.chars().next().filter(char::is_ascii_uppercase);
    if piece.is_some() {
        s = &s[1..];
    }
    // A promotion: a letter after the landing cell's rank, perhaps after `=`.
    let mut promotion = None;
    if let Some(last) = s.chars().last().filter(char::is_ascii_alphabetic) {
        let before = s[..s.len() - 1].trim_end_matches('=');
        if before.ends_with(|c: char| c.is_ascii_digit()) {
            promotion = Some(last.to_ascii_uppercase());
            s = before;
        }
    }
    // The landing cell: the last letters and digits.
    let digits = s.len() - s.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let head = &s[..s.len() - digits];
    // A file is one letter on a board up to 26 wide, two beyond.
    let file_width = if grid.width <= 26 { 1 } else { 2 };
    let letters = (head.len()
        - head
            .trim_end_matches(|c: char| c.is_ascii_lowercase())
            .len())
    .min(file_width);
    if digits == 0 || letters == 0 {
        return None;
    }
    let cell_start = s.len() - digits - letters;
    let to = grid.parse_cell(&s[cell_start..])?;
    let rest = s[..cell_start].trim_end_matches(['x', ':']);
    // What is left tells the start apart: a file, a rank, or both.
    let rank_digits = rest.len() - rest.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (file_text, rank_text) = rest.split_at(rest.len() - rank_digits);
    let from_col = match file_text {
        "" => None,
        f => Some(grid.parse_cell(&format!("{f}1"))? % grid.width),
    };
    let from_row = match rank_text {
        "" => None,
        r => Some(r.parse::<usize>().ok()?.checked_sub(1)?),
    };
    Some(Written {
        piece,
        from_col,
        from_row,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRID: Grid = Grid::square(8, 8);

    fn cell(name: &str) -> usize {
        GRID.parse_cell(name).unwrap()
    }

    fn facts(piece: Option<char>, from: &str, to: &str, capture: bool) -> MoveFacts {
        MoveFacts {
            piece,
            from: cell(from),
            to: cell(to),
            capture,
            promotion: None,
            castle: None,
        }
    }

    fn san(mv: &MoveFacts, all: &[MoveFacts], check: Check) -> String {
        let mut s = String::new();
        write(&GRID, mv, all, check, &mut s).unwrap();
        s
    }

    #[test]
    fn moves_are_written_as_players_write_them() {
        let knight = facts(Some('N'), "g1", "f3", false);
        let pawn = facts(None, "e4", "d5", true);
        let mut promote = facts(None, "e7", "e8", false);
        promote.promotion = Some('Q');
        let castle = MoveFacts {
            castle: Some(Castling::High),
            ..knight
        };
        let all = [knight, pawn, promote, castle];
        assert_eq!(san(&knight, &all, Check::None), "Nf3");
        assert_eq!(san(&pawn, &all, Check::None), "exd5");
        assert_eq!(san(&promote, &all, Check::Check), "e8=Q+");
        assert_eq!(san(&castle, &all, Check::Mate), "O-O#");
    }

    #[test]
    fn a_start_is_named_only_as_far_as_needed() {
        let a = facts(Some('R'), "a1", "d1", true);
        let f = facts(Some('R'), "f1", "d1", true);
        assert_eq!(san(&a, &[a, f], Check::None), "Raxd1");
        let one = facts(Some('N'), "b1", "d2", false);
        let three = facts(Some('N'), "b3", "d2", false);
        assert_eq!(san(&one, &[one, three], Check::None), "N1d2");
    }

    #[test]
    fn san_finds_its_move() {
        let knight = facts(Some('N'), "g1", "f3", false);
        let pawn = facts(None, "e2", "e4", false);
        let mut promote = facts(None, "e7", "e8", false);
        promote.promotion = Some('Q');
        let mut under = promote;
        under.promotion = Some('N');
        let all = [knight, pawn, promote, under];
        assert_eq!(find(&GRID, "Nf3", &all), Ok(0));
        assert_eq!(find(&GRID, "Ngf3+", &all), Ok(0));
        assert_eq!(find(&GRID, "e4", &all), Ok(1));
        assert_eq!(find(&GRID, "e8=Q", &all), Ok(2));
        assert_eq!(find(&GRID, "e8N#", &all), Ok(3));
        assert_eq!(find(&GRID, "e8", &all), Err(SanError::NoSuchMove));
        assert_eq!(find(&GRID, "Nf4", &all), Err(SanError::NoSuchMove));
        assert_eq!(find(&GRID, "hello", &all), Err(SanError::NotSan));
        assert_eq!(find(&GRID, "O-O", &all), Err(SanError::NoSuchMove));
        let a = facts(Some('R'), "a1", "d1", false);
        let f = facts(Some('R'), "f1", "d1", false);
        assert_eq!(find(&GRID, "Rd1", &[a, f]), Err(SanError::Ambiguous));
        assert_eq!(find(&GRID, "Rfd1", &[a, f]), Ok(1));
    }
}
