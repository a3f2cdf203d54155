// The mistake: no `moves:` section: the game must say how a player moves.
// Corrected:   moves: place,   (a line to add)
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        win: line(3),
        draw: full,
    }
}

fn main() {}
