//! The alpha-beta search of one node: negamax, fail-soft, with principal
//! variation search, the transposition table, the game's tactics,
//! mate-distance bounds and the one-reply extension; outside proofs, where
//! the options ask, late-move reductions and null-move pruning
//! (`reductions.rs`); and, in the solver's large proofs, enhanced
//! transposition cutoffs.

use super::futility::Frontier;
use super::Searcher;
use crate::params::{
    BUSY_MAX_PLY, BUSY_MIN_DEPTH, ETC_MIN_NODES, ETC_MIN_PLIES_LEFT, MAX_ONE_REPLY_EXTENSIONS,
    MAX_PLY, PROOF_NEAR_MAX_PLIES_LEFT, PROOF_TABLE_MIN_PLIES_LEFT, SOLVE_DEPTH,
};
use crate::score::{self, Score, INFINITY};
use crate::tt::Region;
use crate::{Game, MoveBuffer, PackedMove, SearchEvaluator};

/// Node kinds, as marker types: the compiler makes one copy of the search per kind.
pub(crate) trait NodeKind {
    /// On the principal variation: searched with an open window.
    const PV: bool;
    /// In the solver's proof: a null window, and every line searched to
    /// the end of the game. The depth is then known to the compiler, which
    /// drops the horizon, the extensions and the plausibility from this
    /// copy of the search; the solver's nodes run no code they cannot use.
    /// With the table and the tactics, the solver uses its own copy of
    /// this search, with less code still (`proof.rs`), for every node but
    /// those that mark themselves busy for other threads.
    const PROOF: bool = false;
}
pub(crate) struct PvNode;
pub(crate) struct NonPvNode;
pub(crate) struct ProofNode;
impl NodeKind for PvNode {
    const PV: bool = true;
}
impl NodeKind for NonPvNode {
    const PV: bool = false;
}
impl NodeKind for ProofNode {
    const PV: bool = false;
    const PROOF: bool = true;
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Searches `child` of a node whose side to move is `parent_side`, and
    /// returns its score from the parent's side: negated only when the turn
    /// passed, so games without alternating turns search correctly.
    #[inline]
    fn search_child<N: NodeKind>(
        &mut self,
        parent: &G,
        child: &G,
        depth: i32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        if child.side_to_move() == parent.side_to_move() {
            self.negamax::<N>(child, depth, ply, alpha, beta)
        } else {
            -self.negamax::<N>(child, depth, ply, -beta, -alpha)
        }
    }

    /// The fail-soft negamax alpha-beta search of `position` at `ply`, with
    /// `depth` plies left (or [`SOLVE_DEPTH`]: to the end of the game, which
    /// a [`ProofNode`] always searches to, whatever `depth` says).
    pub(crate) fn negamax<N: NodeKind>(
        &mut self,
        position: &G,
        depth: i32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        // Under the rule's verdicts, the lowest ply a repetition below this
        // node reached back to, folded into the node above's (`strategy.rs`).
        let above = (N::PROOF && self.takes_verdicts())
            .then(|| core::mem::replace(&mut self.repetition_floor, usize::MAX));
        let score = self.negamax_node::<N>(position, depth, ply, alpha, beta);
        if let Some(above) = above {
            self.repetition_floor = self.repetition_floor.min(above);
        }
        score
    }

