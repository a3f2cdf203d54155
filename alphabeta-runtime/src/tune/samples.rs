//! Positions for tuning: self-play games and their quiet positions, kept
//! with each game's result, and their file for resuming a run.

use super::{Choice, Features};
use crate::study::matches::{opening, play_game_with};
use crate::{Limits, Outcome, SearchOptions, Searcher, Side};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use thiserror::Error;

/// How to play the games that tuning learns from.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    /// How many games.
    pub games: usize,
    /// The nodes of each move's search: small, so that many games are
    /// played, but enough that the moves are the engine's own.
    pub nodes: u64,
    /// Random plies from the start before the engine takes over, so that
    /// the games differ; drawn from `seed` and the game's number.
    pub opening_plies: u32,
    /// The seed of the openings.
    pub seed: u64,
    /// Games played at once (threads).
    pub threads: usize,
    /// Each searcher's table, in MiB.
    pub hash_mib: usize,
}

/// One position kept for tuning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample<'a> {
    /// The game it came from.
    pub game: u32,
    /// Its features, `(index, value)`, from the first player's view.
    pub features: &'a [(u32, i32)],
    /// Its phase (see [`Features::phase`]).
    pub phase: i32,
    /// The game's untuned evaluation, from the first player's view.
    pub plain: i32,
    /// The game's result for the first player: 1 a win, 0.5 a draw, 0 a
    /// loss.
    pub result: f32,
}

/// Positions with their features and results, stored flat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Samples {
    starts: Vec<u32>,
    entries: Vec<(u32, i32)>,
    games: Vec<u32>,
    phases: Vec<i32>,
    plains: Vec<i32>,
    results: Vec<f32>,
    /// The games played, whether or not they left a quiet position.
    played: Vec<(u32, f32)>,
}

/// Why a samples file cannot be read.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SamplesError {
    /// A line is not what the file holds.
    #[error("line {line}: {why}")]
    Line {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
}

/// The result of `outcome` for the first player.
fn first_players_result(outcome: Outcome) -> f32 {
    match outcome {
        Outcome::Win(Side::First) => 1.0,
        Outcome::Win(Side::Second) => 0.0,
        Outcome::Draw => 0.5,
    }
}

impl Samples {
    /// No positions.
    #[must_use]
    pub fn new() -> Samples {
        Samples::default()
    }

    /// How many positions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// How many games were played.
    #[must_use]
    pub fn games_played(&self) -> usize {
        self.played.len()
    }

    /// Whether game `index` was played.
    #[must_use]
    pub fn has_game(&self, index: u32) -> bool {
        self.played.iter().any(|&(game, _)| game == index)
    }

