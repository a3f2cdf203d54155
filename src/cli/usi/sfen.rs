//! USI's notation and Fairy-Stockfish's, one into the other, as text.
//!
//! The catalog's shogi games read and write Fairy-Stockfish's notation, as
//! pyffish writes it; a shogi GUI speaks SFEN and USI moves. The two
//! describe the same things in other words:
//!
//! | | USI | Fairy-Stockfish |
//! |---|---|---|
//! | a square | `7g`: file 7 from the right, rank `g` from the top | `c3`: column `c` from the left, row 3 from the bottom |
//! | a move | `7g7f`, `8h2b+`, `P*5e` | `c3c4`, `b2h8+`, `P@e5` |
//! | the side to move | `b` for sente, who moves first | `w` for sente |
//! | the hands | after the side: `2Pp`, or `-` | in brackets after the board: `[PPp]` |
//! | the move number | plies, from 1 | moves of both sides, from 1 |
//!
//! The board's rows are written alike (from the top, sente in capitals,
//! `+` before a promoted piece). Nothing here knows the rules: a
//! [`Geometry`] gives the board's size, and the game reads the result.

use std::fmt::Write as _;

/// Why a text could not be translated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UsiError {
    /// A square outside the board, or not a square at all.
    #[error("`{token}` is not a square of the {width}x{height} board")]
    BadSquare {
        /// The offending text.
        token: String,
        /// The board's width.
        width: usize,
        /// The board's height.
        height: usize,
    },
    /// A move in neither form the notation has.
    #[error("`{token}` is not a move: expected {expected}")]
    BadMove {
        /// The offending text.
        token: String,
        /// What a move looks like.
        expected: &'static str,
    },
    /// A position that cannot be read.
    #[error("bad SFEN `{token}`: {reason}")]
    BadPosition {
        /// The offending part of the text.
        token: String,
        /// What is wrong with it.
        reason: String,
    },
}

/// The letters of the pieces that may be in a hand, in SFEN's order.
const HAND_ORDER: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

/// The letters of the pieces USI knows; `K` is the king.
const PIECES: [char; 8] = ['K', 'R', 'B', 'G', 'S', 'N', 'L', 'P'];

/// The most of one piece a hand may hold, well above any real count (a
/// shogi set has 18 pawns), so that a count cannot overflow.
const MAX_IN_HAND: u32 = 99;

/// The size of the board, which the squares' names depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Files.
    pub width: usize,
    /// Ranks.
    pub height: usize,
}

impl Geometry {
    /// The size of the board of a position in Fairy-Stockfish's notation:
    /// its rows, and the width of the first.
    pub fn of_fen(fen: &str) -> Result<Geometry, UsiError> {
        let board = fen.split(['[', ' ']).next().unwrap_or_default();
        let rows: Vec<&str> = board.split('/').collect();
        let width = row_width(rows[0])?;
        let geometry = Geometry {
            width,
            height: rows.len(),
        };
        // USI names files by one digit and ranks by one letter.
        if !(1..=9).contains(&geometry.width) || !(1..=26).contains(&geometry.height) {
            return Err(UsiError::BadPosition {
                token: board.to_string(),
                reason: format!(
                    "a {}x{} board has no USI names",
                    geometry.width, geometry.height
                ),
            });
        }
        Ok(geometry)
    }

    fn bad_square(&self, token: &str) -> UsiError {
        UsiError::BadSquare {
            token: token.to_string(),
            width: self.width,
            height: self.height,
        }
    }