    /// [`Searcher::negamax`]'s node.
    #[inline(always)]
    fn negamax_node<N: NodeKind>(
        &mut self,
        position: &G,
        depth: i32,
        ply: usize,
        mut alpha: Score,
        mut beta: Score,
    ) -> Score {
        let mut depth = if N::PROOF { SOLVE_DEPTH } else { depth };
        let nodes_before = self.stats.nodes;
        let cuts_before = self.stats.cut_lines;
        self.stats.nodes += 1;
        // Taken first, so that a flag is never left for a later caller.
        let parent_filtered = core::mem::take(&mut self.no_win_in_one[ply]);
        if N::PV {
            self.pv_len[ply] = 0;
        }
        if ply > 0 && self.should_stop() {
            return 0;
        }
        if !N::PROOF {
            // Reported by iterative deepening only, never by the solver.
            self.seldepth = self.seldepth.max(ply);
        }
        if let Some(outcome) = position.outcome() {
            return self.outcome_score(position, outcome, ply);
        }
        // A repetition ends the game before anything else is asked of the
        // position: the bounds a game decides early, and the cut at the
        // ply limit, are for a game that goes on.
        if let Some(outcome) = self.repetition(position, ply) {
            return if N::PROOF {
                self.repeated_in_proof(position, outcome, ply)
            } else {
                self.outcome_score(position, outcome, ply)
            };
        }
        if N::PROOF {
            if let Some((lower, upper)) = self.decided_bounds(position, ply) {
                if lower >= beta {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
            }
        }
        if N::PROOF && ply >= self.proof_horizon {
            // A proof proves nothing by an evaluation (`horizon.rs`).
            return self.cut_line(position, ply);
        }
        if ply >= MAX_PLY {
            return self.evaluate(position);
        }
        if depth <= 0 {
            return self.quiescence(position, ply, alpha, beta);
        }

        let tactics = self.options.tactics && G::KNOWS_TACTICS;
        let (key, mirrored) = self.table_key(position);
        let (tabled, children_tabled) = self.table_regions::<N>(position);
        if let Some(region) = tabled {
            // The probe below is usually a miss in every cache; start the
            // load now, so that it overlaps the tactics.
            self.tt.prefetch_in(region, key);
        }
        // Tactics first: a win in one needs no search. Below a node that
        // applied them there is none to find: that node kept only moves
        // after which the opponent, to move here, cannot win at once.
        if tactics && !parent_filtered {
            if let Some(mv) = position.winning_move() {
                if N::PV {
                    self.update_pv(ply, mv);
                }
                return score::win_in(ply as u32 + 1);
            }
        }

        // Mate-distance pruning: no result can come sooner than the rules
        // allow. The root of a search always searches, so that it names a
        // move; the solver's null-window probes may stop at the root too.
        let root = ply == 0 && N::PV;
        if !root {
            alpha = alpha.max(score::loss_in(ply as u32));
            beta = beta.min(self.earliest_win(position, ply, tactics));
            if alpha >= beta {
                return alpha;
            }
        }

        // With tactics, the moves come before the table: a node whose every
        // move loses at once needs no probe, and most probes miss the cache.
        if tactics {
            if let Some(score) = self.generate_non_losing::<N>(position, ply) {
                return score;
            }
            // No move searched lets the opponent win at once.
            if !root {
                alpha = alpha.max(Self::latest_loss(position, ply));
                if alpha >= beta {
                    return alpha;
                }
            }
        }

        let mut tt_move = None;
        if let Some(region) = tabled {
            self.stats.tt_probes += 1;
            if let Some(entry) = self.tt.probe_in(region, key) {
                self.stats.tt_hits += 1;
                tt_move = entry
                    .mv
                    .map(|bits| mirror_if::<G>(mirrored, G::Move::from_bits(bits)));
                if !N::PV && !root && entry.depth as i32 >= depth.min(SOLVE_DEPTH) {
                    let lower = score::from_tt(entry.lower, ply as u32);
                    let upper = score::from_tt(entry.upper, ply as u32);
                    if lower >= beta {
                        return lower;
                    }
                    if upper <= alpha {
                        return upper;
                    }
                    if lower == upper {
                        return lower;
                    }
                }
            }
        }

        let (frontier, passed) = self
            .frontier::<N>(position, depth, alpha, beta, tactics)
            .unzip();
        if let Some(score) = frontier.and_then(|frontier| frontier.reverse_cut(beta)) {
            self.stats.pruned += 1;
            return score;
        }
        let eval = frontier.map(|frontier| frontier.eval);
        if let Some(score) =
            self.null_move_cutoff::<N>(position, depth, ply, beta, tactics, eval, passed)
        {
            return score;
        }
        if !tactics {
            self.moves[ply].clear();
            position.generate(&mut self.moves[ply]);
            if self.moves[ply].as_slice().is_empty() {
                return self.outcome_score(position, position.no_moves(), ply);
            }
        }
        let count = self.moves[ply].as_slice().len();

        let mut extensions = self.extensions[ply];
        if self.options.extensions
            && count == 1
            && depth < SOLVE_DEPTH
            && extensions < MAX_ONE_REPLY_EXTENSIONS
        {
            depth += 1;
            extensions += 1;
        }
        if !N::PROOF {
            self.extensions[ply + 1] = extensions;
        }

        if let Some(region) = children_tabled {
            self.prefetch_children(position, ply, region);
        }
        let learn = self.learns::<N>(position);
        if count > 1 {
            self.score_moves::<N>(position, ply, tt_move, learn);
            // Not in a proof: there the first move usually refutes, and a
            // helper that started elsewhere would prove moves the proof
            // does not need; the busy marks split the nodes where every
            // move must be searched instead.
            if ply == 0 && self.helper > 0 && !N::PROOF {
                self.rotate_root_moves(count);
            }
        }

        // While other threads search, a node near the root says it is
        // being searched, and puts off the children another thread is in.
        // The loop is compiled twice, so that the nodes that do not mark
        // (all of them with one thread) run none of its bookkeeping.
        let marked =
            self.sharing() && ply < BUSY_MAX_PLY && depth >= BUSY_MIN_DEPTH && self.options.tt;
        let searched = if let Some((score, mv)) =
            self.refuting_child::<N>(position, ply, beta, children_tabled)
        {
            // Stored below like any cutoff.
            self.stats.transposition_cutoffs += 1;
            Some((score, Some(mv)))
        } else if marked {
            self.mark_busy(key, true);
            let searched =
                self.search_moves::<N, true>(position, ply, depth, learn, frontier, alpha, beta);
            self.mark_busy(key, false);
            searched
        } else {
            self.search_moves::<N, false>(position, ply, depth, learn, frontier, alpha, beta)
        };
        let Some((best, best_move)) = searched else {
            return 0;
        };

        if let Some(region) = tabled {
            let stored = score::to_tt(best, ply as u32);
            let bounds = if best >= beta {
                (stored, INFINITY)
            } else if best > alpha {
                (stored, stored)
            } else {
                (-INFINITY, stored)
            };
            let bounds = if N::PROOF && self.takes_verdicts() && self.repetition_floor < ply {
                // A claim that rests on a position above this node holds
                // on this line only: the move is kept, as a hint, and no
                // bound (`strategy.rs`).
                Some((-INFINITY, INFINITY))
            } else {
                self.horizon_bounds(position, cuts_before, bounds)
            };
            if let Some((lower, upper)) = bounds {
                self.tt.store_in(
                    region,
                    key,
                    depth.max(0) as u32,
                    self.stats.nodes - nodes_before,
                    lower,
                    upper,
                    best_move.map(|mv| mirror_if::<G>(mirrored, mv).to_bits()),
                );
            }
        }
        best
    }

    /// Searches the moves of `position` at `ply` (already generated and
    /// given their order keys) in order, with `depth` plies left: the best
    /// score and the move that reached above `alpha`, or `None` if the
    /// search was stopped; a cutoff teaches the killers and the history
    /// if the node `learn`s ([`Searcher::learns`]). A node with a
    /// `frontier` skips the quiet moves it finds futile (`futility.rs`).
    /// With `MARKED`, the node is marked busy, and a
    /// child another thread is searching is put off until the other moves
    /// are done. Always inlined: both copies live in the node's own code
    /// (out of line, the marked copy made two threads slower on small
    /// proofs, 1.17 → 0.88 on begin-easy, for reasons not found).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn search_moves<N: NodeKind, const MARKED: bool>(
        &mut self,
        position: &G,
        ply: usize,
        depth: i32,
        learn: bool,
        frontier: Option<Frontier>,
        mut alpha: Score,
        beta: Score,
    ) -> Option<(Score, Option<G::Move>)> {
        let mut best = -INFINITY;
        let mut best_move = None;
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        let count = self.moves[ply].as_slice().len();
        let tactics = self.options.tactics && G::KNOWS_TACTICS;
        let child_depth = if depth >= SOLVE_DEPTH {
            SOLVE_DEPTH
        } else {
            depth - 1
        };
        let mut deferred = 0;
        let mut searched = 0;
        // Picks `0..count` in order, then the deferred ones again.
        for pick in 0..count + deferred_capacity(MARKED, count) {
            // The move, and its place in the list: the moves before it
            // there are the ones picked before it.
            let (mv, at) = if pick < count {
                let mv = if count == 1 {
                    self.moves[ply].as_slice()[0]
                } else {
                    self.pick_next(ply, pick)
                };
                (mv, pick)
            } else if pick - count < deferred {
                let at = usize::from(self.deferred[ply * capacity + pick - count]);
                (self.moves[ply].as_slice()[at], at)
            } else {
                break;
            };
            let child = position.play(mv);
            if MARKED && pick < count && searched > 0 && self.is_busy(&child) {
                self.deferred[ply * capacity + deferred] = at as u16;
                deferred += 1;
                continue;
            }
            // Asked once, for each refinement that looks at it.
            let gives_check = !N::PROOF
                && (frontier.is_some() || self.options.check_extension || self.options.reductions)
                && child.is_in_check();
            // A quiet move that gives no check, at a node near the
            // horizon, after the first move searched.
            if let Some(frontier) = frontier.filter(|_| searched > 0) {
                if !position.is_noisy(mv) && !gives_check {
                    if let Some(bound) = frontier.skips(searched, alpha) {
                        self.stats.pruned += 1;
                        best = best.max(bound);
                        continue;
                    }
                }
            }
            let i = searched;
            searched += 1;
            // A proof searches every line to the end: no plausibility.
            let child_depth =
                if !N::PROOF && self.options.plausibility.is_some() && depth < SOLVE_DEPTH {
                    self.plausible_child_depth(position, &child, mv, count, depth)
                } else {
                    child_depth
                };
            let checks = !N::PROOF
                && self.options.check_extension
                && depth < SOLVE_DEPTH
                && self.extensions[ply + 1] < MAX_ONE_REPLY_EXTENSIONS
                && gives_check;
            let child_depth = if checks {
                self.extensions[ply + 1] += 1;
                child_depth + 1
            } else {
                child_depth
            };
            // A proof goes on in the proof's own search, which hands the
            // nodes that must mark themselves busy back here, with the flag.
            let lean_child = N::PROOF && self.lean_proofs();
            if !lean_child {
                self.no_win_in_one[ply + 1] = tactics;
            }
            if N::PV {
                // A child searched only by a null-window probe leaves no line
                // of its own; make sure a sibling's is not taken for it.
                self.pv_len[ply + 1] = 0;
            }
            // A proof's window is a null window already, for every move.
            let score = if lean_child {
                if child.side_to_move() == position.side_to_move() {
                    self.prove::<false>(&child, ply + 1, beta)
                } else {
                    -self.prove::<false>(&child, ply + 1, -alpha)
                }
            } else if N::PROOF || i == 0 || !self.options.pvs {
                self.search_child::<N>(position, &child, child_depth, ply + 1, alpha, beta)
            } else if let Some(probe) = self
                .reduced_probe::<N>(
                    position,
                    &child,
                    mv,
                    gives_check,
                    ply,
                    child_depth,
                    i,
                    alpha,
                )
                .filter(|&probe| probe <= alpha)
            {
                // A late quiet move that fails low at a reduced depth.
                probe
            } else if !N::PV {
                // Off the principal variation every window is a null
                // window already: the probe is the search, of the same kind.
                self.search_child::<N>(position, &child, child_depth, ply + 1, alpha, alpha + 1)
            } else {
                let probe = self.search_child::<NonPvNode>(
                    position,
                    &child,
                    child_depth,
                    ply + 1,
                    alpha,
                    alpha + 1,
                );
                if probe > alpha && probe < beta && N::PV {
                    self.search_child::<PvNode>(position, &child, child_depth, ply + 1, alpha, beta)
                } else {
                    probe
                }
            };
            if checks {
                self.extensions[ply + 1] -= 1;
            }
            if self.stopped {
                return None;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    if N::PV {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        // The moves before it in the list were searched
                        // without a cutoff, or put off for another thread:
                        // history marks them down alike.
                        self.record_cutoff(position, ply, depth, mv, at, learn);
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// Whether other threads are searching beside this one: always for a
    /// helper (it searches only when the main thread does), and for the
    /// main thread once it has handed its helpers the task. Until then the
    /// busy marks would only cost it.
    #[inline]
    pub(super) fn sharing(&self) -> bool {
        self.busy.is_some() && (self.helper > 0 || self.helpers_busy)
    }

    /// Whether the solver's proofs may run the proof's own search
    /// (`proof.rs`), which needs the table and the game's tactics.
    #[inline]
    pub(crate) fn lean_proofs(&self) -> bool {
        self.options.tt && self.options.tactics && G::KNOWS_TACTICS && !self.takes_verdicts()
    }

    /// Marks the node with table key `key` as being searched by this
    /// thread (`true`), or no longer (`false`).
    #[inline]
    fn mark_busy(&self, key: u64, entering: bool) {
        if let Some(busy) = &self.busy {
            if entering {
                busy.enter(key);
            } else {
                busy.leave(key);
            }
        }
    }

    /// Whether another thread is searching `child` (or this one, higher up
    /// the same line: a harmless false alarm).
    #[inline]
    fn is_busy(&self, child: &G) -> bool {
        self.busy
            .as_ref()
            .is_some_and(|busy| busy.is_busy(self.table_key(child).0))
    }

    /// The key `position` is filed under in the table, and whether that is
    /// its mirror image's key (so that moves go in and out mirrored): of
    /// the two images, the one with the smaller key.
    #[inline]
    pub(super) fn table_key(&self, position: &G) -> (u64, bool) {
        let mirror = if G::MIRROR && self.options.symmetry {
            position.mirror_key()
        } else {
            u64::MAX
        };
        self.filed_key(position.hash_key(), mirror)
    }

    /// Of a position's key and its mirror image's key, the one the table
    /// files it under, and whether that is the mirror's.
    #[inline]
    fn filed_key(&self, key: u64, mirror: u64) -> (u64, bool) {
        if G::MIRROR && self.options.symmetry && mirror < key {
            (mirror, true)
        } else {
            (key, false)
        }
    }

    /// The table region the node of `position` files its result in, and
    /// the one its children file theirs in, or `None` for no table:
    /// always the whole table, if the searcher has one, except in a proof.
    /// A proof uses none within [`PROOF_TABLE_MIN_PLIES_LEFT`] plies of
    /// the end of the game, and the table's near region up to
    /// [`PROOF_NEAR_MAX_PLIES_LEFT`] plies from it.
    #[inline]
    pub(super) fn table_regions<N: NodeKind>(
        &self,
        position: &G,
    ) -> (Option<Region>, Option<Region>) {
        if !self.options.tt {
            return (None, None);
        }
        if !N::PROOF {
            let whole = self.tt.whole();
            return (Some(whole), Some(whole));
        }
        let left = position.max_remaining_plies().unwrap_or(u32::MAX);
        let region = |left: u32| {
            (left > PROOF_TABLE_MIN_PLIES_LEFT)
                .then(|| self.tt.region(left <= PROOF_NEAR_MAX_PLIES_LEFT, self.lane))
        };
        (region(left), region(left.saturating_sub(1)))
    }

    /// Starts loading the table entries of the children of `position`,
    /// where the game knows their keys without playing the moves: the
    /// ordering work that follows then hides most of the first child's
    /// probe, which would otherwise wait on memory.
    #[inline]
    pub(super) fn prefetch_children(&self, position: &G, ply: usize, region: Region) {
        for &mv in self.moves[ply].as_slice() {
            let Some((key, mirror)) = position.keys_after(mv) else {
                return;
            };
            self.tt.prefetch_in(region, self.filed_key(key, mirror).0);
        }
    }

    /// An enhanced transposition cutoff: a move of `position` (at `ply`,
    /// its moves ordered) whose child's table entry already proves a score
    /// of at least `beta` for this node, and that score. Only in a proof,
    /// and only where it pays: far from the end of the game, in a search
    /// large enough for its table to hold many of the children. The
    /// children's prefetch, issued before the ordering, has had the
    /// ordering's time to bring their entries in. Only for games that know
    /// their children's keys ([`Game::keys_after`]), whose children then
    /// have the other side to move.
    ///
    /// The test of whether it pays is inlined into the node, cheapest and
    /// most selective first (a small search never passes its node floor),
    /// and only the look-ups are a call.
    #[inline]
    pub(super) fn refuting_child<N: NodeKind>(
        &self,
        position: &G,
        ply: usize,
        beta: Score,
        children: Option<Region>,
    ) -> Option<(Score, G::Move)> {
        let region = children?;
        // Not with a repetition rule: a child's entry cannot say whether
        // the move repeats a position of this path.
        let pays = N::PROOF
            && !G::REPETITION_DRAWS
            && self.stats.nodes >= ETC_MIN_NODES
            && self.moves[ply].as_slice().len() > 1
            && position
                .max_remaining_plies()
                .is_some_and(|left| left >= ETC_MIN_PLIES_LEFT);
        if pays {
            self.child_entry_refuting(position, ply, beta, region)
        } else {
            None
        }
    }

    /// The look-ups of [`Searcher::refuting_child`], out of line: most
    /// nodes never make them.
    #[inline(never)]
    fn child_entry_refuting(
        &self,
        position: &G,
        ply: usize,
        beta: Score,
        region: Region,
    ) -> Option<(Score, G::Move)> {
        for &mv in self.moves[ply].as_slice() {
            let (key, mirror) = position.keys_after(mv)?;
            let Some(entry) = self.tt.probe_in(region, self.filed_key(key, mirror).0) else {
                continue;
            };
            if (entry.depth as i32) < SOLVE_DEPTH {
                continue;
            }
            let score = -score::from_tt(entry.upper, ply as u32 + 1);
            if score >= beta {
                return Some((score, mv));
            }
        }
        None
    }

    /// Generates the moves of `position` at `ply` and keeps those that do
    /// not hand the opponent a win in one. Returns the node's score if that
    /// settles it: no moves at all, or none that survives.
    pub(super) fn generate_non_losing<N: NodeKind>(
        &mut self,
        position: &G,
        ply: usize,
    ) -> Option<Score> {
        self.moves[ply].clear();
        if !position.generate_non_losing(&mut self.moves[ply]) {
            // Whatever we play, the opponent wins on the next ply.
            if N::PV {
                self.name_a_lost_line(position, ply);
            }
            return Some(score::loss_in(ply as u32 + 2));
        }
        if self.moves[ply].as_slice().is_empty() {
            return Some(self.outcome_score(position, position.no_moves(), ply));
        }
        None
    }

    /// The legal moves of `position`, generated into the root's buffer and
    /// copied out (no heap, unlike `notation::legal_moves`).
    pub(crate) fn root_moves(&mut self, position: &G) -> G::Moves {
        self.moves[0].clear();
        position.generate(&mut self.moves[0]);
        self.moves[0]
    }

    /// Where every move loses at once, still names a move and the
    /// opponent's reply, so that a PV node has a line.
    fn name_a_lost_line(&mut self, position: &G, ply: usize) {
        self.moves[ply].clear();
        position.generate(&mut self.moves[ply]);
        let mv = self.moves[ply].as_slice()[0];
        self.pv_len[ply + 1] = 0;
        if let Some(reply) = position.play(mv).winning_move() {
            self.update_pv(ply + 1, reply);
        }
        self.update_pv(ply, mv);
    }

    /// The highest score a node at `ply` can have: a win on the spot (a
    /// position without moves can be won, as in othello), or with tactics
    /// (no win in one) three plies on, and no win at all when the game must
    /// end before then.
    #[inline]
    pub(super) fn earliest_win(&self, position: &G, ply: usize, tactics: bool) -> Score {
        let ply = ply as u32;
        if !tactics {
            return score::win_in(ply);
        }
        let first_win = ply + 3;
        match position.max_remaining_plies() {
            Some(left) if first_win > ply + left => 0,
            _ => score::win_in(first_win),
        }
    }

    /// The lowest score of a node at `ply` whose side to move has no win in
    /// one and plays only moves after which the opponent has none either:
    /// a loss four plies on at the soonest, and no loss at all when the game
    /// must end before then.
    #[inline]
    pub(super) fn latest_loss(position: &G, ply: usize) -> Score {
        let first_loss = ply as u32 + 4;
        match position.max_remaining_plies() {
            Some(left) if first_loss > ply as u32 + left => 0,
            _ => score::loss_in(first_loss),
        }
    }

    /// Row `ply` of the PV table becomes `mv` followed by row `ply + 1`.
    #[inline]
    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let row = ply * (MAX_PLY + 1);
        let next = (ply + 1) * (MAX_PLY + 1);
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        self.pv[row] = mv;
        self.pv.copy_within(next..next + child_len, row + 1);
        self.pv_len[ply] = child_len + 1;
    }
}

/// How many more picks a node's loop may make after its `count` moves:
/// as many as it may have deferred, if it defers at all.
#[inline]
fn deferred_capacity(marked: bool, count: usize) -> usize {
    if marked {
        count - 1
    } else {
        0
    }
}

/// `mv`, or its mirror image if `mirrored`: both made, and one chosen
/// without a branch (positions are filed under either image about as
/// often, so the branch would be a coin toss).
#[inline]
pub(super) fn mirror_if<G: Game>(mirrored: bool, mv: G::Move) -> G::Move {
    let image = G::mirror_move(mv);
    if mirrored {
        image
    } else {
        mv
    }
}
