// The mistake: `#[game(zobrist)]` on a number. It keys an array item by
// item, and a number has no items (unmarked, every field is hashed).
// Corrected:   left: u8,   (without the mark)
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap {
    #[game(zobrist)]
    left: u8,
    to_move: Side,
    #[game(hash)]
    hash: u64,
}

fn new_heap() -> Heap {
    Heap { left: 21, to_move: Side::First, hash: 0 }
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

fn main() {}
