//! A claimed proof checked on the lines as played: the solver's last
//! word where a repetition loses for whoever makes it (Go's superko).
//!
//! **Why a check.** The rule's verdict on a repetition depends on the
//! line that led to the position, and the transposition table keeps one
//! value per position: a win that relied on the opponent being driven into
//! a repetition on one line may be read back on another line, where that
//! repetition does not exist, or where the winner's own moves would now
//! bring back a position (the graph-history interaction;
//! `tests/graph_history.rs`). So the solver's proofs first score every
//! repetition against the player whose claim they test (`horizon.rs`),
//! which is sound but cannot prove a win that needs the opponent's
//! superko. Where that proves neither answer, the solver tests once more
//! with the rule's verdict ([`Searcher::repetition_verdicts`]), and
//! believes the answer only after this check. That test keeps no bound
//! that rests on a position above its node (only the move, as a hint),
//! so that the table's moves depend on the line as little as they can.
//!
//! **The strategy and its graph.** At each of the claimed winner's
//! positions the table names a move, and proves some others good enough
//! (their children's bounds meet the claim): his moves are the named one
//! first, then those. From the root, the winner's moves and every move of
//! the opponent are followed, and each position reached becomes a vertex
//! of the strategy's graph, once.
//!
//! **Played out.** Then every line the opponent can choose is played out
//! from the root, with the rule applied to the line itself: a move that
//! brings back a position of the line (or of the game before the root)
//! loses for the player who made it. On each line the winner takes the
//! first of his moves that still meets the claim there. The worst result
//! he meets is what the strategy is sure of: a bound on the true value,
//! whatever the table claimed.
//!
//! **What keeps it small.** A position's result depends on the line
//! before it only if a line from it can come back to a position of that
//! line, that is, only if it lies on a cycle of the graph. So the cycles
//! are found first (Tarjan's strongly connected components, over
//! repetition keys, which is what the rule compares): a position on no
//! cycle is played out once and its result reused; only the positions on
//! cycles are played out again on each line that reaches them.
//!
//! **Mending.** Where none of the winner's moves holds on some line (a
//! move brings back a position of it, or the opponent reaches the
//! winner's loss), the strategy is mended there: each other move is
//! proved again with that line as the game's history (within
//! [`MEND_PROOF_NODES`] nodes each), the first proved is put first at
//! that position, and the graph is built and played out again. A move is
//! tried once at a position, so mending ends.
//!
//! The graph is built in memory, allocated for the check (the only part
//! of a solve that allocates, and only in these games). The check gives
//! up, and the solver answers unknown, after [`MAX_MENDS`] rounds or as
//! many nodes as the claim's own test took, or where the graph would
//! exceed [`MAX_VERTICES`] or [`MAX_EDGES`], or a play-out [`MAX_VISITS`]
//! nodes.

use super::negamax::{mirror_if, ProofNode};
use super::Searcher;
use crate::repetition::same_position;
use crate::score::{self, Score, INFINITY};
use crate::tt::Probe;
use crate::{Game, MoveBuffer, PackedMove, SearchEvaluator, Side};
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet, VecDeque};

/// The most positions a strategy's graph may hold.
const MAX_VERTICES: usize = 1 << 22;

/// The most moves a strategy's graph may follow.
const MAX_EDGES: usize = 1 << 25;

/// The most nodes the lines through the graph's cycles may visit, each
/// time the graph is played out.
const MAX_VISITS: u64 = 1 << 34;

/// The most rounds of mending (each mends up to [`MAX_SHORT_LINES`]
/// lines) before the check gives up.
const MAX_MENDS: usize = 100;

/// The most lines that fall short a play-out of the graph collects, each
/// to be mended.
const MAX_SHORT_LINES: usize = 64;

/// The most nodes a proof of one move may take while a strategy is
/// mended: a move that needs more is passed over.
const MEND_PROOF_NODES: u64 = 1 << 18;

