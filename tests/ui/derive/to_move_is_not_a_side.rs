// The mistake: the field marked `#[game(to_move)]` is a number. It says
// whose turn it is, a `Side`, which the derive flips after each move.
// Corrected:   to_move: Side,
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub struct Heap {
    left: u8,
    #[game(to_move)]
    player: u8,
}

fn new_heap() -> Heap {
    Heap { left: 21, player: 0 }
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
    let side = if heap.player == 0 { Side::Second } else { Side::First };
    (heap.left == 0).then_some(Outcome::Win(side))
}

fn main() {}
