//! Repetition draws, for games with [`Game::REPETITION_DRAWS`]: a node
//! whose position occurred earlier, on the search path or in the game
//! before the root, scores as a draw.
//!
//! The searcher keeps the key of each position on its path, by ply, and the
//! game's history given by [`Searcher::set_history`]. Both live in buffers
//! allocated when the searcher is built. With `REPETITION_DRAWS` false the
//! one call in the search is a constant `false`, and the compiler removes it.

use super::Searcher;
use crate::params::MAX_HISTORY;
use crate::{Game, SearchEvaluator};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Sets the game's history for repetition draws: the
    /// [`hash_key`](Game::hash_key)s of the positions before the root,
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
    /// root move), and returns its key.
    #[inline]
    pub(crate) fn enter_path(&mut self, position: &G, ply: usize) -> u64 {
        let key = position.hash_key();
        if G::REPETITION_DRAWS {
            self.path_keys[ply] = key;
        }
        key
    }

    /// Records `position` as the one at `ply` of the search path, and tells
    /// whether it repeats a position 2, 4, 6, ... plies earlier, on the path
    /// first and then in the game's history, no farther back than its
    /// [`Game::reversible_plies`]. The root (`ply == 0`) never repeats.
    #[inline]
    pub(super) fn is_repetition(&mut self, position: &G, ply: usize) -> bool {
        if !G::REPETITION_DRAWS {
            return false;
        }
        let key = self.enter_path(position, ply);
        if ply == 0 {
            return false;
        }
        let reach = usize::try_from(position.reversible_plies()).unwrap_or(usize::MAX);
        let history = &self.game_keys;
        let mut back = 2;
        while back <= reach {
            let earlier = if back <= ply {
                self.path_keys[ply - back]
            } else {
                // `back - ply` plies before the root, `history`'s last being one.
                match history.len().checked_sub(back - ply) {
                    Some(i) => history[i],
                    None => return false,
                }
            };
            if earlier == key {
                return true;
            }
            back += 2;
        }
        false
    }
}
