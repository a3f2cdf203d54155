// The mistake: a field of a type of one's own, `Counters`, in a game that
// uses the default position notation, which writes every field as words.
// Corrected:   impl FieldNotation for Counters { ... }   (or `position notation: my_notation`)
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters(u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap {
    left: Counters,
    to_move: Side,
}

fn new_heap() -> Heap {
    Heap { left: Counters(21), to_move: Side::First }
}

fn takes(heap: &Heap, moves: &mut MoveList<u8, 3>) {
    for n in 1..=heap.left.0.min(3) {
        moves.push(n);
    }
}

fn take(heap: &mut Heap, n: u8) {
    heap.left.0 -= n;
}

fn winner(heap: &Heap) -> Option<Outcome> {
    (heap.left.0 == 0).then_some(Outcome::Win(heap.to_move.opponent()))
}

fn main() {}
