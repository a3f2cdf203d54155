//! What a proof does where it cannot search a line to the end of the game,
//! and where the rules end a line before the game ends.
//!
//! **Cut lines.** A proof follows every line to the end of the game, but
//! the searcher keeps at most [`MAX_PLY`](crate::params::MAX_PLY) plies: a
//! game that lasts longer (a Go player feeding stones to be taken) is cut
//! there, and the position at the cut has no known value. Scoring it as an
//! evaluation, as the searcher does at its horizon, would make the proof's
//! answer a claim nobody proved (a draw, for the solver). Instead a proof
//! scores every cut line as lost for one player, [`Searcher::cuts_against`]:
//! against the player whose claim it tests, a proof that still succeeds is
//! a proof, and one that fails says nothing (the solver then tests the
//! other way, with the cuts against the opponent, and a value neither test
//! settles is unknown).
//!
//! Such a search's results are bounds on one side only: with the cuts
//! against player `P`, every score is at most the true value for `P` and at
//! least it for the opponent. A node whose subtree met a cut stores in the
//! table only the bound that stays true ([`Searcher::horizon_bounds`]), so
//! that the table never holds a claim that depends on which way the cuts
//! went, and every later search may trust it.
//!
//! **Decided positions.** A game may know bounds on a position's result
//! while play goes on ([`Game::result_bounds`]): a proof ends the line where
//! they answer its question, with a win or a loss [`DECIDED_DISTANCE`]
//! plies on, a distance nobody measured, which is why the solver answers
//! only who wins in such a game.

use super::Searcher;
use crate::score::{self, Score, INFINITY};
use crate::{Game, SearchEvaluator, Side};

/// The plies, from a decided position, at which its result is scored: far
/// enough that no distance a proof measures mixes with it, and near enough
/// that it stays a win or a loss from any ply the searcher reaches
/// (`DECIDED_DISTANCE + MAX_PLY` is below [`score::MAX_DISTANCE`]).
pub(crate) const DECIDED_DISTANCE: u32 = 1_000;

const _: () =
    assert!(DECIDED_DISTANCE as usize + 2 * crate::params::MAX_PLY <= score::MAX_DISTANCE as usize);

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The score of a proof node at `ply` that the ply limit cuts: a loss
    /// for [`Searcher::cuts_against`], as soon as the rules allow, and a win
    /// for the other player (a loss in `ply` plies is the lowest score at
    /// `ply`, a win in `ply` the highest). Counted in [`super::Stats::cut_lines`].
    pub(crate) fn cut_line(&mut self, position: &G, ply: usize) -> Score {
        self.stats.cut_lines += 1;
        if position.side_to_move() == self.cuts_against {
            score::loss_in(ply as u32)
        } else {
            score::win_in(ply as u32)
        }
    }

    /// The bounds `(lower, upper)` that the game sets on the score of
    /// `position` at `ply` ([`Game::result_bounds`]), from its side to
    /// move's view; `None` when it sets none. A win or a loss is scored
    /// [`DECIDED_DISTANCE`] plies on; a bound that says nothing is
    /// `-INFINITY` or `INFINITY`.
    #[inline]
    pub(crate) fn decided_bounds(&self, position: &G, ply: usize) -> Option<(Score, Score)> {
        if !G::DECIDES_EARLY {
            return None;
        }
        let (least, most) = match position.result_bounds() {
            (-1, 1) => return None,
            bounds if position.side_to_move() == Side::First => bounds,
            (least, most) => (-most, -least),
        };
        let distance = ply as u32 + DECIDED_DISTANCE;
        let lower = match least {
            1 => score::win_in(distance),
            0 => 0,
            _ => -INFINITY,
        };
        let upper = match most {
            -1 => score::loss_in(distance),
            0 => 0,
            _ => INFINITY,
        };
        Some((lower, upper))
    }

    /// The table bounds `(lower, upper)` a proof node of `position` may
    /// store: both when no line below it was cut since the node began
    /// (`cuts_before`), else only the one that holds whichever way the cuts
    /// are scored: the lower bound for [`Searcher::cuts_against`], whose
    /// scores are pessimistic, the upper bound for the opponent. `None`
    /// when nothing true is left to store.
    #[inline]
    pub(crate) fn horizon_bounds(
        &self,
        position: &G,
        cuts_before: u64,
        (lower, upper): (Score, Score),
    ) -> Option<(Score, Score)> {
        if self.stats.cut_lines == cuts_before {
            return Some((lower, upper));
        }
        if position.side_to_move() == self.cuts_against {
            (lower > -INFINITY).then_some((lower, INFINITY))
        } else {
            (upper < INFINITY).then_some((-INFINITY, upper))
        }
    }
}
