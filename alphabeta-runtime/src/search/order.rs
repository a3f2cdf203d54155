//! The searcher's side of move ordering: the order keys of a node's moves,
//! and what a cutoff teaches the killers and the history.

use super::negamax::NodeKind;
use super::Searcher;
use crate::ordering::{order_key, pick_best, pick_best_of_all, History, TT_MOVE_KEY};
use crate::params::PROOF_LEARNING_MIN_PLIES_LEFT;
use crate::{Game, MoveBuffer, SearchEvaluator};

/// The largest buffers whose places are all keyed and scanned
/// ([`Searcher::score_moves`], [`Searcher::pick_next`]): up to there, a
/// fixed loop over every place costs less than a loop over the moves,
/// whose varying end the processor mispredicts. Connect Four's 7 places
/// gain (its proofs 8 to 15 % faster, with the other loops of fixed
/// length); a 4x4 othello's 16, with five to eight moves a position,
/// searched 7 % slower (the signature bench, depth 10).
const WHOLE_SCAN_MAX: usize = 8;

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Gives every move of `ply` its order key. A short list's places past
    /// its moves get `i64::MIN`, below every key, for [`pick_best_of_all`]:
    /// all the places are keyed in one loop of fixed length (the places
    /// past the moves are keyed too, and their keys thrown away), which
    /// costs less than a loop over the moves whose varying end the
    /// processor mispredicts.
    ///
    /// The game's hints are those for proofs
    /// ([`Game::proof_priorities`]) in a proof node. Only a node that
    /// `learn`s ([`Searcher::learns`]) adds the killers' bonus and the
    /// history to them.
    pub(super) fn score_moves<N: NodeKind>(
        &mut self,
        position: &G,
        ply: usize,
        tt_move: Option<G::Move>,
        learn: bool,
    ) {
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        let side = position.side_to_move();
        let count = self.moves[ply].as_slice().len();
        let hints = &mut self.hints[..count];
        if !self.options.hints {
            hints.fill(0);
        } else if N::PROOF {
            position.proof_priorities(self.moves[ply].as_slice(), hints);
        } else {
            position.move_priorities(self.moves[ply].as_slice(), hints);
        }
        let whole = capacity <= WHOLE_SCAN_MAX && self.moves[ply].places().len() == capacity;
        let (places, hints) = if whole {
            (self.moves[ply].places(), &self.hints[..capacity])
        } else {
            (self.moves[ply].as_slice(), &self.hints[..count])
        };
        let keys = &mut self.keys[ply * capacity..ply * capacity + places.len()];
        // The table's move as a move and a flag, so that each test is a
        // comparison of two values, which needs no branch.
        let (has_tt, tt) = (tt_move.is_some(), tt_move.unwrap_or_default());
        for (i, ((key, &mv), &hint)) in keys.iter_mut().zip(places).zip(hints).enumerate() {
            let killer = if learn && self.options.killers {
                self.killers.bonus(ply, mv)
            } else {
                0
            };
            let history = if learn && self.options.history {
                self.history.score(side, mv)
            } else {
                0
            };
            // Every key is computed and the table's move chosen after, so
            // that the choice is a conditional move, not a branch.
            let ordered = order_key(hint, killer, history);
            let ordered = if has_tt & (mv == tt) {
                TT_MOVE_KEY
            } else {
                ordered
            };
            *key = if i < count { ordered } else { i64::MIN };
        }
        if capacity <= WHOLE_SCAN_MAX && !whole {
            // A buffer that does not show its places: the empty ones
            // filled apart.
            self.keys[ply * capacity + count..(ply + 1) * capacity].fill(i64::MIN);
        }
    }

    /// The move of `ply` to search `from`th (of at least two, with their
    /// keys given by `score_moves`): the highest-keyed of those not picked
    /// yet, swapped into place `from`, as [`pick_best`] picks it. Short
    /// lists are scanned whole ([`pick_best_of_all`]). A lone move is not
    /// scored, and its callers take it themselves: the test here, made at
    /// every pick, cost 0.14 M more mispredicted branches on the solver's
    /// cachegrind workload than theirs, made once a node.
    #[inline]
    pub(super) fn pick_next(&mut self, ply: usize, from: usize) -> G::Move {
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        let moves = self.moves[ply].as_mut_slice();
        let keys = &mut self.keys[ply * capacity..(ply + 1) * capacity];
        if capacity > WHOLE_SCAN_MAX {
            pick_best(moves, &mut keys[..moves.len()], from)
        } else {
            pick_best_of_all(moves, keys, from)
        }
    }

    /// Whether a node of kind `N` at `position` orders its moves by the
    /// killers and the history and teaches them its cutoffs: every node,
    /// except a proof's within [`PROOF_LEARNING_MIN_PLIES_LEFT`] plies of
    /// the end of the game, whose subtree is too small to repay them.
    #[inline]
    pub(super) fn learns<N: NodeKind>(&self, position: &G) -> bool {
        !N::PROOF
            || position
                .max_remaining_plies()
                .is_none_or(|left| left > PROOF_LEARNING_MIN_PLIES_LEFT)
    }

    /// Counts a beta cutoff, and if the node `learn`s
    /// ([`Searcher::learns`]), teaches it to the killers and the history.
    pub(super) fn record_cutoff(
        &mut self,
        position: &G,
        ply: usize,
        depth: i32,
        mv: G::Move,
        index: usize,
        learn: bool,
    ) {
        self.stats.beta_cutoffs += 1;
        if index == 0 {
            self.stats.first_move_cutoffs += 1;
        }
        if !learn || position.is_noisy(mv) {
            return;
        }
        if self.options.killers {
            self.killers.record(ply, mv);
        }
        if self.options.history {
            let side = position.side_to_move();
            let bonus = History::bonus(depth.min(64));
            self.history.update(side, mv, bonus);
            // The quiet moves tried before the cutoff failed: push them down.
            for k in 0..index {
                let tried = self.moves[ply].as_slice()[k];
                if !position.is_noisy(tried) {
                    self.history.update(side, tried, -bonus);
                }
            }
        }
    }

    /// Helper `h` starts the root `h` places down the order (wrapping), so
    /// that the threads spread over the root's subtrees (in iterative
    /// deepening; not in the solver's proofs).
    pub(super) fn rotate_root_moves(&mut self, count: usize) {
        let moves = self.moves[0].as_mut_slice();
        let keys = &mut self.keys[..count];
        // Into the order the search would pick them in, then rotated, with
        // keys that make the picks follow the new order.
        for i in 0..count {
            pick_best(moves, keys, i);
        }
        moves.rotate_left(self.helper % count);
        for (key, rank) in keys.iter_mut().zip((0..count as i64).rev()) {
            *key = rank;
        }
    }
}
