//! Quiescence search: past the horizon, only noisy moves, until the
//! position is quiet.

use super::Searcher;
use crate::ordering::pick_best;
use crate::params::MAX_PLY;
use crate::score::{clamp_eval, Score};
use crate::{Game, MoveBuffer, SearchEvaluator};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Quiescence search: the static evaluation ("stand pat"), unless a noisy
    /// move does better. Games that declare no noisy moves just evaluate.
    pub(super) fn quiescence(
        &mut self,
        position: &G,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        let stand_pat = clamp_eval(self.evaluator.evaluate(position));
        if !self.options.quiescence || ply >= MAX_PLY || stand_pat >= beta {
            return stand_pat;
        }
        self.moves[ply].clear();
        position.generate_noisy(&mut self.moves[ply]);
        let count = self.moves[ply].as_slice().len();
        if count == 0 {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        {
            let moves = self.moves[ply].as_slice();
            let keys = &mut self.keys[ply * capacity..ply * capacity + count];
            for (key, &mv) in keys.iter_mut().zip(moves) {
                *key = i64::from(position.move_priority(mv));
            }
        }
        let mut best = stand_pat;
        for i in 0..count {
            let mv = {
                let keys = &mut self.keys[ply * capacity..ply * capacity + count];
                pick_best(self.moves[ply].as_mut_slice(), keys, i)
            };
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
                self.quiescence(&child, ply + 1, alpha, beta)
            } else {
                -self.quiescence(&child, ply + 1, -beta, -alpha)
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
