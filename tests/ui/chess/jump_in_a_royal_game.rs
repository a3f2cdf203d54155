// The mistake: a draughts `jump` in a game with a royal piece. Legal moves are
// those that leave the royal piece safe, and the attacks are read from the
// pieces' steps, leaps and slides; a chain of jumps is not one of them.
// Corrected:   piece Man { step forward-diagonal to enemy },
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Man { jump forward-diagonal over enemy },
        setup: "k3/1m2/2M1/3K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
