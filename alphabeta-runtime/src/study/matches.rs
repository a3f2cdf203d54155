//! Games between two settings of the searcher, as cutechess-cli and
//! fastchess play them between chess engines.
//!
//! Games come in pairs: both games of a pair start from the same random
//! opening (a seeded number of random plies), with the colours swapped, so
//! that an opening that favours one colour favours both players once. The
//! rules decide each game; a position seen for the third time, or a game
//! longer than [`MAX_GAME_PLIES`], is a draw. Each game starts from cleared
//! searchers, so the same seed and settings give the same games, whatever
//! the number of games played at once (time limits aside, which depend on
//! the machine).

use super::elo::Pairs;
use super::ordering::random_walk;
use super::stats::Rng;
use crate::repetition::{occurrences, repetition_outcome};
use crate::{Game, GameEval, Limits, Outcome, SearchEvaluator, SearchOptions, Searcher, Side};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// A game longer than this is adjudicated a draw: the catalog's rules end
/// every game well before, but a declared game's rules need not.
pub const MAX_GAME_PLIES: u32 = 1000;

/// How often a position may stand on the board before the game is
/// adjudicated a draw, in a game whose rules have no repetition rule
/// ([`Game::REPETITION_DRAWS`]; those end by their own).
pub const REPETITIONS_FOR_A_DRAW: usize = 3;

/// One side of a match: the searcher's options and its limits per move.
#[derive(Clone, Debug)]
pub struct Player {
    /// The searcher's options.
    pub options: SearchOptions,
    /// The limits of each move's search.
    pub limits: Limits,
}

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchPlan {
    /// The player whose results are reported ("first").
    pub first: Player,
    /// The opponent.
    pub second: Player,
    /// Pairs of games.
    pub pairs: usize,
    /// Random plies before the players take over.
    pub opening_plies: u32,
    /// The seed of the openings.
    pub seed: u64,
    /// Games played at once.
    pub concurrency: usize,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules.
    Rules,
    /// A position stood on the board for the third time, in a game whose
    /// rules have no repetition rule.
    Repetition,
    /// Longer than [`MAX_GAME_PLIES`].
    Length,
}

/// One game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The colour the plan's first player had.
    pub first_plays: Side,
    /// The result.
    pub outcome: Outcome,
    /// How it ended.
    pub ending: Ending,
    /// Plies played after the opening.
    pub plies: u32,
    /// Per player (first, second): moves searched, nodes, and the depths
    /// reached, summed over the moves.
    pub moves: [u32; 2],
    /// See `moves`.
    pub nodes: [u64; 2],
    /// See `moves`.
    pub depths: [u64; 2],
}

impl GameRecord {
    /// The first player's points: 1, ½ or 0.
    #[must_use]
    pub fn points(&self) -> f64 {
        match self.outcome {
            Outcome::Draw => 0.5,
            Outcome::Win(side) if side == self.first_plays => 1.0,
            Outcome::Win(_) => 0.0,
        }
    }
}

/// Both games of a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairRecord {
    /// The pair's number, from 0.
    pub index: usize,
    /// The game where the first player moved first, then the other.
    pub games: [GameRecord; 2],
}

impl PairRecord {
    /// The first player's points in the pair: 0 to 2.
    #[must_use]
    pub fn points(&self) -> f64 {
        self.games.iter().map(GameRecord::points).sum()
    }
}

