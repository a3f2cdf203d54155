// The mistake: `for First` in a game that does not name its players. `for`
// names a player the game declares with `players:`.
// Corrected:   players: Sente, Gote,
alphabeta::game! {
    pub Duel {
        board: 5 x 5,
        piece King { step any },
        piece Rook { slide orthogonal },
        setup: "r3k/5/5/5/K3R",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        lose: repetition(4) for First,
    }
}

fn main() {}