/// A position of the strategy's graph.
struct Vertex {
    /// The index of its repetition key among the graph's keys.
    class: u32,
    /// Its moves followed: `edges[first..first + count]`.
    first: u32,
    count: u32,
    /// Whether the winner is to move.
    winner_moves: bool,
    /// How far back a repetition may reach ([`Game::reversible_plies`]).
    reach: u32,
    /// Where the line ends here: the result for the winner, at the
    /// vertex. `ended` tells whether the game is over, which comes before
    /// a repetition; else the count decides the result
    /// ([`Game::result_bounds`]), or the table names no move for the
    /// winner (a loss for him), both after a repetition.
    result: Option<Score>,
    ended: bool,
}

/// What mending a strategy changed: the winner's move chosen at a
/// position (by [`vertex_key`]), and the moves tried there (as bits).
struct Mends<M> {
    chosen: HashMap<u64, M>,
    tried: HashSet<(u64, u32)>,
}

/// The strategy's graph.
struct Graph<G> {
    positions: Vec<G>,
    vertices: Vec<Vertex>,
    edges: Vec<u32>,
    /// The repetition key of each class.
    keys: Vec<u64>,
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The least result that `winner` is sure of from `root` by the
    /// strategy the table names, every line played out with the
    /// repetition rule applied to it (see the module's documentation): a
    /// root-relative score from the side to move's view (a lower bound on
    /// the value if `winner` is to move, an upper one otherwise), with
    /// the strategy's move at the root where the winner is to move there.
    /// `need` is the null-window bound the claim needs from the winner's
    /// view (1 for a win, 0 for at least a draw). `None` when the strategy
    /// cannot be mended to meet it within `budget` nodes, a limit is
    /// reached, or the search is stopped.
    pub(crate) fn strategy_value(
        &mut self,
        root: &G,
        (winner, need): (Side, Score),
        budget: u64,
    ) -> Option<(Score, Option<G::Move>)> {
        let start = self.stats.nodes;
        let history = self.game_keys.clone();
        let mut mends = Mends {
            chosen: HashMap::new(),
            tried: HashSet::new(),
        };
        for _ in 0..MAX_MENDS {
            let (graph, first) = self.strategy_graph(root, (winner, need), &mends.chosen)?;
            let on_cycle = graph.classes_on_cycles();
            let lines = match self.worst_line(&graph, &on_cycle, need)? {
                Ok(value) if root.side_to_move() == winner => return Some((value, first)),
                Ok(value) => return Some((-value, None)),
                Err(lines) => lines,
            };
            let mut mended = false;
            for line in &lines {
                if self.stats.nodes - start > budget {
                    break;
                }
                mended |= self.mend(&graph, line, (winner, need), &history, &mut mends);
            }
            self.game_keys.clone_from(&history);
            if !mended {
                return None;
            }
        }
        None
    }

    /// Mends the strategy on `line`, a line of the graph that meets the
    /// winner's loss: at the winner's positions on it, the deepest first,
    /// looks for another move proved to meet `need` with the line before
    /// it as the game's history, and keeps the first found in `chosen`;
    /// whether one was. A move is tried once at a position (`tried`), so
    /// that mending ends.
    fn mend(
        &mut self,
        graph: &Graph<G>,
        line: &[u32],
        (winner, need): (Side, Score),
        history: &[u64],
        mends: &mut Mends<G::Move>,
    ) -> bool {
        let mut moves = G::Moves::default();
        for (at, &id) in line.iter().enumerate().rev() {
            let vertex = &graph.vertices[id as usize];
            if !vertex.winner_moves {
                continue;
            }
            let position = graph.positions[id as usize];
            // The moves the graph follows here fell short on this line.
            let followed =
                &graph.edges[vertex.first as usize..(vertex.first + vertex.count) as usize];
            let followed = |key: u64| {
                followed
                    .iter()
                    .any(|&child| vertex_key(&graph.positions[child as usize]) == key)
            };
            self.game_keys.clear();
            self.game_keys.extend_from_slice(history);
            self.game_keys.extend(
                line[..at]
                    .iter()
                    .map(|&v| graph.keys[graph.vertices[v as usize].class as usize]),
            );
            moves.clear();
            position.generate(&mut moves);
            let here = vertex_key(&position);
            for &mv in moves.as_slice() {
                let child = position.play(mv);
                if followed(vertex_key(&child)) || mends.tried.contains(&(here, mv.to_bits())) {
                    continue;
                }
                mends.tried.insert((here, mv.to_bits()));
                let proved = match child.outcome() {
                    Some(outcome) => result_for(outcome.sign_for(winner), 1) >= need,
                    None => self.within_nodes(MEND_PROOF_NODES, |searcher| {
                        searcher.within_proof_horizons(&child, |searcher| {
                            searcher.cuts_against = winner;
                            // The child is searched below `position`, at ply 1.
                            searcher.enter_path(&position, 0);
                            let result = if child.side_to_move() == winner {
                                searcher.null_window_proof(&child, 1, need)
                            } else {
                                -searcher.null_window_proof(&child, 1, 1 - need)
                            };
                            (!searcher.stopped && result >= need).then_some(())
                        })
                    }),
                };
                if self.stopped {
                    return false;
                }
                if proved {
                    mends.chosen.insert(vertex_key(&position), mv);
                    return true;
                }
            }
        }
        false
    }

