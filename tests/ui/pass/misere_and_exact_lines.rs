// Conditions map to any verdict: making three in a row loses (misère), and
// in Gomoku's standard rule only exactly five wins. One `game!` may declare
// several games.
use alphabeta::runtime::{Game, Notation, Outcome, Side};

alphabeta::game! {
    /// Misère tic-tac-toe: whoever makes three in a row loses.
    pub Misere {
        board: 3 x 3,
        moves: place,
        lose: line(3),
        draw: full,
    }

    /// Gomoku, standard rule: exactly five wins; six does not.
    pub StandardGomoku {
        board: 15 x 15,
        players: Black, White,
        moves: place,
        win: line(exactly 5),
        draw: full,
    }
}

fn main() {
    let lost = Misere::parse_position("a1 b2 a2 c3 a3").unwrap();
    assert_eq!(lost.outcome(), Some(Outcome::Win(Side::Second)));
    let six = StandardGomoku::parse_position("a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1").unwrap();
    assert_eq!(six.outcome(), None);
}
