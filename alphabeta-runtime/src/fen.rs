//! The fields of a FEN-like position: the rows of the board, then the side
//! to move, the castling rights, the en-passant cell, the half-move clock
//! and the full-move number, as chess programs and Fairy-Stockfish write
//! them. Every field after the board may be left out.
//!
//! Generated games read a position's fields here and decide what each
//! means for their rules: a game without castling accepts only `-` for it,
//! a game without clocks ignores them.

use core::fmt;

/// The fields of a position, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields<'a> {
    /// The rows of the board, top first, `/` between them.
    pub board: &'a str,
    /// The side to move, `w` or `b` in chess.
    pub side: Option<&'a str>,
    /// The castling rights: `KQkq`, letters of files, or `-`.
    pub castling: Option<&'a str>,
    /// The en-passant cell, or `-`.
    pub en_passant: Option<&'a str>,
    /// In games with a counting rule, the limit of a running count, in
    /// plies, which Fairy-Stockfish writes in place of the en-passant cell
    /// (the half-move field then holds the plies counted).
    pub count: Option<&'a str>,
    /// In games that count checks, the checks each player may still give
    /// before winning, `3+3`, as Fairy-Stockfish writes them.
    pub checks: Option<&'a str>,
    /// The plies since the last capture or pawn move.
    pub halfmove: Option<u32>,
    /// The number of the move to be played, from 1.
    pub fullmove: Option<u32>,
}

/// What is wrong with a position's fields: the offending text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The field as written.
    pub token: String,
    /// What is wrong with it, for a person.
    pub reason: String,
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.token, self.reason)
    }
}

fn error(token: &str, reason: impl Into<String>) -> FieldError {
    FieldError {
        token: token.to_string(),
        reason: reason.into(),
    }
}

/// Splits `text` into its fields. The clocks must be numbers; nothing may
/// follow the full-move number.
pub fn split(text: &str) -> Result<Fields<'_>, FieldError> {
    let mut words = text.split_whitespace().peekable();
    let board = words.next().unwrap_or("");
    let side = words.next();
    // Castling rights and an en-passant cell are never numbers: where a
    // number follows the side to move, the game left both out and the
    // clocks come next, as Fairy-Stockfish writes games without them
    // (`... w 0 1`).
    let mut unless_clock =
        || words.next_if(|w| !w.bytes().all(|b| b.is_ascii_digit()) && !w.contains('+'));
    let castling = unless_clock();
    // A number where the en-passant cell goes, with both clocks after it,
    // is the limit of a count: three numbers remain.
    let numbers = words.clone().filter(|w| !w.contains('+')).count();
    let count = words.next_if(|w| numbers == 3 && w.bytes().all(|b| b.is_ascii_digit()));
    let mut unless_clock =
        || words.next_if(|w| !w.bytes().all(|b| b.is_ascii_digit()) && !w.contains('+'));
    let en_passant = if count.is_some() {
        None
    } else {
        unless_clock()
    };
    let checks = words.next_if(|w| w.contains('+'));
    let number = |word: Option<&str>, what: &str| -> Result<Option<u32>, FieldError> {
        word.map(|w| {
            w.parse::<u32>()
                .map_err(|_| error(w, format!("the {what} is a number")))
        })
        .transpose()
    };
    let halfmove = number(words.next(), "half-move clock")?;
    let fullmove = number(words.next(), "full-move number")?;
    if let Some(extra) = words.next() {
        return Err(error(extra, "nothing follows the full-move number"));
    }
    Ok(Fields {
        board,
        side,
        castling,
        en_passant,
        count,
        checks,
        halfmove,
        fullmove,
    })
}

/// Whether a field holds its empty value, `-`, or is left out.
#[must_use]
pub fn is_empty(field: Option<&str>) -> bool {
    field.is_none_or(|f| f == "-")
}

/// A field that the game has no use for must hold its empty value: `what`
/// names it in the error.
pub fn expect_empty(field: Option<&str>, what: &str) -> Result<(), FieldError> {
    match field {
        Some(f) if f != "-" => Err(error(f, format!("this game has no {what}: write `-`"))),
        _ => Ok(()),
    }
}

