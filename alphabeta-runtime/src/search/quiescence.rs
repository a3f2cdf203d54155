//! Quiescence search: past the horizon, only noisy moves, until the
//! position is quiet.

use super::Searcher;
use crate::ordering::pick_best;
use crate::params::{MAX_PLY, QUIET_TEST_NODES};
use crate::score::{self, Score};
use crate::{Game, Limits, MoveBuffer, SearchEvaluator};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Quiescence search: the static evaluation ("stand pat"), unless a noisy
    /// move does better. Games that declare no noisy moves just evaluate.
    pub(super) fn quiescence(
        &mut self,
        position: &G,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        self.quiesce(position, ply, alpha, beta, true)
    }

    /// Whether quiescence search leaves `position`'s static evaluation as it
    /// is: no noisy move (capture, or check where the game's quiescence
    /// searches checks) does better for the side to move than standing
    /// pat, and the side to move does not have to answer a check (as it
    /// must in the royal games with hands, and in any game with the check
    /// extension). These are the positions whose value the evaluation
    /// alone must give, which tuning learns from (Texel's quiet
    /// positions). The search has a full window, the ply horizon and at
    /// most [`QUIET_TEST_NODES`] nodes: a position that needs more is not
    /// quiet. It forgets the limits of the last search.
    pub fn quiescence_keeps_evaluation(&mut self, position: &G) -> bool {
        if self.evades(position) || position.outcome().is_some() {
            return false;
        }
        let budget = self.stats.nodes.saturating_add(QUIET_TEST_NODES);
        self.arm(&Limits::nodes(budget), None);
        let stand_pat = self.evaluate(position);
        let score = self.quiescence(position, 0, -score::INFINITY, score::INFINITY);
        !self.stopped && score == stand_pat
    }

    /// Whether the side to move at `position` answers a check in
    /// quiescence with every move, instead of standing pat: in a game with
    /// [`Game::QUIESCENCE_CHECKS`], and in any game with the check
    /// extension ([`SearchOptions::check_extension`]), whenever it is in
    /// check ([`Game::is_in_check`]). A side in check that stood pat would
    /// count as safe a capture that checks and wins more on the next move.
    ///
    /// [`SearchOptions::check_extension`]: crate::SearchOptions::check_extension
    #[inline]
    fn evades(&self, position: &G) -> bool {
        (G::QUIESCENCE_CHECKS || self.options.check_extension) && position.is_in_check()
    }

    /// [`Searcher::quiescence`], `first` at its first ply. A side in check
    /// tries every move where it [`evades`](Searcher::evades) (it may not
    /// stand pat), and in a game with [`Game::QUIESCENCE_CHECKS`] the first
    /// ply adds the moves that check.
    fn quiesce(
        &mut self,
        position: &G,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        first: bool,
    ) -> Score {
        let evading = self.evades(position);
        let stand_pat = self.evaluate(position);
        if !self.options.quiescence || ply >= MAX_PLY || (!evading && stand_pat >= beta) {
            return stand_pat;
        }
        self.moves[ply].clear();
        if evading {
            position.generate(&mut self.moves[ply]);
        } else {
            position.generate_noisy(&mut self.moves[ply]);
            if G::QUIESCENCE_CHECKS && first {
                position.generate_checks(&mut self.moves[ply]);
            }
        }
        let count = self.moves[ply].as_slice().len();
        if count == 0 {
            return if evading {
                self.outcome_score(position, position.no_moves(), ply)
            } else {
                stand_pat
            };
        }
        let mut best = stand_pat;
        if evading {
            best = score::loss_in(ply as u32);
        } else {
            alpha = alpha.max(stand_pat);
        }
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        {
            let moves = self.moves[ply].as_slice();
            let keys = &mut self.keys[ply * capacity..ply * capacity + count];
            for (key, &mv) in keys.iter_mut().zip(moves) {
                *key = i64::from(position.move_priority(mv));
            }
        }
        for i in 0..count {
            let mv = {
                let keys = &mut self.keys[ply * capacity..ply * capacity + count];
                pick_best(self.moves[ply].as_mut_slice(), keys, i)
            };
            if !evading && self.options.exchanges && position.losing_capture(mv) {
                continue;
            }
            let child = position.play(mv);
            self.stats.nodes += 1;
            self.stats.qnodes += 1;
            if self.should_stop() {
                return 0;
            }
            self.seldepth = self.seldepth.max(ply + 1);
            let score = if let Some(outcome) = child.outcome() {
                let s = self.outcome_score(&child, outcome, ply + 1);
                if child.side_to_move() == position.side_to_move() {
                    s
                } else {
                    -s
                }
            } else if child.side_to_move() == position.side_to_move() {
                self.quiesce(&child, ply + 1, alpha, beta, false)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha, false)
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
