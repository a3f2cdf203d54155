// The mistake: players named `Black` and `Blue`. Each is drawn by its first
// letter, so both would be `B` on the board.
// Corrected:   players: Black, White,
alphabeta::game! {
    pub Gomoku {
        board: 15 x 15,
        players: Black, Blue,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