    /// Position `i`.
    #[must_use]
    pub fn get(&self, i: usize) -> Sample<'_> {
        let start = self.starts[i] as usize;
        let end = self
            .starts
            .get(i + 1)
            .map_or(self.entries.len(), |&e| e as usize);
        Sample {
            game: self.games[i],
            features: &self.entries[start..end],
            phase: self.phases[i],
            plain: self.plains[i],
            result: self.results[i],
        }
    }

    /// Every position, in order.
    pub fn iter(&self) -> impl Iterator<Item = Sample<'_>> {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Adds a position of game `game`, whose result for the first player
    /// is `result`.
    pub fn push<G: Features>(&mut self, game: u32, position: &G, result: f32) {
        self.starts.push(self.entries.len() as u32);
        position.features(&mut |index, value| {
            self.entries.push((index as u32, value));
        });
        self.games.push(game);
        self.phases.push(if G::TAPERED {
            position.phase()
        } else {
            super::PHASE_FULL
        });
        let own = position.untuned();
        self.plains.push(match position.side_to_move() {
            Side::First => own,
            Side::Second => -own,
        });
        self.results.push(result);
    }

    /// Adds all of `other`'s games and positions.
    pub fn extend(&mut self, other: &Samples) {
        for sample in other.iter() {
            self.push_sample(sample);
        }
        self.played.extend_from_slice(&other.played);
    }

    fn push_sample(&mut self, sample: Sample<'_>) {
        self.starts.push(self.entries.len() as u32);
        self.entries.extend_from_slice(sample.features);
        self.games.push(sample.game);
        self.phases.push(sample.phase);
        self.plains.push(sample.plain);
        self.results.push(sample.result);
    }

    /// The same positions with the games in the order of their numbers
    /// (each game's positions in the order played): what a run gives
    /// whatever the order in which its threads finished or whether it was
    /// resumed.
    #[must_use]
    pub fn ordered(&self) -> Samples {
        let mut order: Vec<usize> = (0..self.len()).collect();
        order.sort_by_key(|&i| self.games[i]); // stable: a game keeps its order
        let mut sorted = Samples::new();
        for i in order {
            sorted.push_sample(self.get(i));
        }
        sorted.played = self.played.clone();
        sorted.played.sort_by_key(|&(game, _)| game);
        sorted
    }

    /// The positions of the games for which `keep(game)` holds.
    #[must_use]
    pub fn filter(&self, keep: impl Fn(u32) -> bool) -> Samples {
        let mut kept = Samples::new();
        for sample in self.iter().filter(|s| keep(s.game)) {
            kept.push_sample(sample);
        }
        kept.played = self
            .played
            .iter()
            .copied()
            .filter(|&(g, _)| keep(g))
            .collect();
        kept
    }

    /// The samples file's text for these games: per game a line `game N R`
    /// (its number and result for the first player), then a line per
    /// position: `phase plain index:value ...`. Appending the text of later
    /// games to a file gives the file of all of them.
    #[must_use]
    pub fn to_text(&self) -> String {
        // Each game's positions, found in one pass (a scan per game would
        // make writing a long run's file quadratic).
        let mut by_game: std::collections::HashMap<u32, Vec<usize>> =
            std::collections::HashMap::new();
        for (i, &game) in self.games.iter().enumerate() {
            by_game.entry(game).or_default().push(i);
        }
        let mut text = String::new();
        for &(game, result) in &self.played {
            let _ = writeln!(text, "game {game} {result}");
            for sample in by_game
                .get(&game)
                .into_iter()
                .flatten()
                .map(|&i| self.get(i))
            {
                let _ = write!(text, "{} {}", sample.phase, sample.plain);
                for (index, value) in sample.features {
                    let _ = write!(text, " {index}:{value}");
                }
                text.push('\n');
            }
        }
        text
    }

    /// Reads a samples file written by [`Samples::to_text`] for a game of
    /// `features` features. A last game cut short (the file ends without
    /// its line break, as when a run is interrupted while writing) is left
    /// out, to be played again.
    ///
    /// # Errors
    /// A line that is neither a game's nor a position's, or a feature index
    /// out of range.
    pub fn parse(text: &str, features: usize) -> Result<Samples, SamplesError> {
        let mut lines: Vec<&str> = text.lines().collect();
        if !text.is_empty() && !text.ends_with('\n') {
            // The last game was cut short: drop it whole, back to its
            // `game` line (or what was written of it).
            while let Some(line) = lines.pop() {
                if line.starts_with('g') {
                    break;
                }
            }
        }
        let mut samples = Samples::new();
        let mut current: Option<(u32, f32)> = None;
        for (number, line) in lines.iter().enumerate() {
            let bad = |why: &str| SamplesError::Line {
                line: number + 1,
                why: why.to_owned(),
            };
            let mut words = line.split_whitespace();
            if let Some(rest) = line.strip_prefix("game ") {
                let mut parts = rest.split_whitespace();
                let game = parts.next().and_then(|g| g.parse().ok());
                let result = parts.next().and_then(|r| r.parse().ok());
                let (Some(game), Some(result)) = (game, result) else {
                    return Err(bad("a game's line is `game NUMBER RESULT`"));
                };
                samples.played.push((game, result));
                current = Some((game, result));
                continue;
            }
            let Some((game, result)) = current else {
                return Err(bad("a position before any game"));
            };
            let phase = words.next().and_then(|w| w.parse().ok());
            let plain = words.next().and_then(|w| w.parse().ok());
            let (Some(phase), Some(plain)) = (phase, plain) else {
                return Err(bad("a position's line is `PHASE PLAIN INDEX:VALUE ...`"));
            };
            samples.starts.push(samples.entries.len() as u32);
            for word in words {
                let entry = word
                    .split_once(':')
                    .and_then(|(i, v)| Some((i.parse::<u32>().ok()?, v.parse::<i32>().ok()?)));
                match entry {
                    Some((index, value)) if (index as usize) < features => {
                        samples.entries.push((index, value));
                    }
                    _ => return Err(bad(&format!("`{word}` is not a feature INDEX:VALUE"))),
                }
            }
            samples.games.push(game);
            samples.phases.push(phase);
            samples.plains.push(plain);
            samples.results.push(result);
        }
        Ok(samples)
    }
}

