// The mistake: `lose: perpetual check` in a game without a royal piece:
// nothing can be in check.
// Corrected:   royal: King,
alphabeta::game! {
    pub Duel {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal },
        setup: "r3k/5/5/5/K3R",
        draw: repetition(4),
        lose: perpetual check, captured all,
    }
}

fn main() {}
