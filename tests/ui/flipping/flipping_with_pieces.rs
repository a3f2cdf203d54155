// The mistake: `place flipping` and a `piece` in one game. Flipped stones
// never move; a game has either flips or pieces.
// Corrected:   remove the line `piece Disc { step any to empty },`
alphabeta::game! {
    pub Reversi {
        board: 8 x 8,
        moves: place flipping,
        piece Disc { step any to empty },
        setup: first on e4 d5, second on d4 e5,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
