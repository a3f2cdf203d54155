// The mistake: an `eval` function that returns a float. The searcher adds
// and compares scores as whole numbers, `i32`.
// Corrected:   fn heap_eval(heap: &Heap) -> i32 {
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, eval: heap_eval, move: u8, capacity: 3)]
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

fn heap_eval(heap: &Heap) -> f32 {
    if heap.left % 4 == 0 {
        -1.0
    } else {
        1.0
    }
}

fn main() {}
