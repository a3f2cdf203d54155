// `connect` works on square boards too (four neighbours), with both players
// joining the same pair of edges; a full board without a chain draws.
use alphabeta::runtime::{Game, Notation, Outcome, Side};

alphabeta::game! {
    pub Crossing {
        board: 5 x 5,
        moves: place,
        win: connect(left-right),
        draw: full,
    }
}

fn main() {
    let won = Crossing::parse_position("a1 a2 b1 b2 c1 c2 d1 d2 e1").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
}
