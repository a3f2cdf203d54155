// The mistake: no `board:` section. Every game is played on a board.
// Corrected:   board: 3 x 3,   (a line to add)
alphabeta::game! {
    pub TicTacToe {
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
