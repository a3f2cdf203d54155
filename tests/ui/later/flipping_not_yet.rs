// Othello's flipping placement is part of the language but not built yet.
alphabeta::game! {
    pub Othello {
        board: 8 x 8,
        moves: place flipping,
        draw: full,
    }
}

fn main() {}
