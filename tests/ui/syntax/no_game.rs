// The mistake: `game!` with nothing in it. It declares games, at least one.
// Corrected:   alphabeta::game! { pub TicTacToe { board: 3 x 3, moves: place, win: line(3), draw: full } }
alphabeta::game! {}

fn main() {}
