//! Perft: the number of move paths of a given length, the standard check of a
//! move generator against published tables.
//!
//! A ply is a whole turn: in a game whose turn is several moves
//! ([`Game::continues_turn`], Connect6's two stones, the jumps of an
//! international draughts capture), the moves of one turn together make
//! one step of the path. A turn that another sequence of moves ends the
//! same way ([`Game::repeats_turn`]: a capture along a second path over the
//! same pieces to the same square) counts zero, so that each turn counts
//! once, as the published tables count captures.

use crate::{Game, MoveBuffer};

/// How to count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerftOptions {
    /// Count the moves at the last ply instead of playing them ("bulk
    /// counting"): the same number, much faster.
    pub bulk: bool,
    /// Count a game that ended before the full depth as one leaf (Aart Bik's
    /// othello convention) instead of zero (the usual one).
    pub count_ended: bool,
}

impl Default for PerftOptions {
    fn default() -> Self {
        Self {
            bulk: true,
            count_ended: false,
        }
    }
}

/// Paths of exactly `depth` plies from `position`, with bulk counting; a
/// game that ends sooner counts zero.
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    perft_with(position, depth, PerftOptions::default())
}

/// Paths of `depth` plies from `position`, counted as `options` say.
pub fn perft_with<G: Game>(position: &G, depth: u32, options: PerftOptions) -> u64 {
    // Each way of counting is compiled apart, so that a count chosen at run
    // time (a command-line flag) tests no option at each node.
    match (options.bulk, options.count_ended) {
        (true, false) => counted::<G, true, false>(position, depth),
        (true, true) => counted::<G, true, true>(position, depth),
        (false, false) => counted::<G, false, false>(position, depth),
        (false, true) => counted::<G, false, true>(position, depth),
    }
}

/// [`perft_with`] for the options `BULK` and `COUNT_ENDED`.
fn counted<G: Game, const BULK: bool, const COUNT_ENDED: bool>(position: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let ended = u64::from(COUNT_ENDED);
    if position.outcome().is_some() {
        return ended;
    }
    // A turn of several moves is counted whole: its last moves only.
    let whole = position.last_of_turn();
    if depth == 1 && BULK && whole {
        return moves_or_ended(position, ended);
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    let moves = moves.as_slice();
    if moves.is_empty() {
        return ended;
    }
    if depth == 2 && BULK && whole {
        // Counted here rather than in a call per child: most of a bulk
        // count's time is spent at this ply.
        return moves
            .iter()
            .filter(|&&mv| !position.repeats_turn(mv))
            .map(|&mv| {
                let child = position.play(mv);
                if child.outcome().is_some() {
                    ended
                } else if child.last_of_turn() {
                    moves_or_ended(&child, ended)
                } else {
                    counted::<G, BULK, COUNT_ENDED>(&child, 1)
                }
            })
            .sum();
    }
    moves
        .iter()
        .filter(|&&mv| !position.repeats_turn(mv))
        .map(|&mv| {
            let child = position.play(mv);
            counted::<G, BULK, COUNT_ENDED>(&child, after(&child, depth))
        })
        .sum()
}

/// The depth left below `child`: the same while its turn goes on.
#[inline(always)]
fn after<G: Game>(child: &G, depth: u32) -> u32 {
    if child.continues_turn() {
        depth
    } else {
        depth - 1
    }
}

/// The bulk count of a position that has not ended: its moves, or `ended`
/// if it has none.
#[inline(always)]
fn moves_or_ended<G: Game>(position: &G, ended: u64) -> u64 {
    match position.move_count() {
        0 => ended,
        n => n as u64,
    }
}

/// The perft count under each legal move of `position`, in generation
/// order, but for the moves that [repeat](Game::repeats_turn) a turn.
pub fn perft_divide<G: Game>(
    position: &G,
    depth: u32,
    options: PerftOptions,
) -> Vec<(G::Move, u64)> {
    crate::notation::legal_moves(position)
        .into_iter()
        .filter(|&mv| !position.repeats_turn(mv))
        .map(|mv| {
            let child = position.play(mv);
            let left = if child.continues_turn() {
                depth
            } else {
                depth.saturating_sub(1)
            };
            (mv, perft_with(&child, left, options))
        })
        .collect()
}