    /// A USI square (`7g`) as a column from the left and a row from the
    /// bottom, both from 0.
    fn read_usi_square(&self, token: &str) -> Result<(usize, usize), UsiError> {
        let mut chars = token.chars();
        let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(self.bad_square(token));
        };
        let file = file.to_digit(10).map(|d| d as usize);
        let rank = rank
            .is_ascii_lowercase()
            .then(|| usize::from(rank as u8 - b'a'));
        match (file, rank) {
            (Some(file), Some(rank)) if (1..=self.width).contains(&file) && rank < self.height => {
                Ok((self.width - file, self.height - 1 - rank))
            }
            _ => Err(self.bad_square(token)),
        }
    }

    /// A Fairy-Stockfish square (`c3`) as a column and a row, from 0.
    fn read_fairy_square(&self, token: &str) -> Result<(usize, usize), UsiError> {
        let mut chars = token.chars();
        let column = chars
            .next()
            .filter(char::is_ascii_lowercase)
            .map(|c| usize::from(c as u8 - b'a'));
        let row = chars.as_str().parse::<usize>().ok();
        match (column, row) {
            (Some(column), Some(row))
                if column < self.width && (1..=self.height).contains(&row) =>
            {
                Ok((column, row - 1))
            }
            _ => Err(self.bad_square(token)),
        }
    }

    fn usi_square(&self, (column, row): (usize, usize)) -> String {
        let rank = char::from(b'a' + (self.height - 1 - row) as u8);
        format!("{}{rank}", self.width - column)
    }

    fn fairy_square(&self, (column, row): (usize, usize)) -> String {
        format!("{}{}", char::from(b'a' + column as u8), row + 1)
    }

    /// A USI move (`7g7f`, `8h2b+`, `P*5e`) in Fairy-Stockfish's notation
    /// (`c3c4`, `b2h8+`, `P@e5`).
    pub fn usi_to_fairy(&self, usi: &str) -> Result<String, UsiError> {
        const EXPECTED: &str = "a USI move such as 7g7f, 8h2b+ or P*5e";
        let bad = || UsiError::BadMove {
            token: usi.to_string(),
            expected: EXPECTED,
        };
        if let Some((piece, to)) = usi.split_once('*') {
            let piece = one_piece(piece).ok_or_else(bad)?;
            if to.chars().count() != 2 {
                return Err(bad());
            }
            let to = self.read_usi_square(to)?;
            return Ok(format!("{piece}@{}", self.fairy_square(to)));
        }
        let (squares, promotion) = match usi.strip_suffix('+') {
            Some(squares) => (squares, "+"),
            None => (usi, ""),
        };
        if squares.len() != 4 || !squares.is_ascii() {
            return Err(bad());
        }
        let from = self.read_usi_square(&squares[..2])?;
        let to = self.read_usi_square(&squares[2..])?;
        Ok(format!(
            "{}{}{promotion}",
            self.fairy_square(from),
            self.fairy_square(to)
        ))
    }

    /// A Fairy-Stockfish move (`c3c4`, `b2h8+`, `P@e5`) as USI writes it
    /// (`7g7f`, `8h2b+`, `P*5e`).
    pub fn fairy_to_usi(&self, fairy: &str) -> Result<String, UsiError> {
        let bad = || UsiError::BadMove {
            token: fairy.to_string(),
            expected: "a move such as c3c4, b2h8+ or P@e5",
        };
        if let Some((piece, to)) = fairy.split_once('@') {
            let piece = one_piece(piece).ok_or_else(bad)?;
            let to = self.read_fairy_square(to)?;
            return Ok(format!("{piece}*{}", self.usi_square(to)));
        }
        let (squares, promotion) = match fairy.strip_suffix('+') {
            Some(squares) => (squares, "+"),
            None => (fairy, ""),
        };
        // The second square starts at the second letter.
        let split = squares
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_lowercase())
            .map(|(at, _)| at)
            .ok_or_else(bad)?;
        let from = self.read_fairy_square(&squares[..split])?;
        let to = self.read_fairy_square(&squares[split..])?;
        Ok(format!(
            "{}{}{promotion}",
            self.usi_square(from),
            self.usi_square(to)
        ))
    }

    /// An SFEN (`<board> <b|w> <hands> [<ply>]`) in Fairy-Stockfish's
    /// notation (`<board>[<hands>] <w|b> - - 0 <move>`).
    pub fn sfen_to_fen(&self, sfen: &str) -> Result<String, UsiError> {
        let fields: Vec<&str> = sfen.split_whitespace().collect();
        let (board, side, hands, ply) = match fields[..] {
            [board, side, hands] => (board, side, hands, "1"),
            [board, side, hands, ply] => (board, side, hands, ply),
            _ => {
                return Err(UsiError::BadPosition {
                    token: sfen.to_string(),
                    reason: "expected a board, a side (b or w), the hands and a move number".into(),
                })
            }
        };
        self.check_board(board)?;
        let side = match side {
            "b" => "w",
            "w" => "b",
            _ => {
                return Err(UsiError::BadPosition {
                    token: side.to_string(),
                    reason: "the side to move is b (sente) or w (gote)".into(),
                })
            }
        };
        let hands = read_sfen_hands(hands)?;
        let ply: u32 =
            ply.parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| UsiError::BadPosition {
                    token: ply.to_string(),
                    reason: "the move number is a whole number from 1".into(),
                })?;
        // Fairy-Stockfish counts a move of each side as one.
        let move_number = 1 + (ply - 1) / 2;
        Ok(format!("{board}[{hands}] {side} - - 0 {move_number}"))
    }

    /// A position in Fairy-Stockfish's notation as an SFEN.
    pub fn fen_to_sfen(&self, fen: &str) -> Result<String, UsiError> {
        let bad = |token: &str, reason: &str| UsiError::BadPosition {
            token: token.to_string(),
            reason: reason.to_string(),
        };
        let mut fields = fen.split_whitespace();
        let placement = fields.next().unwrap_or_default();
        let (board, hands) = match placement.split_once('[') {
            Some((board, rest)) => {
                let hands = rest
                    .strip_suffix(']')
                    .ok_or_else(|| bad(placement, "the hands end with `]`"))?;
                (board, hands)
            }
            None => (placement, ""),
        };
        self.check_board(board)?;
        let side = fields.next().unwrap_or("w");
        // pyffish writes w and b; the catalog's games write the players'
        // initials, s and g.
        let second = match side {
            "w" | "s" => false,
            "b" | "g" => true,
            _ => return Err(bad(side, "the side to move is w (sente) or b (gote)")),
        };
        // The last field, when there are any, is the move number.
        let rest: Vec<&str> = fields.collect();
        let move_number = match rest.last() {
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| bad(text, "the move number is a whole number from 1"))?,
            None => 1,
        };
        let ply = 2 * (move_number - 1) + 1 + u32::from(second);
        let hands = write_sfen_hands(hands)?;
        Ok(format!(
            "{board} {} {hands} {ply}",
            if second { "w" } else { "b" }
        ))
    }

    /// Checks that `board` has this geometry's rows and USI's pieces.
    fn check_board(&self, board: &str) -> Result<(), UsiError> {
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != self.height {
            return Err(UsiError::BadPosition {
                token: board.to_string(),
                reason: format!("{} rows, not {}", rows.len(), self.height),
            });
        }
        for row in rows {
            let width = row_width(row)?;
            if width != self.width {
                return Err(UsiError::BadPosition {
                    token: row.to_string(),
                    reason: format!("a row of {width} cells, not {}", self.width),
                });
            }
        }
        Ok(())
    }
}

