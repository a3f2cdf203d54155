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
//! **Deepening.** In a game whose lines may run past `MAX_PLY`, the
//! solver first cuts its proofs far nearer, at
//! [`FIRST_PROOF_HORIZON`](crate::params::FIRST_PROOF_HORIZON) plies, and
//! cuts half as deep again after every test that proves neither answer:
//! a short proof is found before the long lines are followed, and since
//! every bound a cut test stores is true, each deeper test starts from
//! what the shallower ones proved. Games whose rules end every line
//! within `MAX_PLY` (Connect Four, checkers with its move limit) are
//! tested once, with nothing cut.
//!
//! **Repetitions that lose.** Where a repetition loses for the player who
//! makes it ([`RepetitionEnd::MoverLoses`], Go's superko), a proof scores
//! a repetition as a cut line, whoever made it. The rule's own verdict
//! would depend on the path: the table keeps one value per position, and
//! an opponent driven into a repetition on one path need not be on another
//! (the graph-history interaction: `tests/graph_history.rs` has a game
//! where the verdict proves a false win). Scored against the player whose
//! claim is tested, a repetition only lowers that player's results, on
//! every path, so every bound the table keeps is true whatever came
//! before. A proof that succeeds wins the game where every cycle loses
//! for the prover, and such a win can be played without bringing back a
//! position the table tells apart; the opponent's superko only takes
//! moves away from him. (Go's table tells positions apart by their ko
//! point too, which superko does not compare: the proof holds for the rule
//! that compares it.) The cost: a win that needs the opponent's superko
//! is not proved so (4 x 4 Go's is such a win). Where neither answer is,
//! the solver tests again with the rule's verdict
//! ([`Searcher::repetition_verdicts`]) and believes the answer only once
//! the claimed winner's strategy holds on every line as played
//! (`strategy.rs`). Games whose repetition draws (chess) or goes to a named player keep the
//! rule's verdict: a fortress drawn by repetition is a value the solver
//! should find, and the graph-history interaction is the risk it takes.
//!
//! **Decided positions.** A game may know bounds on a position's result
//! while play goes on ([`Game::result_bounds`]): a proof ends the line where
//! they answer its question, with a win or a loss [`DECIDED_DISTANCE`]
//! plies on, a distance nobody measured, which is why the solver answers
//! only who wins in such a game.

use super::Searcher;
use crate::score::{self, Score, INFINITY};
use crate::{Game, Outcome, RepetitionEnd, SearchEvaluator, Side};

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

    /// Whether proofs take the rule's verdict on repetitions that lose for
    /// their maker, for a claim the solver then checks (`strategy.rs`):
    /// a constant `false` in every other game.
    #[inline]
    pub(crate) fn takes_verdicts(&self) -> bool {
        G::REPETITION.end == RepetitionEnd::MoverLoses && self.repetition_verdicts
    }

    /// The score of a proof node at `ply` whose position repeats one
    /// before it, which the game's rule ends with `outcome`: the rule's
    /// verdict, or a [cut line](Searcher::cut_line) where a repetition
    /// loses for whoever makes it (see the module's documentation).
    pub(crate) fn repeated_in_proof(
        &mut self,
        position: &G,
        outcome: Outcome,
        ply: usize,
    ) -> Score {
        if G::REPETITION.end == RepetitionEnd::MoverLoses && !self.takes_verdicts() {
            self.cut_line(position, ply)
        } else {
            self.outcome_score(position, outcome, ply)
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
