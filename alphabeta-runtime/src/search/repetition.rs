//! Repetitions, for games with [`Game::REPETITION_DRAWS`]: a node whose
//! position occurred earlier, on the search path or in the game before the
//! root, scores as the game's [`Game::REPETITION`] rule says (a draw, a
//! win for a named player, a loss for the side that checked perpetually),
//! a draw being what [`Game::decide_draw`] makes of it.
//!
//! The searcher keeps the key of each position on its path, by ply, and the
//! game's history given by [`Searcher::set_history`]. Both live in buffers
//! allocated when the searcher is built. With `REPETITION_DRAWS` false the
//! one call in the search is a constant `false`, and the compiler removes it.

use super::Searcher;
use crate::params::MAX_HISTORY;
use crate::repetition::{same_position, was_in_check};
use crate::{Game, Outcome, SearchEvaluator};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Sets the game's history for repetitions: the
    /// [`repetition_key`](Game::repetition_key)s of the positions before the root,
    /// oldest first, the root excluded. Only the most recent
    /// [`MAX_HISTORY`] are kept. It holds for every search until set again
    /// or [`Searcher::clear`]ed. Games without [`Game::REPETITION_DRAWS`]
    /// ignore it.
    pub fn set_history(&mut self, keys: &[u64]) {
        let recent = &keys[keys.len().saturating_sub(MAX_HISTORY)..];
        self.game_keys.clear();
        self.game_keys.extend_from_slice(recent);
    }

    /// The game's history, as [`Searcher::set_history`] kept it.
    #[must_use]
    pub fn history(&self) -> &[u64] {
        &self.game_keys
    }

    /// Records `position` as the one at `ply` of the search path (for a
    /// search that starts below the root, such as the solver's test of each
    /// root move).
    #[inline]
    pub(crate) fn enter_path(&mut self, position: &G, ply: usize) {
        if G::REPETITION_DRAWS {
            self.path_keys[ply] = position.repetition_key();
        }
    }

    /// Records `position` as the one at `ply` of the search path, and tells
    /// how the game ends if it repeats a position 2, 4, 6, ... plies
    /// earlier (1, 2, 3, ... for a [positional](crate::Repetition::positional)
    /// rule), on the path first and then in the game's history, no
    /// farther back than its [`Game::reversible_plies`]: by the game's
    /// [`Game::REPETITION`] rule, judged over the plies between. The root
    /// (`ply == 0`) never repeats.
    #[inline]
    pub(super) fn repetition(&mut self, position: &G, ply: usize) -> Option<Outcome> {
        if !G::REPETITION_DRAWS {
            return None;
        }
        self.enter_path(position, ply);
        if ply == 0 {
            return None;
        }
        let key = self.path_keys[ply];
        let reach = usize::try_from(position.reversible_plies()).unwrap_or(usize::MAX);
        let stride = G::REPETITION.stride();
        let mut back = stride;
        while back <= reach {
            let earlier = self.key_back(ply, back)?;
            if same_position::<G>(earlier, key) {
                if self.takes_verdicts() {
                    self.repetition_floor = self.repetition_floor.min(ply.saturating_sub(back));
                }
                let checked = |d: usize| self.key_back(ply, d).is_some_and(was_in_check);
                let outcome = G::REPETITION.judge(position.side_to_move(), back, checked);
                return Some(match outcome {
                    Outcome::Draw => position.decide_draw(),
                    won => won,
                });
            }
            back += stride;
        }
        None
    }

    /// The repetition key of the position `back` plies before the one at
    /// `ply` of the path: on the path, or in the game's history before the
    /// root; `None` before the history's start.
    #[inline]
    fn key_back(&self, ply: usize, back: usize) -> Option<u64> {
        if back <= ply {
            Some(self.path_keys[ply - back])
        } else {
            // `back - ply` plies before the root, the history's last being one.
            let history = &self.game_keys;
            history.len().checked_sub(back - ply).map(|i| history[i])
        }
    }
}
