// The mistake: a tuple struct. The derive names the fields (in the hash, in
// the notation, for the side to move), so they need names.
// Corrected:   pub struct Heap { left: u8, to_move: Side }
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap(u8, Side);

fn new_heap() -> Heap {
    Heap(21, Side::First)
}

fn takes(heap: &Heap, moves: &mut MoveList<u8, 3>) {
    for n in 1..=heap.0.min(3) {
        moves.push(n);
    }
}

fn take(heap: &mut Heap, n: u8) {
    heap.0 -= n;
}

fn winner(heap: &Heap) -> Option<Outcome> {
    (heap.0 == 0).then_some(Outcome::Win(heap.1.opponent()))
}

fn main() {}
