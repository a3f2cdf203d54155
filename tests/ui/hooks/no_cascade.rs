// The mistake: `line(4)` on a 3 x 3 board. Only that is reported: the rest
// of the program, which uses the game, compiles against a stub instead of
// failing in a cascade of errors.
// Corrected:   win: line(3),
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