/// The number of cells in one row of a board (`lnsgkgsnl`, `4+P4`),
/// checking its pieces.
fn row_width(row: &str) -> Result<usize, UsiError> {
    let bad = |reason: String| UsiError::BadPosition {
        token: row.to_string(),
        reason,
    };
    let mut width = 0usize;
    let mut promoted = false;
    let mut digits = String::new();
    let flush = |digits: &mut String, width: &mut usize| -> Result<(), UsiError> {
        if !digits.is_empty() {
            let n: usize = digits
                .parse()
                .ok()
                .filter(|&n| (1..=99).contains(&n))
                .ok_or_else(|| bad(format!("`{digits}` empty cells")))?;
            *width += n;
            digits.clear();
        }
        Ok(())
    };
    for c in row.chars() {
        if c.is_ascii_digit() {
            if promoted {
                return Err(bad("`+` comes before a piece".into()));
            }
            digits.push(c);
            continue;
        }
        flush(&mut digits, &mut width)?;
        match c {
            '+' if !promoted => promoted = true,
            c if PIECES.contains(&c.to_ascii_uppercase()) => {
                if promoted && c.eq_ignore_ascii_case(&'K') {
                    return Err(bad("a king does not promote".into()));
                }
                promoted = false;
                width += 1;
            }
            _ => return Err(bad(format!("`{c}` is not a piece of USI's"))),
        }
    }
    flush(&mut digits, &mut width)?;
    if promoted {
        return Err(bad("`+` comes before a piece".into()));
    }
    if width == 0 {
        return Err(bad("an empty row".into()));
    }
    Ok(width)
}

/// The piece of a drop: one capital letter of a piece that can be in hand.
fn one_piece(text: &str) -> Option<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if HAND_ORDER.contains(&c) => Some(c),
        _ => None,
    }
}

