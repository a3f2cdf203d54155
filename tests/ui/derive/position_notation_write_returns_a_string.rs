// The mistake: a `position notation:` module whose `write` returns a
// `String`. It writes into the output it is given.
// Corrected:   pub fn write(heap: &Heap, out: &mut dyn fmt::Write) -> fmt::Result {
use alphabeta::runtime::{MoveList, Outcome, Side};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: new_heap, generate: takes, play: take, outcome: winner, move: u8, capacity: 3, position notation: counters)]
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

/// A position as `21 first`.
mod counters {
    use super::Heap;
    use alphabeta::runtime::{NotationError, Side};

    pub fn parse(text: &str) -> Result<Heap, NotationError> {
        let bad = || NotationError::BadPosition { token: text.into(), reason: "expected `21 first`".into() };
        let (left, side) = text.split_once(' ').ok_or_else(bad)?;
        let to_move = match side {
            "first" => Side::First,
            "second" => Side::Second,
            _ => return Err(bad()),
        };
        Ok(Heap { left: left.parse().map_err(|_| bad())?, to_move })
    }

    pub fn write(heap: &Heap) -> String {
        format!("{} {:?}", heap.left, heap.to_move)
    }
}

fn main() {}
