// The mistake: `move:` given a number. It names the type a move is, such as
// `u8`; how many moves a position can have is `capacity:`.
// Corrected:   #[game(..., move: u8, capacity: 3)]
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: 3, capacity: 3)]
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

fn main() {}
