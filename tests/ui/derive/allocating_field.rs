// A position is copied once per ply of the search, so no field may own heap
// memory: a `Vec` of heaps is rejected, with the fixed-size array to use.
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: Nim::new, generate: Nim::takes, play: Nim::take, outcome: Nim::winner, move: u16, capacity: 64)]
pub struct Nim {
    heaps: Vec<u8>,
    to_move: Side,
}

impl Nim {
    fn new() -> Nim {
        Nim { heaps: vec![3, 4, 5], to_move: Side::First }
    }
    fn takes(&self, _moves: &mut MoveList<u16, 64>) {}
    fn take(&mut self, _mv: u16) {}
    fn winner(&self) -> Option<Outcome> {
        None
    }
}

fn main() {}