    /// Whether `proof` proves its claim within `nodes` more nodes; the
    /// searcher's own limits still stop it.
    fn within_nodes(&mut self, nodes: u64, proof: impl FnOnce(&mut Self) -> Option<()>) -> bool {
        let limit = self.node_limit;
        self.node_limit = limit.min(self.stats.nodes.saturating_add(nodes));
        let proved = proof(self).is_some();
        self.node_limit = limit;
        if self.stopped && self.stats.nodes < limit {
            // Stopped by this budget: unless the clock or the stop flag
            // also says so, the search goes on.
            self.stopped = false;
            self.check_limits();
        }
        proved && !self.stopped
    }

    /// The positions reached from `root` by the winner's moves (those
    /// `chosen` by mending the strategy, else the table's) and every move
    /// of the opponent, each once; and the winner's move at the
    /// root, if he is to move there.
    fn strategy_graph(
        &mut self,
        root: &G,
        (winner, need): (Side, Score),
        chosen: &HashMap<u64, G::Move>,
    ) -> Option<(Graph<G>, Option<G::Move>)> {
        let mut graph = Graph {
            positions: Vec::new(),
            vertices: Vec::new(),
            edges: Vec::new(),
            keys: Vec::new(),
        };
        let mut ids: HashMap<u64, u32> = HashMap::new();
        let mut classes: HashMap<u64, u32> = HashMap::new();
        let mut pending = VecDeque::from([*root]);
        ids.insert(vertex_key(root), 0);
        let mut moves = G::Moves::default();
        let mut candidates: Vec<G::Move> = Vec::new();
        let mut first_move = None;
        while let Some(position) = pending.pop_front() {
            self.stats.nodes += 1;
            if self.should_stop() {
                return None;
            }
            let key = position.repetition_key();
            let next_class = graph.keys.len() as u32;
            let class = *classes.entry(key).or_insert(next_class);
            if class == next_class {
                graph.keys.push(key);
            }
            let first = graph.edges.len() as u32;
            let (mut result, ended) = match position.outcome() {
                Some(outcome) => (Some(result_for(outcome.sign_for(winner), 0)), true),
                None => (self.decided_for(&position, winner), false),
            };
            if result.is_none() {
                moves.clear();
                position.generate(&mut moves);
                if moves.as_slice().is_empty() {
                    result = Some(result_for(position.no_moves().sign_for(winner), 0));
                }
            }
            // Where the rules end or decide the line, no move is followed (a
            // repetition may still end it first: `worst_line`).
            candidates.clear();
            let followed: &[G::Move] = if result.is_some() {
                &[]
            } else if position.side_to_move() == winner {
                let named = chosen.get(&vertex_key(&position)).copied();
                let first = named.or_else(|| self.strategy_move(&position, moves.as_slice()));
                candidates.extend(first);
                // Then every other move whose child the table proves good
                // enough, for the lines where the first does not hold.
                for &mv in moves.as_slice() {
                    if Some(mv) != first && self.table_proves(&position.play(mv), winner, need) {
                        candidates.push(mv);
                    }
                }
                if graph.vertices.is_empty() {
                    first_move = candidates.first().copied();
                }
                if candidates.is_empty() {
                    result = Some(score::loss_in(0));
                }
                &candidates
            } else {
                moves.as_slice()
            };
            if graph.edges.len() + followed.len() > MAX_EDGES {
                return None;
            }
            for &mv in followed {
                let child = position.play(mv);
                let next = ids.len() as u32;
                let id = match ids.entry(vertex_key(&child)) {
                    Entry::Occupied(entry) => *entry.get(),
                    Entry::Vacant(entry) => {
                        if next as usize >= MAX_VERTICES {
                            return None;
                        }
                        pending.push_back(child);
                        *entry.insert(next)
                    }
                };
                graph.edges.push(id);
            }
            graph.vertices.push(Vertex {
                class,
                first,
                count: graph.edges.len() as u32 - first,
                winner_moves: position.side_to_move() == winner,
                reach: position.reversible_plies(),
                result,
                ended,
            });
            graph.positions.push(position);
        }
        Some((graph, first_move))
    }

