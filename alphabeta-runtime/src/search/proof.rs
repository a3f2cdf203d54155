//! The solver's null-window proof: the search of a [`ProofNode`] without
//! what only the other node kinds, or the nodes that mark themselves busy
//! for other threads, need.
//!
//! A proof asks one question of a position, "is its value at least
//! `beta`?", and searches every line to the end of the game. The general
//! node ([`Searcher::negamax`]) compiles its proof copy without the
//! horizon, the extensions, the plausibility and the principal variation,
//! but it still carries the window's two bounds, the flag that tells a
//! child its parent has looked for wins in one, the busy marks of the
//! helper threads, and the tests of whether it is the root. This one has
//! a single bound (the window is `(beta - 1, beta)` everywhere), knows at
//! compile time whether it is the root (only the root looks for its own
//! win in one: below it every parent played only moves that leave none),
//! has no marks to make, and keeps its best score and its mirrored moves
//! without branches.
//!
//! It is the same search, node for node: the same moves in the same order,
//! the same table entries, the same cutoffs. Only the code is smaller. The
//! solver uses it whenever it has the table and the game's tactics, as
//! [`crate::solve`] does. While helper threads search, the nodes near the
//! root (closer than [`PROOF_BUSY_MAX_PLY`]) go to the general node, which marks
//! them busy; its proof children come back here, to be handed on again if
//! they too are that close.

use super::negamax::{mirror_if, ProofNode};
use super::Searcher;
use crate::params::{PROOF_BUSY_MAX_PLY, SOLVE_DEPTH};
use crate::score::{self, Score, INFINITY};
use crate::{Game, MoveBuffer, PackedMove, SearchEvaluator};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Whether the value of `position` at `ply` is at least `beta`: a
    /// fail-soft null-window search `(beta - 1, beta)` to the end of the
    /// game, by a searcher with the table and the game's tactics. Only the
    /// `ROOT` of a proof looks for its own win in one: below it, every
    /// parent played only moves that leave none.
    pub(crate) fn prove<const ROOT: bool>(
        &mut self,
        position: &G,
        ply: usize,
        beta: Score,
    ) -> Score {
        if ply < PROOF_BUSY_MAX_PLY && self.sharing() {
            // Near the root, while other threads search, the general node,
            // which marks itself busy for them; it comes back here below.
            self.no_win_in_one[ply] = !ROOT;
            return self.negamax::<ProofNode>(position, SOLVE_DEPTH, ply, beta - 1, beta);
        }
        let alpha = beta - 1;
        let nodes_before = self.stats.nodes;
        let cuts_before = self.stats.cut_lines;
        self.stats.nodes += 1;
        if ply > 0 && self.should_stop() {
            return 0;
        }
        if let Some(outcome) = position.outcome() {
            return self.outcome_score(position, outcome, ply);
        }
        // Before the bounds a game decides early: they hold for a game
        // that goes on, not for one a repetition ended.
        if let Some(outcome) = self.repetition(position, ply) {
            return self.repeated_in_proof(position, outcome, ply);
        }
        if let Some((lower, upper)) = self.decided_bounds(position, ply) {
            if lower >= beta {
                return lower;
            }
            if upper < beta {
                return upper;
            }
        }
        if ply >= self.proof_horizon {
            return self.cut_line(position, ply);
        }
        let (key, mirrored) = self.table_key(position);
        let (tabled, children_tabled) = self.table_regions::<ProofNode>(position);
        if let Some(region) = tabled {
            self.tt.prefetch_in(region, key);
        }
        if ROOT && position.winning_move().is_some() {
            return score::win_in(ply as u32 + 1);
        }

        let floor = score::loss_in(ply as u32);
        if floor >= beta {
            return floor;
        }
        if self.earliest_win(position, ply, true) <= alpha {
            return alpha;
        }
        if let Some(score) = self.generate_non_losing::<ProofNode>(position, ply) {
            return score;
        }
        let floor = Self::latest_loss(position, ply);
        if floor >= beta {
            return floor;
        }

        let mut tt_move = None;
        let entry = if let Some(region) = tabled {
            self.stats.tt_probes += 1;
            self.tt.probe_in(region, key)
        } else {
            None
        };
        if let Some(entry) = entry {
            self.stats.tt_hits += 1;
            tt_move = entry
                .mv
                .map(|bits| mirror_if::<G>(mirrored, G::Move::from_bits(bits)));
            if entry.depth as i32 >= SOLVE_DEPTH {
                let lower = score::from_tt(entry.lower, ply as u32);
                let upper = score::from_tt(entry.upper, ply as u32);
                if lower >= beta {
                    return lower;
                }
                if upper <= alpha || lower == upper {
                    return upper;
                }
            }
        }

        let count = self.moves[ply].as_slice().len();
        if let Some(region) = children_tabled {
            self.prefetch_children(position, ply, region);
        }
        let learn = self.learns::<ProofNode>(position);
        if count > 1 {
            self.score_moves::<ProofNode>(position, ply, tt_move, learn);
        }
        let (best, best_move) = if let Some((score, mv)) =
            self.refuting_child::<ProofNode>(position, ply, beta, children_tabled)
        {
            self.stats.transposition_cutoffs += 1;
            (score, Some(mv))
        } else {
            let mut best = -INFINITY;
            let mut best_move = None;
            for pick in 0..count {
                let mv = if count == 1 {
                    self.moves[ply].as_slice()[0]
                } else {
                    self.pick_next(ply, pick)
                };
                let child = position.play(mv);
                let score = if child.side_to_move() == position.side_to_move() {
                    self.prove::<false>(&child, ply + 1, beta)
                } else {
                    -self.prove::<false>(&child, ply + 1, -alpha)
                };
                if self.stopped {
                    return 0;
                }
                // In a null window, a score above `alpha` is a cutoff: one
                // test, and the best score kept without a branch.
                best = best.max(score);
                if score >= beta {
                    best_move = Some(mv);
                    self.record_cutoff(position, ply, SOLVE_DEPTH, mv, pick, learn);
                    break;
                }
            }
            (best, best_move)
        };

        let Some(region) = tabled else {
            return best;
        };
        let stored = score::to_tt(best, ply as u32);
        let bounds = if best >= beta {
            (stored, INFINITY)
        } else {
            (-INFINITY, stored)
        };
        let Some((lower, upper)) = self.horizon_bounds(position, cuts_before, bounds) else {
            return best;
        };
        self.tt.store_in(
            region,
            key,
            SOLVE_DEPTH as u32,
            self.stats.nodes - nodes_before,
            lower,
            upper,
            best_move.map(|mv| mirror_if::<G>(mirrored, mv).to_bits()),
        );
        best
    }
}