/// The opening of pair `pair`: `plies` random moves from the start, drawn
/// from a generator seeded by `seed` and the pair's number, again until a
/// game that has not ended comes out.
#[must_use]
pub fn opening<G: Game>(seed: u64, pair: usize, plies: u32) -> G {
    let mut rng = Rng::new(seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    (0..1000)
        .find_map(|_| random_walk(&G::start(), plies, &mut rng))
        .unwrap_or_else(G::start)
}

/// The outcome if the game is over, including a side left without moves.
#[must_use]
pub fn finished<G: Game>(position: &G) -> Option<Outcome> {
    position.outcome().or_else(|| {
        let mut moves = G::Moves::default();
        position.generate(&mut moves);
        crate::MoveBuffer::as_slice(&moves)
            .is_empty()
            .then(|| position.no_moves())
    })
}

/// Plays one game from `start`, `players[0]` being the plan's first
/// player, who has the colour `first_plays`.
pub fn play_game<G: Game>(
    start: &G,
    searchers: [&mut Searcher<G>; 2],
    limits: [&Limits; 2],
    first_plays: Side,
) -> GameRecord {
    play_game_with(start, searchers, limits, first_plays, |_| {})
}

/// [`play_game`] for searchers with any evaluator, calling `observe` with
/// each position a player searches, in the order of the game.
pub fn play_game_with<G: Game, E: SearchEvaluator<G>>(
    start: &G,
    searchers: [&mut Searcher<G, E>; 2],
    limits: [&Limits; 2],
    first_plays: Side,
    mut observe: impl FnMut(&G),
) -> GameRecord {
    let mut record = GameRecord {
        first_plays,
        outcome: Outcome::Draw,
        ending: Ending::Length,
        plies: 0,
        moves: [0; 2],
        nodes: [0; 2],
        depths: [0; 2],
    };
    let [first, second] = searchers;
    first.clear();
    second.clear();
    let mut position = *start;
    let mut keys = vec![position.repetition_key()];
    loop {
        let by_repetition = repetition_outcome::<G>(&keys, &position);
        if let Some(outcome) = finished(&position).or(by_repetition) {
            record.outcome = outcome;
            record.ending = Ending::Rules;
            return record;
        }
        if !G::REPETITION_DRAWS && occurrences::<G>(&keys) >= REPETITIONS_FOR_A_DRAW {
            record.ending = Ending::Repetition;
            return record;
        }
        if record.plies >= MAX_GAME_PLIES {
            return record;
        }
        observe(&position);
        let player = usize::from(position.side_to_move() != first_plays);
        let searcher: &mut Searcher<G, E> = if player == 0 { first } else { second };
        if G::REPETITION_DRAWS {
            searcher.set_history(&keys[..keys.len() - 1]);
        }
        let result = searcher.search(&position, limits[player]);
        record.moves[player] += 1;
        record.nodes[player] += result.stats.nodes;
        record.depths[player] += u64::from(result.depth);
        let mv = result
            .best_move
            .expect("a game that is not over has a move");
        position = position.play(mv);
        keys.push(position.repetition_key());
        record.plies += 1;
    }
}

/// Plays both games of pair `index`.
fn play_pair<G: Game, E: SearchEvaluator<G>>(
    plan: &MatchPlan,
    index: usize,
    searchers: &mut [Searcher<G, E>; 2],
) -> PairRecord {
    let start: G = opening(plan.seed, index, plan.opening_plies);
    let limits = [&plan.first.limits, &plan.second.limits];
    let [first, second] = searchers;
    let games = [Side::First, Side::Second]
        .map(|colour| play_game_with(&start, [&mut *first, &mut *second], limits, colour, |_| {}));
    PairRecord { index, games }
}

/// Plays the match, up to `plan.concurrency` games at once. After each
/// pair, `on_pair` hears it and the pairs finished so far in order (the
/// longest run from pair 0 with none missing); when `decided` says so of
/// that run, no new pair starts, and the match is that run. The result is
/// therefore the same whatever the concurrency.
pub fn run_match<G: Game>(
    plan: &MatchPlan,
    decided: impl FnMut(&Pairs) -> bool,
    on_pair: impl FnMut(&PairRecord),
) -> Vec<PairRecord> {
    run_match_with::<G, GameEval>(plan, &[GameEval, GameEval], decided, on_pair)
}

/// [`run_match`] with an evaluator for each player: the plan's first
/// player searches with `evaluators[0]`, the second with `evaluators[1]`
/// (each game's searchers start from clones of them).
pub fn run_match_with<G: Game, E: SearchEvaluator<G> + Sync>(
    plan: &MatchPlan,
    evaluators: &[E; 2],
    mut decided: impl FnMut(&Pairs) -> bool,
    mut on_pair: impl FnMut(&PairRecord),
) -> Vec<PairRecord> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    let mut finished: Vec<Option<PairRecord>> = vec![None; plan.pairs];
    let mut prefix = 0;
    let mut pairs = Pairs::new();
    let mut decided_at = None;
    std::thread::scope(|scope| {
        for _ in 0..plan.concurrency.clamp(1, plan.pairs.max(1)) {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let mut searchers = [
                    Searcher::with_evaluator(plan.first.options, evaluators[0].clone()),
                    Searcher::with_evaluator(plan.second.options, evaluators[1].clone()),
                ];
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= plan.pairs || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let record = play_pair(plan, index, &mut searchers);
                    if sender.send(record).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for record in receiver {
            on_pair(&record);
            let index = record.index;
            finished[index] = Some(record);
            while decided_at.is_none() && prefix < plan.pairs {
                let Some(done) = finished[prefix] else { break };
                pairs.push(done.points());
                prefix += 1;
                if decided(&pairs) {
                    decided_at = Some(prefix);
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    let keep = decided_at.unwrap_or(prefix);
    finished.into_iter().take(keep).flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Tree;

    #[test]
    fn openings_repeat_from_their_seed() {
        let tree = Tree::uniform(3, 6, 9).leak();
        // A tree's start is not its root; take the root's walk by hand.
        let mut rng = Rng::new(5);
        let a = random_walk(&tree.root(), 3, &mut rng);
        let mut rng = Rng::new(5);
        let b = random_walk(&tree.root(), 3, &mut rng);
        assert_eq!(a, b);
    }

    #[test]
    fn a_pair_swaps_colours() {
        let plan = MatchPlan {
            first: Player {
                options: SearchOptions::default(),
                limits: Limits::depth(2),
            },
            second: Player {
                options: SearchOptions::default(),
                limits: Limits::depth(1),
            },
            pairs: 1,
            opening_plies: 0,
            seed: 1,
            concurrency: 1,
        };
        let records = run_match::<crate::tree::TreeNode>(&plan, |_| false, |_| {});
        assert_eq!(records.len(), 1);
        let [a, b] = records[0].games;
        assert_eq!((a.first_plays, b.first_plays), (Side::First, Side::Second));
    }
}
