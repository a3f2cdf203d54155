// The mistake: `#[derive(Game)]` on an enum. A position is a struct whose
// fields hold the state of the game (the side to move among them).
// Corrected:   pub struct Heap { left: u8, to_move: Side }
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3)]
pub enum Heap {
    FirstToMove(u8),
    SecondToMove(u8),
}

fn new_heap() -> Heap {
    Heap::FirstToMove(21)
}

fn takes(_heap: &Heap, moves: &mut MoveList<u8, 3>) {
    moves.push(1);
}

fn take(_heap: &mut Heap, _n: u8) {}

fn winner(_heap: &Heap) -> Option<Outcome> {
    Some(Outcome::Win(Side::First))
}

fn main() {}
