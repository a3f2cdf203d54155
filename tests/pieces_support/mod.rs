//! What the piece-game tests share.

use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::Notation;

/// The legal moves of `position` as text, sorted.
pub fn sorted_moves<G: Notation>(position: &G) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves(position)
        .into_iter()
        .map(|mv| move_to_string(position, mv))
        .collect();
    moves.sort();
    moves
}
