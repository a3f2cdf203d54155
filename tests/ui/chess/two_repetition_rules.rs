// The mistake: two repetition rules. A game has one, which says how many
// times a position stands and who wins then; perpetual check, beside it,
// is the only exception it allows.
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
        draw: repetition(4),
        lose: repetition(4) for Sente,
    }
}

fn main() {}
