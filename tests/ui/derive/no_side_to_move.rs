// The mistake: no field says whose turn it is. The derive flips the side to
// move after every move, so the position needs a field that holds it.
// Corrected:   to_move: Side,   (a field to add)
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap {
    left: u8,
}

fn new_heap() -> Heap {
    Heap { left: 21 }
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
    (heap.left == 0).then_some(Outcome::Win(Side::First))
}

fn main() {}
