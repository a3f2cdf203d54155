// The mistake: `draw: repetition(4) for Sente`. A draw is nobody's; to give
// the repetition to a player, write it under `win:` or `lose:`.
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
        draw: repetition(4) for Sente,
    }
}

fn main() {}
