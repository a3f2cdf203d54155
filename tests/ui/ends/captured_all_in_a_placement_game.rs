// The mistake: `captured all` in a game of placed stones. Nothing is ever
// captured when stones only fill the board: `captured all` ends games of
// pieces that move and capture.
// Corrected:   win: line(3),
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3), captured all,
        draw: full,
    }
}

fn main() {}
