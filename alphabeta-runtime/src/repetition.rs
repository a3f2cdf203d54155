//! Repetition rules: what a position that stands again on the board means.
//!
//! A game with [`Game::REPETITION_DRAWS`] ends when a position repeats, by
//! its [`Game::REPETITION`] rule:
//!
//! - **How many times.** A game being played ends when one position has
//!   stood [`Repetition::occurrences`] times (three in chess, four in
//!   shogi). A search, as engines do, scores the first repeat it meets as
//!   that end: a side that can repeat once can repeat again.
//! - **For whom** ([`Repetition::end`]). A draw; a win for a named player
//!   (Fairy-Stockfish's minishogi gives every repetition to the second
//!   player, so the first must avoid it); or a win or a loss for the player
//!   whose move made the position stand again (Fairy-Stockfish's
//!   torishogi: a loss).
//! - **Perpetual check.** With [`Repetition::perpetual_check_loses`], a
//!   side that gave check with each of its moves through the cycle (from
//!   the first of the repeated positions to now) loses, whatever the rule
//!   says otherwise; if both sides did, the repetition is a draw. This is
//!   shogi's rule (and Fairy-Stockfish's for shogi, xiangqi and their
//!   kin).
//!
//! - **What stands again** ([`Repetition::positional`]). The board and
//!   the player to move (situational superko, and every piece game's
//!   rule), or the board alone (positional superko), which may come back
//!   an odd number of plies later.
//!
//! Repetitions compare [`Game::repetition_key`]s. In a game whose rule
//! looks at checks, that key carries, in its lowest bit, whether the side
//! to move is in check ([`with_check`]), so that a history of keys alone
//! tells who checked whom; equality then ignores that bit
//! ([`same_position`]).

use crate::game::{Game, Outcome, Side};

/// What ends a game by repetition, and for whom ([`Game::REPETITION`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// The occurrence of one position that ends a game being played: `3`
    /// in chess, `4` in shogi. At least 2.
    pub occurrences: u8,
    /// Who wins a repetition that is not a perpetual check.
    pub end: RepetitionEnd,
    /// Whether a side whose every move through the cycle gave check loses.
    pub perpetual_check_loses: bool,
    /// Whether a position is the board alone, whoever is to move
    /// (positional superko), so that it may stand again an odd number of
    /// plies later; else the board and the player to move (situational),
    /// an even number. A positional game's [`Game::repetition_key`] leaves
    /// the player to move out. Never with [`Repetition::perpetual_check_loses`],
    /// whose judgement counts the checks of each side by the parity of the
    /// plies.
    pub positional: bool,
}

impl Repetition {
    /// Chess's rule: the third occurrence draws.
    pub const DRAW: Repetition = Repetition {
        occurrences: 3,
        end: RepetitionEnd::Draw,
        perpetual_check_loses: false,
        positional: false,
    };

    /// The plies between two positions that may be the same: 2 when the
    /// player to move is part of a position, 1 when only the board is
    /// ([`Repetition::positional`]).
    #[must_use]
    pub const fn stride(self) -> usize {
        if self.positional {
            1
        } else {
            2
        }
    }

    /// The outcome of a repetition whose cycle spans `span` plies (even,
    /// at least 2, unless [`Repetition::positional`]): `to_move` is the side to move now, and `checked(d)`
    /// tells whether the side to move `d` plies ago was in check, for `d`
    /// from 0 to `span`.
    #[must_use]
    pub fn judge(self, to_move: Side, span: usize, checked: impl Fn(usize) -> bool) -> Outcome {
        if self.perpetual_check_loses {
            // Even distances: positions after the opponent's moves, each in
            // check if the opponent checked; odd ones after ours.
            let by_them = (0..=span).step_by(2).all(&checked);
            let by_us = (1..span).step_by(2).all(&checked);
            match (by_them, by_us) {
                (true, true) => return Outcome::Draw,
                (true, false) => return Outcome::Win(to_move),
                (false, true) => return Outcome::Win(to_move.opponent()),
                (false, false) => {}
            }
        }
        match self.end {
            RepetitionEnd::Draw => Outcome::Draw,
            RepetitionEnd::Win(side) => Outcome::Win(side),
            RepetitionEnd::MoverWins => Outcome::Win(to_move.opponent()),
            RepetitionEnd::MoverLoses => Outcome::Win(to_move),
        }
    }
}

/// Who wins a repetition ([`Repetition::end`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionEnd {
    /// Nobody.
    Draw,
    /// The named side, whoever made the repetition.
    Win(Side),
    /// The player whose move made the position stand again.
    MoverWins,
    /// The other player.
    MoverLoses,
}

/// `key` with its lowest bit telling whether the side to move is in
/// check: the [`Game::repetition_key`] of a game whose rule looks at checks.
#[inline]
#[must_use]
pub const fn with_check(key: u64, in_check: bool) -> u64 {
    (key & !1) | in_check as u64
}

