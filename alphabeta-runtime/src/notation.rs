//! Notation: moves and positions as players write them, with typed errors.

use crate::Game;
use core::fmt;

/// Why a move or a position could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// The text is not a move in this game's notation at all.
    #[error("`{token}` is not a move: expected {expected}")]
    BadMove {
        /// The offending text.
        token: String,
        /// What the notation looks like, e.g. "a column from 1 to 7".
        expected: &'static str,
    },
    /// The text names a move, but it is not legal here.
    #[error("`{token}` is not legal here")]
    IllegalMove {
        /// The offending text.
        token: String,
    },
    /// A move was given after the game had ended.
    #[error("`{token}` comes after the game is over")]
    GameOver {
        /// The offending text.
        token: String,
    },
    /// The text is not a position in this game's notation.
    #[error("bad position `{token}`: {reason}")]
    BadPosition {
        /// The offending part of the text.
        token: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A move sequence broke at one of its moves.
    #[error("move {index} of the sequence: {source}")]
    InSequence {
        /// Which move, counting from 1.
        index: usize,
        /// What was wrong with it.
        #[source]
        source: Box<NotationError>,
    },
}

/// Reading and writing moves and positions in a game's own notation
/// (see `GAMES.md`). Errors happen at the API edge, never in search.
pub trait Notation: Game {
    /// Reads one move in `position`. A well-formed but illegal move is
    /// [`NotationError::IllegalMove`].
    fn parse_move(position: &Self, text: &str) -> Result<Self::Move, NotationError>;

    /// Reads what a player types for one turn in `position`: one move, or
    /// in a game whose turn is several moves ([`Game::continues_turn`]),
    /// the record of a whole turn (Connect6's `j10k11`, its stones in
    /// either order). The default reads one move.
    fn parse_turn(position: &Self, text: &str) -> Result<Vec<Self::Move>, NotationError> {
        Self::parse_move(position, text).map(|mv| vec![mv])
    }

    /// The whole turns a player names in `position`, each as its moves
    /// in order, where the game's records name a turn of several moves as
    /// one (a capture of draughts, `28x19x10`, played one jump a move);
    /// `None`, the default, where a player names each move. What `show`
    /// and the prompts list as the legal moves.
    fn named_turns(_position: &Self) -> Option<Vec<Vec<Self::Move>>> {
        None
    }

    /// Writes one move made in `position`.
    fn write_move(position: &Self, mv: Self::Move, out: &mut dyn fmt::Write) -> fmt::Result;

    /// Writes one move as a game record would: Standard Algebraic
    /// Notation in the chess family (`Nf3`, `exd5`, `O-O`, `e8=Q+`), which
    /// [`Notation::parse_move`] reads too. Other games' records use their
    /// one notation, [`Notation::write_move`], the default.
    fn write_san(position: &Self, mv: Self::Move, out: &mut dyn fmt::Write) -> fmt::Result {
        Self::write_move(position, mv, out)
    }

    /// Reads a position in the game's position notation.
    fn parse_position(text: &str) -> Result<Self, NotationError>;

    /// Writes the position in the game's position notation, so that
    /// `parse_position` reads it back.
    fn write_position(&self, out: &mut dyn fmt::Write) -> fmt::Result;

    /// Whether a move sequence is written as one word, as connect-four's
    /// `4453`. Text after the first space of a line is then not part of the
    /// sequence: the standard benchmark files put the score there.
    const SEQUENCE_IS_ONE_WORD: bool = false;

    /// What players call `side`: "X", "Black", or by default "first" and
    /// "second".
    fn side_name(side: crate::Side) -> &'static str {
        match side {
            crate::Side::First => "first",
            crate::Side::Second => "second",
        }
    }

    /// Reads a move sequence played from the start. The default splits on
    /// white space and commas; games with compact notations (connect-four's
    /// `4453`) override it.
    fn parse_moves(text: &str) -> Result<(Self, Vec<Self::Move>), NotationError> {
        play_sequence(
            Self::start(),
            text.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty()),
        )
    }
}

/// Plays `tokens` one by one from `start`, checking each against the legal
/// moves, and returns the final position and the moves.
pub fn play_sequence<'a, G: Notation>(
    start: G,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<(G, Vec<G::Move>), NotationError> {
    let mut position = start;
    let mut played = Vec::new();
    for (i, token) in tokens.into_iter().enumerate() {
        let in_sequence = |source| NotationError::InSequence {
            index: i + 1,
            source: Box::new(source),
        };
        if position.outcome().is_some() {
            return Err(in_sequence(NotationError::GameOver {
                token: token.to_string(),
            }));
        }
        let mv = G::parse_move(&position, token).map_err(in_sequence)?;
        if !legal_moves(&position).contains(&mv) {
            return Err(in_sequence(NotationError::IllegalMove {
                token: token.to_string(),
            }));
        }
        position = position.play(mv);
        played.push(mv);
    }
    Ok((position, played))
}

/// The legal moves of a position as a plain vector, for the API edge
/// (notation, the command line), never for search.
pub fn legal_moves<G: Game>(position: &G) -> Vec<G::Move> {
    use crate::MoveBuffer;
    if position.outcome().is_some() {
        return Vec::new();
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    moves.as_slice().to_vec()
}

/// A move in its notation, as a `String`, for messages and the command line.
pub fn move_to_string<G: Notation>(position: &G, mv: G::Move) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = G::write_move(position, mv, &mut s);
    s
}

/// A position in its notation, as a `String`.
pub fn position_to_string<G: Notation>(position: &G) -> String {
    let mut s = String::new();
    let _ = position.write_position(&mut s);
    s
}