/// The checks each player has given, from a field of the checks each may
/// still give (`2+3`: the first player has given one of three), in a game
/// won by the `most`-th check; none without the field.
pub fn read_checks(field: Option<&str>, most: u8) -> Result<[u8; 2], FieldError> {
    let Some(text) = field else {
        return Ok([0, 0]);
    };
    let bad = || {
        error(
            text,
            format!(
                "the checks each player may still give, from 0 to {most}, as in `{most}+{most}`"
            ),
        )
    };
    let (a, b) = text.split_once('+').ok_or_else(bad)?;
    let left = |w: &str| w.parse::<u8>().ok().filter(|&n| n <= most).ok_or_else(bad);
    Ok([most - left(a)?, most - left(b)?])
}

/// The limit of a running count, in plies (0: none runs).
pub fn read_count(field: &str) -> Result<u16, FieldError> {
    field
        .parse::<u16>()
        .ok()
        .filter(|&n| n <= 510)
        .ok_or_else(|| error(field, "the limit of a count, in plies, from 0 to 510"))
}

/// Writes the checks each player may still give, after `given`.
pub fn write_checks(given: [u8; 2], most: u8, out: &mut dyn fmt::Write) -> fmt::Result {
    write!(
        out,
        " {}+{}",
        most.saturating_sub(given[0]),
        most.saturating_sub(given[1])
    )
}

/// A field that the game does not have must be left out: `what` names it.
pub fn expect_absent(field: Option<&str>, what: &str) -> Result<(), FieldError> {
    match field {
        Some(f) => Err(error(
            f,
            format!("this game has no {what}: leave the field out"),
        )),
        None => Ok(()),
    }
}

/// The plies played before a position whose move number is `fullmove`
/// (from 1) with `second` to move.
#[must_use]
pub fn plies_before(fullmove: Option<u32>, second: bool) -> u16 {
    let moves = fullmove.unwrap_or(1).max(1) - 1;
    u16::try_from(2 * moves + u32::from(second)).unwrap_or(u16::MAX)
}

/// Writes the clocks: the half-move clock and the full-move number after
/// `plies` plies.
pub fn write_clocks(clock: u16, plies: u16, out: &mut dyn fmt::Write) -> fmt::Result {
    write!(out, " {} {}", clock, plies / 2 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_left_to_give_follow_the_en_passant_cell() {
        // Fairy-Stockfish's three-check after 1. e4 f6 2. Qh5+.
        let text = "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2";
        let f = split(text).unwrap();
        assert_eq!((f.en_passant, f.checks), (Some("-"), Some("2+3")));
        assert_eq!((f.halfmove, f.fullmove), (Some(1), Some(2)));
        assert_eq!(read_checks(f.checks, 3), Ok([1, 0]));
        assert_eq!(read_checks(None, 3), Ok([0, 0]));
        assert!(read_checks(Some("4+3"), 3).is_err());
        assert!(read_checks(Some("3-3"), 3).is_err());
        let mut out = String::new();
        write_checks([1, 0], 3, &mut out).unwrap();
        assert_eq!(out, " 2+3");
    }

    #[test]
    fn clocks_may_follow_the_side_to_move() {
        // Fairy-Stockfish's start position of breakthrough.
        let f = split("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1").unwrap();
        assert_eq!((f.castling, f.en_passant), (None, None));
        assert_eq!((f.halfmove, f.fullmove), (Some(0), Some(1)));
        let f = split("8/8 b - 12 40").unwrap();
        assert_eq!((f.castling, f.en_passant), (Some("-"), None));
        assert_eq!((f.halfmove, f.fullmove), (Some(12), Some(40)));
    }

    #[test]
    fn fields_split_and_may_be_left_out() {
        let f = split("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
        assert_eq!(f.side, Some("b"));
        assert_eq!(f.castling, Some("KQkq"));
        assert_eq!(f.en_passant, Some("e3"));
        assert_eq!((f.halfmove, f.fullmove), (Some(0), Some(1)));
        let f = split("8/8 w").unwrap();
        assert_eq!((f.castling, f.halfmove), (None, None));
        assert!(is_empty(f.castling));
    }

    #[test]
    fn bad_fields_are_named() {
        let e = split("8/8 w - - x 1").unwrap_err();
        assert_eq!(e.token, "x");
        let e = split("8/8 w - - 0 1 extra").unwrap_err();
        assert_eq!(e.token, "extra");
        let e = expect_empty(Some("KQ"), "castling").unwrap_err();
        assert_eq!(e.to_string(), "`KQ`: this game has no castling: write `-`");
        assert_eq!(plies_before(Some(26), false), 50);
        assert_eq!(plies_before(Some(1), true), 1);
    }
}
