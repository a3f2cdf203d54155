// The mistake: an `outcome` function that returns a `bool`: it says whether
// the game is over but not how it ended.
// Corrected:   fn is_over(heap: &Heap) -> Option<Outcome> {
use alphabeta::runtime::{MoveList, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: is_over, move: u8, capacity: 3)]
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

fn is_over(heap: &Heap) -> bool {
    heap.left == 0
}

fn main() {}
