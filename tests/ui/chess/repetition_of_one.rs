// The mistake: `repetition(1)`. A position repeats when it stands a second
// time; the first time is no repetition.
// Corrected:   draw: repetition(3),
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
        draw: repetition(1),
    }
}

fn main() {}
