// The mistake: a field that owns heap memory, `Vec<u8>`. A position is
// copied once per ply of the search and must be `Copy`, so that the search
// never allocates. (With `Copy` in the derive list, rustc's E0204 says the
// same of the field.)
// Corrected:   heaps: [u8; 8],   (with a count, if the number of heaps varies)
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Debug, PartialEq, Eq, Game)]
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
