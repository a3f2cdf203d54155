// `#[derive(Game)]` on a struct of one's own: one heap, take one, two or
// three counters, and whoever takes the last one wins. The derive supplies
// the move buffer, the side to move, the hash and the notation.
use alphabeta::runtime::notation::position_to_string;
use alphabeta::runtime::{solve, MoveList, Notation, Outcome, Side, Solution};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(
    start: Heap::new,
    generate: Heap::takes,
    play: Heap::take,
    outcome: Heap::winner,
    move: u8,
    capacity: 3,
)]
pub struct Heap {
    left: u8,
    to_move: Side,
    #[game(hash)]
    hash: u64,
}

impl Heap {
    fn new() -> Heap {
        Heap { left: 21, to_move: Side::First, hash: 0 }
    }

    fn takes(&self, moves: &mut MoveList<u8, 3>) {
        for n in 1..=self.left.min(3) {
            moves.push(n);
        }
    }

    fn take(&mut self, n: u8) {
        self.left -= n;
    }

    fn winner(&self) -> Option<Outcome> {
        (self.left == 0).then_some(Outcome::Win(self.to_move.opponent()))
    }
}

fn main() {
    // Leaving a multiple of four wins: the first player takes one.
    let start = Heap::start();
    let solved = solve(&start);
    assert!(matches!(solved.value, Solution::Win(_)));
    assert_eq!(solved.best_move, Some(1));
    assert_eq!(start.hash_key(), start.hash_from_scratch());
    let after = start.play(1);
    assert_eq!(after.side_to_move(), Side::Second);
    assert_eq!(after.hash_key(), after.hash_from_scratch());
    // The default notation: the fields as words, the hash left out.
    assert_eq!(position_to_string(&after), "20 second");
    assert_eq!(Heap::parse_position("20 second"), Ok(after));
    assert_eq!(Heap::parse_move(&start, "3"), Ok(3));
}
