//! Move ordering: the transposition-table move first, then the game's hints,
//! then killer moves, then the history heuristic.
//!
//! Alpha-beta visits about `b^(d/2)` nodes when the best move comes first and
//! about `b^(3d/4)` in random order, so ordering is most of a search's speed.
//! Each move gets one integer key, and the searcher picks the highest key
//! left each time it needs a move (a selection sort that stops early when a
//! cutoff comes, as it usually does, after the first few moves).

mod history;
mod killers;

pub use history::History;
pub use killers::Killers;

use crate::params::HINT_SCALE;

/// The order key of the transposition-table move: above everything.
pub const TT_MOVE_KEY: i64 = i64::MAX;

/// The order key of a move from its hint, killer bonus and history score.
/// Every `i32` hint keeps its rank: `hint * HINT_SCALE` needs 48 bits of
/// the key's 64.
#[inline]
#[must_use]
pub fn order_key(hint: i32, killer_bonus: i32, history: i32) -> i64 {
    i64::from(hint) * i64::from(HINT_SCALE) + i64::from(killer_bonus) + i64::from(history)
}

/// Swaps the highest-keyed move of `moves[from..]` into `moves[from]` (and
/// its key along with it), and returns it.
#[inline]
pub fn pick_best<M: Copy>(moves: &mut [M], keys: &mut [i64], from: usize) -> M {
    let mut best = from;
    for i in from + 1..moves.len() {
        if keys[i] > keys[best] {
            best = i;
        }
    }
    moves.swap(from, best);
    keys.swap(from, best);
    moves[from]
}

/// [`pick_best`] for a short list, scanning every place of its buffer:
/// `keys` has one key for each place (`moves` the first of them), those
/// of the places past the moves and of the moves already picked being
/// `i64::MIN`, below every order key. The loop's length is then fixed, so
/// the compiler unrolls it into conditional moves, without the branch on
/// the list's length that a list of varying length mispredicts. Picks in
/// the same order as `pick_best`, ties included: the first of the highest
/// keys left, found among the places `from` on, since every place before
/// is `i64::MIN`.
#[inline]
pub fn pick_best_of_all<M: Copy>(moves: &mut [M], keys: &mut [i64], from: usize) -> M {
    let mut best = 0;
    let mut top = keys[0];
    for (i, &key) in keys.iter().enumerate().skip(1) {
        if key > top {
            top = key;
            best = i;
        }
    }
    moves.swap(from, best);
    keys[best] = keys[from];
    keys[from] = i64::MIN;
    moves[from]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::{HISTORY_MAX, KILLER_BONUS};

    #[test]
    fn hints_outrank_killers_which_outrank_history() {
        assert!(order_key(1, 0, 0) > order_key(0, KILLER_BONUS[0], HISTORY_MAX));
        assert!(order_key(0, KILLER_BONUS[1], 0) > order_key(0, 0, HISTORY_MAX));
        assert!(order_key(-1, KILLER_BONUS[0], HISTORY_MAX) < order_key(0, 0, -HISTORY_MAX));
        assert!(order_key(i32::MAX, i32::MAX / 4, 0) < TT_MOVE_KEY);
        assert!(order_key(1_000_001, 0, 0) > order_key(1_000_000, KILLER_BONUS[0], HISTORY_MAX));
        // The extremes keep their ranks too.
        assert!(order_key(i32::MAX, 0, 0) > order_key(i32::MAX - 1, KILLER_BONUS[0], HISTORY_MAX));
        assert!(
            order_key(i32::MIN, KILLER_BONUS[0], HISTORY_MAX)
                < order_key(i32::MIN + 1, 0, -HISTORY_MAX)
        );
    }

    #[test]
    fn scanning_every_place_picks_as_the_selection_does() {
        // Keys from a small range, so that ties are common, in lists of
        // every length up to a buffer of eight.
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2_000 {
            let len = 2 + (next() % 7) as usize;
            let mut moves: Vec<usize> = (0..len).collect();
            let mut keys: Vec<i64> = (0..len).map(|_| (next() % 4) as i64 - 2).collect();
            let mut all_moves = moves.clone();
            let mut all_keys = keys.clone();
            all_keys.resize(8, i64::MIN);
            for from in 0..len {
                let expected = pick_best(&mut moves, &mut keys, from);
                let got = pick_best_of_all(&mut all_moves, &mut all_keys, from);
                assert_eq!(got, expected, "pick {from} of {keys:?}");
            }
            assert_eq!(all_moves, moves);
        }
    }

    #[test]
    fn picking_yields_moves_in_key_order() {
        let mut moves = [10, 20, 30, 40];
        let mut keys = [5, -3, 9, 5];
        let picked: Vec<i32> = (0..4)
            .map(|i| pick_best(&mut moves, &mut keys, i))
            .collect();
        assert_eq!(picked, [30, 10, 40, 20]);
    }
}