/// SFEN's hands (`-`, `2Pp`, `R10p`) as Fairy-Stockfish's letters
/// (`PPp`), sente's first.
fn read_sfen_hands(text: &str) -> Result<String, UsiError> {
    let bad = |reason: &str| UsiError::BadPosition {
        token: text.to_string(),
        reason: reason.to_string(),
    };
    if text == "-" {
        return Ok(String::new());
    }
    let mut counts = [[0u32; HAND_ORDER.len()]; 2];
    let mut count: Option<u32> = None;
    for c in text.chars() {
        if let Some(digit) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + digit;
            if n > MAX_IN_HAND {
                return Err(bad("more pieces of a kind than a hand can hold"));
            }
            count = Some(n);
            continue;
        }
        let kind = HAND_ORDER
            .iter()
            .position(|&p| p == c.to_ascii_uppercase())
            .ok_or_else(|| bad("a hand holds R, B, G, S, N, L and P"))?;
        let n = count.take().unwrap_or(1);
        if n == 0 {
            return Err(bad("a count of 0"));
        }
        let side = usize::from(c.is_ascii_lowercase());
        counts[side][kind] += n;
        if counts[side][kind] > MAX_IN_HAND {
            return Err(bad("more pieces of a kind than a hand can hold"));
        }
    }
    if count.is_some() {
        return Err(bad("a count with no piece after it"));
    }
    let mut letters = String::new();
    for (letter, n) in in_sfen_order(&counts) {
        letters.extend(std::iter::repeat_n(letter, n as usize));
    }
    Ok(letters)
}

/// Each kind of piece in two hands, by its letter (lowercase for gote's)
/// and its count: sente's first, each hand in SFEN's order.
fn in_sfen_order(counts: &[[u32; HAND_ORDER.len()]; 2]) -> impl Iterator<Item = (char, u32)> + '_ {
    counts.iter().enumerate().flat_map(|(side, counts)| {
        HAND_ORDER.iter().zip(counts).map(move |(&piece, &n)| {
            let letter = if side == 0 {
                piece
            } else {
                piece.to_ascii_lowercase()
            };
            (letter, n)
        })
    })
}

