//! Scores: heuristic evaluations and game-theoretic results on one scale.
//!
//! A score is an `i32` from the side to move's point of view.
//!
//! | range | meaning |
//! |---|---|
//! | `WIN - n` for `n` in `0..=MAX_DISTANCE` | the side to move wins with the game ending `n` plies from the root |
//! | `-(WIN - n)` | the side to move loses, the game ending `n` plies from the root |
//! | `-EVAL_LIMIT..=EVAL_LIMIT` | a heuristic evaluation in centi-units, `0` also for a draw |
//!
//! Because a nearer win scores higher and a farther loss scores higher, plain
//! maximisation prefers the fastest win and the slowest loss. Inside the
//! search a result is measured from the root; the transposition table stores
//! it measured from the node instead ([`to_tt`], [`from_tt`]), so the same
//! entry is right wherever the position recurs.
//!
//! All scores fit in an `i16`, which is how the transposition table stores them.

use core::fmt;

/// A score; see the [module documentation](self).
pub type Score = i32;

/// The score of a win on the spot, at the root.
pub const WIN: Score = 32_000;
/// The farthest a game-theoretic result can lie from the root, in plies.
pub const MAX_DISTANCE: i32 = 2_000;
/// Every score at or above this is a win (and its negation a loss).
pub const WIN_THRESHOLD: Score = WIN - MAX_DISTANCE;
/// Evaluations are clamped to this, well below every game-theoretic score.
pub const EVAL_LIMIT: Score = 20_000;
/// Above every score: the open window's bounds.
pub const INFINITY: Score = WIN + 1;

/// A win for the side to move, the game ending `plies` plies from the root.
#[inline]
#[must_use]
pub const fn win_in(plies: u32) -> Score {
    WIN - plies as i32
}

/// A loss for the side to move, the game ending `plies` plies from the root.
#[inline]
#[must_use]
pub const fn loss_in(plies: u32) -> Score {
    -win_in(plies)
}

/// Whether `score` is a proven win or loss rather than an evaluation.
#[inline]
#[must_use]
pub const fn is_decisive(score: Score) -> bool {
    score >= WIN_THRESHOLD || score <= -WIN_THRESHOLD
}

/// Clamps a game's evaluation into the heuristic range.
#[inline]
#[must_use]
pub fn clamp_eval(eval: i32) -> Score {
    eval.clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// A root-relative score as the transposition table stores it at `ply`:
/// relative to the node.
#[inline]
#[must_use]
pub const fn to_tt(score: Score, ply: u32) -> Score {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

/// A node-relative table score made root-relative again at `ply`.
#[inline]
#[must_use]
pub const fn from_tt(score: Score, ply: u32) -> Score {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}

/// A score as a person reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreKind {
    /// The side to move wins, the game ending in this many plies.
    Win(u32),
    /// The side to move loses, the game ending in this many plies.
    Loss(u32),
    /// A heuristic evaluation in centi-units.
    Eval(i32),
}

impl ScoreKind {
    /// Classifies a root-relative score.
    #[must_use]
    pub const fn of(score: Score) -> ScoreKind {
        if score >= WIN_THRESHOLD {
            ScoreKind::Win((WIN - score) as u32)
        } else if score <= -WIN_THRESHOLD {
            ScoreKind::Loss((WIN + score) as u32)
        } else {
            ScoreKind::Eval(score)
        }
    }
}

/// Prints "win in 7", "loss in 4" or "+0.35".
impl fmt::Display for ScoreKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ScoreKind::Win(n) => write!(f, "win in {n}"),
            ScoreKind::Loss(n) => write!(f, "loss in {n}"),
            ScoreKind::Eval(e) => {
                let sign = if e < 0 { '-' } else { '+' };
                let a = e.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearer_wins_and_farther_losses_score_higher() {
        assert!(win_in(1) > win_in(3));
        assert!(loss_in(8) > loss_in(2));
        assert!(loss_in(MAX_DISTANCE as u32) > -INFINITY);
        assert!(win_in(MAX_DISTANCE as u32) > EVAL_LIMIT);
        assert!(INFINITY <= i32::from(i16::MAX));
    }

    #[test]
    fn table_adjustment_round_trips() {
        for s in [win_in(5), loss_in(9), 123, -40, 0] {
            assert_eq!(from_tt(to_tt(s, 7), 7), s);
        }
        // A win 5 plies from the root found at ply 3 is a win in 2 from that node.
        assert_eq!(to_tt(win_in(5), 3), win_in(2));
    }

    #[test]
    fn scores_read_as_people_read_them() {
        assert_eq!(ScoreKind::of(win_in(7)).to_string(), "win in 7");
        assert_eq!(ScoreKind::of(loss_in(4)).to_string(), "loss in 4");
        assert_eq!(ScoreKind::of(35).to_string(), "+0.35");
        assert_eq!(ScoreKind::of(-250).to_string(), "-2.50");
    }
}
