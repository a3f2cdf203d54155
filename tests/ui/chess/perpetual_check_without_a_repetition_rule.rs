// The mistake: `lose: perpetual check` with no repetition rule. Perpetual
// check judges a repetition, so the game must say when a position repeats.
// Corrected:   draw: repetition(4),
//              lose: perpetual check,
alphabeta::game! {
    pub Duel {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal },
        setup: "r3k/5/5/5/K3R",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        lose: perpetual check,
    }
}

fn main() {}
