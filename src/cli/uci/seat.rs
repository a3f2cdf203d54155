//! What an engine holds for one game, whichever protocol it speaks: the
//! searcher, the running search, and the position with the keys of the
//! positions before it. UCI's engine and USI's (`super::super::usi`) obey
//! their GUIs through it.

use super::command::Go;
use super::think::{Dialect, Thinking};
use crate::catalog::CatalogGame;
use crate::cli::replay;
use crate::cli::searcher::{game_searcher, GameSearcher};
use crate::runtime::tune::Choice;
use crate::runtime::SearchOptions;

/// The engine's state for game `G`.
pub struct Seat<G: CatalogGame> {
    /// The options a searcher is built with.
    options: SearchOptions,
    /// The searcher, built before a `go` so that its time is the search's
    /// alone; `None` while a search has it.
    searcher: Option<GameSearcher<G>>,
    /// What the searchers evaluate with (`--eval`).
    evaluation: Choice<G>,
    /// The running (or finished but not yet joined) search.
    thinking: Option<Thinking<G>>,
    /// The position a `go` searches.
    pub position: G,
    /// The keys of the positions before `position`, oldest first.
    pub history: Vec<u64>,
}

impl<G: CatalogGame> Seat<G> {
    /// The start position, and a searcher with `options`.
    pub fn new(options: SearchOptions, evaluation: Choice<G>) -> Seat<G> {
        Seat {
            options,
            searcher: Some(game_searcher(options, evaluation.clone())),
            evaluation,
            thinking: None,
            position: G::start(),
            history: Vec::new(),
        }
    }

    /// A new game: no search, an empty table, the start position.
    pub fn new_game(&mut self) {
        self.halt();
        self.clear();
        self.position = G::start();
        self.history.clear();
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        if let Some(searcher) = &mut self.searcher {
            searcher.clear();
        }
    }

    /// `moves` played from `start` become the position and its history.
    pub fn set(&mut self, start: G, moves: &[G::Move]) {
        (self.position, self.history) = replay(start, moves);
    }

    /// A new searcher with `options`; the old one's table is freed first.
    pub fn rebuild(&mut self, options: SearchOptions) {
        self.halt();
        self.options = options;
        self.searcher = None;
        self.searcher = Some(game_searcher(options, self.evaluation.clone()));
    }

    /// Starts searching the position within `go`'s limits, to report in
    /// `dialect`, after ending the search before it.
    pub fn go(&mut self, go: &Go, dialect: impl Dialect<G>) -> std::io::Result<()> {
        self.halt();
        let mut searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| game_searcher(self.options, self.evaluation.clone()));
        searcher.set_history(&self.history);
        self.thinking = Some(Thinking::start(searcher, self.position, go, dialect)?);
        Ok(())
    }

    /// Ends the running search, if any, and takes its searcher back.
    pub fn halt(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            self.searcher = thinking.finish();
            if self.searcher.is_none() {
                // The search failed (and said so): start afresh.
                self.searcher = Some(game_searcher(self.options, self.evaluation.clone()));
            }
        }
    }
}
