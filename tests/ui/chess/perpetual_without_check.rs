// The mistake: `perpetual` alone. The condition is two words, `perpetual
// check`.
// Corrected:   lose: perpetual check,
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
        draw: repetition(4),
        lose: perpetual,
    }
}

fn main() {}
