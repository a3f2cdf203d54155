// The mistake: `for Black` in a game whose players are Sente and Gote.
// Corrected:   lose: repetition(4) for Sente,
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
        lose: repetition(4) for Black,
    }
}

fn main() {}
