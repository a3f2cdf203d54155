// The mistake: a `move notation:` module whose `parse` returns an `Option`.
// It says why a move does not read, as a `NotationError`.
// Corrected:   pub fn parse(_heap: &Heap, text: &str) -> Result<u8, NotationError> {
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3, move notation: counters)]
pub struct Heap {
    left: u8,
    to_move: Side,
}

fn new_heap() -> Heap {
    Heap { left: 21, to_move: Side::First }
}

fn takes(heap: &Heap, moves: &mut MoveList<u8, 3>) {
    for n in 1..=heap.left.min(3) {
        moves.push(n);
    }
}

fn take(heap: &mut Heap, n: u8) {
    heap.left -= n;
}

fn winner(heap: &Heap) -> Option<Outcome> {
    (heap.left == 0).then_some(Outcome::Win(heap.to_move.opponent()))
}

/// Moves as `take 2`.
mod counters {
    use super::Heap;
    use core::fmt;

    pub fn parse(_heap: &Heap, text: &str) -> Option<u8> {
        text.strip_prefix("take ")?.parse().ok()
    }

    pub fn write(_heap: &Heap, n: u8, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "take {n}")
    }
}

fn main() {}