    /// The table's entry for `position`, and whether it is filed as its
    /// mirror image.
    fn table_entry(&self, position: &G) -> Option<(Probe, bool)> {
        let (key, mirrored) = self.table_key(position);
        let region = self.table_regions::<ProofNode>(position).0?;
        self.tt.probe_in(region, key).map(|entry| (entry, mirrored))
    }

    /// The winner's move in `position`, as the table names it.
    fn strategy_move(&self, position: &G, moves: &[G::Move]) -> Option<G::Move> {
        let (entry, mirrored) = self.table_entry(position)?;
        let mv = mirror_if::<G>(mirrored, G::Move::from_bits(entry.mv?));
        moves.contains(&mv).then_some(mv)
    }

    /// Whether the table proves that `winner` gets at least `need` (a
    /// null-window bound) from `position`.
    fn table_proves(&self, position: &G, winner: Side, need: Score) -> bool {
        if let Some(outcome) = position.outcome() {
            return result_for(outcome.sign_for(winner), 0) >= need;
        }
        self.table_entry(position).is_some_and(|(entry, _)| {
            if position.side_to_move() == winner {
                entry.lower >= need
            } else {
                -entry.upper >= need
            }
        })
    }

    /// The winner's result where the game already decides it
    /// ([`Searcher::decided_bounds`], scored as the proofs score it);
    /// `None` unless it is decided exactly.
    fn decided_for(&self, position: &G, winner: Side) -> Option<Score> {
        let (lower, upper) = self.decided_bounds(position, 0)?;
        let decided = match (lower, upper) {
            (0, 0) => 0,
            (lower, _) if lower > 0 => lower,
            (_, upper) if upper < 0 => upper,
            _ => return None,
        };
        Some(if position.side_to_move() == winner {
            decided
        } else {
            -decided
        })
    }

