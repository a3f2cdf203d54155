// The mistake: `moves: place` in a game of pieces. Each `piece` says how it
// moves; a game has either placed stones or pieces.
// Corrected:   remove the line `moves: place,`
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        moves: place,
        piece Pawn { step forward to empty },
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(last row),
    }
}

fn main() {}
