// After a mistake in the rules, only the mistake is reported: the rest of
// the program, which uses the game, does not fail in a cascade of errors.
use alphabeta::runtime::{perft, Game, Notation};

alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {
    let start = TicTacToe::start();
    let after = TicTacToe::parse_position("b2").unwrap();
    println!("{} {} {}", perft(&start, 2), after, TicTacToe::WIDTH);
}