    /// The winner's worst result from the graph's root over every line
    /// the opponent can choose, the repetition rule applied to each line
    /// (and to the game's history before the root): relative to the root,
    /// from the winner's view. At his positions the winner takes the first
    /// move that meets `need` on the line (the table's first); the
    /// opponent's positions stop at the first move that keeps the winner
    /// short of it, since that refutes them. `Err` with a line of vertices
    /// from the root to the first of the winner's positions where no move
    /// met `need`, when the root does not.
    fn worst_line(
        &mut self,
        graph: &Graph<G>,
        on_cycle: &[bool],
        need: Score,
    ) -> Option<Result<Score, Vec<Vec<u32>>>> {
        /// A vertex on the line: the next of its moves to follow, and the
        /// winner's result from it so far (the best of his moves, the
        /// worst of the opponent's), relative to it.
        struct Step {
            vertex: u32,
            next: u32,
            result: Score,
        }
        const UNKNOWN: Score = Score::MIN;
        let short = |result: Score| if need > 0 { result <= 0 } else { result < 0 };
        let root = &graph.vertices[0];
        if let Some(result) = root.result {
            return Some(if short(result) {
                Err(vec![vec![0]])
            } else {
                Ok(result)
            });
        }
        let mut known = vec![UNKNOWN; graph.vertices.len()];
        let mut line: Vec<u64> = self.game_keys.clone();
        let stride = G::REPETITION.stride();
        let visits_before = self.stats.nodes;
        let opening = |vertex: &Vertex| {
            if vertex.winner_moves {
                -INFINITY
            } else {
                INFINITY
            }
        };
        // The lines to the winner's positions found short, each once.
        let mut failures: Vec<Vec<u32>> = Vec::new();
        let mut failed: HashSet<u32> = HashSet::new();
        line.push(graph.keys[root.class as usize]);
        let mut steps = vec![Step {
            vertex: 0,
            next: 0,
            result: opening(root),
        }];
        loop {
            let step = steps.last_mut()?;
            let vertex = &graph.vertices[step.vertex as usize];
            // The opponent's positions follow every move, even once one
            // refutes them, to find every line to be mended at once.
            let settled = vertex.winner_moves && !short(step.result);
            let child_result = if settled || step.next == vertex.count {
                let result = step.result;
                let id = step.vertex as usize;
                if vertex.winner_moves
                    && short(result)
                    && failures.len() < MAX_SHORT_LINES
                    && failed.insert(id as u32)
                {
                    failures.push(steps.iter().map(|step| step.vertex).collect());
                }
                steps.pop();
                line.pop();
                if !on_cycle[graph.vertices[id].class as usize] {
                    known[id] = result;
                }
                if steps.is_empty() {
                    if failures.is_empty() && short(result) {
                        failures.push(vec![0]);
                    }
                    return Some(if short(result) {
                        Err(failures)
                    } else {
                        Ok(result)
                    });
                }
                result
            } else {
                let id = graph.edges[(vertex.first + step.next) as usize];
                step.next += 1;
                let winner_moved = vertex.winner_moves;
                let child = &graph.vertices[id as usize];
                self.stats.nodes += 1;
                if self.stats.nodes - visits_before > MAX_VISITS || self.should_stop() {
                    return None;
                }
                let key = graph.keys[child.class as usize];
                let repeated = || {
                    let reach = usize::try_from(child.reach).unwrap_or(usize::MAX);
                    (stride..=reach.min(line.len()))
                        .step_by(stride)
                        .any(|back| same_position::<G>(line[line.len() - back], key))
                };
                match child.result {
                    Some(result) if child.ended => result,
                    _ if repeated() => result_for(if winner_moved { -1 } else { 1 }, 0),
                    Some(result) => {
                        if child.winner_moves
                            && child.count == 0
                            && short(result)
                            && failures.len() < MAX_SHORT_LINES
                            && failed.insert(id)
                        {
                            // The winner's position where the table names
                            // no move: to be mended.
                            let mut at: Vec<u32> = steps.iter().map(|step| step.vertex).collect();
                            at.push(id);
                            failures.push(at);
                        }
                        result
                    }
                    None if known[id as usize] != UNKNOWN => known[id as usize],
                    None => {
                        line.push(key);
                        steps.push(Step {
                            vertex: id,
                            next: 0,
                            result: opening(child),
                        });
                        continue;
                    }
                }
            };
            // A child's result, one ply further from the vertex above it.
            let result = score::from_tt(child_result, 1);
            let above = steps.last_mut()?;
            above.result = if graph.vertices[above.vertex as usize].winner_moves {
                above.result.max(result)
            } else {
                above.result.min(result)
            };
        }
    }
}

