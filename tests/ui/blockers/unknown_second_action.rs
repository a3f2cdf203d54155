// The mistake: `then put Wall`. A move's second action is `then shoot` (a
// second move from the landing cell), `then place` (any empty cell) or
// `then leave ... behind` (the cell the piece left).
// Corrected:   piece Pawn { step any to empty then place Wall },
alphabeta::game! {
    pub Isolation {
        board: 6 x 8,
        players: White, Black,
        piece Pawn { step any to empty then put Wall },
        setup: "3p2/6/6/6/6/6/6/2P3",
        no moves: lose,
    }
}

fn main() {}