/// Fairy-Stockfish's hands (`PPp`, `-` or nothing when empty) as SFEN
/// writes them (`2Pp`, `-`), sente's first, each in SFEN's order.
fn write_sfen_hands(letters: &str) -> Result<String, UsiError> {
    let mut counts = [[0u32; HAND_ORDER.len()]; 2];
    for c in letters.chars().filter(|&c| c != '-') {
        let kind = HAND_ORDER
            .iter()
            .position(|&p| p == c.to_ascii_uppercase())
            .ok_or_else(|| UsiError::BadPosition {
                token: letters.to_string(),
                reason: format!("`{c}` cannot be in a hand"),
            })?;
        counts[usize::from(c.is_ascii_lowercase())][kind] += 1;
    }
    let mut text = String::new();
    for (letter, n) in in_sfen_order(&counts) {
        match n {
            0 => {}
            1 => text.push(letter),
            n => {
                let _ = write!(text, "{n}{letter}");
            }
        }
    }
    if text.is_empty() {
        text.push('-');
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHOGI: Geometry = Geometry {
        width: 9,
        height: 9,
    };
    const MINISHOGI: Geometry = Geometry {
        width: 5,
        height: 5,
    };

    /// pyffish's start position of shogi, and SFEN's.
    const SHOGI_FEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    const SHOGI_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    #[test]
    fn the_board_size_comes_from_the_first_row_and_the_rows() {
        assert_eq!(Geometry::of_fen(SHOGI_FEN), Ok(SHOGI));
        assert_eq!(
            Geometry::of_fen("rbsgk/4p/5/P4/KGSBR[-] w 0 1"),
            Ok(MINISHOGI)
        );
        assert!(Geometry::of_fen("").is_err());
        assert!(Geometry::of_fen("10/10 w").is_err());
        assert!(Geometry::of_fen("x8/9 w").is_err());
    }

    #[test]
    fn moves_are_translated_both_ways() {
        // The cases of pyffish's and a GUI's notations: a step, a
        // promotion, a drop, on either board.
        for (usi, fairy) in [
            ("7g7f", "c3c4"),
            ("2h7h", "h2c2"),
            ("8h2b+", "b2h8+"),
            ("P*5e", "P@e5"),
            ("9a1i", "a9i1"),
            ("B*1a", "B@i9"),
        ] {
            assert_eq!(SHOGI.usi_to_fairy(usi).as_deref(), Ok(fairy), "{usi}");
            assert_eq!(SHOGI.fairy_to_usi(fairy).as_deref(), Ok(usi), "{fairy}");
        }
        for (usi, fairy) in [("5e4d", "a1b2"), ("1a1b+", "e5e4+"), ("S*3c", "S@c3")] {
            assert_eq!(MINISHOGI.usi_to_fairy(usi).as_deref(), Ok(fairy), "{usi}");
            assert_eq!(MINISHOGI.fairy_to_usi(fairy).as_deref(), Ok(usi), "{fairy}");
        }
    }

    #[test]
    fn every_square_goes_there_and_back() {
        for geometry in [SHOGI, MINISHOGI] {
            for file in 1..=geometry.width {
                for rank in 0..geometry.height {
                    let square = format!("{file}{}", char::from(b'a' + rank as u8));
                    let usi = format!("{square}{square}+");
                    let fairy = geometry.usi_to_fairy(&usi).unwrap();
                    assert_eq!(geometry.fairy_to_usi(&fairy), Ok(usi));
                }
            }
        }
    }

    #[test]
    fn bad_moves_are_errors_not_panics() {
        for bad in [
            "", "7g", "7g7", "7g7f7", "0a1a", "9j9i", "7G7F", "p*5e", "K*5e", "PP*5e", "P*",
            "P*0e", "7g7f++", "é7g7", "7g7é",
        ] {
            assert!(SHOGI.usi_to_fairy(bad).is_err(), "{bad:?}");
        }
        // Minishogi has no file 6 and no rank f.
        assert!(MINISHOGI.usi_to_fairy("6a5a").is_err());
        assert!(MINISHOGI.usi_to_fairy("5f5e").is_err());
        for bad in [
            "", "c3", "c3c", "j1a1", "a0a1", "a10a1", "P@", "p@e5", "3c4c", "c3c4é",
        ] {
            assert!(SHOGI.fairy_to_usi(bad).is_err(), "{bad:?}");
        }
        assert!(matches!(
            SHOGI.usi_to_fairy("0a1a"),
            Err(UsiError::BadSquare { ref token, .. }) if token == "0a"
        ));
    }

    #[test]
    fn positions_are_translated_both_ways() {
        assert_eq!(
            SHOGI.sfen_to_fen(SHOGI_SFEN).as_deref(),
            Ok("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1")
        );
        assert_eq!(SHOGI.fen_to_sfen(SHOGI_FEN).as_deref(), Ok(SHOGI_SFEN));
        // What pyffish writes after 1. 7g7f 3c3d 2. 8h2b+ 3a2b: bishops in
        // both hands, sente to move at ply 5 (move 3).
        let fen = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Bb] w - - 0 3";
        let sfen = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5";
        assert_eq!(SHOGI.fen_to_sfen(fen).as_deref(), Ok(sfen));
        assert_eq!(SHOGI.sfen_to_fen(sfen).as_deref(), Ok(fen));
        // Gote to move; hands in pyffish's order come out in SFEN's.
        let fen = "4k4/9/9/9/4+P4/9/9/9/4K4[GPPSpb] b - - 0 12";
        let sfen = "4k4/9/9/9/4+P4/9/9/9/4K4 w GS2Pbp 24";
        assert_eq!(SHOGI.fen_to_sfen(fen).as_deref(), Ok(sfen));
        assert_eq!(
            SHOGI.sfen_to_fen(sfen).as_deref(),
            Ok("4k4/9/9/9/4+P4/9/9/9/4K4[GSPPbp] b - - 0 12")
        );
        // A tsume's hands: counts of two digits; no move number at all.
        assert_eq!(
            SHOGI
                .sfen_to_fen("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p")
                .as_deref(),
            Ok(format!(
                "4k4/9/4P4/9/9/9/9/9/9[Grrbbgggssssnnnnllll{}] w - - 0 1",
                "p".repeat(17)
            )
            .as_str())
        );
        // The catalog's games name the side by the players' initials.
        assert_eq!(
            SHOGI
                .fen_to_sfen(
                    "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] g - - 0 2"
                )
                .as_deref(),
            Ok("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4")
        );
        // Minishogi's start.
        assert_eq!(
            MINISHOGI
                .fen_to_sfen("rbsgk/4p/5/P4/KGSBR[-] w 0 1")
                .as_deref(),
            Ok("rbsgk/4p/5/P4/KGSBR b - 1")
        );
    }

    #[test]
    fn bad_positions_are_errors_not_panics() {
        for bad in [
            "",
            "lnsgkgsnl b -",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - one",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 0P 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 999P 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/ b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra",
        ] {
            assert!(SHOGI.sfen_to_fen(bad).is_err(), "{bad:?}");
        }
        for bad in [
            "",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[K] w 0 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P w 0 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] x 0 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w 0 0",
        ] {
            assert!(SHOGI.fen_to_sfen(bad).is_err(), "{bad:?}");
        }
    }
}