impl<G> Graph<G> {
    /// Per class (repetition key), whether it lies on a cycle of the graph
    /// whose vertices are the classes: in a strongly connected component
    /// of more than one class, or with an edge to itself. Tarjan's
    /// algorithm, without recursion.
    fn classes_on_cycles(&self) -> Vec<bool> {
        let classes = self.keys.len();
        // The class graph's edges, grouped by class.
        let mut starts = vec![0u32; classes + 1];
        for vertex in &self.vertices {
            starts[vertex.class as usize + 1] += vertex.count;
        }
        for class in 0..classes {
            starts[class + 1] += starts[class];
        }
        let mut filled = starts.clone();
        let mut targets = vec![0u32; self.edges.len()];
        for vertex in &self.vertices {
            for &edge in &self.edges[vertex.first as usize..(vertex.first + vertex.count) as usize]
            {
                let slot = &mut filled[vertex.class as usize];
                targets[*slot as usize] = self.vertices[edge as usize].class;
                *slot += 1;
            }
        }
        let out = |class: u32| {
            &targets[starts[class as usize] as usize..starts[class as usize + 1] as usize]
        };

        const UNSEEN: u32 = u32::MAX;
        let mut index = vec![UNSEEN; classes];
        let mut low = vec![0u32; classes];
        let mut on_stack = vec![false; classes];
        let mut stack: Vec<u32> = Vec::new();
        let mut on_cycle = vec![false; classes];
        let mut counter = 0u32;
        // (class, next edge) frames of the depth-first search.
        let mut frames: Vec<(u32, usize)> = Vec::new();
        for start in 0..classes as u32 {
            if index[start as usize] != UNSEEN {
                continue;
            }
            frames.push((start, 0));
            index[start as usize] = counter;
            low[start as usize] = counter;
            counter += 1;
            stack.push(start);
            on_stack[start as usize] = true;
            while let Some(&mut (class, ref mut next)) = frames.last_mut() {
                let edges = out(class);
                if let Some(&to) = edges.get(*next) {
                    *next += 1;
                    if to == class {
                        on_cycle[class as usize] = true;
                    }
                    if index[to as usize] == UNSEEN {
                        index[to as usize] = counter;
                        low[to as usize] = counter;
                        counter += 1;
                        stack.push(to);
                        on_stack[to as usize] = true;
                        frames.push((to, 0));
                    } else if on_stack[to as usize] {
                        low[class as usize] = low[class as usize].min(index[to as usize]);
                    }
                    continue;
                }
                frames.pop();
                if let Some(&(parent, _)) = frames.last() {
                    low[parent as usize] = low[parent as usize].min(low[class as usize]);
                }
                if low[class as usize] == index[class as usize] {
                    // `class` roots a component: pop it.
                    let mut members = 0;
                    loop {
                        let member = stack.pop().unwrap_or(class);
                        on_stack[member as usize] = false;
                        members += 1;
                        if member == class {
                            break;
                        }
                        on_cycle[member as usize] = true;
                    }
                    if members > 1 {
                        on_cycle[class as usize] = true;
                    }
                }
            }
        }
        on_cycle
    }
}

/// The key a position is filed under in the graph: its table key, told
/// apart where the game has ended (two passes in Go bring back the key of
/// the position before them, which the table never files since it holds
/// no finished game).
fn vertex_key<G: Game>(position: &G) -> u64 {
    const ENDED: u64 = 0x6a09_e667_f3bc_c909;
    if position.outcome().is_some() {
        position.hash_key() ^ ENDED
    } else {
        position.hash_key()
    }
}

/// A result for the winner of sign `sign` (1 a win, 0 a draw, -1 a
/// loss), `plies` away.
fn result_for(sign: i32, plies: u32) -> Score {
    match sign {
        0 => 0,
        1 => score::win_in(plies),
        _ => score::loss_in(plies),
    }
}

#[cfg(test)]
mod tests {
    use super::{Graph, Vertex};

    /// A graph of `()` positions, vertex `i` of class `i`, with `edges[i]`
    /// its moves.
    fn graph(edges: &[&[u32]]) -> Graph<()> {
        let mut graph = Graph {
            positions: vec![(); edges.len()],
            vertices: Vec::new(),
            edges: Vec::new(),
            keys: (0..edges.len() as u64).collect(),
        };
        for (class, out) in edges.iter().enumerate() {
            graph.vertices.push(Vertex {
                class: class as u32,
                first: graph.edges.len() as u32,
                count: out.len() as u32,
                winner_moves: false,
                reach: u32::MAX,
                result: None,
                ended: false,
            });
            graph.edges.extend_from_slice(out);
        }
        graph
    }

    #[test]
    fn the_classes_on_cycles_are_those_of_components_and_loops() {
        // 0 -> 1 -> 2 -> 1, 0 -> 3 -> 3, 3 -> 4, 5 -> 0.
        let graph = graph(&[&[1, 3], &[2], &[1], &[3, 4], &[], &[0]]);
        assert_eq!(
            graph.classes_on_cycles(),
            [false, true, true, true, false, false]
        );
    }

    #[test]
    fn a_long_cycle_is_found_without_recursion() {
        let n = 100_000u32;
        let edges: Vec<Vec<u32>> = (0..n).map(|i| vec![(i + 1) % n]).collect();
        let slices: Vec<&[u32]> = edges.iter().map(Vec::as_slice).collect();
        assert!(graph(&slices).classes_on_cycles().iter().all(|&on| on));
    }
}
