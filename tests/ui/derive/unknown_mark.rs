// The mistake: a field mark misspelled, `hsah` for `hash`.
// Corrected:   #[game(hash)]
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap {
    left: u8,
    to_move: Side,
    #[game(hsah)]
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
