// The mistake: one rule of a game of walls moves without putting a wall.
// A move of such a game names its wall's cell, so every move puts one.
// Corrected:   piece Pawn { step any to empty then place Wall },
alphabeta::game! {
    pub Isolation {
        board: 6 x 8,
        players: White, Black,
        piece Pawn { step orthogonal to empty then place Wall, step diagonal to empty },
        setup: "3p2/6/6/6/6/6/6/2P3",
        no moves: lose,
    }
}

fn main() {}