/// Whether two [`Game::repetition_key`]s name the same position.
#[inline]
#[must_use]
pub fn same_position<G: Game>(a: u64, b: u64) -> bool {
    if G::REPETITION.perpetual_check_loses {
        (a ^ b) & !1 == 0
    } else {
        a == b
    }
}

/// Whether the side to move was in check, by a [`Game::repetition_key`]
/// of a game whose rule looks at checks.
#[inline]
#[must_use]
pub const fn was_in_check(key: u64) -> bool {
    key & 1 == 1
}

/// How a game being played ends by repetition, if it does now: `keys` are
/// the [`Game::repetition_key`]s of its positions, oldest first, the last
/// that of `position`, the position now; a draw is what
/// [`Game::decide_draw`] makes of it. `None` for a game without
/// [`Game::REPETITION_DRAWS`], or while the last position has stood fewer
/// than [`Repetition::occurrences`] times.
#[must_use]
pub fn repetition_outcome<G: Game>(keys: &[u64], position: &G) -> Option<Outcome> {
    let to_move = position.side_to_move();
    if !G::REPETITION_DRAWS {
        return None;
    }
    let (&now, _) = keys.split_last()?;
    let rule = G::REPETITION;
    let mut seen = 1;
    // The same side is to move only an even number of plies apart; the
    // same board alone may stand any number apart.
    let stride = rule.stride();
    for span in (stride..keys.len()).step_by(stride) {
        if same_position::<G>(keys[keys.len() - 1 - span], now) {
            seen += 1;
            if seen >= rule.occurrences {
                let checked = |d: usize| was_in_check(keys[keys.len() - 1 - d]);
                return Some(match rule.judge(to_move, span, checked) {
                    Outcome::Draw => position.decide_draw(),
                    won => won,
                });
            }
        }
    }
    None
}

/// How many times the last of `keys` has stood, counting itself: the
/// [`Game::repetition_key`]s of a game's positions, oldest first.
#[must_use]
pub fn occurrences<G: Game>(keys: &[u64]) -> usize {
    let Some((&now, earlier)) = keys.split_last() else {
        return 0;
    };
    let stride = G::REPETITION.stride();
    1 + earlier
        .iter()
        .rev()
        .skip(stride - 1)
        .step_by(stride)
        .filter(|&&k| same_position::<G>(k, now))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHOGI: Repetition = Repetition {
        occurrences: 4,
        end: RepetitionEnd::Draw,
        perpetual_check_loses: true,
        positional: false,
    };

    #[test]
    fn the_side_that_checked_every_move_loses() {
        // Four plies: positions 0, 2, 4 back are after the opponent's moves.
        let them = |d: usize| d % 2 == 0;
        assert_eq!(SHOGI.judge(Side::First, 4, them), Outcome::Win(Side::First));
        let us = |d: usize| d % 2 == 1;
        assert_eq!(SHOGI.judge(Side::First, 4, us), Outcome::Win(Side::Second));
        assert_eq!(SHOGI.judge(Side::First, 4, |_| true), Outcome::Draw);
        // One quiet move breaks the chain.
        let once_quiet = |d: usize| d % 2 == 0 && d != 2;
        assert_eq!(SHOGI.judge(Side::First, 4, once_quiet), Outcome::Draw);
    }

    #[test]
    fn a_named_winner_takes_the_plain_repetitions() {
        let minishogi = Repetition {
            end: RepetitionEnd::Win(Side::Second),
            ..SHOGI
        };
        assert_eq!(
            minishogi.judge(Side::First, 4, |_| false),
            Outcome::Win(Side::Second)
        );
        assert_eq!(
            minishogi.judge(Side::Second, 4, |_| false),
            Outcome::Win(Side::Second)
        );
        let them = |d: usize| d % 2 == 0;
        assert_eq!(
            minishogi.judge(Side::Second, 4, them),
            Outcome::Win(Side::Second)
        );
        assert_eq!(
            minishogi.judge(Side::First, 4, them),
            Outcome::Win(Side::First),
            "perpetual check by the second player loses even in minishogi"
        );
    }

    #[test]
    fn a_repetition_may_be_the_movers_loss() {
        let torishogi = Repetition {
            end: RepetitionEnd::MoverLoses,
            ..SHOGI
        };
        // The second player is to move: the first made the repetition.
        assert_eq!(
            torishogi.judge(Side::Second, 4, |_| false),
            Outcome::Win(Side::Second)
        );
    }

    #[test]
    fn the_check_bit_marks_a_key_and_leaves_the_rest() {
        let key = 0xdead_beef_u64;
        assert!(was_in_check(with_check(key, true)));
        assert!(!was_in_check(with_check(key, false)));
        assert_eq!(with_check(key, true) & !1, key & !1);
    }
}