/// Plays the games of `plan` that `skip` does not exclude, the engine
/// against itself with `evaluation`, and hands each game's quiet positions
/// to `on_game` as it ends (on the calling thread, in the order games end).
/// A position is quiet when quiescence search with `evaluation` leaves its
/// static evaluation unchanged ([`Searcher::quiescence_keeps_evaluation`]).
/// Game `i` depends only on the plan's seed, `i` and the evaluation, never
/// on the threads or on which games were skipped, so a resumed run ends
/// with the same positions as an uninterrupted one.
pub fn self_play<G: Features>(
    plan: &SelfPlay,
    evaluation: &Choice<G>,
    skip: impl Fn(u32) -> bool + Sync,
    mut on_game: impl FnMut(Samples),
) {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let options = SearchOptions {
        hash_mib: plan.hash_mib,
        threads: 1,
        ..SearchOptions::default()
    };
    let limits = Limits::nodes(plan.nodes);
    std::thread::scope(|scope| {
        for _ in 0..plan.threads.clamp(1, plan.games.max(1)) {
            let sender = sender.clone();
            let (next, skip, limits) = (&next, &skip, &limits);
            scope.spawn(move || {
                // Two players, and a third that only runs quiescence
                // searches to find the quiet positions (no table).
                let judge = SearchOptions {
                    tt: false,
                    ..options
                };
                let mut searchers = [
                    Searcher::with_evaluator(options, evaluation.clone()),
                    Searcher::with_evaluator(options, evaluation.clone()),
                    Searcher::with_evaluator(judge, evaluation.clone()),
                ];
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= plan.games {
                        break;
                    }
                    if skip(index as u32) {
                        continue;
                    }
                    let samples = play_one(plan, index, &mut searchers, limits);
                    if sender.send(samples).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for samples in receiver {
            on_game(samples);
        }
    });
}

/// Game `index` of the plan, with its quiet positions.
fn play_one<G: Features>(
    plan: &SelfPlay,
    index: usize,
    searchers: &mut [Searcher<G, Choice<G>>; 3],
    limits: &Limits,
) -> Samples {
    let start: G = opening(plan.seed, index, plan.opening_plies);
    let mut quiet = Vec::new();
    let [first, second, judge] = searchers;
    let record = play_game_with(
        &start,
        [first, second],
        [limits, limits],
        Side::First,
        |position| {
            if judge.quiescence_keeps_evaluation(position) {
                quiet.push(*position);
            }
        },
    );
    let result = first_players_result(record.outcome);
    let mut samples = Samples::new();
    for position in &quiet {
        samples.push(index as u32, position, result);
    }
    samples.played.push((index as u32, result));
    samples
}
